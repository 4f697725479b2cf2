// The mini-map (issue 14, 3) through real SDL events on Seven Pines: it marks every stack, a click
// on it centres the view there, and dragging across it carries the view along.
#include <imgui.h>
#include <imgui_internal.h>

#include "game/play/play_screen.hpp"
#include "game/render/counter_renderer.hpp"
#include "game/ui/minimap_panel.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class MiniMapTest : public ScreensTest {
 protected:
  const ImGuiWindow* start() {
    EXPECT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/fireline/seven_pines.xml"));
    for (int i = 0; i < 4; ++i) app->step();
    // Zoomed in on the middle of the map, so the view has somewhere to go.
    const std::vector<Hex> all = app->play()->match().state.map().all_hexes();
    app->focus(all[all.size() / 2], 2.0);
    for (int i = 0; i < 2; ++i) app->step();
    const ImGuiWindow* w = ImGui::FindWindowByName("Mini-map");
    return w && w->Active ? w : nullptr;
  }
  // The centre of the view in world pixels.
  Vec2 view_centre() const { return app->camera().screen_to_world(app->viewport() * 0.5); }
};

TEST_F(MiniMapTest, ItMarksEveryStack) {
  ASSERT_NE(start(), nullptr);
  const GameState& s = app->play()->match().state;
  std::size_t stacks = 0;
  for (Hex h : s.map().all_hexes()) stacks += visible_stack(s, h).empty() ? 0 : 1;
  EXPECT_GT(stacks, 0u);
  EXPECT_EQ(minimap_dots(s, app->layout()).size(), stacks);
}

TEST_F(MiniMapTest, AClickCentresTheViewAndADragCarriesIt) {
  const ImGuiWindow* w = start();
  ASSERT_NE(w, nullptr);
  const ImRect inner = w->InnerRect;
  const Vec2 before = view_centre();
  // The picture's lower right, then its upper left: the view goes there.
  const Vec2 low_right{inner.Min.x + inner.GetWidth() * 0.8, inner.Min.y + inner.GetHeight() * 0.8};
  click_at(low_right);
  const Vec2 clicked = view_centre();
  EXPECT_GT(clicked.x, before.x - 1) << "a click right of the view moves it right";
  EXPECT_NE(clicked.x, before.x);
  const Vec2 up_left{inner.Min.x + inner.GetWidth() * 0.2, inner.Min.y + inner.GetHeight() * 0.2};
  move_mouse(low_right);
  app->step();
  button(SDL_MOUSEBUTTONDOWN, low_right);
  app->step();
  for (int i = 1; i <= 4; ++i) {
    push(mouse_motion_event(low_right + (up_left - low_right) * (i / 4.0), SDL_BUTTON_LMASK));
    app->step();
  }
  const Vec2 dragged = view_centre();
  button(SDL_MOUSEBUTTONUP, up_left);
  app->step();
  EXPECT_LT(dragged.x, clicked.x);
  EXPECT_LT(dragged.y, clicked.y);
}

}  // namespace
}  // namespace hexfire::game::testing
