// A demoralized unit "retreats if under fire" (seed 002 3.3), read as the option
// demoralized_retreat (demoralized_retreat.hpp): once a fire at its hex is placed, the side's
// demoralized units there fall back one hex together, away from the nearest firer, into a hex
// holding no enemy; their owner chooses among several, one is taken at once, none leaves them.
#include "cs_field.hpp"
#include "cs_session.hpp"
#include "engine/rules/column_shift/column_shift_board.hpp"

namespace hexfire::test {
namespace {

// Side a (first to act) fires from 0303 with a company; side b has a demoralized company and a
// good one in 0305, two hexes away. `extra_b` adds units of side b, `extra_a` of side a.
std::string field(const std::string& options = "", const std::string& extra_a = "", const std::string& extra_b = "") {
  cs::Field f;
  f.title = "Retreat under fire";
  f.width = f.height = 8;
  f.options = options;
  f.side_a = R"(<unit name="Firer" type="inf" at="0303"/>)" + extra_a;
  f.side_b = R"(<unit name="Broken" type="inf" at="0305" status="demoralized"/>
    <unit name="Steady" type="inf" at="0305"/>)" + extra_b;
  return cs::field_text(f);
}

Hex at(const Match& m, const char* label) { return *m.state.map().parse_label(label); }

std::vector<std::string> lines(const std::vector<Command>& cs) {
  std::vector<std::string> out;
  for (const Command& c : cs) out.push_back(to_line(c));
  return out;
}

// 3 + 4 on the fire table is no effect: the fire reaches the hex and changes nothing, yet the
// demoralized company there is under fire.
TEST(DemoralizedRetreat, TheOwnerChoosesAHexFartherFromTheFirer) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  const ApplyResult r = cs::forced(*s, m, "a fire 0303 0305", {3, 4});
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(r.resolutions.size(), 1u);
  EXPECT_EQ(m.state.unit(cs::unit(m, "Broken")).status, UnitStatus::Demoralized);
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  const Prompt& p = m.flow.prompts.front();
  EXPECT_EQ(p.id, "retreat");
  EXPECT_EQ(p.side, *m.state.find_side("b"));
  EXPECT_EQ(m.flow.in_control, *m.state.find_side("b"));
  EXPECT_EQ(p.text, "Axis: your demoralized units in 0305 retreat under fire: choose the hex");
  // 0305's neighbours three hexes from 0303 (the others are one or two away).
  EXPECT_EQ(lines(p.options), (std::vector<std::string>{"b retreat 0305 0205", "b retreat 0305 0306", "b retreat 0305 0405"}));
  EXPECT_EQ(p.labels.front(), "Retreat to 0205 (Clear)");
  for (const Command& c : p.options) EXPECT_EQ(distance(at(m, "0303"), at(m, c.args[1].c_str())), 3);
  // While it stands only its options are legal.
  EXPECT_EQ(s->rules().legal_commands(m), p.options);
  EXPECT_EQ(*s->rules().validate(m, cmd("b retreat 0305 0304")),
            "Axis must answer first: Axis: your demoralized units in 0305 retreat under fire: choose the hex");
  const ApplyResult back = cs::forced(*s, m, "b retreat 0305 0306", {});
  ASSERT_TRUE(back.ok) << back.error;
  EXPECT_EQ(m.state.unit(cs::unit(m, "Broken")).position, at(m, "0306"));
  EXPECT_EQ(m.state.unit(cs::unit(m, "Steady")).position, at(m, "0305"));  // good units stand
  ASSERT_FALSE(back.log.empty());
  EXPECT_EQ(back.log.front(), "Broken, demoralized under fire, retreats from 0305 to 0306");
  EXPECT_TRUE(m.flow.prompts.empty() || m.flow.prompts.front().id == "opportunity_fire");
}

TEST(DemoralizedRetreat, NoRetreatIsAnsweredWithoutItsPrompt) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  EXPECT_EQ(*s->validate(cmd("b retreat 0305 0306")), "no demoralized units are waiting to retreat");
}

TEST(DemoralizedRetreat, TheOnlyHexLeftIsTakenAtOnce) {
  // Enemy companies in 0205 and 0405 leave 0306 alone of the three.
  auto s = cs::open(field("", R"(<unit name="Left" type="inf" at="0205"/><unit name="Right" type="inf" at="0405"/>)"));
  ASSERT_TRUE(s);
  Match m = s->match();
  const ApplyResult r = cs::forced(*s, m, "a fire 0303 0305", {3, 4});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_TRUE(m.flow.prompts.empty() || m.flow.prompts.front().id != "retreat");
  EXPECT_EQ(m.state.unit(cs::unit(m, "Broken")).position, at(m, "0306"));
  EXPECT_NE(std::find(r.log.begin(), r.log.end(), "Broken, demoralized under fire, retreats from 0305 to 0306"), r.log.end());
}

TEST(DemoralizedRetreat, WithNoHexToGoToTheyStay) {
  auto s = cs::open(field("", R"(<unit name="Left" type="inf" at="0205"/><unit name="Right" type="inf" at="0405"/>
    <unit name="Behind" type="inf" at="0306"/>)"));
  ASSERT_TRUE(s);
  Match m = s->match();
  const ApplyResult r = cs::forced(*s, m, "a fire 0303 0305", {3, 4});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(m.state.unit(cs::unit(m, "Broken")).position, at(m, "0305"));
  EXPECT_NE(std::find(r.log.begin(), r.log.end(), "the demoralized units in 0305 have no hex to retreat to and stay"),
            r.log.end());
}

TEST(DemoralizedRetreat, AFriendlyHexIsOpenToThem) {
  auto s = cs::open(field("", R"(<unit name="Left" type="inf" at="0205"/><unit name="Right" type="inf" at="0405"/>)",
                          R"(<unit name="Reserve" type="inf" at="0306"/>)"));
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(cs::forced(*s, m, "a fire 0303 0305", {3, 4}).ok);
  EXPECT_EQ(m.state.unit(cs::unit(m, "Broken")).position, at(m, "0306"));
}

TEST(DemoralizedRetreat, AUnitTheFireDemoralizesRetreatsToo) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  Match m = s->match();
  m.state.unit_mut(cs::unit(m, "Broken")).status = UnitStatus::Good;
  // Firer (8): column 7, two companies in the hex +2: column 16, where 2 + 3 = 5 is M1; the
  // checks at 6 + 6 + 1 = 13, three or more over morale 7, demoralize both companies.
  const ApplyResult r = cs::forced(*s, m, "a fire 0303 0305", {2, 3, 6, 6, 6, 6});
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(r.resolutions.size(), 3u);  // the fire and its two morale checks
  ASSERT_FALSE(m.flow.prompts.empty());
  EXPECT_EQ(m.flow.prompts.front().id, "retreat");
  ASSERT_TRUE(cs::forced(*s, m, to_line(m.flow.prompts.front().options.front()), {}).ok);
  for (const char* name : {"Broken", "Steady"}) {
    const Unit& u = m.state.unit(cs::unit(m, name));
    EXPECT_EQ(u.status, UnitStatus::Demoralized) << name;
    EXPECT_EQ(u.position, at(m, "0205")) << name;  // together, to the hex chosen
  }
}

TEST(DemoralizedRetreat, TheOptionNoneKeepsThemInPlace) {
  auto s = cs::open(field(R"(<option name="demoralized_retreat" value="none"/>)"));
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(cs::forced(*s, m, "a fire 0303 0305", {3, 4}).ok);
  EXPECT_TRUE(m.flow.prompts.empty() || m.flow.prompts.front().id != "retreat");
  EXPECT_EQ(m.state.unit(cs::unit(m, "Broken")).position, at(m, "0305"));
}

TEST(DemoralizedRetreat, ABadOptionValueIsRefusedWithItsChoices) {
  cs::Field f;
  f.options = R"(<option name="demoralized_retreat" value="two_hexes"/>)";
  f.side_a = R"(<unit name="A" type="inf" at="0303"/>)";
  f.side_b = R"(<unit name="B" type="inf" at="0305"/>)";
  SessionOpen o = GameSession::open_text({"test.xml", rules_dir(), std::nullopt, {}}, cs::field_text(f), "test.xml");
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find("demoralized_retreat"), std::string::npos) << o.error;
  EXPECT_NE(o.error.find("one_hex"), std::string::npos) << o.error;
}

TEST(DemoralizedRetreat, UnitsHeldInAMeleeFightOnThere) {
  // A melee in 0305 (side a went in with a company), fired into under fire_into_melee=enemy.
  auto s = cs::open(field(R"(<option name="fire_into_melee" value="enemy"/>)", R"(<unit name="Stormer" type="inf" at="0304"/>)"));
  ASSERT_TRUE(s);
  Match m = s->match();
  m.state.move_unit(cs::unit(m, "Stormer"), at(m, "0305"));
  column_shift::board::flow_of(m).melees[at(m, "0305")] = *m.state.find_side("a");
  // Nobody else may act, so the turn ends: the melee's round (ones: no effect) and the initiative.
  std::vector<int> dice{3, 4};
  dice.resize(20, 1);
  ASSERT_TRUE(cs::forced(*s, m, "a fire 0303 0305", dice).ok);
  EXPECT_TRUE(m.flow.prompts.empty() || m.flow.prompts.front().id != "retreat");
  EXPECT_EQ(m.state.unit(cs::unit(m, "Broken")).position, at(m, "0305"));
}

TEST(DemoralizedRetreat, AVehicleTakesItsCargoAlong) {
  cs::Field f;
  f.variant = "ww2";
  f.width = f.height = 8;
  f.types = R"(<unit-type id="truck" class="truck" strength="0" reduced-strength="0" morale="6" reduced-morale="5" movement="8" range="0"/>)";
  f.side_a = R"(<unit name="Firer" type="inf" at="0303"/>
    <unit name="Left" type="inf" at="0205"/><unit name="Right" type="inf" at="0405"/>)";
  f.side_b = R"(<unit name="Lorry" type="truck" at="0305" status="demoralized"/>
    <unit name="Riders" type="inf" at="0305" on="Lorry"/>)";
  auto s = cs::open(cs::field_text(f));
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(cs::forced(*s, m, "a fire 0303 0305", {3, 4}).ok);
  EXPECT_EQ(m.state.unit(cs::unit(m, "Lorry")).position, at(m, "0306"));
  EXPECT_EQ(m.state.unit(cs::unit(m, "Riders")).position, at(m, "0306"));
}

}  // namespace
}  // namespace hexfire::test
