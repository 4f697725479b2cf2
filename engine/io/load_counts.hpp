// How many times this process has parsed a scenario document and replayed a command log, for
// the tests that hold every load to one of each: a file parsed again is slow on a big map and a
// sign that two owners of the game disagree. Counting is all these do.
#pragma once

#include <cstdint>

namespace hexfire {

struct LoadCounts {
  std::uint64_t scenario_parses = 0;  // parse_scenario_document calls
  std::uint64_t log_replays = 0;      // GameSession::replay_log calls (loads and undo)
};

LoadCounts load_counts();
void count_scenario_parse();
void count_log_replay();

}  // namespace hexfire
