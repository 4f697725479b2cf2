// Save loading and verification (see save_load.hpp).
#include "engine/io/save_load.hpp"

#include "engine/flow/match_hash.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/scenario_source.hpp"
#include "engine/io/text_escape.hpp"

namespace hexfire {

namespace {

// The errors of the scenario a save carries, at the save's own lines: it is the save's text that
// is wrong, and the file named by the save (`scenario`) may not exist or may differ. The carried
// text's line N is the save's line scenario_text_line + N. Another file's error (a ruleset's, a
// Tiled map's) is told at the save's scenario line.
std::string carried_scenario_errors(const SaveFile& s, const std::string& file, const std::string& scenario,
                                    const SessionOpen& opened) {
  if (opened.scenario_errors.empty())
    return Diagnostic{file, s.scenario_line, "the scenario does not load: " + opened.error}.to_string();
  std::string out;
  for (const Diagnostic& d : opened.scenario_errors) {
    if (!out.empty()) out += '\n';
    if (d.file == scenario && d.line > 0)
      out += Diagnostic{file, s.scenario_text_line + d.line,
                        "the scenario carried in the save does not load (its line " + std::to_string(d.line) +
                            "): " + d.message}
                 .to_string();
    else
      out += Diagnostic{file, s.scenario_line, "the scenario does not load: " + d.to_string()}.to_string();
  }
  return out;
}

}  // namespace

SessionOpen load_save_file(const std::string& path, const std::string& rules_dir, const std::string& keys_dir) {
  std::string why;
  const auto text = read_whole_file(path, why);
  if (!text) {
    SessionOpen out;
    out.error = why;
    return out;
  }
  return load_save_text(*text, path, rules_dir, keys_dir);
}

SessionOpen load_save_text(const std::string& text, const std::string& file, const std::string& rules_dir,
                           const std::string& keys_dir) {
  SessionOpen out;
  const SaveParse p = parse_save(text, file);
  if (!p.ok()) {
    out.error = p.error.to_string();
    return out;
  }
  const SaveFile& s = *p.save;
  auto at = [&](int line, const std::string& msg) { return Diagnostic{file, line, msg}.to_string(); };
  // The scenario the save carries; without one, only a file inside the allowed folders (a
  // save from a stranger can name no other file, see scenario_source.hpp).
  std::string bytes;
  std::string scenario = s.scenario_path;
  if (s.scenario_text) {
    if (scenario_content_hash(*s.scenario_text) != s.scenario_hash) {
      out.error = at(s.scenario_text_line, "the scenario carried in the save does not match its scenario-hash " +
                                               s.scenario_hash + " (a damaged or hand-edited save)");
      return out;
    }
    bytes = *s.scenario_text;
    // The name follows the rules of a save without its scenario: the game reports against it,
    // watches it for live reload and reads a Tiled map beside it (docs/tiled.md), so an absolute
    // path, '..' or a link out of the folder would make it read a file a save may not name.
    SavedScenario found = find_saved_scenario(s.scenario_path, file, rules_dir);
    if (found.refused) {
      out.error = at(s.scenario_line, found.error);
      return out;
    }
    // Found (the designer's file beside the save, maybe edited since): that file. Else where
    // the name puts it in the save's folder, never a path of the running program's folder.
    scenario = found.bytes ? found.path : carried_scenario_path(s.scenario_path, file);
  } else {
    SavedScenario found = find_saved_scenario(s.scenario_path, file, rules_dir);
    if (!found.bytes) {
      out.error = at(s.scenario_line, found.error);
      return out;
    }
    // The other file's hash is not shown: it would tell what that file holds.
    if (scenario_content_hash(*found.bytes) != s.scenario_hash) {
      out.error = at(s.scenario_line, "scenario '" + found.path + "' has changed since the game was saved (its content "
                                      "does not match the save's scenario-hash " + s.scenario_hash + ")");
      return out;
    }
    bytes = std::move(*found.bytes);
    scenario = found.path;
  }
  GameSetup setup{scenario, rules_dir, s.seed, s.options};
  SessionOpen opened = GameSession::open_text(setup, std::move(bytes), s.scenario_path);
  if (!opened.session) {
    if (const auto line = s.option_lines.find(opened.setup_option); line != s.option_lines.end()) {
      out.error = at(line->second, opened.error);
      return out;
    }
    out.error = s.scenario_text ? carried_scenario_errors(s, file, scenario, opened)
                                : at(s.scenario_line, "the scenario does not load: " + opened.error);
    return out;
  }
  if (opened.session->rules().id() != s.system) {
    out.error = at(s.scenario_line, "the save is for rule system " + quote_input(s.system) +
                                        " but the scenario plays '" + opened.session->rules().id() + "'");
    return out;
  }
  GameSession& game = *opened.session;
  game.set_keys_dir(keys_dir);
  for (std::size_t i = 0; i < s.players.size(); ++i)
    if (!game.match().state.find_side(s.players[i].first)) {
      std::string sides;
      for (const Side& side : game.match().state.sides()) sides += (sides.empty() ? "" : ", ") + side.key;
      out.error = at(s.player_lines.at(i), "player of side " + quote_input(s.players[i].first) +
                                               ": the scenario has no such side (its sides: " + sides + ")");
      return out;
    }
  game.set_players(s.players);
  std::size_t failed = 0;
  if (auto err = game.replay_sealed(s, &failed)) {
    out.error = at(s.command_lines.at(failed), *err);
    return out;
  }
  const std::string now = match_hash_hex(opened.session->match());
  if (now != s.state_hash) {
    out.error = at(s.state_hash_line, "state hash after replaying " + std::to_string(s.commands.size()) +
                                          " command(s) is " + now + " but the save says " + s.state_hash +
                                          " (a tampered save, or one from a different engine version)");
    return out;
  }
  if (auto err = game.open_seals(s.waiting, &failed)) {
    const bool in_log = failed < s.command_lines.size();
    out.error = at(in_log ? s.command_lines.at(failed) : s.waiting_lines.at(failed - s.command_lines.size()), *err);
    return out;
  }
  for (const auto& [i, why] : game.damaged_keys())
    opened.warnings.push_back(at(s.command_lines.at(i), "command " + std::to_string(i + 1) + ": its key file " +
                                                          s.sealed.at(i).key_id + ".hxkey in the keys folder cannot be "
                                                          "used (" + why + "); the command stays sealed"));
  for (std::size_t i : game.mismatched_seals())
    opened.warnings.push_back(at(s.command_lines.at(i), "command " + std::to_string(i + 1) +
                                                          ": the seal does not match its key " + s.sealed.at(i).key_id +
                                                          " (found in the keys folder): the save or the key file was "
                                                          "changed after the orders were sealed; the command stays "
                                                          "sealed"));
  return opened;
}

}  // namespace hexfire
