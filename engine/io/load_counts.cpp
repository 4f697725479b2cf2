#include "engine/io/load_counts.hpp"

#include <atomic>

namespace hexfire {
namespace {

// Relaxed: nothing is ordered by these, they are only read back by tests.
std::atomic<std::uint64_t> parses{0};
std::atomic<std::uint64_t> replays{0};

}  // namespace

LoadCounts load_counts() {
  return {parses.load(std::memory_order_relaxed), replays.load(std::memory_order_relaxed)};
}

void count_scenario_parse() { parses.fetch_add(1, std::memory_order_relaxed); }
void count_log_replay() { replays.fetch_add(1, std::memory_order_relaxed); }

}  // namespace hexfire
