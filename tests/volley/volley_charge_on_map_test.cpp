// A charge carried out on the map (volley_charge_on_map.cpp), on a small strip with forced dice:
// what the charge leaves on the counters beyond where they stand (VolleyChargeOnMap.* in
// volley_system_test.cpp plays the tutorial's charge with many seeds for that).
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>

#include "engine/rules/dice.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"
#include "volley/volley_charge_world.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

using volley_charge_world::follow_up;

// The green Attackers at 0202 facing SE, the veteran Defenders at 0502 facing NW, 3 hexes apart
// (2 to contact), both 20 figures in 4 stands with rifled muskets; `hexsides` and `terrain` as
// given, and `usa_more` beside the Attackers (their officer).
std::string charge_strip(const std::string& hexsides = {}, const std::string& usa_more = {},
                         const std::string& terrain = {}) {
  VolleyStrip v;
  v.title = "Charge strip";
  v.hexsides = hexsides;
  v.terrain = terrain;
  v.usa = R"(<unit name="Attackers" type="inf" at="0202" facing="SE" figures="20" stands="4" quality="green"/>)" + usa_more;
  v.csa = R"(<unit name="Defenders" type="inf" at="0502" facing="NW" figures="20" stands="4"/>)";
  return volley_strip_text(v);
}

// The Attackers ordered to charge and the Defenders to hold, who do not fire first: the game
// stands at the charge phase.
std::unique_ptr<GameSession> at_the_charge(const std::string& text) {
  auto s = open_volley_strip(text);
  if (!s) return s;
  // The Defenders, on Hold, may fire in the first fire phase; they hold their fire.
  for (const char* line : {"usa order 0202 charge", "usa done", "csa order 0502 hold", "csa done", "csa done"}) {
    const ApplyResult r = s->submit(cmd(line));
    EXPECT_TRUE(r.ok) << line << ": " << r.error;
  }
  EXPECT_EQ(s->match().flow.phase, "charge");
  return s;
}

struct Charged {
  Match match;
  ApplyResult result;
};

// The Attackers' charge carried out on a copy of the game with `dice`.
Charged charge(const GameSession& s, const std::vector<int>& dice) {
  Charged c{s.match(), {}};
  ScriptedDice forced(dice);
  c.result = s.rules().apply(c.match, cmd("usa charge 0202 0502"), &forced);
  EXPECT_TRUE(c.result.ok) << c.result.error;
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "every die given was used";
  return c;
}

const volley::VolleyUnit& unit(const Match& m, const char* name) {
  return volley::volley_unit(m.state.unit(*m.state.find_unit(name)));
}

// 1: 7" = 4 hexes, reaches; 4: the veterans' 2" = 1 hex, close range; 4 x 4 = 16 + 2 (opening
// volley) = 18 on the 20-figure row: 9 figures, the Attackers' first loss and a stand; 2, 3 = 5
// not above 4 - 1 (charging) + 3 (a stand), nor 5 with an officer's -1: shaken, the charge
// stopped 1 hex from the Defenders.
const std::vector<int> kStopped{1, 4, 4, 4, 4, 4, 2, 3};

TEST(VolleyChargeOnMap, AChargerStoppedByTheDefensiveVolleyKeepsItsOpeningVolley) {
  auto s = at_the_charge(charge_strip());
  ASSERT_TRUE(s);
  const Charged c = charge(*s, kStopped);
  ASSERT_FALSE(c.result.resolutions.empty());
  const Resolution& L = c.result.resolutions.front();
  ASSERT_EQ(L.result, "stopped by the defensive volley");
  const Resolution* volley = follow_up(L, "volley");
  ASSERT_NE(volley, nullptr);
  EXPECT_NE(volley->find("firer:opening_volley"), nullptr) << "the Defenders' first fire";
  EXPECT_FALSE(unit(c.match, "Attackers").opened) << "it never fired";
  EXPECT_TRUE(unit(c.match, "Defenders").opened);
  // Its next volley is still its opening volley.
  const auto& sys = dynamic_cast<const volley::VolleySystem&>(s->rules());
  const UnitId att = *c.match.state.find_unit("Attackers"), def = *c.match.state.find_unit("Defenders");
  EXPECT_TRUE(volley::read_fire(c.match, sys.tables(), sys.options(), sys.los(), att, def, true).fire.opening_volley);
  EXPECT_FALSE(volley::read_fire(c.match, sys.tables(), sys.options(), sys.los(), def, att, true).fire.opening_volley);
}

// 1: reaches; 6: the veterans' 3" = 2 hexes, normal range; 1, 1, 1 + 2 = 5: a possible kill,
// missed (1). Impact: the Attackers 6, 6, the Defenders 1, 1: the Defenders win, the Attackers
// fall back 1". The end-of-charge volleys: the Attackers' 1, 1 (no effect whatever the cover),
// the Defenders' 1, 1 + 2 (disorder) = 4: a possible kill, missed (1).
const std::vector<int> kDefenderWins{1, 6, 1, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1};

// The cover entry of the impact when the Defenders win, with `hexsides` on the map.
std::optional<Modifier> defenders_cover_at_impact(const std::string& hexsides) {
  auto s = at_the_charge(charge_strip(hexsides));
  if (!s) return std::nullopt;
  const Charged c = charge(*s, kDefenderWins);
  EXPECT_EQ(c.result.resolutions.front().result, "defender wins");
  const Resolution* impact = follow_up(c.result.resolutions.front(), "impact");
  if (!impact || !impact->find("morale:cover")) return std::nullopt;
  const Modifier cover = *impact->find("morale:cover");
  EXPECT_EQ(cover.label.rfind("Defender: ", 0), 0u) << cover.label;
  return cover;
}

// 4.5 "Behind cover or in woods -1", by charge: a fence or a stone wall on the side the charger
// comes across (the hexsides of the Defenders' hex facing the Attackers) covers the defender.
TEST(VolleyChargeOnMap, AFenceOrWallOnTheSideTheChargerComesAcrossCoversTheDefenderAtImpact) {
  for (const char* feature : {"fence", "stone_wall"}) {
    const std::optional<Modifier> cover =
        defenders_cover_at_impact(std::string(R"(    <hexside-run feature=")") + feature + R"(" sides="0502:NW,SW"/>)" + "\n");
    ASSERT_TRUE(cover) << feature;
    EXPECT_EQ(cover->value, -1) << feature;
  }
}

TEST(VolleyChargeOnMap, AFenceOnTheFarSideOfTheDefenderGivesNoCover) {
  EXPECT_FALSE(defenders_cover_at_impact(R"(    <hexside-run feature="fence" sides="0502:N,NE,SE,S"/>)" "\n"));
  EXPECT_FALSE(defenders_cover_at_impact(""));
}

// A charger runs out of its ground: the woods it charged from cover it neither at impact nor
// against the Defenders' volleys (4.5 "Behind cover or in woods" is where the unit stands).
TEST(VolleyChargeOnMap, AChargerLeavesTheWoodsItChargedFrom) {
  const std::string edge = "      . . . . . . . . . . . .";
  auto s = at_the_charge(charge_strip({}, {}, edge + "\n      . w . . . . . . . . . .\n" + edge));
  ASSERT_TRUE(s);
  const Charged c = charge(*s, kDefenderWins);
  const Resolution& L = c.result.resolutions.front();
  ASSERT_EQ(L.result, "defender wins");
  const Resolution* impact = follow_up(L, "impact");
  ASSERT_NE(impact, nullptr);
  for (const Modifier& m : impact->modifiers) {
    if (m.id == "morale:cover") { EXPECT_NE(m.label.rfind("Attacker: ", 0), 0u) << "counted at impact: " << m.label; }
  }
  const Resolution* volley = follow_up(L, "volley");
  ASSERT_NE(volley, nullptr);
  EXPECT_EQ(volley->find("target:fence_or_woods"), nullptr) << "the defensive volley finds it in the open";
}

// 1: reaches; 6: 2 hexes; 1, 1, 1 + 2 = 5: a possible kill, missed (1). Impact: the Attackers
// 1, 1 (3 + 2), the Defenders 6, 6 (2 + 12, behind their fence): the attacker wins, and the
// Defenders' 1, 2 is a fall-back of 3" = 2 hexes in good morale. The end-of-charge volleys: the
// Attackers' 6, 6 + 2 (opening) - 1 (green) + 2 (disorder) = 15: 5 figures, a stand; the
// Defenders' 1, 1: nothing. The Defenders' check (first loss, a stand): 6, 6.
const std::vector<int> kAttackerWins{1, 6, 1, 1, 1, 1, 1, 1, 6, 6, 1, 2, 6, 6, 1, 1, 6, 6};

// A defender that falls back leaves its fence behind: the end-of-charge volley at it and its
// check after that volley count no cover (4.4, 4.5), though the impact did.
TEST(VolleyChargeOnMap, ADefenderThatFellBackHasLeftItsCoverForTheEndOfChargeVolley) {
  auto s = at_the_charge(charge_strip(R"(    <hexside-run feature="fence" sides="0502:NW,SW"/>)" "\n"));
  ASSERT_TRUE(s);
  const Charged c = charge(*s, kAttackerWins);
  const Resolution& L = c.result.resolutions.front();
  ASSERT_EQ(L.result, "attacker wins: defender good");
  const Resolution* impact = follow_up(L, "impact");
  ASSERT_NE(impact, nullptr);
  EXPECT_NE(impact->find("morale:cover"), nullptr) << "behind the fence at impact";
  const Resolution* at_defenders = nullptr;
  const Resolution* check = nullptr;
  for (const Resolution& f : L.follow_ups) {
    if (f.title == "End-of-charge volley: Attackers fires at Defenders") at_defenders = &f;
    if (f.kind == "morale" && f.title.rfind("Defenders:", 0) == 0) check = &f;
  }
  ASSERT_NE(at_defenders, nullptr);
  EXPECT_EQ(at_defenders->find("target:fence_or_woods"), nullptr);
  EXPECT_EQ(at_defenders->result, "5");
  ASSERT_NE(check, nullptr);
  EXPECT_EQ(check->find("morale:cover"), nullptr);
}

// C-2 carried out: the Defenders' defensive volley of all sixes leaves them low on ammunition.
TEST(VolleyChargeOnMap, ADefensiveVolleyOfAllSixesLeavesTheDefenderLowOnAmmunition) {
  auto s = at_the_charge(charge_strip());
  ASSERT_TRUE(s);
  // 1: reaches; 6: 3" = 2 hexes, normal range; 6, 6, 6 + 2 = 20: 11 figures; the Attackers'
  // check at 4 - 1 + 6 fails with 1, 2: stopped.
  const Charged c = charge(*s, {1, 6, 6, 6, 6, 1, 2});
  const Resolution& L = c.result.resolutions.front();
  EXPECT_EQ(L.result, "stopped by the defensive volley");
  EXPECT_EQ(unit(c.match, "Defenders").ammo, volley::Ammunition::Low);
  EXPECT_EQ(unit(c.match, "Attackers").ammo, volley::Ammunition::Full);
  EXPECT_NE(std::find(L.consequences.begin(), L.consequences.end(), "Defenders is low on ammunition (one die fewer) (C-2)"),
            L.consequences.end());
}

// 4.5: a unit going shaken falls back unless an officer is present, in a charge as at the end of
// a phase: the charger its check after the defensive volley shook falls back a full move (green
// infantry in line: 6" = 3 hexes) from where it halted, keeping its facing, in disorder.
TEST(VolleyChargeOnMap, AChargerShakenByTheDefensiveVolleyFallsBackInDisorder) {
  auto s = at_the_charge(charge_strip());
  ASSERT_TRUE(s);
  const Charged c = charge(*s, kStopped);
  ASSERT_EQ(c.result.resolutions.front().result, "stopped by the defensive volley");
  const Unit& att = c.match.state.unit(*c.match.state.find_unit("Attackers"));
  const Unit& def = c.match.state.unit(*c.match.state.find_unit("Defenders"));
  EXPECT_EQ(att.status, UnitStatus::Shaken);
  EXPECT_EQ(distance(*att.position, *def.position), 1 + 3) << "halted 1 hex away, then a full move back";
  EXPECT_LT(distance(neighbor(*att.position, att.facing), *def.position), distance(*att.position, *def.position))
      << "it backs away still facing the Defenders";
  EXPECT_EQ(volley::volley_unit(att).formation, "disorder");
  const auto& log = c.result.log;
  EXPECT_NE(std::find_if(log.begin(), log.end(), [](const std::string& l) { return l.rfind("Attackers is shaken and falls back to", 0) == 0; }),
            log.end());
}

TEST(VolleyChargeOnMap, AChargerShakenWithItsOfficerStandsWhereItHalted) {
  auto s = at_the_charge(charge_strip({}, R"(
    <leader name="Col. Able" type="bde" at="0202" facing="SE"/>)"));
  ASSERT_TRUE(s);
  const Charged c = charge(*s, kStopped);
  ASSERT_EQ(c.result.resolutions.front().result, "stopped by the defensive volley");
  const Unit& att = c.match.state.unit(*c.match.state.find_unit("Attackers"));
  const Unit& def = c.match.state.unit(*c.match.state.find_unit("Defenders"));
  EXPECT_EQ(att.status, UnitStatus::Shaken);
  EXPECT_EQ(distance(*att.position, *def.position), 1);
  EXPECT_EQ(volley::volley_unit(att).formation, "line");
  EXPECT_EQ(*c.match.state.unit(*c.match.state.find_unit("Col. Able")).position, *att.position);
}

// Every side says done until the game reaches `turn`; the resolutions on the way.
std::vector<Resolution> done_until_turn(const GameSession& s, Match& m, int turn, DiceSource& dice) {
  std::vector<Resolution> out;
  for (int i = 0; i < 64 && m.flow.turn < turn; ++i) {
    const std::string side = m.state.side(*m.flow.active_side).key;
    ApplyResult r = s.rules().apply(m, cmd(side + " done"), &dice);
    EXPECT_TRUE(r.ok) << side << " done: " << r.error;
    if (!r.ok) break;
    for (Resolution& x : r.resolutions) out.push_back(std::move(x));
  }
  EXPECT_EQ(m.flow.turn, turn);
  return out;
}

// 4.6 step 6 with the round limit: a tie at impact fights this turn's rounds in the charge; the
// melee phase of the same turn leaves it, and the next turn's goes on at round 4.
TEST(VolleyChargeOnMap, AMeleeThatFoughtItsRoundsGoesOnNextTurnAtItsNextRound) {
  auto s = at_the_charge(charge_strip());
  ASSERT_TRUE(s);
  // 1: reaches; 6: 2 hexes; 1, 1, 1 + 2 = 5: a possible kill, missed (1). Impact 3 + 2
  // against 3 + 2: a tie. Three melee rounds of 1, 1, 1 each side: the Attackers' 3 - 1
  // (green) nothing, the Defenders' 3 an M, nothing.
  std::vector<int> dice{1, 6, 1, 1, 1, 1, 1, 1, 1, 1};
  dice.insert(dice.end(), 3 * 6, 1);
  Charged c = charge(*s, dice);
  ASSERT_EQ(c.result.resolutions.front().result, "melee: still in contact");
  const auto& melees = volley::board::flow_of(c.match).melees;
  ASSERT_EQ(melees.size(), 1u);
  EXPECT_EQ(melees.front().rounds, 3);
  ScriptedDice none({});
  for (const Resolution& r : done_until_turn(*s, c.match, 2, none))
    EXPECT_NE(r.kind, "melee") << "fought again the turn it fought its rounds: " << r.title;
  ScriptedDice next(std::vector<int>(3 * 6, 1));
  const std::vector<Resolution> turn2 = done_until_turn(*s, c.match, 3, next);
  const auto melee = std::find_if(turn2.begin(), turn2.end(), [](const Resolution& r) { return r.kind == "melee"; });
  ASSERT_NE(melee, turn2.end());
  ASSERT_FALSE(melee->follow_ups.empty());
  EXPECT_EQ(melee->follow_ups.front().title, "Melee round 4: Attackers fires at Defenders");
  EXPECT_EQ(volley::board::flow_of(c.match).melees.front().rounds, 6);
}

}  // namespace
}  // namespace hexfire::test
