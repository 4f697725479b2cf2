// What a column-shift scenario may not write although another system's may: the dug-in marker
// only shows a unit's state (on="unit" in the ruleset) and is refused on a hex; units have no
// facing. Each refused with its line.
#include <gtest/gtest.h>

#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

std::string field_with(const std::string& map_body, const std::string& unit_extra = "") {
  std::string text = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="1" system="column-shift" variant="ww1" turns="2" seed="7">
  <title>Setup field</title>
  <map width="4" height="4" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear">
)" + map_body + R"(
  </map>
  <sides>
    <side key="a" name="Allies" color="#3b5b92"/>
    <side key="b" name="Axis" color="#8c8c84"/>
  </sides>
  <unit-types>
    <unit-type id="inf" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range="4"/>
  </unit-types>
  <units side="a"><unit name="Inf1" type="inf" at="0202"UNIT_EXTRA/></units>
  <units side="b"><unit name="Inf2" type="inf" at="0303"/></units>
</scenario>
)";
  text.replace(text.find("UNIT_EXTRA"), 10, unit_extra);
  return text;
}

SessionOpen open_field(const std::string& text) {
  return GameSession::open_text({"setup.xml", rules_dir(), std::nullopt, {}}, text, "setup.xml");
}

TEST(ColumnShiftSetup, AnEntrenchmentMarkerOnAHexLoads) {
  const SessionOpen o = open_field(field_with(R"(<marker type="entrenchment" at="0303"/>)"));
  EXPECT_TRUE(o.session) << o.error;
}

// Placed on a hex it would mean nothing, so the designer is told where the state belongs.
TEST(ColumnShiftSetup, ADugInMarkerOnAHexIsRefusedWithItsLine) {
  const SessionOpen o = open_field(field_with(R"(<marker type="dug_in" at="0303"/>)"));
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find("setup.xml:5:"), std::string::npos) << o.error;
  EXPECT_NE(o.error.find("'dug_in' shows a unit's state"), std::string::npos) << o.error;
}

// Companies have no facing in this system (<ruleset facing="false">): a facing written on a
// unit would be dead data, and a designer coming from fireline is told so.
TEST(ColumnShiftSetup, AFacingOnAUnitIsRefused) {
  const SessionOpen o = open_field(field_with("", R"( facing="N")"));
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find("setup.xml:14:"), std::string::npos) << o.error;
  EXPECT_NE(o.error.find("have no facing"), std::string::npos) << o.error;
}

}  // namespace
}  // namespace hexfire::test
