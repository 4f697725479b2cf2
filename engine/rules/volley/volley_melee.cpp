#include "engine/rules/volley/volley_melee.hpp"

#include <algorithm>
#include <utility>

namespace hexfire::volley::charge_stages {

namespace {

// A fixed pool in place of the order's: the extra dice of range and repeaters do not apply.
void set_pool(VolleyPlan& p, int dice, const std::string& label) {
  p.pool = dice;
  p.ledger.base_label = label;
  p.ledger.base_value = dice;
  auto& m = p.ledger.modifiers;
  m.erase(std::remove_if(m.begin(), m.end(), [](const Modifier& x) { return x.op == ModifierOp::ExtraDie; }), m.end());
}

// Range plays no part in melee or the end-of-charge volley: the band is not shown.
void drop_range(VolleyPlan& p) {
  auto& in = p.ledger.inputs;
  in.erase(std::remove_if(in.begin(), in.end(), [](const LedgerInput& i) { return i.label == "Range"; }), in.end());
}

// Hold-type fire: no First Fire, not moved (the pool is set anyway). The opening volley stays
// the firer's: the end-of-charge volley is a fire of the unit's (4.4, its first fire of the game).
void as_hold(VolleyFire& f) {
  f.first_fire = false;
  f.moved = false;
  f.band = RangeBand::Normal;
  f.halved_because.clear();
}

}  // namespace

VolleyPlan melee_plan(const Context& c, const ChargeState& s, VolleyFire f, bool attacker_fires) {
  const ChargeUnit& u = attacker_fires ? c.s.attacker : c.s.defender;
  const int percent = s.round <= 1 ? c.t.charge.support_first_round : c.t.charge.support_later;
  // A battery fights by its sections' row: supporting figures cannot join it there ([D]); its
  // supports still lower its impact morale.
  const int support = u.battery ? 0 : u.supporting_figures * percent / 100;
  as_hold(f);
  f.opening_volley = false;  // a melee is not a volley: no opening volley, and it spends none
  f.figures += support;
  VolleyPlan p = plan_volley(c.t, f);
  p.ledger.title = "Melee round " + std::to_string(s.round) + ": " + p.ledger.title;
  p.ledger.kind = "melee";
  drop_range(p);
  if (support > 0)
    p.ledger.inputs.push_back({"Supporting figures", std::to_string(support) + " of " + std::to_string(u.supporting_figures) +
                                                         " (" + std::to_string(percent) + "% in round " + std::to_string(s.round) + ")"});
  if (p.cannot) return p;
  p.ammo_from = 0;  // a melee is not a volley: C-2's ammunition is the volleys'
  set_pool(p, c.t.charge.melee_dice, "Melee dice");
  const Weapon* w = c.t.weapon(f.weapon);
  if (w && w->melee_drm != 0) {
    p.drm += w->melee_drm;
    Modifier m;
    m.id = "weapon_melee";
    m.op = ModifierOp::DieRollModifier;
    m.value = w->melee_drm;
    m.label = w->name + " in melee";
    m.rule_ref = w->rule;
    p.ledger.modifiers.push_back(std::move(m));
  }
  const int times = melee_multiplier(c, attacker_fires);
  Modifier m;
  m.id = "melee_multiplier";
  m.op = ModifierOp::Multiplier;
  m.value = times * 100;
  m.label = "Melee: " + u.arm + " on " + (attacker_fires ? c.s.defender : c.s.attacker).arm;
  m.rule_ref = c.t.melee_rule;
  p.ledger.modifiers.push_back(std::move(m));
  return p;
}

VolleyPlan end_volley_plan(const Context& c, VolleyFire f) {
  as_hold(f);
  VolleyPlan p = plan_volley(c.t, f);
  p.ledger.title = "End-of-charge volley: " + p.ledger.title;
  drop_range(p);
  if (p.cannot) return p;
  set_pool(p, c.t.charge.end_volley_dice, "End-of-charge volley, regardless of range");
  return p;
}

int melee_multiplier(const Context& c, bool attacker_fires) {
  const ChargeUnit& firer = attacker_fires ? c.s.attacker : c.s.defender;
  const ChargeUnit& target = attacker_fires ? c.s.defender : c.s.attacker;
  return c.t.melee_times(firer.arm, target.arm);
}

void end_melee_round(const Context& c, ChargeState& s) {
  bool over = false;
  for (const auto& [x, u] : {std::pair{&s.a, &c.s.attacker}, std::pair{&s.d, &c.s.defender}}) {
    if (x->dropped && x->level == MoraleLevel::Routed) x->captured = true;  // routs in melee: surrenders
    else if (x->dropped) {
      x->left = true;  // shaken: falls back out of the melee in disorder (a battery has none)
      x->disordered = !u->battery;
    }
    x->dropped = false;
    over = over || x->captured || x->left || x->figures == 0;
  }
  if (over || s.round - c.s.melee_rounds_before >= c.o.melee_round_limit) {  // the rounds of this turn
    s.stage = Stage::Done;
    return;
  }
  ++s.round;
  s.stage = Stage::MeleeAttacker;
}

std::string melee_key(const ChargeState& s) {
  auto what = [](const SideState& x) -> std::string {
    if (x.captured) return "surrenders";
    if (x.figures == 0) return "destroyed";
    if (x.left) return "falls back";
    return "";
  };
  const std::string a = what(s.a), d = what(s.d);
  if (a.empty() && d.empty()) return s.stage == Stage::Done ? "melee: still in contact" : "melee: another round";
  if (a == d) {
    if (a == "surrenders") return "melee: both surrender";
    if (a == "falls back") return "melee: both fall back";
    return "melee: both destroyed";
  }
  std::string out = "melee:";
  if (!a.empty()) out += " attacker " + a;
  if (!d.empty()) out += std::string(a.empty() ? "" : ",") + " defender " + d;
  return out;
}

}  // namespace hexfire::volley::charge_stages
