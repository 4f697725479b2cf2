// Scenario format versions (format_upgrade.hpp, docs/scenario-format.md "Format versions"): the
// 1 -> 2 step on its own, the chain, an old file loading as it did, a newer one refused, and every
// shipped scenario and fixture upgraded and written loading to the same game.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "engine/io/bounded_file.hpp"
#include "engine/io/format_upgrade.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/io/xml_writer.hpp"
#include "support/loading_scenarios.hpp"
#include "support/text_file.hpp"

namespace hexfire {
namespace {

namespace fs = std::filesystem;
using test_support::loading_scenarios;
using test_support::start_hash;

std::string repo(const std::string& rel) { return std::string(HEXFIRE_SOURCE_DIR) + "/" + rel; }
const std::string kFormat1 = "tests/fixtures/scenarios/good/format1_elevation.xml";

XmlDocument parsed(const std::string& text) {
  const ScenarioDocumentLoad read = parse_scenario_document(text, "t.xml");
  EXPECT_TRUE(read.document) << format_diagnostics(read.errors);
  return read.document ? *read.document : XmlDocument{};
}

const XmlElement& elevation_of(const XmlDocument& doc) {
  return *doc.root()->first_child("map")->first_child("elevation");
}

TEST(FormatUpgrade, OneToTwoSpacesTheDigitsOfEachRowKeepingItsLineAndTheComments) {
  XmlDocument doc = parsed(
      "<scenario format=\"1\">\n"
      "<map>\n"
      "<elevation>\n"
      "  120\n"
      "  <!-- keep me -->\n"
      "  3\t4 5\r\n"
      "\n"
      "  678\n"
      "</elevation>\n"
      "<terrain>\n"
      "  ab\n"
      "</terrain>\n"
      "</map>\n"
      "</scenario>\n");
  const std::vector<TextRow> before = text_rows(elevation_of(doc));
  EXPECT_EQ(upgrade_scenario_document(doc), 1);
  EXPECT_EQ(doc.root()->attribute("format")->value, "2");
  const std::vector<TextWordRow> after = text_word_rows(elevation_of(doc));
  ASSERT_EQ(after.size(), before.size());
  ASSERT_EQ(after.size(), 3u);
  for (std::size_t i = 0; i < after.size(); ++i) {
    EXPECT_EQ(after[i].line, before[i].line) << i;
    ASSERT_EQ(after[i].cells.size(), before[i].cells.size()) << i;
    for (std::size_t c = 0; c < after[i].cells.size(); ++c) EXPECT_EQ(after[i].cells[c], std::string(1, before[i].cells[c]));
  }
  EXPECT_EQ(after[0].line, 4);
  EXPECT_EQ(after[2].line, 8);
  const std::string written = write_xml_document(doc);
  EXPECT_NE(written.find("      1 2 0\n      <!-- keep me -->\n      3 4 5\n"), std::string::npos) << written;
  // Terrain rows are not elevation rows: left as they were.
  EXPECT_NE(written.find("<terrain>ab</terrain>"), std::string::npos) << written;
}

TEST(FormatUpgrade, TheChainStartsAtTheFilesFormatAndLeavesTheNewestAndNewerAlone) {
  ASSERT_EQ(scenario_format_steps().size(), static_cast<std::size_t>(kScenarioFormat - kOldestScenarioFormat));
  for (std::size_t i = 0; i < scenario_format_steps().size(); ++i)
    EXPECT_EQ(scenario_format_steps()[i].from, kOldestScenarioFormat + static_cast<int>(i));
  for (const char* untouched : {"2", "3", "x", "0"}) {
    const std::string text = std::string("<scenario format=\"") + untouched +
                             "\"><map><elevation>\n123\n</elevation></map></scenario>";
    XmlDocument doc = parsed(text);
    const std::string before = write_xml_document(doc);
    upgrade_scenario_document(doc);
    EXPECT_EQ(write_xml_document(doc), before) << untouched;
  }
  XmlDocument none = parsed("<scenario><map><elevation>12</elevation></map></scenario>");
  EXPECT_EQ(upgrade_scenario_document(none), std::nullopt);
  EXPECT_EQ(elevation_of(none).text(), "12");
}

TEST(FormatUpgrade, AFormatOneFileLoadsAsItsFormatTwoUpgradeAndKeepsItsHeights) {
  const std::string old_text = test_support::read_text_file(repo(kFormat1));
  const ScenarioLoad old_load = load_scenario_text(old_text, "old.xml", repo("assets/rules"));
  ASSERT_TRUE(old_load.ok()) << format_diagnostics(old_load.errors);
  const HexMap& map = old_load.scenario->initial.map();
  // Row 3, "01210000": format 1's one digit a hex.
  EXPECT_EQ(map.elevation(map.hex_at({1, 2})), 1);
  EXPECT_EQ(map.elevation(map.hex_at({3, 2})), 1);
  EXPECT_EQ(map.elevation(map.hex_at({2, 1})), 2);
  EXPECT_EQ(map.elevation(map.hex_at({7, 4})), 9);

  // Format 2 reads what format 1 could not say: heights of two digits and below zero.
  std::string tall = test_support::replaced(old_text, "format=\"1\"", "format=\"2\"");
  tall = test_support::replaced(tall, "      01210000\n", "      0 1 2 1 12 -3 0 0\n");
  const ScenarioLoad t = load_scenario_text(tall, "tall.xml", repo("assets/rules"));
  ASSERT_FALSE(t.ok());  // the other rows are format 1's unspaced digits: one word of 8 digits
  EXPECT_NE(format_diagnostics(t.errors).find("elevation row 1 has 1 hexes; the map is 8 wide"), std::string::npos)
      << format_diagnostics(t.errors);
  XmlDocument doc = parsed(old_text);
  upgrade_scenario_document(doc);
  const std::string upgraded = test_support::replaced(write_xml_document(doc), "0 1 2 1 0 0 0 0\n      0 0 1",
                                              "0 1 2 1 12 -3 0 0\n      0 0 1");
  const ScenarioLoad u = load_scenario_text(upgraded, "tall.xml", repo("assets/rules"));
  ASSERT_TRUE(u.ok()) << format_diagnostics(u.errors) << upgraded;
  const HexMap& m2 = u.scenario->initial.map();
  EXPECT_EQ(m2.elevation(m2.hex_at({4, 2})), 12);
  EXPECT_EQ(m2.elevation(m2.hex_at({5, 2})), -3);
  EXPECT_EQ(m2.elevation(m2.hex_at({7, 4})), 9);
}

TEST(FormatUpgrade, ANewerFormatIsRefusedSayingSo) {
  std::string text = test_support::read_text_file(repo("tests/fixtures/scenarios/good/minimal.xml"));
  text = test_support::replaced(text, "format=\"1\"", "format=\"" + std::to_string(kScenarioFormat + 1) + "\"");
  const ScenarioLoad l = load_scenario_text(text, "new.xml", repo("assets/rules"));
  ASSERT_EQ(l.errors.size(), 1u) << format_diagnostics(l.errors);
  EXPECT_EQ(l.errors[0].to_string(),
            "new.xml:3: <scenario>: format=\"3\" is newer than this Hexfire reads (format 2): the file was written for a "
            "newer version of Hexfire; update Hexfire to play it");
}

TEST(FormatUpgrade, EveryScenarioThatLoadsUpgradesToTheSameGameAndUpgradingAgainChangesNothing) {
  const std::vector<fs::path> files = loading_scenarios();
  EXPECT_GE(files.size(), 14u);
  bool saw_format_1 = false;
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.string());
    const std::string text = test_support::read_text_file(file.string());
    XmlDocument doc = parsed(text);
    saw_format_1 = saw_format_1 || scenario_format_of(doc) == 1;
    upgrade_scenario_document(doc);
    EXPECT_EQ(scenario_format_of(doc), kScenarioFormat);
    const std::string upgraded = write_xml_document(doc);
    // Named as the file, in its folder: a Tiled map beside it is found the same way. (start_hash
    // fails the test when the text does not load.)
    const std::string name = file.string();
    EXPECT_EQ(start_hash(upgraded, name), start_hash(text, name));
    XmlDocument again = parsed(upgraded);
    upgrade_scenario_document(again);
    EXPECT_EQ(write_xml_document(again), upgraded);
  }
  EXPECT_TRUE(saw_format_1) << "keep a format-1 fixture: " << kFormat1;
}

}  // namespace
}  // namespace hexfire
