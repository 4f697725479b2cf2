// Morale trigger 4 on a small strip (seed 003, "4. If unit is within 6 inches of routed or
// destroyed unit"; rules reference 4.5 "When a friendly unit within 6" routs or is destroyed"):
// a friendly regiment within 6" (3 hexes at 2" a hex) of a unit that routs or is destroyed checks
// morale, one farther off does not. The officer-killed case is VolleyOfficerCasualty.*.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/dice.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The Union Firers at 0202 facing SE; the Confederate Targets (`targets` figures in as many
// stands, up to 4) at 0402, the Neighbours at 0702 (3 hexes off: 6", the edge of "within 6"")
// and the Farther at 0802 (4 hexes: 8"). The Confederates face NW, with nobody in the hex they
// face, so none is "behind friendly units".
std::string friends_strip(int targets, const std::string& targets_status = "good") {
  VolleyStrip v;
  v.title = "Friends strip";
  v.usa = R"(<unit name="Firers" type="inf" at="0202" facing="SE" figures="20" stands="4"/>)";
  v.csa = R"(<unit name="Targets" type="inf" at="0402" facing="NW" figures=")" + std::to_string(targets) +
          R"(" stands=")" + std::to_string(std::min(targets, 4)) + R"(" status=")" + targets_status + R"("/>
    <unit name="Neighbours" type="inf" at="0702" facing="NW" figures="20" stands="4"/>
    <unit name="Farther" type="inf" at="0802" facing="NW" figures="20" stands="4"/>)";
  return volley_strip_text(v);
}

// The morale checks among `r`'s resolutions, by the unit's name.
const Resolution* check_of(const ApplyResult& r, const std::string& unit) {
  for (const Resolution& x : r.resolutions)
    if (x.kind == "morale" && x.title.rfind(unit + ":", 0) == 0) return &x;
  return nullptr;
}

std::string checks_because(const Resolution& check) {
  const auto it = std::find_if(check.inputs.begin(), check.inputs.end(),
                               [](const LedgerInput& i) { return i.label == "Checks because"; });
  return it == check.inputs.end() ? "" : it->value;
}

// The Firers' First Fire volley at the Targets with `dice` (the Confederates are on Move orders:
// nothing of theirs fires), then the Union's done ends the phase and its checks are made.
ApplyResult volley_then_checks(GameSession& s, Match& m, DiceSource& dice) {
  for (const char* line : {"usa order 0202 fire", "usa done", "csa order 0402 move", "csa order 0702 move",
                           "csa order 0802 move", "csa done"}) {
    const ApplyResult r = s.rules().apply(m, cmd(line), &dice);
    EXPECT_TRUE(r.ok) << line << ": " << r.error;
  }
  EXPECT_EQ(m.flow.phase, "first_fire");
  ApplyResult r = s.rules().apply(m, cmd("usa fire 0202 0402"), &dice);
  EXPECT_TRUE(r.ok) << r.error;
  r = s.rules().apply(m, cmd("usa done"), &dice);
  EXPECT_TRUE(r.ok) << r.error;
  EXPECT_NE(m.flow.phase, "first_fire") << "the phase is over and its checks made";
  return r;
}

// 4, 4, 4 + 1 (First Fire) + 2 (opening volley) = 15 on the 20-figure row: 5 figures.
const std::vector<int> kVolley{4, 4, 4};

TEST(VolleyFriendBroke, AFriendWithin6InchesOfAUnitThatRoutsChecksAndOneFartherDoesNot) {
  auto s = open_volley_strip(friends_strip(20));
  ASSERT_TRUE(s);
  Match m = s->match();
  // The Targets' check (first loss, a stand): a natural 2, routed whatever their morale. Then
  // the Neighbours, 3 hexes from them, check for it: 6, 6. The Farther, 4 hexes off, do not.
  std::vector<int> dice = kVolley;
  dice.insert(dice.end(), {1, 1, 6, 6});
  ScriptedDice forced(dice);
  const ApplyResult r = volley_then_checks(*s, m, forced);
  const UnitId targets = *m.state.find_unit("Targets");
  EXPECT_EQ(m.state.unit(targets).status, UnitStatus::Routed);
  EXPECT_EQ(m.state.map().label(*m.state.unit(targets).position), "0402") << "a routed unit runs in the routs and rallies phase";
  const Resolution* neighbours = check_of(r, "Neighbours");
  ASSERT_NE(neighbours, nullptr) << "a friend 6\" from a unit that routs checks (trigger 4)";
  EXPECT_EQ(checks_because(*neighbours), "Targets routed within 6 inches");
  EXPECT_EQ(check_of(r, "Farther"), nullptr) << "8\" off: no check";
  EXPECT_EQ(m.state.unit(*m.state.find_unit("Farther")).status, UnitStatus::Good);
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "every die given was used, and no more";
}

TEST(VolleyFriendBroke, AFriendWithin6InchesOfAUnitDestroyedChecksAndOneFartherDoesNot) {
  auto s = open_volley_strip(friends_strip(1));
  ASSERT_TRUE(s);
  Match m = s->match();
  // The volley's 5 figures destroy the one-figure Targets: they leave the map at the end of the
  // phase, without a check of their own, and the Neighbours check for it: 6, 6.
  std::vector<int> dice = kVolley;
  dice.insert(dice.end(), {6, 6});
  ScriptedDice forced(dice);
  const ApplyResult r = volley_then_checks(*s, m, forced);
  EXPECT_TRUE(m.state.unit(*m.state.find_unit("Targets")).eliminated);
  EXPECT_EQ(check_of(r, "Targets"), nullptr);
  const Resolution* neighbours = check_of(r, "Neighbours");
  ASSERT_NE(neighbours, nullptr) << "a friend 6\" from a unit destroyed checks (trigger 4)";
  EXPECT_EQ(checks_because(*neighbours), "Targets was destroyed within 6 inches");
  EXPECT_EQ(check_of(r, "Farther"), nullptr) << "8\" off: no check";
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "every die given was used, and no more";
}

// A unit that routs in the routs and rallies phase (a shaken unit's rally check rolls a natural
// 2) routs as much as one broken by fire: its friends within 6" check, at the end of the phase.
TEST(VolleyFriendBroke, AUnitRoutedByItsRallyCheckShakesItsFriendsWithin6Inches) {
  auto s = open_volley_strip(friends_strip(20, "shaken"));
  ASSERT_TRUE(s);
  Match m = s->match();
  // The Targets' rally check: 1, 1, routed. The Neighbours check for it: 6, 6.
  ScriptedDice forced({1, 1, 6, 6});
  ApplyResult r = s->rules().apply(m, cmd("usa done"), &forced);
  ASSERT_TRUE(r.ok) << r.error;
  r = s->rules().apply(m, cmd("csa done"), &forced);  // into the routs and rallies phase
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(m.state.unit(*m.state.find_unit("Targets")).status, UnitStatus::Routed);
  const Resolution* neighbours = check_of(r, "Neighbours");
  ASSERT_NE(neighbours, nullptr) << "a friend 6\" from a unit that routs in the rally phase checks (trigger 4)";
  EXPECT_EQ(checks_because(*neighbours), "Targets routed within 6 inches");
  EXPECT_EQ(check_of(r, "Farther"), nullptr) << "8\" off: no check";
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "every die given was used, and no more";
}

}  // namespace
}  // namespace hexfire::test
