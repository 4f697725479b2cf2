#include "engine/ai/evaluate.hpp"

#include <algorithm>
#include <functional>
#include <limits>
#include <vector>

#include "engine/flow/victory.hpp"
#include "engine/state/unit_worth.hpp"

namespace hexfire::ai {
namespace {

double material_of(const RuleSystem& rules, const Match& m, SideId side) {
  if (const auto hint = rules.ai_material(m, side)) return *hint;
  return neutral_material(m, side);
}

// The farthest a hex of the map lies from `at` (at least 12): the distances to an objective are
// counted up to it. A fixed 12 cut them on a large map: at Gaines' Mill the Watt house and the
// crest lie 13 to 15 hexes from the Confederates' start, so no step of theirs drew nearer to them
// until a regiment had come within 12. A linear measure is largest on the map's edge, so the
// edge's hexes are enough; on the tutorials' maps nothing lies beyond 12, as before.
int farthest_from(const HexMap& map, Hex at) {
  int far = 12;
  const int w = map.width(), h = map.height();
  auto see = [&](int col, int row) { far = std::max(far, distance(map.hex_at({col, row}), at)); };
  for (int c = 0; c < w; ++c) see(c, 0), see(c, h - 1);
  for (int r = 0; r < h; ++r) see(0, r), see(w - 1, r);
  return far;
}

// A combat unit on the map: what holds a hex, draws a pull and may be hunted.
bool fights(const Match& m, const Unit& u) {
  return !u.eliminated && u.position && m.state.unit_type(u.type).strength > 0;
}

// How much the objectives' pull and the hunt weigh at the turn of the decision, for a side not
// ahead: 1x at the start growing to 4x at the last turn.
double end_urgency(const Match& m, int turn) {
  const double turns = std::max(1, m.info.turns);
  return 1.0 + 3.0 * std::clamp(static_cast<double>(turn) / turns, 0.0, 1.0);
}

struct Reach {
  std::vector<int> mine;  // the side's combat units, nearest first (the first two: the cap if none)
  int theirs = 0;         // the enemy's nearest (the cap: none)
};

// The distances count what each unit may still move before its side decides again
// (RuleSystem::ai_reach: volley's orders), as `side` may know it, up to `cap`.
Reach reach_of(const RuleSystem& rules, const Match& m, SideId side, Hex at, int cap) {
  Reach r;
  r.theirs = cap;
  for (const Unit& u : m.state.units()) {
    if (!fights(m, u)) continue;
    if (u.status == UnitStatus::Routed || u.status == UnitStatus::Demoralized) continue;  // no hold on the hex
    // A unit that shares its hex with the enemy (a melee) has not taken the hex: at least one off.
    const int floor = m.state.holds_enemy_of(*u.position, u.side) ? 1 : 0;
    const int d = std::clamp(distance(*u.position, at) - rules.ai_reach(m, u.id, side, at), floor, cap);
    if (u.side != side) r.theirs = std::min(r.theirs, d);
    else r.mine.push_back(d);
  }
  std::sort(r.mine.begin(), r.mine.end());
  while (r.mine.size() < 2) r.mine.push_back(cap);
  return r;
}

// The draw of an objective the side must take on its force: the k-th nearest unit counts 1/k^2
// of its distance. The nearest counts fully and the second a quarter (one lone unit is easily
// lost): they lead the fight for it; the rest of the force counts a little each, all the way in.
// With the nearest two alone a large force had nothing to move it: at Gaines' Mill the
// Confederates gave Move orders to one or two regiments a turn and held the others where they
// stood until the game ran out. Counting the rest only beyond six hexes of the objective (up to
// session 19) brought them up from afar and left them there: in the games still lost they stood
// four to eight hexes off the crest and the Watt house and gave two or three orders in the last
// two turns. Counted all the way in, normal beat random in all of Gaines' Mill's seeds 1-40 (37
// before); but Seven Pines' Confederates lost 4 of 40 (none before), walking into the fire of
// defenders whose threat fireline counted only for the formation that fires next; with the
// others' counted too (fireline_ai.cpp, session 21) they lose 1. Counting the six hexes nearest
// the objective times the part of the game run (tried) kept Seven Pines and lost 4 of Gaines'
// Mill's 40 (docs/ai.md, sessions 20 and 21).
double force_distance(const std::vector<int>& nearest_first) {
  double sum = 0;
  for (std::size_t k = 0; k < nearest_first.size(); ++k)
    sum += nearest_first[k] / static_cast<double>((k + 1) * (k + 1));
  return sum;
}

inline constexpr int kThreatened = 4;  // an enemy this near a held objective calls for its garrison

// What the units on a held objective are worth as its garrison: the strongest's worth, and while
// an enemy is within kThreatened hexes each next strongest's divided by its rank (a second unit
// half, a third a third), since every unit makes the hex harder to take but each less so.
// Counted whole, every unit on it earned a quarter of its worth times the points: Carentan's
// Germans piled eight companies on their own start line (10 VP) far from any enemy and lost four
// games in ten to a random defender, their attack never made; Mtsensk's sat nine units deep on
// the south suburb (5 VP) while the Lisitsa quarter (10 VP) two hexes off stayed Soviet.
double garrison_worth(std::vector<double> worths, bool threatened) {
  std::sort(worths.begin(), worths.end(), std::greater<>());
  if (!threatened && worths.size() > 1) worths.erase(worths.begin() + 1, worths.end());
  double sum = 0;
  for (std::size_t k = 0; k < worths.size(); ++k) sum += worths[k] / static_cast<double>(k + 1);
  return sum;
}

// The objectives, weighed by what the side needs of them. One it does not hold pulls its units
// (force_distance: the nearest counts most, the second some, the others a little), and the more
// so as the last turn nears while the side is not ahead on VP: an attacker that must take a hex
// by the end is pushed onto it, one that is winning is not pushed into losses. How near the last
// turn is counts at `turn`, the turn of the decision: read at the position weighed, the weight
// grew as a command ended the turn, and every command that ended it scored lower than one that
// did not (the WW1 tutorial's British, their last company to act on turn 1, chose to activate it
// and wait, 11 points above any move, fire or end, and then went a hex back out of the fight).
// One it holds asks for a unit close by when the enemy comes near (a garrison). Small beside
// VP, so it orders the moves that change nothing else.
double objective_pull(const RuleSystem& rules, const Match& m, SideId side, double vp_lead, int turn) {
  const double urgency = vp_lead > 0 ? 1.0 : end_urgency(m, turn);
  double pull = 0;
  for (std::size_t i = 0; i < m.info.victory.objectives.size(); ++i) {
    const Objective& o = m.info.victory.objectives[i];
    const double points = std::max(1, o.points);
    const auto owner = m.flow.objective_owner.find(i);
    const bool held = owner != m.flow.objective_owner.end() && owner->second == side;
    const Reach r = reach_of(rules, m, side, o.hex, farthest_from(m.state.map(), o.hex));
    // The worth of the units standing on it: the enemy's must be beaten off it before it can be
    // taken; the side's own combat units hold it. Its leaders do not count as a garrison (as
    // they count in no distance): they kept Gaines' Mill's four Confederate brigadiers on New
    // Cold Harbor, far behind the fight, for a garrison's credit nothing threatened.
    double enemy_on = 0;
    std::vector<double> own_on;  // the worth of each of the side's combat units on it
    for (UnitId id : m.state.stack_at(o.hex)) {
      const Unit& u = m.state.unit(id);
      if (u.side != side) enemy_on += unit_worth(m.state, u);
      else if (m.state.unit_type(u.type).strength > 0) own_on.push_back(unit_worth(m.state, u));
    }
    if (!held) {
      pull -= points * urgency * (force_distance(r.mine) + 0.5 * enemy_on);
    } else {
      const bool threatened = r.theirs <= kThreatened;
      if (threatened) pull -= points * 0.5 * std::max(0, r.mine.front() - r.theirs + 1);
      pull += points * 0.25 * garrison_worth(std::move(own_on), threatened);
    }
  }
  return pull;
}

// Whether the objectives alone can still put the side ahead: the points of each it does not hold
// (twice those of one the enemy holds, which the enemy loses as the side gains them) would turn
// its VP lead above nought. When they cannot and it is behind, it must take VP off the enemy's
// units (a side level on VP with nothing to take is left as it was: a draw is not a loss, and a
// field without victory conditions is level throughout).
bool objectives_can_win(const Match& m, SideId side, double vp_lead) {
  double open = 0;
  for (std::size_t i = 0; i < m.info.victory.objectives.size(); ++i) {
    const Objective& o = m.info.victory.objectives[i];
    const auto owner = m.flow.objective_owner.find(i);
    if (owner == m.flow.objective_owner.end()) open += o.points;
    else if (owner->second != side) open += 2.0 * o.points;
  }
  return vp_lead + open > 0;
}

// The hunt: a side behind on VP that the objectives cannot put ahead is drawn to the enemy's
// units, the nearest of its own to its nearest enemy counting most (force_distance), and the more
// so as the last turn nears. Without it such a side had no reason to move: a defender holding
// every objective but behind on a scenario's bonus stood in its town while a passive enemy kept
// its distance, and the game ended as it began (Mtsensk with the Germans given 50 VP from the
// start, a trial: normal's Soviets won 1 of 10 against a random German player and drew 8; with
// the hunt they won 5 of 10; docs/ai.md, session 28). A stronger pull (6 a hex, or the force
// counted more evenly) won fewer.
double hunt_pull(const Match& m, SideId side, int turn) {
  std::vector<Hex> enemy;
  for (const Unit& u : m.state.units())
    if (u.side != side && fights(m, u)) enemy.push_back(*u.position);
  if (enemy.empty()) return 0;
  std::vector<int> mine;
  for (const Unit& u : m.state.units()) {
    if (u.side != side || !fights(m, u)) continue;
    if (u.status == UnitStatus::Routed || u.status == UnitStatus::Demoralized) continue;  // no hunter
    int nearest = std::numeric_limits<int>::max();
    for (Hex e : enemy) nearest = std::min(nearest, distance(*u.position, e));
    mine.push_back(nearest);
  }
  std::sort(mine.begin(), mine.end());
  return -kHuntWeight * end_urgency(m, turn) * force_distance(mine);
}

}  // namespace

double threat_balance(const RuleSystem& rules, const Match& m, SideId side) {
  const auto mine = rules.ai_threat(m, side, side);
  if (!mine) return 0;
  double theirs = 0;
  for (const Side& s : m.state.sides())
    if (s.id != side) theirs += rules.ai_threat(m, s.id, side).value_or(0);
  return *mine - theirs;
}

double neutral_material(const Match& m, SideId side) {
  double worth = 0;
  for (const Unit& u : m.state.units())
    if (u.side == side) worth += unit_worth(m.state, u);
  return worth;
}

double evaluate(const RuleSystem& rules, const Match& m, SideId side, std::optional<int> decision_turn,
                double result_worth) {
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
  const int turn = decision_turn.value_or(m.flow.turn);
  double score = 10.0 * vp + 3.0 * (material_of(rules, m, side) - other_material) +
                 objective_pull(rules, m, side, vp, turn) + kThreatWeight * threat_balance(rules, m, side);
  if (vp < 0 && !objectives_can_win(m, side, vp)) score += hunt_pull(m, side, turn);
  // The result: the game's when it is over, and in its last turn the one the standing would give
  // at the turn limit. Counted only once the game was over, a playout that reached the end (a loss
  // of 10,000) and one that had not yet (a hundred or two) were far apart, and the side that was
  // losing in the last turn chose what kept the game going past the playouts' few commands: the
  // WW2 tutorial's British, 4 VP to 6, moved their last company through the church they needed
  // (0605, 4 VP) and out the far side, since the Germans' opportunity fires on the longer path
  // left more of the playouts short of the end (seed 21).
  std::optional<SideId> result;
  if (m.flow.game_over) result = m.flow.winner;
  else if (in_last_turn(m)) result = v.leader;
  if (result) score += *result == side ? result_worth : -result_worth;
  return score;
}

}  // namespace hexfire::ai
