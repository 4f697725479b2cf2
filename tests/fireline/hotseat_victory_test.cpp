// Hotseat views (secret cup, events since control) and victory: standing, sudden death, the
// decision at the turn limit, a side's bonus.
#include "engine/flow/victory.hpp"
#include "engine/rules/fireline/fireline_flow.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {

// The one rule of hidden information: a side's view holds what the rule system lets it see
// (SystemFlow::rows_for), never an undrawn chit, for either side, at any point of a game.
TEST(Hotseat, ASideSeesHowManyChitsAreLeftButNeverWhich) {
  auto s = open_game(crossroads(), 3);
  const SideView v = s->view(SideId{0});
  EXPECT_EQ(v.turns, 6);
  EXPECT_EQ(v.acting, fireline::fireline_flow(s->match()).active_chit->label);
  const auto row = [&](const SideView& view, const std::string& label) -> std::string {
    for (const FlowRow& r : view.system_rows)
      if (r.label == label) return r.value;
    return "(missing)";
  };
  EXPECT_EQ(row(v, "Chits left in the cup"), "3");
  EXPECT_EQ(row(v, "Drawn this turn"), fireline::fireline_flow(s->match()).drawn.front().label);
  Rng policy(5);
  for (int step = 0; step < 60 && !s->match().flow.game_over; ++step) {
    const auto& cup = fireline::fireline_flow(s->match()).cup;
    for (const Side& side : s->match().state.sides()) {
      const SideView view = s->view(side.id);
      for (const fireline::Chit& c : cup) {
        EXPECT_EQ(view.acting.find(c.label), std::string::npos) << c.label;
        for (const FlowRow& r : view.system_rows) EXPECT_EQ(r.value.find(c.label), std::string::npos) << c.label;
        for (const Prompt& p : view.prompts) EXPECT_EQ(p.text.find(c.label), std::string::npos) << c.label;
      }
    }
    ASSERT_TRUE(s->submit(*random_legal(*s, policy, 20)).ok);
  }
}

TEST(Hotseat, ControlPassesWithAHandoffAndTheEventsSinceAreListed) {
  auto s = open_game(crossroads(), 3);
  const SideId first = *s->match().flow.in_control;
  const SideId other{first.value == 0 ? 1u : 0u};
  // Play until the other side gets control.
  for (int i = 0; i < 20 && s->match().flow.in_control != other; ++i)
    ASSERT_TRUE(s->submit(cmd(s->match().state.side(*s->match().flow.in_control).key + " end")).ok);
  ASSERT_EQ(s->match().flow.in_control, other);
  EXPECT_EQ(s->match().flow.events.back().kind, "handoff");
  EXPECT_TRUE(s->view(other).my_turn);
  EXPECT_FALSE(s->view(first).my_turn);
  // The first side has just lost control: nothing new for it yet; the other side sees the chits.
  EXPECT_EQ(events_since_control(s->match(), first).size(), 1u);  // the hand-off itself
  const auto seen = events_since_control(s->match(), other);
  ASSERT_FALSE(seen.empty());
  bool chit = false;
  for (const auto& e : seen) chit = chit || e.kind == "chit";
  EXPECT_TRUE(chit);
}

TEST(Victory, StandingAtTheStartCountsObjectivesHeldFromTheScenario) {
  auto s = open_game(crossroads());
  const VictoryStanding v = victory_standing(s->match());
  ASSERT_EQ(v.sides.size(), 2u);
  EXPECT_EQ(v.of(SideId{0})->total(), 0);
  EXPECT_EQ(v.of(SideId{1})->total(), 8);  // crossroads 4 + ridge 2 + railroad 2
  EXPECT_EQ(v.leader, SideId{1});
  EXPECT_EQ(v.summary, "Union 0 VP, Confederate 8 VP");
  EXPECT_EQ(v.lines.front(), "The crossroads (0807, 4 VP): Confederate");
}

TEST(Victory, LossesInflictedReachSuddenDeathAndEndTheGame) {
  auto s = open_game(crossroads(), 3);
  Match m = s->match();
  int sp = 0;
  for (const Unit& u : m.state.units())
    if (m.state.side(u.side).key == "csa" && !m.state.is_leader(u.id) && sp < 16) {
      sp += m.state.unit_type(u.type).strength;
      m.state.unit_mut(u.id).eliminated = true;
      m.state.remove_unit(u.id);
    }
  ASSERT_GE(sp, 16);
  const VictoryStanding v = victory_standing(m);
  EXPECT_EQ(v.of(SideId{0})->loss_vp, sp);
  EXPECT_EQ(v.sudden_death, SideId{0});
  const std::string side = m.state.side(*m.flow.in_control).key;
  const ApplyResult r = s->rules().apply(m, cmd(side + " end"));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_TRUE(m.flow.game_over);
  EXPECT_EQ(m.flow.winner, SideId{0});
  EXPECT_EQ(m.flow.result.rfind("Union wins by sudden death on turn 1", 0), 0u) << m.flow.result;
  EXPECT_EQ(*s->rules().validate(m, cmd("usa end")), "the game is over: " + m.flow.result);
  EXPECT_TRUE(s->rules().legal_commands(m).empty());
}

TEST(Victory, WhenNobodyActsTheHolderOfTheObjectivesWinsAtTheTurnLimit) {
  auto s = open_game(crossroads(), 11);
  int n = 0;
  while (!s->match().flow.game_over && n++ < 100)
    ASSERT_TRUE(s->submit(cmd(s->match().state.side(*s->match().flow.in_control).key + " end")).ok);
  EXPECT_TRUE(s->match().flow.game_over);
  EXPECT_EQ(s->match().flow.turn, 6);
  EXPECT_EQ(s->match().flow.phase, "game_over");
  EXPECT_EQ(s->match().flow.result, "Confederate wins on points at the turn limit (Union 0 VP, Confederate 8 VP)");
  EXPECT_EQ(n, 6 * 4);  // four chits a turn
}

// A bonus is VP held from the start: it counts in the total, is listed, and decides the game at
// the turn limit like any other VP (crossroads: the Confederates hold 8 VP of objectives).
TEST(Victory, ABonusCountsFromTheStartAndDecidesTheTurnLimit) {
  SessionOpen o = GameSession::open_text({crossroads(), rules_dir(), std::uint64_t{11}, {}}, crossroads_with_union_bonus(9));
  ASSERT_TRUE(o.session) << o.error;
  GameSession& s = *o.session;
  const VictoryStanding v = victory_standing(s.match());
  EXPECT_EQ(v.of(SideId{0})->bonus_vp, 9);
  EXPECT_EQ(v.of(SideId{0})->total(), 9);
  EXPECT_EQ(v.of(SideId{1})->bonus_vp, 0);
  EXPECT_EQ(v.leader, SideId{0});
  EXPECT_EQ(v.summary, "Union 9 VP, Confederate 8 VP");
  EXPECT_NE(std::find(v.lines.begin(), v.lines.end(), "Union: 9 VP from the start (the scenario's balance)"), v.lines.end());
  int n = 0;
  while (!s.match().flow.game_over && n++ < 100)
    ASSERT_TRUE(s.submit(cmd(s.match().state.side(*s.match().flow.in_control).key + " end")).ok);
  EXPECT_EQ(s.match().flow.result, "Union wins on points at the turn limit (Union 9 VP, Confederate 8 VP)");
}

}  // namespace hexfire::test
