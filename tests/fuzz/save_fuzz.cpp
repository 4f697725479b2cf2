// Fuzz target: the save parser and loader on any bytes. The input is parsed as it is (checksum
// and all), then re-sealed with a correct checksum so the fuzzer's changes reach the rest of the
// parser and the loader. Properties: nothing crashes; a failed parse or load says why; a parsed
// save formats to text that parses to the same save; a save that loads re-saves
// (GameSession::to_save + format_save) and reloads to the same match hash and the same save text;
// and when it does not load, the game its commands give up to the first refused one (from the
// save's scenario, seed and options) re-saves and reloads the same way.
//
// The loader opens the scenario the save names: only saves naming a shipped scenario by a
// relative path without ".." are loaded (found next to <repo>/scenarios/fireline/fuzz.hxsave),
// so the fuzzer never reads devices or files outside the repository (issue 10, item 2).
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>

#include "engine/flow/game_session.hpp"
#include "engine/flow/match_hash.hpp"
#include "engine/io/save.hpp"
#include "engine/io/save_load.hpp"
#include "fuzz_support.hpp"

using namespace hexfire;

namespace {

// At most this many commands are submitted by hand, so a long save costs no more than the loader.
constexpr std::size_t kMaxCommands = 2000;

// The input's body: everything before its last "checksum " line (or all of it), ending in '\n'.
std::string body_of(const std::string& text) {
  std::string body = text;
  if (body.rfind("checksum ", 0) == 0) return "";
  if (const auto at = body.rfind("\nchecksum "); at != std::string::npos) body.resize(at + 1);
  if (!body.empty() && body.back() != '\n') body += '\n';
  return body;
}

// The shipped scenario file a save may name, or "" (see the file comment).
std::string shipped_scenario(const std::string& named) {
  const std::filesystem::path p(named);
  if (!p.is_relative()) return "";
  for (const auto& part : p)
    if (part == "..") return "";
  const std::string name = p.filename().string();
  if (name != "crossroads.xml" && name != "first_winchester.xml" && name != "seven_pines.xml") return "";
  return fuzz::scenarios_dir() + "/" + name;
}

void check_resave(const GameSession& game) {
  const std::string text = format_save(game.to_save());
  if (fuzz::tracing()) std::fprintf(stderr, "re-saved:\n%s", text.c_str());
  const SessionOpen again = load_save_text(text, fuzz::scenarios_dir() + "/fuzz-resaved.hxsave", fuzz::rules_dir());
  fuzz::require(again.session != nullptr, "a re-saved game does not load", again.error + "\n" + text);
  fuzz::require(match_hash(again.session->match()) == match_hash(game.match()),
                "a re-saved game reloads to a different match hash", text);
  fuzz::require(format_save(again.session->to_save()) == text, "re-saving a reloaded game changes the save", text);
  const SaveParse with_snapshot = parse_save(format_save(game.to_save(true)), "fuzz-snapshot.hxsave");
  fuzz::require(with_snapshot.ok(), "a save with its snapshot does not parse", with_snapshot.error.to_string());
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = fuzz::as_text(data, size);
  const SaveParse raw = parse_save(text, "fuzz.hxsave");
  fuzz::require(raw.ok() || !raw.error.message.empty(), "a save that does not parse must say why");

  const std::string sealed = seal_save_text(body_of(text));
  const SaveParse parsed = parse_save(sealed, "fuzz.hxsave");
  if (!parsed.ok()) {
    fuzz::require(!parsed.error.message.empty(), "a save that does not parse must say why");
    return 0;
  }
  const std::string formatted = format_save(*parsed.save);
  const SaveParse reparsed = parse_save(formatted, "fuzz-formatted.hxsave");
  fuzz::require(reparsed.ok(), "a formatted save does not parse", reparsed.error.to_string() + "\n" + formatted);
  fuzz::require(format_save(*reparsed.save) == formatted, "format -> parse -> format changes the save", formatted);

  const SaveFile& save = *parsed.save;
  const std::string scenario = shipped_scenario(save.scenario_path);
  // A save that carries its scenario never opens the path it names, so any such save is loaded;
  // one that does not is loaded only when it names a shipped scenario (no devices, no strangers).
  const bool carried = save.scenario_text.has_value();
  if (scenario.empty() && !carried) return 0;
  const SessionOpen loaded = load_save_text(sealed, fuzz::scenarios_dir() + "/fuzz.hxsave", fuzz::rules_dir());
  if (loaded.session) {
    check_resave(*loaded.session);
    return 0;
  }
  fuzz::require(!loaded.error.empty(), "a save that does not load must say why");
  if (fuzz::tracing()) std::fprintf(stderr, "does not load: %s\n", loaded.error.c_str());

  const GameSetup setup{carried ? save.scenario_path : scenario, fuzz::rules_dir(), save.seed, save.options};
  SessionOpen game = carried ? GameSession::open_text(setup, *save.scenario_text, save.scenario_path)
                             : GameSession::open(setup);
  if (!game.session) {
    fuzz::require(!game.error.empty(), "a game that does not open must say why");
    return 0;
  }
  for (std::size_t i = 0; i < save.commands.size() && i < kMaxCommands; ++i)
    if (!game.session->submit(save.commands[i]).ok) break;
  check_resave(*game.session);
  return 0;
}
