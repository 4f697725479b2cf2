// Ledger entries carry what they do (their operation) and where they come from (hex, hexside,
// unit, leader, marker), and a resolution records the table cell it read.
#include <gtest/gtest.h>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/straggle.hpp"
#include "engine/rules/preview.hpp"
#include "move_world.hpp"
#include "tests/support/fireline_fixture.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;

// Infantry in 0505 fires north at infantry in 0504 (run hex: no terrain shift).
struct Duel : FirelineFixture {
  UnitId firer, target;
  explicit Duel(const std::map<std::string, std::string>& options = {}) : FirelineFixture(10, 10, options) {
    terrain("0504", "run");
    firer = unit("0505", "infantry", usa, 2, 5, HexDirection::N, 0, 0, "1st Ohio");
    target = unit("0504", "infantry", csa, 2, 5, HexDirection::S, 0, 0, "5th Virginia");
  }
  FirePlan plan() { return plan_fire(state, ctx, {hex("0505"), hex("0504")}); }
};

TEST(LedgerEntries, TerrainShiftIsARowShiftFromTheTargetHex) {
  Duel d;
  d.terrain("0504", "woods");
  const FirePlan p = d.plan();
  const Modifier* m = p.ledger.find("target_cover");
  ASSERT_NE(m, nullptr) << format_resolution(p.ledger);
  EXPECT_EQ(m->op, ModifierOp::RowShift);
  EXPECT_EQ(m->source.kind, SourceKind::Hex);
  EXPECT_EQ(m->source.hex, d.hex("0504"));
  EXPECT_EQ(m->source.name, "Woods");
  EXPECT_EQ(modifier_effect_text(m->op, m->value), "-1 row");
}

TEST(LedgerEntries, WallShiftComesFromTheHexsideAndItsDirection) {
  Duel d;
  d.hexside("0504", HexDirection::S, "stone_wall");
  const FirePlan p = d.plan();
  const Modifier* m = p.ledger.find("target_behind_cover");
  ASSERT_NE(m, nullptr) << format_resolution(p.ledger);
  EXPECT_EQ(m->source.kind, SourceKind::Hexside);
  EXPECT_EQ(m->source.hex, d.hex("0504"));
  EXPECT_EQ(m->source.direction, HexDirection::S);
}

TEST(LedgerEntries, ChargingTargetNamesTheUnit) {
  Duel d;
  set_tag(d.state.unit_mut(d.target), kTagCharging, true);
  const FirePlan p = d.plan();
  const Modifier* m = p.ledger.find("target_charging");
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(m->source.kind, SourceKind::Unit);
  EXPECT_EQ(m->source.unit, d.target);
}

TEST(LedgerEntries, MarkerShiftIsFoundByItsMarkerId) {
  Duel d(std::map<std::string, std::string>{{"entrenchment_marker", "true"}});  // a design option (not on the chart)
  d.marker("0504", "entrenchment");
  const FirePlan p = d.plan();
  const Modifier* m = p.ledger.find("marker:entrenchment");
  ASSERT_NE(m, nullptr) << format_resolution(p.ledger);
  EXPECT_EQ(m->source.kind, SourceKind::Marker);
  EXPECT_EQ(m->source.name, "entrenchment");
}

TEST(LedgerEntries, AssaultLeaderIsALeaderSource) {
  Duel d;
  const UnitId col = d.leader("0505", d.usa, "Col. Smith");
  const AssaultPlan p = plan_assault(d.ctx, d.state, {d.hex("0505"), d.hex("0504"), false});
  ASSERT_TRUE(p.legal) << p.error;
  const Modifier* m = p.attack.ledger.find("leader");
  ASSERT_NE(m, nullptr) << format_resolution(p.attack.ledger);
  EXPECT_EQ(m->op, ModifierOp::RowShift);
  EXPECT_EQ(m->source.kind, SourceKind::Leader);
  EXPECT_EQ(m->source.unit, col);
}

TEST(LedgerEntries, FireRecordsTheCrtCellItRead) {
  for (int die = 0; die < 10; ++die) {
    Duel d;
    ScriptedDice dice({die, 0, 0, 0, 0, 0});
    const FireOutcome out = resolve_fire(d.state, d.ctx, {d.hex("0505"), d.hex("0504")}, dice, false);
    ASSERT_TRUE(out.error.empty()) << out.error;
    ASSERT_EQ(out.ledger.lookups.size(), 1u) << format_resolution(out.ledger);
    const TableLookup& t = out.ledger.lookups.front();
    const Crt& crt = d.ctx.tables.crt;
    EXPECT_EQ(t.table, "crt");
    ASSERT_GE(t.row, 0);
    EXPECT_EQ(crt.rows[static_cast<std::size_t>(t.row)].label, out.ledger.final_row);
    EXPECT_EQ(t.row_label, out.ledger.final_row);
    EXPECT_EQ(t.column, crt.rows[static_cast<std::size_t>(t.row)].column_by_die[static_cast<std::size_t>(die)]);
    EXPECT_EQ(t.cell, out.ledger.result) << "die " << die;
    const auto mark = table_mark_of(out.ledger);
    ASSERT_TRUE(mark);
    EXPECT_EQ(mark->row, t.row);
    EXPECT_EQ(mark->column, t.column);
  }
}

TEST(LedgerEntries, StraggleCheckRecordsItsBandAndDrmsAreDieRollModifiers) {
  testing::World w(8, 8);
  for (int r = 1; r <= 3; ++r) w.terrain("040" + std::to_string(r), "woods");
  const UnitId u = w.usa_inf("12th Oh", "0401", 4, 4);
  w.usa_leader("Col. Smith", "0401");
  std::vector<UnitId> movers = w.state.stack_at(w.hex("0401"));
  const StraggleCheck c = make_straggle_check(w.ctx, w.state, movers, w.hex("0401"), w.hex("0402"), false);
  ScriptedDice dice({3});
  const StraggleRoll r = roll_straggle(c, dice);
  ASSERT_EQ(r.ledger.lookups.size(), 1u);
  EXPECT_EQ(r.ledger.lookups[0].table, "straggle");
  EXPECT_EQ(r.ledger.lookups[0].cell, std::to_string(c.threshold));
  const Modifier* lead = r.ledger.find("leader");
  ASSERT_NE(lead, nullptr) << format_resolution(r.ledger);
  EXPECT_EQ(lead->op, ModifierOp::DieRollModifier);
  EXPECT_EQ(lead->source.kind, SourceKind::Leader);
  (void)u;
}

}  // namespace
}  // namespace hexfire::fireline
