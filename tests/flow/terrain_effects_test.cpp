// The hex inspector's terrain effects through the seam (PreviewProvider::terrain_effects, issue
// 14, 3), for both shipped systems: moving in as the movement chart prices it, the sight through
// the hex, and each system's own fire and assault modifiers from its tables.
#include <algorithm>

#include "engine/rules/preview.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

std::optional<Hex> first_hex_of(const Match& m, const std::string& terrain) {
  for (Hex h : m.state.map().all_hexes())
    if (m.state.ruleset().terrain_type(m.state.map().terrain(h)).id == terrain) return h;
  return std::nullopt;
}

bool has(const std::vector<TerrainEffect>& es, const std::string& what, const std::string& part) {
  return std::any_of(es.begin(), es.end(),
                     [&](const TerrainEffect& e) { return e.what == what && e.effect.find(part) != std::string::npos; });
}

std::string all(const std::vector<TerrainEffect>& es) {
  std::string out;
  for (const TerrainEffect& e : es) out += e.what + ": " + e.effect + "\n";
  return out;
}

TEST(TerrainEffects, FirelineWoodsCoverTheTargetAndCostTheirMovement) {
  auto s = open_game(crossroads(), 1);
  ASSERT_TRUE(s);
  const Match& m = s->match();
  const auto woods = first_hex_of(m, "woods");
  ASSERT_TRUE(woods);
  const auto previews = make_preview_provider(s->rules());
  const auto es = previews->terrain_effects(m, *woods, {});
  EXPECT_TRUE(has(es, "Fire at it", "-1 row: Target in woods or marsh")) << all(es);
  EXPECT_TRUE(has(es, "Move in", "MP from")) << all(es);
  EXPECT_TRUE(has(es, "Line of sight", "blocked through it")) << all(es);
  const auto clear = first_hex_of(m, "clear");
  ASSERT_TRUE(clear);
  const auto open = previews->terrain_effects(m, *clear, {});
  EXPECT_TRUE(has(open, "Fire at it", "+1 row: Target in clear")) << all(open);
  EXPECT_TRUE(has(open, "Line of sight", "open through it")) << all(open);
}

TEST(TerrainEffects, FirelinePondIsProhibitedFromEverySide) {
  auto s = open_game(crossroads(), 1);
  ASSERT_TRUE(s);
  const auto pond = first_hex_of(s->match(), "pond");
  ASSERT_TRUE(pond);
  const auto es = make_preview_provider(s->rules())->terrain_effects(s->match(), *pond, {});
  EXPECT_TRUE(has(es, "Prohibited", "prohibited")) << all(es);
  EXPECT_FALSE(has(es, "Move in", "MP")) << all(es);
}

TEST(TerrainEffects, ColumnShiftWoodsAndTownShiftFireAndAssault) {
  auto s = open_game(repo_path("scenarios/column-shift/belleau_wood_1918.xml"), 1);
  ASSERT_TRUE(s);
  const Match& m = s->match();
  const auto previews = make_preview_provider(s->rules());
  const auto woods = first_hex_of(m, "woods");
  ASSERT_TRUE(woods);
  const auto es = previews->terrain_effects(m, *woods, {});
  EXPECT_TRUE(has(es, "Fire at it", "column")) << all(es);
  EXPECT_TRUE(has(es, "Move in", "MP from")) << all(es);
  const auto town = first_hex_of(m, "town");
  ASSERT_TRUE(town);
  EXPECT_TRUE(has(previews->terrain_effects(m, *town, {}), "Assault it", "column")) << all(previews->terrain_effects(m, *town, {}));
}

}  // namespace
}  // namespace hexfire::test
