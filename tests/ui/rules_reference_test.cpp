// The rules reference (issue 14, 5): T opens the Tables window with every table of the rule system
// and then the terrain effects chart of its ruleset, for each shipped system; F1's help has a
// page on the system in play.
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

#include "game/app/data_paths.hpp"
#include "game/ui/help_overlay.hpp"
#include "play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class RulesReferenceTest : public PlayScreenTest {
 protected:
  void expect_reference(const std::string& scenario) {
    start(scenario);
    key(SDLK_t);
    app->step();
    ASSERT_TRUE(play->tables_open());
    const ImGuiWindow* w = ImGui::FindWindowByName("Tables");
    ASSERT_NE(w, nullptr);
    EXPECT_TRUE(w->Active || w->WasActive);
    const std::vector<RulesTable> all = play->reference_tables();
    const std::vector<RulesTable> own = play->previews().tables();
    ASSERT_GT(all.size(), own.size());
    for (std::size_t i = 0; i < own.size(); ++i) EXPECT_EQ(all[i].id, own[i].id);
    EXPECT_EQ(all[own.size()].id, "tec_terrain");
    EXPECT_EQ(all[own.size()].row_labels.size(), play->match().state.ruleset().terrain.size());
    // Hexsides have their chart when the ruleset has any (fireline's fences and walls).
    const bool sides = std::any_of(all.begin(), all.end(), [](const RulesTable& t) { return t.id == "tec_hexsides"; });
    EXPECT_EQ(sides, !play->match().state.ruleset().hexside_features.empty());
    // Its F1 page is there for the system in play.
    EXPECT_FALSE(system_help_text(data_dir(), play->session().rules().id()).empty());
  }
};

TEST_F(RulesReferenceTest, FirelineTablesThenTheTerrainEffectsChart) { expect_reference("scenarios/fireline/crossroads.xml"); }

TEST_F(RulesReferenceTest, ColumnShiftTablesThenTheTerrainEffectsChart) {
  expect_reference("scenarios/column-shift/tutorial_ww1.xml");
}

TEST_F(RulesReferenceTest, VolleyTablesThenTheTerrainEffectsChart) {
  expect_reference("scenarios/volley/tutorial_volley.xml");
}

}  // namespace
}  // namespace hexfire::game::testing
