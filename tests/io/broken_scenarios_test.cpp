// Every file in tests/fixtures/scenarios/broken/ and the exact messages it gives, as hexfire-lint
// prints them (check_scenario_load: the loader's errors and the option values, in one pass): one
// message per root cause, in line order, with "did you mean" for a misspelt name.
#include <gtest/gtest.h>

#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"

namespace hexfire {
namespace {

struct BrokenCase {
  const char* name;  // file stem in tests/fixtures/scenarios/broken/
  std::vector<std::string> messages;
};

// "@RULES@" stands for the rules directory, which appears in the unknown-system message.
const std::vector<BrokenCase>& broken_cases() {
  static const std::vector<BrokenCase> cases = {
      // One root cause, one message, with its correction (issue 15, 6).
      {"attribute_misspelt",
       {"tests/fixtures/scenarios/broken/attribute_misspelt.xml:26: unit '3/12 Ohio' at 0201: unknown attribute 'facnig'; did you mean 'facing'?"}},
      {"default_terrain_misspelt",
       {"tests/fixtures/scenarios/broken/default_terrain_misspelt.xml:4: <map>: default-terrain=\"claer\": 'claer' is not a terrain type of the fireline ruleset; did you mean 'clear'?"}},
      {"element_misspelt",
       {"tests/fixtures/scenarios/broken/element_misspelt.xml:7: unknown element <hexsdie> in <map>; did you mean 'hexside'?"}},
      {"legend_terrain_misspelt",
       {"tests/fixtures/scenarios/broken/legend_terrain_misspelt.xml:6: legend 'w': 'wods' is not a terrain type of the fireline ruleset; did you mean 'woods'?"}},
      {"option_name_and_value",
       {"tests/fixtures/scenarios/broken/option_name_and_value.xml:5: option 'round_fier': the fireline ruleset has no such option; did you mean 'round_fire'?",
        "tests/fixtures/scenarios/broken/option_name_and_value.xml:6: option round_fire=\"sideways\": must be down, nearest or up"}},
      {"side_key_misspelt",
       {"tests/fixtures/scenarios/broken/side_key_misspelt.xml:20: organization '1bde': side 'usa' does not exist; did you mean 'uas'? (also named on lines 25, 39)"}},
      {"unit_type_misspelt",
       {"tests/fixtures/scenarios/broken/unit_type_misspelt.xml:26: unit '3/12 Ohio' at 0201: unit type 'inf' is not defined in <unit-types>; did you mean 'infn'? (also named on lines 30, 34)"}},
      {"required_attribute_misspelt",
       {"tests/fixtures/scenarios/broken/required_attribute_misspelt.xml:4: unknown attribute 'widht' on <map>; did you mean 'width'?"}},
      {"sides_section_misspelt",
       {"tests/fixtures/scenarios/broken/sides_section_misspelt.xml:11: unknown element <sidez> in <scenario>; did you mean 'sides'?"}},
      {"unit_types_section_misspelt",
       {"tests/fixtures/scenarios/broken/unit_types_section_misspelt.xml:15: unknown element <unit-type> in <scenario>; did you mean 'unit-types'?"}},
      {"organizations_section_misspelt",
       {"tests/fixtures/scenarios/broken/organizations_section_misspelt.xml:19: unknown element <organisations> in <scenario>; did you mean 'organizations'?"}},
      {"bad_colour",
       {"tests/fixtures/scenarios/broken/bad_colour.xml:12: side 'usa': color=\"blue\" is not a colour of the form #rrggbb"}},
      {"bad_facing_and_status",
       {"tests/fixtures/scenarios/broken/bad_facing_and_status.xml:30: unit '4th Texas' at 0505: facing 'north' is not a direction (N, NE, SE, S, SW, NW)",
        "tests/fixtures/scenarios/broken/bad_facing_and_status.xml:30: unit '4th Texas' at 0505: status 'panicked' is not good, disrupted, routed, demoralized or shaken"}},
      {"bad_number",
       {"tests/fixtures/scenarios/broken/bad_number.xml:16: unit type 'inf': strength=\"five\" is not a whole number"}},
      {"bad_seed",
       {"tests/fixtures/scenarios/broken/bad_seed.xml:2: <scenario>: seed=\"-7\" is not a whole number from 0 to 18446744073709551615"}},
      {"duplicate_map",
       {"tests/fixtures/scenarios/broken/duplicate_map.xml:11: duplicate <map> in <scenario> (the first is on line 4)"}},
      {"duplicate_side_key",
       {"tests/fixtures/scenarios/broken/duplicate_side_key.xml:14: side 'usa': duplicate side key"}},
      {"bad_bonus",
       {"tests/fixtures/scenarios/broken/bad_bonus.xml:41: <bonus>: a second <bonus> for this side",
        "tests/fixtures/scenarios/broken/bad_bonus.xml:42: <bonus>: vp=\"0\" is out of range (1 to 1000)",
        "tests/fixtures/scenarios/broken/bad_bonus.xml:43: <bonus>: side 'prussia' does not exist; one of: usa, csa"}},
      {"duplicate_unit_name",
       {"tests/fixtures/scenarios/broken/duplicate_unit_name.xml:30: unit '3/12 Ohio' at 0505: duplicate unit name (first on line 26)"}},
      {"elevation_not_digit",
       {"tests/fixtures/scenarios/broken/elevation_not_digit.xml:7: elevation row 2, hex 0302: 'x' is not a height from -9 to 99"}},
      // Format 2 reads whole numbers: twelve and minus three are heights, a hundred is not.
      {"elevation_not_a_height",
       {"tests/fixtures/scenarios/broken/elevation_not_a_height.xml:9: elevation row 4, hex 0404: '100' is not a height from -9 to 99"}},
      {"empty_file",
       {"tests/fixtures/scenarios/broken/empty_file.xml: malformed XML: the document is empty"}},
      {"format_version",
       {"tests/fixtures/scenarios/broken/format_version.xml:2: <scenario>: format=\"3\" is newer than this Hexfire reads (format 2): the file was written for a newer version of Hexfire; update Hexfire to play it"}},
      {"hexside_bad_direction",
       {"tests/fixtures/scenarios/broken/hexside_bad_direction.xml:7: hexside 0302 SSE: 'SSE' is not a direction (N, NE, SE, S, SW, NW)"}},
      {"hexside_bad_behind",
       {"tests/fixtures/scenarios/broken/hexside_bad_behind.xml:8: <hexside-run>: behind=\"inside\" must be at (the hex named is behind the feature), across (its neighbour is) or both",
        "tests/fixtures/scenarios/broken/hexside_bad_behind.xml:9: hexside 0505 N: behind=\"across\": a Stream has no protected side (only features with protected-side=\"true\" in the ruleset)"}},
      {"hexside_duplicate",
       {"tests/fixtures/scenarios/broken/hexside_duplicate.xml:8: hexside 0303 N: already has fence"}},
      {"hexside_unknown_feature",
       {"tests/fixtures/scenarios/broken/hexside_unknown_feature.xml:7: hexside 0302 S: 'hedge' is not a hexside feature of the fireline ruleset; one of: slope, fence, abatis, stone_wall, stream"}},
      {"huge_map",
       {"tests/fixtures/scenarios/broken/huge_map.xml:4: <map>: width=\"100000\" is out of range (1 to 1000)"}},
      {"labels_too_small",
       {"tests/fixtures/scenarios/broken/labels_too_small.xml:4: <map>: 1-digit labels cannot number a 30x20 map (raise label-digits)"}},
      {"leader_of_missing_org",
       {"tests/fixtures/scenarios/broken/leader_of_missing_org.xml:27: leader 'Col. Smith' at 0201: commands=\"9bde\": organization '9bde' does not exist; did you mean '1bde'?"}},
      {"leader_type_as_unit",
       {"tests/fixtures/scenarios/broken/leader_type_as_unit.xml:26: unit '3/12 Ohio' at 0201: unit type 'ldr' is a leader: use <leader>"}},
      {"legend_unknown_char",
       {"tests/fixtures/scenarios/broken/legend_unknown_char.xml:9: terrain row 2, hex 0202: '#' is not in the <legend>"}},
      {"malformed_xml",
       {"tests/fixtures/scenarios/broken/malformed_xml.xml:3: malformed XML: the element opened on this line is closed by a different tag"}},
      {"many_errors",
       {"tests/fixtures/scenarios/broken/many_errors.xml:7: hexside 0302 S: 'hedge' is not a hexside feature of the fireline ruleset; one of: slope, fence, abatis, stone_wall, stream",
        "tests/fixtures/scenarios/broken/many_errors.xml:13: side 'csa': color=\"grey\" is not a colour of the form #rrggbb",
        "tests/fixtures/scenarios/broken/many_errors.xml:26: unit '3/12 Ohio' at 3112: hex is off the map (map is 30x20)",
        "tests/fixtures/scenarios/broken/many_errors.xml:30: unit '3/12 Ohio' at 0505: duplicate unit name (first on line 26)"}},
      {"marker_unknown",
       {"tests/fixtures/scenarios/broken/marker_unknown.xml:9: marker 'trench' at 0403: 'trench' is not a marker of the fireline ruleset; one of: entrenchment, advance_fire"}},
      {"missing_turns_and_title",
       {"tests/fixtures/scenarios/broken/missing_turns_and_title.xml:2: <scenario>: missing attribute 'turns'",
        "tests/fixtures/scenarios/broken/missing_turns_and_title.xml:2: the scenario has no <title>"}},
      {"negative_map",
       {"tests/fixtures/scenarios/broken/negative_map.xml:4: <map>: height=\"-3\" is out of range (1 to 1000)"}},
      {"objective_bad_label",
       {"tests/fixtures/scenarios/broken/objective_bad_label.xml:38: objective 'Mill' at 05A5: '05A5' is not a hex label (4 digits, like 0101)"}},
      {"reduced_without_reduced_side",
       {"tests/fixtures/scenarios/broken/reduced_without_reduced_side.xml:27: leader 'Col. Smith' at 0201: unit type 'ldr' has no reduced side"}},
      {"reinforcement_late_and_placed",
       {"tests/fixtures/scenarios/broken/reinforcement_late_and_placed.xml:33: <reinforcement>: turn 9 is after the last turn (4)",
        "tests/fixtures/scenarios/broken/reinforcement_late_and_placed.xml:34: unit '5th Texas' at 0601: a reinforcement has no 'at': it enters at its <reinforcement> entry hex"}},
      {"road_not_adjacent",
       {"tests/fixtures/scenarios/broken/road_not_adjacent.xml:8: road path: 0203 to 0503: the hexes are not adjacent"}},
      {"road_unknown_type",
       {"tests/fixtures/scenarios/broken/road_unknown_type.xml:8: <road>: 'canal' is not a road type of the fireline ruleset; one of: road, railroad"}},
      {"stacked_with_enemy",
       {"tests/fixtures/scenarios/broken/stacked_with_enemy.xml:30: unit '4th Texas' at 0201: stacked with '3/12 Ohio' of side 'usa'"}},
      {"terrain_row_count",
       {"tests/fixtures/scenarios/broken/terrain_row_count.xml:6: <terrain>: has 4 rows; the map has 5"}},
      {"terrain_row_length",
       {"tests/fixtures/scenarios/broken/terrain_row_length.xml:8: terrain row 2 has 7 hexes; the map is 6 wide"}},
      {"unclosed_element",
       {"tests/fixtures/scenarios/broken/unclosed_element.xml:2: malformed XML: an element opened here is never closed, or the file is cut short"}},
      {"unit_in_prohibited_terrain",
       {"tests/fixtures/scenarios/broken/unit_in_prohibited_terrain.xml:31: unit '4th Texas' at 0505: Infantry may not be in Pond (pond): the ruleset prohibits entering it"}},
      {"unit_off_map",
       {"tests/fixtures/scenarios/broken/unit_off_map.xml:26: unit '3/12 Ohio' at 3112: hex is off the map (map is 30x20)"}},
      {"unit_org_missing",
       {"tests/fixtures/scenarios/broken/unit_org_missing.xml:26: unit '3/12 Ohio' at 0201: org=\"13oh\": organization '13oh' does not exist; did you mean '12oh'?"}},
      {"unit_org_other_side",
       {"tests/fixtures/scenarios/broken/unit_org_other_side.xml:26: unit '3/12 Ohio' at 0201: org=\"2bde\": organization '2bde' belongs to side 'csa'"}},
      {"unit_type_undefined",
       {"tests/fixtures/scenarios/broken/unit_type_undefined.xml:26: unit '3/12 Ohio' at 0201: unit type 'infantry' is not defined in <unit-types>; one of: inf, ldr"}},
      {"unit_type_unknown_class",
       {"tests/fixtures/scenarios/broken/unit_type_unknown_class.xml:16: unit type 'inf': 'dragoons' is not a unit class of the fireline ruleset; one of: infantry, cavalry, irregular, artillery, leader"}},
      {"unknown_attribute",
       {"tests/fixtures/scenarios/broken/unknown_attribute.xml:26: unit '3/12 Ohio' at 0201: unknown attribute 'colour'"}},
      {"unknown_element",
       {"tests/fixtures/scenarios/broken/unknown_element.xml:27: unknown element <regiment> in <units>; one of: unit, leader"}},
      {"unknown_option",
       {"tests/fixtures/scenarios/broken/unknown_option.xml:5: option 'fire_limit': the fireline ruleset has no such option"}},
      {"unknown_rule_system",
       {"tests/fixtures/scenarios/broken/unknown_rule_system.xml:2: rule system 'firelane' is not known (no file @RULES@/firelane.xml)"}},
      {"unknown_terrain",
       {"tests/fixtures/scenarios/broken/unknown_terrain.xml:5: hex at 0302: 'jungle' is not a terrain type of the fireline ruleset"}},
      {"unknown_variant",
       {"tests/fixtures/scenarios/broken/unknown_variant.xml:2: variant 'vol9' is not a variant of fireline (vol1, vol2); did you mean 'vol1'?"}},
      {"wrong_root",
       {"tests/fixtures/scenarios/broken/wrong_root.xml:2: the root element must be <scenario>"}},
  };
  return cases;
}

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

std::string expand(std::string s) {
  const std::string key = "@RULES@";
  if (const auto at = s.find(key); at != std::string::npos) s.replace(at, key.size(), rules_dir());
  return s;
}

class BrokenScenario : public ::testing::TestWithParam<BrokenCase> {};

TEST_P(BrokenScenario, ReportsExactlyItsErrors) {
  const BrokenCase& c = GetParam();
  const std::string path = std::string("tests/fixtures/scenarios/broken/") + c.name + ".xml";
  const ScenarioLoad load = load_scenario(path, rules_dir());
  EXPECT_FALSE(load.ok());
  EXPECT_FALSE(load.scenario.has_value());
  std::vector<std::string> got;
  for (const auto& d : check_scenario_load(load, rules_dir())) got.push_back(d.to_string());
  std::vector<std::string> want;
  for (const auto& m : c.messages) want.push_back(expand(m));
  EXPECT_EQ(got, want);
}

INSTANTIATE_TEST_SUITE_P(Fixtures, BrokenScenario, ::testing::ValuesIn(broken_cases()),
                         [](const ::testing::TestParamInfo<BrokenCase>& p) { return std::string(p.param.name); });

TEST(BrokenScenarioFixtures, AtLeastTwentyFiveAndAllListed) {
  EXPECT_GE(broken_cases().size(), 25u);
  std::set<std::string> listed;
  for (const auto& c : broken_cases()) listed.insert(c.name);
  std::set<std::string> on_disk;
  for (const auto& e : std::filesystem::directory_iterator("tests/fixtures/scenarios/broken"))
    if (e.path().extension() == ".xml") on_disk.insert(e.path().stem().string());
  EXPECT_EQ(listed, on_disk);
}

}  // namespace
}  // namespace hexfire
