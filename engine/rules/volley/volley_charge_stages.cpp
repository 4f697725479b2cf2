// The charge's transitions from stage to stage (volley_charge_stages.hpp): what a bonus, a
// distance roll, a volley, a morale check and an impact do to the state, the same for the roll
// and for the exact odds.
#include "engine/rules/volley/volley_charge_stages.hpp"

#include <algorithm>
#include <cmath>

#include "engine/rules/volley/volley_melee.hpp"

namespace hexfire::volley {

namespace {

// Inches to whole hexes, rounded up (C-10), with the same allowance as the ranges.
int hexes_up(double inches, double inches_per_hex) {
  if (inches <= 0) return 0;
  return static_cast<int>(std::ceil(inches / inches_per_hex - 1e-9));
}

bool officer_with(const ChargeUnit& u) {
  if (u.fire.officer) return true;
  for (const char* id : {"brigade_officer", "division_officer", "corps_officer"}) {
    const auto it = u.morale.modifiers.find(id);
    if (it != u.morale.modifiers.end() && it->second > 0) return true;
  }
  return false;
}

bool in_works(const ChargeUnit& u) {
  if (!u.fire.firer_works.empty()) return true;
  for (const char* id : {"hasty_works", "heavy_works"}) {
    const auto it = u.morale.modifiers.find(id);
    if (it != u.morale.modifiers.end() && it->second > 0) return true;
  }
  return false;
}

}  // namespace

bool set_charge_option(ChargeOptions& o, const std::string& name, const std::string& value) {
  if (name == "end_of_charge_volley") {
    if (value == "always") o.end_of_charge_volley = ChargeOptions::EndVolley::Always;
    else if (value == "defender_wins") o.end_of_charge_volley = ChargeOptions::EndVolley::DefenderWins;
    else return false;
    return true;
  }
  if (name == "veteran_disorder_point") {
    if (value == "normal_move_and_half_bonus") o.veteran_disorder_point = ChargeOptions::DisorderPoint::NormalMoveAndHalfBonus;
    else if (value == "half_bonus") o.veteran_disorder_point = ChargeOptions::DisorderPoint::HalfBonus;
    else return false;
    return true;
  }
  if (name == "melee_round_limit") {
    if (value.empty() || value.size() > 2 || value.find_first_not_of("0123456789") != std::string::npos) return false;
    const int n = std::stoi(value);
    if (n < 1 || n > 10) return false;
    o.melee_round_limit = n;
    return true;
  }
  if (name == "melee_morale_check") {
    if (value == "losses") o.melee_morale_check = ChargeOptions::MeleeCheck::Losses;
    else if (value == "triggers") o.melee_morale_check = ChargeOptions::MeleeCheck::Triggers;
    else return false;
    return true;
  }
  return false;
}

ChargeReach charge_reach(const VolleyTables&, const ChargeSituation& s, const ChargeOptions& o, int bonus_inches) {
  ChargeReach r;
  const double normal = s.attacker.move_inches, bonus = bonus_inches;
  r.bonus_inches = bonus_inches;
  r.charge_inches = normal + bonus;
  if (s.attacker.morale.quality == "green") r.disorder_inches = r.charge_inches / 2;
  else if (o.veteran_disorder_point == ChargeOptions::DisorderPoint::HalfBonus) r.disorder_inches = bonus / 2;
  else r.disorder_inches = normal + bonus / 2;
  r.charge_hexes = hexes_up(r.charge_inches, s.inches_per_hex);
  r.disorder_hexes = hexes_up(r.disorder_inches, s.inches_per_hex);
  r.hexes_to_contact = std::max(0, s.target_hexes - 1);
  r.reaches = r.charge_hexes >= r.hexes_to_contact;
  const int covered = r.reaches ? r.hexes_to_contact : r.charge_hexes;
  r.arrives_disordered = s.off_front || s.attacker.formation == "disorder" || covered > r.disorder_hexes;
  return r;
}

VolleyDistance defensive_volley_distance(const VolleyTables& t, const ChargeSituation& s, int roll, Resolution* L) {
  VolleyDistance v;
  v.roll = roll;
  int mod = 0;
  auto add = [&](const char* id, const std::string& why) {
    const Drm& d = t.volley_modifier(id);
    mod += d.value;
    if (!L) return;
    Modifier m;
    m.id = std::string("distance:") + id;
    m.op = ModifierOp::DieRollModifier;
    m.value = d.value;
    m.label = d.label;
    m.rule_ref = d.rule;
    m.reason = why;
    L->modifiers.push_back(std::move(m));
  };
  const ChargeUnit& d = s.defender;
  if (s.defender_on_charge_order) add("on_charge_order", "");
  if (d.formation == "disorder") add("disordered", "");
  if (s.defender_changing_formation) add("changing_formation", "");
  if (officer_with(d)) add("officer", "");
  if (in_works(d)) add("works", "");
  v.modified = roll + mod;
  const auto& halved = t.charge.volley_halved_for;
  const bool half = std::find(halved.begin(), halved.end(), d.morale.quality) != halved.end();
  v.inches = std::max(0, v.modified) / (half ? 2.0 : 1.0);
  v.hexes = std::clamp(hexes_up(v.inches, s.inches_per_hex), 1, std::max(1, s.target_hexes));
  if (L) {
    L->base_label = "Distance roll";
    L->base_value = roll;
    if (half) L->notes.push_back(d.morale.unit + " is " + d.morale.quality + ": half the roll in inches");
    if (v.modified < 0) L->notes.push_back("a roll below 0 fires at contact");
  }
  return v;
}

namespace charge_stages {

ChargeState start_state(const Context& c, ChargeStart from) {
  ChargeState s;
  auto side = [](const ChargeUnit& u) {
    SideState x;
    x.figures = u.figures;
    x.level = u.morale.level;
    x.disordered = u.formation == "disorder";
    x.lost = u.lost_before;
    return x;
  };
  s.a = side(c.s.attacker);
  s.d = side(c.s.defender);
  if (from == ChargeStart::Melee) {
    s.outcome = Outcome::Melee;
    s.stage = Stage::MeleeAttacker;
    s.round = static_cast<std::uint8_t>(std::min(c.s.melee_rounds_before + 1, 250));  // a later round when carried over
  }
  return s;
}

bool is_final(const ChargeState& s) { return s.stage == Stage::Done; }

std::string outcome_key(const Context& c, const ChargeState& s) {
  switch (s.outcome) {
    case Outcome::None: return "unresolved";
    case Outcome::FellShort: return "falls short";
    case Outcome::Stopped: return "stopped by the defensive volley";
    case Outcome::DefenderWins: return "defender wins";
    case Outcome::AttackerWins: return "attacker wins: defender " + c.t.status_roll.at(s.status).status;
    case Outcome::Melee: return melee_key(s);
  }
  return "?";
}

int roll_bonus(const Context& c, DiceSource& dice) {
  if (c.s.bonus_inches) return *c.s.bonus_inches;
  const int n = c.s.attacker.arm == "cavalry" ? c.t.charge.cavalry_bonus_dice : c.t.charge.infantry_bonus_dice;
  int sum = 0;
  for (int i = 0; i < n; ++i) sum += dice.roll(6, 1, "charge bonus");
  return sum;
}

int roll_volley_distance(const Context& c, DiceSource& dice) {
  int sum = 0;
  for (int i = 0; i < c.t.charge.volley_dice; ++i) sum += dice.roll(6, 1, "defensive volley distance");
  return sum;
}

void after_bonus(const Context& c, ChargeState& s, int bonus_inches, ChargeEnd* end) {
  const ChargeReach r = charge_reach(c.t, c.s, c.o, bonus_inches);
  if (!r.reaches) {
    s.outcome = Outcome::FellShort;
    s.stage = Stage::Done;
    s.a.disordered = r.arrives_disordered;
    if (end) end->attacker_hexes_forward = r.charge_hexes;
    return;
  }
  s.arrives_disordered = r.arrives_disordered;
  s.volley_hexes = static_cast<std::int8_t>(std::min(r.disorder_hexes, 100));  // the disorder point, until the distance is rolled
  s.stage = Stage::VolleyDistance;
  if (end) end->attacker_hexes_forward = r.hexes_to_contact;
}

void after_volley_distance(const Context& c, ChargeState& s, int roll, ChargeEnd* end) {
  const VolleyDistance v = defensive_volley_distance(c.t, c.s, roll);
  const int disorder_hexes = s.volley_hexes;
  const int covered = std::max(0, c.s.target_hexes - v.hexes);
  // Disordered where it halts for the volley: off its front, or already past the disorder point.
  s.a.disordered = s.a.disordered || c.s.off_front || covered > disorder_hexes;
  s.volley_hexes = static_cast<std::int8_t>(v.hexes);
  s.stage = Stage::DefensiveVolley;
  if (end) end->attacker_hexes_forward = covered;
}

namespace {

int stands_of(int figures, int per_stand) {
  const int n = std::max(1, per_stand);
  return (figures + n - 1) / n;
}

// Casualties and hits taken: the figures, the stands, and whether a morale check is due.
void take(const ChargeUnit& u, SideState& x, int casualties, bool hit, bool any_loss_checks) {
  const int before = x.figures;
  x.figures = std::max(0, before - casualties);
  const int lost_stands = stands_of(before, u.stand_figures) - stands_of(x.figures, u.stand_figures);
  x.stands_lost += lost_stands;
  const bool first = casualties > 0 && !x.lost;
  if (casualties > 0) x.lost = true;
  if (hit) ++x.hits;
  x.check = any_loss_checks ? (casualties > 0 || hit) : (first || lost_stands > 0 || hit);
  if (x.figures == 0) x.check = false;  // nobody left to check
  x.pending = 0;
  x.pending_hit = false;
}

// A volley fired by `x` (C-2, 4.4): its opening volley spent, its ammunition perhaps run down.
void spend(SideState& x, const VolleyOutcome& v) {
  x.fired = x.fired || v.fired;
  if (v.low_ammunition && x.ammo_drops < 2) ++x.ammo_drops;
}

// Its ammunition now: 0 full, 1 low, 2 out (C-2).
int ammunition(const ChargeUnit& u, const SideState& x) {
  return std::min(2, (u.out_of_ammunition ? 2 : u.fire.low_ammunition ? 1 : 0) + x.ammo_drops);
}

void to_impact(ChargeState& s) {
  s.a.disordered = s.arrives_disordered || s.a.disordered;
  s.arrives_disordered = false;
  s.stage = Stage::Impact;
}

// A volley stage the attacker fires in (else the defender fires).
bool attacker_fires_in(const ChargeState& s) {
  return s.stage == Stage::EndVolleyAttacker || s.stage == Stage::MeleeAttacker;
}

Stage next_end_check(const ChargeState& s, Stage from) {
  if (from < Stage::EndCheckAttacker && s.a.check) return Stage::EndCheckAttacker;
  if (from < Stage::EndCheckDefender && s.d.check) return Stage::EndCheckDefender;
  return Stage::Done;
}

}  // namespace

StageTarget stage_target(const Context& c, const ChargeState& s) {
  if (attacker_fires_in(s)) return {c.s.defender, s.d, false};
  return {c.s.attacker, s.a, true};
}

bool stage_firer_is_artillery(const Context& c, const ChargeState& s) {
  const Weapon* w = c.t.weapon((attacker_fires_in(s) ? c.s.attacker : c.s.defender).fire.weapon);
  return w && w->artillery;
}

int volley_hits(const Context& c, const ChargeState& s, const VolleyOutcome& v) {
  const bool melee = s.stage == Stage::MeleeAttacker || s.stage == Stage::MeleeDefender;
  return melee ? v.casualties * melee_multiplier(c, attacker_fires_in(s)) : v.casualties;
}

void after_volley(const Context& c, ChargeState& s, const VolleyOutcome& v, int lost) {
  const bool losses_check = c.o.melee_morale_check == ChargeOptions::MeleeCheck::Losses;
  switch (s.stage) {
    case Stage::DefensiveVolley:
      spend(s.d, v);
      take(c.s.attacker, s.a, lost, v.morale_check, false);
      s.volley_hexes = 0;
      if (s.a.figures == 0) {
        s.outcome = Outcome::Stopped;
        s.stage = Stage::Done;
      } else if (s.a.check) {
        s.stage = Stage::ChargerCheck;
      } else {
        to_impact(s);
      }
      return;
    case Stage::EndVolleyAttacker:
      spend(s.a, v);
      s.d.pending = lost;
      s.d.pending_hit = v.morale_check;
      s.stage = Stage::EndVolleyDefender;
      return;
    case Stage::EndVolleyDefender:
      spend(s.d, v);
      s.a.pending = lost;
      s.a.pending_hit = v.morale_check;
      take(c.s.attacker, s.a, s.a.pending, s.a.pending_hit, false);
      take(c.s.defender, s.d, s.d.pending, s.d.pending_hit, false);
      s.stage = next_end_check(s, Stage::EndVolleyDefender);
      return;
    case Stage::MeleeAttacker:
      s.d.pending = lost;
      s.d.pending_hit = v.morale_check;
      s.stage = Stage::MeleeDefender;
      return;
    case Stage::MeleeDefender:
      s.a.pending = lost;
      s.a.pending_hit = v.morale_check;
      take(c.s.attacker, s.a, s.a.pending, s.a.pending_hit, losses_check);
      take(c.s.defender, s.d, s.d.pending, s.d.pending_hit, losses_check);
      s.a.dropped = s.d.dropped = false;
      if (s.a.check) s.stage = Stage::MeleeCheckAttacker;
      else if (s.d.check) s.stage = Stage::MeleeCheckDefender;
      else end_melee_round(c, s);
      return;
    default: return;
  }
}

void after_check(const Context& c, ChargeState& s, MoraleLevel after, ChargeEnd* end) {
  const bool attacker = s.stage == Stage::ChargerCheck || s.stage == Stage::EndCheckAttacker || s.stage == Stage::MeleeCheckAttacker;
  SideState& x = attacker ? s.a : s.d;
  const bool dropped = after > x.level;
  const bool melee = s.stage == Stage::MeleeCheckAttacker || s.stage == Stage::MeleeCheckDefender;
  if (end && !melee && x.level == MoraleLevel::Good && after == MoraleLevel::Shaken)
    (attacker ? end->attacker_shaken_by_check : end->defender_shaken_by_check) = true;
  x.level = after;
  x.check = false;
  x.hits = 0;
  switch (s.stage) {
    case Stage::ChargerCheck:
      if (dropped || after == MoraleLevel::Routed) {  // a failed check stops the charge (4.6 step 3)
        s.outcome = Outcome::Stopped;
        s.stage = Stage::Done;
        s.arrives_disordered = false;
      } else {
        to_impact(s);
      }
      return;
    case Stage::EndCheckAttacker:
    case Stage::EndCheckDefender: s.stage = next_end_check(s, s.stage); return;
    case Stage::MeleeCheckAttacker:
      x.dropped = dropped;
      if (s.d.check) s.stage = Stage::MeleeCheckDefender;
      else end_melee_round(c, s);
      return;
    case Stage::MeleeCheckDefender:
      x.dropped = dropped;
      end_melee_round(c, s);
      return;
    default: return;
  }
}

void after_impact(const Context& c, ChargeState& s, ImpactWinner w, const std::string& status, ChargeEnd*) {
  switch (w) {
    case ImpactWinner::Melee:
      s.outcome = Outcome::Melee;
      s.round = 1;
      s.stage = Stage::MeleeAttacker;
      return;
    case ImpactWinner::Defender:
      s.outcome = Outcome::DefenderWins;
      s.a.disordered = !c.s.attacker.battery;  // falls back 1d6" in disorder (a battery has no disorder)
      s.stage = Stage::EndVolleyAttacker;
      return;
    case ImpactWinner::Attacker: {
      s.outcome = Outcome::AttackerWins;
      // Falls back 2d6" in disorder; a battery's formations are limbered and unlimbered, and the
      // tables give no disorder DRM against one, so a battery falls back in neither (as on the map).
      s.d.disordered = !c.s.defender.battery;
      for (std::size_t i = 0; i < c.t.status_roll.size(); ++i)
        if (c.t.status_roll[i].status == status) s.status = static_cast<std::uint8_t>(i);
      if (status == "captured") s.d.captured = true;
      else if (status == "routed") s.d.level = MoraleLevel::Routed;
      else if (status == "shaken") s.d.level = std::max(s.d.level, MoraleLevel::Shaken);
      s.stage = c.o.end_of_charge_volley == ChargeOptions::EndVolley::Always ? Stage::EndVolleyAttacker : Stage::Done;
      return;
    }
  }
}

namespace {
// The side fell back from where the charge found it: the defender when the attacker won, the
// attacker when the defender won.
bool fell_back(const ChargeState& s, bool attacker) {
  return s.outcome == (attacker ? Outcome::DefenderWins : Outcome::AttackerWins);
}
}  // namespace

MoraleSide stage_morale(const Context& c, const ChargeState& s) {
  const bool attacker = s.stage == Stage::ChargerCheck || s.stage == Stage::EndCheckAttacker || s.stage == Stage::MeleeCheckAttacker;
  const ChargeUnit& u = attacker ? c.s.attacker : c.s.defender;
  const SideState& x = attacker ? s.a : s.d;
  MoraleSide m = u.morale;
  m.level = x.level;
  if (x.stands_lost > 0) m.modifiers["stand_lost"] += x.stands_lost;
  if (x.disordered) m.modifiers["disorder"] = 1;
  if (x.hits > 0) m.modifiers["artillery_hit"] += x.hits;
  if (s.stage == Stage::ChargerCheck) m.modifiers["charging"] = 1;
  if (fell_back(s, attacker)) leave_ground(m);  // the checks after the end-of-charge volley
  return m;
}

bool stage_check_by_charge(const ChargeState& s) {
  return s.stage == Stage::MeleeCheckAttacker || s.stage == Stage::MeleeCheckDefender;
}

ImpactSide impact_side(const Context& c, const ChargeState& s, bool attacker) {
  const ChargeUnit& u = attacker ? c.s.attacker : c.s.defender;
  const SideState& x = attacker ? s.a : s.d;
  ImpactSide i;
  i.morale = u.morale;
  i.morale.level = x.level;
  if (x.stands_lost > 0) i.morale.modifiers["stand_lost"] += x.stands_lost;
  if (x.disordered) i.morale.modifiers["disorder"] = 1;
  if (attacker) i.morale.modifiers["charging"] = 1;
  else if (c.s.defender_on_charge_order || c.s.defender_changing_formation) i.morale.modifiers["caught_forming"] = 1;
  i.formation = x.disordered ? "disorder" : u.formation;
  i.supporting_infantry = u.supporting_infantry;
  i.supporting_cavalry = u.supporting_cavalry;
  return i;
}

VolleyPlan stage_volley(const Context& c, const ChargeState& s) {
  const bool attacker_fires = attacker_fires_in(s);
  const ChargeUnit& firer = attacker_fires ? c.s.attacker : c.s.defender;
  const ChargeUnit& target = attacker_fires ? c.s.defender : c.s.attacker;
  const SideState& fx = attacker_fires ? s.a : s.d;
  const SideState& tx = attacker_fires ? s.d : s.a;
  VolleyFire f = firer.fire;
  f.firer = firer.morale.unit;
  f.target = target.morale.unit;
  f.quality = firer.morale.quality;
  // A battery fires by its sections (4.2 step 1), counted in halves as its fire phase counts them.
  if (firer.battery) f.half_sections = 2 * fx.figures, f.figures = 0;
  else f.figures = fx.figures;
  f.target_arm = target.arm;
  f.formation = tx.disordered ? "disorder" : target.formation;
  std::string cannot;
  if (fx.level == MoraleLevel::Routed) cannot = f.firer + " is routed and cannot fire";
  if (fx.captured) cannot = f.firer + " has been captured";
  if (tx.captured) cannot = f.target + " has been captured";
  if (!firer.cannot_fire.empty()) cannot = f.firer + " " + firer.cannot_fire;
  if (fx.figures == 0) cannot = f.firer + (firer.battery ? " has no sections left" : " has no figures left");
  if (tx.figures == 0) cannot = f.target + (target.battery ? " has no sections left" : " has no figures left");
  const bool melee = s.stage == Stage::MeleeAttacker || s.stage == Stage::MeleeDefender;
  const int ammo = ammunition(firer, fx);
  f.low_ammunition = ammo == 1;
  if (ammo >= 2 && !melee) cannot = f.firer + " is out of ammunition (C-2)";
  if (s.stage == Stage::DefensiveVolley) {
    const Weapon* w = c.t.weapon(f.weapon);
    f.band = w ? range_band(*w, s.volley_hexes, c.s.inches_per_hex, false) : RangeBand::Normal;
    VolleyPlan p = plan_volley(c.t, f);
    p.ledger.title = "Defensive volley: " + p.ledger.title;
    p.ledger.inputs.insert(p.ledger.inputs.begin() + 1, {"Distance", std::to_string(s.volley_hexes) + (s.volley_hexes == 1 ? " hex" : " hexes")});
    if (!cannot.empty() && !p.cannot) p.cannot = cannot;
    return p;
  }
  // The opening volley (4.4) is the unit's first fire: a defender that fired the defensive volley
  // has spent it by the end-of-charge volley.
  f.opening_volley = f.opening_volley && !fx.fired;
  if (!melee && fell_back(s, !attacker_fires)) leave_ground(f);  // the end-of-charge volley at a side fallen back
  VolleyPlan p = melee ? melee_plan(c, s, f, attacker_fires) : end_volley_plan(c, f);
  if (!cannot.empty() && !p.cannot) p.cannot = cannot;
  return p;
}

}  // namespace charge_stages
}  // namespace hexfire::volley
