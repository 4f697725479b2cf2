// Victory points, sudden death and the decision (see victory.hpp).
#include "engine/flow/victory.hpp"

namespace hexfire {
namespace {

bool is_combat_unit(const GameState& s, UnitId id) { return !s.is_leader(id) && !s.unit(id).eliminated; }

// The side whose combat units alone stand in the hex; none when it is empty or both sides stand
// in it (a melee): then the hex stays with whoever held it. Reading the first combat unit listed
// gave a melee hex to the attacker once the defenders listed before it were gone, though a
// defender that joined later still fought there.
std::optional<SideId> combat_owner(const GameState& s, Hex h) {
  std::optional<SideId> owner;
  for (UnitId id : s.stack_at(h)) {
    if (!is_combat_unit(s, id)) continue;
    if (owner && *owner != s.unit(id).side) return std::nullopt;
    owner = s.unit(id).side;
  }
  return owner;
}

}  // namespace

const SideStanding* VictoryStanding::of(SideId s) const {
  for (const auto& x : sides)
    if (x.side == s) return &x;
  return nullptr;
}

void update_objective_owners(Match& m) {
  const auto& objs = m.info.victory.objectives;
  for (std::size_t i = 0; i < objs.size(); ++i) {
    if (!m.state.map().contains(objs[i].hex)) continue;
    if (const auto holder = combat_owner(m.state, objs[i].hex)) m.flow.objective_owner[i] = *holder;
  }
}

void start_objective_owners(Match& m) {
  const auto& objs = m.info.victory.objectives;
  for (std::size_t i = 0; i < objs.size(); ++i)
    if (objs[i].owner) m.flow.objective_owner[i] = *objs[i].owner;
}

VictoryStanding victory_standing(const Match& m) {
  VictoryStanding v;
  const GameState& s = m.state;
  for (const Side& side : s.sides()) v.sides.push_back({side.id, 0, 0, 0, 0});
  auto standing = [&v](SideId id) -> SideStanding* {
    for (auto& x : v.sides)
      if (x.side == id) return &x;
    return nullptr;
  };
  const auto& objs = m.info.victory.objectives;
  for (std::size_t i = 0; i < objs.size(); ++i) {
    const auto it = m.flow.objective_owner.find(i);
    std::string holder = "nobody";
    if (it != m.flow.objective_owner.end()) {
      holder = s.side(it->second).name;
      if (auto* st = standing(it->second)) st->objective_vp += objs[i].points;
    }
    v.lines.push_back(objs[i].name + " (" + s.map().label(objs[i].hex) + ", " + std::to_string(objs[i].points) +
                      " VP): " + holder);
  }
  // Losses inflicted: the full strength of each eliminated enemy unit.
  for (const Unit& u : s.units()) {
    if (!u.eliminated || s.is_leader(u.id)) continue;
    for (auto& st : v.sides) {
      if (st.side == u.side) continue;
      st.sp_eliminated += s.unit_type(u.type).strength;
    }
  }
  for (auto& st : v.sides) {
    const auto per = m.info.victory.vp_per_sp_eliminated.find(st.side);
    if (per != m.info.victory.vp_per_sp_eliminated.end()) st.loss_vp = st.sp_eliminated * per->second;
    if (st.loss_vp)
      v.lines.push_back(s.side(st.side).name + ": " + std::to_string(st.sp_eliminated) + " enemy SP eliminated = " +
                        std::to_string(st.loss_vp) + " VP");
    const auto bonus = m.info.victory.bonus_vp.find(st.side);
    if (bonus != m.info.victory.bonus_vp.end()) {
      st.bonus_vp = bonus->second;
      v.lines.push_back(s.side(st.side).name + ": " + std::to_string(st.bonus_vp) + " VP from the start (the scenario's balance)");
    }
  }
  int best = -1;
  bool tie = false;
  for (const auto& st : v.sides) {
    if (!v.summary.empty()) v.summary += ", ";
    v.summary += s.side(st.side).name + " " + std::to_string(st.total()) + " VP";
    if (st.total() > best) best = st.total(), v.leader = st.side, tie = false;
    else if (st.total() == best) tie = true;
    const auto sd = m.info.victory.sudden_death_vp.find(st.side);
    if (sd != m.info.victory.sudden_death_vp.end() && st.total() >= sd->second && !v.sudden_death)
      v.sudden_death = st.side;
  }
  if (tie) v.leader.reset();
  return v;
}

bool in_last_turn(const Match& m) { return m.info.turns > 0 && m.flow.turn >= m.info.turns; }

bool decide_victory(Match& m, bool at_turn_limit) {
  if (m.flow.game_over) return true;
  const VictoryStanding v = victory_standing(m);
  if (v.sudden_death) {
    m.flow.game_over = true;
    m.flow.winner = v.sudden_death;
    m.flow.result = m.state.side(*v.sudden_death).name + " wins by sudden death on turn " +
                    std::to_string(m.flow.turn) + " (" + v.summary + ")";
    return true;
  }
  if (!at_turn_limit) return false;
  m.flow.game_over = true;
  m.flow.winner = v.leader;
  m.flow.result = v.leader ? m.state.side(*v.leader).name + " wins on points at the turn limit (" + v.summary + ")"
                           : "a draw at the turn limit (" + v.summary + ")";
  return true;
}

}  // namespace hexfire
