// The fire line modifiers of 5.6, each derived from the map and the state with its reason.
#include <algorithm>
#include <string>

#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/mfz.hpp"

namespace hexfire::fireline {

namespace {

// Fire modifiers move the fire line by whole rows (5.6).
Modifier make(const ModifierDef& d, ModifierSource source, std::string reason) {
  return {d.id, ModifierOp::RowShift, d.value, std::move(source), d.label, d.rule_ref, std::move(reason)};
}

// The first feature on hexside (h, d) whose attribute `attr` is a non-zero shift.
const HexsideFeatureType* feature_with(const GameState& s, Hex h, HexDirection d, const char* attr) {
  for (HexsideFeatureId f : s.map().hexside_features(h, d)) {
    const HexsideFeatureType& t = s.ruleset().hexside_feature(f);
    if (attribute_int(t.attributes, attr, 0) != 0) return &t;
  }
  return nullptr;
}

std::optional<UnitId> first_tagged(const GameState& s, Hex h, UnitFlag tag) {
  for (UnitId id : combat_units(s, h))
    if (has_tag(s.unit(id), tag)) return id;
  return std::nullopt;
}

}  // namespace

void derive_fire_modifiers(const GameState& s, const FirelineContext& ctx, const FireAction& a, FirePlan& p) {
  const FirelineTables& t = ctx.tables;
  std::vector<Modifier>& out = p.ledger.modifiers;
  std::vector<std::string>& notes = p.ledger.notes;
  const HexMap& map = s.map();
  const std::string fh = hex_name(s, a.firer), th = hex_name(s, a.target);

  // Terrain of the target hex.
  const TerrainType& tt = s.ruleset().terrain_type(map.terrain(a.target));
  const int tec = attribute_int(tt.attributes, "fire_line", 0);
  if (tec < 0)
    out.push_back(make(t.fire("target_cover"), ModifierSource::at_hex(a.target, tt.name), "target hex " + th + " is " + tt.name));
  std::string clear_why;
  ModifierSource clear_source;
  if (tt.clear || tec > 0) {
    clear_why = "target hex " + th + " is " + tt.name;
    clear_source = ModifierSource::at_hex(a.target, tt.name);
  } else if (const auto who = first_tagged(s, a.target, kTagThoroughfare)) {
    clear_why = s.unit(*who).name + " is using a thoroughfare";
    clear_source = ModifierSource::of_unit(*who, a.target);
  }
  if (!clear_why.empty()) {
    if (p.artillery_fire && p.range >= 2)
      notes.push_back("\"" + t.fire("target_clear").label + "\" does not apply: artillery firing at " +
                      std::to_string(p.range) + " hexes (5.6, D-6)");
    else
      out.push_back(make(t.fire("target_clear"), clear_source, clear_why));
  }

  // Elevation: "Low Terrain" (5.6), the slope's and embankment's +1 of the TEC, "when firing
  // from an elevation into a non-elevation hex, only" (note j). An elevation hex is a crest hex
  // (the high side of a slope) or an embankment.
  const int fhgt = effective_height(s, a.firer), thgt = effective_height(s, a.target);
  const auto elevation_hex = [&s](Hex h) { return is_crest_hex(s, h) || is_embankment_hex(s, h); };
  if (thgt < fhgt && !elevation_hex(a.firer)) {
    notes.push_back("\"" + t.fire("target_lower").label + "\" does not apply: " + fh +
                    " is not an elevation hex (a crest or an embankment) (TEC note j)");
  } else if (thgt < fhgt && elevation_hex(a.target)) {
    notes.push_back("\"" + t.fire("target_lower").label + "\" does not apply: " + th +
                    " is itself an elevation hex (a crest or an embankment) (TEC note j)");
  } else if (thgt < fhgt) {
    const bool long_no_los = p.no_los_fire && p.range >= t.no_los.long_min_range;
    if (long_no_los)
      notes.push_back("\"" + t.fire("target_lower").label + "\" does not apply to artillery No-LoS fire at " +
                      std::to_string(p.range) + " hexes (5.6)");
    else
      out.push_back(make(t.fire("target_lower"), ModifierSource::at_hex(a.target, "height " + std::to_string(thgt)),
                         "target " + th + " at height " + std::to_string(thgt) +
                                                     ", firer " + fh + " at height " + std::to_string(fhgt)));
  }

  // Hexsides between the two stacks, on the line of fire. A line along a vertex meets two
  // hexsides at once; mirror-image situations must read the same, so (docs/rules/fireline.md,
  // "Lines along a vertex"): the target is behind cover if either hexside shelters it, flanked
  // only if both are flank hexsides, and the firer fires from behind cover if either does.
  const std::vector<HexDirection> in_dirs = bearings(a.target, a.firer);
  bool cover_found = false;
  for (HexDirection in_dir : in_dirs) {
    const auto* f = feature_with(s, a.target, in_dir, "fire_line_target_behind");
    if (!f || cover_found) continue;
    if (map.sheltered_by_hexside(a.target, in_dir)) {
      cover_found = true;
      out.push_back(make(t.fire("target_behind_cover"), ModifierSource::at_hexside(a.target, in_dir, f->name),
                         f->name + " on the " + direction_name(in_dir) + " hexside of " + th + ", towards the firer"));
    } else {
      notes.push_back("\"" + t.fire("target_behind_cover").label + "\" does not apply: " + th + " is in front of the " +
                      f->name + " on its " + direction_name(in_dir) + " hexside, not behind it (TEC note h)");
    }
  }
  if (cover_found)
    std::erase_if(notes, [&](const std::string& n) { return n.find("is in front of the") != std::string::npos; });
  // Facing: front = the facing hexside and its neighbours (flank_hexsides option).
  const HexDirection facing = stack_facing(s, a.target);
  const bool flanked = !in_dirs.empty() && std::all_of(in_dirs.begin(), in_dirs.end(), [&](HexDirection d) {
    return turn_distance(d, facing) > ctx.options.front_half_width();
  });
  if (flanked) {
    const HexDirection in_dir = in_dirs.front();
    std::string sides = direction_name(in_dir);
    if (in_dirs.size() > 1) sides += std::string("/") + direction_name(in_dirs.back()) + " vertex (both flank hexsides)";
    const std::string why = "fire enters " + th + " through its " + sides + " hexside; the stack faces " + direction_name(facing);
    out.push_back(make(t.fire("target_flanked"), ModifierSource::at_hexside(a.target, in_dir, "flank hexside"), why));
    p.target_situation.flanked = "fired on through its " + sides + " flank hexside from " + fh;
  } else if (in_dirs.size() > 1 && turn_distance(in_dirs.front(), facing) != turn_distance(in_dirs.back(), facing)) {
    notes.push_back("fire along the " + std::string(direction_name(in_dirs.front())) + "/" + direction_name(in_dirs.back()) +
                    " vertex of " + th + " touches a front hexside: not flanked");
  }
  bool firer_cover = false;
  for (HexDirection out_dir : bearings(a.firer, a.target)) {
    const auto* f = feature_with(s, a.firer, out_dir, "fire_line_firer_behind");
    if (!f || firer_cover) continue;
    if (map.sheltered_by_hexside(a.firer, out_dir)) {
      firer_cover = true;
      out.push_back(make(t.fire("firer_behind_cover"), ModifierSource::at_hexside(a.firer, out_dir, f->name),
                         "firer " + fh + " is behind the " + f->name + " on its " + direction_name(out_dir) +
                             " hexside, firing through it"));
    } else {
      notes.push_back("\"" + t.fire("firer_behind_cover").label + "\" does not apply: " + fh + " fires across the " +
                      f->name + " from its exposed side (TEC note h)");
    }
  }
  if (firer_cover)
    std::erase_if(notes, [&](const std::string& n) { return n.find("from its exposed side") != std::string::npos; });

  // Status of the target.
  const ModifierDef& advance = t.fire("target_advance");
  if (a.vs_advance)
    out.push_back(make(advance, ModifierSource::situation("declared advance fire"),
                       "declared as fire at a stack making advance movement or fire"));
  else if (a.vs_pre_assault)
    out.push_back(make(advance, ModifierSource::situation("declared pre-assault fire"), "declared as pre-assault fire"));
  else if (const auto who = first_tagged(s, a.target, kTagAdvancing))
    out.push_back(make(advance, ModifierSource::of_unit(*who, a.target), s.unit(*who).name + " is advancing"));
  else if (const auto who2 = first_tagged(s, a.target, kTagPreAssault))
    out.push_back(make(advance, ModifierSource::of_unit(*who2, a.target),
                       s.unit(*who2).name + " is making pre-assault movement"));
  if (const auto who = first_tagged(s, a.target, kTagCharging))
    out.push_back(make(t.fire("target_charging"), ModifierSource::of_unit(*who, a.target), s.unit(*who).name + " is charging"));
  bool any_small_arms = false;
  for (const auto& f : p.firers) any_small_arms = any_small_arms || is_small_arms(s, f.unit);
  if (any_small_arms && is_artillery_stack(s, a.target))
    out.push_back(make(t.fire("small_arms_vs_artillery"), ModifierSource::at_hex(a.target, "artillery stack"), "small arms firing at the artillery in " + th));
  const ModifierDef& density = t.fire("target_density");
  if (const int sp = stack_strength(s, a.target); sp >= density.min_sp)
    out.push_back(make(density, ModifierSource::at_hex(a.target, "stack of " + std::to_string(sp) + " SP"), th + " holds " + std::to_string(sp) + " SP (" + std::to_string(density.min_sp) + " or more)"));

  // Status of the firer.
  const UnitStatus fs = stack_status(s, a.firer);
  if (fs != UnitStatus::Good)
    out.push_back(make(t.fire("firer_disrupted"), ModifierSource::at_hex(a.firer, status_name(fs)), "the stack in " + fh + " is " + status_name(fs)));
  const auto marker = s.ruleset().find_marker(std::string(kAdvanceFireMarker));
  // The marker counts for the units that fire: a pick of units that have not moved fires
  // without it, though a unit that moved shares their hex.
  std::optional<UnitId> advanced;
  for (const FiringShare& f : p.firers)
    if (!advanced && has_tag(s.unit(f.unit), kTagAdvanceFire)) advanced = f.unit;
  if (advanced)
    out.push_back(make(t.fire("advance_fire_marker"), ModifierSource::of_unit(*advanced, a.firer),
                       s.unit(*advanced).name + " has an Advance Fire marker"));
  else if (marker && map.has_marker(a.firer, *marker))
    out.push_back(make(t.fire("advance_fire_marker"), ModifierSource::of_marker(a.firer, s.ruleset().marker(*marker).id),
                       fh + " has an Advance Fire marker"));
  if (p.artillery_fire && p.range == 1 && is_small_arms_stack(s, a.target))
    out.push_back(make(t.fire("artillery_vs_adjacent"), ModifierSource::at_hex(a.target, "adjacent small arms"), "artillery firing into the adjacent small-arms stack in " + th));

  // Scenario markers on the target hex that shift fire at it (e.g. entrenchments).
  for (MarkerId m : map.markers(a.target)) {
    const MarkerType& mt = s.ruleset().marker(m);
    const auto applies = mt.attributes.find("applies_to");
    const int v = attribute_int(mt.attributes, "fire_line", 0);
    // A marker the chart does not print acts only when its scenario turns its option on.
    if (const auto needs = mt.attributes.find("needs_option");
        needs != mt.attributes.end() && ctx.option(needs->second).value_or("false") != "true") {
      if (v != 0) notes.push_back("the " + mt.name + " marker in " + th + " has no effect: option " + needs->second + " is off (not on the chart)");
      continue;
    }
    if (v != 0 && applies != mt.attributes.end() && applies->second == "target")
      out.push_back({"marker:" + mt.id, ModifierOp::RowShift, v, ModifierSource::of_marker(a.target, mt.id),
                     "Target " + mt.name, "fireline.xml marker " + mt.id, th + " has a " + mt.name + " marker"});
  }
}

}  // namespace hexfire::fireline
