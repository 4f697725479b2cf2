// The exact odds of a charge, stage by stage (staged_odds.hpp): the states each stage reaches
// from each distinct state, through the transitions the roll runs. The bonus and the distance
// roll are walked die by die through the roll's own code; a volley's outcomes come from
// volley_outcomes, a check's from morale_odds, the impact's from impact_odds (each the exact
// distribution of the code that rolls it), each computed once per distinct situation.
//
// The walk stops where the outcome is decided, so that the exact fractions stay within 64 bits
// (a whole charge and a melee round would not): a declared charge at the impact's result (the
// end-of-charge volley changes no outcome; a tie is "melee"), a melee after one round.
#include <map>
#include <tuple>

#include "engine/rules/volley/volley_battery_hits.hpp"
#include "engine/rules/volley/volley_charge.hpp"
#include "engine/rules/volley/volley_charge_stages.hpp"
#include "engine/rules/volley/volley_melee.hpp"

namespace hexfire::volley {

namespace {

using namespace charge_stages;

bool decided(const Context& c, const ChargeState& s, ChargeStart from) {
  if (s.stage == Stage::Done) return true;
  if (from == ChargeStart::Melee) return s.round >= c.s.melee_rounds_before + 2 && s.stage == Stage::MeleeAttacker;
  return s.outcome == Outcome::DefenderWins || s.outcome == Outcome::AttackerWins || s.outcome == Outcome::Melee;
}

std::string odds_key(const Context& c, const ChargeState& s, ChargeStart from) {
  if (from == ChargeStart::Declared && s.outcome == Outcome::Melee) return "melee";
  return outcome_key(c, s);
}

// A stage's probabilities have small denominators (at most `all`, its dice sequences), so the
// count fits 64 bits.
std::uint64_t sequences_of(const Fraction& p, std::uint64_t all) {
  const auto num = static_cast<std::uint64_t>(p.num), den = static_cast<std::uint64_t>(p.den);
  return den == p.den && all % den == 0 ? num * (all / den) : 0;
}

MoraleLevel level_named(const std::string& name) {
  if (name == "shaken") return MoraleLevel::Shaken;
  if (name == "routed") return MoraleLevel::Routed;
  return MoraleLevel::Good;
}

struct Caches {
  using VolleyKey = std::tuple<int, int, int, bool, bool, bool, bool>;
  std::map<VolleyKey, std::vector<VolleyOutcomeOdds>> volleys;
  using MoraleKey = std::tuple<std::string, MoraleLevel, std::map<std::string, int>, bool>;
  std::map<MoraleKey, std::vector<std::pair<MoraleLevel, Fraction>>> checks;
  using ImpactKey = std::tuple<SideState, SideState>;
  std::map<ImpactKey, std::vector<std::tuple<ImpactWinner, std::string, Fraction, std::uint64_t>>> impacts;
};

void fast_step(const Context& c, Caches& k, const ChargeState& s, StageOutcomes<ChargeState>& out) {
  out.reached.clear();
  switch (s.stage) {
    case Stage::Bonus:
      roll_outcomes<ChargeState>(
          [&](DiceSource& dice) {
            ChargeState n = s;
            after_bonus(c, n, roll_bonus(c, dice), nullptr);
            return n;
          },
          out);
      return;
    case Stage::VolleyDistance:
      roll_outcomes<ChargeState>(
          [&](DiceSource& dice) {
            ChargeState n = s;
            after_volley_distance(c, n, roll_volley_distance(c, dice), nullptr);
            return n;
          },
          out);
      return;
    case Stage::DefensiveVolley:
    case Stage::EndVolleyAttacker:
    case Stage::EndVolleyDefender:
    case Stage::MeleeAttacker:
    case Stage::MeleeDefender: {
      const VolleyPlan p = stage_volley(c, s);
      const Caches::VolleyKey key{p.pool, p.drm, p.row.value_or(-1), p.halved, p.artillery, p.sharpshooter, p.cannot.has_value()};
      auto it = k.volleys.find(key);
      if (it == k.volleys.end()) {
        std::uint64_t paths = 0;
        it = k.volleys.emplace(key, volley_outcomes(c.t, p, &paths)).first;
        out.paths += paths;
      }
      const StageTarget target = stage_target(c, s);
      for (const VolleyOutcomeOdds& o : it->second) {
        const int hits = volley_hits(c, s, o.outcome);
        if (!target.unit.battery || hits == 0) {
          ChargeState n = s;
          after_volley(c, n, o.outcome, hits);
          out.reached.push_back({n, o.probability, o.sequences});
          continue;
        }
        // Hits on a battery: each a die for a horse or a section (4.1); the horses change no outcome.
        for (const SectionsLost& lost :
             battery_hit_odds(hits, horse_faces(c.t, stage_firer_is_artillery(c, s)), target.state.figures)) {
          ChargeState n = s;
          after_volley(c, n, o.outcome, lost.sections);
          out.reached.push_back({n, o.probability * lost.probability, saturating_mul(o.sequences, lost.sequences)});
        }
      }
      return;
    }
    case Stage::ChargerCheck:
    case Stage::EndCheckAttacker:
    case Stage::EndCheckDefender:
    case Stage::MeleeCheckAttacker:
    case Stage::MeleeCheckDefender: {
      const MoraleSide m = stage_morale(c, s);
      const bool by_charge = stage_check_by_charge(s);
      const Caches::MoraleKey key{m.quality, m.level, m.modifiers, by_charge};
      auto it = k.checks.find(key);
      if (it == k.checks.end()) {
        std::vector<std::pair<MoraleLevel, Fraction>> levels;
        const Distribution d = morale_odds(c.t, m, by_charge);
        out.paths += d.paths;
        for (const OutcomeOdds& o : d.outcomes)
          levels.emplace_back(level_named(o.outcome), Fraction::of(o.probability.count, o.probability.total));
        it = k.checks.emplace(key, std::move(levels)).first;
      }
      for (const auto& level : it->second) {
        ChargeState n = s;
        after_check(c, n, level.first, nullptr);
        out.reached.push_back({n, level.second, sequences_of(level.second, 36)});
      }
      return;
    }
    case Stage::Impact: {
      const Caches::ImpactKey key{s.a, s.d};
      auto it = k.impacts.find(key);
      if (it == k.impacts.end()) {
        const Distribution d = impact_odds(c.t, impact_side(c, s, true), impact_side(c, s, false));
        out.paths += d.paths;
        std::vector<std::tuple<ImpactWinner, std::string, Fraction, std::uint64_t>> list;
        const std::string won = "attacker wins: defender ";
        for (const OutcomeOdds& o : d.outcomes) {
          const Fraction p = Fraction::of(o.probability.count, o.probability.total);
          if (o.outcome == "melee") list.emplace_back(ImpactWinner::Melee, "", p, sequences_of(p, 1296));
          else if (o.outcome == "defender wins") list.emplace_back(ImpactWinner::Defender, "", p, sequences_of(p, 1296));
          else list.emplace_back(ImpactWinner::Attacker, o.outcome.substr(won.size()), p, sequences_of(p, 46656));
        }
        it = k.impacts.emplace(key, std::move(list)).first;
      }
      for (const auto& entry : it->second) {
        ChargeState n = s;
        after_impact(c, n, std::get<0>(entry), std::get<1>(entry), nullptr);
        out.reached.push_back({n, std::get<2>(entry), std::get<3>(entry)});
      }
      return;
    }
    case Stage::Done: return;
  }
}

}  // namespace

Distribution charge_odds(const VolleyTables& t, const ChargeSituation& sit, const ChargeOptions& o, ChargeStart from) {
  const Context c{t, sit, o};
  Caches caches;
  const auto walk = walk_outcomes(
      start_state(c, from), [&](const ChargeState& s, StageOutcomes<ChargeState>& out) { fast_step(c, caches, s, out); },
      [&](const ChargeState& s) { return decided(c, s, from); });
  return distribution_of(walk, [&](const ChargeState& s) { return odds_key(c, s, from); });
}

Distribution charge_odds_by_rolling(const VolleyTables& t, const ChargeSituation& sit, const ChargeOptions& o,
                                    ChargeStart from) {
  const Context c{t, sit, o};
  const auto walk = walk_stages(
      start_state(c, from),
      [&](const ChargeState& s) {
        return [&c, s](DiceSource& dice) {
          ChargeState n = s;
          Resolution scratch;
          ChargeEnd end;
          roll_stage(c, n, dice, scratch, end);
          return n;
        };
      },
      [&](const ChargeState& s) { return decided(c, s, from); }, 50'000'000);
  return distribution_of(walk, [&](const ChargeState& s) { return odds_key(c, s, from); });
}

}  // namespace hexfire::volley
