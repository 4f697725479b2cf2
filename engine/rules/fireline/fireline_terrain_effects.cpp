// Fireline's terrain effects for the hex inspector: the TEC's fire line shifts at a target in the
// hex (its cover or clear ground, the hexsides it shelters behind), its assault lines (an attacker
// in a stream, a defender behind a wall, the marsh that disrupts before the first round), from the
// same attributes and modifier schedule the fire and assault code read.
#include "engine/rules/fireline/fireline_preview.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/terrain_effects.hpp"

namespace hexfire::fireline {

namespace {

std::string line(const ModifierDef& d, const std::string& when = {}) {
  return modifier_effect_text(ModifierOp::RowShift, d.value) + ": " + d.label + (when.empty() ? "" : " (" + when + ")") +
         " [" + d.rule_ref + "]";
}

}  // namespace

std::vector<TerrainEffect> FirelinePreview::terrain_effects(const Match& m, Hex h, const std::vector<UnitId>& units) const {
  std::vector<TerrainEffect> out = chart_terrain_effects(m.state, h, units);
  const HexMap& map = m.state.map();
  if (!map.contains(h)) return out;
  const FirelineTables& t = ctx_.tables;
  const TerrainType& tt = m.state.ruleset().terrain_type(map.terrain(h));
  const int tec = attribute_int(tt.attributes, "fire_line", 0);
  if (tec < 0) out.push_back({"Fire at it", line(t.fire("target_cover"))});
  if (tt.clear || tec > 0) out.push_back({"Fire at it", line(t.fire("target_clear"), "not artillery at 2+ hexes")});
  for (int d = 0; d < 6; ++d) {
    const auto dir = static_cast<HexDirection>(d);
    for (HexsideFeatureId f : map.hexside_features(h, dir)) {
      const HexsideFeatureType& ft = m.state.ruleset().hexside_feature(f);
      const bool sheltered = map.sheltered_by_hexside(h, dir);
      const std::string side = std::string(direction_name(dir)) + " hexside, " + ft.name;
      if (attribute_int(ft.attributes, "fire_line_target_behind", 0) != 0 && sheltered)
        out.push_back({"Fire at it", line(t.fire("target_behind_cover"), "across the " + side)});
      if (ft.attributes.count("assault_line_defender_behind") && sheltered)
        out.push_back({"Assault it", line(t.assault("defender_behind_cover"), "across the " + side)});
    }
  }
  if (attribute_int(tt.attributes, "assault_line", 0) < 0)
    out.push_back({"Assault from it", line(t.assault("attacker_in_stream"), tt.name)});
  const auto disrupts = tt.attributes.find("assault_disrupts");
  if (disrupts != tt.attributes.end() && disrupts->second == "true")
    out.push_back({"Assault from it", t.assault("attacker_in_marsh").label + " [" + t.assault("attacker_in_marsh").rule_ref + "]"});
  return out;
}

}  // namespace hexfire::fireline
