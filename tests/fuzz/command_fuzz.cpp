// Fuzz target: the command parser, and commands applied to a started Crossroads game. Each input
// line is a command ("usa move 0811 0810") or "@N" / "@VERB N", which plays the Nth (mod count)
// of the legal commands listed now (of those with that verb), so the fuzzer can walk the game
// into later phases and prompts.
// Properties: nothing crashes; parse -> to_line -> parse gives the same command; a line that does
// not parse says why; validate and apply agree; a refused command leaves the match hash
// unchanged and says why; every listed legal command validates and applies.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <memory>
#include <sstream>

#include "engine/flow/game_session.hpp"
#include "engine/flow/match_hash.hpp"
#include "fuzz_support.hpp"

using namespace hexfire;

namespace {

// Bounds the work per input: listing legal commands is the costly step.
constexpr int kMaxLines = 64;

const GameSession& crossroads() {
  static const std::unique_ptr<GameSession> game = [] {
    SessionOpen open = GameSession::open(GameSetup{fuzz::scenarios_dir() + "/crossroads.xml", fuzz::rules_dir(), {}, {}});
    fuzz::require(open.session != nullptr, "Crossroads does not open", open.error);
    return std::move(open.session);
  }();
  return *game;
}

// "@N" plays the Nth legal command (mod their count), "@VERB N" the Nth of those with that verb.
void play_legal(const RuleSystem& rules, Match& m, const std::string& pick) {
  std::istringstream words(pick);
  std::string first, second;
  words >> first >> second;
  const bool has_verb = !first.empty() && (first[0] < '0' || first[0] > '9');
  const std::string& number = has_verb ? second : first;
  std::vector<Command> legal = rules.legal_commands(m);
  if (has_verb) std::erase_if(legal, [&](const Command& c) { return c.verb != first; });
  if (legal.empty()) return;
  std::size_t n = 0;
  for (char ch : number)
    if (ch >= '0' && ch <= '9') n = (n * 10 + static_cast<std::size_t>(ch - '0')) % 1000003;
  const Command& c = legal[n % legal.size()];
  const auto refused = rules.validate(m, c);
  fuzz::require(!refused, "a listed legal command is refused", to_line(c) + ": " + refused.value_or(""));
  const ApplyResult r = rules.apply(m, c);
  fuzz::require(r.ok, "a listed legal command does not apply", to_line(c) + ": " + r.error);
  if (fuzz::tracing()) std::fprintf(stderr, "played %s\n", to_line(c).c_str());
}

void play_line(const RuleSystem& rules, Match& m, const std::string& line) {
  std::string why;
  const auto c = parse_command_line(line, why);
  if (!c) {
    fuzz::require(!why.empty(), "a line that does not parse must say why", line);
    return;
  }
  std::string why_again;
  const auto again = parse_command_line(to_line(*c), why_again);
  fuzz::require(again && *again == *c, "parse -> to_line -> parse changes the command", line + " -> " + to_line(*c));

  const std::uint64_t before = match_hash(m);
  const auto refused = rules.validate(m, *c);
  const ApplyResult r = rules.apply(m, *c);
  fuzz::require(r.ok == !refused, "validate and apply disagree",
                to_line(*c) + ": validate says '" + refused.value_or("legal") + "', apply says '" +
                    (r.ok ? "ok" : r.error) + "'");
  if (fuzz::tracing())
    std::fprintf(stderr, "%s %s%s\n", r.ok ? "applied" : "refused", to_line(*c).c_str(), r.ok ? "" : (": " + r.error).c_str());
  if (!r.ok) {
    fuzz::require(!r.error.empty(), "a refused command must say why", to_line(*c));
    fuzz::require(match_hash(m) == before, "a refused command changed the match", to_line(*c) + ": " + r.error);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text = fuzz::as_text(data, size);
  const CommandFile file = parse_command_file(text, "fuzz.cmd");
  for (const auto& e : file.errors) fuzz::require(e.rfind("fuzz.cmd:", 0) == 0, "a command file error without file:line", e);

  const GameSession& game = crossroads();
  Match m = game.initial();
  std::istringstream in(text);
  int lines = 0;
  for (std::string line; lines < kMaxLines && std::getline(in, line); ++lines) {
    if (!line.empty() && line[0] == '@') play_legal(game.rules(), m, line.substr(1));
    else play_line(game.rules(), m, line);
  }
  return 0;
}
