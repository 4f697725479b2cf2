// Action scripts (hexfire-cli --commands): parsing, each verb, and clear errors with file:line.
#include <gtest/gtest.h>

#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/action_script.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

TEST(FireScript, ParsesWordsSkippingBlanksAndComments) {
  const ActionScript s = parse_action_script("# setup\n\nface 0505 SE   # turn\nfire 0505 0504 advance\n", "x.txt");
  ASSERT_EQ(s.lines.size(), 2u);
  EXPECT_EQ(s.lines[0].line, 3);
  EXPECT_EQ(s.lines[0].verb, "face");
  EXPECT_EQ(s.lines[1].args, (std::vector<std::string>{"0505", "0504", "advance"}));
}

TEST(FireScript, RunsFaceStatusTagHitsAndFire) {
  FirelineFixture f;
  const UnitId a = f.unit("0505", "infantry", f.usa, 4, 5, HexDirection::N);
  const UnitId b = f.unit("0504", "infantry", f.csa, 2, 5, HexDirection::S);
  const ActionScript s = parse_action_script(
      "face 0504 N\nstatus 0505 disrupted\ntag 0504 charging\nhits 0504 1\nfire 0505 0504\n", "cmds.txt");
  ScriptedDice dice({0, 0});
  ActionReport report;
  const auto err = fireline_actions().run(f.state, f.ctx, s, dice, report);
  ASSERT_FALSE(err) << err->to_string();
  EXPECT_EQ(f.state.unit(b).facing, HexDirection::N);
  EXPECT_EQ(f.state.unit(a).status, UnitStatus::Disrupted);
  EXPECT_TRUE(hexfire::fireline::has_tag(f.state.unit(b), hexfire::fireline::UnitFlag::Charging));
  ASSERT_EQ(report.resolutions.size(), 2u);  // the hits, then the fire
  const Resolution& fire = report.resolutions[1];
  EXPECT_EQ(fire.kind, "fire");
  // Flanked, charging and clear (+3), then disrupted (-3): back on 8-11.
  EXPECT_EQ(fire.modifiers.size(), 4u);
  EXPECT_EQ(fire.final_row, "8-11");
  EXPECT_EQ(report.log.size(), 5u);
}

TEST(FireScript, ErrorsNameTheLineAndTheReason) {
  FirelineFixture f;
  f.unit("0505", "infantry", f.usa, 4, 5);
  ScriptedDice dice({});
  ActionReport report;
  const auto run = [&](const std::string& text) {
    return fireline_actions().run(f.state, f.ctx, parse_action_script(text, "c.txt"), dice, report);
  };
  auto e = run("face 0505 N\nfly 0505\n");
  ASSERT_TRUE(e);
  EXPECT_EQ(e->line, 2);
  EXPECT_NE(e->message.find("unknown action 'fly'"), std::string::npos);
  e = run("face 0505 UP\n");
  ASSERT_TRUE(e);
  EXPECT_NE(e->message.find("not a direction"), std::string::npos);
  e = run("fire 0505 9999\n");
  ASSERT_TRUE(e);
  EXPECT_NE(e->message.find("not a hex"), std::string::npos);
  e = run("fire 0505 0504\n");
  ASSERT_TRUE(e);
  EXPECT_NE(e->message.find("no unit in 0504"), std::string::npos) << e->message;
  EXPECT_EQ(e->to_string().rfind("c.txt:1:", 0), 0u);
}

}  // namespace
}  // namespace hexfire::fireline
