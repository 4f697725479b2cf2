// Replay: step through a save command by command, forward and back. Each step shows the match
// after it and the command's result (events, resolutions with their ledgers). Going back
// replays from the start (cheap at these sizes, and exactly what loading does).
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>

#include "engine/flow/game_session.hpp"

namespace hexfire {

class Replay {
 public:
  // Loads and verifies the save (load_save_file), then rewinds to the start.
  static std::unique_ptr<Replay> open(const std::string& save_path, const std::string& rules_dir, std::string& why);
  explicit Replay(std::unique_ptr<GameSession> finished);

  std::size_t size() const { return log_.size(); }
  std::size_t position() const { return position_; }  // commands applied so far
  const Match& match() const { return *match_; }
  const RuleSystem& rules() const { return session_->rules(); }
  // The command at position()-1 and what it did; nothing at the start.
  const Command* last_command() const { return position_ ? &log_[position_ - 1] : nullptr; }
  const std::optional<ApplyResult>& last_result() const { return last_; }

  bool forward();        // false at the end
  bool back();           // false at the start
  void seek(std::size_t k);  // to after k commands (clamped)

 private:
  std::unique_ptr<GameSession> session_;
  std::vector<Command> log_;
  std::optional<Match> match_;
  std::size_t position_ = 0;
  std::optional<ApplyResult> last_;
};

}  // namespace hexfire
