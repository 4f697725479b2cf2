// Reaction fire chosen with its odds on the play screen (issue 14, 2), through real SDL events:
// the prompt lists each fire answer's exact odds and draws the marked answer's distribution, the
// Preview panel shows its ledger, both keeping off its firer and target, and once chosen the roll's own ledger and dice are on screen for both
// players.
#include <imgui.h>
#include <imgui_internal.h>

#include <numeric>

#include "ui/play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

const ImGuiWindow* shown(const char* name) {
  const ImGuiWindow* w = ImGui::FindWindowByName(name);
  return w && w->Active ? w : nullptr;
}

class PlayAnswerOddsTest : public PlayScreenTest {
 protected:
  // The 12th Ohio moves from 0305 into 0304, in the MFZ of the 45th Virginia (taking the O hit
  // if its straggle check fails): the Confederate player is asked about reaction fire.
  void reaction_pending() {
    start("tests/fixtures/ui/play_skirmish.xml");
    for (int i = 0; i < 4 && !(in_control() == "Union" && play->match().flow.phase == "activation"); ++i)
      key(SDLK_SPACE);
    ASSERT_EQ(in_control(), "Union");
    click_hex(hex("0305"));
    click_in_view(hex("0304"));
    if (const auto p = play->pending_prompt(); p && p->id == "straggle") key(SDLK_1);
    const auto p = play->pending_prompt();
    ASSERT_TRUE(p.has_value());
    ASSERT_EQ(p->id, "reaction_fire");
    app->step();
    app->step();
  }
};

TEST_F(PlayAnswerOddsTest, TheReactionPromptShowsEachFiresOddsAndItsLedgerBeforeTheChoice) {
  reaction_pending();
  const auto p = play->pending_prompt();
  ASSERT_TRUE(p.has_value());
  ASSERT_EQ(p->odds.size(), p->options.size());
  EXPECT_NE(p->odds.front().find('%'), std::string::npos) << p->odds.front();
  EXPECT_TRUE(p->odds.back().empty()) << "passing rolls nothing";
  ASSERT_EQ(p->shown, std::optional<std::size_t>(0));

  const LedgerView v = play->ledger_panel();
  EXPECT_TRUE(v.preview);
  EXPECT_EQ(v.title.rfind("If 1. Fire from", 0), 0u) << v.title;
  ASSERT_FALSE(v.odds.empty());
  const double total = std::accumulate(v.odds.begin(), v.odds.end(), 0.0,
                                       [](double t, const auto& o) { return t + o.second; });
  EXPECT_NEAR(total, 1.0, 1e-9);
  EXPECT_FALSE(v.modifiers.empty());
  EXPECT_NE(shown("###ledger"), nullptr);
  // The distribution is drawn in the prompt, not in an Odds window of its own.
  EXPECT_EQ(shown("###odds"), nullptr);
  EXPECT_TRUE(v.odds_in_prompt);
  EXPECT_EQ(p->shown_odds, v.odds);

  // Both panels keep off the firer and the target they are about.
  for (const char* name : {"###ledger", "###odds", "###prompt"})
    if (const ImGuiWindow* w = shown(name))
      for (const Hex h : {hex("0304"), hex(p->options.front().substr(10, 4).c_str())}) {
        const Vec2 c = app->hex_to_screen(h);
        EXPECT_FALSE(c.x >= w->Pos.x && c.x <= w->Pos.x + w->Size.x && c.y >= w->Pos.y && c.y <= w->Pos.y + w->Size.y)
            << name << " covers " << h.q << "," << h.r;
      }
}

TEST_F(PlayAnswerOddsTest, ChoosingTheFireRollsItAndShowsItsLedgerAndDice) {
  reaction_pending();
  const std::size_t before = play->log().size();
  key(SDLK_1);
  ASSERT_GT(play->log().size(), before);
  EXPECT_NE(play->log().back().text.find("fire"), std::string::npos) << play->log().back().text;
  ASSERT_TRUE(play->last_resolution().has_value());
  EXPECT_FALSE(play->last_resolution()->dice.empty());
  const LedgerView v = play->ledger_panel();
  EXPECT_FALSE(v.preview);
  EXPECT_FALSE(v.result.empty());
  EXPECT_TRUE(play->animating()) << "the dice flash between firer and target";
}

}  // namespace
}  // namespace hexfire::game::testing
