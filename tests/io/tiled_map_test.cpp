// Tiled TMX maps read as Hexfire maps (engine/io/tiled/, docs/tiled.md): each stagger axis and
// index, each layer encoding, external and embedded tilesets, flip flags, tile-property and
// object-layer hexsides and roads. The fixtures are tests/fixtures/tiled/ (make_fixtures.py).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <string>
#include <utility>

#include "engine/io/ruleset_loader.hpp"
#include "engine/io/tiled/tiled_map.hpp"

namespace hexfire {
namespace {

const char* kFolder = "tests/fixtures/tiled";

const Ruleset& fireline() {
  static const RulesetLoad load = load_ruleset("assets/rules/fireline.xml");
  return *load.ruleset;
}

TiledMapLoad load(const std::string& name) { return load_tiled_map(kFolder, name, fireline()); }

TiledMap loaded(const std::string& name) {
  TiledMapLoad l = load(name);
  EXPECT_TRUE(l.map.has_value()) << name << ": " << l.unreadable << format_diagnostics(l.errors);
  return l.map.value_or(TiledMap{});
}

std::string terrain(const TiledMap& m, int col, int row) {
  const auto& t = m.terrain[static_cast<std::size_t>(row * m.width + col)];
  return t ? fireline().terrain_type(*t).id : "-";
}
int elevation(const TiledMap& m, int col, int row) {
  return m.elevation[static_cast<std::size_t>(row * m.width + col)].value_or(-100);
}

using Pair = std::pair<std::pair<int, int>, std::pair<int, int>>;
// The two hexes a hexside lies between, in offset coordinates, smaller first.
Pair hexes_of(const TiledHexside& s, OffsetLayout layout) {
  const OffsetCoord b = to_offset(neighbor(from_offset(s.at, layout), s.dir), layout);
  return std::minmax(std::make_pair(s.at.col, s.at.row), std::make_pair(b.col, b.row));
}
Pair hexes_of(const TiledRoad& r) {
  return std::minmax(std::make_pair(r.from.col, r.from.row), std::make_pair(r.to.col, r.to.row));
}

// The 4x3 cells every fixture map holds: clear, woods at elevation 1, marsh, elevation 2 alone.
void expect_test_cells(const TiledMap& m) {
  ASSERT_EQ(m.width, 4);
  ASSERT_EQ(m.height, 3);
  EXPECT_EQ(terrain(m, 0, 0), "clear");
  EXPECT_EQ(terrain(m, 1, 0), "woods");
  EXPECT_EQ(elevation(m, 1, 0), 1);
  EXPECT_EQ(terrain(m, 2, 0), "marsh");
  EXPECT_EQ(elevation(m, 2, 0), -100);
  EXPECT_EQ(terrain(m, 0, 1), "woods");
  EXPECT_EQ(terrain(m, 1, 2), "clear");
  EXPECT_EQ(terrain(m, 3, 2), "-");
  EXPECT_EQ(elevation(m, 3, 2), 2);
}

struct LayoutCase {
  const char* file;
  OffsetLayout layout;
  std::pair<int, int> lower_right;  // the hex Tiled puts at the lower right of (0,0)
};

class TiledLayouts : public ::testing::TestWithParam<LayoutCase> {};

TEST_P(TiledLayouts, StaggerGivesTheLayoutAndObjectsFindTheirHexes) {
  const LayoutCase c = GetParam();
  const TiledMap m = loaded(c.file);
  EXPECT_EQ(m.layout, c.layout) << layout_name(m.layout);
  expect_test_cells(m);
  const Pair edge = std::minmax(std::make_pair(0, 0), c.lower_right);
  ASSERT_EQ(m.hexsides.size(), 1u);
  EXPECT_EQ(hexes_of(m.hexsides[0], m.layout), edge);
  EXPECT_EQ(fireline().hexside_feature(m.hexsides[0].feature).id, "fence");
  ASSERT_EQ(m.roads.size(), 1u);
  EXPECT_EQ(hexes_of(m.roads[0]), edge);
}

INSTANTIATE_TEST_SUITE_P(EachStagger, TiledLayouts,
                         ::testing::Values(LayoutCase{"layout_x_odd.tmx", OffsetLayout::FlatOddQ, {1, 0}},
                                           LayoutCase{"layout_x_even.tmx", OffsetLayout::FlatEvenQ, {1, 1}},
                                           LayoutCase{"layout_y_odd.tmx", OffsetLayout::PointyOddR, {0, 1}},
                                           LayoutCase{"layout_y_even.tmx", OffsetLayout::PointyEvenR, {1, 1}}));

class TiledEncodings : public ::testing::TestWithParam<const char*> {};

TEST_P(TiledEncodings, EveryEncodingGivesTheSameCells) {
  const TiledMap m = loaded(GetParam());
  EXPECT_EQ(m.layout, OffsetLayout::FlatOddQ);
  expect_test_cells(m);
}

INSTANTIATE_TEST_SUITE_P(EachEncoding, TiledEncodings,
                         ::testing::Values("encoding_csv.tmx", "encoding_base64.tmx", "encoding_zlib.tmx",
                                           "encoding_gzip.tmx"));

TEST(TiledMap, FlipAndRotationFlagsAreMaskedOff) { expect_test_cells(loaded("flip_bits.tmx")); }

TEST(TiledMap, EmbeddedTilesetGivesTerrainHexsidesAndRoads) {
  const TiledMap m = loaded("embedded_tileset.tmx");
  EXPECT_EQ(terrain(m, 0, 0), "woods");
  std::set<std::pair<std::string, Pair>> sides, roads;
  for (const auto& s : m.hexsides) sides.insert({fireline().hexside_feature(s.feature).id, hexes_of(s, m.layout)});
  for (const auto& r : m.roads) roads.insert({fireline().road_type(r.type).id, hexes_of(r)});
  // The tile at column 1, row 1 (an odd column, half a hex lower): fence on its S side, stream
  // on its NE side, a road to its N neighbour and a railroad to its SE one.
  const std::set<std::pair<std::string, Pair>> want_sides = {{"fence", {{1, 1}, {1, 2}}}, {"stream", {{1, 1}, {2, 1}}}};
  const std::set<std::pair<std::string, Pair>> want_roads = {{"road", {{1, 0}, {1, 1}}}, {"railroad", {{1, 1}, {2, 2}}}};
  EXPECT_EQ(sides, want_sides);
  EXPECT_EQ(roads, want_roads);
}

TEST(TiledMap, PointyTopTilesNameTheirSidesAsDrawn) {
  const TiledMap m = loaded("pointy_tile_edges.tmx");
  ASSERT_EQ(m.hexsides.size(), 1u);
  ASSERT_EQ(m.roads.size(), 1u);
  // The tile at column 1, row 1: E is its neighbour in the same row to the right, W to the left.
  EXPECT_EQ(hexes_of(m.hexsides[0], m.layout), Pair({1, 1}, {2, 1}));
  EXPECT_EQ(hexes_of(m.roads[0]), Pair({0, 1}, {1, 1}));
}

TEST(TiledMap, ParsedFromTextReadsTheSameAsTheFile) {
  const std::string text =
      "<map orientation=\"hexagonal\" width=\"2\" height=\"1\" tilewidth=\"64\" tileheight=\"56\" "
      "hexsidelength=\"32\" staggeraxis=\"x\" staggerindex=\"odd\">"
      "<tileset firstgid=\"5\" source=\"test_terrain.tsx\"/>"
      "<layer width=\"2\" height=\"1\"><data encoding=\"csv\">6,0</data></layer></map>";
  const TiledMapLoad l = parse_tiled_map(text, std::string(kFolder) + "/inline.tmx", kFolder, fireline());
  ASSERT_TRUE(l.map) << format_diagnostics(l.errors);
  EXPECT_EQ(terrain(*l.map, 0, 0), "woods");
  EXPECT_EQ(terrain(*l.map, 1, 0), "-");
}

}  // namespace
}  // namespace hexfire
