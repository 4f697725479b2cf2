// What a column-shift scenario may not write although another system's may: the dug-in marker
// only shows a unit's state (on="unit" in the ruleset) and is refused on a hex; units have no
// facing. Each refused with its line.
#include <gtest/gtest.h>

#include <algorithm>

#include "cs_field.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

std::string field_with(const std::string& map_body, const std::string& unit_extra = "") {
  cs::Field f;
  f.title = "Setup field";
  f.width = f.height = 4;
  f.map = map_body;
  f.side_a = R"(<unit name="Inf1" type="inf" at="0202")" + unit_extra + "/>";
  f.side_b = R"(<unit name="Inf2" type="inf" at="0303"/>)";
  return cs::field_text(f);
}

// "setup.xml:N:" for the line of `text` that holds `part`: where the message must point.
std::string line_of(const std::string& text, const std::string& part) {
  const std::size_t at = text.find(part);
  return "setup.xml:" + std::to_string(1 + std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n')) + ":";
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
  const std::string text = field_with(R"(<marker type="dug_in" at="0303"/>)");
  const SessionOpen o = open_field(text);
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find(line_of(text, "<marker")), std::string::npos) << o.error;
  EXPECT_NE(o.error.find("'dug_in' shows a unit's state"), std::string::npos) << o.error;
}

// Companies have no facing in this system (<ruleset facing="false">): a facing written on a
// unit would be dead data, and a designer coming from fireline is told so.
TEST(ColumnShiftSetup, AFacingOnAUnitIsRefused) {
  const std::string text = field_with("", R"( facing="N")");
  const SessionOpen o = open_field(text);
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find(line_of(text, "facing=")), std::string::npos) << o.error;
  EXPECT_NE(o.error.find("have no facing"), std::string::npos) << o.error;
}

// A type with a reduced side needs the morale printed there: left out, it read 0 and every morale
// check of a reduced unit failed. The designer is told at the type's first unit, with its line.
TEST(ColumnShiftSetup, AReducedSideWithoutItsMoraleIsRefusedAtTheTypesFirstUnit) {
  std::string text = field_with("");
  const std::string morale = R"( reduced-morale="6")";
  text.erase(text.find(morale), morale.size());
  const ScenarioLoad load = load_scenario_text(text, "setup.xml", rules_dir());
  ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
  const Diagnostics d = check_scenario_rules(*load.scenario, rules_dir());
  ASSERT_EQ(d.size(), 1u) << format_diagnostics(d) << " (told once per type, not for Inf2 too)";
  EXPECT_EQ(format_diagnostics(d).find(line_of(text, R"(name="Inf1")")), 0u) << format_diagnostics(d);
  EXPECT_NE(d[0].message.find("unit type 'inf' has a reduced side (reduced-strength 4) and no reduced-morale"), std::string::npos)
      << d[0].message;
}

}  // namespace
}  // namespace hexfire::test
