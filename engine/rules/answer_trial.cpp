// Prompt answers previewed through carry_out on a copy of the match (answer_trial.hpp).
#include "engine/rules/answer_trial.hpp"

#include <exception>
#include <variant>

#include "engine/rules/rule_system.hpp"

namespace hexfire {

namespace {

bool rolls(const Resolution& r) {
  if (!r.dice.empty()) return true;
  for (const Resolution& f : r.follow_ups)
    if (rolls(f)) return true;
  return false;
}

// The resolution that stands for the answer: the last one that read dice, itself or in its
// follow-ups (a D-result's AMM test is its follow-up).
const Resolution* rolled(const std::vector<Resolution>& rs) {
  for (auto it = rs.rbegin(); it != rs.rend(); ++it)
    if (rolls(*it)) return &*it;
  return nullptr;
}

// What a reader of the preview must not see: the dice and what they made, here and in every
// follow-up (whose inputs and modifiers stay: the AMM a test is taken against).
Resolution before_the_roll(Resolution r) {
  r.dice.clear();
  r.result.clear();
  r.result_text.clear();
  r.consequences.clear();
  for (TableLookup& t : r.lookups) t.cell.clear();
  for (Resolution& f : r.follow_ups) f = before_the_roll(std::move(f));
  return r;
}

}  // namespace

ActionPreviewData preview_answer_by_trial(const RuleSystem& rules, const Match& m, const Command& answer,
                                          std::uint64_t max_paths) {
  ActionPreviewData out;
  const auto parsed = rules.parse(m, answer);
  if (const auto* why = std::get_if<std::string>(&parsed)) {
    out.error = *why;
    return out;
  }
  const ParsedCommand& c = std::get<ParsedCommand>(parsed);
  if (const auto why = rules.check(m, c)) {
    out.error = *why;
    return out;
  }
  bool any_roll = false;
  std::optional<Resolution> first;
  try {
    out.odds = enumerate_outcomes(
        [&](DiceSource& dice) {
          Match trial = m;
          const ApplyResult r = rules.carry_out(trial, c, &dice);
          if (!r.ok) return std::string("refused: ") + r.error;
          const Resolution* head = rolled(r.resolutions);
          if (!head) return r.log.empty() ? std::string("no roll") : r.log.back();
          any_roll = true;
          if (!first) first = *head;
          return head->result_text.empty() ? head->result : head->result_text;
        },
        max_paths);
  } catch (const std::exception& e) {  // a walk past its limit: no odds rather than a stall
    out.error = e.what();
    out.odds = {};
    return out;
  }
  if (!any_roll || !first) {
    out.odds = {};
    out.error = "rolls no die";
    return out;
  }
  out.legal = true;
  out.ledger = before_the_roll(*first);
  return out;
}

}  // namespace hexfire
