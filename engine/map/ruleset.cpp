// Look-ups of ruleset definitions by their text id.
#include "engine/map/ruleset.hpp"

namespace hexfire {
namespace {

template <typename Id, typename Vec>
std::optional<Id> find_by_id(const Vec& v, const std::string& id) {
  for (std::size_t i = 0; i < v.size(); ++i)
    if (v[i].id == id) return Id{static_cast<std::uint32_t>(i)};
  return std::nullopt;
}

}  // namespace

std::optional<TerrainId> Ruleset::find_terrain(const std::string& id) const {
  return find_by_id<TerrainId>(terrain, id);
}
std::optional<HexsideFeatureId> Ruleset::find_hexside_feature(const std::string& id) const {
  return find_by_id<HexsideFeatureId>(hexside_features, id);
}
std::optional<RoadTypeId> Ruleset::find_road_type(const std::string& id) const {
  return find_by_id<RoadTypeId>(road_types, id);
}
std::optional<MarkerId> Ruleset::find_marker(const std::string& id) const {
  return find_by_id<MarkerId>(markers, id);
}
std::optional<UnitClassId> Ruleset::find_unit_class(const std::string& id) const {
  return find_by_id<UnitClassId>(unit_classes, id);
}

}  // namespace hexfire
