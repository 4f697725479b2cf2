// The hex inspector lists the hovered hex's terrain effects for the selected stack (issue 14, 3),
// through real SDL events: hover without a selection (any unit), select a stack and hover again.
// The skirmish fixture: the 12th Ohio in the woods of 0305.
#include <algorithm>

#include "ui/play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class TerrainInspectorTest : public PlayScreenTest {};

TEST_F(TerrainInspectorTest, HoveringAHexListsItsTerrainEffectsForTheSelectedStack) {
  start("tests/fixtures/ui/play_skirmish.xml");
  const Match& m = play->match();
  side_to_act();
  // Nothing selected: the effects are for any unit.
  const std::vector<Hex> all = m.state.map().all_hexes();
  std::optional<Hex> woods;
  for (Hex h : all)
    if (!woods && m.state.ruleset().terrain_type(m.state.map().terrain(h)).id == "woods") woods = h;
  ASSERT_TRUE(woods);
  app->focus(*woods, 1.0);
  app->step();
  hover_at(*woods);
  ASSERT_TRUE(app->hex_panel().has_value());
  EXPECT_EQ(app->hex_panel()->effects_for, "any unit");
  // The 12th Ohio selected in 0305: they are for its stack.
  click_hex(hex("0305"));
  ASSERT_EQ(play->selected_hex(), hex("0305"));
  const Hex from = *play->selected_hex();
  app->focus(*woods, 1.0);
  app->step();
  hover_at(*woods);
  app->step();
  ASSERT_TRUE(app->hex_panel().has_value());
  const HexInfo& info = *app->hex_panel();
  const std::string unit = m.state.unit(m.state.stack_at(from).front()).name;
  EXPECT_EQ(info.effects_for.rfind(unit, 0), 0u) << info.effects_for;
  auto has = [&](const std::string& what, const std::string& part) {
    return std::any_of(info.effects.begin(), info.effects.end(),
                       [&](const auto& e) { return e.first == what && e.second.find(part) != std::string::npos; });
  };
  EXPECT_TRUE(has("Fire at it", "row")) << info.label;
  EXPECT_TRUE(has("Line of sight", "")) << info.label;
}

}  // namespace
}  // namespace hexfire::game::testing
