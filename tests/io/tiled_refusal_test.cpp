// Tiled maps Hexfire cannot use are refused with the file, the line where there is one, and the
// reason; nothing crashes and nothing outside the scenario's folder is read.
#include <gtest/gtest.h>

#include <string>

#include "engine/io/ruleset_loader.hpp"
#include "engine/io/tiled/tiled_map.hpp"
#include "engine/io/tiled/tmx_layer_data.hpp"

namespace hexfire {
namespace {

const char* kFolder = "tests/fixtures/tiled";

const Ruleset& fireline() {
  static const RulesetLoad load = load_ruleset("assets/rules/fireline.xml");
  return *load.ruleset;
}

// The one error a refused fixture gives, as "file:line: message".
std::string refusal(const std::string& name) {
  const TiledMapLoad l = load_tiled_map(kFolder, name, fireline());
  EXPECT_FALSE(l.map.has_value()) << name;
  if (!l.unreadable.empty()) return l.unreadable;
  EXPECT_EQ(l.errors.size(), 1u) << format_diagnostics(l.errors);
  return l.errors.empty() ? "" : l.errors.front().to_string();
}

TEST(TiledRefusal, Isometric) {
  EXPECT_EQ(refusal("refused_isometric.tmx"),
            "tests/fixtures/tiled/refused_isometric.tmx:2: the map has orientation \"isometric\"; Hexfire reads only "
            "hexagonal maps (in Tiled: Map > Map Properties > Orientation: Hexagonal)");
}

TEST(TiledRefusal, OrthogonalAndStaggered) {
  EXPECT_NE(refusal("refused_orthogonal.tmx").find("orientation \"orthogonal\"; Hexfire reads only hexagonal maps"),
            std::string::npos);
  EXPECT_NE(refusal("refused_staggered.tmx").find("(a staggered map is isometric, not hexagonal)"), std::string::npos);
}

TEST(TiledRefusal, Infinite) {
  EXPECT_EQ(refusal("refused_infinite.tmx"),
            "tests/fixtures/tiled/refused_infinite.tmx:2: the map is infinite; Hexfire reads only fixed-size maps (in "
            "Tiled: untick Map Properties > Infinite)");
}

TEST(TiledRefusal, BadBase64) {
  EXPECT_EQ(refusal("refused_bad_base64.tmx"),
            "tests/fixtures/tiled/refused_bad_base64.tmx:5: layer 'ground': the base64 data has the character '*', "
            "which base64 does not use");
}

TEST(TiledRefusal, TruncatedZlib) {
  EXPECT_NE(refusal("refused_truncated_zlib.tmx").find(":5: layer 'ground': the zlib data is truncated"),
            std::string::npos);
}

TEST(TiledRefusal, WrongDataLength) {
  EXPECT_EQ(refusal("refused_wrong_length.tmx"),
            "tests/fixtures/tiled/refused_wrong_length.tmx:5: layer 'ground': the base64 data holds 44 bytes; the "
            "layer needs exactly 12 cells x 4 bytes = 48 bytes");
  EXPECT_NE(refusal("refused_too_long_gzip.tmx").find("the gzip data decompresses to more than the 12 cells x 4 bytes"),
            std::string::npos);
}

TEST(TiledRefusal, UnknownCompressionAndXmlTiles) {
  EXPECT_NE(refusal("refused_zstd.tmx").find("compression=\"zstd\" is not one Hexfire reads (none, zlib or gzip)"),
            std::string::npos);
  EXPECT_NE(refusal("refused_xml_tiles.tmx").find("set the map's Tile Layer Format to CSV or Base64"),
            std::string::npos);
}

TEST(TiledRefusal, MissingTileset) {
  EXPECT_NE(refusal("refused_missing_tileset.tmx")
                .find("refused_missing_tileset.tmx:3: tileset source=\"no_such_tileset.tsx\": cannot read "
                      "tests/fixtures/tiled/no_such_tileset.tsx"),
            std::string::npos);
}

TEST(TiledRefusal, TilesetsMayNotLeaveTheFolder) {
  EXPECT_NE(refusal("refused_tileset_escape.tmx")
                .find("tileset source=\"../../../assets/art/x.tsx\": '../../../assets/art/x.tsx' leads out of the "
                      "scenario's folder (tests/fixtures/tiled), refused"),
            std::string::npos);
  EXPECT_NE(refusal("refused_tileset_absolute.tmx").find("'/etc/hostname' is an absolute path, refused"),
            std::string::npos);
}

TEST(TiledRefusal, TheMapItselfMayNotLeaveTheFolder) {
  EXPECT_NE(refusal("../scenarios/good/x.tmx").find("leads out of the scenario's folder"), std::string::npos);
  EXPECT_NE(refusal("/tmp/x.tmx").find("is an absolute path, refused"), std::string::npos);
  EXPECT_NE(refusal("missing.tmx").find("cannot read tests/fixtures/tiled/missing.tmx"), std::string::npos);
}

TEST(TiledRefusal, UnknownTerrainAndMisspeltPropertiesSuggest) {
  const TiledMapLoad l = load_tiled_map(kFolder, "refused_bad_terrain.tmx", fireline());
  ASSERT_EQ(l.errors.size(), 2u) << format_diagnostics(l.errors);
  EXPECT_EQ(l.errors[0].to_string(),
            "tests/fixtures/tiled/refused_bad_terrain.tmx:4: tileset 'typo', tile 0: terrain 'wods' is not a terrain "
            "type of the fireline ruleset; did you mean 'woods'?");
  EXPECT_NE(l.errors[1].message.find("property 'elevaton' is not one Hexfire reads; did you mean 'elevation'?"),
            std::string::npos);
}

TEST(TiledRefusal, HexsidePolylineOffTheCorners) {
  EXPECT_NE(refusal("refused_off_edge.tmx")
                .find(":14: hexside object 1: the segment (10,10) to (30,40) is not one hex edge; put a point at "
                      "every hex corner"),
            std::string::npos);
}

// A 2x2 flat-top map with one hexside polyline along the bottom edge of hex (0,0).
std::string wall_map(const std::string& feature, const std::string& behind) {
  return "<map orientation=\"hexagonal\" width=\"2\" height=\"2\" tilewidth=\"64\" tileheight=\"56\" "
         "hexsidelength=\"32\" staggeraxis=\"x\" staggerindex=\"odd\">\n"
         "<layer width=\"2\" height=\"2\"><data encoding=\"csv\">0,0,0,0</data></layer>\n"
         "<objectgroup><object id=\"4\" type=\"hexside\" x=\"16\" y=\"56\"><properties>\n"
         "<property name=\"feature\" value=\"" + feature + "\"/>\n"
         "<property name=\"behind\" value=\"" + behind + "\"/>\n"
         "</properties><polyline points=\"0,0 32,0\"/></object></objectgroup></map>";
}

TEST(TiledRefusal, BehindOnlyForProtectedSidesAndOnlyLeftOrRight) {
  const TiledMapLoad slope = parse_tiled_map(wall_map("slope", "left"), "w.tmx", ".", fireline());
  ASSERT_EQ(slope.errors.size(), 1u);
  EXPECT_EQ(slope.errors[0].to_string(), "w.tmx:5: hexside object 4: behind=\"left\": a Slope has no protected side");
  const TiledMapLoad up = parse_tiled_map(wall_map("fence", "up"), "w.tmx", ".", fireline());
  ASSERT_EQ(up.errors.size(), 1u);
  EXPECT_NE(up.errors[0].message.find("must be left or right"), std::string::npos);
  // Walked west to east along the bottom of hex (0,0): (0,0) is on the left, (0,1) on the right.
  const TiledMapLoad right = parse_tiled_map(wall_map("fence", "right"), "w.tmx", ".", fireline());
  ASSERT_TRUE(right.map) << format_diagnostics(right.errors);
  ASSERT_EQ(right.map->hexsides.size(), 1u);
  const TiledHexside& s = right.map->hexsides[0];
  // Named from (0,1), whose N side it is: the hex across, (0,0), is in front of the fence.
  EXPECT_EQ(s.at, (OffsetCoord{0, 1}));
  EXPECT_EQ(s.dir, HexDirection::N);
  EXPECT_EQ(s.exposed, TiledExposed::Across);
}

TEST(TiledRefusal, HeaderNumbersCannotAskForHugeMaps) {
  const std::string text =
      "<map orientation=\"hexagonal\" width=\"1000\" height=\"1001\" tilewidth=\"64\" tileheight=\"56\" "
      "staggeraxis=\"x\" staggerindex=\"odd\"><layer><data encoding=\"csv\">1</data></layer></map>";
  const TiledMapLoad l = parse_tiled_map(text, "big.tmx", ".", fireline());
  ASSERT_EQ(l.errors.size(), 1u);
  EXPECT_EQ(l.errors[0].to_string(), "big.tmx:1: height=\"1001\" must be a whole number from 1 to 1000");
}

TEST(TiledLayerData, Base64AndCsvAreStrict) {
  std::string why;
  EXPECT_EQ(tiled::decode_base64("AQID", why), std::string("\x01\x02\x03"));
  EXPECT_EQ(tiled::decode_base64(" AQ==\n", why), std::string("\x01"));
  EXPECT_FALSE(tiled::decode_base64("AQI", why));
  EXPECT_NE(why.find("cut short"), std::string::npos);
  EXPECT_FALSE(tiled::decode_base64("AQ==AQID", why));
  EXPECT_NE(why.find("continues after its '=' padding"), std::string::npos);
  EXPECT_FALSE(tiled::decode_layer_data("1,2,", "csv", "", 2, why));
  EXPECT_NE(why.find("ends with a comma"), std::string::npos);
  EXPECT_FALSE(tiled::decode_layer_data("1,2,3", "csv", "", 2, why));
  EXPECT_NE(why.find("more than the 2 cells"), std::string::npos);
  EXPECT_FALSE(tiled::decode_layer_data("1,99999999999", "csv", "", 2, why));
  EXPECT_EQ(tiled::without_flip_bits(0xF0000007u), 7u);
}

}  // namespace
}  // namespace hexfire
