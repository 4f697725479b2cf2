// The tables window keeps clear of the action: it opens away from the target hex, moves out of
// the way of the dice after a roll, and stays where the player dragged it.
#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

#include "play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

constexpr const char* kSkirmish = "tests/fixtures/ui/play_skirmish.xml";

struct Box {
  double x0, y0, x1, y1;
};

bool overlaps(const Box& a, const Box& b) { return a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1; }

class TablesPlacementTest : public PlayScreenTest {
 protected:
  void let_union_act() {
    for (int i = 0; i < 4 && (in_control() != "Union" || play->match().flow.phase != "activation"); ++i)
      ASSERT_TRUE(play->end_activation()) << play->message();
    ASSERT_EQ(in_control(), "Union");
  }
  // The Union stack in 0605 aims at the Confederate one in 0603, with the target put where the
  // tables window opens by default (the upper right of the screen).
  void aim_from_0605_at_0603() {
    click_hex(hex("0605"));
    key(SDLK_f);
    app->camera().pan_by(Vec2{1050, 250} - app->hex_to_screen(hex("0603")));
    click_in_view(hex("0603"));
    ASSERT_EQ(play->target(), hex("0603"));
    ASSERT_TRUE(play->action_preview() && play->action_preview()->legal) << play->action_preview()->error;
  }
  Box window_box() const {
    const ImGuiWindow* w = ImGui::FindWindowByName("Tables");
    EXPECT_NE(w, nullptr);
    if (!w) return {};
    return {w->Pos.x, w->Pos.y, w->Pos.x + w->Size.x, w->Pos.y + w->Size.y};
  }
  Box hex_box(Hex h) const {
    const Vec2 c = app->hex_to_screen(h);
    const double r = app->layout().size() * app->camera().zoom();
    return {c.x - r, c.y - r, c.x + r, c.y + r};
  }
  // The target hex and the dice beside it, as the dice overlay lays them out (one d10 here).
  Box target_and_dice(Hex h) const {
    Box b = hex_box(h);
    const double r = app->layout().size() * app->camera().zoom();
    b.x1 += r * 0.95 + std::max(22.0, r * 0.55) + 6;
    return b;
  }
};

TEST_F(TablesPlacementTest, OpensClearOfTheTargetAndMovesClearOfTheDiceAfterARoll) {
  start(kSkirmish);
  let_union_act();
  aim_from_0605_at_0603();
  // Where the window would go with nothing to avoid covers the target: the test means something.
  const TablesSpot usual = tables_window_spot(ImVec2(470, 420), kWidth, kHeight, std::nullopt);
  ASSERT_TRUE(overlaps({usual.pos.x, usual.pos.y, usual.pos.x + usual.size.x, usual.pos.y + usual.size.y},
                       hex_box(hex("0603"))));

  key(SDLK_t);
  ASSERT_TRUE(play->tables_open());
  app->step();
  EXPECT_FALSE(overlaps(window_box(), hex_box(hex("0603"))));

  key(SDLK_RETURN);  // roll
  ASSERT_TRUE(play->last_resolution().has_value());
  ASSERT_TRUE(play->animating());
  app->step();
  EXPECT_FALSE(overlaps(window_box(), target_and_dice(hex("0603"))));
}

TEST_F(TablesPlacementTest, AWindowThePlayerDraggedStaysWhereTheyPutIt) {
  start(kSkirmish);
  let_union_act();
  aim_from_0605_at_0603();
  key(SDLK_t);
  app->step();
  const Box placed = window_box();
  // The player drags it 40 px left and 30 px down. (A drag needs the mouse button held over
  // several frames, which synthesized SDL events cannot do through the SDL2 backend of 1.86:
  // it reads held buttons from the real mouse. Moving the window is what the drag does.)
  ImGui::SetWindowPos("Tables", ImVec2(static_cast<float>(placed.x0 - 40), static_cast<float>(placed.y0 + 30)));
  app->step();
  const Box dragged = window_box();
  ASSERT_NEAR(dragged.x0, placed.x0 - 40, 1.0);
  ASSERT_NEAR(dragged.y0, placed.y0 + 30, 1.0);

  ASSERT_TRUE(play->confirm_action());  // a roll no longer moves it
  app->step();
  app->step();
  EXPECT_NEAR(window_box().x0, dragged.x0, 1.0);
  EXPECT_NEAR(window_box().y0, dragged.y0, 1.0);
}

}  // namespace
}  // namespace hexfire::game::testing
