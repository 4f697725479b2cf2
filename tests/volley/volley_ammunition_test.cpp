// Ammunition on a small strip (4.1, C-2): every die of a volley an ammunition face leaves the
// firer low on ammunition; the faces go with the weapon's loading (muzzle-loaders a 6,
// breech-loaders a 5 or 6) and a unit with repeaters runs low on a 4, 5 or 6. Over the turns:
// low rolls one die fewer, a second time is out, out cannot fire; a unit with no enemy within 6"
// is resupplied in the routs and rallies phase, one with an enemy that near is not.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/dice.hpp"
#include "engine/rules/volley/volley_unit.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The Union firers at 0202 facing SE with `attributes` (weapon, repeaters), on a First Fire
// order, the Confederates 2 hexes away; the firers' volley with `dice`, and their ammunition after.
struct Fired {
  volley::Ammunition ammo;
  std::vector<std::string> consequences;
};

Fired first_fire(const std::string& attributes, const std::vector<int>& dice) {
  VolleyStrip v;
  v.title = "Ammunition strip";
  v.usa = R"(<unit name="Firers" type="inf" at="0202" facing="SE" figures="20" stands="4" )" + attributes + "/>";
  v.csa = R"(<unit name="Targets" type="inf" at="0402" facing="NW" figures="20" stands="4"/>)";
  auto s = open_volley_strip(volley_strip_text(v));
  if (!s) return {};
  for (const char* line : {"usa order 0202 fire", "usa done", "csa order 0402 hold", "csa done"})
    EXPECT_TRUE(s->submit(cmd(line)).ok) << line;
  Match m = s->match();
  ScriptedDice forced(dice);
  const ApplyResult r = s->rules().apply(m, cmd("usa fire 0202 0402"), &forced);
  EXPECT_TRUE(r.ok) << r.error;
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted);
  if (r.resolutions.empty()) return {};
  return {volley::volley_unit(m.state.unit(*m.state.find_unit("Firers"))).ammo, r.resolutions.front().consequences};
}

bool says(const Fired& f, const std::string& line) {
  return std::find(f.consequences.begin(), f.consequences.end(), line) != f.consequences.end();
}

TEST(VolleyAmmunition, MuzzleLoadersRunLowOnlyOnAllSixes) {
  EXPECT_EQ(first_fire("", {5, 5, 6}).ammo, volley::Ammunition::Full);
  const Fired sixes = first_fire("", {6, 6, 6});
  EXPECT_EQ(sixes.ammo, volley::Ammunition::Low);
  EXPECT_TRUE(says(sixes, "Every die a 6: low on ammunition (seed 003; C-2)"));
}

TEST(VolleyAmmunition, BreechLoadersRunLowOnAllFivesAndSixes) {
  const Fired f = first_fire(R"(weapon="bl_carbine")", {5, 5, 6});
  EXPECT_EQ(f.ammo, volley::Ammunition::Low);
  EXPECT_TRUE(says(f, "Every die a 5 or 6 (breech-loaders): low on ammunition (seed 003 4.1 [P]; C-2)"));
  EXPECT_EQ(first_fire(R"(weapon="bl_carbine")", {4, 5, 6}).ammo, volley::Ammunition::Full);
}

TEST(VolleyAmmunition, RepeatersRunLowOnAllFoursFivesAndSixes) {
  const Fired f = first_fire(R"(repeaters="true")", {4, 5, 6, 4});  // a die more for the repeaters
  EXPECT_EQ(f.ammo, volley::Ammunition::Low);
  EXPECT_TRUE(says(f, "Every die a 4, 5 or 6 (repeaters): low on ammunition (seed 003 4.1 [P]; C-2)"));
  EXPECT_EQ(first_fire(R"(weapon="bl_carbine" repeaters="true")", {4, 4, 4, 4}).ammo, volley::Ammunition::Low);
  EXPECT_EQ(first_fire(R"(repeaters="true")", {3, 5, 6, 6}).ammo, volley::Ammunition::Full);
}

// The Union Firers (8 figures) at 0502 and Reserves (20) at 0302, both facing SE; the
// Confederate Targets (20) at 0702 facing NW, 2 hexes from the Firers (6" is 3 hexes). The
// Reserves are there to give the Union something to do in every fire phase: a side with nothing
// to do is passed over, and the Firers out of ammunition must be refused, not passed over.
std::unique_ptr<GameSession> turns_strip() {
  VolleyStrip v;
  v.title = "Ammunition turns strip";
  v.usa = R"(<unit name="Firers" type="inf" at="0502" facing="SE" figures="8" stands="4"/>
    <unit name="Reserves" type="inf" at="0302" facing="SE" figures="20" stands="4"/>)";
  v.csa = R"(<unit name="Targets" type="inf" at="0702" facing="NW" figures="20" stands="4"/>)";
  return open_volley_strip(volley_strip_text(v));
}

void apply_ok(GameSession& s, Match& m, DiceSource& dice, const std::string& line, std::vector<std::string>* log = nullptr) {
  const ApplyResult r = s.rules().apply(m, cmd(line), &dice);
  EXPECT_TRUE(r.ok) << line << ": " << r.error;
  if (log) log->insert(log->end(), r.log.begin(), r.log.end());
}

// The turn's orders (the Firers on First Fire, the Reserves holding, the Targets on Move: nothing
// of theirs fires first), which carry the flow through the routs and rallies phase into first fire.
void orders(GameSession& s, Match& m, DiceSource& dice, std::vector<std::string>* log = nullptr) {
  for (const char* line : {"usa order 0502 fire", "usa done", "csa order 0702 move", "csa done"}) apply_ok(s, m, dice, line, log);
  EXPECT_EQ(m.flow.phase, "first_fire");
}

// Whoever is to act says done until the next turn's orders.
void done_to_next_turn(GameSession& s, Match& m, DiceSource& dice) {
  const int turn = m.flow.turn;
  for (int i = 0; i < 32 && m.flow.turn == turn && !m.flow.game_over; ++i)
    apply_ok(s, m, dice, m.state.side(*m.flow.active_side).key + " done");
  EXPECT_EQ(m.flow.turn, turn + 1);
}

volley::Ammunition ammo_of(const Match& m, const char* name) {
  return volley::volley_unit(m.state.unit(*m.state.find_unit(name))).ammo;
}

bool fire_offered(const GameSession& s, const Match& m, const std::string& from) {
  const auto legal = s.rules().legal_commands(m);
  return std::any_of(legal.begin(), legal.end(),
                     [&](const Command& c) { return c.verb == "fire" && !c.args.empty() && c.args.front() == from; });
}

TEST(VolleyAmmunition, AllSixesTwiceRunsTheFirersOutOverTwoTurnsAndOutTheyCannotFire) {
  auto s = turns_strip();
  ASSERT_TRUE(s);
  Match m = s->match();
  // Turn 1: 6, 6, 6 + 1 (First Fire) + 2 (opening volley) = 21 on the 8-figure row: 4 figures,
  // and every die a 6: low. The Targets' first-loss check: 6, 6.
  // Turn 2: low, two dice: 6, 6 + 1 = 13: 2 figures (a stand), and every die a 6 again: out. The
  // Targets' check for the stand: 6, 6.
  ScriptedDice forced({6, 6, 6, 6, 6, 6, 6, 6, 6});
  orders(*s, m, forced);
  ApplyResult r = s->rules().apply(m, cmd("usa fire 0502 0702"), &forced);
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_EQ(r.resolutions.front().base_value, 3) << "full: First Fire's 3 dice";
  EXPECT_EQ(ammo_of(m, "Firers"), volley::Ammunition::Low);
  EXPECT_TRUE(says({{}, r.resolutions.front().consequences}, "Firers is low on ammunition (one die fewer) (C-2)"));
  done_to_next_turn(*s, m, forced);

  // Turn 2: the Targets 2 hexes off, the Firers are not resupplied.
  orders(*s, m, forced);
  EXPECT_EQ(ammo_of(m, "Firers"), volley::Ammunition::Low) << "an enemy within 6\": no resupply";
  r = s->rules().apply(m, cmd("usa fire 0502 0702"), &forced);
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  const Resolution& low = r.resolutions.front();
  EXPECT_EQ(low.base_value, 2) << "low on ammunition: one die fewer";
  ASSERT_NE(low.find("low_ammunition"), nullptr);
  EXPECT_EQ(low.find("low_ammunition")->value, -1);
  EXPECT_EQ(low.dice.size(), 2u);
  EXPECT_EQ(ammo_of(m, "Firers"), volley::Ammunition::Out);
  EXPECT_TRUE(says({{}, low.consequences}, "Firers is out of ammunition (C-2)"));
  done_to_next_turn(*s, m, forced);

  // Turn 3: still out, and refused, with the reason, in both fire phases; the Reserves may fire.
  orders(*s, m, forced);
  EXPECT_EQ(ammo_of(m, "Firers"), volley::Ammunition::Out) << "an enemy within 6\": no resupply";
  for (const char* phase : {"first_fire", "fire"}) {
    while (m.flow.phase != phase && !m.flow.game_over) apply_ok(*s, m, forced, m.state.side(*m.flow.active_side).key + " done");
    ASSERT_EQ(m.flow.phase, phase);
    ASSERT_EQ(m.state.side(*m.flow.active_side).key, "usa");
    EXPECT_FALSE(fire_offered(*s, m, "0502")) << phase;
    EXPECT_TRUE(fire_offered(*s, m, "0302")) << phase;
    r = s->rules().apply(m, cmd("usa fire 0502 0702"), &forced);
    EXPECT_FALSE(r.ok) << phase;
    EXPECT_EQ(r.error, "Firers is out of ammunition (C-2)") << phase;
    apply_ok(*s, m, forced, "usa done");
  }
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "every die given was used, and no more";
}

TEST(VolleyAmmunition, WithNoEnemyWithin6InchesTheRoutsAndRalliesPhaseResupplies) {
  auto s = turns_strip();
  ASSERT_TRUE(s);
  Match m = s->match();
  // Turn 1: the Firers run low (6, 6, 6; the Targets' check 6, 6); the Targets move 3 hexes off
  // to 1002, 5 hexes from the Firers.
  ScriptedDice forced({6, 6, 6, 6, 6});
  orders(*s, m, forced);
  apply_ok(*s, m, forced, "usa fire 0502 0702");
  EXPECT_EQ(ammo_of(m, "Firers"), volley::Ammunition::Low);
  while (m.flow.phase != "movement" && !m.flow.game_over) apply_ok(*s, m, forced, m.state.side(*m.flow.active_side).key + " done");
  ASSERT_EQ(m.state.side(*m.flow.active_side).key, "csa");
  apply_ok(*s, m, forced, "csa move 0702 0802 0902 1002");
  done_to_next_turn(*s, m, forced);
  EXPECT_EQ(ammo_of(m, "Firers"), volley::Ammunition::Low) << "resupply comes in the routs and rallies phase";
  std::vector<std::string> log;
  apply_ok(*s, m, forced, "usa done", &log);
  apply_ok(*s, m, forced, "csa done", &log);  // into the routs and rallies phase
  EXPECT_EQ(ammo_of(m, "Firers"), volley::Ammunition::Full);
  EXPECT_NE(std::find(log.begin(), log.end(), "Firers is resupplied with ammunition (no enemy within 6 inches)"), log.end());
  EXPECT_THROW(forced.roll(6, 1, "more"), DiceExhausted) << "every die given was used, and no more";
}

}  // namespace
}  // namespace hexfire::test
