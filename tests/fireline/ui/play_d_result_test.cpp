// The CRT D as a prompt on the play screen: the fire's D on a good-order stack hands control to
// the target's owner, the prompt panel explains both choices with the AMM and its chance, and a
// key press answers it (the fixture's seed makes the fire roll a D).
#include <algorithm>

#include "engine/rules/fireline/fireline_unit.hpp"
#include "ui/play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

constexpr const char* kDResult = "tests/fixtures/ui/play_d_result.xml";

class DResultTest : public PlayScreenTest {
 protected:
  void fire_at_the_virginians() {
    start(kDResult);
    side_to_act();
    click_hex(hex("0605"));
    key(SDLK_f);
    click_in_view(hex("0603"));
    ASSERT_TRUE(play->action_preview() && play->action_preview()->legal) << play->action_preview()->error;
    const auto& notes = play->action_preview()->ledger.notes;
    EXPECT_TRUE(std::any_of(notes.begin(), notes.end(), [](const std::string& n) {
      return n.find("on a D the target's owner chooses") != std::string::npos;
    }));
    key(SDLK_RETURN);
    ASSERT_TRUE(play->last_resolution().has_value());
    ASSERT_EQ(play->last_resolution()->result, "D");
  }
  const Unit& virginians() const { return play->match().state.unit(*play->match().state.find_unit("51st Virginia")); }
};

TEST_F(DResultTest, TheOwnerIsAskedWithBothConsequences) {
  fire_at_the_virginians();
  const auto p = play->pending_prompt();
  ASSERT_TRUE(p.has_value());
  EXPECT_EQ(p->id, "d_result");
  EXPECT_EQ(p->side, "Confederate");
  EXPECT_EQ(in_control(), "Confederate");
  EXPECT_NE(p->text.find("got a D from the fire of 0605"), std::string::npos) << p->text;
  ASSERT_EQ(p->options.size(), 2u);
  EXPECT_EQ(p->options[0].rfind("Test AMM ", 0), 0u) << p->options[0];
  EXPECT_NE(p->options[0].find("%): 1 O hit if it passes"), std::string::npos) << p->options[0];
  EXPECT_EQ(p->options[1], "Accept disruption (no O hit)");
  EXPECT_EQ(virginians().status, UnitStatus::Good);
  const auto obligations = play->phase_bar().obligations;
  ASSERT_FALSE(obligations.empty());
  EXPECT_NE(obligations.front().find("got a D"), std::string::npos) << obligations.front();
}

TEST_F(DResultTest, KeyTwoAcceptsTheDisruption) {
  fire_at_the_virginians();
  key(SDLK_2);
  EXPECT_FALSE(play->pending_prompt().has_value());
  EXPECT_EQ(virginians().status, UnitStatus::Disrupted);
  EXPECT_EQ(hexfire::fireline::fireline_unit(virginians()).o_hits, 0);
  EXPECT_NE(play->log().back().command.find("csa dresult accept 0605 0603"), std::string::npos) << play->log().back().command;
  EXPECT_EQ(play->log().back().text.rfind("Confederate accepts the disruption", 0), 0u) << play->log().back().text;
  EXPECT_EQ(in_control(), "Union");
}

TEST_F(DResultTest, KeyOneTestsTheAmmAndTheLedgerShowsTheCheck) {
  fire_at_the_virginians();
  key(SDLK_1);
  EXPECT_FALSE(play->pending_prompt().has_value());
  const LogEntry& e = play->log().back();
  EXPECT_NE(e.command.find("csa dresult test 0605 0603"), std::string::npos) << e.command;
  ASSERT_EQ(e.resolutions.size(), 1u);
  EXPECT_EQ(e.resolutions[0].kind, "d_result");
  ASSERT_EQ(e.resolutions[0].follow_ups.size(), 1u);
  EXPECT_FALSE(e.resolutions[0].follow_ups[0].dice.empty());
  const bool passed = virginians().status == UnitStatus::Good;
  EXPECT_EQ(hexfire::fireline::fireline_unit(virginians()).o_hits, passed ? 1 : 0);
}

}  // namespace
}  // namespace hexfire::game::testing
