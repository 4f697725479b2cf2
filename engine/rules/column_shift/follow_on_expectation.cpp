// The opponent's expectations over column-shift's follow-on walks (follow_on_odds.hpp): the same
// walk as the previews' odds (follow_on_walk.hpp), each final state of the units reached set on a
// copy that the caller's value reads.
#include "engine/rules/column_shift/follow_on_odds.hpp"

#include "engine/rules/column_shift/follow_on_walk.hpp"

namespace hexfire::column_shift {
namespace {

using namespace follow_on_walk;

double walk_direct_fire_expectation(const GameState& s, const ColumnShiftTables& t, const MoraleOptions& mo,
                                    const FirePlan& plan, const LossChooser& choose,
                                    const std::function<double(const GameState&)>& value) {
  Walker walker(s, mo, choose);
  // As direct_fire_follow_on_odds: the 11 totals, each distinct read walked once; the walk keeps
  // every unit's final state (no folding), since `value` may weigh the units differently.
  std::map<std::string, double> walked;
  double expected = 0;
  for (int total = 2; total <= 12; ++total) {
    const double ways = static_cast<double>(6 - std::abs(total - 7)) / 36.0;
    const FireOutcome o = read_fire_roll(t, plan, total);
    std::string id = o.hex.code;
    for (const auto& [u, c] : o.units) id += " " + std::to_string(u.value) + c.code;
    auto it = walked.find(id);
    if (it == walked.end()) {
      const ResultWalk r = walker.walk(plan.targets, o.hex, false, o.units, false);
      double sum = 0;
      for (const auto& [w, p] : r.walk.finals) {
        walker.put(plan.targets, w.units.unpack());
        sum += static_cast<double>(p.num) / static_cast<double>(p.den) * value(walker.work());
      }
      walker.put(plan.targets, r.before);
      it = walked.emplace(id, sum).first;
    }
    expected += ways * it->second;
  }
  return expected;
}

// The expectation of `value` over the final states of one walked result (every unit kept).
double expected_after(Walker& walker, const ResultWalk& r, const std::vector<UnitId>& units,
                      const std::function<double(const GameState&)>& value) {
  double sum = 0;
  for (const auto& [w, p] : r.walk.finals) {
    walker.put(units, w.units.unpack());
    sum += static_cast<double>(p.num) / static_cast<double>(p.den) * value(walker.work());
  }
  walker.put(units, r.before);
  return sum;
}

AssaultExpectation walk_assault_round_expectation(const GameState& s, const ColumnShiftTables& t,
                                                  const AssaultOptions& o, const MoraleOptions& mo,
                                                  const AssaultSituation& a, const LossChooser& choose,
                                                  const AssaultPlan& plan,
                                                  const std::function<double(const GameState&)>& defenders,
                                                  const std::function<double(const GameState&)>& attackers) {
  const ColumnTable& table = t.assault.at(a.variant);
  Walker walker(s, mo, choose);
  const auto probability = [](const Fraction& p) { return static_cast<double>(p.num) / static_cast<double>(p.den); };
  // The attacker's fire at a column, over its die: what the defenders keep (each column once).
  std::map<std::optional<int>, double> kept_at;
  const auto defenders_kept = [&](const std::optional<int>& column) {
    auto it = kept_at.find(column);
    if (it != kept_at.end()) return it->second;
    double sum = 0;
    for (const auto& [die, p] : assault_faces(column)) {
      const CellResult& cell = die ? table.cell(*die, *column) : no_effect();
      sum += probability(p) * expected_after(walker, walker.walk(plan.defender.units, cell, true, {}, false),
                                             plan.defender.units, defenders);
    }
    return kept_at.emplace(column, sum).first->second;
  };
  AssaultExpectation out;
  for (const auto& [die, p] : assault_faces(plan.defender.column)) {
    const CellResult& cell = die ? table.cell(*die, *plan.defender.column) : no_effect();
    const ResultWalk r = walker.walk(plan.attacker.units, cell, true, {}, false);
    out.attackers += probability(p) * expected_after(walker, r, plan.attacker.units, attackers);
    if (!plan.defender_first) continue;
    // The defender first: the attackers fire on the column each state they are left in gives.
    for (const auto& [w, pw] : r.walk.finals) {
      walker.put(plan.attacker.units, w.units.unpack());
      const std::optional<int> column = plan_assault(walker.work(), t, o, a).attacker.column;
      walker.put(plan.attacker.units, r.before);
      out.defenders += probability(p) * probability(pw) * defenders_kept(column);
    }
  }
  if (!plan.defender_first) out.defenders = defenders_kept(plan.attacker.column);
  return out;
}

}  // namespace

using follow_on_walk::unless_too_large;

double direct_fire_expectation(const GameState& s, const ColumnShiftTables& t, const MoraleOptions& mo,
                               const FirePlan& plan, const LossChooser& choose,
                               const std::function<double(const GameState&)>& value) {
  if (!plan.legal) return value(s);
  // Unfolded, the walk keeps every unit's state, leaders' too (status, step, compound morale
  // losses, presence: several states a unit), to the power of the units it reaches. Eight
  // companies (leaders aside) were let through at first: a Mtsensk game with the longer moves
  // then spent minutes in one evaluation. Past kMostUnfolded units only the first kMostUnfolded
  // the result reaches are walked (the losses go to the first candidates as in play; the others'
  // checks are left out): a lower bound of the loss. Nothing at all made a stack of six the safest
  // place on the map to the opponent's evaluation.
  if (plan.targets.size() > static_cast<std::size_t>(kMostUnfolded)) {
    FirePlan first = plan;
    first.targets.resize(static_cast<std::size_t>(kMostUnfolded));
    std::erase_if(first.unit_columns, [&first](const UnitColumn& uc) {
      return std::find(first.targets.begin(), first.targets.end(), uc.unit) == first.targets.end();
    });
    return unless_too_large([&] { return walk_direct_fire_expectation(s, t, mo, first, choose, value); }, [&] { return value(s); });
  }
  return unless_too_large([&] { return walk_direct_fire_expectation(s, t, mo, plan, choose, value); }, [&] { return value(s); });
}

AssaultExpectation assault_round_expectation(const GameState& s, const ColumnShiftTables& t, const AssaultOptions& o,
                                             const MoraleOptions& mo, const AssaultSituation& a, const LossChooser& choose,
                                             const std::function<double(const GameState&)>& defenders,
                                             const std::function<double(const GameState&)>& attackers) {
  const AssaultExpectation as_they_stand{defenders(s), attackers(s)};
  const AssaultPlan plan = plan_assault(s, t, o, a);
  if (!plan.legal) return as_they_stand;
  // Unfolded, as direct_fire_expectation: each side's walk keeps every unit it checks, so a side
  // of more than kMostUnfolded units has its first kMostUnfolded walked (every unit's fire still
  // counts in its column; the others' losses and checks are left out).
  AssaultPlan first = plan;
  for (std::vector<UnitId>* side : {&first.attacker.units, &first.defender.units})
    if (side->size() > static_cast<std::size_t>(kMostUnfolded)) side->resize(static_cast<std::size_t>(kMostUnfolded));
  return unless_too_large([&] { return walk_assault_round_expectation(s, t, o, mo, a, choose, first, defenders, attackers); },
                          [&] { return as_they_stand; });
}

}  // namespace hexfire::column_shift
