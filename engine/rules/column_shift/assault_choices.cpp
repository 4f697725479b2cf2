#include "engine/rules/column_shift/assault_choices.hpp"

#include "engine/flow/flow_view.hpp"
#include "engine/rules/column_shift/column_shift_board.hpp"

namespace hexfire::column_shift {
namespace {

std::string map_label(const Match& m, Hex h) { return m.state.map().label(h); }

// Hands out the dice already rolled, then draws from `live`, keeping every value.
class ReplayDice final : public DiceSource {
 public:
  ReplayDice(std::vector<int> rolled, DiceSource& live) : values_(std::move(rolled)), live_(live) {}
  int roll(int faces, int first, const std::string& purpose) override {
    if (next_ == values_.size()) values_.push_back(live_.roll(faces, first, purpose));
    return record(faces, first, values_[next_++], purpose);
  }
  const std::vector<int>& values() const { return values_; }

 private:
  std::vector<int> values_;
  DiceSource& live_;
  std::size_t next_ = 0;
};

}  // namespace

std::string pending_hash_text(const PendingAssault& p) {
  const AssaultSituation& a = p.situation;
  std::string out = " assault " + std::to_string(a.hex.q) + "," + std::to_string(a.hex.r) + " by " +
                    std::to_string(a.attacker.value) + " from " + std::to_string(p.from.q) + "," + std::to_string(p.from.r);
  for (Hex h : a.entered_from) out += " e" + std::to_string(h.q) + "," + std::to_string(h.r);
  if (!a.first_round) out += " later";
  if (a.attacker_charging) out += " charge";
  if (a.attacker_cold_steel) out += " cold_steel";
  if (p.answer_asked) out += " asked";
  if (p.melee) out += " melee";
  if (a.defender_cold_steel) out += " answered";
  out += " rolls";
  for (int v : p.rolls) out += " " + std::to_string(v);
  for (UnitId u : p.picks) out += " p" + std::to_string(u.value);
  return out;
}

AssaultStep settle_assault(Match& m, const ColumnShiftTables& t, const SystemOptions& o, PendingAssault& p,
                           DiceSource& live) {
  AssaultStep out;
  GameState trial = m.state;
  ReplayDice trial_dice(p.rolls, live);
  std::size_t next = 0;
  const LossChooser ask = [&](const std::vector<UnitId>& c, LossCategory, int) -> UnitId {
    if (next < p.picks.size()) return p.picks[next++];
    throw board::NeedChoice{c};
  };
  try {
    resolve_assault_round(trial, t, o.assault, o.morale, p.situation, ask, trial_dice);
  } catch (const board::NeedChoice& need) {
    p.rolls = trial_dice.values();  // rolled before the choice: they stand
    const GameState& s = m.state;
    const SideId owner = s.unit(need.candidates.front()).side;
    Prompt pr;
    pr.id = "loss";
    pr.side = owner;
    pr.text = s.side(owner).name + ": the assault in " + s.map().label(p.situation.hex) +
              " costs you a step: choose the unit that takes it (the best morale status first, your choice among equals)";
    for (UnitId u : need.candidates) {
      pr.options.push_back({board::side_key(m, owner), "lose", {board::unit_word(u)}});
      pr.labels.push_back(trial.unit(u).name + (trial.unit(u).reduced ? " (reduced: eliminated)" : " (flips to reduced)"));
    }
    out.prompt = std::move(pr);
    return out;
  }
  p.rolls = trial_dice.values();
  // The same dice and choices on the position itself.
  ScriptedDice same(p.rolls);
  std::size_t k = 0;
  const LossChooser recorded = [&](const std::vector<UnitId>&, LossCategory, int) { return p.picks.at(k++); };
  out.done = resolve_assault_round(m.state, t, o.assault, o.morale, p.situation, recorded, same);
  return out;
}

void carry_on_assault(Match& m, const ColumnShiftTables& t, const SystemOptions& o, DiceSource& live, ApplyResult& r) {
  ColumnShiftFlow& f = board::flow_of(m);
  PendingAssault& p = *f.assault;
  // Cold steel: before any die, defenders who may answer it are asked whether they do (6.1 [D]).
  if (p.situation.attacker_cold_steel && !p.answer_asked && o.play.cold_steel_answer) {
    std::vector<UnitId> defenders;
    for (UnitId u : board::units_in(m.state, p.situation.hex))
      if (m.state.unit(u).side != p.situation.attacker) defenders.push_back(u);
    if (may_answer_cold_steel(m.state, defenders)) {
      p.answer_asked = true;
      const SideId owner = m.state.unit(defenders.front()).side;
      const std::string key = board::side_key(m, owner);
      Prompt pr;
      pr.id = "cold_steel";
      pr.side = owner;
      pr.text = m.state.side(owner).name + ": the enemy comes into " + map_label(m, p.situation.hex) +
                " with cold steel: answer with cold steel (+2 columns, both sides check M1 after the round) or not";
      pr.options = {{key, "answer", {"cold_steel"}}, {key, "answer", {"none"}}};
      pr.labels = {"Answer with cold steel", "Do not answer"};
      add_event(m, r.events, "prompt", pr.text, owner);
      m.flow.prompts = {std::move(pr)};
      return;
    }
  }
  AssaultStep step = settle_assault(m, t, o, p, live);
  if (step.prompt) {
    add_event(m, r.events, "prompt", step.prompt->text, step.prompt->side);
    m.flow.prompts = {std::move(*step.prompt)};
    return;
  }
  const HexMap& map = m.state.map();
  const Hex at = p.situation.hex;
  const SideId attacker = p.situation.attacker;
  if (p.melee) {
    r.log.push_back("the assault in " + map.label(at) + " goes on: " + step.done->result_text);
  } else {
    r.log.push_back(map.label(p.from) + " assaults " + map.label(at) + declared_text(p.declaration) + ": " +
                    step.done->result_text);
    add_event(m, r.events, "action", r.log.back(), attacker);
  }
  r.resolutions.push_back(std::move(*step.done));
  bool attackers = false, defenders = false;
  for (UnitId u : board::units_in(m.state, at)) (m.state.unit(u).side == attacker ? attackers : defenders) = true;
  if (attackers && defenders) {
    f.melees[at] = attacker;
    if (!p.melee) r.log.push_back("both sides hold " + map.label(at) + ": the assault goes on next turn");
  } else {
    f.melees.erase(at);
    if (!attackers && !p.melee) r.log.push_back("the attackers in " + map.label(at) + " are gone");
  }
  if (p.melee && !f.melees_due.empty() && f.melees_due.front() == at) f.melees_due.erase(f.melees_due.begin());
  f.assault.reset();
  m.flow.prompts.clear();
}

bool fight_melees(const ColumnShiftSystem& rules, Match& m, DiceSource& live, ApplyResult& r) {
  ColumnShiftFlow& f = board::flow_of(m);
  while (!f.assault && !f.melees_due.empty()) {
    const Hex h = f.melees_due.front();
    const auto it = f.melees.find(h);
    if (it == f.melees.end()) {
      f.melees_due.erase(f.melees_due.begin());
      continue;
    }
    f.assault = PendingAssault{rules.melee_round(m, h), h, Declaration::None, {}, {}, false, true};
    carry_on_assault(m, rules.tables(), rules.options(), live, r);
  }
  return !f.assault;
}

}  // namespace hexfire::column_shift
