// One side's assault fire: SP within the assault limit x the assault range factor, and the 5.7
// modifiers read from the map (elevation, run, marsh, wall/abatis, flank, density, disrupted,
// leader, charge). Values and labels come from the chart (<assault_modifiers>).
#include <algorithm>
#include <numeric>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/firing_strength.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"

namespace hexfire::fireline {
namespace {

std::string names(const GameState& s, const std::vector<UnitId>& units) {
  std::string out;
  for (UnitId id : units) out += (out.empty() ? "" : ", ") + s.unit(id).name;
  return out;
}

}  // namespace

AssaultFire assault_fire(const FirelineContext& ctx, const GameState& state, Hex attacker_hex, Hex defender_hex,
                         bool attacker_fires, bool charge, bool marsh_disrupted) {
  AssaultFire f;
  f.attacker = attacker_fires;
  f.firer = attacker_fires ? attacker_hex : defender_hex;
  f.target = attacker_fires ? defender_hex : attacker_hex;
  const HexMap& map = state.map();
  const std::string fh = hex_name(state, f.firer), th = hex_name(state, f.target);
  const std::string ah = hex_name(state, attacker_hex), dh = hex_name(state, defender_hex);
  Resolution& L = f.ledger;
  L.kind = "assault";
  L.system = "fireline";
  L.title = attacker_fires ? "Assault fire: " + ah + " attacks " + dh : "Assault fire: " + dh + " fires back at " + ah;
  L.hexes = {f.firer, f.target};

  // SP within the assault limit (5.2, D-11), at the assault range factor.
  const auto band = ctx.tables.ranges.assault_band();
  std::vector<FiringShare> small_arms, artillery;
  const auto firers = combat_units(state, f.firer);
  for (UnitId id : firers) {
    const UnitClass& c = state.unit_class_of(id);
    const RangeFactorRow* row = ctx.tables.ranges.row_for(c.abbreviation, c.id);
    if (!row || !band || static_cast<std::size_t>(*band) >= row->factors.size()) continue;
    const RangeFactor& rf = row->factors[static_cast<std::size_t>(*band)];
    if (!rf.can_fire) continue;
    (is_artillery(state, id) ? artillery : small_arms).push_back({id, 0, rf});
  }
  CountedStrength counted =
      count_within_limits(state, ctx, ctx.tables.assault_limits, f.firer, fh, small_arms, artillery);
  f.shares = std::move(counted.shares);
  f.fire_value = counted.fire_value;
  const std::string& limit_text = counted.limit_text;
  const std::string& f_text = counted.fire_text;
  f.base_row = ctx.tables.crt.row_for_fire(f.fire_value);

  const auto side_name = [&](Hex h) {
    const auto side = state.side_in(h);
    return side ? state.side(*side).name : std::string("nobody");
  };
  L.inputs.push_back({attacker_fires ? "Attacker" : "Defender",
                      fh + " (" + side_name(f.firer) + ", " + status_name(stack_status(state, f.firer)) +
                          "): " + names(state, firers)});
  L.inputs.push_back({attacker_fires ? "Defender" : "Attacker",
                      th + " (" + side_name(f.target) + ", " + status_name(stack_status(state, f.target)) +
                          "): " + names(state, combat_units(state, f.target))});
  L.inputs.push_back({"Assault limit", limit_text});
  for (const auto& s : f.shares)
    L.inputs.push_back({"Counted", state.unit(s.unit).name + ": " + std::to_string(s.sp) + " SP x " + s.factor.text +
                                       " (" + state.unit_class_of(s.unit).abbreviation + ")"});
  L.base_label = "F = SP x R = " + (f_text.empty() ? std::string("0") : f_text);
  L.base_value = f.fire_value;
  L.base_row = ctx.tables.crt.rows[static_cast<std::size_t>(f.base_row)].label;

  // Assault modifiers move the fire line by whole rows, like fire modifiers (5.7).
  auto add = [&](const char* id, ModifierSource source, const std::string& reason) {
    const ModifierDef& d = ctx.tables.assault(id);
    L.modifiers.push_back({d.id, ModifierOp::RowShift, d.value, std::move(source), d.label, d.rule_ref, reason});
  };
  const int ha = effective_height(state, attacker_hex), hd = effective_height(state, defender_hex);
  if (attacker_fires) {
    if (hd > ha)
      add("defender_higher", ModifierSource::at_hex(defender_hex, "height " + std::to_string(hd)), dh + " (height " + std::to_string(hd) + ") is higher than " + ah + " (height " +
                                 std::to_string(ha) + ")");
    if (ha > hd)
      add("attacker_higher", ModifierSource::at_hex(attacker_hex, "height " + std::to_string(ha)), ah + " (height " + std::to_string(ha) + ") is higher than " + dh + " (height " +
                                 std::to_string(hd) + ")");
    const TerrainType& at = ctx.ruleset->terrain_type(map.terrain(attacker_hex));
    if (attribute_int(at.attributes, "assault_line", 0) < 0) add("attacker_in_stream", ModifierSource::at_hex(attacker_hex, at.name), "attacker in " + ah + " is " + at.name);
    if (marsh_disrupted) add("attacker_in_marsh", ModifierSource::at_hex(attacker_hex, at.name), "attacker in " + ah + " (" + at.name + ") is disrupted before the first round");
    if (const auto d = direction_to(defender_hex, attacker_hex)) {
      // TEC note l read literally (an option; D-8 applies the schedule's shift to any attacker):
      // through an abatis only USA units assaulting CSA units take its shift.
      const bool note_l_literal = ctx.option("abatis_assault_usa_vs_csa_only").value_or("false") == "true";
      const auto side_a = state.side_in(attacker_hex), side_d = state.side_in(defender_hex);
      const bool usa_vs_csa =
          side_a && side_d && state.side(*side_a).key == "usa" && state.side(*side_d).key == "csa";
      for (HexsideFeatureId fid : map.hexside_features(defender_hex, *d)) {
        const HexsideFeatureType& ft = ctx.ruleset->hexside_feature(fid);
        if (!ft.attributes.count("assault_line_defender_behind") || !map.sheltered_by_hexside(defender_hex, *d)) continue;
        if (note_l_literal && ft.attributes.count("assault_line_usa_vs_csa")) {
          if (!usa_vs_csa) {
            L.notes.push_back("\"" + ctx.tables.assault("defender_behind_cover").label + "\" does not apply: only USA units assaulting CSA units through the " + ft.name + " (TEC note l, option abatis_assault_usa_vs_csa_only)");
            continue;
          }
          const ModifierDef& def = ctx.tables.assault("defender_behind_cover");
          L.modifiers.push_back({def.id, ModifierOp::RowShift, attribute_int(ft.attributes, "assault_line_usa_vs_csa", def.value),
                                 ModifierSource::at_hexside(defender_hex, *d, ft.name), def.label, "fireline TEC note l",
                                 "USA units assaulting CSA units through the " + ft.name + " on hexside " + dh + "/" + ah + " (note l)"});
          break;
        }
        add("defender_behind_cover", ModifierSource::at_hexside(defender_hex, *d, ft.name), "defender behind the " + ft.name + " on hexside " + dh + "/" + ah + " (D-8)");
        break;  // D-8: once, however many features
      }
      const HexDirection facing = stack_facing(state, defender_hex);
      if (turn_distance(facing, *d) > ctx.options.front_half_width()) {
        const std::string why = "assaulted through its " + std::string(direction_name(*d)) + " hexside, facing " +
                                direction_name(facing);
        add("target_flanked", ModifierSource::at_hexside(defender_hex, *d, "flank hexside"), "defender in " + dh + " " + why);
        f.target_situation.flanked = why;
      }
    }
    if (charge) add("charge", ModifierSource::at_hex(attacker_hex, "charging stack"), "the stack in " + ah + " is charging");
  } else {
    f.target_situation.charging = "assaulting " + dh;
  }
  const ModifierDef& density = ctx.tables.assault("target_density");
  if (const int sp = stack_strength(state, f.target); sp >= density.min_sp)
    add("target_density", ModifierSource::at_hex(f.target, "stack of " + std::to_string(sp) + " SP"), th + " holds " + std::to_string(sp) + " SP (" + std::to_string(density.min_sp) + "+)");
  if (stack_status(state, f.firer) != UnitStatus::Good || (attacker_fires && marsh_disrupted))
    add("own_disrupted", ModifierSource::at_hex(f.firer, "disrupted stack"), "the stack in " + fh + " is disrupted");
  if (const auto ldrs = leaders_in(state, f.firer); !ldrs.empty())
    add("leader", ModifierSource::of_leader(ldrs.front(), f.firer), state.unit(ldrs.front()).name + " is in " + fh);

  order_positive_first(L.modifiers);
  if (L.modifiers.size() > 1) L.notes.push_back("positive shifts applied before negative ones (5.7)");
  f.final_row = shift_fire_line(ctx, f.base_row, L.modifiers, L.notes);
  L.final_row = ctx.tables.crt.rows[static_cast<std::size_t>(f.final_row)].label;
  return f;
}

}  // namespace hexfire::fireline
