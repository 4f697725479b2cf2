// Arguments, opening and summaries for the flow subcommands (see flow_common.hpp).
#include "tools/cli/flow_common.hpp"

#include "engine/flow/match_hash.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/save_load.hpp"
#include "engine/io/text_escape.hpp"
#include "engine/io/xml_reader.hpp"
#include "tools/cli/cli_common.hpp"

namespace hexfire::cli {
namespace {

bool is_scenario(const std::string& path) { return path.size() > 4 && path.substr(path.size() - 4) == ".xml"; }

}  // namespace

FlowArgs parse_flow_args(const std::vector<std::string>& args, std::size_t positional, std::string* second) {
  FlowArgs a;
  std::vector<std::string> plain;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& s = args[i];
    auto value = [&]() -> const std::string& {
      if (i + 1 >= args.size()) throw UsageError(s + " needs a value");
      return args[++i];
    };
    auto number = [&](const std::string& v) {
      const auto n = parse_whole_number(v);
      if (!n || *n < 0) throw UsageError(s + ": '" + v + "' is not a whole number");
      return static_cast<std::uint64_t>(*n);
    };
    if (s == "--commands") a.commands = value();
    else if (s == "--save") a.save_to = value();
    else if (s == "--seed") a.seed = number(value());
    else if (s == "--rules") a.rules_dir = value();
    else if (s == "--autosave") a.autosave_dir = value();
    else if (s == "--keys") a.keys_dir = value();
    else if (s == "--keep") a.keep = static_cast<int>(number(value()));
    else if (s == "--step") a.step = static_cast<std::size_t>(number(value()));
    else if (s == "--side") a.side = value();
    else if (s == "--quiet") a.quiet = true;
    else if (s == "--snapshot") a.snapshot = true;
    else if (s == "--no-embed") a.embed_scenario = false;
    else if (s == "--option") {
      const std::string& kv = value();
      const auto eq = kv.find('=');
      if (eq == std::string::npos || eq == 0) throw UsageError("--option needs NAME=VALUE, got '" + kv + "'");
      a.options[kv.substr(0, eq)] = kv.substr(eq + 1);
    } else if (s.rfind("--", 0) == 0) throw UsageError("unknown argument '" + s + "'");
    else plain.push_back(s);
  }
  if (plain.size() != positional)
    throw UsageError("needs " + std::string(positional == 1 ? "one file" : "two files") + " (got " +
                     std::to_string(plain.size()) + ")");
  a.source = plain[0];
  if (second && plain.size() > 1) *second = plain[1];
  return a;
}

std::unique_ptr<GameSession> open_source(const FlowArgs& a, bool& failed) {
  failed = false;
  if (!is_scenario(a.source)) {
    if (a.commands || a.seed || !a.options.empty())
      throw UsageError("--commands, --seed and --option apply to a scenario, not to a save");
    SessionOpen o = load_save_file(a.source, a.rules_dir, a.keys_dir);
    if (!o.session) print_error(o.error);
    for (const std::string& w : o.warnings) print_error(w);
    return std::move(o.session);
  }
  SessionOpen o = GameSession::open({a.source, a.rules_dir, a.seed, a.options});
  if (!o.session) {
    print_error(o.setup_option.empty() ? o.error : "--option " + o.setup_option + ": " + o.error);
    return nullptr;
  }
  GameSession& s = *o.session;
  if (a.autosave_dir) s.set_autosave({*a.autosave_dir, a.keep});
  s.set_keys_dir(a.keys_dir);
  if (!a.commands) return std::move(o.session);
  std::string why;
  const auto text = read_whole_file(*a.commands, why);
  if (!text) throw UsageError(why);
  const CommandFile file = parse_command_file(*text, *a.commands);
  for (const auto& e : file.errors) print_error(e);
  if (!file.errors.empty()) {
    failed = true;
    return std::move(o.session);
  }
  for (const auto& [line, c] : file.commands) {
    const ApplyResult r = s.submit(c);
    if (!r.ok) {
      print_error(*a.commands + ":" + std::to_string(line) + ": " + quote_input(to_line(c)) + " refused: " + r.error);
      failed = true;
      break;
    }
    // Told even when quiet: a failed autosave is a problem, not part of the play-by-play.
    if (s.last_autosave_error()) print_error("autosave failed: " + *s.last_autosave_error());
    if (a.quiet) continue;
    std::printf("> %s\n", to_line(c).c_str());
    for (const auto& e : r.events) std::printf("  [%s] %s\n", e.kind.c_str(), e.text.c_str());
    for (const auto& res : r.resolutions) std::printf("%s", format_resolution(res, 4).c_str());
  }
  return std::move(o.session);
}

int write_asked_save(const FlowArgs& a, const GameSession& s) {
  if (!a.save_to) return kExitOk;
  if (auto why = s.save(*a.save_to, a.snapshot, a.embed_scenario)) {
    print_error(*why);
    return kExitProblems;
  }
  std::printf("saved %s\n", a.save_to->c_str());
  return kExitOk;
}

void print_summary(const GameSession& s, FILE* out) {
  const Match& m = s.match();
  const VictoryStanding v = victory_standing(m);
  std::fprintf(out, "state-hash %s\n", match_hash_hex(m).c_str());
  std::fprintf(out, "commands %zu\n", s.log().size());
  std::fprintf(out, "turn %d of %d\n", m.flow.turn, m.info.turns);
  std::fprintf(out, "phase %s%s\n", m.flow.phase.c_str(),
               m.flow.system && !m.flow.system->acting().empty() ? (" (" + m.flow.system->acting() + ")").c_str() : "");
  if (m.flow.in_control) std::fprintf(out, "to act %s\n", m.state.side(*m.flow.in_control).key.c_str());
  std::fprintf(out, "vp %s\n", v.summary.c_str());
  if (m.flow.game_over) std::fprintf(out, "result %s\n", m.flow.result.c_str());
  const std::size_t mismatched = s.mismatched_seals().size(), damaged = s.damaged_keys().size();
  if (s.sealed().size() > mismatched + damaged)
    std::fprintf(out, "sealed %zu (no key here)\n", s.sealed().size() - mismatched - damaged);
  if (damaged > 0) std::fprintf(out, "sealed %zu (its key file is damaged)\n", damaged);
  if (mismatched > 0) std::fprintf(out, "sealed %zu (the seal does not match its key)\n", mismatched);
  for (const std::string& side : s.waiting_for()) std::fprintf(out, "waiting for %s's sealed orders\n", side.c_str());
}

}  // namespace hexfire::cli
