// The roll of a charge: each stage rolls its dice, writes its ledger as a follow-up of the
// charge's, and moves the state on through the transitions the odds use too.
#include "engine/rules/volley/volley_charge.hpp"

#include <algorithm>
#include <cmath>

#include "engine/rules/volley/volley_battery_hits.hpp"
#include "engine/rules/volley/volley_charge_stages.hpp"

namespace hexfire::volley {

namespace {

using namespace charge_stages;

std::string inches_text(double v) {
  const double r = std::round(v * 10) / 10;
  std::string s = std::to_string(r);
  s.erase(s.find_last_not_of('0') + 1);
  if (!s.empty() && s.back() == '.') s.pop_back();
  return s + "\"";
}

// "12 figures", or a battery's "3 sections".
std::string strength_text(const ChargeUnit& u, int n) {
  return std::to_string(n) + (u.battery ? (n == 1 ? " section" : " sections") : (n == 1 ? " figure" : " figures"));
}

std::string hexes_text(int h) { return std::to_string(h) + (h == 1 ? " hex" : " hexes"); }

int hexes_up(double inches, double per_hex) {
  return inches <= 0 ? 0 : static_cast<int>(std::ceil(inches / per_hex - 1e-9));
}

void roll_bonus_stage(const Context& c, ChargeState& s, DiceSource& dice, Resolution& L, ChargeEnd& end) {
  Resolution R;
  R.kind = "charge_move";
  R.system = "volley";
  R.title = c.s.attacker.morale.unit + ": charge move";
  R.row_word = "hexes";
  const std::size_t first = dice.rolled().size();
  const int bonus = roll_bonus(c, dice);
  for (std::size_t i = first; i < dice.rolled().size(); ++i) R.dice.push_back(dice.rolled()[i]);
  const ChargeReach r = charge_reach(c.t, c.s, c.o, bonus);
  R.inputs.push_back({"Normal move", inches_text(c.s.attacker.move_inches)});
  R.inputs.push_back({"Charge bonus", c.s.bonus_inches ? inches_text(bonus) + " (given)"
                                                       : inches_text(bonus) + " (" + c.s.attacker.arm + ", " +
                                                             std::to_string(R.dice.size()) + "d6; " + c.t.charge.rule + ")"});
  R.inputs.push_back({"Charge move", inches_text(r.charge_inches) + " = " + hexes_text(r.charge_hexes)});
  R.inputs.push_back({"Disorder point", inches_text(r.disorder_inches) + " = " + hexes_text(r.disorder_hexes) + " (" +
                                            (c.s.attacker.morale.quality == "green" ? "green: half the full charge move"
                                             : c.o.veteran_disorder_point == ChargeOptions::DisorderPoint::HalfBonus
                                                 ? "half the bonus"
                                                 : "its normal move and half the bonus") + ")"});
  R.inputs.push_back({"To contact", hexes_text(r.hexes_to_contact)});
  R.inputs.push_back({"Inches per hex", inches_text(c.s.inches_per_hex) + " (C-10: rounded up)"});
  if (c.s.off_front) R.notes.push_back("the target is more than 45 degrees off its front: the charge is made in disorder (4.6 step 1)");
  R.result = r.reaches ? "reaches" : "falls short";
  R.result_text = r.reaches ? std::string("reaches its target") + (r.arrives_disordered ? ", disordered" : " in order")
                            : "falls short after " + hexes_text(r.charge_hexes) + (r.arrives_disordered ? ", disordered" : "");
  L.follow_ups.push_back(std::move(R));
  after_bonus(c, s, bonus, &end);
}

void roll_distance_stage(const Context& c, ChargeState& s, DiceSource& dice, Resolution& L, ChargeEnd& end) {
  Resolution R;
  R.kind = "volley_distance";
  R.system = "volley";
  R.title = c.s.defender.morale.unit + ": defensive volley distance";
  R.row_word = "distance";
  const std::size_t first = dice.rolled().size();
  const int roll = roll_volley_distance(c, dice);
  for (std::size_t i = first; i < dice.rolled().size(); ++i) R.dice.push_back(dice.rolled()[i]);
  const VolleyDistance v = defensive_volley_distance(c.t, c.s, roll, &R);
  R.final_row = inches_text(v.inches) + " = " + hexes_text(v.hexes);
  R.result = std::to_string(v.hexes);
  const bool before = s.a.disordered;
  after_volley_distance(c, s, roll, &end);
  R.result_text = "the charger halts " + hexes_text(v.hexes) + " away for the volley" + (s.a.disordered ? ", disordered" : "") +
                  (s.a.disordered && !before ? " (past its disorder point)" : "");
  L.follow_ups.push_back(std::move(R));
}

void roll_volley_stage(const Context& c, ChargeState& s, DiceSource& dice, Resolution& L, ChargeEnd& end) {
  const VolleyPlan p = stage_volley(c, s);
  Resolution R = p.ledger;
  VolleyOutcome o;
  if (p.cannot) {
    R.result = "-";
    R.result_text = *p.cannot;
  } else {
    std::vector<int> faces;
    for (int i = 0; i < p.pool; ++i) faces.push_back(dice.roll(6, 1, R.kind == "melee" ? "melee" : "volley"));
    o = read_volley(c.t, p, faces, dice, R);
  }
  const StageTarget target = stage_target(c, s);
  const int hits = volley_hits(c, s, o);
  if (hits != o.casualties)  // a melee round's multiplier (o.casualties > 0 here)
    R.result_text += ", x" + std::to_string(hits / o.casualties) + " in melee: " + std::to_string(hits) +
                     (target.unit.battery ? " hits" : " figures");
  L.follow_ups.push_back(std::move(R));
  int lost = hits;
  if (target.unit.battery && hits > 0) {
    // Hits on a battery are rolled for horses and sections (4.1). Its horses matter to nothing
    // in the charge: they are taken on the map at its end.
    int& horses_lost = target.attacker ? end.attacker_horses_lost : end.defender_horses_lost;
    BatteryHits b = roll_battery_hits(c.t, hits, stage_firer_is_artillery(c, s), target.state.figures,
                                      target.unit.horses - horses_lost, target.unit.morale.unit, dice);
    horses_lost += b.horses;
    lost = b.sections;
    L.follow_ups.push_back(std::move(b.ledger));
  }
  after_volley(c, s, o, lost);
}

void roll_check_stage(const Context& c, ChargeState& s, DiceSource& dice, Resolution& L, ChargeEnd& end) {
  const MoraleCheck m = check_morale(c.t, stage_morale(c, s), stage_check_by_charge(s), dice);
  L.follow_ups.push_back(m.ledger);
  after_check(c, s, m.after, &end);
}

void roll_impact_stage(const Context& c, ChargeState& s, DiceSource& dice, Resolution& L, ChargeEnd& end) {
  end.attacker_hexes_forward = std::max(0, c.s.target_hexes - 1);  // into contact
  Impact i = resolve_impact(c.t, impact_side(c, s, true), impact_side(c, s, false), dice);
  if (i.winner == ImpactWinner::Defender) {
    int inches = 0;
    for (int k = 0; k < c.t.charge.attacker_fall_back_dice; ++k) {
      const int v = dice.roll(6, 1, "attacker falls back");
      i.ledger.dice.push_back({6, false, v, "attacker falls back"});
      inches += v;
    }
    end.attacker_hexes_back = hexes_up(inches, c.s.inches_per_hex);
    i.ledger.consequences.push_back(c.s.attacker.morale.unit + " falls back " + inches_text(inches) + " = " +
                                    hexes_text(end.attacker_hexes_back) + " in disorder");
  } else if (i.winner == ImpactWinner::Attacker && !i.ledger.follow_ups.empty()) {
    int inches = 0;
    for (const DieRoll& d : i.ledger.follow_ups.front().dice) inches += d.value;
    if (i.loser_status != "captured") {
      end.defender_hexes_back = hexes_up(inches, c.s.inches_per_hex);
      i.ledger.consequences.push_back(c.s.defender.morale.unit + " falls back " + inches_text(inches) + " = " +
                                      hexes_text(end.defender_hexes_back) + " in disorder");
    } else {
      i.ledger.consequences.push_back(c.s.defender.morale.unit + " is captured and removed");
    }
  }
  L.follow_ups.push_back(i.ledger);
  after_impact(c, s, i.winner, i.loser_status, &end);
}

}  // namespace

namespace charge_stages {

void roll_stage(const Context& c, ChargeState& s, DiceSource& dice, Resolution& L, ChargeEnd& end) {
  switch (s.stage) {
    case Stage::Bonus: roll_bonus_stage(c, s, dice, L, end); return;
    case Stage::VolleyDistance: roll_distance_stage(c, s, dice, L, end); return;
    case Stage::DefensiveVolley:
    case Stage::EndVolleyAttacker:
    case Stage::EndVolleyDefender:
    case Stage::MeleeAttacker:
    case Stage::MeleeDefender: roll_volley_stage(c, s, dice, L, end); return;
    case Stage::ChargerCheck:
    case Stage::EndCheckAttacker:
    case Stage::EndCheckDefender:
    case Stage::MeleeCheckAttacker:
    case Stage::MeleeCheckDefender: roll_check_stage(c, s, dice, L, end); return;
    case Stage::Impact: roll_impact_stage(c, s, dice, L, end); return;
    case Stage::Done: return;
  }
}

}  // namespace charge_stages

void leave_ground(MoraleSide& morale) {
  for (const char* id : {"cover", "hasty_works", "heavy_works"}) morale.modifiers.erase(id);
}

void leave_ground(VolleyFire& fire_at_it) {
  std::erase_if(fire_at_it.target_drms, [](const std::string& id) {
    return id == "fence_or_woods" || id == "stone_wall" || id == "hasty_works" || id == "heavy_works";
  });
}

ChargeResult resolve_charge(const VolleyTables& t, const ChargeSituation& sit, const ChargeOptions& o, DiceSource& dice,
                            ChargeStart from) {
  const Context c{t, sit, o};
  ChargeState s = start_state(c, from);
  ChargeResult out;
  Resolution& L = out.ledger;
  L.kind = from == ChargeStart::Melee ? "melee" : "charge";
  L.system = "volley";
  L.title = sit.attacker.morale.unit + (from == ChargeStart::Melee ? " in melee with " : " charges ") + sit.defender.morale.unit;
  for (const auto& [label, u] : {std::pair<const char*, const ChargeUnit&>{"Attacker", sit.attacker}, {"Defender", sit.defender}})
    L.inputs.push_back({label, u.morale.unit + " (" + u.morale.quality + " " + u.arm + ", " + strength_text(u, u.figures) + ", " +
                                   u.formation + ")"});
  if (from == ChargeStart::Declared) L.inputs.push_back({"Distance", hexes_text(sit.target_hexes)});
  ChargeEnd& end = out.end;
  if (from == ChargeStart::Melee) end.attacker_hexes_forward = 0;
  while (!is_final(s)) roll_stage(c, s, dice, L, end);

  end.outcome = outcome_key(c, s);
  end.attacker_figures = s.a.figures;
  end.defender_figures = s.d.figures;
  end.attacker_losses = sit.attacker.figures - s.a.figures;
  end.defender_losses = sit.defender.figures - s.d.figures;
  end.attacker_level = s.a.level;
  end.defender_level = s.d.level;
  end.attacker_disordered = s.a.disordered;
  end.defender_disordered = s.d.disordered;
  end.attacker_captured = s.a.captured;
  end.defender_captured = s.d.captured;
  end.attacker_fired = s.a.fired;
  end.defender_fired = s.d.fired;
  end.attacker_ammo_drops = s.a.ammo_drops;
  end.defender_ammo_drops = s.d.ammo_drops;
  end.melee_rounds = s.outcome == Outcome::Melee ? s.round : 0;
  end.in_contact = s.outcome == Outcome::Melee && end.outcome == "melee: still in contact";
  if (s.a.left) end.attacker_hexes_back = hexes_up(sit.attacker.move_inches, sit.inches_per_hex);
  if (s.d.left) end.defender_hexes_back = hexes_up(sit.defender.move_inches, sit.inches_per_hex);

  L.result = end.outcome;
  auto state = [&](const ChargeUnit& u, const SideState& x, int forward, int back, int horses) {
    std::string line = u.morale.unit + ": ";
    if (x.captured) return line + "captured, removed";
    line += strength_text(u, x.figures) + " (" + std::to_string(u.figures - x.figures) + " lost" +
            (horses > 0 ? ", " + std::to_string(horses) + (horses == 1 ? " horse" : " horses") : std::string()) + "), " +
            level_name(x.level) +
            (x.disordered ? ", disordered" : ", in order");
    if (forward > 0) line += ", " + hexes_text(forward) + " forward";
    if (back > 0) line += ", " + hexes_text(back) + " back";
    return line;
  };
  L.consequences.push_back(state(sit.attacker, s.a, end.attacker_hexes_forward, end.attacker_hexes_back, end.attacker_horses_lost));
  L.consequences.push_back(state(sit.defender, s.d, 0, end.defender_hexes_back, end.defender_horses_lost));
  if (end.in_contact) L.consequences.push_back("still in contact after " + std::to_string(s.round) + " melee rounds: the melee goes on next turn");
  return out;
}

}  // namespace hexfire::volley
