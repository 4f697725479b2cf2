// The scenario's objectives where the eye is: a badge with the VP beside the counters, ringed in
// the holder's colour, and the objective named in the hex inspector with its holder.
#include "play_fixture.hpp"
#include "game/render/color.hpp"
#include "game/ui/hex_info.hpp"

namespace hexfire::game::testing {
namespace {

SDL_Color read_pixel(GameApp& app, Vec2 p) {
  SDL_Color c{};
  const SDL_Rect px{static_cast<int>(p.x), static_cast<int>(p.y), 1, 1};
  EXPECT_EQ(SDL_RenderReadPixels(app.renderer(), &px, SDL_PIXELFORMAT_RGBA32, &c, 4), 0) << SDL_GetError();
  return c;
}

bool near(SDL_Color a, SDL_Color b) { return std::abs(a.r - b.r) < 30 && std::abs(a.g - b.g) < 30 && std::abs(a.b - b.b) < 30; }

TEST_F(PlayScreenTest, EachObjectiveIsABadgeRingedInItsHoldersColour) {
  start("scenarios/fireline/crossroads.xml");  // the crossroads, 0807, 4 VP, held by the Confederates
  const Hex h = hex("0807");
  app->focus(h, 1.5);
  app->frame();
  const double r = app->layout().size() * app->camera().zoom();
  const double rad = std::max(9.0, r * 0.19);
  const Vec2 badge = app->hex_to_screen(h) + Vec2{-0.8 * r, 0};  // flat-top: the hex's left corner
  const GameState& st = play->match().state;
  const SDL_Color holder = color_or(st.side(*st.find_side("csa")).color, SDL_Color{});
  EXPECT_TRUE(near(read_pixel(*app, badge + Vec2{0, rad * 0.9}), holder)) << "the ring";
  EXPECT_TRUE(near(read_pixel(*app, badge + Vec2{0, rad * 0.62}), SDL_Color{250, 236, 170, 255})) << "the face";
  SDL_RenderPresent(app->renderer());
  // A hex that is no objective has no badge there.
  const Hex plain = hex("0505");
  app->focus(plain, 1.5);
  app->frame();
  EXPECT_FALSE(near(read_pixel(*app, app->hex_to_screen(plain) + Vec2{-0.8 * r, rad * 0.62}), SDL_Color{250, 236, 170, 255}));
  SDL_RenderPresent(app->renderer());
}

TEST_F(PlayScreenTest, TheHexInspectorNamesTheObjectiveAndItsHolder) {
  start("scenarios/fireline/crossroads.xml");
  const Match& m = play->match();
  const HexInfo info = describe_hex(m.state, hex("0807"), &m.info.victory);
  ASSERT_EQ(info.objectives.size(), 1u);
  EXPECT_EQ(info.objectives[0], "The crossroads: 4 VP, held by Confederate");
  EXPECT_TRUE(describe_hex(m.state, hex("0505"), &m.info.victory).objectives.empty());
  EXPECT_TRUE(describe_hex(m.state, hex("0807")).objectives.empty());  // no conditions given
}

}  // namespace
}  // namespace hexfire::game::testing
