// Officers falling (4.5 trigger 4 "officer killed", "brigade commander lost" +1 MMP): the chart
// names both but gives no roll, so the roll is the option officer_casualties (never, the chart as
// printed; loss_roll [D], numbers in <officer_casualty>). On a small strip, with forced dice.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/dice.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The Union Firers at 0202 facing SE on First Fire; 2 hexes off, the Confederate Targets at 0402
// with their brigadier, Col. Grey, and the Neighbours of the same brigade at 0502 (within 6").
std::unique_ptr<GameSession> at_first_fire(std::map<std::string, std::string> options) {
  VolleyStrip v;
  v.title = "Officer strip";
  v.orgs = R"(    <org key="grey" name="Grey's Brigade" level="brigade" side="csa"/>)";
  v.usa = R"(<unit name="Firers" type="inf" at="0202" facing="SE" figures="20" stands="4"/>)";
  v.csa = R"(<leader name="Col. Grey" type="bde" at="0402" commands="grey" facing="NW"/>
    <unit name="Targets" type="inf" at="0402" org="grey" facing="NW" figures="20" stands="4"/>
    <unit name="Neighbours" type="inf" at="0502" org="grey" facing="NW" figures="20" stands="4"/>)";
  auto s = open_volley_strip(volley_strip_text(v), std::move(options));
  if (!s) return s;
  for (const char* line : {"usa order 0202 fire", "usa done", "csa order 0402 move", "csa order 0502 move", "csa done"}) {
    const ApplyResult r = s->submit(cmd(line));
    EXPECT_TRUE(r.ok) << line << ": " << r.error;
  }
  return s;
}

// 4, 4, 4 + 1 (First Fire) + 2 (opening volley) = 15 on the 20-figure row: 5 figures, a stand.
const std::vector<int> kVolley{4, 4, 4};

TEST(VolleyOfficerCasualty, WithTheLossRollAnOfficerMayFallAndHisBrigadeFeelsIt) {
  auto s = at_first_fire({{"officer_casualties", "loss_roll"}});
  ASSERT_TRUE(s);
  Match m = s->match();
  // The colonel's roll: 1, 2 = 3, -1 for the stand lost = 2: killed (2 or under).
  std::vector<int> dice = kVolley;
  dice.insert(dice.end(), {1, 2});
  // The end of the phase: the Targets check (first loss, a stand, the colonel), then the
  // Neighbours (the colonel): 6, 6 each.
  dice.insert(dice.end(), {6, 6, 6, 6});
  ScriptedDice forced(dice);
  ApplyResult r = s->rules().apply(m, cmd("usa fire 0202 0402"), &forced);
  ASSERT_TRUE(r.ok) << r.error;
  const Resolution& L = r.resolutions.front();
  const auto roll = std::find_if(L.follow_ups.begin(), L.follow_ups.end(),
                                 [](const Resolution& f) { return f.kind == "officer_casualty"; });
  ASSERT_NE(roll, L.follow_ups.end());
  EXPECT_EQ(roll->result, "killed");
  ASSERT_NE(roll->find("stand_lost"), nullptr);
  EXPECT_EQ(roll->find("stand_lost")->value, -1);
  const Unit& grey = m.state.unit(*m.state.find_unit("Col. Grey"));
  EXPECT_TRUE(grey.eliminated);
  EXPECT_FALSE(grey.position);

  r = s->rules().apply(m, cmd("usa done"), &forced);
  ASSERT_TRUE(r.ok) << r.error;
  const auto check_of = [&](const std::string& unit) -> const Resolution* {
    for (const Resolution& x : r.resolutions)
      if (x.kind == "morale" && x.title.rfind(unit + ":", 0) == 0) return &x;
    return nullptr;
  };
  const Resolution* neighbours = check_of("Neighbours");
  ASSERT_NE(neighbours, nullptr) << "the colonel's death within 6\" is trigger 4";
  EXPECT_NE(neighbours->inputs.front().value.find("Col. Grey was killed"), std::string::npos) << neighbours->inputs.front().value;
  EXPECT_NE(neighbours->find("morale:brigade_commander_lost"), nullptr) << "+1 brigade commander lost";
  ASSERT_NE(check_of("Targets"), nullptr);
  EXPECT_EQ(check_of("Targets")->find("morale:brigade_officer"), nullptr) << "no officer present any more";
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "every die given was used";
}

// The chart as printed (the default): no roll, the officer stands.
TEST(VolleyOfficerCasualty, ByDefaultOfficersAreNotHit) {
  auto s = at_first_fire({});
  ASSERT_TRUE(s);
  Match m = s->match();
  ScriptedDice forced(kVolley);
  const ApplyResult r = s->rules().apply(m, cmd("usa fire 0202 0402"), &forced);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_FALSE(m.state.unit(*m.state.find_unit("Col. Grey")).eliminated);
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "no officer roll";
}

}  // namespace
}  // namespace hexfire::test
