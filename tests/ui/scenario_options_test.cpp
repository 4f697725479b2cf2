// A scenario's options shown and changed before the game starts (issue 14, 5): the picker's
// Options tab lists each option with its doc and the values the rules take, the players change
// the ones the scenario leaves open, and the change is in the match and its save. Driven through
// the menu, the picker and the tab with SDL events.
#include <imgui.h>
#include <imgui_internal.h>

#include <cstring>

#include "game/app/data_paths.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class ScenarioOptionsTest : public ScreensTest {
 protected:
  void open_options_of(const std::string& relative) {
    click("New game");
    ASSERT_EQ(stack->top(), ScreenId::Picker);
    const auto i = stack->catalog().find(data_dir() + "/" + relative);
    ASSERT_TRUE(i.has_value());
    click("pick:" + stack->catalog().entries()[*i].title);
    click("tab:Options");
    for (int n = 0; n < 2; ++n) app->step();
  }
  // Scrolls the picker's details (the mouse wheel over them) until the control is in view.
  void scroll_to(const std::string& label) {
    const ImGuiWindow* details = nullptr;
    for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
      if (std::strstr(w->Name, "##details")) details = w;
    ASSERT_NE(details, nullptr);
    for (int n = 0; n < 80; ++n) {
      const auto r = stack->button_rect(label);
      ASSERT_TRUE(r.has_value()) << label;
      if (r->y1 <= details->InnerClipRect.Max.y && r->y0 >= details->InnerClipRect.Min.y) return;
      const Vec2 at{(details->InnerClipRect.Min.x + details->InnerClipRect.Max.x) * 0.5,
                    (details->InnerClipRect.Min.y + details->InnerClipRect.Max.y) * 0.5};
      move_mouse(at);
      SDL_Event wheel{};
      wheel.type = SDL_MOUSEWHEEL;
      wheel.wheel.y = r->y0 < details->InnerClipRect.Min.y ? 1 : -1;
      push(wheel);
      app->step();
      app->step();
    }
    FAIL() << label << " never scrolled into view";
  }
  // The text cursor to the end of the field (a click puts it where it lands), then erased.
  void clear_field() {
    // Down and up in frames of their own: ImGui sees a key pressed only across a frame.
    for (int n = 0; n < 9; ++n) {
      const SDL_Keycode k = n == 0 ? SDLK_END : SDLK_BACKSPACE;
      for (const Uint32 type : {SDL_KEYDOWN, SDL_KEYUP}) {
        SDL_Event e = key_event(k, type);
        e.key.keysym.scancode = SDL_GetScancodeFromKey(k);  // what ImGui's text fields read
        push(e);
        app->step();
      }
    }
  }
  const OptionChoice* choice(const std::string& name) const {
    for (const OptionChoice& c : stack->scenario_options().choices)
      if (c.name == name) return &c;
    return nullptr;
  }
};

TEST_F(ScenarioOptionsTest, AChangedOptionGoesIntoTheMatchAndItsSave) {
  open_options_of("scenarios/fireline/crossroads.xml");
  // Each option with its doc and the values the rule system accepts.
  const OptionChoice* round = choice("round_fire");
  ASSERT_NE(round, nullptr);
  EXPECT_FALSE(round->fixed);
  EXPECT_FALSE(round->doc.empty());
  EXPECT_EQ(round->value, "down");
  EXPECT_EQ(round->values, (std::vector<std::string>{"down", "nearest", "up"}));
  const OptionChoice* mode = choice("activation_mode");  // the sequence of play's own
  ASSERT_NE(mode, nullptr);
  EXPECT_EQ(mode->values, (std::vector<std::string>{"chit_cup", "alternate"}));
  // What the variant sets is shown and not offered.
  const OptionChoice* level = choice("ho_level");
  ASSERT_NE(level, nullptr);
  EXPECT_TRUE(level->fixed);
  EXPECT_FALSE(stack->button_rect("option:ho_level=division").has_value());

  scroll_to("option:round_fire=up");
  click("option:round_fire=up");
  scroll_to("option:activation_mode=alternate");
  click("option:activation_mode=alternate");
  EXPECT_EQ(stack->scenario_options().picked.at("round_fire"), "up");
  EXPECT_TRUE(log.contains("option round_fire=up"));
  click("Start");
  ASSERT_EQ(stack->top(), ScreenId::Play);
  ASSERT_NE(stack->session(), nullptr);
  const GameSession& s = *stack->session();
  EXPECT_EQ(s.match().info.options.at("round_fire"), "up");
  EXPECT_EQ(s.match().info.options.at("activation_mode"), "alternate");
  const SaveFile save = s.to_save();
  EXPECT_EQ(save.options.at("round_fire"), "up");
  EXPECT_EQ(save.options.at("activation_mode"), "alternate");
  EXPECT_EQ(save.options.count("los_model"), 0u) << "options left alone are not written";
}

// Volley's Hold fire at movers is the players' to choose: offered with both its values, and the
// game started with it plays with it. Officer casualties too: its doc once named loss_roll
// without the " = " the picker reads, and the picker offered a text field.
TEST_F(ScenarioOptionsTest, VolleysHoldFireAndOfficerCasualtiesAreOffered) {
  open_options_of("scenarios/volley/tutorial_volley.xml");
  const OptionChoice* officers = choice("officer_casualties");
  ASSERT_NE(officers, nullptr);
  EXPECT_FALSE(officers->open_text);
  EXPECT_EQ(officers->values, (std::vector<std::string>{"never", "loss_roll"}));
  const OptionChoice* hold = choice("hold_fire");
  ASSERT_NE(hold, nullptr);
  EXPECT_FALSE(hold->fixed);
  EXPECT_EQ(hold->value, "fire_phases");
  EXPECT_EQ(hold->values, (std::vector<std::string>{"fire_phases", "at_movers"}));
  scroll_to("option:hold_fire=at_movers");
  click("option:hold_fire=at_movers");
  click("Start");
  ASSERT_EQ(stack->top(), ScreenId::Play);
  ASSERT_NE(stack->session(), nullptr);
  EXPECT_EQ(stack->session()->match().info.options.at("hold_fire"), "at_movers");
}

// The options that settle what the charts leave open are offered with every value the rules take:
// volley's rout off the map and the officers with a rout, column-shift's leader's reach, who digs
// in and how halves round. Each doc names its values where the picker reads them.
void expect_offered(const OptionChoice* c, const char* value, const std::vector<std::string>& values) {
  ASSERT_NE(c, nullptr) << value;
  EXPECT_FALSE(c->open_text) << c->name;
  EXPECT_EQ(c->value, value) << c->name;
  EXPECT_EQ(c->values, values) << c->name;
}

TEST_F(ScenarioOptionsTest, VolleysRoutOptionsAreOfferedWithEveryValue) {
  open_options_of("scenarios/volley/tutorial_volley.xml");
  expect_offered(choice("rout_off_map"), "stays", {"stays", "leaves"});
  expect_offered(choice("officers_in_rout"), "follow", {"follow", "stay"});
}

TEST_F(ScenarioOptionsTest, ColumnShiftsReachDigInHalvesAndMeleeOptionsAreOfferedWithEveryValue) {
  open_options_of("scenarios/column-shift/tutorial_ww2.xml");
  expect_offered(choice("leader_morale_reach"), "by_variant", {"by_variant", "hex", "adjacent"});  // the one in effect first
  expect_offered(choice("dig_in_units"), "infantry", {"infantry", "any"});
  expect_offered(choice("disrupted_halves"), "together", {"together", "each"});
  expect_offered(choice("assault_into_melee"), "by_variant", {"by_variant", "next_round", "at_once"});
}

TEST_F(ScenarioOptionsTest, ChoosingTheValueInEffectAgainUndoesTheChange) {
  open_options_of("scenarios/fireline/crossroads.xml");
  scroll_to("option:round_fire=nearest");
  click("option:round_fire=nearest");
  scroll_to("option:round_fire=down");
  click("option:round_fire=down");
  EXPECT_TRUE(stack->scenario_options().picked.empty());
  click("Start");
  ASSERT_NE(stack->session(), nullptr);
  EXPECT_TRUE(stack->session()->to_save().options.empty());
}

TEST_F(ScenarioOptionsTest, ATypedValueTheRulesRefuseHoldsTheStartBack) {
  open_options_of("scenarios/column-shift/carentan_1944.xml");
  // Set by Carentan itself: the initiative ratings are its design.
  const OptionChoice* initiative = choice("initiative");
  ASSERT_NE(initiative, nullptr);
  EXPECT_TRUE(initiative->fixed);
  const OptionChoice* night = choice("night_turns");
  ASSERT_NE(night, nullptr);
  ASSERT_TRUE(night->open_text);
  // Click into the field, clear it and type a turn list the rules refuse.
  scroll_to("option:night_turns");
  click("option:night_turns");
  clear_field();
  push(text_event("soon"));
  app->step();
  app->step();
  EXPECT_EQ(stack->scenario_options().refused.count("night_turns"), 1u);
  click("Start");
  EXPECT_EQ(stack->top(), ScreenId::Picker) << "Start waits for a value the rules take";
  // A value they take: the game starts with it.
  scroll_to("option:night_turns");
  click("option:night_turns");
  clear_field();
  push(text_event("5 6"));
  app->step();
  app->step();
  EXPECT_TRUE(stack->scenario_options().refused.empty())
      << stack->scenario_options().refused.begin()->second << " / typed '" << stack->scenario_options().typed.at("night_turns") << "'";
  click("Start");
  ASSERT_EQ(stack->top(), ScreenId::Play);
  EXPECT_EQ(stack->session()->to_save().options.at("night_turns"), "5 6");
}

}  // namespace
}  // namespace hexfire::game::testing
