// A save's own problems are told at the save's lines: a bad option value of the save at its
// 'option' line (it was blamed on the scenario), and an error in the scenario the save carries at
// the save's line that holds it (it named the scenario's original file, which may not exist).
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/io/save_load.hpp"
#include "engine/io/scenario_source.hpp"
#include "flow/flow_helpers.hpp"
#include "tests/support/text_file.hpp"

namespace hexfire::test {
namespace {

// The 1-based line of `text` where `piece` starts.
int line_of(const std::string& text, const std::string& piece) {
  const auto at = text.find(piece);
  EXPECT_NE(at, std::string::npos) << piece;
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

SaveFile tutorial_save() {
  auto g = open_game(repo_path("scenarios/column-shift/tutorial_ww2.xml"), 5);
  return g->to_save(false, true);
}

std::string load_error(const std::string& text) {
  SessionOpen o = load_save_text(text, "x.hxsave", rules_dir());
  EXPECT_FALSE(o.session);
  return o.error;
}

TEST(CarriedScenarioLines, ABadOptionOfTheSaveIsToldAtItsOwnLine) {
  SaveFile s = tutorial_save();
  s.options["initiative"] = "brit:999";  // the scenario sets initiative too, at its line 53
  const std::string text = format_save(s);
  EXPECT_EQ(load_error(text), "x.hxsave:" + std::to_string(line_of(text, "\noption initiative") + 1) +
                                  ": option initiative: 'brit:999' is not SIDE:RATING for a side of the scenario "
                                  "(0..99)");
}

TEST(CarriedScenarioLines, AnErrorInTheCarriedScenarioIsToldAtTheSavesLine) {
  SaveFile s = tutorial_save();
  const std::string bad_unit = "at=\"0402\"";
  ASSERT_NE(s.scenario_text->find(bad_unit), std::string::npos);
  const int scenario_line = line_of(*s.scenario_text, bad_unit);
  s.scenario_text = test_support::replaced(*s.scenario_text, bad_unit, "at=\"1109\"");
  s.scenario_hash = scenario_content_hash(*s.scenario_text);
  const std::string text = format_save(s);
  const int save_line = line_of(text, "\nscenario-text ") + 1 + scenario_line;
  const std::string error = load_error(text);
  EXPECT_EQ(error.rfind("x.hxsave:" + std::to_string(save_line) + ": the scenario carried in the save does not load "
                            "(its line " + std::to_string(scenario_line) + "): unit '",
                        0),
            0u)
      << error;
  EXPECT_NE(error.find("1109: hex is off the map"), std::string::npos) << error;
  EXPECT_EQ(error.find("tutorial_ww2.xml:"), std::string::npos) << error;
}

TEST(CarriedScenarioLines, ABadOptionInTheCarriedScenarioIsToldAtTheSavesLine) {
  SaveFile s = tutorial_save();
  const std::string option = "<option name=\"initiative\" value=\"brit:1 ger:1\"/>";
  const int scenario_line = line_of(*s.scenario_text, option);
  s.scenario_text = test_support::replaced(*s.scenario_text, option, "<option name=\"night_turns\" value=\"x\"/>");
  s.scenario_hash = scenario_content_hash(*s.scenario_text);
  const std::string text = format_save(s);
  const int save_line = line_of(text, "\nscenario-text ") + 1 + scenario_line;
  EXPECT_EQ(load_error(text), "x.hxsave:" + std::to_string(save_line) +
                                  ": the scenario carried in the save does not load (its line " +
                                  std::to_string(scenario_line) + "): option night_turns: 'x' is not a turn number");
}

}  // namespace
}  // namespace hexfire::test
