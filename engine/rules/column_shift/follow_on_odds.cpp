#include "engine/rules/column_shift/follow_on_odds.hpp"

#include "engine/rules/column_shift/follow_on_walk.hpp"

namespace hexfire::column_shift {
namespace {

using namespace follow_on_walk;

ResultOdds walk_result_odds(const GameState& s, const MoraleOptions& mo, const std::vector<UnitId>& reached,
                            const CellResult& cell, bool assault, const std::vector<std::pair<UnitId, CellResult>>& own,
                            const LossChooser& choose) {
  Walker walker(s, mo, choose);
  ResultOdds out;
  for (const auto& [code, p] : odds_of(walker.walk(reached, cell, assault, own))) add_odds(out, format_outcome(code), p);
  return out;
}

Distribution walk_direct_fire_odds(const GameState& s, const ColumnShiftTables& t, const MoraleOptions& mo,
                                   const FirePlan& plan, const LossChooser& choose) {
  Walker walker(s, mo, choose);
  // The 11 totals of the two dice read through read_fire_roll, each weighted by the ways of
  // making it; equal outcomes walked once. Keyed by the table result and the outcome code.
  std::map<std::pair<std::string, std::uint64_t>, Fraction> by_outcome_code;
  std::map<std::string, CodeOdds> walked;
  for (int total = 2; total <= 12; ++total) {
    const Fraction ways = Fraction::of(static_cast<std::uint64_t>(6 - std::abs(total - 7)), 36);
    const FireOutcome o = read_fire_roll(t, plan, total);
    std::string id = o.hex.code;
    for (const auto& [u, c] : o.units) id += " " + std::to_string(u.value) + c.code;
    auto it = walked.find(id);
    if (it == walked.end()) it = walked.emplace(id, odds_of(walker.walk(plan.targets, o.hex, false, o.units))).first;
    for (const auto& [code, p] : it->second) by_outcome_code[{o.hex.code, code}] += p * ways;
  }
  std::vector<std::pair<std::string, Fraction>> items;
  for (const auto& [k, p] : by_outcome_code) items.emplace_back(k.first + ": " + format_outcome(k.second), p);
  return finish(std::move(items), 36 + walker.paths());
}

Distribution walk_assault_round_odds(const GameState& s, const ColumnShiftTables& t, const AssaultOptions& o,
                                    const MoraleOptions& mo, const AssaultSituation& a, const LossChooser& choose,
                                    const AssaultPlan& plan) {
  const ColumnTable& table = t.assault.at(a.variant);
  Walker walker(s, mo, choose);
  // What one side's fire does to the other side's units, over its die: each face's result walked
  // once per distinct cell (the same cell on the same units in the same state: the same walk).
  std::map<std::string, CodeOdds> by_cell;
  const auto fire_on = [&](const std::vector<UnitId>& targets, const std::optional<int>& column, const char* who) {
    CodeOdds out;
    for (const auto& [die, p] : assault_faces(column)) {
      const CellResult& cell = die ? table.cell(*die, *column) : no_effect();
      const std::string memo = std::string(who) + cell.code;
      auto it = by_cell.find(memo);
      if (it == by_cell.end()) it = by_cell.emplace(memo, odds_of(walker.walk(targets, cell, true, {}))).first;
      for (const auto& [code, q] : it->second) add_code(out, code, p * q);
    }
    return out;
  };
  // Each side's words written once, then joined for every pair.
  std::map<std::uint64_t, std::string> words;
  const auto word = [&](std::uint64_t code) -> const std::string& {
    auto it = words.find(code);
    return it != words.end() ? it->second : words.emplace(code, format_outcome(code)).first->second;
  };
  std::map<std::pair<std::uint64_t, std::uint64_t>, Fraction> joint;  // (on defenders, on attackers)
  if (!plan.defender_first) {
    // Simultaneous: the two dice, and so what each side's fire does, are independent: every pair
    // of the two sides' outcomes, the product of their chances, counted over the product of the
    // sides' common denominators (whole numbers: no fraction arithmetic per pair).
    const CodeOdds on_defenders = fire_on(plan.defender.units, plan.attacker.column, "d");
    const CodeOdds on_attackers = fire_on(plan.attacker.units, plan.defender.column, "a");
    const auto common = [](const CodeOdds& odds) {
      OddsCount den = 1;
      for (const auto& [k, p] : odds) den = odds_lcm(den, p.den);
      return den;
    };
    const OddsCount dd = common(on_defenders), da = common(on_attackers);
    OddsCount total = 0;
    if (!__builtin_mul_overflow(dd, da, &total)) {
      // Each side's outcomes in whole counts over its common denominator, once (not once a pair).
      const auto counts = [](const CodeOdds& odds, OddsCount den) {
        std::vector<OddsCount> out;
        for (const auto& [k, p] : odds) out.push_back(p.num * odds_quotient(den, p.den));
        return out;
      };
      const std::vector<OddsCount> nd = counts(on_defenders, dd), na = counts(on_attackers, da);
      Distribution d;
      d.outcomes.reserve(on_defenders.size() * on_attackers.size());
      std::size_t i = 0;
      for (const auto& [kd, pd] : on_defenders) {
        std::size_t j = 0;
        for (const auto& [ka, pa] : on_attackers)
          d.outcomes.push_back({"defenders: " + word(kd) + " / attackers: " + word(ka), {nd[i] * na[j++], total}});
        ++i;
      }
      std::sort(d.outcomes.begin(), d.outcomes.end(), [](const hexfire::OutcomeOdds& x, const hexfire::OutcomeOdds& y) {
        return x.probability.count != y.probability.count ? x.probability.count > y.probability.count
                                                          : x.outcome < y.outcome;
      });
      d.paths = d.sequences = walker.paths();
      return d;
    }
    for (const auto& [kd, pd] : on_defenders)
      for (const auto& [ka, pa] : on_attackers) joint[{kd, ka}] += pd * pa;
  } else {
    // The defender first; the attacker's fire value counted again from each state it leaves.
    // The attackers' column by the state they are left in: several of the defender's results
    // leave the same states (every face without effect, say), each planned once.
    std::map<std::optional<int>, CodeOdds> on_defenders;
    std::map<PackedSnaps, std::optional<int>> column_of;
    // What the defender's fire left of the attackers (outcome code) and the column they fire on.
    std::map<std::pair<std::uint64_t, std::optional<int>>, Fraction> attackers_left;
    for (const auto& [dd, pd] : assault_faces(plan.defender.column)) {
      const CellResult& cell = dd ? table.cell(*dd, *plan.defender.column) : no_effect();
      const ResultWalk r = walker.walk(plan.attacker.units, cell, true, {}, false);
      for (const auto& [w, pw] : r.walk.finals) {
        auto known = column_of.find(w.units);
        if (known == column_of.end()) {
          walker.put(plan.attacker.units, w.units.unpack());
          known = column_of.emplace(w.units, plan_assault(walker.work(), t, o, a).attacker.column).first;
          walker.put(plan.attacker.units, r.before);
        }
        attackers_left[{r.code(w), known->second}] += pd * pw;
      }
    }
    // Then the attacker's fire from each column those states give, once per outcome and column.
    for (const auto& [k, p] : attackers_left) {
      const auto& [ka, column] = k;
      if (!on_defenders.count(column)) on_defenders[column] = fire_on(plan.defender.units, column, "d");
      for (const auto& [kd, qd] : on_defenders[column]) joint[{kd, ka}] += p * qd;
    }
  }
  std::vector<std::pair<std::string, Fraction>> items;
  for (const auto& [k, p] : joint) items.emplace_back("defenders: " + word(k.first) + " / attackers: " + word(k.second), p);
  return finish(std::move(items), walker.paths());
}

}  // namespace

using follow_on_walk::unless_too_large;

ResultOdds result_odds(const GameState& s, const MoraleOptions& mo, const std::vector<UnitId>& reached,
                        const CellResult& cell, bool assault, const std::vector<std::pair<UnitId, CellResult>>& own,
                        const LossChooser& choose) {
  return unless_too_large([&] { return walk_result_odds(s, mo, reached, cell, assault, own, choose); }, [] { return ResultOdds{}; });
}

Distribution direct_fire_follow_on_odds(const GameState& s, const ColumnShiftTables& t, const MoraleOptions& mo,
                                        const FirePlan& plan, const LossChooser& choose) {
  if (!plan.legal) return {};
  return unless_too_large([&] { return walk_direct_fire_odds(s, t, mo, plan, choose); }, [] { return Distribution{}; });
}

Distribution assault_round_odds(const GameState& s, const ColumnShiftTables& t, const AssaultOptions& o,
                                const MoraleOptions& mo, const AssaultSituation& a, const LossChooser& choose) {
  const AssaultPlan plan = plan_assault(s, t, o, a);
  if (!plan.legal) return {};
  return unless_too_large([&] { return walk_assault_round_odds(s, t, o, mo, a, choose, plan); }, [] { return Distribution{}; });
}

}  // namespace hexfire::column_shift
