// A game being played: the rule system, the match, the command log, undo and saving. The front
// end and hexfire-cli drive a game only through this class (and RuleSystem for the legal
// commands), so whatever a window can do a script can do. See docs/game-flow.md.
#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "engine/flow/autosave.hpp"
#include "engine/flow/flow_view.hpp"
#include "engine/io/save.hpp"
#include "engine/io/seal_key.hpp"
#include "engine/rules/rule_system.hpp"

namespace hexfire {

class GameSession;

// What one command of the log did, kept so that a screen taking over a loaded game shows its
// log and ledgers without playing it again.
struct CommandRecord {
  std::vector<Resolution> resolutions;  // every ledger, in order
  std::vector<std::string> log;         // the rule system's log lines
  std::vector<FlowEvent> events;        // the events it added to the match
  bool undoable = false;
  bool secret = false;      // ApplyResult::secret: show public_text, not the command
  std::string public_text;
  LogWords words;           // ApplyResult::words: the log's sentence and kind
};

struct SessionOpen {
  std::unique_ptr<GameSession> session;
  std::string error;  // set when !session; file:line where there is one
  // The scenario's own problems behind `error`, each with its file and line, when the scenario
  // is what does not load: a save that carries the scenario points at its own lines instead.
  Diagnostics scenario_errors;
  // Set (with `error`) when the failure is an option of the setup (GameSetup::options: a save's
  // or the command line's) that the ruleset does not declare or whose value it refuses, so a
  // save can point at its own 'option' line rather than the scenario's.
  std::string setup_option;
  // Problems the load went past, file:line first (set with `session`): a sealed command whose
  // key is here but does not match its seal stays sealed, and the player is told why.
  std::vector<std::string> warnings;
};

struct GameSetup {
  std::string scenario_path;
  std::string rules_dir;                       // assets/rules
  std::optional<std::uint64_t> seed;           // default: the scenario's seed
  std::map<std::string, std::string> options;  // extra option overrides (activation_mode=alternate)
};

class GameSession {
 public:
  // Reads setup.scenario_path (read_bounded_file) and opens it as open_text does.
  static SessionOpen open(const GameSetup& setup);
  // Opens the scenario from its bytes (a save's embedded copy); setup.scenario_path names it in
  // messages. Every option in setup.options must be one the ruleset declares. `scenario_name` is
  // what saves of this game record as the scenario's path (default: from setup.scenario_path).
  static SessionOpen open_text(const GameSetup& setup, std::string scenario_bytes, std::string scenario_name = "");

  const Match& match() const { return *match_; }
  const Match& initial() const { return *initial_; }
  const RuleSystem& rules() const { return *rules_; }
  const std::vector<Command>& log() const { return log_; }
  // One record per command of log(), in order.
  const std::vector<CommandRecord>& records() const { return records_; }
  // The scenario as loaded, before the game started (the map a screen draws): parsed once.
  const Scenario& scenario() const { return *scenario_; }
  const GameSetup& setup() const { return setup_; }
  const std::string& scenario_hash() const { return scenario_hash_; }
  // The scenario file's bytes as opened: a save carries them (to_save) and a copy of the game
  // can be opened from them without the file.
  const std::string& scenario_text() const { return scenario_text_; }
  // The scenario's name in a save: a path inside the scenario folder, or a file name.
  const std::string& scenario_name() const { return scenario_name_; }

  std::vector<Command> legal_commands() const { return rules_->legal_commands(*match_); }
  std::optional<std::string> validate(const Command& c) const { return rules_->validate(*match_, c); }
  SideView view(SideId side) const { return side_view(*match_, side); }

  // Validates and applies; on success the command joins the log (and autosave may run). In a
  // game with sealed commands (below), a command that would reveal them is kept as waiting
  // instead (ok, nothing applied, the log line says so) and every later command is refused.
  ApplyResult submit(const Command& c);
  // Takes back the last command if its undo policy allows it and it is the side in control's own;
  // the reason otherwise (a secret command named by its public text).
  std::optional<std::string> undo();

  // The save carries the scenario (embed_scenario) unless told not to; without it, the save
  // names the scenario by its place in the scenario folder, else by file name. Commands this
  // game holds sealed stay sealed; every other command is written in the open.
  SaveFile to_save(bool with_snapshot = false, bool embed_scenario = true) const;
  // to_save, with every secret command not yet revealed sealed (seal_key.hpp) when a keys folder
  // is set and this game knows every command of its log, and the keys that open them. A game
  // that holds another side's sealed commands seals nothing of its own: that side is committed,
  // and its game must be able to read these commands to play on (play by e-mail).
  struct Sealing {
    SaveFile save;
    std::vector<SealKey> keys;
  };
  Sealing to_sealed_save(bool with_snapshot = false, bool embed_scenario = true) const;
  // Atomic write of the save (to_sealed_save: its keys are written first, into keys_dir());
  // nothing on success, the reason otherwise. Clears the temporary files that interrupted saves
  // left in the folder first (remove_stale_save_temps).
  std::optional<std::string> save(const std::string& path, bool with_snapshot = false,
                                  bool embed_scenario = true) const;

  void set_autosave(AutosavePolicy p) { autosave_ = std::move(p); }
  // Where this player's seal keys are kept; empty (the default): saves carry secrets in the open.
  void set_keys_dir(std::string dir) { keys_dir_ = std::move(dir); }
  const std::string& keys_dir() const { return keys_dir_; }
  // Who plays each side (SaveFile::players: side key -> "person" or the computer's strength),
  // written into its saves; a loaded save's own. Empty: not said (a new game, an older save).
  void set_players(std::vector<std::pair<std::string, std::string>> players) { players_ = std::move(players); }
  const std::vector<std::pair<std::string, std::string>>& players() const { return players_; }
  // Log entries this game holds only as seals (from a save whose keys it lacks): log() has
  // {side, "sealed", {}} there, never applied. And the commands waiting for them to be opened.
  const std::map<std::size_t, Seal>& sealed() const { return sealed_; }
  // The sealed entries whose key this game holds but whose seal it does not match (the save or
  // the key file was changed after the seal was made): they stay sealed, for another reason
  // than a missing key.
  const std::set<std::size_t>& mismatched_seals() const { return mismatched_seals_; }
  // The sealed entries whose key file is in the keys folder but cannot be used, with why
  // (damaged, not a key, unreadable): they stay sealed, as for a missing key.
  const std::map<std::size_t, std::string>& damaged_keys() const { return damaged_keys_; }
  const std::vector<Command>& waiting() const { return waiting_; }
  // The names of the sides whose sealed commands the game waits for; empty when it can go on.
  std::vector<std::string> waiting_for() const;
  const std::optional<std::string>& last_autosave_error() const { return autosave_error_; }

  // For load_save_file: a session whose match is rebuilt by replaying `log`; the error names
  // the command index on an illegal command.
  std::optional<std::string> replay_log(const std::vector<Command>& log, std::size_t* failed_at = nullptr);
  // For load_save_file: replays a save's log with its sealed entries skipped (the game every
  // player can rebuild, whose hash the save records), then opens the seals whose keys are in
  // keys_dir() (each digest checked) and, once every seal is open, plays the waiting commands.
  // A seal whose key is missing stays sealed. The error names the command index (waiting
  // commands count on from the log's end).
  std::optional<std::string> replay_sealed(const SaveFile& save, std::size_t* failed_at = nullptr);
  std::optional<std::string> open_seals(const std::vector<Command>& waiting, std::size_t* failed_at = nullptr);

 private:
  GameSession() = default;
  // The match after `log` with the entries in `skip` left out, and each command's record.
  std::optional<std::string> rebuild(const std::vector<Command>& log, const std::map<std::size_t, Seal>& skip,
                                     Match& m, std::vector<CommandRecord>& records, std::size_t* failed_at) const;
  // Writes the autosave (its keys first) after a command that ends a phase or a turn.
  void autosave_now();

  GameSetup setup_;
  std::string scenario_hash_;
  std::string scenario_text_;
  std::string scenario_name_;
  std::unique_ptr<RuleSystem> rules_;
  std::optional<Match> initial_;  // optional only because GameState has no default
  std::optional<Match> match_;
  std::shared_ptr<const Scenario> scenario_;
  std::vector<Command> log_;
  std::vector<CommandRecord> records_;
  std::string keys_dir_;
  std::vector<std::pair<std::string, std::string>> players_;
  std::map<std::size_t, Seal> sealed_;
  std::set<std::size_t> mismatched_seals_;
  std::map<std::size_t, std::string> damaged_keys_;
  std::vector<Command> waiting_;
  AutosavePolicy autosave_;
  std::optional<std::string> autosave_error_;
};

}  // namespace hexfire
