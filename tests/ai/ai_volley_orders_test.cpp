// Volley's orders as a batch for the computer opponent (RuleSystem::ai_closing_command): each
// order is weighed with "done" after it, on the same copy and dice as "done" alone, and the
// other side's orders not yet revealed count as the mean over the orders open to each unit.
#include <gtest/gtest.h>

#include <string>

#include "engine/ai/choose_command.hpp"
#include "engine/commands/command.hpp"
#include "flow/flow_helpers.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The Union holds the crossroads (0302) with the 20th Maine beside it; the Confederates must
// take it from thirteen hexes off, with the 7th Louisiana in good order and the 8th Louisiana
// shaken behind it (a rally check comes when the orders are revealed). The Union has given its
// orders; the Confederates give theirs.
std::unique_ptr<GameSession> confederates_to_order() {
  VolleyStrip v;
  v.width = 16;
  v.title = "AI orders as a batch";
  v.usa = R"(<unit name="20th Maine" type="inf" at="0201" facing="SE" figures="16" stands="4" quality="veteran"/>)";
  v.csa = R"(<unit name="7th Louisiana" type="inf" at="1502" facing="NW" figures="18" stands="4" quality="elite"/>
    <unit name="8th Louisiana" type="inf" at="1603" facing="NW" figures="12" stands="3" quality="veteran" status="shaken"/>)";
  v.rest = R"(<victory><objective name="Crossroads" at="0302" points="5" owner="usa"/></victory>)";
  SessionOpen o = GameSession::open_text({"strip.xml", rules_dir(), std::nullopt, {}}, volley_strip_text(v), "strip.xml");
  EXPECT_TRUE(o.session) << o.error;
  if (!o.session) return nullptr;
  GameSession& s = *o.session;
  EXPECT_TRUE(s.submit(cmd("usa order 0201 hold")).ok);
  EXPECT_TRUE(s.submit(cmd("usa done")).ok);
  return std::move(o.session);
}

TEST(AiVolleyOrders, OnlyTheSideGivingItsOrdersClosesThemWithDone) {
  auto game = confederates_to_order();
  ASSERT_TRUE(game);
  const Match& m = game->match();
  ASSERT_EQ(m.flow.phase, "orders");
  const SideId usa = *m.state.find_side("usa");
  const SideId csa = *m.state.find_side("csa");
  const auto closing = game->rules().ai_closing_command(m, csa);
  ASSERT_TRUE(closing);
  EXPECT_EQ(to_line(*closing), "csa done");
  EXPECT_FALSE(game->rules().ai_closing_command(m, usa));  // done with its orders already

  // In the movement phase each step is a decision of its own: no batch.
  ASSERT_TRUE(game->submit(cmd("csa order 1502 move")).ok);
  ASSERT_TRUE(game->submit(cmd("csa done")).ok);
  ASSERT_EQ(game->match().flow.phase, "movement");
  EXPECT_FALSE(game->rules().ai_closing_command(game->match(), csa));
  EXPECT_FALSE(game->rules().ai_closing_command(game->match(), usa));
}

// Weighed alone, before the reveal, an order met "done" at another point of the turn: "done" had
// the luck of the rally dice on the screen and went on to the volleys in its playouts, where an
// order's playouts went on giving the random policy's orders. The regiment that must march on
// the crossroads is given an order that marches it (a move, or a change of formation and half a
// move), at normal and hard and on every seed tried.
TEST(AiVolleyOrders, TheRegimentThatMustMarchIsGivenAnOrderThatMarchesIt) {
  auto game = confederates_to_order();
  ASSERT_TRUE(game);
  const SideId csa = *game->match().state.find_side("csa");
  const UnitId marching = *game->match().state.find_unit("7th Louisiana");
  const Hex crossroads = *game->match().state.map().parse_label("0302");
  for (const char* strength : {"normal", "hard"}) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
      ai::AiSettings settings;
      settings.strength = *ai::parse_strength(strength);
      settings.seed = seed;
      const auto choice = ai::choose_command(game->rules(), game->match(), csa, settings);
      ASSERT_TRUE(choice);
      Match after = game->match();
      ASSERT_TRUE(game->rules().apply(after, choice->command).ok);
      EXPECT_GT(game->rules().ai_reach(after, marching, csa, crossroads), 0)
          << strength << ", seed " << seed << ": " << to_line(choice->command);
    }
  }
}

}  // namespace
}  // namespace hexfire::test
