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

// The pointer over the map shows what a left click would do, and the click does that: select one's
// own stack, move into the reach (Ctrl: onto one's own stack too), aim at an enemy, or nothing.
TEST_F(PlayScreenTest, ThePointerShowsWhatAClickWouldDoAndTheClickDoesIt) {
  start(kSkirmish);
  side_to_act();
  EXPECT_EQ(play->click_effect(hex("0603")), ClickEffect::SelectFirst);
  click_hex(hex("0605"));
  ASSERT_EQ(play->selected_hex(), hex("0605"));
  ASSERT_EQ(play->action().target, ActionTarget::Path);
  ASSERT_FALSE(play->reach().empty());
  const Hex reachable = play->reach().back().hex;
  EXPECT_EQ(play->click_effect(hex("0605")), ClickEffect::None);  // the stack itself
  EXPECT_EQ(play->click_effect(hex("0305")), ClickEffect::Select);
  EXPECT_EQ(play->click_effect(hex("0603")), ClickEffect::Target);
  EXPECT_EQ(play->click_effect(reachable), ClickEffect::Move);
  EXPECT_EQ(play->click_effect(hex("0101")), ClickEffect::OutOfReach);
  // Ctrl: a move there, also onto the other Union stack (out of this one's reach).
  EXPECT_EQ(play->click_effect(hex("0305"), KMOD_LCTRL), ClickEffect::OutOfReach);
  EXPECT_EQ(play->click_effect(reachable, KMOD_LCTRL), ClickEffect::Move);
  EXPECT_EQ(play->click_effect(hex("0605"), KMOD_LCTRL), ClickEffect::None);

  // The app shows it as the pointer's shape where the pointer is.
  hover_at(hex("0603"));
  app->step();
  EXPECT_EQ(app->pointer_shown(), SDL_SYSTEM_CURSOR_CROSSHAIR);
  hover_at(hex("0305"));
  app->step();
  EXPECT_EQ(app->pointer_shown(), SDL_SYSTEM_CURSOR_HAND);
  hover_at(hex("0101"));
  app->step();
  EXPECT_EQ(app->pointer_shown(), SDL_SYSTEM_CURSOR_NO);
  hover_at(reachable);
  app->step();
  EXPECT_EQ(app->pointer_shown(), SDL_SYSTEM_CURSOR_SIZEALL);
  // Over a panel, ImGui's own pointer.
  const auto end = play->bar_control("end");
  ASSERT_TRUE(end.has_value());
  push(mouse_motion_event({(end->x0 + end->x1) / 2, (end->y0 + end->y1) / 2}));
  app->step();
  app->step();
  EXPECT_FALSE(app->pointer_shown().has_value());

  // The clicks do what the pointer said: out of reach leaves the stack where it is and says why.
  play->click(hex("0101"));
  EXPECT_EQ(play->selected_hex(), hex("0605"));
  EXPECT_NE(play->message().find("cannot reach"), std::string::npos) << play->message();
  play->click(hex("0305"), KMOD_LCTRL);
  EXPECT_EQ(play->selected_hex(), hex("0605"));
  play->click(hex("0305"));
  EXPECT_EQ(play->selected_hex(), hex("0305"));
}

}  // namespace
}  // namespace hexfire::game::testing
