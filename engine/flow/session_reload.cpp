#include "engine/flow/session_reload.hpp"

#include <filesystem>

#include "engine/io/scenario_loader.hpp"
#include "engine/io/scenario_source.hpp"
#include "engine/io/text_escape.hpp"
#include "engine/rules/scenario_check.hpp"

namespace hexfire {

namespace {

std::string plural(std::size_t n, const char* one) { return std::to_string(n) + " " + one + (n == 1 ? "" : "s"); }

}  // namespace

ReloadSource reload_source(const GameSession& running, const std::string& save_file) {
  const std::string& path = running.setup().scenario_path;
  std::error_code ec;
  if (std::filesystem::is_regular_file(path, ec)) return {path, ""};
  if (save_file.empty()) return {"", "the scenario file " + quote_input(path) + " cannot be found"};
  const SavedScenario found = find_saved_scenario(running.scenario_name(), save_file, running.setup().rules_dir);
  if (!found.bytes) return {"", "the scenario file cannot be found: " + found.error};
  return {found.path, ""};
}

SessionReload reload_session(const GameSession& running, const std::string& save_file) {
  SessionReload out;
  out.commands = running.log().size();
  GameSetup setup = running.setup();
  // The same dice: a designer comparing two versions of a scenario sees the effect of the edit.
  if (!setup.seed) setup.seed = running.scenario().info.seed;
  const ReloadSource source = reload_source(running, save_file);
  if (source.path.empty()) {
    out.errors = {{running.scenario_name(), 0, source.error}};
    out.note = "The scenario file cannot be found: the game goes on as it was";
    out.file_missing = true;
    return out;
  }
  setup.scenario_path = source.path;
  const std::string name = std::filesystem::path(setup.scenario_path).filename().string();

  SessionOpen open = GameSession::open(setup);
  if (!open.session) {
    // The session stops at the first problem; the designer wants them all.
    out.errors = check_scenario_load(load_scenario(setup.scenario_path, setup.rules_dir), setup.rules_dir);
    if (out.errors.empty()) out.errors.push_back({setup.scenario_path, 0, open.error});
    out.note = name + " has " + plural(out.errors.size(), "problem") + ": the game goes on as it was";
    return out;
  }
  out.session = std::move(open.session);
  if (out.commands == 0) {
    out.note = "Reloaded " + name;
    return out;
  }
  std::size_t failed_at = 0;
  // On failure the new session is left at the scenario's start (replay_log changes nothing).
  if (const auto why = out.session->replay_log(running.log(), &failed_at)) {
    out.note = "Reloaded " + name + ": the " + plural(out.commands, "command") +
               " played so far no longer apply (" + *why + "), so the game starts afresh";
    return out;
  }
  out.replayed = true;
  out.note = "Reloaded " + name + " and replayed the " + plural(out.commands, "command") + " played so far";
  return out;
}

}  // namespace hexfire
