// Bad input never crashes: missing files, malformed XML, absurd sizes, deep nesting, and every
// kind of truncated or mangled copy of a good scenario.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>
#include <string>

#include "engine/core/rng.hpp"
#include "engine/io/scenario_loader.hpp"

namespace hexfire {
namespace {

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::vector<std::string> messages(const ScenarioLoad& l) {
  std::vector<std::string> out;
  for (const auto& d : l.errors) out.push_back(d.to_string());
  return out;
}

TEST(ScenarioRobustness, MissingFile) {
  const ScenarioLoad l = load_scenario("scenarios/no_such_file.xml", rules_dir());
  EXPECT_FALSE(l.ok());
  EXPECT_EQ(messages(l), std::vector<std::string>{"scenarios/no_such_file.xml: cannot open: No such file or directory"});
}

TEST(ScenarioRobustness, DirectoryInsteadOfFile) {
  const ScenarioLoad l = load_scenario("scenarios", rules_dir());
  EXPECT_FALSE(l.ok());
  ASSERT_EQ(l.errors.size(), 1u);
  EXPECT_EQ(l.errors[0].file, "scenarios");
}

TEST(ScenarioRobustness, MissingRulesDirectory) {
  const ScenarioLoad l = load_scenario("scenarios/fireline/crossroads.xml", "/nonexistent/rules");
  EXPECT_EQ(messages(l), std::vector<std::string>{"scenarios/fireline/crossroads.xml:3: rule system 'fireline' is not "
                                                  "known (no file /nonexistent/rules/fireline.xml)"});
}

TEST(ScenarioRobustness, MalformedXmlNamesItsLine) {
  const ScenarioLoad l = load_scenario_text("<scenario format=\"1\">\n  <title>x</title>\n  <map width=3>\n</scenario>",
                                            "m.xml", rules_dir());
  EXPECT_EQ(messages(l), std::vector<std::string>{"m.xml:3: malformed XML: an attribute is malformed"});
}

TEST(ScenarioRobustness, NotXmlAtAll) {
  const ScenarioLoad l = load_scenario_text(std::string("\x89PNG\r\n\x1a\n\0\0\0", 11), "p.png", rules_dir());
  EXPECT_FALSE(l.ok());
  ASSERT_FALSE(l.errors.empty());
  // A picture holds NUL bytes: the first is named, and the file said to be no text.
  EXPECT_EQ(l.errors[0].message.rfind("a NUL byte (character 0) at column 1", 0), 0u) << l.errors[0].message;
  EXPECT_NE(l.errors[0].message.find("not text"), std::string::npos);
  // Without one, the parser says it is no XML.
  const ScenarioLoad words = load_scenario_text("GIF89a, not a scenario", "p.gif", rules_dir());
  ASSERT_FALSE(words.errors.empty());
  EXPECT_EQ(words.errors[0].message.rfind("malformed XML: ", 0), 0u) << words.errors[0].message;
}

std::string sized_map(const std::string& width, const std::string& height) {
  return "<scenario format=\"1\" system=\"fireline\" turns=\"1\"><title>T</title>\n<map width=\"" + width +
         "\" height=\"" + height +
         "\" default-terrain=\"clear\"/>\n"
         "<sides><side key=\"a\" name=\"A\" color=\"#000000\"/><side key=\"b\" name=\"B\" color=\"#ffffff\"/></sides>"
         "</scenario>";
}

TEST(ScenarioRobustness, HugeNegativeAndOverflowingSizes) {
  EXPECT_EQ(messages(load_scenario_text(sized_map("1001", "5"), "s", rules_dir())),
            std::vector<std::string>{"s:2: <map>: width=\"1001\" is out of range (1 to 1000)"});
  EXPECT_EQ(messages(load_scenario_text(sized_map("5", "-1"), "s", rules_dir())),
            std::vector<std::string>{"s:2: <map>: height=\"-1\" is out of range (1 to 1000)"});
  EXPECT_EQ(messages(load_scenario_text(sized_map("0", "0"), "s", rules_dir())),
            (std::vector<std::string>{"s:2: <map>: width=\"0\" is out of range (1 to 1000)",
                                      "s:2: <map>: height=\"0\" is out of range (1 to 1000)"}));
  EXPECT_EQ(messages(load_scenario_text(sized_map("99999999999999999999999", "5"), "s", rules_dir())),
            std::vector<std::string>{"s:2: <map>: width=\"99999999999999999999999\" is not a whole number"});
  EXPECT_EQ(messages(load_scenario_text(sized_map("5.5", "5"), "s", rules_dir())),
            std::vector<std::string>{"s:2: <map>: width=\"5.5\" is not a whole number"});
  EXPECT_TRUE(load_scenario_text(sized_map("3", "2"), "s", rules_dir()).ok());
}

TEST(ScenarioRobustness, DeepNestingIsRefusedNotRecursedInto) {
  std::string xml = "<scenario format=\"1\" system=\"fireline\" turns=\"1\"><organizations>";
  for (int i = 0; i < 20000; ++i) xml += "<org key=\"o" + std::to_string(i) + "\">";
  const ScenarioLoad l = load_scenario_text(xml, "deep", rules_dir());
  EXPECT_FALSE(l.ok());
  ASSERT_FALSE(l.errors.empty());
  // The shape check before the parser stops it at the 31st <org> (engine/io/limits.hpp).
  EXPECT_EQ(l.errors[0].to_string(), "deep:1: element <org> is nested more than 32 elements deep (the limit is 32)");
}

TEST(ScenarioRobustness, ManyErrorsAreAllReported) {
  std::string units;
  for (int i = 0; i < 50; ++i) units += "<unit name=\"u" + std::to_string(i) + "\" type=\"x\" at=\"9999\"/>\n";
  const std::string xml =
      "<scenario format=\"1\" system=\"fireline\" turns=\"1\"><title>T</title>\n"
      "<map width=\"3\" height=\"3\" default-terrain=\"clear\"/>\n"
      "<sides><side key=\"a\" name=\"A\" color=\"#000000\"/><side key=\"b\" name=\"B\" color=\"#ffffff\"/></sides>\n"
      "<units side=\"a\">\n" + units + "</units></scenario>";
  const ScenarioLoad l = load_scenario_text(xml, "many", rules_dir());
  // The unknown type once, at its first use with the lines of the others, and an off-map hex for each.
  EXPECT_EQ(l.errors.size(), 51u);
  EXPECT_EQ(l.errors.front().to_string(),
            "many:5: unit 'u0' at 9999: unit type 'x' is not defined: the scenario has no <unit-types> (also named on lines 6, 7, 8, 9, 10, "
            "11, 12, 13 and 41 more)");
  EXPECT_EQ(l.errors.back().to_string(), "many:54: unit 'u49' at 9999: hex is off the map (map is 3x3)");
}

// Every prefix of the default scenario (in steps, to keep the test quick) must load without a
// crash and, unless only trailing whitespace was cut, report at least one error.
TEST(ScenarioRobustness, TruncatedPrefixesNeverCrash) {
  const std::string text = read_file("scenarios/fireline/crossroads.xml");
  ASSERT_GT(text.size(), 1000u);
  const std::size_t end = text.rfind("</scenario>") + std::string("</scenario>").size();
  int loads = 0;
  for (std::size_t n = 0; n < end; n += (n < 400 ? 1 : 17)) {
    const ScenarioLoad l = load_scenario_text(text.substr(0, n), "cut.xml", rules_dir());
    EXPECT_FALSE(l.ok()) << "prefix of " << n << " bytes";
    EXPECT_FALSE(l.errors.empty()) << "prefix of " << n << " bytes";
    for (const auto& d : l.errors) EXPECT_EQ(d.file, "cut.xml");
    ++loads;
  }
  EXPECT_GT(loads, 800);
  EXPECT_TRUE(load_scenario_text(text.substr(0, end), "cut.xml", rules_dir()).ok());
}

// Random single-byte and small-slice damage to a good file: errors or success, never a crash.
TEST(ScenarioRobustness, MangledCopiesNeverCrash) {
  const std::string text = read_file("tests/fixtures/scenarios/good/minimal.xml");
  ASSERT_FALSE(text.empty());
  Rng rng(20261125);
  const std::string alphabet = "<>/=\"' 0123456789-abcxyz&;#\n";
  int failures = 0;
  for (int i = 0; i < 600; ++i) {
    std::string t = text;
    const int edits = 1 + rng.below(3);
    for (int e = 0; e < edits; ++e) {
      const auto pos = static_cast<std::size_t>(rng.below(static_cast<int>(t.size())));
      switch (rng.below(3)) {
        case 0: t[pos] = alphabet[static_cast<std::size_t>(rng.below(static_cast<int>(alphabet.size())))]; break;
        case 1: t.erase(pos, static_cast<std::size_t>(1 + rng.below(8))); break;
        default: t.insert(pos, t.substr(static_cast<std::size_t>(rng.below(static_cast<int>(t.size()))), 6)); break;
      }
    }
    const ScenarioLoad l = load_scenario_text(t, "mangled.xml", rules_dir());
    if (!l.ok()) {
      ++failures;
      EXPECT_FALSE(l.errors.empty());
      EXPECT_FALSE(l.scenario.has_value());
    }
  }
  EXPECT_GT(failures, 300);  // most damage is caught
}

}  // namespace
}  // namespace hexfire
