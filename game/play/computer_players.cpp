// The computer's sides and its search on a worker thread (see computer_players.hpp).
#include "game/play/computer_players.hpp"

#include <algorithm>
#include <cstdio>
#include <exception>

namespace hexfire::game {
namespace {

// The side's first legal command, as a choice: what the computer plays when its search fails.
std::optional<ai::AiChoice> first_legal(const RuleSystem& rules, const Match& m, SideId side) {
  const std::string& key = m.state.side(side).key;
  for (Command& c : rules.legal_commands(m)) {
    if (c.side != key) continue;
    ai::AiChoice choice;
    choice.command = std::move(c);
    return choice;
  }
  return std::nullopt;
}

}  // namespace

ComputerPlayers::~ComputerPlayers() { stop(); }

void ComputerPlayers::set(SideId side, std::optional<ai::Strength> strength) {
  if (searching_ == side) stop();
  if (strength) sides_[side] = *strength;
  else sides_.erase(side);
}

std::optional<ai::Strength> ComputerPlayers::strength_of(SideId side) const {
  const auto it = sides_.find(side);
  return it == sides_.end() ? std::nullopt : std::optional<ai::Strength>(it->second);
}

void ComputerPlayers::stop() {
  if (!worker_.joinable()) return;
  cancel_ = true;
  worker_.join();
  searching_.reset();
  result_.reset();
}

double ComputerPlayers::seconds_spent() const {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
}

float ComputerPlayers::progress() const {
  float share = static_cast<float>(nodes_done_.load()) / static_cast<float>(std::max(1, budget_));
  if (time_limit_ && *time_limit_ > 0) share = std::max(share, static_cast<float>(seconds_spent() / *time_limit_));
  return std::clamp(share, 0.0f, 1.0f);
}

std::optional<Command> ComputerPlayers::poll(const GameSession& s) {
  if (worker_.joinable()) {
    if (!done_.load()) {
      if (time_limit_ && !timed_out_ && seconds_spent() >= *time_limit_) {
        timed_out_ = true;
        cancel_ = true;  // the search returns the best it has found so far
      }
      return std::nullopt;
    }
    worker_.join();
    std::optional<ai::AiChoice> choice = std::move(result_);
    result_.reset();
    searching_.reset();
    // A result for a position that has changed since (undo, a command from elsewhere) is dropped,
    // and so is one stopped for any other reason than the time limit (stop() drops it anyway).
    if (!choice || (choice->cancelled && !timed_out_) || s.log().size() != searched_at_) return std::nullopt;
    return choice->command;
  }
  const Match& m = s.match();
  if (m.flow.game_over || !s.waiting().empty()) return std::nullopt;
  const auto side = ai::side_to_act(s.rules(), m);
  if (!side || !plays(*side)) return std::nullopt;
  ai::AiSettings settings;
  settings.strength = sides_.at(*side);
  // Its own random numbers: from the game's seed and how far the game is, never the game's dice.
  settings.seed = s.setup().seed.value_or(1) * 1000003ull + s.log().size();
  settings.nodes = nodes_override_;
  budget_ = nodes_override_ ? *nodes_override_ : ai::budget_of(settings.strength).nodes;
  cancel_ = false;
  done_ = false;
  timed_out_ = false;
  started_ = std::chrono::steady_clock::now();
  nodes_done_ = 0;
  searching_ = side;
  searched_at_ = s.log().size();
  const std::vector<Command> recent = ai::recent_commands(s.log(), m.state.side(*side).key);
  // The worker owns its copy of the match; the rule system is only read (const) by both threads.
  worker_ = std::thread([this, &rules = s.rules(), copy = m, who = *side, settings, recent]() {
    ai::AiHooks hooks{&cancel_, &nodes_done_};
    try {
      result_ = ai::choose_command(rules, copy, who, settings, hooks, recent);
    } catch (const std::exception& e) {
      // An exception leaving this thread would abort the game, and a search that failed once
      // fails again at the same position: the side plays its first legal command, and says why.
      std::fprintf(stderr, "hexfire: the computer's search failed (%s): it plays its first legal command\n", e.what());
      try {
        result_ = first_legal(rules, copy, who);
      } catch (const std::exception&) {
        result_.reset();
      }
    }
    done_ = true;
  });
  return std::nullopt;
}

}  // namespace hexfire::game
