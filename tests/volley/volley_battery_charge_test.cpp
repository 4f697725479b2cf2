// A battery charged, or in contact at the end of the turn (seed 003 4.1 "Hits on artillery", 4.2
// step 1, 4.5 "losses stand or section", 4.6): it fights by its sections, its losses are hits
// rolled for horses and sections, and it is destroyed only when its last section falls. Before,
// the charge read a battery's figures (always 0) and removed it as destroyed.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/core/rng.hpp"
#include "engine/rules/dice.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"
#include "volley/volley_charge_world.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

using volley_charge_world::count_follow_ups;
using volley_charge_world::follow_up;

// The veteran Attackers (20 figures) at 0202 facing SE; the Confederate Guns, three sections of
// Napoleons, `formation` at 0502 facing NW, 3 hexes away.
std::string battery_strip(const std::string& formation = "unlimbered") {
  VolleyStrip v;
  v.title = "Battery strip";
  v.usa = R"(<unit name="Attackers" type="inf" at="0202" facing="SE" figures="20" stands="4"/>)";
  v.csa = R"(<unit name="Guns" type="bty" at="0502" facing="NW" sections="3" formation=")" + formation + R"("/>)";
  return volley_strip_text(v);
}

const volley::VolleyUnit& unit(const Match& m, const char* name) {
  return volley::volley_unit(m.state.unit(*m.state.find_unit(name)));
}

// The Attackers charge the Guns, who hold their fire until the charge, with `dice`.
struct Charged {
  Match match;
  ApplyResult result;
};
Charged charge_the_guns(const std::string& text, const std::vector<int>& dice) {
  auto s = open_volley_strip(text);
  EXPECT_TRUE(s);
  for (const char* line : {"usa order 0202 charge", "usa done", "csa order 0502 hold", "csa done"}) {
    const ApplyResult r = s->submit(cmd(line));
    EXPECT_TRUE(r.ok) << line << ": " << r.error;
  }
  // Guns that may fire in the first fire phase hold their fire.
  if (s->match().flow.phase != "charge") {
    EXPECT_TRUE(s->submit(cmd("csa done")).ok);
  }
  EXPECT_EQ(s->match().flow.phase, "charge");
  Charged c{s->match(), {}};
  ScriptedDice forced(dice);
  c.result = s->rules().apply(c.match, cmd("usa charge 0202 0502"), &forced);
  EXPECT_TRUE(c.result.ok) << c.result.error;
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "every die given was used";
  return c;
}

// 1: 7" reaches; 4: the veterans' 2" = 1 hex, canister: 5 dice (3 on Hold, +1 close, +2
// canister, at most 5) of 4, 4, 4, 4, 2 = 18 + 2 (opening) - 1 (artillery) = 19 on the
// 3-section row: 4 figures, the Attackers' first loss; 3, 3 passes. Impact 3, 3 against 3, 3:
// the charging Attackers win (-1); the Guns' fall-back roll 3, 3 = 6 shaken, 3 hexes (a battery
// falls back in no disorder: it has none). The end-of-charge volleys: the Attackers' 4, 4 + 2
// (opening) = 10: 2 hits, rolled `hits`; the Guns' 3, 3 - 1: no effect.
std::vector<int> attackers_win(std::vector<int> hits) {
  std::vector<int> d{1, 4, 4, 4, 4, 4, 2, 3, 3, 3, 3, 3, 3, 3, 3, 4, 4};
  d.insert(d.end(), hits.begin(), hits.end());
  d.insert(d.end(), {3, 3});
  return d;
}

TEST(VolleyBatteryCharge, AChargedBatteryFiresByItsSectionsAndLivesThroughTheCharge) {
  const Charged c = charge_the_guns(battery_strip(), attackers_win({3, 3}));
  ASSERT_FALSE(c.result.resolutions.empty());
  const Resolution& L = c.result.resolutions.front();
  EXPECT_EQ(L.result, "attacker wins: defender shaken");
  const Resolution* volley = follow_up(L, "volley");
  ASSERT_NE(volley, nullptr);
  EXPECT_EQ(volley->title, "Defensive volley: Guns fires at Attackers");
  const auto sections = std::find_if(volley->inputs.begin(), volley->inputs.end(),
                                     [](const LedgerInput& i) { return i.label == "Sections firing"; });
  ASSERT_NE(sections, volley->inputs.end()) << "a battery fires by its sections";
  EXPECT_EQ(sections->value, "3");
  EXPECT_EQ(unit(c.match, "Attackers").figures, 16);
  // The end-of-charge volley's 2 hits, each a die: 3 and 3 are horses (1-4).
  const Resolution* hits = follow_up(L, "battery_hits");
  ASSERT_NE(hits, nullptr);
  EXPECT_EQ(hits->dice.size(), 2u);
  EXPECT_EQ(hits->result_text, "2 horses and 0 sections lost");
  ASSERT_TRUE(c.match.state.unit(*c.match.state.find_unit("Guns")).position) << "the battery is still on the map";
  const volley::VolleyUnit& guns = unit(c.match, "Guns");
  EXPECT_EQ(guns.sections, 3);
  EXPECT_EQ(guns.horses, 4) << "6 horses (two a section) less 2";
  EXPECT_EQ(c.match.state.unit(*c.match.state.find_unit("Guns")).status, UnitStatus::Shaken);
  EXPECT_TRUE(std::any_of(L.consequences.begin(), L.consequences.end(), [](const std::string& s) {
    return s.find("Guns: 3 sections (0 lost, 2 horses)") == 0;
  }));
}

TEST(VolleyBatteryCharge, HitsThatKillGunnersCostSectionsAndEachLostSectionCallsACheck) {
  // The 2 hits roll 6 and 5: two gunners and their sections. Two sections lost (+3 each) call a
  // check: 3, 3 = 6 is not over the shaken Guns' 12: routed.
  std::vector<int> dice = attackers_win({6, 5});
  dice.insert(dice.end(), {3, 3});
  const Charged c = charge_the_guns(battery_strip(), dice);
  const Resolution& L = c.result.resolutions.front();
  ASSERT_NE(follow_up(L, "battery_hits"), nullptr);
  EXPECT_EQ(follow_up(L, "battery_hits")->result_text, "0 horses and 2 sections lost");
  const volley::VolleyUnit& guns = unit(c.match, "Guns");
  EXPECT_EQ(guns.sections, 1);
  EXPECT_EQ(guns.horses, 6);
  EXPECT_EQ(guns.stands_lost(), 2);
  EXPECT_EQ(c.match.state.unit(*c.match.state.find_unit("Guns")).status, UnitStatus::Routed);
  const Resolution* check = nullptr;
  for (const Resolution& f : L.follow_ups)
    if (f.kind == "morale" && f.title.rfind("Guns", 0) == 0) check = &f;
  ASSERT_NE(check, nullptr) << "the sections lost call the Guns' check";
  EXPECT_NE(check->find("morale:stand_lost"), nullptr);
}

TEST(VolleyBatteryCharge, ALimberedBatteryFiresNoVolley) {
  // 1: reaches; 4: the distance; the limbered Guns fire nothing. Impact 3, 3 against 3, 3 (the
  // limbered guns' +3); the fall-back roll 3, 3; the Attackers' end-of-charge volley 3, 3 + 2
  // (opening) + 3 (limbered guns, not disorder: a battery falls back in none) = 11: 3 hits, 3, 3
  // and 3, horses.
  const Charged c = charge_the_guns(battery_strip("limbered"), {1, 4, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3, 3});
  const Resolution& L = c.result.resolutions.front();
  const Resolution* volley = follow_up(L, "volley");
  ASSERT_NE(volley, nullptr);
  EXPECT_EQ(volley->result_text, "Guns is limbered: its guns cannot fire");
  EXPECT_EQ(unit(c.match, "Attackers").figures, 20);
  EXPECT_EQ(count_follow_ups(L, "battery_hits"), 1);
  const Resolution* end_volley = nullptr;
  for (const Resolution& f : L.follow_ups)
    if (f.title == "End-of-charge volley: Attackers fires at Guns") end_volley = &f;
  ASSERT_NE(end_volley, nullptr);
  EXPECT_NE(end_volley->find("formation:limbered"), nullptr) << "the guns as they stand, limbered";
  EXPECT_EQ(end_volley->find("formation:disorder"), nullptr) << "a battery falls back in no disorder";
  EXPECT_EQ(unit(c.match, "Guns").horses, 3);
}

// Units in contact at the end of the turn go to melee (seed 003 line 52), a battery too: over
// many dice its sections fight, its hits are rolled, and it leaves the map only with no section.
TEST(VolleyBatteryCharge, ABatteryInContactAtTheEndOfTheTurnFightsAMeleeBySections) {
  VolleyStrip v;
  v.title = "Battery contact strip";
  v.usa = R"(<unit name="Bluecoats" type="inf" at="0402" facing="SE" figures="20" stands="4"/>)";
  v.csa = R"(<unit name="Guns" type="bty" at="0502" facing="NW" sections="3" formation="unlimbered"/>)";
  auto s = open_volley_strip(volley_strip_text(v));
  ASSERT_TRUE(s);
  int melees = 0, hit_rolls = 0, destroyed = 0;
  for (std::uint64_t seed = 1; seed <= 40; ++seed) {
    Match m = s->match();
    Rng rng(seed);
    RngDice dice(rng);
    for (const char* line : {"usa order 0402 hold", "usa done", "csa order 0502 hold", "csa done"})
      ASSERT_TRUE(s->rules().apply(m, cmd(line), &dice).ok) << line;
    std::vector<Resolution> turn;
    for (int i = 0; i < 32 && m.flow.turn == 1 && !m.flow.game_over; ++i) {
      ApplyResult r = s->rules().apply(m, cmd(m.state.side(*m.flow.active_side).key + " done"), &dice);
      ASSERT_TRUE(r.ok) << r.error;
      for (Resolution& x : r.resolutions) turn.push_back(std::move(x));
    }
    const auto melee = std::find_if(turn.begin(), turn.end(), [](const Resolution& r) { return r.kind == "melee"; });
    if (melee == turn.end()) continue;  // the fire phases broke the contact
    ++melees;
    EXPECT_EQ(melee->title, "Bluecoats in melee with Guns");
    const Resolution* guns_fire = nullptr;
    for (const Resolution& f : melee->follow_ups)
      if (f.title.find("Guns fires at Bluecoats") != std::string::npos) guns_fire = &f;
    if (guns_fire && guns_fire->result != "-") {
      EXPECT_TRUE(std::any_of(guns_fire->inputs.begin(), guns_fire->inputs.end(),
                              [](const LedgerInput& i) { return i.label == "Sections firing"; }));
    }
    hit_rolls += count_follow_ups(*melee, "battery_hits");
    const Unit& guns = m.state.unit(*m.state.find_unit("Guns"));
    if (guns.position) {
      EXPECT_GT(volley::volley_unit(guns).sections, 0) << "seed " << seed;
    } else {
      ++destroyed;
    }
  }
  EXPECT_GT(melees, 0);
  EXPECT_GT(hit_rolls, 0) << "the melee's hits on the guns are rolled for horses and sections";
  EXPECT_LT(destroyed, melees) << "a battery is not destroyed for having no figures";
}

}  // namespace
}  // namespace hexfire::test
