#include "engine/rules/volley/volley_officer_casualty.hpp"

#include "engine/rules/volley/volley_phases.hpp"
#include "engine/rules/volley/volley_system.hpp"

namespace hexfire::volley {

using namespace board;

void roll_officer_casualties(const VolleySystem& sys, Match& m, UnitId unit, const std::vector<UnitId>& officers,
                             int stands_lost, DiceSource& dice, Resolution& ledger, std::vector<std::string>& log) {
  if (sys.options().officer_casualties != "loss_roll") return;
  GameState& s = m.state;
  const Unit& u = s.unit(unit);
  const OfficerCasualty& t = sys.tables().officer_casualty;
  for (UnitId id : officers) {
    if (!on_map(s.unit(id))) continue;
    const Hex at = *s.unit(id).position;
    Resolution R;
    R.kind = "officer_casualty";
    R.system = "volley";
    R.title = s.unit(id).name + ": officer casualty roll (" + u.name + " lost figures)";
    R.hexes = {at};
    int total = 0;
    for (int i = 0; i < t.dice; ++i) {
      const int d = dice.d6("officer casualty");
      R.dice.push_back({6, false, d, "officer casualty"});
      total += d;
    }
    R.base_label = "Casualty roll";
    R.base_value = total;
    if (stands_lost > 0 && t.per_stand_lost > 0) {
      Modifier mod;
      mod.id = "stand_lost";
      mod.op = ModifierOp::DieRollModifier;
      mod.value = -t.per_stand_lost * stands_lost;
      mod.label = "Per stand lost (" + std::to_string(stands_lost) + ")";
      mod.rule_ref = t.rule;
      mod.reason = u.name + " lost " + std::to_string(stands_lost) + (stands_lost == 1 ? " stand" : " stands");
      R.modifiers.push_back(std::move(mod));
    }
    const int modified = total + R.total_modifier();
    const bool killed = modified <= t.killed_at_most;
    R.notes.push_back("killed at " + std::to_string(t.killed_at_most) + " or under (option officer_casualties=loss_roll, " +
                      t.rule + ")");
    R.result = killed ? "killed" : "unhurt";
    R.result_text = std::to_string(modified) + (killed ? ": killed" : ": unhurt");
    if (killed) {
      s.remove_unit(id);
      s.unit_mut(id).eliminated = true;
      R.consequences.push_back(s.unit(id).name + " is killed");
      log.push_back(R.consequences.back());
      ledger.consequences.push_back(R.consequences.back());
      // 4.5 trigger 4: every friendly regiment within 6" of the officer, his own included.
      friends_shaken_by(sys, m, id, at, "was killed");
    }
    ledger.follow_ups.push_back(std::move(R));
  }
}

}  // namespace hexfire::volley
