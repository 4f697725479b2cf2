// Messages that quote megabytes of input never reach ImGui whole: ImGui draws one text in one run
// of 16-bit vertex indices, and a save whose command was a move through 8,000 hexes (its error
// quoted the 40 KB line) or a scenario with a 200 KB attribute aborted the game on an assertion.
// The messages quote their input cut short, and the panels bound what they draw besides.
#include <filesystem>
#include <fstream>

#include "engine/io/save.hpp"
#include "engine/io/text_escape.hpp"
#include "game/app/data_paths.hpp"
#include "game/play/play_screen.hpp"
#include "game/screens/diagnostics_list.hpp"
#include "screens_fixture.hpp"
#include "support/text_file.hpp"

namespace hexfire::game::testing {
namespace {

std::string crossroads() { return data_dir() + "/scenarios/fireline/crossroads.xml"; }

// Draws the problem list over a bare app, as the picker and the reload panel do.
class ProblemsLayer : public AppLayer {
 public:
  explicit ProblemsLayer(Diagnostics problems) : problems_(std::move(problems)) {}
  bool handle_event(const SDL_Event&) override { return false; }
  void draw_ui(float w, float h) override {
    ImGui::SetNextWindowPos(ImVec2(0, 0));
    ImGui::SetNextWindowSize(ImVec2(w, h));
    ImGui::Begin("problems");
    draw_diagnostics_list("##list", problems_, ImVec2(0, 0), rects_);
    ImGui::End();
  }
  bool shows_map() const override { return false; }

 private:
  Diagnostics problems_;
  std::map<std::string, ScreenRect> rects_;
};

class LongMessageTest : public ScreensTest {};

TEST_F(LongMessageTest, ASaveWhoseCommandIsMegabytesLongIsRefusedAndTheMenuShowsWhy) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  SaveFile f = app->play()->session().to_save();
  Command move{"usa", "move", {}};
  for (int i = 0; i < 100000; ++i) move.args.push_back(i % 2 ? "0403" : "0402");
  f.commands = {move};
  const std::string save = dir + "/long.hxsave";
  std::ofstream(save, std::ios::binary) << format_save(f);
  stack->to_main_menu();
  EXPECT_FALSE(stack->load_game(save));
  EXPECT_LT(stack->status().size(), 1000u) << stack->status().substr(0, 1000);
  EXPECT_NE(stack->status().find(" ...' (" + std::to_string(to_line(move).size()) + " bytes) is illegal on replay"),
            std::string::npos)
      << stack->status().substr(0, 1000);
  for (int i = 0; i < 3; ++i) app->step();  // the menu draws the message: no assertion
  EXPECT_EQ(stack->top(), ScreenId::Menu);
}

TEST_F(LongMessageTest, AReloadedScenarioWithAHugeValueListsItsProblemAndTheGameGoesOn) {
  const std::string path = dir + "/scenario.xml";
  const std::string original = test_support::read_text_file("tests/fixtures/scenarios/good/minimal.xml");
  test_support::write_text_file(path, original);
  ASSERT_TRUE(stack->start_game(path));
  test_support::write_text_file(
      path, test_support::replaced(original, "<hex at=\"0302\" terrain=\"woods\"/>",
                                   "<hex at=\"0302\" terrain=\"woods\"/>\n    <legend char=\"" +
                                       std::string(200000, 'q') + "\" terrain=\"clear\"/>"));
  EXPECT_FALSE(stack->reload_scenario());
  ASSERT_EQ(stack->reload_errors().size(), 1u);
  EXPECT_NE(stack->reload_errors()[0].message.find(" ...' (200000 bytes): char must be one character"),
            std::string::npos)
      << stack->reload_errors()[0].message.substr(0, 300);
  for (int i = 0; i < 3; ++i) app->step();  // the problems panel draws it: no assertion
  EXPECT_EQ(stack->top(), ScreenId::Play);
}

TEST_F(LongMessageTest, TheProblemListBoundsWhatItDrawsWhateverItIsGiven) {
  // A message made whole elsewhere (not through a loader): the panel must not pass it on whole.
  std::string message = "command 4 'usa move";
  while (message.size() < 400000) message += " 0402 0403";
  message += "' is illegal";
  stack.reset();  // the screens would draw over it; this layer is the only one
  ProblemsLayer layer({{"long.hxsave", 156, message}, {"long.hxsave", 157, message}});
  app->set_layer(&layer);
  for (int i = 0; i < 3; ++i) app->step();
  app->set_layer(nullptr);
  SUCCEED();  // reaching here is the test: ImGui asserted on the second frame before
}

}  // namespace
}  // namespace hexfire::game::testing
