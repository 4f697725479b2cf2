// Every assault modifier row of 5.7, and the assault limits, each built on a small map and read
// from the plan's ledgers (attacker in 0402, defender south of it in 0403).
#include <gtest/gtest.h>

#include "engine/rules/fireline/assault.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

AssaultOrder north_on_south(const World& w, bool charge = false) { return {w.hex("0402"), w.hex("0403"), charge}; }

// The entry with this id in a ledger, or nothing (a copy: plans are often temporaries).
std::optional<Modifier> find(const Resolution& r, const std::string& id) {
  if (const Modifier* m = r.find(id)) return *m;
  return std::nullopt;
}

struct Basic : World {
  UnitId atk, def;
  Basic() {
    atk = usa_inf("12th Oh", "0402", 4, 5);
    def = csa_inf("5th Va", "0403", 4, 5);
  }
  AssaultPlan plan(bool charge = false) { return plan_assault(ctx, state, north_on_south(*this, charge)); }
};

TEST(FirelineAssaultModifiers, BaseCaseFIsSpTimesThreeNoModifiers) {
  Basic w;
  const AssaultPlan p = w.plan();
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_EQ(p.attack.fire_value, 12);
  EXPECT_EQ(p.attack.ledger.base_row, "12-15");
  EXPECT_TRUE(p.attack.ledger.modifiers.empty());
  EXPECT_EQ(p.defence.fire_value, 12);
  EXPECT_TRUE(p.defence.ledger.modifiers.empty());
  EXPECT_EQ(p.attack.ledger.final_row, "12-15");
}

TEST(FirelineAssaultModifiers, DefenderHigher) {
  Basic w;
  w.elevation("0403", 1);
  const AssaultPlan p = w.plan();
  const std::optional<Modifier> m = find(p.attack.ledger, "defender_higher");
  ASSERT_NE(m, std::nullopt);
  EXPECT_EQ(m->value, -1);
  EXPECT_EQ(p.attack.ledger.final_row, "8-11");
}

TEST(FirelineAssaultModifiers, AttackerHigherIncludingAnEmbankment) {
  Basic w;
  w.elevation("0402", 1);
  const std::optional<Modifier> m = find(w.plan().attack.ledger, "attacker_higher");
  ASSERT_NE(m, std::nullopt);
  EXPECT_EQ(m->value, +1);
  Basic e;
  e.terrain("0402", "rr_embankment");
  EXPECT_NE(find(e.plan().attack.ledger, "attacker_higher"), std::nullopt);
}

TEST(FirelineAssaultModifiers, AttackerInARun) {
  Basic w;
  w.terrain("0402", "run");
  const AssaultPlan p = w.plan();
  const std::optional<Modifier> m = find(p.attack.ledger, "attacker_in_stream");
  ASSERT_NE(m, std::nullopt);
  EXPECT_EQ(m->value, -1);
  EXPECT_NE(m->reason.find("Run"), std::string::npos);
  EXPECT_FALSE(p.disrupted_before_first_round);
}

TEST(FirelineAssaultModifiers, AttackerInMarshIsDisruptedBeforeTheFirstRound) {
  Basic w;
  w.terrain("0402", "marsh");
  const AssaultPlan p = w.plan();
  EXPECT_TRUE(p.disrupted_before_first_round);
  ASSERT_NE(find(p.attack.ledger, "attacker_in_marsh"), std::nullopt);
  const std::optional<Modifier> d = find(p.attack.ledger, "own_disrupted");
  ASSERT_NE(d, std::nullopt);
  EXPECT_EQ(d->value, -3);
  // Marsh and run: disrupted and -1.
  Basic r;
  r.terrain("0402", "marsh_run");
  const AssaultPlan q = r.plan();
  EXPECT_TRUE(q.disrupted_before_first_round);
  EXPECT_NE(find(q.attack.ledger, "attacker_in_stream"), std::nullopt);
}

TEST(FirelineAssaultModifiers, DefenderBehindWallOrAbatisOnce) {
  for (const char* feature : {"stone_wall", "abatis"}) {
    Basic w;
    w.hexside("0402", "0403", feature);
    const std::optional<Modifier> m = find(w.plan().attack.ledger, "defender_behind_cover");
    ASSERT_NE(m, std::nullopt) << feature;
    EXPECT_EQ(m->value, -1);
  }
  Basic both;
  both.hexside("0402", "0403", "stone_wall").hexside("0402", "0403", "abatis");
  int n = 0;
  for (const auto& m : both.plan().attack.ledger.modifiers) n += m.id == "defender_behind_cover";
  EXPECT_EQ(n, 1) << "D-8: applied once";
  Basic fence;
  fence.hexside("0402", "0403", "fence");
  EXPECT_EQ(find(fence.plan().attack.ledger, "defender_behind_cover"), std::nullopt);
}

TEST(FirelineAssaultModifiers, DefenderInFrontOfTheAbatisIsNotBehindIt) {
  Basic w;
  w.hexside("0402", "0403", "abatis");
  const auto towards = direction_to(w.hex("0403"), w.hex("0402"));  // the defender (0403) faces the attacker
  ASSERT_TRUE(towards.has_value());
  w.state.map().set_hexside_exposed(w.hex("0403"), *towards, true);  // the attacker's side is behind it
  EXPECT_EQ(find(w.plan().attack.ledger, "defender_behind_cover"), std::nullopt);
}

TEST(FirelineAssaultModifiers, ThroughTheDefendersFlank) {
  Basic w;
  EXPECT_EQ(find(w.plan().attack.ledger, "target_flanked"), std::nullopt);  // faces N: front
  w.state.unit_mut(w.def).facing = HexDirection::S;
  const AssaultPlan p = w.plan();
  const std::optional<Modifier> m = find(p.attack.ledger, "target_flanked");
  ASSERT_NE(m, std::nullopt);
  EXPECT_EQ(m->value, +1);
  EXPECT_TRUE(p.attack.target_situation.flanked.has_value());
  w.state.unit_mut(w.def).facing = HexDirection::NE;  // N is next to the facing: still front
  EXPECT_EQ(find(w.plan().attack.ledger, "target_flanked"), std::nullopt);
}

TEST(FirelineAssaultModifiers, DensityOfFiveSpInTheTargetHex) {
  Basic w;
  w.csa_inf("5th Va B", "0403", 1, 5);  // 5 SP in the defender's hex
  const AssaultPlan p = w.plan();
  const std::optional<Modifier> m = find(p.attack.ledger, "target_density");
  ASSERT_NE(m, std::nullopt);
  EXPECT_EQ(m->value, +1);
  EXPECT_EQ(find(p.defence.ledger, "target_density"), std::nullopt);
  w.usa_inf("12th Oh B", "0402", 1, 5);
  EXPECT_NE(find(w.plan().defence.ledger, "target_density"), std::nullopt);
}

TEST(FirelineAssaultModifiers, OwnStackDisruptedEitherSide) {
  Basic w;
  w.status(w.def, UnitStatus::Disrupted);
  const std::optional<Modifier> m = find(w.plan().defence.ledger, "own_disrupted");
  ASSERT_NE(m, std::nullopt);
  EXPECT_EQ(m->value, -3);
  w.status(w.atk, UnitStatus::Disrupted);
  AssaultPlan p = w.plan();
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("may not start an assault"), std::string::npos) << p.error;
  w.options({{"assault_disrupted_may_start", "true"}});
  p = w.plan();
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_NE(find(p.attack.ledger, "own_disrupted"), std::nullopt);
}

TEST(FirelineAssaultModifiers, LeaderEitherSide) {
  Basic w;
  w.unit("Col. Smith", "leader", w.usa, "0402", 0, 0);
  AssaultPlan p = w.plan();
  ASSERT_NE(find(p.attack.ledger, "leader"), std::nullopt);
  EXPECT_EQ(find(p.defence.ledger, "leader"), std::nullopt);
  w.unit("Col. Lee", "leader", w.csa, "0403", 0, 0);
  p = w.plan();
  const std::optional<Modifier> m = find(p.defence.ledger, "leader");
  ASSERT_NE(m, std::nullopt);
  EXPECT_EQ(m->value, +1);
}

TEST(FirelineAssaultModifiers, ChargeIsForMountedStacks) {
  Basic w;
  AssaultPlan p = w.plan(true);
  EXPECT_FALSE(p.legal);
  EXPECT_NE(p.error.find("not mounted"), std::string::npos);
  World c;
  c.unit("1st Oh Cav", "cavalry", c.usa, "0402", 4, 5);
  c.csa_inf("5th Va", "0403");
  p = plan_assault(c.ctx, c.state, {c.hex("0402"), c.hex("0403"), true});
  ASSERT_TRUE(p.legal) << p.error;
  const std::optional<Modifier> m = find(p.attack.ledger, "charge");
  ASSERT_NE(m, std::nullopt);
  EXPECT_EQ(m->value, +1);
}

TEST(FirelineAssaultModifiers, PositiveShiftsBeforeNegatives) {
  Basic w;
  w.elevation("0403", 1);
  w.unit("Col. Smith", "leader", w.usa, "0402", 0, 0);
  const auto& mods = w.plan().attack.ledger.modifiers;
  ASSERT_EQ(mods.size(), 2u);
  EXPECT_GT(mods[0].value, 0);
  EXPECT_LT(mods[1].value, 0);
}

TEST(FirelineAssaultLimits, ClearHexFiveSpOfSmallArms) {
  World w;
  w.usa_inf("A", "0402", 4, 5);
  w.usa_inf("B", "0402", 3, 5);
  w.csa_inf("5th Va", "0403");
  const AssaultPlan p = plan_assault(w.ctx, w.state, {w.hex("0402"), w.hex("0403"), false});
  EXPECT_EQ(p.attack.fire_value, 15);  // 5 SP x 3
}

TEST(FirelineAssaultLimits, NonClearHexFourSpOfAnyMix) {
  World w;
  w.terrain("0402", "woods");
  w.usa_inf("A", "0402", 3, 5);
  w.unit("Bty", "artillery", w.usa, "0402", 3, 5);
  w.csa_inf("5th Va", "0403");
  const AssaultPlan p = plan_assault(w.ctx, w.state, {w.hex("0402"), w.hex("0403"), false});
  EXPECT_EQ(p.attack.fire_value, 10);  // 3 x 3 + 1 x 1
}

TEST(FirelineAssaultLimits, ArtilleryCountsOnceEach) {
  World w;
  w.unit("Bty A", "artillery", w.usa, "0402", 4, 5);
  w.unit("Bty B", "artillery", w.usa, "0402", 3, 5);
  w.csa_inf("5th Va", "0403");
  const AssaultPlan p = plan_assault(w.ctx, w.state, {w.hex("0402"), w.hex("0403"), false});
  EXPECT_EQ(p.attack.fire_value, 7);  // all the artillery x 1
}

TEST(FirelineAssaultLegality, AdjacentEnemyAndPassableHexside) {
  World w;
  w.usa_inf("A", "0402");
  w.csa_inf("B", "0404");
  EXPECT_NE(plan_assault(w.ctx, w.state, {w.hex("0402"), w.hex("0404"), false}).error.find("not adjacent"),
            std::string::npos);
  World s;
  s.usa_inf("A", "0402");
  s.csa_inf("B", "0403");
  s.hexside("0402", "0403", "stream");
  EXPECT_NE(plan_assault(s.ctx, s.state, {s.hex("0402"), s.hex("0403"), false}).error.find("prohibited"),
            std::string::npos);
}

}  // namespace
}  // namespace hexfire::fireline
