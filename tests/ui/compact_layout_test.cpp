// The play screen's layout at every window size and UI scale the issue names (issue 14, 4): at
// 1024x640, 1280x800 and 1920x1080, scales 0.75 to 2, on the two biggest scenarios, as a player
// starts the game: every panel inside the window and clear of the others, a mini-map of a useful
// size, and the units in play in view, under no panel. Where the window is short of room for the
// scale (compact), the panels read now and then start collapsed and open on a click.
#include <imgui.h>
#include <imgui_internal.h>

#include <string>
#include <vector>

#include "game/play/play_screen.hpp"
#include "game/ui/panel_board.hpp"
#include "game/ui/panel_dock.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

struct Pair {
  int w, h;
  float scale;
};

const std::vector<const char*> kPanels = {"##title", "##phase", "Stack", "Hex", "Mini-map", "Victory status", "Log"};

const ImGuiWindow* shown(const char* name) {
  const ImGuiWindow* w = ImGui::FindWindowByName(name);
  return w && w->Active ? w : nullptr;
}

bool overlap(const ImGuiWindow& a, const ImGuiWindow& b) {
  return a.Pos.x < b.Pos.x + b.Size.x && b.Pos.x < a.Pos.x + a.Size.x && a.Pos.y < b.Pos.y + b.Size.y &&
         b.Pos.y < a.Pos.y + a.Size.y;
}

std::string name_of(const Pair& p) {
  return std::to_string(p.w) + "x" + std::to_string(p.h) + " at " + std::to_string(p.scale);
}

class CompactLayoutTest : public ScreensTest, public ::testing::WithParamInterface<const char*> {
 protected:
  // Sized and scaled first, then started as from the picker: the camera frames the game's start.
  void start_at(const Pair& p) {
    stack->settings().ui_scale = p.scale;
    stack->apply_settings();
    SDL_SetWindowSize(app->window(), p.w, p.h);
    for (int i = 0; i < 2; ++i) app->step();
    ASSERT_TRUE(stack->start_game(std::string(HEXFIRE_SOURCE_DIR) + "/" + GetParam()));
    app->play()->set_confirm_end(false);
    // Auto-sized panels settle over a few frames (each docks below last frame's heights).
    for (int i = 0; i < 6; ++i) app->step();
  }
  void expect_units_in_view(const Pair& p, const std::string& where) {
    std::vector<const ImGuiWindow*> panels;
    for (const char* name : kPanels)
      if (const ImGuiWindow* w = shown(name)) panels.push_back(w);
    const Match& m = app->play()->match();
    // Where even the least zoom cannot hold them all between the panels (Seven Pines at 1024x640
    // and scale 2, fitted to 1.5: 683 x 427 logical pixels), the armies' middle is framed and most
    // of them show.
    const bool least_zoom = app->camera().zoom() <= Camera::kMinZoom + 1e-9;
    int units = 0, hidden_units = 0;
    // The side in control's (the opening view frames the side to act, play_opening_view.cpp).
    const auto side = m.flow.in_control ? m.flow.in_control : m.flow.active_side;
    for (const Unit& u : m.state.units()) {
      if (!u.position || u.eliminated || u.side != side) continue;
      ++units;
      const Vec2 c = app->hex_to_screen(*u.position);
      const auto x = static_cast<float>(c.x), y = static_cast<float>(c.y);
      bool hidden = x < 0 || y < 0 || x > static_cast<float>(p.w) || y > static_cast<float>(p.h);
      for (const ImGuiWindow* w : panels)
        hidden = hidden || (x >= w->Pos.x && x <= w->Pos.x + w->Size.x && y >= w->Pos.y && y <= w->Pos.y + w->Size.y);
      if (hidden && !least_zoom) ADD_FAILURE() << m.state.map().label(*u.position) << " out of view or under a panel, " << where;
      hidden_units += hidden ? 1 : 0;
    }
    EXPECT_GT(units, 0) << where;
    EXPECT_LE(hidden_units * 10, units) << "at the least zoom, nine units in ten show, " << where;
  }
};

const Pair kPairs[] = {{1024, 640, 0.75f}, {1024, 640, 1.0f}, {1024, 640, 1.5f}, {1024, 640, 2.0f},
                       {1280, 800, 0.75f}, {1280, 800, 1.0f}, {1280, 800, 1.5f}, {1280, 800, 2.0f},
                       {1920, 1080, 0.75f}, {1920, 1080, 1.0f}, {1920, 1080, 1.5f}, {1920, 1080, 2.0f}};

TEST_P(CompactLayoutTest, PanelsFitApartAndTheUnitsInPlayShowAtEverySizeAndScale) {
  for (const Pair& p : kPairs) {
    start_at(p);
    const std::string where = name_of(p);
    // As the game opens: every unit of the side to act in the window and under no panel.
    expect_units_in_view(p, where);
    // A stack selected (N) shows the Stack panel too.
    key(SDLK_n);
    for (int i = 0; i < 4; ++i) app->step();
    std::vector<const ImGuiWindow*> panels;
    for (const char* name : kPanels) {
      const ImGuiWindow* w = shown(name);
      ASSERT_NE(w, nullptr) << name << " " << where;
      panels.push_back(w);
      EXPECT_GE(w->Pos.x, -0.5f) << name << " " << where;
      EXPECT_GE(w->Pos.y, -0.5f) << name << " " << where;
      EXPECT_LE(w->Pos.x + w->Size.x, static_cast<float>(p.w) + 0.5f) << name << " " << where;
      EXPECT_LE(w->Pos.y + w->Size.y, static_cast<float>(p.h) + 0.5f) << name << " " << where;
    }
    for (std::size_t i = 0; i < panels.size(); ++i)
      for (std::size_t j = i + 1; j < panels.size(); ++j)
        EXPECT_FALSE(overlap(*panels[i], *panels[j])) << kPanels[i] << " over " << kPanels[j] << " " << where;

    // The mini-map whole (no scrollbar) and no thumbnail: at least 90 pixels of map.
    const ImGuiWindow* minimap = shown("Mini-map");
    EXPECT_FALSE(minimap->ScrollbarY) << where;
    EXPECT_FALSE(minimap->ScrollbarX) << where;
    EXPECT_GE(minimap->Size.y - minimap->TitleBarHeight(), 90.0f) << where;

    // Compact exactly where the window is short of room for the scale; then the victory status
    // and the log start collapsed.
    const PanelDock dock = dock_panels(static_cast<float>(p.w), static_cast<float>(p.h), ImGui::GetIO().FontGlobalScale, {});
    EXPECT_EQ(shown("Victory status")->Collapsed, dock.compact) << where;
    EXPECT_EQ(shown("Log")->Collapsed, dock.compact) << where;
    stack->to_main_menu();
  }
}

INSTANTIATE_TEST_SUITE_P(BiggestScenarios, CompactLayoutTest,
                         ::testing::Values("scenarios/fireline/seven_pines.xml", "scenarios/column-shift/carentan_1944.xml"));

TEST_F(ScreensTest, ACollapsedPanelOpensOnAClickAndTheLayoutFollowsAResize) {
  stack->settings().ui_scale = 1.5f;
  stack->apply_settings();
  SDL_SetWindowSize(app->window(), 1024, 640);
  app->step();
  ASSERT_TRUE(stack->start_game(std::string(HEXFIRE_SOURCE_DIR) + "/scenarios/fireline/seven_pines.xml"));
  for (int i = 0; i < 6; ++i) app->step();
  const ImGuiWindow* victory = shown("Victory status");
  ASSERT_NE(victory, nullptr);
  ASSERT_TRUE(victory->Collapsed);
  // The arrow at the left of its title bar opens it, and it stays inside the window, clear of the mini-map.
  const ImGuiStyle& style = ImGui::GetStyle();
  click_at({victory->Pos.x + style.FramePadding.x + ImGui::GetFontSize() * 0.5f, victory->Pos.y + victory->TitleBarHeight() * 0.5f});
  for (int i = 0; i < 6; ++i) app->step();
  EXPECT_FALSE(victory->Collapsed);
  EXPECT_LE(victory->Pos.y + victory->Size.y, 640.5f);
  EXPECT_FALSE(overlap(*victory, *shown("Mini-map")));
  EXPECT_FALSE(overlap(*victory, *shown("Hex")));
  // A larger window leaves compact: the log opens again.
  SDL_SetWindowSize(app->window(), 1920, 1080);
  for (int i = 0; i < 6; ++i) app->step();
  EXPECT_FALSE(shown("Log")->Collapsed);
}

}  // namespace
}  // namespace hexfire::game::testing
