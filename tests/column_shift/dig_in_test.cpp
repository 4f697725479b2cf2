// Digging in (16.1): "infantry that spend an activation without moving or firing may mark
// themselves dug-in" (rules reference 6.1). Under the default dig_in_units=infantry a stack's
// infantry, engineers, machine guns and dismounted cavalry dig in and its guns, mounted cavalry
// and leaders do not, so the −1 for a
// target "dug in" (every combat unit fired at) is lost while a gun stands with them; a stack with
// no infantry may not dig in. Under dig_in_units=any every unit but a leader digs in.
#include <algorithm>
#include <optional>

#include "cs_field.hpp"
#include "cs_session.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"

namespace hexfire::test {
namespace {

// Side a: a leader, an infantry company, a machine gun and a gun battery in 0303; a second gun
// alone in 0503; a dismounted squadron in 0603 and a mounted one in 0703. Side b: a company in 0306, three hexes below 0303.
std::string field(const std::string& options = "") {
  cs::Field f;
  f.title = "Digging in";
  f.options = options;
  f.types = R"(<unit-type id="mg" class="mg" strength="6" reduced-strength="3" morale="7" reduced-morale="6" movement="3" range="6"/>
    <unit-type id="gun" class="gun" strength="6" reduced-strength="3" morale="7" reduced-morale="6" movement="2" range="8"/>
    <unit-type id="dsq" class="cavalry_dismounted" strength="4" reduced-strength="2" morale="8" reduced-morale="7" movement="3" range="4"/>
    <unit-type id="msq" class="cavalry" strength="3" reduced-strength="2" morale="8" reduced-morale="7" movement="8" range="2"/>
    <unit-type id="ldr" class="leader" strength="0" morale="8" movement="4" combat="1" morale_mod="1"/>)";
  f.side_a = R"(<leader name="Lt. A" type="ldr" at="0303"/>
    <unit name="Coy" type="inf" at="0303"/>
    <unit name="MG" type="mg" at="0303"/>
    <unit name="Guns" type="gun" at="0303"/>
    <unit name="Lone guns" type="gun" at="0503"/>
    <unit name="On foot" type="dsq" at="0603"/>
    <unit name="Mounted" type="msq" at="0703"/>)";
  f.side_b = R"(<unit name="Foe" type="inf" at="0306"/>)";
  return cs::field_text(f);
}

bool dug_in(const Match& m, const char* name) {
  return column_shift::column_shift_unit(m.state.unit(cs::unit(m, name))).dug_in;
}

// The match after a dug in at 0303 and b fired there, and the fire's shift for a dug-in target
// (−1, or 0 when the ledger has none).
struct AfterFire {
  std::optional<Match> match;
  int dug_in_shift = 99;
};

AfterFire dig_then_fire(const std::string& options) {
  AfterFire out;
  auto s = cs::open(field(options));
  if (!s) return out;
  Match m = s->match();
  const ApplyResult dig = cs::forced(*s, m, "a dig 0303", {});
  EXPECT_TRUE(dig.ok) << dig.error;
  const ApplyResult fire = cs::forced(*s, m, "b fire 0306 0303", std::vector<int>(12, 1));
  EXPECT_TRUE(fire.ok) << fire.error;
  if (fire.ok && !fire.resolutions.empty()) {
    const Modifier* shift = fire.resolutions.front().find("dug_in");
    out.dug_in_shift = shift ? shift->value : 0;
  }
  out.match = std::move(m);
  return out;
}

TEST(ColumnShiftDigIn, OnlyTheInfantryArmDigsInAndAGunBesideItCostsTheShift) {
  const AfterFire a = dig_then_fire("");
  ASSERT_TRUE(a.match);
  EXPECT_EQ(a.dug_in_shift, 0);
  EXPECT_TRUE(dug_in(*a.match, "Coy"));
  EXPECT_TRUE(dug_in(*a.match, "MG"));
  EXPECT_FALSE(dug_in(*a.match, "Guns"));
  EXPECT_FALSE(dug_in(*a.match, "Lt. A"));
}

TEST(ColumnShiftDigIn, AStackWithNoInfantryMayNotDigIn) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  EXPECT_EQ(s->rules().validate(s->match(), cmd("a dig 0503")).value_or(""),
            "no unit in 0503 may dig in: only infantry do (16.1, option dig_in_units)");
  const auto legal = s->rules().legal_commands(s->match());
  EXPECT_EQ(std::count(legal.begin(), legal.end(), cmd("a dig 0503")), 0);
  EXPECT_EQ(std::count(legal.begin(), legal.end(), cmd("a dig 0303")), 1);
  EXPECT_EQ(std::count(legal.begin(), legal.end(), cmd("a dig 0603")), 1);  // dismounted cavalry
  EXPECT_EQ(std::count(legal.begin(), legal.end(), cmd("a dig 0703")), 0);  // mounted
  Match m = s->match();
  ASSERT_TRUE(cs::forced(*s, m, "a dig 0603", {}).ok);
  EXPECT_TRUE(dug_in(m, "On foot"));
  // Once its infantry is dug in, the stack has nothing left to dig: its guns never will.
  std::string placed = field();
  for (const char* name : {"Coy\" type=\"inf\"", "MG\" type=\"mg\""}) {
    const std::string from = std::string(name) + " at=\"0303\"";
    ASSERT_NE(placed.find(from), std::string::npos);
    placed.replace(placed.find(from), from.size(), from + " dug_in=\"true\"");
  }
  auto dug = cs::open(placed);
  ASSERT_TRUE(dug);
  EXPECT_EQ(dug->rules().validate(dug->match(), cmd("a dig 0303")).value_or(""),
            "every unit in 0303 that may dig in is dug in already");
}

TEST(ColumnShiftDigIn, WithTheOptionAnyEveryUnitButALeaderDigsIn) {
  const AfterFire a = dig_then_fire(R"(<option name="dig_in_units" value="any"/>)");
  ASSERT_TRUE(a.match);
  EXPECT_EQ(a.dug_in_shift, -1);
  EXPECT_TRUE(dug_in(*a.match, "Coy"));
  EXPECT_TRUE(dug_in(*a.match, "Guns"));
  EXPECT_FALSE(dug_in(*a.match, "Lt. A"));
  auto s = cs::open(field(R"(<option name="dig_in_units" value="any"/>)"));
  ASSERT_TRUE(s);
  EXPECT_FALSE(s->rules().validate(s->match(), cmd("a dig 0503")).has_value());
}

TEST(ColumnShiftDigIn, AnUnknownValueIsRefusedWithTheChoices) {
  SessionOpen o = GameSession::open_text({"dig.xml", rules_dir(), std::nullopt, {}},
                                         field(R"(<option name="dig_in_units" value="guns"/>)"), "dig.xml");
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find("dig_in_units"), std::string::npos) << o.error;
}

}  // namespace
}  // namespace hexfire::test
