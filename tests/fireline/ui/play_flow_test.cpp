// Whole fireline flows on the play screen, driven by synthesized SDL events through the real game
// loop: select, move and the straggle prompt raised at the failed check, reaction-fire prompt, fire
// with the ledger and odds, assault, end the activation, undo, facing and the line-of-sight tool.
#include <algorithm>
#include <numeric>

#include "engine/rules/fireline/fireline_unit.hpp"
#include "ui/play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

constexpr const char* kSkirmish = "tests/fixtures/ui/play_skirmish.xml";

bool log_has(const PlayScreen& p, const std::string& fragment) {
  return std::any_of(p.log().begin(), p.log().end(),
                     [&](const LogEntry& e) { return e.command.find(fragment) != std::string::npos; });
}

double odds_total(const LedgerView& v) {
  double t = 0;
  for (const auto& o : v.odds) t += o.second;
  return t;
}

class PlayFlowTest : public PlayScreenTest {
 protected:
  // The Union brigade acts in these flows: end whatever activation or Horse Segment the cup
  // gave first, as a player would, until the Union brigade's chit is drawn.
  void union_to_act() {
    for (int i = 0; i < 4 && !(in_control() == "Union" && play->match().flow.phase == "activation"); ++i) {
      const std::size_t before = play->log().size();
      key(SDLK_SPACE);
      ASSERT_GT(play->log().size(), before) << play->message();
      EXPECT_NE(play->log().back().command.find(" end"), std::string::npos);
    }
    ASSERT_EQ(in_control(), "Union");
    ASSERT_EQ(play->match().flow.phase, "activation");
  }
};

TEST_F(PlayFlowTest, SelectMoveWithStragglePromptThenReactionPrompt) {
  start(kSkirmish);
  union_to_act();
  click_hex(hex("0305"));
  ASSERT_EQ(play->selected_hex(), hex("0305"));
  const StackPanelData stack = play->stack_panel();
  ASSERT_EQ(stack.units.size(), 1u);
  EXPECT_EQ(stack.units[0].name, "12th Ohio");
  EXPECT_EQ(stack.units[0].state, (std::vector<FlowRow>{{"O hits", "0"}}));
  ASSERT_FALSE(play->reach().empty());

  // The path under the cursor marks the straggle check leaving the woods with its odds.
  hover_at(hex("0304"));
  ASSERT_TRUE(play->path_preview().has_value());
  const ActionPreviewData& path = *play->path_preview();
  ASSERT_TRUE(path.legal) << path.error;
  ASSERT_EQ(path.steps.size(), 1u);
  EXPECT_TRUE(path.steps[0].risk);
  EXPECT_GT(path.steps[0].risk_probability, 0.0);
  EXPECT_LT(path.steps[0].risk_probability, 1.0);
  EXPECT_NE(path.steps[0].risk_label.find("straggle"), std::string::npos);
  EXPECT_FALSE(play->ledger_panel().title.empty());  // the move's preview ledger

  // Clicking the hex moves at once: nothing is asked before the move. The straggle check is
  // rolled leaving 0305; this fixture's dice fail it, so the stack waits in 0305 and the rules
  // ask the Union player (a flow prompt) whether to take the O hit and go on or stop.
  const UnitId ohio = stack.units[0].id;
  click_in_view(hex("0304"));
  EXPECT_TRUE(log_has(*play, "usa move 0305 0304"));
  EXPECT_FALSE(log_has(*play, "straggle="));
  auto prompt = play->pending_prompt();
  ASSERT_TRUE(prompt.has_value());
  ASSERT_EQ(prompt->id, "straggle") << prompt->text;
  EXPECT_EQ(prompt->side, "Union");
  EXPECT_NE(prompt->text.find("straggle check failed"), std::string::npos) << prompt->text;
  ASSERT_EQ(prompt->options.size(), 2u);  // take the hit, stop
  EXPECT_EQ(prompt->options[0], "Take 1 O hit and continue");
  EXPECT_EQ(in_control(), "Union");
  const auto obligations = play->phase_bar().obligations;
  ASSERT_FALSE(obligations.empty());
  EXPECT_NE(obligations.front().find("take the O hit and continue to 0304, or stop here"), std::string::npos)
      << obligations.front();
  EXPECT_EQ(play->match().state.unit(ohio).position, hex("0305"));  // stopped before leaving
  EXPECT_EQ(hexfire::fireline::fireline_unit(play->match().state.unit(ohio)).o_hits, 0);

  key(SDLK_1);  // take the O hit and go on
  EXPECT_TRUE(log_has(*play, "usa straggle hit 0305"));
  EXPECT_EQ(play->match().state.unit(ohio).position, hex("0304"));
  EXPECT_EQ(hexfire::fireline::fireline_unit(play->match().state.unit(ohio)).o_hits, 1);

  // 0304 is in the MFZ of the 45th Virginia: the Confederate player is asked about reaction fire.
  prompt = play->pending_prompt();
  ASSERT_TRUE(prompt.has_value());
  EXPECT_EQ(prompt->id, "reaction_fire");
  EXPECT_EQ(prompt->side, "Confederate");
  EXPECT_EQ(in_control(), "Confederate");
  ASSERT_GE(prompt->options.size(), 2u);
  EXPECT_EQ(prompt->options.back(), "Pass (no fire)");
  key(static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(prompt->options.size()) - 1));  // pass
  EXPECT_FALSE(play->pending_prompt().has_value());
  EXPECT_TRUE(log_has(*play, "csa pass"));
  EXPECT_EQ(in_control(), "Union");
}

TEST_F(PlayFlowTest, FirePreviewLedgerRollLogAndTable) {
  start(kSkirmish);
  union_to_act();
  click_hex(hex("0605"));
  ASSERT_EQ(play->selected_hex(), hex("0605"));
  key(SDLK_f);
  EXPECT_EQ(play->action().id, "fire");
  click_in_view(hex("0603"));
  ASSERT_EQ(play->target(), hex("0603"));
  ASSERT_TRUE(play->action_preview().has_value());
  ASSERT_TRUE(play->action_preview()->legal) << play->action_preview()->error;

  // The ledger panel: title, inputs, base, every modifier with sign, label, rule and reason; odds.
  const LedgerView v = play->ledger_panel();
  EXPECT_TRUE(v.preview);
  EXPECT_NE(v.title.find("0605"), std::string::npos) << v.title;
  EXPECT_TRUE(std::any_of(v.lines.begin(), v.lines.end(), [](const std::string& l) { return l.rfind("Base: ", 0) == 0; }));
  for (const std::string& m : v.modifiers) {
    EXPECT_TRUE(m[0] == '+' || m[0] == '-' || m[0] == '0') << m;
    EXPECT_NE(m.find('['), std::string::npos) << m;
  }
  EXPECT_FALSE(v.final_row.empty());
  ASSERT_FALSE(v.odds.empty());
  EXPECT_NEAR(odds_total(v), 1.0, 1e-9);
  EXPECT_TRUE(v.result.empty());

  key(SDLK_RETURN);  // roll
  ASSERT_TRUE(play->last_resolution().has_value());
  const Resolution& r = *play->last_resolution();
  EXPECT_EQ(r.kind, "fire");
  ASSERT_FALSE(r.dice.empty());
  EXPECT_FALSE(r.result.empty());
  EXPECT_TRUE(play->animating());
  EXPECT_TRUE(log_has(*play, "usa fire 0605 0603"));
  // The CRT view marks the row used and the result's column.
  ASSERT_TRUE(play->table_mark().has_value());
  EXPECT_EQ(play->table_mark()->table, "crt");
  EXPECT_GE(play->table_mark()->row, 0);
  EXPECT_GE(play->table_mark()->column, 0);
  // The roll's ledger is what the panel now shows, and the log entry reopens it.
  EXPECT_FALSE(play->ledger_panel().result.empty());
  EXPECT_EQ(play->ledger_panel().final_row, r.final_row);
  const std::size_t entry = play->log().size() - 1;
  EXPECT_FALSE(play->log()[entry].resolutions.empty());
  EXPECT_FALSE(play->log()[entry].undoable);
  play->open_log_entry(entry);
  EXPECT_EQ(play->opened_log_entry(), entry);
  EXPECT_EQ(play->ledger_panel().title, r.title);

  // A roll cannot be taken back.
  const int applied = play->match().flow.commands_applied;
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_EQ(play->match().flow.commands_applied, applied);
  EXPECT_NE(play->message().find("cannot undo"), std::string::npos);
  // The stack has fired: firing again is refused with the flow's reason.
  key(SDLK_f);
  click_in_view(hex("0603"));
  ASSERT_TRUE(play->action_preview().has_value());
  EXPECT_FALSE(play->action_preview()->legal);
  EXPECT_NE(play->action_preview()->error.find("already fired"), std::string::npos) << play->action_preview()->error;

  // End the activation: the next chit is drawn and the other side acts.
  key(SDLK_SPACE);
  EXPECT_TRUE(log_has(*play, "usa end"));
  EXPECT_FALSE(play->selected_hex().has_value());
}

TEST_F(PlayFlowTest, AssaultAfterMovingAdjacent) {
  start(kSkirmish);
  union_to_act();
  click_hex(hex("0305"));
  click_in_view(hex("0304"));
  ASSERT_TRUE(play->pending_prompt().has_value());
  key(SDLK_1);
  if (auto p = play->pending_prompt(); p && p->id == "reaction_fire")
    key(static_cast<SDL_Keycode>(SDLK_1 + static_cast<int>(p->options.size()) - 1));
  ASSERT_EQ(in_control(), "Union");
  ASSERT_TRUE(play->select(hex("0304")));
  key(SDLK_a);
  EXPECT_EQ(play->action().id, "assault");
  click_hex(hex("0303"));
  ASSERT_TRUE(play->action_preview().has_value());
  ASSERT_TRUE(play->action_preview()->legal) << play->action_preview()->error;
  const LedgerView v = play->ledger_panel();
  EXPECT_NE(v.title.find("Assault"), std::string::npos) << v.title;
  EXPECT_NEAR(odds_total(v), 1.0, 1e-9);
  key(SDLK_RETURN);
  ASSERT_TRUE(play->last_resolution().has_value());
  EXPECT_EQ(play->last_resolution()->kind, "assault");
  EXPECT_TRUE(log_has(*play, "usa assault 0304 0303"));
}

TEST_F(PlayFlowTest, FacingKeysAndUndo) {
  start(kSkirmish);
  union_to_act();
  click_hex(hex("0605"));
  const UnitId id = *play->selected_unit();
  const HexDirection before = play->match().state.unit(id).facing;
  key(SDLK_e);
  EXPECT_EQ(play->match().state.unit(id).facing, rotate(before, 1));
  EXPECT_TRUE(play->log().back().undoable);
  key(SDLK_z, KMOD_LCTRL);
  EXPECT_EQ(play->match().state.unit(id).facing, before);
  key(SDLK_q);
  EXPECT_EQ(play->match().state.unit(id).facing, rotate(before, -1));
  EXPECT_EQ(play->stack_panel().units[0].facing, direction_name(rotate(before, -1)));
}

TEST_F(PlayFlowTest, RightDragTurnsTheSelectedStack) {
  start(kSkirmish);
  union_to_act();
  click_hex(hex("0605"));
  const UnitId id = *play->selected_unit();
  ASSERT_EQ(play->match().state.unit(id).facing, HexDirection::N);
  const Vec2 from = app->hex_to_screen(hex("0605"));
  const Vec2 to = app->hex_to_screen(hex("0606"));  // the hex to the south
  const double cam_x = app->camera().screen_to_world(from).x;
  for (auto [type, p] : {std::pair{Uint32(SDL_MOUSEBUTTONDOWN), from}, std::pair{Uint32(SDL_MOUSEMOTION), to},
                         std::pair{Uint32(SDL_MOUSEBUTTONUP), to}}) {
    SDL_Event e{};
    e.type = type;
    if (type == SDL_MOUSEMOTION) {
      e.motion.x = static_cast<Sint32>(p.x);
      e.motion.y = static_cast<Sint32>(p.y);
      e.motion.state = SDL_BUTTON_RMASK;
    } else {
      e.button.button = SDL_BUTTON_RIGHT;
      e.button.state = type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED;
      e.button.x = static_cast<Sint32>(p.x);
      e.button.y = static_cast<Sint32>(p.y);
    }
    push(e);
  }
  app->step();
  EXPECT_EQ(play->match().state.unit(id).facing, HexDirection::S);
  EXPECT_DOUBLE_EQ(app->camera().screen_to_world(from).x, cam_x);  // the drag turned, it did not pan
  EXPECT_TRUE(log_has(*play, "usa face 0605 S"));
}

TEST_F(PlayFlowTest, TheFaceActionTurnsTheStackTowardsTheHexClicked) {
  start(kSkirmish);
  union_to_act();
  click_hex(hex("0605"));
  const UnitId id = *play->selected_unit();
  ASSERT_EQ(play->match().state.unit(id).facing, HexDirection::N);
  key(SDLK_r);
  ASSERT_EQ(play->action().target, ActionTarget::Facing);
  ASSERT_TRUE(play->action_preview() == std::nullopt);  // nothing to preview before a hex is picked
  click_in_view(hex("0606"));  // the hex to the south, empty
  EXPECT_EQ(play->match().state.unit(id).facing, HexDirection::S);
  EXPECT_TRUE(log_has(*play, "usa face 0605 S"));
  // The move goes on through the same request as every other action.
  key(SDLK_m);
  ASSERT_EQ(play->action().target, ActionTarget::Path);
  ASSERT_FALSE(play->reach().empty());
}

TEST_F(PlayFlowTest, LineOfSightWhileLHeld) {
  start(kSkirmish);
  union_to_act();
  click_hex(hex("0605"));
  key(SDLK_l);
  EXPECT_TRUE(play->los_on());
  hover_at(hex("0603"));
  ASSERT_TRUE(play->los().has_value());
  EXPECT_TRUE(play->los()->clear) << play->los()->reason;
  hover_at(hex("0105"));  // through the woods at 0305
  ASSERT_TRUE(play->los().has_value());
  EXPECT_FALSE(play->los()->clear);
  EXPECT_TRUE(play->los()->blocking_hex.has_value());
  key(SDLK_l, KMOD_NONE, SDL_KEYUP);
  EXPECT_FALSE(play->los_on());
  EXPECT_FALSE(play->los().has_value());
}

TEST_F(PlayFlowTest, EnemyStackCannotBeSelected) {
  start(kSkirmish);
  union_to_act();
  click_hex(hex("0603"));
  EXPECT_FALSE(play->selected_hex().has_value());
  EXPECT_FALSE(play->message().empty());
}

}  // namespace
}  // namespace hexfire::game::testing
