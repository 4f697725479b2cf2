// The move animation on the play screen: a moved stack's counters slide hex by hex along the path
// it took, about 6 frames a hex, while the game state already holds the final position; the
// counters are drawn on the way (not at their new hex) and end drawn on it.
#include <algorithm>
#include <cmath>

#include "game/render/counter_renderer.hpp"
#include "play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

constexpr const char* kSkirmish = "tests/fixtures/ui/play_skirmish.xml";

double gap(Vec2 a, Vec2 b) { return std::hypot(a.x - b.x, a.y - b.y); }

class AnimationTest : public PlayScreenTest {
 protected:
  // Ends activations through the intent (not the key) until the Union brigade acts.
  void let_union_act() {
    for (int i = 0; i < 4 && (in_control() != "Union" || play->match().flow.phase != "activation"); ++i)
      ASSERT_TRUE(play->end_activation()) << play->message();
    ASSERT_EQ(in_control(), "Union");
  }
  // The reachable hex farthest along a path with no check on the way, so the move cannot stop early.
  ReachableHex longest_safe_move() const {
    ReachableHex best;
    for (const ReachableHex& r : play->reach())
      if (r.risks == 0 && r.path.size() > best.path.size()) best = r;
    return best;
  }
  // The colour at `p` of the frame drawn last (app->frame(), not yet presented).
  SDL_Color pixel(Vec2 p) {
    SDL_Color c{};
    const SDL_Rect px{static_cast<int>(p.x), static_cast<int>(p.y), 1, 1};
    EXPECT_EQ(SDL_RenderReadPixels(app->renderer(), &px, SDL_PIXELFORMAT_RGBA32, &c, 4), 0) << SDL_GetError();
    return c;
  }
  // Draws one frame (the animation advances once) and reads the colour at `p` in it.
  SDL_Color drawn_at(Vec2 p) {
    app->frame();
    const SDL_Color c = pixel(p);
    SDL_RenderPresent(app->renderer());
    return c;
  }
  // A point on the counter's plain face beside the unit symbol, for a counter centred at `c`.
  Vec2 face_point(Vec2 c) const { return c + Vec2{-0.45 * app->layout().size() * app->camera().zoom(), 0}; }
};

bool near_color(SDL_Color a, SDL_Color b) {
  return std::abs(a.r - b.r) < 40 && std::abs(a.g - b.g) < 40 && std::abs(a.b - b.b) < 40;
}

TEST_F(AnimationTest, AMoveSlidesHexByHexForSixFramesAHexAndEndsDrawnOnItsHex) {
  start(kSkirmish);
  let_union_act();
  const Hex from = hex("0605");
  click_hex(from);
  ASSERT_EQ(play->selected_hex(), from);
  const UnitId unit = play->match().state.stack_at(from).back();
  const ReachableHex target = longest_safe_move();
  ASSERT_GE(target.path.size(), 2u) << "the fixture should let 0605 walk two hexes without a check";

  play->click(target.hex);
  // The state is final at once; only the drawing follows the path.
  ASSERT_EQ(play->match().state.unit(unit).position, target.hex) << play->message();
  ASSERT_TRUE(play->animating());
  const int hexes = static_cast<int>(target.path.size());
  const int expected = std::min(hexes * CounterMotion::kFramesPerHex, CounterMotion::kMaxFrames);
  EXPECT_EQ(play->motion().total_frames(), expected);
  ASSERT_TRUE(play->animated_unit_position(unit).has_value());
  EXPECT_LT(gap(*play->animated_unit_position(unit), app->hex_to_screen(from)), 0.5);  // frame 0: still at the start

  // Each hex of the path is passed in order, one every kFramesPerHex frames, halfway between
  // hexes in the middle of a step.
  std::vector<Hex> path{from};
  path.insert(path.end(), target.path.begin(), target.path.end());
  const int per_hex = expected / hexes;
  int frames = 0;
  for (std::size_t k = 1; k < path.size(); ++k) {
    for (int f = 0; f < per_hex; ++f) {
      app->step();
      ++frames;
      if (f == per_hex / 2 - 1 && play->animating()) {
        const Vec2 mid = (app->hex_to_screen(path[k - 1]) + app->hex_to_screen(path[k])) * 0.5;
        EXPECT_LT(gap(*play->animated_unit_position(unit), mid), 1.0) << "hex " << k;
      }
    }
    if (k + 1 < path.size()) {
      EXPECT_LT(gap(*play->animated_unit_position(unit), app->hex_to_screen(path[k])), 0.5) << "hex " << k;
      EXPECT_TRUE(play->animating());
    }
  }
  EXPECT_EQ(frames, expected);
  EXPECT_FALSE(play->animating());
  ASSERT_TRUE(play->animated_unit_position(unit).has_value());
  EXPECT_LT(gap(*play->animated_unit_position(unit), app->hex_to_screen(target.hex)), 0.5);
}

TEST_F(AnimationTest, TheCounterIsDrawnOnTheWayNotAtItsNewHexUntilItArrives) {
  start(kSkirmish);
  let_union_act();
  const Hex from = hex("0605");
  click_hex(from);
  const UnitId unit = play->match().state.stack_at(from).back();
  const SDL_Color side = counter_face(play->match().state, unit).side_color;
  const ReachableHex target = longest_safe_move();
  ASSERT_GE(target.path.size(), 2u);
  const Vec2 at_end = face_point(app->hex_to_screen(target.hex));
  const SDL_Color ground = drawn_at(at_end);
  ASSERT_FALSE(near_color(ground, side)) << "the destination hex should be bare before the move";

  play->click(target.hex);
  // Half a hex along: the counter is where the animation says, and its new hex is still bare.
  for (int f = 1; f < CounterMotion::kFramesPerHex / 2; ++f) app->step();
  app->frame();
  ASSERT_TRUE(play->animating());
  const Vec2 on_the_way = face_point(*play->animated_unit_position(unit));
  EXPECT_GT(gap(on_the_way, at_end), app->layout().size());
  EXPECT_TRUE(near_color(pixel(on_the_way), side));
  EXPECT_FALSE(near_color(pixel(at_end), side));
  SDL_RenderPresent(app->renderer());
  while (play->animating()) app->step();
  // Where the hex is now: a reaction prompt on arrival may move the map to keep its stacks clear
  // of the preview windows.
  EXPECT_TRUE(near_color(drawn_at(face_point(app->hex_to_screen(target.hex))), side));
}

TEST_F(AnimationTest, AStraggleAnswerSlidesOnFromWhereTheStackWaited) {
  start(kSkirmish);
  let_union_act();
  click_hex(hex("0305"));
  const UnitId ohio = play->match().state.stack_at(hex("0305")).back();
  // This fixture's dice fail the straggle check leaving the woods: the stack never left 0305.
  play->click(hex("0304"));
  ASSERT_TRUE(play->pending_prompt().has_value());
  ASSERT_EQ(play->pending_prompt()->id, "straggle");
  EXPECT_FALSE(play->animating());
  EXPECT_EQ(play->match().state.unit(ohio).position, hex("0305"));

  ASSERT_TRUE(play->answer_prompt(0));  // take the O hit and go on
  ASSERT_EQ(play->match().state.unit(ohio).position, hex("0304"));
  EXPECT_EQ(play->motion().total_frames(), CounterMotion::kFramesPerHex);  // the one hex left
  int frames = 0;
  while (play->animating() && frames < 100) {
    app->step();
    ++frames;
  }
  EXPECT_EQ(frames, CounterMotion::kFramesPerHex);
  EXPECT_LT(gap(*play->animated_unit_position(ohio), app->hex_to_screen(hex("0304"))), 0.5);
}

TEST_F(AnimationTest, ANewCommandEndsTheSlideAtOnce) {
  start(kSkirmish);
  let_union_act();
  click_hex(hex("0605"));
  const UnitId unit = play->match().state.stack_at(hex("0605")).back();
  const ReachableHex target = longest_safe_move();
  ASSERT_FALSE(target.path.empty());
  play->click(target.hex);
  app->step();
  ASSERT_TRUE(play->animating());
  // The move into the enemy's fire zone asks the Confederate player about reaction fire:
  // passing is a command that moves nobody.
  const auto prompt = play->pending_prompt();
  ASSERT_TRUE(prompt.has_value());
  ASSERT_EQ(prompt->options.back(), "Pass (no fire)");
  ASSERT_TRUE(play->answer_prompt(prompt->options.size() - 1)) << play->message();
  EXPECT_FALSE(play->animating());
  EXPECT_LT(gap(*play->animated_unit_position(unit), app->hex_to_screen(target.hex)), 0.5);
}

}  // namespace
}  // namespace hexfire::game::testing
