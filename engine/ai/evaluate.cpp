#include "engine/ai/evaluate.hpp"

#include <algorithm>

#include "engine/flow/victory.hpp"

namespace hexfire::ai {
namespace {

double status_factor(UnitStatus s) {
  switch (s) {
    case UnitStatus::Good: return 1.0;
    case UnitStatus::Disrupted:
    case UnitStatus::Shaken: return 0.75;
    case UnitStatus::Routed:
    case UnitStatus::Demoralized: return 0.4;
  }
  return 1.0;
}

double material_of(const RuleSystem& rules, const Match& m, SideId side) {
  if (const auto hint = rules.ai_material(m, side)) return *hint;
  return neutral_material(m, side);
}

// A pull towards the objectives `side` does not hold: the nearest of its units on the map, per
// objective, weighted by the objective's points. Small beside VP, so it only orders quiet moves.
double objective_pull(const Match& m, SideId side) {
  double pull = 0;
  for (std::size_t i = 0; i < m.info.victory.objectives.size(); ++i) {
    const auto owner = m.flow.objective_owner.find(i);
    if (owner != m.flow.objective_owner.end() && owner->second == side) continue;
    const Objective& o = m.info.victory.objectives[i];
    int nearest = 12;
    for (const Unit& u : m.state.units())
      if (u.side == side && !u.eliminated && u.position && m.state.unit_type(u.type).strength > 0)
        nearest = std::min(nearest, distance(*u.position, o.hex));
    pull -= static_cast<double>(std::max(1, o.points)) * nearest;
  }
  return pull;
}

}  // namespace

double neutral_material(const Match& m, SideId side) {
  double worth = 0;
  for (const Unit& u : m.state.units()) {
    if (u.side != side || u.eliminated) continue;
    const UnitType& t = m.state.unit_type(u.type);
    double value = u.reduced && t.reduced_strength > 0 ? t.reduced_strength : t.strength;
    if (u.system)
      if (const auto face = u.system->badges().face_value) value = *face;
    if (value <= 0) value = 1;  // a leader
    worth += value * status_factor(u.status);
  }
  return worth;
}

double evaluate(const RuleSystem& rules, const Match& m, SideId side) {
  const VictoryStanding v = victory_standing(m);
  const SideStanding* mine = v.of(side);
  int best_other = 0;
  double other_material = 0;
  for (const Side& s : m.state.sides()) {
    if (s.id == side) continue;
    if (const SideStanding* o = v.of(s.id)) best_other = std::max(best_other, o->total());
    other_material += material_of(rules, m, s.id);
  }
  const double vp = (mine ? mine->total() : 0) - best_other;
  double score = 10.0 * vp + 3.0 * (material_of(rules, m, side) - other_material) + 1.0 * objective_pull(m, side);
  if (m.flow.game_over) {
    if (!m.flow.winner) score += 0;
    else score += *m.flow.winner == side ? 10000.0 : -10000.0;
  }
  return score;
}

}  // namespace hexfire::ai
