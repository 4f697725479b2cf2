// Save loading and verification (see save_load.hpp).
#include "engine/io/save_load.hpp"

#include <filesystem>

#include "engine/flow/match_hash.hpp"
#include "engine/io/save_atomic.hpp"

namespace hexfire {

SessionOpen load_save_file(const std::string& path, const std::string& rules_dir) {
  std::string why;
  const auto text = read_whole_file(path, why);
  if (!text) return {nullptr, why};
  return load_save_text(*text, path, rules_dir);
}

SessionOpen load_save_text(const std::string& text, const std::string& file, const std::string& rules_dir) {
  SessionOpen out;
  const SaveParse p = parse_save(text, file);
  if (!p.ok()) {
    out.error = p.error.to_string();
    return out;
  }
  const SaveFile& s = *p.save;
  auto at = [&](int line, const std::string& msg) { return Diagnostic{file, line, msg}.to_string(); };
  // The scenario as recorded, else next to the save (a save mailed with its scenario).
  std::string scenario = s.scenario_path;
  std::string why;
  auto bytes = read_whole_file(scenario, why);
  if (!bytes && std::filesystem::path(scenario).is_relative()) {
    const auto beside = std::filesystem::path(file).parent_path() / std::filesystem::path(scenario).filename();
    if (auto b = read_whole_file(beside.string(), why)) {
      bytes = std::move(b);
      scenario = beside.string();
    }
  }
  if (!bytes) {
    out.error = at(s.scenario_line, "scenario '" + s.scenario_path + "' cannot be read");
    return out;
  }
  const std::string hash = scenario_content_hash(*bytes);
  if (hash != s.scenario_hash) {
    out.error = at(s.scenario_line, "scenario '" + scenario + "' has changed since the game was saved (its content hash is " +
                                        hash + ", the save says " + s.scenario_hash + ")");
    return out;
  }
  GameSetup setup{scenario, rules_dir, s.seed, s.options};
  SessionOpen opened = GameSession::open(setup);
  if (!opened.session) {
    out.error = at(s.scenario_line, "the scenario does not load: " + opened.error);
    return out;
  }
  if (opened.session->rules().id() != s.system) {
    out.error = at(s.scenario_line, "the save is for rule system '" + s.system + "' but the scenario plays '" +
                                        opened.session->rules().id() + "'");
    return out;
  }
  std::size_t failed = 0;
  if (auto err = opened.session->replay_log(s.commands, &failed)) {
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
  return opened;
}

}  // namespace hexfire
