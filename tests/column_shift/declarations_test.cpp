// Charging cavalry and cold steel declared on an assault (declarations.hpp; rules reference 1.3,
// 3.2, 6.1 [D]): who may declare them, the shift coming from the declaration, cold steel's M1
// checks, and the play screen's Charge and Cold steel actions with their previews.
#include <gtest/gtest.h>

#include <algorithm>

#include "cs_field.hpp"
#include "cs_session.hpp"
#include "engine/rules/preview.hpp"

namespace hexfire::test {
namespace {

// Uhlans in 0201 may charge down the column across 0202 and 0203 into the company in 0204; A
// Company in 0605 faces B Company in 0606; the MG in 0805 faces C Company in 0806. 0403 is woods.
std::string field(const char* variant = "ww1", const char* extra = "") {
  cs::Field f;
  f.title = "Declarations";
  f.variant = variant;
  f.width = f.height = 10;
  f.options = extra;
  f.map = R"(    <hex at="0403" terrain="woods"/>)";
  f.types = R"(<unit-type id="mg" class="mg" strength="6" reduced-strength="3" morale="7" reduced-morale="6" movement="3" range="6"/>
    <unit-type id="cav" class="cavalry" strength="6" reduced-strength="3" morale="8" reduced-morale="7" movement="6" range="2"/>)";
  f.side_a = R"(<unit name="Uhlans" type="cav" at="0201"/>
    <unit name="A Company" type="inf" at="0605"/>
    <unit name="MG" type="mg" at="0805"/>)";
  f.side_b = R"(<unit name="Target" type="inf" at="0204"/>
    <unit name="B Company" type="inf" at="0606"/>
    <unit name="C Company" type="inf" at="0806"/>)";
  return cs::field_text(f);
}

std::string why(const GameSession& s, const Match& m, const std::string& line) {
  return s.rules().validate(m, cmd(line)).value_or("legal");
}

TEST(Declarations, AssaultCommandsPrintTheirDeclarationBack) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  for (const char* line : {"a assault 0201 0202 0203 0204 charge", "a assault 0605 0606 cold_steel", "a assault 0605 0606"}) {
    const auto p = s->rules().parse(s->match(), cmd(line));
    ASSERT_TRUE(std::holds_alternative<ParsedCommand>(p)) << line;
    EXPECT_EQ(to_line(std::get<ParsedCommand>(p).text), line);
  }
}

TEST(Declarations, ChargingCavalryMustBeMountedInGoodOrderAndCrossClearGround) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  EXPECT_EQ(why(*s, m, "a assault 0201 0202 0203 0204 charge"), "legal");
  EXPECT_EQ(why(*s, m, "a assault 0201 0202 0203 0204"), "only a charge crosses hexes before its assault");
  EXPECT_EQ(why(*s, m, "a assault 0605 0606 charge"), "A Company is not mounted: only mounted cavalry charge");
  m.state.unit_mut(cs::unit(m, "Uhlans")).status = UnitStatus::Disrupted;
  EXPECT_EQ(why(*s, m, "a assault 0201 0202 0203 0204 charge"), "Uhlans is disrupted: a disrupted unit may not assault (seed 002 3.3)");
  m = s->match();
  m.state.move_unit(cs::unit(m, "Uhlans"), *m.state.map().parse_label("0202"));
  EXPECT_EQ(why(*s, m, "a assault 0202 0203 0204 charge"),
            "a charge crosses at least 2 clear hexes before the assault hex (option charge_run_up)");
  // Down column 04 through the woods of 0403.
  m = s->match();
  m.state.move_unit(cs::unit(m, "Uhlans"), *m.state.map().parse_label("0401"));
  m.state.move_unit(cs::unit(m, "Target"), *m.state.map().parse_label("0404"));
  EXPECT_EQ(why(*s, m, "a assault 0401 0402 0403 0404 charge"), "a charge crosses clear terrain only: 0403 is not clear");
  // Into the woods: the target moved into 0403.
  m = s->match();
  m.state.move_unit(cs::unit(m, "Target"), *m.state.map().parse_label("0403"));
  EXPECT_EQ(why(*s, m, "a assault 0201 0202 0303 0403 charge"), "cavalry do not charge into woods (0403)");
  // With a run-up of one the option allows it.
  auto one = cs::open(field("ww1", R"(
    <option name="charge_run_up" value="1"/>)"));
  ASSERT_TRUE(one);
  Match m1 = one->match();
  m1.state.move_unit(cs::unit(m1, "Uhlans"), *m1.state.map().parse_label("0202"));
  EXPECT_EQ(why(*one, m1, "a assault 0202 0203 0204 charge"), "legal");
}

TEST(Declarations, TheChargeShiftComesFromTheDeclarationFirstRoundOnly) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  // Uhlans 6 (column 5), +1 for their morale 8 above the company's 7, +2 charging: column 18;
  // the company 8 (column 5). Both dice 1: M for the company (1+1 passes), nothing for the Uhlans.
  const ApplyResult r = cs::forced(*s, m, "a assault 0201 0202 0203 0204 charge", {1, 1, 1, 1});
  ASSERT_TRUE(r.ok) << r.error;
  const Resolution& round = r.resolutions.at(0);
  ASSERT_NE(round.follow_ups.at(0).find("charging_cavalry"), nullptr);
  EXPECT_EQ(round.follow_ups[0].find("charging_cavalry")->value, 2);
  EXPECT_EQ(round.follow_ups[0].final_row, "18");
  EXPECT_EQ(round.follow_ups[1].find("charging_cavalry"), nullptr);
  EXPECT_EQ(m.state.unit(cs::unit(m, "Uhlans")).position, m.state.map().parse_label("0204"));
  // An undeclared assault takes no charge shift.
  Match plain = s->match();
  const ApplyResult p = cs::forced(*s, plain, "a assault 0605 0606", {1, 1});
  ASSERT_TRUE(p.ok) << p.error;
  EXPECT_EQ(p.resolutions.at(0).follow_ups.at(0).find("charging_cavalry"), nullptr);
  EXPECT_EQ(p.resolutions.at(0).follow_ups.at(0).find("cold_steel"), nullptr);
}

TEST(Declarations, ColdSteelIsForInfantryCompaniesAndEndsWithM1ChecksOnBothSides) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  EXPECT_EQ(why(*s, m, "a assault 0805 0806 cold_steel"), "cold steel is for good-order infantry companies only (no MG or artillery)");
  EXPECT_EQ(why(*s, m, "a assault 0201 0202 0203 0204 cold_steel"), "only a charge crosses hexes before its assault");
  // B Company, good-order infantry, is asked first whether it answers with cold steel.
  ApplyResult r = cs::forced(*s, m, "a assault 0605 0606 cold_steel", {});
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  EXPECT_EQ(m.flow.prompts[0].id, "cold_steel");
  EXPECT_EQ(m.flow.prompts[0].side, *m.state.find_side("b"));
  EXPECT_EQ(s->rules().legal_commands(m), (std::vector<Command>{cmd("b answer cold_steel"), cmd("b answer none")}));
  // 8 (column 5) +2: column 13. Dice 1 and 1: nothing; then both companies check M1: 1+1+1 passes.
  r = cs::forced(*s, m, "b answer none", {1, 1, 1, 1, 1, 1});
  ASSERT_TRUE(r.ok) << r.error;
  const Resolution& round = r.resolutions.at(0);
  EXPECT_EQ(round.follow_ups.at(0).find("cold_steel")->value, 2);
  EXPECT_EQ(round.follow_ups[0].final_row, "13");
  EXPECT_EQ(round.follow_ups.at(1).find("cold_steel"), nullptr);
  ASSERT_EQ(round.follow_ups.size(), 3u);
  EXPECT_EQ(round.follow_ups[2].kind, "cold_steel");
  EXPECT_EQ(round.follow_ups[2].follow_ups.size(), 2u);  // A Company and B Company
  // Seed 002 prints no cold steel.
  auto ww2 = cs::open(field("ww2"));
  ASSERT_TRUE(ww2);
  EXPECT_EQ(why(*ww2, ww2->match(), "a assault 0605 0606 cold_steel"), "the ww2 assault chart has no cold steel");
}

TEST(Declarations, TheDefenderMayAnswerColdSteelWithColdSteelUnlessTheOptionSaysNever) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(cs::forced(*s, m, "a assault 0605 0606 cold_steel", {}).ok);
  const ApplyResult r = cs::forced(*s, m, "b answer cold_steel", {1, 1, 1, 1, 1, 1});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.resolutions.at(0).follow_ups.at(1).find("cold_steel")->value, 2);
  EXPECT_EQ(r.resolutions.at(0).follow_ups[1].final_row, "13");
  // A disrupted company may not answer: no prompt, the round is fought at once.
  Match shaken = s->match();
  shaken.state.unit_mut(cs::unit(shaken, "B Company")).status = UnitStatus::Disrupted;
  const ApplyResult d = cs::forced(*s, shaken, "a assault 0605 0606 cold_steel", {1, 1, 1, 1, 1, 1});
  ASSERT_TRUE(d.ok) << d.error;
  EXPECT_TRUE(shaken.flow.prompts.empty());
  EXPECT_EQ(d.resolutions.size(), 1u);
  // Never asked with the option.
  auto never = cs::open(field("ww1", R"(
    <option name="cold_steel_answer" value="never"/>)"));
  ASSERT_TRUE(never);
  Match n = never->match();
  const ApplyResult q = cs::forced(*never, n, "a assault 0605 0606 cold_steel", {1, 1, 1, 1, 1, 1});
  ASSERT_TRUE(q.ok) << q.error;
  EXPECT_TRUE(n.flow.prompts.empty());
  EXPECT_EQ(q.resolutions.at(0).follow_ups.at(1).find("cold_steel"), nullptr);
  EXPECT_EQ(s->rules().validate(s->match(), cmd("b answer none")).value_or(""), "no cold steel is waiting for an answer");
}

TEST(Declarations, ThePlayScreenOffersChargeAndColdSteelWithTheirPreviews) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  const Match& m = s->match();
  const auto previews = s->rules().make_previews();
  const auto actions = previews->actions();
  for (const char* id : {"charge", "cold_steel"}) {
    const auto it = std::find_if(actions.begin(), actions.end(), [&](const ActionKind& a) { return a.id == id; });
    ASSERT_NE(it, actions.end()) << id;
    EXPECT_EQ(it->verb, "assault");
    EXPECT_TRUE(it->enters_target);
  }
  const HexMap& map = m.state.map();
  // The charge reaches the company in 0204 along a run-up of clear hexes.
  ActionRequest charge;
  charge.action = "charge";
  charge.from = *map.parse_label("0201");
  const auto reach = previews->reach(m, charge);
  const auto to = std::find_if(reach.begin(), reach.end(), [&](const ReachableHex& h) { return h.hex == *map.parse_label("0204"); });
  ASSERT_NE(to, reach.end());
  EXPECT_EQ(to->path.size(), 3u);
  charge = make_path_request("charge", charge.from, to->path);
  EXPECT_EQ(to_line(previews->command(m, charge)), "a assault 0201 0202 0203 0204 charge");
  ActionPreviewData d = previews->preview(m, charge);
  ASSERT_TRUE(d.legal) << d.error;
  EXPECT_NE(d.ledger.find("charging_cavalry"), nullptr);
  ActionRequest bayonet;
  bayonet.action = "cold_steel";
  bayonet.from = *map.parse_label("0605");
  bayonet.target = *map.parse_label("0606");
  d = previews->preview(m, bayonet);
  ASSERT_TRUE(d.legal) << d.error;
  EXPECT_NE(d.ledger.find("cold_steel"), nullptr);
  bayonet.from = *map.parse_label("0805");
  bayonet.target = *map.parse_label("0806");
  EXPECT_FALSE(previews->preview(m, bayonet).legal);
  // The legal commands list cold steel where it may be declared.
  const auto legal = s->rules().legal_commands(m);
  EXPECT_NE(std::find(legal.begin(), legal.end(), cmd("a assault 0605 0606 cold_steel")), legal.end());
  EXPECT_EQ(std::find(legal.begin(), legal.end(), cmd("a assault 0805 0806 cold_steel")), legal.end());
}

}  // namespace
}  // namespace hexfire::test
