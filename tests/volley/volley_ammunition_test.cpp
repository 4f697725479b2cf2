// Ammunition on a small strip (4.1, C-2): every die of a volley an ammunition face leaves the
// firer low on ammunition; the faces go with the weapon's loading (muzzle-loaders a 6,
// breech-loaders a 5 or 6) and a unit with repeaters runs low on a 4, 5 or 6.
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

}  // namespace
}  // namespace hexfire::test
