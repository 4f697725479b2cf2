// Text is data: a name, an option value or a title holding a control character (a terminal
// escape sequence written as &#27;) is refused by the loader with file:line, and every message
// that quotes a file shows such characters escaped, never raw.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "engine/commands/command.hpp"
#include "engine/io/diagnostic.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/text_escape.hpp"

namespace hexfire {
namespace {

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

std::string minimal() {
  std::ifstream in(std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/scenarios/good/minimal.xml", std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string replaced(std::string text, const std::string& from, const std::string& to) {
  const auto at = text.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) text.replace(at, from.size(), to);
  return text;
}

std::vector<std::string> messages(const std::string& xml) {
  const ScenarioLoad l = load_scenario_text(xml, "m.xml", rules_dir());
  EXPECT_FALSE(l.ok());
  std::vector<std::string> out;
  for (const auto& d : l.errors) out.push_back(d.to_string());
  return out;
}

bool has_raw_escape(const std::vector<std::string>& lines) {
  for (const auto& l : lines)
    if (l.find('\x1b') != std::string::npos) return true;
  return false;
}

TEST(ControlText, TheCleanFixtureLoads) { EXPECT_TRUE(load_scenario_text(minimal(), "m.xml", rules_dir()).ok()); }

TEST(ControlText, AnEscapeSequenceInAUnitNameIsRefusedWithItsLine) {
  const auto m = messages(replaced(minimal(), "name=\"3/12 Ohio\"", "name=\"3/12 &#27;[31mOhio\""));
  EXPECT_EQ(m, std::vector<std::string>{"m.xml:27: <unit>: name=\"3/12 \\x1b[31mOhio\" contains the control "
                                        "character 0x1b (ESC); names and values must be plain text"});
  EXPECT_FALSE(has_raw_escape(m));
}

TEST(ControlText, ALineBreakInASideNameIsRefused) {
  const auto m = messages(replaced(minimal(), "name=\"Union\"", "name=\"Union&#10;m.xml:1: fake\""));
  EXPECT_EQ(m, std::vector<std::string>{"m.xml:13: side 'usa': name=\"Union\\nm.xml:1: fake\" contains the control "
                                        "character 0x0a; names and values must be plain text"});
}

TEST(ControlText, AnEscapeSequenceInAnOptionValueIsRefused) {
  const auto m = messages(replaced(minimal(), "  <map ",
                                   "  <options><option name=\"round_fire\" value=\"&#27;]0;owned&#7;\"/></options>\n  <map "));
  EXPECT_EQ(m, std::vector<std::string>{"m.xml:5: <option>: value=\"\\x1b]0;owned\\x07\" contains the control "
                                        "character 0x1b (ESC); names and values must be plain text"});
  EXPECT_FALSE(has_raw_escape(m));
}

TEST(ControlText, AnEscapeSequenceInTheTitleIsRefusedButLineBreaksInABriefingAreFine) {
  const auto m = messages(replaced(minimal(), "<title>Minimal</title>", "<title>Minimal&#27;[2J</title>"));
  EXPECT_EQ(m, std::vector<std::string>{"m.xml:4: <title>: the text contains the control character 0x1b (ESC); "
                                        "text must be plain (lines and tabs only)"});
  const std::string briefing =
      replaced(minimal(), "<title>Minimal</title>", "<title>Minimal</title>\n  <briefing>One\n\tTwo</briefing>");
  EXPECT_TRUE(load_scenario_text(briefing, "m.xml", rules_dir()).ok());
}

TEST(ControlText, MessagesQuotingAFileShowControlCharactersEscaped) {
  EXPECT_EQ((Diagnostic{"f.xml", 3, "unknown terrain '\x1b[31m'"}.to_string()), "f.xml:3: unknown terrain '\\x1b[31m'");
  EXPECT_EQ((Diagnostic{"f.xml", 0, "two\nlines\r"}.to_string()), "f.xml: two\nlines\\r");
  EXPECT_EQ(escape_control_chars(std::string("a\x7f\tb\0", 5)), "a\\x7f\\tb\\x00");
}

TEST(ControlText, ACommandFileLineWithAnEscapeSequenceIsRefused) {
  const CommandFile f = parse_command_file("usa end\nusa move 0101\x1b[2J 0102\n", "c.txt");
  ASSERT_EQ(f.errors.size(), 1u);
  EXPECT_EQ(f.errors[0], "c.txt:2: the line contains the control character 0x1b (ESC): a command file is plain text");
  EXPECT_EQ(f.commands.size(), 1u);
}

}  // namespace
}  // namespace hexfire
