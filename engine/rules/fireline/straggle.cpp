// Straggle check: morale read, DRMs from the map, the roll, its exact odds, and the O hit.
#include "engine/rules/fireline/straggle.hpp"

#include <algorithm>

#include "engine/rules/fireline/movement_options.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/o_hits.hpp"
#include "engine/rules/fireline/zoc.hpp"

namespace hexfire::fireline {
namespace {

std::string signed_text(int v) { return (v > 0 ? "+" : "") + std::to_string(v); }

// The moving units only (part of a stack may move); the schedule lines are those of the hex.
StackWork straggle_stack(const FirelineContext& ctx, const GameState& state, const std::vector<UnitId>& units,
                         Hex from) {
  StackWork w = snapshot_stack(state, ctx, from);
  std::erase_if(w.units, [&](const StackUnit& su) {
    return std::find(units.begin(), units.end(), su.id) == units.end();
  });
  return w;
}

std::vector<UnitId> moving_combat_units(const GameState& state, const std::vector<UnitId>& units) {
  std::vector<UnitId> out;
  for (UnitId id : units)
    if (!state.is_leader(id) && !state.unit(id).eliminated) out.push_back(id);
  return out;
}

void add_drm(StraggleCheck& c, const FirelineTables& tables, const char* id, ModifierSource source,
             const std::string& reason) {
  const ModifierDef& d = tables.straggle.drm(id);
  c.drms.push_back({d.id, ModifierOp::DieRollModifier, d.value, std::move(source), d.label, d.rule_ref, reason});
}

}  // namespace

StraggleCheck make_straggle_check(const FirelineContext& ctx, const GameState& state,
                                  const std::vector<UnitId>& units, Hex from, Hex to, bool along_thoroughfare) {
  const FirelineTables& tables = ctx.tables;
  StraggleCheck c;
  c.from = from;
  c.to = to;
  c.units = units;
  const HexMap& map = state.map();
  c.title = "Straggle check leaving " + map.label(from) + " for " + map.label(to);
  const auto combat = moving_combat_units(state, units);
  std::optional<UnitId> leader;  // the first leader moving with the stack
  for (UnitId id : units)
    if (!leader && state.is_leader(id) && !state.unit(id).eliminated) leader = id;

  const StackWork w = straggle_stack(ctx, state, units, from);
  std::string names;
  for (const auto& su : w.units)
    names += (names.empty() ? "" : ", ") + *su.name + " " + std::to_string(su.modified_morale());
  c.morale_lines.push_back({"Moving units (morale - O hits)", names});
  if (ctx.options.straggle_uses_amm) {
    // The AMM reading of D-1 (an option): the schedule's lines, except the leader's +1, since
    // the leader already counts once as the table's own -1 DRM.
    const MoraleBreakdown b = w.amm();
    c.morale_lines.push_back({"Average", b.base_label + " = " + std::to_string(b.average)});
    c.morale = b.average;
    for (const auto& m : b.modifiers) {
      if (m.id == "leader") {
        c.morale_lines.push_back({"(leader not added to morale)", "the leader counts once, as the -1 DRM (D-1)"});
        continue;
      }
      c.morale += m.value;
      c.morale_lines.push_back({signed_text(m.value) + " " + m.label, m.reason});
    }
    c.morale_lines.push_back({"Average modified morale (D-1, straggle_uses_amm=true)", std::to_string(c.morale)});
  } else {
    // The chart's heading read literally (D-1 default): printed base morale of the current
    // side, O hits not subtracted, no schedule lines.
    int sum = 0;
    for (const auto& su : w.units) sum += su.base_morale();
    c.morale = w.units.empty() ? 0 : floor_div(sum, static_cast<int>(w.units.size()));
    c.morale_lines.push_back({"Avg. Base Morale (D-1)", std::to_string(c.morale)});
  }

  const auto& bands = tables.straggle.bands;
  c.threshold = tables.straggle.threshold_for(c.morale);
  c.table_row = tables.straggle.lookup(c.morale);
  if (const int b = tables.straggle.band_for(c.morale); b >= 0)
    c.band = std::to_string(bands[static_cast<std::size_t>(b)].morale_min) + "-" +
             std::to_string(bands[static_cast<std::size_t>(b)].morale_max);
  c.always_face = tables.straggle.always_face;

  if (leader) add_drm(c, tables, "leader", ModifierSource::of_leader(*leader, from), "a leader moves with the stack");
  if (!combat.empty()) {
    const SideId side = state.unit(combat.front()).side;
    const bool leaving = in_enemy_zone_of_control(ctx, state, from, side);
    const bool entering = in_enemy_zone_of_control(ctx, state, to, side);
    if (leaving || entering)
      add_drm(c, tables, "ezoc", ModifierSource::at_hex(leaving ? from : to, "enemy zone of control"),
              leaving ? map.label(from) + " is in an enemy zone of control"
                      : map.label(to) + " is in an enemy zone of control");
  }
  if (along_thoroughfare)
    add_drm(c, tables, "thoroughfare", ModifierSource::at_hex(to, "thoroughfare"), "moving along the road from " + map.label(from) + " to " + map.label(to));
  return c;
}

StraggleRoll roll_straggle(const StraggleCheck& check, DiceSource& dice) {
  StraggleRoll r;
  Resolution& l = r.ledger;
  l.kind = "straggle";
  l.system = "fireline";
  l.title = check.title;
  l.inputs = check.morale_lines;
  l.base_label = "Average morale";
  l.base_value = check.morale;
  l.base_row = check.band + ": straggles on " + std::to_string(check.threshold) + "+";
  l.modifiers = check.drms;
  l.hexes = {check.from, check.to};
  const std::size_t before = dice.rolled().size();
  r.die = dice.d10("straggle check");
  l.dice.assign(dice.rolled().begin() + static_cast<std::ptrdiff_t>(before), dice.rolled().end());
  l.lookups.push_back(check.table_row);
  r.modified = r.die + l.total_modifier();
  const bool natural = r.die == check.always_face;
  r.straggled = natural || r.modified >= check.threshold;
  l.final_row = "modified roll " + std::to_string(r.modified) + " vs " + std::to_string(check.threshold) + "+";
  if (natural) l.notes.push_back("a natural " + std::to_string(check.always_face) + " always straggles");
  l.result = r.straggled ? "straggle" : "pass";
  l.result_text = r.straggled ? "stragglers: 1 O hit or stop (owner's choice)" : "no stragglers";
  return r;
}

Probability straggle_odds(const StraggleCheck& check) {
  const Distribution d =
      enumerate_outcomes([&](DiceSource& dice) { return roll_straggle(check, dice).straggled ? "straggle" : "pass"; });
  for (const auto& o : d.outcomes)
    if (o.outcome == "straggle") return o.probability;
  return Probability{0, d.outcomes.empty() ? 1 : d.outcomes.front().probability.total};
}

const char* straggle_choice_name(StraggleChoice c) { return c == StraggleChoice::TakeHit ? "take-hit" : "stop"; }

StragglePrompt straggle_prompt(const FirelineContext& ctx, const GameState& state, const StraggleCheck& check) {
  StragglePrompt p;
  const HexMap& map = state.map();
  p.at = check.from;
  p.next = check.to;
  if (!check.units.empty()) p.side = state.unit(check.units.front()).side;
  p.question = "Stragglers leaving " + map.label(check.from) + ": take 1 O hit for the stack and continue to " +
               map.label(check.to) + ", or stop in " + map.label(check.from) + " and end the move?";
  // Who would take the hit: the same apportioning code run on a copy (6.4).
  std::string hit_label = "Take 1 O hit and continue";
  StackWork w = straggle_stack(ctx, state, check.units, check.from);
  Resolution scratch;
  HitTally tally;
  apply_o_hits(w, ctx, 1, scratch, tally);
  if (!scratch.consequences.empty()) hit_label += " (" + scratch.consequences.front() + ")";
  p.options.push_back({StraggleChoice::TakeHit, hit_label});
  p.options.push_back({StraggleChoice::Stop, "Stop in " + map.label(check.from) + " without the hit"});
  return p;
}

Resolution apply_straggle_hit(GameState& state, const FirelineContext& ctx, const StraggleCheck& check,
                              DiceSource& dice) {
  Resolution r;
  r.kind = "o_hits";
  r.system = "fireline";
  r.title = "Stragglers: 1 O hit for the stack in " + state.map().label(check.from);
  r.hexes = {check.from};
  StackWork w = straggle_stack(ctx, state, check.units, check.from);
  HitTally tally;
  apply_o_hits(w, ctx, ctx.tables.straggle.max_hits, r, tally);
  if (straggle_options(ctx.option_values).hit_checks_disorganization) disorganization_check(w, ctx, dice, r, tally);
  commit_stack(state, w);
  r.result = std::to_string(tally.hits);
  r.result_text = std::to_string(tally.hits) + " O hit" + (tally.hits == 1 ? "" : "s");
  return r;
}

}  // namespace hexfire::fireline
