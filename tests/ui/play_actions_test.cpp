// The play screen's actions come from the rule system's list: the action bar, the shortcut keys,
// the phases they are offered in and the F1 help rows, with nothing of the system's own in game/.
#include <cctype>

#include "play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

constexpr const char* kSkirmish = "tests/fixtures/ui/play_skirmish.xml";

TEST_F(PlayScreenTest, ActionBarIsTheRuleSystemsListInItsOrder) {
  start(kSkirmish);
  const std::vector<ActionKind> kinds = play->previews().actions();
  const std::vector<ActionButton> bar = play->action_buttons();
  ASSERT_EQ(bar.size(), kinds.size());
  ASSERT_FALSE(kinds.empty());
  int chosen = 0;
  for (std::size_t i = 0; i < bar.size(); ++i) {
    EXPECT_EQ(bar[i].id, kinds[i].id);
    EXPECT_EQ(bar[i].label, kinds[i].name + " (" + kinds[i].shortcut + ")");
    chosen += bar[i].chosen;
  }
  EXPECT_EQ(chosen, 1);
  // The default is the first action that takes a path.
  EXPECT_EQ(play->action().target, ActionTarget::Path);
}

TEST_F(PlayScreenTest, EachActionsShortcutChoosesIt) {
  start(kSkirmish);
  side_to_act();
  for (const ActionKind& a : play->actions()) {
    ASSERT_NE(a.shortcut, 0) << a.id;
    key(static_cast<SDL_Keycode>(std::tolower(static_cast<unsigned char>(a.shortcut))));
    EXPECT_EQ(play->action().id, a.id);
    int chosen = 0;
    for (const ActionButton& b : play->action_buttons()) chosen += b.chosen && b.id == a.id;
    EXPECT_EQ(chosen, 1) << a.id;
  }
  EXPECT_FALSE(play->set_action("no-such-action"));
}

TEST_F(PlayScreenTest, ActionsAreOfferedOnlyInPhasesThatListTheirVerb) {
  start(kSkirmish);
  const SequenceOfPlay& seq = play->session().rules().sequence_of_play();
  for (const ActionKind& a : play->actions())
    for (const PhaseDef& p : seq.phases) {
      const bool listed = std::find(p.verbs.begin(), p.verbs.end(), a.verb) != p.verbs.end();
      EXPECT_EQ(action_offered(a, seq, p.id), listed) << a.id << " in " << p.id;
    }
  side_to_act();
  for (const ActionButton& b : play->action_buttons()) EXPECT_TRUE(b.offered) << b.id << " in the activation";
}

TEST_F(PlayScreenTest, TargetingFromAPathActionTakesTheFirstTargetAction) {
  start(kSkirmish);
  side_to_act();
  click_hex(hex("0605"));
  ASSERT_EQ(play->selected_hex(), hex("0605"));
  ASSERT_EQ(play->action().target, ActionTarget::Path);
  click_in_view(hex("0603"));
  ASSERT_EQ(play->target(), hex("0603"));
  EXPECT_EQ(play->action().target, ActionTarget::Hex);
  for (const ActionKind& a : play->actions())
    if (a.target == ActionTarget::Hex) {
      EXPECT_EQ(play->action().id, a.id);
      break;
    }
  ASSERT_TRUE(play->action_preview().has_value());
  // Escape drops the target and goes back to the default action.
  key(SDLK_ESCAPE);
  EXPECT_FALSE(play->target().has_value());
  EXPECT_EQ(play->action().target, ActionTarget::Path);
}

}  // namespace
}  // namespace hexfire::game::testing
