// Volley's reach for the computer opponent (VolleySystem::ai_reach) once a side is done with the
// movement phase: its units move no more this turn, whatever points they left unspent.
#include <gtest/gtest.h>

#include <string>

#include "engine/ai/choose_command.hpp"
#include "engine/ai/evaluate.hpp"
#include "flow/flow_helpers.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The 20th Maine (0102) and the 7th Louisiana (1202), both ordered to move, far out of each
// other's range; the Confederates' farm (0402) is empty, three hexes from the Maine men.
std::unique_ptr<GameSession> both_ordered_to_move() {
  VolleyStrip v;
  v.title = "AI reach after done";
  v.usa = R"(<unit name="20th Maine" type="inf" at="0102" facing="SE" figures="16" stands="4" quality="veteran"/>)";
  v.csa = R"(<unit name="7th Louisiana" type="inf" at="1202" facing="NE" figures="18" stands="4" quality="elite"/>)";
  v.rest = R"(<victory><objective name="Miller's farm" at="0402" points="5" owner="csa"/></victory>)";
  SessionOpen o = GameSession::open_text({"strip.xml", rules_dir(), std::nullopt, {}}, volley_strip_text(v), "strip.xml");
  EXPECT_TRUE(o.session) << o.error;
  if (!o.session) return nullptr;
  GameSession& s = *o.session;
  EXPECT_TRUE(s.submit(cmd("usa order 0102 move")).ok);
  EXPECT_TRUE(s.submit(cmd("usa done")).ok);
  EXPECT_TRUE(s.submit(cmd("csa order 1202 move")).ok);
  // Every phase before the movement passed with done.
  for (int i = 0; i < 40 && s.match().flow.phase != "movement"; ++i) {
    const auto side = ai::side_to_act(s.rules(), s.match());
    if (!side) break;
    EXPECT_TRUE(s.submit(cmd(s.match().state.side(*side).key + " done")).ok);
  }
  return std::move(o.session);
}

TEST(AiVolleyReach, ASideDoneWithTheMovementPhaseReachesNoNearer) {
  auto game = both_ordered_to_move();
  ASSERT_TRUE(game);
  ASSERT_EQ(game->match().flow.phase, "movement");
  const SideId usa = *game->match().state.find_side("usa");
  const SideId csa = *game->match().state.find_side("csa");
  ASSERT_EQ(ai::side_to_act(game->rules(), game->match()), usa);
  const UnitId maine = *game->match().state.find_unit("20th Maine");
  const UnitId louisiana = *game->match().state.find_unit("7th Louisiana");
  const Hex farm = *game->match().state.map().parse_label("0402");
  EXPECT_EQ(game->rules().ai_reach(game->match(), maine, usa, farm), 3);  // a line's 6" at 2" a hex
  const double moving = ai::evaluate(game->rules(), game->match(), usa);

  ASSERT_TRUE(game->submit(cmd("usa done")).ok);
  ASSERT_EQ(game->match().flow.phase, "movement");  // the Confederates still move
  ASSERT_EQ(ai::side_to_act(game->rules(), game->match()), csa);
  EXPECT_EQ(game->rules().ai_reach(game->match(), maine, usa, farm), 0);
  EXPECT_GT(game->rules().ai_reach(game->match(), louisiana, csa, farm), 0);  // theirs still ahead
  // Ending the phase with the move unmade is worse for the Union than the move still to make.
  EXPECT_LT(ai::evaluate(game->rules(), game->match(), usa), moving);
}

}  // namespace
}  // namespace hexfire::test
