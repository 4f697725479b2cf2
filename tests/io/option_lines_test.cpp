// A rule option the rule system refuses is reported at its <option> line, by the linter and by
// every way of starting a game (hexfire-cli state and play, the game): the initiative and
// night_turns options had no line even in the linter, and a game started from the file named
// the file alone.
#include <gtest/gtest.h>

#include <string>

#include "engine/flow/game_session.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"
#include "tests/support/text_file.hpp"

namespace hexfire {
namespace {

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

// The WWII tutorial with its line 53 (its one <option>) replaced by `option`.
std::string tutorial_with(const std::string& option) {
  return test_support::replaced(
      test_support::read_text_file(std::string(HEXFIRE_SOURCE_DIR) + "/scenarios/column-shift/tutorial_ww2.xml"),
      "    <option name=\"initiative\" value=\"brit:1 ger:1\"/>", option);
}

std::string lint(const std::string& text) {
  return format_diagnostics(check_scenario_load(load_scenario_text(text, "t.xml", rules_dir()), rules_dir()));
}

std::string start(const std::string& text) {
  const SessionOpen o = GameSession::open_text({"t.xml", rules_dir(), {}, {}}, text);
  EXPECT_FALSE(o.session);
  return o.error;
}

TEST(OptionLines, ABadInitiativeIsReportedAtItsLine) {
  const std::string text = tutorial_with("    <option name=\"initiative\" value=\"brit:999\"/>");
  const std::string expected =
      "t.xml:53: option initiative: 'brit:999' is not SIDE:RATING for a side of the scenario (0..99)";
  EXPECT_EQ(lint(text), expected + "\n");
  EXPECT_EQ(start(text), expected);
}

TEST(OptionLines, ABadNightTurnIsReportedAtItsLine) {
  const std::string text = tutorial_with("    <option name=\"night_turns\" value=\"0 -1\"/>");
  const std::string expected = "t.xml:53: option night_turns: '-1' is not a turn number";
  EXPECT_EQ(lint(text), expected + "\n");
  EXPECT_EQ(start(text), expected);
}

TEST(OptionLines, AGameStartedFromTheFileGivesTheOptionsLine) {
  const std::string text = tutorial_with("    <option name=\"carrier_capacity\" value=\"999\"/>");
  const std::string expected = "t.xml:53: option carrier_capacity=\"999\": 1, 2 or 3";
  EXPECT_EQ(lint(text), expected + "\n");
  EXPECT_EQ(start(text), expected);
}

TEST(OptionLines, AnOptionOfTheSetupIsNotBlamedOnTheScenario) {
  // The command line's or a save's value: the scenario's own line (53) would be the wrong place.
  const SessionOpen o = GameSession::open_text(
      {"t.xml", rules_dir(), {}, {{"initiative", "brit:999"}}},
      tutorial_with("    <option name=\"initiative\" value=\"brit:1 ger:1\"/>"));
  ASSERT_FALSE(o.session);
  EXPECT_EQ(o.setup_option, "initiative");
  EXPECT_EQ(o.error, "option initiative: 'brit:999' is not SIDE:RATING for a side of the scenario (0..99)");
}

TEST(OptionLines, AShortOptionNameIsNotFoundInsideALongerOne) {
  const auto named = option_named_in({{"fire", "x"}, {"fire_limit", "y"}}, "option fire_limit=\"y\": no");
  ASSERT_TRUE(named);
  EXPECT_EQ(named->name, "fire_limit");
}

}  // namespace
}  // namespace hexfire
