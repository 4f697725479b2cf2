#include "engine/rules/volley/volley_fire.hpp"

#include <algorithm>
#include <cmath>
#include <map>

#include "engine/rules/staged_odds.hpp"

namespace hexfire::volley {

const char* range_band_name(RangeBand b) {
  switch (b) {
    case RangeBand::Close: return "close";
    case RangeBand::Normal: return "normal";
    case RangeBand::Long: return "long";
    case RangeBand::Beyond: return "beyond long range";
  }
  return "?";
}

int range_in_hexes(double inches, double inches_per_hex, bool artillery_in_woods) {
  if (artillery_in_woods) inches /= 2;
  // Rounded up (C-10), with a small allowance so that 4" at 2" a hex is 2, not 3.
  return std::max(1, static_cast<int>(std::ceil(inches / inches_per_hex - 1e-9)));
}

RangeBand range_band(const Weapon& w, int hexes, double inches_per_hex, bool artillery_in_woods) {
  const bool woods = artillery_in_woods && w.artillery;
  if (hexes <= range_in_hexes(w.close, inches_per_hex, woods)) return RangeBand::Close;
  if (hexes <= range_in_hexes(w.normal, inches_per_hex, woods)) return RangeBand::Normal;
  if (hexes <= range_in_hexes(w.longest, inches_per_hex, woods)) return RangeBand::Long;
  return RangeBand::Beyond;
}

std::string VolleyOutcome::key() const {
  std::string out;
  if (casualties > 0) out = std::to_string(casualties) + (casualties == 1 ? " figure" : " figures");
  if (morale_check) out += out.empty() ? "morale check" : " and a morale check";
  if (out.empty()) out = "no effect";
  if (low_ammunition) out += ", low on ammunition";
  return out;
}

namespace {

Modifier drm_line(const std::string& id, ModifierOp op, int value, const std::string& label, const std::string& rule,
                  const std::string& reason = {}) {
  Modifier m;
  m.id = id;
  m.op = op;
  m.value = value;
  m.label = label;
  m.rule_ref = rule;
  m.reason = reason;
  return m;
}

}  // namespace

VolleyPlan plan_volley(const VolleyTables& t, const VolleyFire& f) {
  VolleyPlan p;
  Resolution& L = p.ledger;
  L.kind = "volley";
  L.system = "volley";
  L.title = f.firer + " fires at " + f.target;
  L.row_word = "total";
  const Weapon* w = t.weapon(f.weapon);
  if (!w) {
    p.cannot = "no weapon '" + f.weapon + "' in the tables";
    return p;
  }
  p.artillery = w->artillery;
  p.sharpshooter = w->sharpshooter;
  p.at_battery = f.target_arm == "artillery";
  const AmmoFaces* faces = &t.ammo_faces_of(w->loading);
  if (f.repeaters && t.ammo_faces_of("repeaters").from < faces->from) faces = &t.ammo_faces_of("repeaters");
  p.ammo_from = faces->from;
  p.ammo_label = faces->label;
  p.ammo_rule = faces->rule;
  L.inputs.push_back({"Weapon", w->name});
  L.inputs.push_back({"Range", range_band_name(f.band)});
  if (f.band == RangeBand::Beyond) {
    p.cannot = f.target + " is beyond the long range of " + w->name;
    return p;
  }
  if (p.artillery) {
    L.inputs.push_back({"Sections firing", f.half_sections % 2 ? std::to_string(f.half_sections / 2) + " and a half"
                                                               : std::to_string(f.half_sections / 2)});
    p.row = t.casualties.row_for_sections(f.half_sections);
  } else {
    L.inputs.push_back({"Figures firing", std::to_string(f.figures)});
    p.row = t.casualties.row_for_figures(f.figures);
  }
  if (!p.row) {
    p.cannot = "nobody fires: " + std::string(p.artillery ? "no section" : "no figure") + " of " + f.firer + " can";
    return p;
  }
  L.inputs.push_back({"Table row", t.casualties.row_label(*p.row)});

  // The pool (4.2): the base by order or situation, the extra dice, artillery's cap.
  const PoolDie& base = t.pool_base(f.moved ? "moved" : f.first_fire ? "first_fire" : "hold");
  p.pool = base.dice;
  L.base_label = "Dice: " + base.label;
  auto extra = [&](const char* id) {
    const PoolDie& e = t.pool_extra(id);
    p.pool += e.dice;
    L.modifiers.push_back(drm_line(e.id, ModifierOp::ExtraDie, e.dice, e.label, e.rule));
  };
  const bool canister = p.artillery && f.band == RangeBand::Close;
  if (canister) extra("canister");  // artillery's close range is canister: its own extra dice
  else if (f.band == RangeBand::Close) extra("close_range");
  if (f.repeaters) extra("repeaters");
  if (f.low_ammunition && t.low_ammo_dice != 0) {
    p.pool = std::max(1, p.pool + t.low_ammo_dice);
    L.modifiers.push_back(drm_line("low_ammunition", ModifierOp::ExtraDie, t.low_ammo_dice, "Low on ammunition",
                                   t.ammo_rule));
  }
  if (canister && p.pool > t.canister_cap) {
    L.notes.push_back("artillery at canister range rolls at most " + std::to_string(t.canister_cap) + " dice (6.2 [D])");
    p.pool = t.canister_cap;
  }
  L.base_value = p.pool;

  // Firer DRMs (4.4): First Fire's +1 once (C-3).
  auto firer = [&](const std::string& id, const std::string& why = {}) {
    const Drm& d = t.firer_drm(id);
    p.drm += d.value;
    L.modifiers.push_back(drm_line("firer:" + d.id, ModifierOp::DieRollModifier, d.value, d.label, d.rule, why));
  };
  if (f.officer) firer("officer");
  if (f.opening_volley) firer("opening_volley", "the unit's first fire of the game");
  if (f.first_fire && !f.moved) firer("first_fire");
  if (f.quality == "elite" || f.quality == "green") firer(f.quality);
  if (!f.firer_works.empty()) firer(f.firer_works);
  if (w->drm != 0) {
    p.drm += w->drm;
    L.modifiers.push_back(drm_line("weapon", ModifierOp::DieRollModifier, w->drm, w->name, w->rule));
  }
  if (w->close_drm != 0 && f.band == RangeBand::Close) {
    p.drm += w->close_drm;
    L.modifiers.push_back(drm_line("weapon_close", ModifierOp::DieRollModifier, w->close_drm, w->name + " at close range", w->rule));
  }

  // Target DRMs (4.4): the formation, one less against it when artillery fires (C-5); cover and
  // position.
  const FormationDrm& form = t.formation(f.formation);
  const int form_value = f.target_arm == "cavalry" ? form.cavalry : form.infantry;
  const std::string form_reason = f.target + " is " + (f.target_arm == "cavalry" ? "cavalry" : f.target_arm) + " in " + form.label;
  if (form_value != 0)
    L.modifiers.push_back(drm_line("formation:" + form.id, ModifierOp::DieRollModifier, form_value, "Target formation: " + form.label,
                                   form.rule, form_reason));
  p.drm += form_value;
  if (p.artillery && t.formation_artillery != 0) {
    p.drm += t.formation_artillery;
    L.modifiers.push_back(drm_line("formation_artillery", ModifierOp::DieRollModifier, t.formation_artillery,
                                   "Artillery fire: the formation DRM less one", t.formation_artillery_rule));
  }
  for (const std::string& id : f.target_drms) {
    const Drm& d = t.target_drm(id);
    const int v = p.artillery && d.artillery ? *d.artillery : d.value;
    p.drm += v;
    L.modifiers.push_back(drm_line("target:" + d.id, ModifierOp::DieRollModifier, v, d.label, d.rule,
                                   p.artillery && d.artillery ? "the firer is artillery" : ""));
  }
  if (!f.halved_because.empty()) {
    p.halved = true;
    L.modifiers.push_back(drm_line("halved", ModifierOp::Multiplier, 50, "Casualties halved", "seed 003 4.2 step 5",
                                   f.target + " is " + f.halved_because));
  }
  return p;
}

VolleyOutcome read_volley(const VolleyTables& t, const VolleyPlan& p, const std::vector<int>& faces, DiceSource& more,
                          Resolution& L) {
  VolleyOutcome out;
  out.fired = true;
  const CasualtyTable& table = t.casualties;
  int sum = 0;
  bool all_ammo = !faces.empty() && p.ammo_from > 0;
  for (int v : faces) {
    sum += v;
    all_ammo = all_ammo && v >= p.ammo_from;
    L.dice.push_back({6, false, v, "volley"});
  }
  const int total = sum + p.drm;
  L.inputs.push_back({"Dice total", std::to_string(sum) + (p.drm ? (p.drm > 0 ? " + " : " - ") + std::to_string(std::abs(p.drm)) + " = " + std::to_string(total) : "")});
  const auto column = table.column_for(total);
  Casualty cell;
  if (!column) {
    L.final_row = std::to_string(total);
    L.notes.push_back("a modified total under " + std::to_string(table.totals.front()) + " has no effect");
  } else {
    L.final_row = table.column_label(*column);
    cell = table.cells.at(static_cast<std::size_t>(*p.row)).at(static_cast<std::size_t>(*column));
    L.lookups.push_back({"casualties", *p.row, *column, table.row_label(*p.row), table.column_label(*column), cell.code});
  }
  L.result = column ? cell.code : ".";
  // Halving (4.2 step 5, [D]): rounded down, but a halved 1 becomes 1*.
  if (p.halved && cell.kind == Casualty::Kind::Figures) {
    const int half = cell.figures / 2;
    if (cell.figures == 1) {
      cell.kind = Casualty::Kind::PossibleKill;
      L.notes.push_back("1 halved is a possible kill (4.2 [D])");
    } else {
      cell.figures = half;
      L.notes.push_back(cell.code + " halved, rounded down: " + std::to_string(half));
    }
  }
  switch (cell.kind) {
    case Casualty::Kind::None: L.result_text = "no effect"; break;
    case Casualty::Kind::Morale:
      out.morale_check = p.artillery || p.sharpshooter;
      L.result_text = out.morale_check ? "no loss: the target checks morale" : "no effect: M counts only for artillery or a sharpshooter";
      break;
    case Casualty::Kind::PossibleKill: {
      const int die = more.roll(6, 1, "possible kill");
      L.dice.push_back({6, false, die, "possible kill"});
      if (die >= t.kill_from) out.casualties = 1;
      else out.morale_check = p.artillery;  // an artillery 1* that misses still forces a check (4.1)
      L.result_text = "possible kill: " + std::to_string(die) + (die >= t.kill_from ? (p.at_battery ? ", 1 hit" : ", 1 figure") : ", missed") +
                      (out.morale_check ? "; artillery: the target checks morale" : "");
      break;
    }
    case Casualty::Kind::Figures:
      out.casualties = cell.figures;
      L.result_text = std::to_string(cell.figures) + (p.at_battery ? (cell.figures == 1 ? " hit" : " hits")
                                                                   : (cell.figures == 1 ? " figure lost" : " figures lost"));
      break;
  }
  if (all_ammo) {
    out.low_ammunition = true;
    L.consequences.push_back(p.ammo_label + " (" + p.ammo_rule + ")");
  }
  return out;
}

Resolution resolve_volley(const VolleyTables& t, const VolleyFire& f, DiceSource& dice, VolleyOutcome* out) {
  VolleyPlan p = plan_volley(t, f);
  Resolution L = p.ledger;
  if (p.cannot) {
    L.result = "-";
    L.result_text = *p.cannot;
    return L;
  }
  std::vector<int> faces;
  for (int i = 0; i < p.pool; ++i) faces.push_back(dice.roll(6, 1, "volley"));
  const VolleyOutcome o = read_volley(t, p, faces, dice, L);
  if (out) *out = o;
  return L;
}

std::vector<VolleyOutcomeOdds> volley_outcomes(const VolleyTables& t, const VolleyPlan& p, std::uint64_t* paths) {
  if (p.cannot) return {{VolleyOutcome{}, Fraction::of(1, 1), 1}};
  // The pool's result depends on its faces only through their sum and whether every die shows
  // an ammunition face (the lowest of them is one). So the multisets of faces (non-decreasing), each weighted by its
  // orderings n!/prod(c!), are grouped by those two first, and read_volley reads one
  // representative of each group, with every possible-kill die after it.
  struct Group {
    std::vector<int> faces;
    std::uint64_t orderings = 0;
  };
  std::map<std::pair<int, bool>, Group> groups;
  const int n = p.pool;
  std::uint64_t all = 1;
  for (int i = 0; i < n; ++i) all *= 6;
  std::vector<std::uint64_t> fact(static_cast<std::size_t>(n) + 1, 1);
  for (std::size_t i = 1; i < fact.size(); ++i) fact[i] = fact[i - 1] * i;
  std::vector<int> faces(static_cast<std::size_t>(n), 1);
  while (true) {
    std::uint64_t orderings = fact[faces.size()];
    int sum = 0;
    for (std::size_t i = 0; i < faces.size();) {
      std::size_t j = i;
      while (j < faces.size() && faces[j] == faces[i]) sum += faces[j++];
      orderings /= fact[j - i];
      i = j;
    }
    const bool all_ammo = n > 0 && p.ammo_from > 0 && faces.front() >= p.ammo_from;
    Group& g = groups[{sum, all_ammo}];
    if (g.faces.empty()) g.faces = faces;
    g.orderings += orderings;
    // The next multiset: raise the last face below 6 and set those after it to it.
    int i = n - 1;
    while (i >= 0 && faces[static_cast<std::size_t>(i)] == 6) --i;
    if (i < 0) break;
    const int v = faces[static_cast<std::size_t>(i)] + 1;
    for (int j = i; j < n; ++j) faces[static_cast<std::size_t>(j)] = v;
  }
  std::vector<VolleyOutcomeOdds> out;
  std::uint64_t walked = 0;
  for (const auto& entry : groups) {
    const Group& g = entry.second;  // a named reference: clang before 16 cannot capture a structured binding
    walked += for_each_dice_sequence(
        [&](DiceSource& more) {
          Resolution scratch;
          return read_volley(t, p, g.faces, more, scratch);
        },
        [&](VolleyOutcome o, std::uint64_t further) {
          std::size_t i = 0;
          while (i < out.size() && !(out[i].outcome == o)) ++i;
          if (i == out.size()) out.push_back({o, Fraction{}, 0});
          out[i].probability += Fraction::of(g.orderings, all * further);
          out[i].sequences += g.orderings;  // each ordering of the group's faces, followed by this kill die
        });
  }
  if (paths) *paths += walked;
  return out;
}

Distribution volley_odds(const VolleyTables& t, const VolleyPlan& p) {
  if (p.cannot) return distribution_from({{"cannot fire", Fraction::of(1, 1)}}, 0, 0);
  std::uint64_t paths = 0, sequences = 0;
  std::map<std::string, Fraction> by_key;
  for (const VolleyOutcomeOdds& o : volley_outcomes(t, p, &paths)) {
    by_key[o.outcome.key()] += o.probability;
    sequences += o.sequences;
  }
  return distribution_from(by_key, paths, sequences);
}

}  // namespace hexfire::volley
