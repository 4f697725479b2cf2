// Fireline's hints for the computer opponent (RuleSystem::ai_material, ai_threat). A search that
// plays a few commands on sees a fire only when its playout happens to roll one; the threat lets
// its evaluation see, in every position, what the side's next activation is expected to take off
// the enemy: for each stack, the fire the Fire preview plans (plan_fire: range, line of sight,
// fire limits and every modifier read from the map and the state), walked over the same dice as
// its odds (fire_expectation), at the stack's best target.
//
// A chit activates a whole formation: every stack of it may fire before the other side acts
// again. So a formation's threat is the sum of its stacks' best fires, and the side's is its most
// threatening formation's (which chit comes next is the cup's secret, and the alternating mode
// lets the side pick: the best formation is what it may do next, as column-shift's best stack),
// and half of every other formation's (kRestOfTheTurn): the cup is drawn empty each turn, so each
// of them fires before the turn is out, though the other side may act in between.
// Formations are public (the counters show them); the cup's order is never read.
//
// The measure is the neutral one (engine/ai/evaluate.cpp, unit_worth: strength on the current
// side, a leader 1, three quarters when disrupted, 0.4 when routed) less the O hits a unit has
// taken: a fire's commonest result is an O hit, which the neutral measure did not see until the
// third flipped or removed the unit. Each hit takes its share of the way to the next side
// (hits_per_side of them flip a unit, or remove a reduced one): a 6-3 regiment with 1 hit of 3
// counts 5. ai_material counts the same, so the threat and the material are in one measure.
#include <algorithm>
#include <map>
#include <tuple>
#include <vector>

#include "engine/rules/fireline/charge_move.hpp"
#include "engine/rules/fireline/chit_cup.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "engine/rules/expectation_cache.hpp"
#include "engine/rules/longer_moves.hpp"
#include "engine/state/unit_worth.hpp"

namespace hexfire::fireline {
namespace {

// A combat unit's strength less the share of its O hits of the way to its next side: towards the
// reduced side's strength, or towards nothing on its reduced (or only) side.
double hit_worth(int full_sp, int reduced_sp, bool reduced, int hits, int per_side) {
  const bool has_reduced_side = reduced_sp > 0;
  const double sp = reduced && has_reduced_side ? reduced_sp : full_sp;
  if (sp <= 0) return 1;  // as the neutral measure counts a unit without strength
  const double gone = per_side > 0 ? std::clamp(hits, 0, per_side) / static_cast<double>(per_side) : 0.0;
  const double next = !reduced && has_reduced_side ? reduced_sp : 0.0;
  return sp - (sp - next) * gone;
}

double worth_of(const StackWork& w, int per_side) {
  double sum = 0;
  for (const StackUnit& u : w.units)
    if (!u.eliminated) sum += hit_worth(u.full_sp, u.reduced_sp, u.reduced, u.hits, per_side);
  return sum * status_worth_factor(w.status);
}

// What fire_expectation reads: the row and the parenthesised column the die is read on, and the
// target stack (its status, the morale schedule's sum, each unit's sides, hits and kind). The
// same key, the same expectation.
std::vector<int> key_of(const FirePlan& plan, const StackWork& w) {
  std::vector<int> key{plan.final_row, plan.paren ? 1 : 0, static_cast<int>(w.status), w.morale_adjust};
  for (const StackUnit& u : w.units) {
    key.insert(key.end(), {u.full_sp, u.reduced_sp, u.full_morale, u.reduced_morale, u.has_reduced_side ? 1 : 0,
                           u.artillery ? 1 : 0, u.hits, u.reduced ? 1 : 0, u.eliminated ? 1 : 0});
  }
  return key;
}

// Whether any of `units` has a range factor at `band` (the range factor table plan_fire reads):
// the cheap test before a plan, whose line of sight, fire limits and modifiers cost far more.
// A plan is made only where this holds, and plan_fire refuses every other, so the threat is the
// same with it; most enemy stacks lie beyond the small arms' three hexes.
bool some_may_reach(const GameState& s, const RangeTable& ranges, const std::vector<UnitId>& units, int band) {
  for (UnitId id : units) {
    const UnitClass& c = s.unit_class_of(id);
    const RangeFactorRow* row = ranges.row_for(c.abbreviation, c.id);
    if (row && band >= 0 && static_cast<std::size_t>(band) < row->factors.size() &&
        row->factors[static_cast<std::size_t>(band)].can_fire)
      return true;
  }
  return false;
}

}  // namespace

// The expected losses of fires, by key_of (expectation_cache.hpp).
struct FireThreatCache : ExpectationCache<std::vector<int>> {};
std::shared_ptr<FireThreatCache> make_fire_threat_cache() { return std::make_shared<FireThreatCache>(); }

std::optional<double> FirelineSystem::ai_material(const Match& m, SideId side) const {
  const GameState& s = m.state;
  double worth = 0;
  for (const Unit& u : s.units()) {
    if (u.side != side || u.eliminated) continue;
    const UnitType& t = s.unit_type(u.type);
    worth += hit_worth(t.strength, t.reduced_strength, u.reduced, fireline_unit(u).o_hits, ctx_.tables.hits_per_side) *
             status_worth_factor(u.status);
  }
  return worth;
}

// Each formation after the most threatening one (see the top of this file). Counted at nought (up
// to session 20), an attack did not see its exposure to the rest of the defence: the whole force
// drawn on Seven Pines' entrenchments lost 4 of 40 games to a random defender, 29 SP of
// Confederates in one of them; at a half it lost 1 of 40 (docs/ai.md, session 21).
constexpr double kRestOfTheTurn = 0.5;

std::optional<double> FirelineSystem::ai_threat(const Match& m, SideId side, SideId viewer) const {
  (void)viewer;  // the formations are public; the one secret, the cup's order, is not read
  const GameState& s = m.state;
  const int per_side = ctx_.tables.hits_per_side;
  // The enemy stacks a fire may go at, and the side's firers: each formation's combat units by hex.
  std::vector<Hex> targets;
  std::map<std::string, std::map<Hex, std::vector<UnitId>>> formations;
  for (const Unit& u : s.units()) {
    if (!u.position || u.eliminated || s.is_leader(u.id)) continue;
    if (u.side != side) {
      if (std::find(targets.begin(), targets.end(), *u.position) == targets.end()) targets.push_back(*u.position);
    } else {
      formations[formation_chit_key(s, u.id, flow_.level)][*u.position].push_back(u.id);
    }
  }
  std::map<std::tuple<Hex, bool, bool, bool>, StackWork> snapshots;
  double best_formation = 0, all_formations = 0;
  for (const auto& [chit, stacks] : formations) {
    (void)chit;
    double formation = 0;
    for (const auto& [from, units] : stacks) {
      // The formation's units of the stack fire (a stack of one formation: the whole stack, as
      // the preview's default), fresh: where they stand, not what is left of the turn.
      FireAction a{from, {}, false, false, {}};
      if (units.size() != combat_units(s, from).size()) a.units = units;
      double best = 0;
      for (Hex target : targets) {
        const auto band = ctx_.tables.ranges.band_for_range(distance(from, target));
        if (!band || !some_may_reach(s, ctx_.tables.ranges, units, *band)) continue;
        a.target = target;
        const FirePlan plan = plan_fire(s, ctx_, a);
        if (!plan.legal) continue;
        // The target stack as its checks read it depends on the firer only through which of the
        // situation's lines apply (their words name the firer; their values do not), and the
        // snapshot (its morale schedule reads isolation, the dearest part) is taken once for each.
        const MoraleSituation& sit = plan.target_situation;
        const auto lines = std::make_tuple(target, sit.flanked.has_value(), sit.charging.has_value(),
                                           sit.no_los_target.has_value());
        auto snap = snapshots.find(lines);
        if (snap == snapshots.end()) snap = snapshots.emplace(lines, snapshot_stack(s, ctx_, target, sit)).first;
        const StackWork& start = snap->second;
        const double loss = threat_cache_->remembered(key_of(plan, start), [&] {
          const auto value = [per_side](const StackWork& w) { return worth_of(w, per_side); };
          return worth_of(start, per_side) - fire_expectation(start, ctx_, plan, value);
        });
        best = std::max(best, loss);
      }
      formation += best;
    }
    best_formation = std::max(best_formation, formation);
    all_formations += formation;
  }
  return best_formation + kRestOfTheTurn * (all_formations - best_formation);
}

std::vector<Command> FirelineSystem::ai_candidates(const Match& m, SideId side) const {
  // The charging moves too (the Charge preview's area): legal_commands lists a move a hex at a
  // time and never with `charge`, so without them the opponent's cavalry never charged.
  return longer_moves(*this, m, side, {"charge"});
}

std::vector<Command> FirelineSystem::ai_follow_ups(const Match& m, SideId side, const Command& done) const {
  std::vector<Command> out;
  if (done.verb != "move" || std::find(done.args.begin(), done.args.end(), "charge") == done.args.end()) return out;
  if (m.flow.game_over || m.flow.active_side != side) return out;
  // The path's last hex: the words (charge, units=...) follow the hexes.
  std::optional<Hex> end;
  for (const std::string& a : done.args)
    if (const auto h = m.state.map().parse_label(a)) end = *h;
  if (!end || !made_charging_move(m, *end)) return out;
  const std::string at = m.state.map().label(*end);
  // Not validated here: the enemy's reaction fire is still to come, and the opponent asks the
  // rules once it has been answered (it may leave the stack unable to charge).
  for (Hex target : chargeable_targets(ctx_, m.state, *end))
    out.push_back({done.side, "assault", {at, m.state.map().label(target), "charge"}});
  return out;
}

}  // namespace hexfire::fireline
