// Dense hex map storage (see hex_map.hpp).
#include "engine/map/hex_map.hpp"

#include <stdexcept>

namespace hexfire {

HexMap::HexMap(int width, int height, OffsetLayout layout, HexLabelFormat labels)
    : width_(width), height_(height), layout_(layout), labels_(labels) {
  if (width <= 0 || height <= 0 || width > kMaxSide || height > kMaxSide)
    throw std::invalid_argument("map size out of range: " + std::to_string(width) + "x" + std::to_string(height));
  cells_.resize(static_cast<std::size_t>(width) * static_cast<std::size_t>(height));
}

std::optional<std::size_t> HexMap::index_of_hex(Hex h) const {
  const OffsetCoord c = to_offset(h, layout_);
  if (c.col < 0 || c.row < 0 || c.col >= width_ || c.row >= height_) return std::nullopt;
  return static_cast<std::size_t>(c.col) * static_cast<std::size_t>(height_) + static_cast<std::size_t>(c.row);
}

HexMap::Cell& HexMap::cell(Hex h) {
  const auto i = index_of_hex(h);
  if (!i) throw std::out_of_range("hex " + to_string(h) + " is off the map");
  return cells_[*i];
}

const HexMap::Cell& HexMap::cell(Hex h) const {
  const auto i = index_of_hex(h);
  if (!i) throw std::out_of_range("hex " + to_string(h) + " is off the map");
  return cells_[*i];
}

std::optional<Hex> HexMap::parse_label(const std::string& text) const {
  const auto c = parse_hex_label(text, labels_);
  if (!c) return std::nullopt;
  const Hex h = hex_at(*c);
  if (!contains(h)) return std::nullopt;
  return h;
}

std::vector<Hex> HexMap::all_hexes() const {
  std::vector<Hex> out;
  out.reserve(cells_.size());
  for (int c = 0; c < width_; ++c)
    for (int r = 0; r < height_; ++r) out.push_back(hex_at({c, r}));
  return out;
}

bool HexMap::has_hexside_feature(Hex h, HexDirection d, HexsideFeatureId f) const {
  return (cell(h).hexsides[dir(d)] & bit(f.value)) != 0;
}

void HexMap::add_hexside_feature(Hex h, HexDirection d, HexsideFeatureId f) {
  cell(h).hexsides[dir(d)] |= bit(f.value);
  const Hex n = neighbor(h, d);
  if (contains(n)) cell(n).hexsides[dir(opposite(d))] |= bit(f.value);
}

void HexMap::remove_hexside_feature(Hex h, HexDirection d, HexsideFeatureId f) {
  cell(h).hexsides[dir(d)] &= ~bit(f.value);
  const Hex n = neighbor(h, d);
  if (contains(n)) cell(n).hexsides[dir(opposite(d))] &= ~bit(f.value);
}

void HexMap::set_hexside_exposed(Hex h, HexDirection d, bool exposed) {
  if (exposed) cell(h).exposed = static_cast<std::uint8_t>(cell(h).exposed | bit8(d));
  else cell(h).exposed = static_cast<std::uint8_t>(cell(h).exposed & ~bit8(d));
}

std::vector<HexsideFeatureId> HexMap::hexside_features(Hex h, HexDirection d) const {
  std::vector<HexsideFeatureId> out;
  const std::uint32_t mask = cell(h).hexsides[dir(d)];
  for (std::uint32_t i = 0; i < 32; ++i)
    if (mask & bit(i)) out.push_back(HexsideFeatureId{i});
  return out;
}

void HexMap::add_road(Hex a, Hex b, RoadTypeId type) {
  const auto d = direction_to(a, b);
  if (!d) throw std::invalid_argument("road between non-adjacent hexes " + to_string(a) + " and " + to_string(b));
  const auto m = static_cast<std::uint8_t>(1u << type.value);
  cell(a).roads[dir(*d)] |= m;
  cell(b).roads[dir(opposite(*d))] |= m;
}

bool HexMap::has_road(Hex a, Hex b, RoadTypeId type) const {
  const auto d = direction_to(a, b);
  return d && contains(a) && (cell(a).roads[dir(*d)] & (1u << type.value)) != 0;
}

std::vector<RoadTypeId> HexMap::roads_between(Hex a, Hex b) const {
  std::vector<RoadTypeId> out;
  const auto d = direction_to(a, b);
  if (!d || !contains(a)) return out;
  const std::uint8_t mask = cell(a).roads[dir(*d)];
  for (std::uint32_t i = 0; i < 8; ++i)
    if (mask & (1u << i)) out.push_back(RoadTypeId{i});
  return out;
}

std::vector<MarkerId> HexMap::markers(Hex h) const {
  std::vector<MarkerId> out;
  const std::uint32_t mask = cell(h).markers;
  for (std::uint32_t i = 0; i < 32; ++i)
    if (mask & bit(i)) out.push_back(MarkerId{i});
  return out;
}

}  // namespace hexfire
