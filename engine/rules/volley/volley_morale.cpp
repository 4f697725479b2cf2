#include "engine/rules/volley/volley_morale.hpp"

#include <cstdlib>

#include "engine/rules/staged_odds.hpp"

namespace hexfire::volley {

MoraleLevel level_of(UnitStatus s) {
  return s == UnitStatus::Routed ? MoraleLevel::Routed : s == UnitStatus::Shaken ? MoraleLevel::Shaken : MoraleLevel::Good;
}

UnitStatus status_of(MoraleLevel l) {
  return l == MoraleLevel::Routed ? UnitStatus::Routed : l == MoraleLevel::Shaken ? UnitStatus::Shaken : UnitStatus::Good;
}

const char* level_name(MoraleLevel l) {
  switch (l) {
    case MoraleLevel::Good: return "good";
    case MoraleLevel::Shaken: return "shaken";
    case MoraleLevel::Routed: return "routed";
  }
  return "?";
}

namespace {

std::string signed_text(int v) { return (v < 0 ? "- " : "+ ") + std::to_string(std::abs(v)); }

// The level after a check of `roll` (2d6, the natural faces `a` and `b`) against `mmp`: the one
// rule both the check and its odds run.
MoraleLevel level_after(const VolleyTables& t, MoraleLevel level, int mmp, int a, int b, bool& passed) {
  const int roll = a + b;
  passed = roll > mmp;
  if (roll == t.natural_rout) {
    passed = false;
    return MoraleLevel::Routed;
  }
  if (roll == t.natural_rally) {
    passed = true;
    return level == MoraleLevel::Routed ? MoraleLevel::Shaken : MoraleLevel::Good;
  }
  if (passed) return level;
  return level == MoraleLevel::Good ? MoraleLevel::Shaken : MoraleLevel::Routed;
}

// The winner of an impact from both totals: lower wins, equal goes to melee.
ImpactWinner winner_of(int attacker_total, int defender_total) {
  if (attacker_total < defender_total) return ImpactWinner::Attacker;
  if (defender_total < attacker_total) return ImpactWinner::Defender;
  return ImpactWinner::Melee;
}

int impact_morale(const VolleyTables& t, const ImpactSide& s, Resolution& L, const std::string& who) {
  Resolution part;
  int im = modified_morale(t, s.morale, true, part);
  for (Modifier m : part.modifiers) {
    m.label = who + ": " + m.label;
    L.modifiers.push_back(std::move(m));
  }
  L.inputs.push_back({who, s.morale.unit + " (" + s.morale.quality + ", " + level_name(s.morale.level) + ", base morale " +
                               std::to_string(t.base_morale.at(s.morale.quality)) + ")"});
  auto add = [&](const std::string& id, int value, const std::string& label, const std::string& rule) {
    if (value == 0) return;
    im += value;
    Modifier m;
    m.id = id;
    m.op = ModifierOp::Add;
    m.value = value;
    m.label = who + ": " + label;
    m.rule_ref = rule;
    L.modifiers.push_back(std::move(m));
  };
  const auto form = t.charge_formation.find(s.formation);
  if (form != t.charge_formation.end())
    add("charge_formation", form->second, "formation charge morale (" + s.formation + ")", t.charge_formation_rule.at(s.formation));
  add("support_infantry", s.supporting_infantry * t.infantry_support,
      std::to_string(s.supporting_infantry) + " supporting infantry", t.impact_rule);
  add("support_cavalry", s.supporting_cavalry * t.cavalry_support,
      std::to_string(s.supporting_cavalry) + " supporting cavalry", t.impact_rule);
  return im;
}

}  // namespace

int modified_morale(const VolleyTables& t, const MoraleSide& s, bool by_charge, Resolution& L) {
  const int bmp = t.base_morale.at(s.quality);
  int mmp = bmp;
  std::map<std::string, int> mods = s.modifiers;
  if (s.level == MoraleLevel::Shaken) mods["shaken"] = 1;
  if (s.level == MoraleLevel::Routed) mods["routed"] = 1;
  for (const MoraleModifier& m : t.morale_modifiers) {  // in the chart's order
    const auto it = mods.find(m.id);
    if (it == mods.end() || it->second <= 0) continue;
    const std::optional<int> v = by_charge ? m.charge : m.fire;
    if (!v) {
      L.notes.push_back(m.label + ": none in the " + (by_charge ? "charge" : "fire") + " column");
      continue;
    }
    const int count = m.per.empty() ? 1 : it->second;
    mmp += *v * count;
    Modifier line;
    line.id = "morale:" + m.id;
    line.op = ModifierOp::Add;
    line.value = *v * count;
    line.label = m.label + (m.per.empty() ? "" : " (" + std::to_string(count) + ")");
    line.rule_ref = m.rule;
    L.modifiers.push_back(std::move(line));
  }
  L.base_label = "Base morale (" + s.quality + ")";
  L.base_value = bmp;
  return mmp;
}

MoraleCheck check_morale(const VolleyTables& t, const MoraleSide& s, bool by_charge, DiceSource& dice) {
  MoraleCheck c;
  Resolution& L = c.ledger;
  L.kind = "morale";
  L.system = "volley";
  L.title = s.unit + ": morale check" + (by_charge ? " (charge)" : " (fire)");
  L.row_word = "MMP";
  L.inputs.push_back({"Level", level_name(s.level)});
  const int mmp = modified_morale(t, s, by_charge, L);
  L.final_row = std::to_string(mmp);
  const int a = dice.roll(6, 1, "morale check"), b = dice.roll(6, 1, "morale check");
  L.dice.push_back({6, false, a, "morale check"});
  L.dice.push_back({6, false, b, "morale check"});
  c.after = level_after(t, s.level, mmp, a, b, c.passed);
  L.result = c.passed ? "pass" : "fail";
  const int roll = a + b;
  std::string why = std::to_string(roll) + (c.passed ? " over " : " not over ") + std::to_string(mmp);
  if (roll == t.natural_rout) why = "a natural " + std::to_string(roll) + ": routs whatever the modifiers";
  if (roll == t.natural_rally) why = "a natural " + std::to_string(roll) + ": rallies one level whatever the modifiers";
  L.result_text = why + "; " + level_name(s.level) + " -> " + level_name(c.after);
  return c;
}

Distribution morale_odds(const VolleyTables& t, const MoraleSide& s, bool by_charge) {
  Resolution scratch;
  const int mmp = modified_morale(t, s, by_charge, scratch);
  std::map<std::string, Fraction> by_level;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) {
      bool passed = false;
      by_level[level_name(level_after(t, s.level, mmp, a, b, passed))] += Fraction::of(1, 36);
    }
  return distribution_from(by_level, 36, 36);
}

Impact resolve_impact(const VolleyTables& t, const ImpactSide& attacker, const ImpactSide& defender, DiceSource& dice) {
  Impact out;
  Resolution& L = out.ledger;
  L.kind = "impact";
  L.system = "volley";
  L.title = attacker.morale.unit + " charges " + defender.morale.unit + ": impact";
  L.row_word = "total";
  const int im_a = impact_morale(t, attacker, L, "Attacker");
  const int im_d = impact_morale(t, defender, L, "Defender");
  int roll_a = 0, roll_d = 0;
  for (int i = 0; i < 2; ++i) {
    const int v = dice.roll(6, 1, "attacker impact");
    L.dice.push_back({6, false, v, "attacker impact"});
    roll_a += v;
  }
  for (int i = 0; i < 2; ++i) {
    const int v = dice.roll(6, 1, "defender impact");
    L.dice.push_back({6, false, v, "defender impact"});
    roll_d += v;
  }
  const int total_a = im_a + roll_a, total_d = im_d + roll_d;
  L.inputs.push_back({"Attacker's total", "Impact Morale " + std::to_string(im_a) + " " + signed_text(roll_a) + " = " + std::to_string(total_a)});
  L.inputs.push_back({"Defender's total", "Impact Morale " + std::to_string(im_d) + " " + signed_text(roll_d) + " = " + std::to_string(total_d)});
  out.winner = winner_of(total_a, total_d);
  switch (out.winner) {
    case ImpactWinner::Melee:
      L.result = "melee";
      L.result_text = "a tie: the two go to melee";
      break;
    case ImpactWinner::Defender:
      L.result = "defender";
      L.result_text = "the defender wins: the attacker falls back 1d6\" in disorder and checks morale";
      break;
    case ImpactWinner::Attacker: {
      L.result = "attacker";
      L.result_text = "the attacker wins: the defender falls back 2d6\" in disorder";
      Resolution status;
      status.kind = "status";
      status.system = "volley";
      status.title = defender.morale.unit + ": status from its fall-back roll";
      int roll = 0;
      for (int i = 0; i < 2; ++i) {
        const int v = dice.roll(6, 1, "fall-back and status");
        status.dice.push_back({6, false, v, "fall-back and status"});
        roll += v;
      }
      const StatusBand& band = t.status_for(roll);
      out.loser_status = band.status;
      status.result = band.status;
      status.result_text = std::to_string(roll) + ": " + band.label + " (" + t.status_rule + ")";
      L.follow_ups.push_back(std::move(status));
      break;
    }
  }
  return out;
}

Distribution impact_odds(const VolleyTables& t, const ImpactSide& attacker, const ImpactSide& defender) {
  Resolution scratch;
  const int im_a = impact_morale(t, attacker, scratch, "Attacker");
  const int im_d = impact_morale(t, defender, scratch, "Defender");
  // The 2d6 sums and their ways, then the same winner rule and status bands as the roll.
  std::map<int, std::uint64_t> sums;
  for (int a = 1; a <= 6; ++a)
    for (int b = 1; b <= 6; ++b) ++sums[a + b];
  std::map<std::string, Fraction> by_key;
  std::uint64_t paths = 0, sequences = 0;  // sums walked; the dice sequences a brute force would roll
  for (const auto& [ra, wa] : sums)
    for (const auto& [rd, wd] : sums) {
      ++paths;
      const Fraction p = Fraction::of(wa * wd, 36 * 36);
      switch (winner_of(im_a + ra, im_d + rd)) {
        case ImpactWinner::Melee:
          by_key["melee"] += p;
          sequences += wa * wd;
          break;
        case ImpactWinner::Defender:
          by_key["defender wins"] += p;
          sequences += wa * wd;
          break;
        case ImpactWinner::Attacker:
          for (const auto& [rs, ws] : sums) {
            ++paths;
            by_key["attacker wins: defender " + t.status_for(rs).status] += p * Fraction::of(ws, 36);
          }
          sequences += wa * wd * 36;
          break;
      }
    }
  return distribution_from(by_key, paths, sequences);
}

}  // namespace hexfire::volley
