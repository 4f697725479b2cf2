// The phase bar keeps the actions of the phase to two rows (issue 13's screens, 1): volley's
// thirteen orders filled the top ~190 px of a 1024x640 window at UI scale 1.5. The labels are
// grouped, then shortened (the whole name in the tooltip), then each group goes behind one
// drop-down; every action stays one click (or two) away. The forms alone, then the real bar at the
// issue's window sizes and UI scales, driven by SDL events.
#include <imgui.h>
#include <imgui_internal.h>

#include <string>
#include <vector>

#include "game/play/play_screen.hpp"
#include "game/ui/phase_bar_fit.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

TEST(PhaseBarForms, GroupsAndShortLabels) {
  EXPECT_EQ(label_group("Order: Hold (H)"), "Order");
  EXPECT_EQ(label_group("Move (M)"), "");
  EXPECT_EQ(short_label("Order: form extended line (X)", true), "form extended line (X)");
  EXPECT_EQ(short_label("Order: form extended line (X)", false), "form extended line");
  EXPECT_EQ(short_label("Fire (F)", false), "Fire");
}

TEST(PhaseBarForms, EachFormIsShorterAndKeepsEveryAction) {
  const std::vector<std::string> labels = {"Move (M)", "Order: Hold (H)", "Order: Charge (W)", "Ride: officers (R)"};
  const auto full = bar_controls(labels, 1, BarForm::Full);
  ASSERT_EQ(full.size(), 4u);
  EXPECT_EQ(full[1].words, "Order: Hold (H)");
  // A prefix said once for the two that share it; one alone keeps its whole label.
  const auto grouped = bar_controls(labels, 1, BarForm::Grouped);
  ASSERT_EQ(grouped.size(), 5u);
  EXPECT_EQ(grouped[1].kind, BarControl::Text);
  EXPECT_EQ(grouped[1].words, "Order:");
  EXPECT_EQ(grouped[2].words, "Hold (H)");
  EXPECT_EQ(grouped[4].words, "officers (R)");
  const auto terse = bar_controls(labels, 1, BarForm::Terse);
  EXPECT_EQ(terse[2].words, "Hold");
  const auto menu = bar_controls(labels, 1, BarForm::Menu);
  ASSERT_EQ(menu.size(), 3u);
  EXPECT_EQ(menu[1].kind, BarControl::Menu);
  EXPECT_EQ(menu[1].words, "Order: Hold");  // the chosen one shows on the drop-down
  EXPECT_EQ(menu[1].members, (std::vector<std::size_t>{1, 2}));
  EXPECT_EQ(bar_controls(labels, 0, BarForm::Menu)[1].words, "Order: choose");
}

TEST(PhaseBarForms, RowsAndTheChoice) {
  EXPECT_EQ(rows_for({50, 50, 50}, 160, 5), 1);
  EXPECT_EQ(rows_for({50, 50, 50}, 150, 5), 2);
  EXPECT_EQ(rows_for({}, 150, 5), 0);
  const std::vector<std::string> labels = {"Order: Hold (H)", "Order: Charge (W)", "Order: Disengage (D)"};
  auto width = [](const BarControl& c) { return 10.0f * static_cast<float>(c.words.size()); };
  auto none = [](BarForm) { return std::vector<float>{}; };
  EXPECT_EQ(choose_bar_form(labels, 0, width, none, 1000, 5), BarForm::Full);
  EXPECT_EQ(choose_bar_form(labels, 0, width, none, 150, 5, 2), BarForm::Menu);
  EXPECT_EQ(choose_bar_form(labels, 0, width, none, 190, 5, 2), BarForm::Terse);
}

struct Size {
  int w, h;
  float scale;
};

class PhaseBarFitTest : public ScreensTest {
 protected:
  void start(Size s) {
    SDL_SetWindowSize(app->window(), s.w, s.h);
    app->step();
    stack->settings().ui_scale = s.scale;
    stack->apply_settings();
    ASSERT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/volley/antietam_cornfield.xml"));
    ASSERT_NE(app->play(), nullptr);
    settle();
  }
  void settle() {
    for (int i = 0; i < 4; ++i) app->step();
  }
  static std::string where(Size s) {
    return std::to_string(s.w) + "x" + std::to_string(s.h) + " scale " + std::to_string(s.scale);
  }
  // The bar's height allows the turn line and two rows of controls, no more.
  void expect_two_rows(Size s) {
    const ImGuiWindow* bar = ImGui::FindWindowByName("##phase");
    ASSERT_TRUE(bar && bar->Active) << where(s);
    const ImGuiStyle& style = ImGui::GetStyle();
    const float most = 2 * style.WindowPadding.y + 3 * ImGui::GetFrameHeightWithSpacing() + 1;
    EXPECT_LE(bar->Size.y, most) << where(s) << " form " << static_cast<int>(app->play()->bar_form());
    EXPECT_GE(bar->Pos.y, 0) << where(s);
    EXPECT_LE(bar->Pos.x + bar->Size.x, static_cast<float>(s.w) + 0.5f) << where(s);
  }
};

// The sizes and scales the issue names.
const Size kSizes[] = {{1280, 800, 1.0f}, {1024, 640, 1.5f}, {1920, 1080, 2.0f}, {800, 600, 0.75f}};

TEST_F(PhaseBarFitTest, VolleysOrdersTakeAtMostTwoRowsAtEverySizeAndScale) {
  for (const Size s : kSizes) {
    start(s);
    ASSERT_EQ(app->play()->match().flow.phase, "orders");
    expect_two_rows(s);
    // Every order of the phase can be reached: its own button, or its group's drop-down.
    for (const ActionButton& b : app->play()->action_buttons()) {
      if (!b.offered) continue;
      const std::string group = label_group(b.label);
      EXPECT_TRUE(app->play()->bar_control(b.id) || app->play()->bar_control("group:" + group))
          << b.id << " " << where(s);
    }
    EXPECT_TRUE(app->play()->bar_control("end")) << where(s);
    stack->reset_to(ScreenId::Menu);
    settle();
  }
}

TEST_F(PhaseBarFitTest, AnOrderIsChosenFromTheDropDownWithTwoClicks) {
  const Size s{1024, 640, 1.5f};
  start(s);
  ASSERT_EQ(app->play()->bar_form(), BarForm::Menu) << "thirteen orders at 1.5 in 1024x640 need the drop-down";
  const auto menu = app->play()->bar_control("group:Order");
  ASSERT_TRUE(menu);
  click_at({(menu->x0 + menu->x1) * 0.5, (menu->y0 + menu->y1) * 0.5});
  ASSERT_GT(ImGui::GetCurrentContext()->OpenPopupStack.Size, 0) << "the click opens the drop-down";
  const ImGuiWindow* list = ImGui::GetCurrentContext()->OpenPopupStack[0].Window;
  ASSERT_NE(list, nullptr);
  // The second entry: Hold (after First Fire), one line of the list below the first.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float row = ImGui::GetFontSize() + style.ItemSpacing.y;
  click_at({list->Pos.x + list->Size.x * 0.5f, list->Pos.y + style.WindowPadding.y + row + ImGui::GetFontSize() * 0.5f});
  EXPECT_EQ(app->play()->action().id, "order_hold");
  settle();
  expect_two_rows(s);
}

TEST_F(PhaseBarFitTest, TheEndButtonSaysWhatTheSystemEnds) {
  start({1920, 1080, 1.0f});
  EXPECT_EQ(app->play()->phase_bar().end_label, "Orders given") << "volley has no activations";
  stack->reset_to(ScreenId::Menu);
  settle();
  ASSERT_TRUE(stack->start_game(HEXFIRE_SOURCE_DIR "/scenarios/fireline/crossroads.xml"));
  settle();
  EXPECT_EQ(app->play()->phase_bar().end_label, "End activation");
}

}  // namespace
}  // namespace hexfire::game::testing
