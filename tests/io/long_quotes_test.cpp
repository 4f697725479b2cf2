// A message quotes its input cut short, with its length: a 200 KB attribute value or a 2 MB
// command line quoted whole made messages the game's panels could not draw (ImGui aborted).
#include <gtest/gtest.h>

#include <string>

#include "engine/io/scenario_loader.hpp"
#include "engine/io/text_escape.hpp"
#include "tests/support/text_file.hpp"

namespace hexfire {
namespace {

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

std::string minimal() {
  return test_support::read_text_file(std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/scenarios/good/minimal.xml");
}

// The scenario's errors with `from` replaced by `to`, each as "file:line: message".
std::vector<std::string> errors_of(const std::string& from, const std::string& to) {
  const ScenarioLoad l = load_scenario_text(test_support::replaced(minimal(), from, to), "m.xml", rules_dir());
  EXPECT_FALSE(l.ok());
  std::vector<std::string> out;
  for (const auto& d : l.errors) out.push_back(d.to_string());
  return out;
}

TEST(LongQuotes, AShortTextIsQuotedWhole) {
  EXPECT_EQ(quote_input("usa move 0402 0403"), "'usa move 0402 0403'");
  EXPECT_EQ(quote_input("0x\x1b", '"'), "\"0x\\x1b\"");
  EXPECT_EQ(quote_input(std::string(kMaxQuotedBytes, 'a')), "'" + std::string(kMaxQuotedBytes, 'a') + "'");
  EXPECT_EQ(cut_input("0402"), "0402");
}

TEST(LongQuotes, ALongTextIsCutAndItsLengthGiven) {
  std::string line = "brit move";
  while (line.size() < 1600000) line += " 0402 0403";
  const std::string q = quote_input(line);
  EXPECT_EQ(q, "'brit move 0402 0403 0402 0403 0402 0403 0402 0403 0402 0403 ...' (1600009 bytes)");
  EXPECT_EQ(cut_input(line), "brit move 0402 0403 0402 0403 0402 0403 0402 0403 0402 0403 ... (1600009 bytes)");
}

TEST(LongQuotes, ACutNeverSplitsACharacter) {
  const std::string e_acute = "\xc3\xa9";  // two bytes: the 60-byte cut falls on a boundary, 61 would not
  std::string text = "x";
  for (int i = 0; i < 100; ++i) text += e_acute;
  const std::string q = quote_input(text);
  std::string kept = "x";
  for (int i = 0; i < 29; ++i) kept += e_acute;  // 59 bytes: the 60th is the first half of a character
  EXPECT_EQ(q, "'" + kept + " ...' (201 bytes)");
}

TEST(LongQuotes, ABoundedMessageKeepsItsStartAndItsEnd) {
  const std::string m = "command 5 '" + std::string(100000, 'w') + "' is illegal: the path costs 8000 MP";
  const std::string b = bound_message(m);
  EXPECT_LE(b.size(), kMaxMessageBytes + 50);
  EXPECT_EQ(b.rfind("command 5 'www", 0), 0u);
  EXPECT_TRUE(b.ends_with("' is illegal: the path costs 8000 MP")) << b.substr(b.size() - 100);
  EXPECT_NE(b.find(" bytes left out] ... "), std::string::npos);
  EXPECT_EQ(bound_message("short"), "short");
}

TEST(LongQuotes, ALongLegendCharacterIsQuotedCutShort) {
  const auto m = errors_of("<hex at=\"0302\" terrain=\"woods\"/>",
                           "<hex at=\"0302\" terrain=\"woods\"/>\n    <legend char=\"" + std::string(200000, 'q') +
                               "\" terrain=\"clear\"/>");
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0], "m.xml:7: legend '" + std::string(kMaxQuotedBytes, 'q') +
                      " ...' (200000 bytes): char must be one character, not a space");
}

TEST(LongQuotes, ALongAttributeValueIsQuotedCutShort) {
  const auto m = errors_of("turns=\"4\"", "turns=\"" + std::string(100000, '9') + "\"");
  ASSERT_EQ(m.size(), 1u);
  EXPECT_EQ(m[0], "m.xml:3: <scenario>: turns=\"" + std::string(kMaxQuotedBytes, '9') +
                      " ...\" (100000 bytes) is not a whole number");
}

TEST(LongQuotes, ALongHexLabelInASubjectIsCutShort) {
  const auto m = errors_of("<hex at=\"0302\" terrain=\"woods\"/>",
                           "<hex at=\"0302" + std::string(100000, '7') + "\" terrain=\"woods\"/>");
  ASSERT_FALSE(m.empty());
  for (const auto& line : m) EXPECT_LT(line.size(), 400u) << line.substr(0, 400);
  EXPECT_NE(m[0].find(" ... (100004 bytes)"), std::string::npos) << m[0].substr(0, 400);
}

}  // namespace
}  // namespace hexfire
