// The play screen's previews agree with the rules: every hex shown as reachable is a legal move
// command, every straggle mark matches the move's own ledger, and the fire preview's odds
// describe the same row the roll then uses.
#include <set>

#include "play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

TEST_F(PlayScreenTest, ReachableHexesAreLegalMovesAndCostWhatTheRulesSay) {
  start("scenarios/fireline/crossroads.xml");
  for (int i = 0; i < 6 && play->match().flow.phase != "activation"; ++i) ASSERT_TRUE(play->end_activation());
  const Match& m = play->match();
  const auto side = m.flow.in_control;
  ASSERT_TRUE(side.has_value());
  int checked = 0;
  for (const Unit& u : m.state.units()) {
    if (!u.position || u.side != *side || m.flow.phase != "activation") continue;
    for (const ReachableHex& r : play->previews().reach(m, make_path_request("move", *u.position, {}))) {
      const ActionRequest move = make_path_request("move", *u.position, r.path);
      const Command c = play->previews().command(m, move);
      EXPECT_FALSE(play->session().validate(c).has_value()) << to_line(c) << ": " << *play->session().validate(c);
      const ActionPreviewData p = play->previews().preview(m, move);
      ASSERT_TRUE(p.legal) << p.error;
      EXPECT_EQ(p.steps.back().spent, r.cost);
      int risks = 0;
      for (const PathStep& s : p.steps) risks += s.risk ? 1 : 0;
      EXPECT_EQ(risks, r.risks);
      ++checked;
    }
  }
  EXPECT_GT(checked, 0);
}

TEST_F(PlayScreenTest, ReachableAreaIsEmptyOnceTheStackHasMoved) {
  start("tests/fixtures/ui/play_skirmish.xml");
  for (int i = 0; i < 4 && !(in_control() == "Union" && play->match().flow.phase == "activation"); ++i)
    ASSERT_TRUE(play->end_activation()) << play->message();
  ASSERT_TRUE(play->select(hex("0605")));
  ASSERT_FALSE(play->reach().empty());
  std::set<Hex> reach;
  for (const auto& r : play->reach()) reach.insert(r.hex);
  EXPECT_FALSE(reach.count(hex("0603")));  // the enemy's hex
  play->click(hex("0604"));
  if (play->pending_prompt() && play->pending_prompt()->id == "straggle") {
    ASSERT_TRUE(play->answer_prompt(0));
  }
  EXPECT_EQ(play->match().state.stack_at(hex("0604")).size(), 1u);
  if (play->pending_prompt()) {
    ASSERT_TRUE(play->answer_prompt(play->pending_prompt()->options.size() - 1));
  }
  ASSERT_TRUE(play->select(hex("0604")));
  EXPECT_TRUE(play->reach().empty());
}

// With alternate activations the side to act picks its formation through the prompt panel.
TEST(PlayScreenPrompts, AlternateActivationAsksWhichFormationActs) {
  std::string error;
  auto play = PlayScreen::open(std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/ui/play_skirmish.xml",
                               std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules", error, std::nullopt,
                               {{"activation_mode", "alternate"}});
  ASSERT_NE(play, nullptr) << error;
  ASSERT_EQ(play->match().flow.phase, "select");
  const auto prompt = play->pending_prompt();
  ASSERT_TRUE(prompt.has_value());
  EXPECT_EQ(prompt->id, "activate");
  ASSERT_EQ(prompt->options.size(), 1u);
  EXPECT_EQ(prompt->options[0], "Activate ubde");
    ASSERT_TRUE(play->answer_prompt(0)) << play->message();
  EXPECT_EQ(play->match().flow.phase, "activation");
  EXPECT_EQ(play->phase_bar().activation, "Union Brigade (Union)");
  EXPECT_FALSE(play->pending_prompt().has_value());
}

}  // namespace
}  // namespace hexfire::game::testing
