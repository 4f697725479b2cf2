// A game being played: the rule system, the match, the command log, undo and saving. The front
// end and hexfire-cli drive a game only through this class (and RuleSystem for the legal
// commands), so whatever a window can do a script can do. See docs/game-flow.md.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/flow/autosave.hpp"
#include "engine/flow/flow_view.hpp"
#include "engine/io/save.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire {

class GameSession;

struct SessionOpen {
  std::unique_ptr<GameSession> session;
  std::string error;  // set when !session; file:line where there is one
};

struct GameSetup {
  std::string scenario_path;
  std::string rules_dir;                       // assets/rules
  std::optional<std::uint64_t> seed;           // default: the scenario's seed
  std::map<std::string, std::string> options;  // extra option overrides (activation_mode=alternate)
};

class GameSession {
 public:
  static SessionOpen open(const GameSetup& setup);

  const Match& match() const { return *match_; }
  const Match& initial() const { return *initial_; }
  const RuleSystem& rules() const { return *rules_; }
  const std::vector<Command>& log() const { return log_; }
  const GameSetup& setup() const { return setup_; }
  const std::string& scenario_hash() const { return scenario_hash_; }

  std::vector<Command> legal_commands() const { return rules_->legal_commands(*match_); }
  std::optional<std::string> validate(const Command& c) const { return rules_->validate(*match_, c); }
  SideView view(SideId side) const { return side_view(*match_, side); }

  // Validates and applies; on success the command joins the log (and autosave may run).
  ApplyResult submit(const Command& c);
  // Takes back the last command if its undo policy allows it; the reason otherwise.
  std::optional<std::string> undo();

  SaveFile to_save(bool with_snapshot = false) const;
  // Atomic write of the save; nothing on success, the reason otherwise.
  std::optional<std::string> save(const std::string& path, bool with_snapshot = false) const;

  void set_autosave(AutosavePolicy p) { autosave_ = std::move(p); }
  const std::optional<std::string>& last_autosave_error() const { return autosave_error_; }

  // For load_save_file: a session whose match is rebuilt by replaying `log`; the error names
  // the command index on an illegal command.
  std::optional<std::string> replay_log(const std::vector<Command>& log, std::size_t* failed_at = nullptr);

 private:
  GameSession() = default;

  GameSetup setup_;
  std::string scenario_hash_;
  std::unique_ptr<RuleSystem> rules_;
  std::optional<Match> initial_;  // optional only because GameState has no default
  std::optional<Match> match_;
  std::vector<Command> log_;
  std::vector<bool> undoable_;
  AutosavePolicy autosave_;
  std::optional<std::string> autosave_error_;
};

}  // namespace hexfire
