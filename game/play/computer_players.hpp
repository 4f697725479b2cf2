// The sides the computer plays in a game on screen (issue 16): which sides and at what strength,
// and its thinking on a worker thread over a copy of the match, so the window keeps drawing and
// answering while it searches (engine/ai/choose_command.hpp). The play screen polls it each frame
// and submits the chosen command through the session, as a player's click would be.
#pragma once

#include <atomic>
#include <chrono>
#include <map>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "engine/ai/ai_settings.hpp"
#include "engine/ai/choose_command.hpp"
#include "engine/flow/game_session.hpp"

namespace hexfire::game {

class ComputerPlayers {
 public:
  ComputerPlayers() = default;
  ComputerPlayers(const ComputerPlayers&) = delete;
  ComputerPlayers& operator=(const ComputerPlayers&) = delete;
  ~ComputerPlayers();  // stops and joins the search

  // The computer takes `side` at `strength`; nothing gives it back to a player. A search under
  // way for a side given back is stopped.
  void set(SideId side, std::optional<ai::Strength> strength);
  std::optional<ai::Strength> strength_of(SideId side) const;
  bool plays(SideId side) const { return strength_of(side).has_value(); }
  bool any() const { return !sides_.empty(); }
  // Overrides every strength's node budget (tests and screenshots: a short, fixed search).
  void set_nodes(std::optional<int> nodes) { nodes_override_ = nodes; }
  // The most a decision may take (Settings::computer_seconds; none: no limit): past it the search
  // is told to stop, and the best command it has found by then is played. It stops at the next
  // point it can (after a whole pass over its candidates at the least), so the limit is a soft one.
  void set_time_limit(std::optional<double> seconds) { time_limit_ = seconds; }
  std::optional<double> time_limit() const { return time_limit_; }

  // Once a frame: when a side the computer plays must act and nothing is being searched, starts
  // the search on a copy; when a search has ended, returns its command for the session (once).
  std::optional<Command> poll(const GameSession& s);
  bool thinking() const { return worker_.joinable() && !done_.load(); }
  // The side being searched for and how far the search has come (0..1: its share of the node
  // budget spent, or of the time limit when that is further on).
  std::optional<SideId> thinking_for() const { return thinking() ? searching_ : std::nullopt; }
  float progress() const;
  // Stops a search under way (its result is dropped): undo, load, leaving the game.
  void stop();

 private:
  std::map<SideId, ai::Strength> sides_;
  std::optional<int> nodes_override_;
  std::optional<double> time_limit_;
  std::chrono::steady_clock::time_point started_;
  bool timed_out_ = false;  // the search was told to stop at the time limit: its result is played
  double seconds_spent() const;  // since the search under way began
  std::thread worker_;
  std::atomic<bool> cancel_{false};
  std::atomic<bool> done_{false};
  std::atomic<int> nodes_done_{0};
  int budget_ = 1;
  std::optional<SideId> searching_;
  std::size_t searched_at_ = 0;  // the log's length when the search began: a stale result is dropped
  std::optional<ai::AiChoice> result_;  // written by the worker before done_, read after
};

}  // namespace hexfire::game
