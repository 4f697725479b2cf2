// Strong integer IDs so a UnitId can never be passed where a SideId is expected.
#pragma once

#include <compare>
#include <cstdint>
#include <functional>

namespace hexfire {

template <typename Tag>
struct StrongId {
  std::uint32_t value = 0;

  constexpr StrongId() = default;
  constexpr explicit StrongId(std::uint32_t v) : value(v) {}
  constexpr auto operator<=>(const StrongId&) const = default;
};

using UnitId = StrongId<struct UnitTag>;
using SideId = StrongId<struct SideTag>;
using OrgId = StrongId<struct OrgTag>;
using TerrainId = StrongId<struct TerrainTag>;
using HexsideFeatureId = StrongId<struct HexsideFeatureTag>;
using MarkerId = StrongId<struct MarkerTag>;
using UnitTypeId = StrongId<struct UnitTypeTag>;

}  // namespace hexfire

template <typename Tag>
struct std::hash<hexfire::StrongId<Tag>> {
  std::size_t operator()(const hexfire::StrongId<Tag>& id) const noexcept {
    return std::hash<std::uint32_t>{}(id.value);
  }
};
