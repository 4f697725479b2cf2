// The picker lists every problem of a scenario that cannot be played (issue 15, 6): a broken file
// in a temporary folder is opened by typing its path, every problem is a row (place, then the
// message), the list scrolls to the last one, and a click copies a row. Real SDL events.
#include <imgui.h>
#include <imgui_internal.h>

#include <cstring>
#include <fstream>
#include <sstream>

#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

// The minimal scenario with 32 faults, more than the list shows at once: an unknown terrain on
// thirty hexes (each its own line, so each its own error), a misspelt attribute, and two units
// sharing a name.
std::string broken_scenario() {
  std::string xml = read("tests/fixtures/scenarios/good/minimal.xml");
  std::string hexes;
  for (int i = 1; i <= 30; ++i) {
    const int col = i <= 20 ? 3 : 4, row = i <= 20 ? i : i - 20;
    hexes += "    <hex at=\"0" + std::to_string(col) + (row < 10 ? "0" : "") + std::to_string(row) + "\" terrain=\"jungle\"/>\n";
  }
  const std::string map_end = "  </map>\n";
  xml.replace(xml.find(map_end), 0, hexes);
  const std::string facing = "facing=\"S\"/>";
  xml.replace(xml.find(facing), facing.size(), "facnig=\"S\"/>");
  const std::string texas = "<unit name=\"4th Texas\"";
  xml.replace(xml.find(texas), texas.size(), "<unit name=\"3/12 Ohio\"");
  return xml;
}

const ImGuiWindow* window_named(const char* part) {
  for (const ImGuiWindow* w : ImGui::GetCurrentContext()->Windows)
    if (std::strstr(w->Name, part)) return w;
  return nullptr;
}

TEST_F(ScreensTest, ThePickerListsEveryProblemOfABrokenFileAndCopiesARow) {
  const std::string path = dir + "/broken.xml";
  std::ofstream(path) << broken_scenario();
  click("New game");
  ASSERT_EQ(stack->top(), ScreenId::Picker);
  click("open-path");
  for (std::size_t at = 0; at < path.size(); at += 20) push(text_event(path.substr(at, 20).c_str()));
  app->step();
  click("Open");
  ASSERT_TRUE(stack->picked().has_value());
  const ScenarioEntry& e = stack->catalog().entries()[*stack->picked()];
  ASSERT_EQ(e.errors.size(), 32u) << format_diagnostics(e.errors);
  for (int i = 0; i < 3; ++i) app->step();
  // One row per problem, in line order.
  for (std::size_t i = 0; i < e.errors.size(); ++i) {
    EXPECT_TRUE(stack->button_rect("error:" + std::to_string(i))) << i;
    if (i > 0) {
      EXPECT_LE(e.errors[i - 1].line, e.errors[i].line);
    }
  }
  EXPECT_NE(format_diagnostics(e.errors).find("unknown attribute 'facnig'; did you mean 'facing'?"), std::string::npos);

  // The list scrolls: the mouse wheel over it brings the last row into view.
  const std::string last = "error:" + std::to_string(e.errors.size() - 1);
  const ImGuiWindow* list = window_named("##errors");
  ASSERT_NE(list, nullptr);
  {
    const auto r = stack->button_rect(last);
    ASSERT_TRUE(r.has_value());
    EXPECT_GT(r->y0, list->InnerClipRect.Max.y) << "the last row is in view from the start: nothing to scroll";
  }
  bool seen = false;
  for (int n = 0; n < 60 && !seen; ++n) {
    const auto r = stack->button_rect(last);
    ASSERT_TRUE(r.has_value());
    list = window_named("##errors");
    seen = r->y1 <= list->InnerClipRect.Max.y + 1 && r->y0 >= list->InnerClipRect.Min.y;
    if (seen) break;
    move_mouse({(list->InnerClipRect.Min.x + list->InnerClipRect.Max.x) * 0.5,
                (list->InnerClipRect.Min.y + list->InnerClipRect.Max.y) * 0.5});
    SDL_Event wheel{};
    wheel.type = SDL_MOUSEWHEEL;
    wheel.wheel.y = -1;
    push(wheel);
    app->step();
    app->step();
  }
  EXPECT_TRUE(seen) << "the last problem never scrolled into view";
  if (const char* shots = std::getenv("HEXFIRE_TEST_SHOTS")) {
    std::string error;
    EXPECT_TRUE(app->save_screenshot(std::string(shots) + "/picker_errors.png", error)) << error;
  }

  // A click copies the row, in the path:line: message form.
  click(last);
  char* copied = SDL_GetClipboardText();
  ASSERT_NE(copied, nullptr);
  EXPECT_EQ(std::string(copied), e.errors.back().to_string());
  SDL_free(copied);
  EXPECT_NE(stack->status().find("Copied"), std::string::npos) << stack->status();
  click("Copy all");
  copied = SDL_GetClipboardText();
  EXPECT_EQ(std::string(copied), format_diagnostics(e.errors));
  SDL_free(copied);
  EXPECT_EQ(stack->top(), ScreenId::Picker);
}

}  // namespace
}  // namespace hexfire::game::testing
