// The parts of RuleSystem every system shares: a text command is parsed once, then checked or
// carried out in its typed form (rule_system.hpp).
#include "engine/rules/rule_system.hpp"

#include "engine/io/text_escape.hpp"

namespace hexfire {

namespace {

// The command read by the system, or why it cannot be: before the words, a finished game takes
// no command, well formed or not.
std::variant<ParsedCommand, std::string> read_command(const RuleSystem& rules, const Match& m, const Command& c) {
  if (m.flow.game_over) return "the game is over: " + m.flow.result;
  return rules.parse(m, c);
}

}  // namespace

std::optional<std::string> RuleSystem::validate(const Match& m, const Command& c) const {
  auto parsed = read_command(*this, m, c);
  if (auto* why = std::get_if<std::string>(&parsed)) return bound_message(*why);
  auto why = check(m, std::get<ParsedCommand>(parsed));
  if (why) *why = bound_message(*why);
  return why;
}

ApplyResult RuleSystem::apply(Match& m, const Command& c, DiceSource* forced) const {
  auto parsed = read_command(*this, m, c);
  if (auto* why = std::get_if<std::string>(&parsed)) {
    ApplyResult r;
    r.error = bound_message(*why);
    return r;
  }
  const ParsedCommand& pc = std::get<ParsedCommand>(parsed);
  // The words are read before the command changes the board: a move's units are still in its
  // first hex, a target's before it is eliminated.
  LogWords words = describe(m, pc);
  ApplyResult r = carry_out(m, pc, forced);
  if (!r.ok) {
    r.error = bound_message(r.error);
    return r;
  }
  if (r.secret) {
    r.words = {LogKind::Other, r.public_text};  // the secret stays one in the log
  } else {
    describe_outcome(m, pc, r, words);
    r.words = std::move(words);
  }
  return r;
}

LogWords RuleSystem::describe(const Match&, const ParsedCommand& c) const { return {LogKind::Other, to_line(c.text)}; }

void RuleSystem::describe_outcome(const Match&, const ParsedCommand&, const ApplyResult& done, LogWords& words) const {
  words.text += outcome_words(done.resolutions);
}

std::variant<ActionTrial, std::string> RuleSystem::try_action(Match&, const Command& c, DiceSource*) const {
  return "the " + id() + " rules have no what-if resolution of '" + c.verb + "'";
}

std::optional<std::string> RuleSystem::arrange(Match&, const std::vector<std::string>& words,
                                               std::vector<std::string>&) const {
  return "the " + id() + " rules have no set-up words" + (words.empty() ? std::string() : " ('" + words[0] + "')");
}

}  // namespace hexfire
