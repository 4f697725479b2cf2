// The WWII unit classes of assets/rules/column-shift.xml (AFVs, trucks and prime movers, AA guns,
// dismounted cavalry) load with the ids and symbols scenarios and counter art name, and a
// scenario's unit type may say its nation and whether it is Guards.
#include <gtest/gtest.h>

#include "engine/rules/column_shift/data_reads.hpp"
#include "flow/flow_helpers.hpp"
#include "tests/column_shift/column_shift_world.hpp"

namespace hexfire::column_shift::testing {
namespace {

struct Expected {
  const char* id;
  const char* symbol;
  const char* loss_category;
  const char* afv;
  const char* carrier;
  const char* assault_half;
};

TEST(ColumnShiftClasses, TheWw2ClassesLoadWithTheirSymbolsAndRuleAttributes) {
  const auto rules = load_rules();
  for (const Expected& e : {Expected{"afv_closed", "armour", "combat", "closed", "none", "false"},
                            Expected{"afv_open", "armour_open", "combat", "open", "none", "false"},
                            Expected{"truck", "truck", "vehicle", "none", "units", "false"},
                            Expected{"prime_mover", "truck", "vehicle", "none", "units", "false"},
                            Expected{"wagon", "wagon", "vehicle", "none", "units", "false"},
                            Expected{"aa", "aa", "combat", "none", "none", "true"},
                            Expected{"cavalry_dismounted", "cavalry_dismounted", "combat", "none", "none", "false"}}) {
    SCOPED_TRACE(e.id);
    const auto id = rules->find_unit_class(e.id);
    ASSERT_TRUE(id);
    const UnitClass& c = rules->unit_class(*id);
    EXPECT_EQ(c.symbol, e.symbol);
    EXPECT_EQ(c.attributes.at("loss_category"), e.loss_category);
    EXPECT_EQ(c.attributes.at("afv"), e.afv);
    EXPECT_EQ(c.attributes.at("carrier"), e.carrier);
    EXPECT_EQ(c.attributes.at("assault_half"), e.assault_half);
  }
}

TEST(ColumnShiftClasses, MountedAndDismountedCavalryNameEachOther) {
  const auto rules = load_rules();
  const UnitClass& mounted = rules->unit_class(*rules->find_unit_class("cavalry"));
  const UnitClass& dismounted = rules->unit_class(*rules->find_unit_class("cavalry_dismounted"));
  EXPECT_TRUE(mounted.mounted);
  EXPECT_FALSE(dismounted.mounted);
  EXPECT_EQ(mounted.attributes.at("dismounts_to"), "cavalry_dismounted");
  EXPECT_EQ(dismounted.attributes.at("mounts_to"), "cavalry");
}

const char* kNations = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="1" system="column-shift" variant="ww2" turns="1" seed="1">
  <title>Nations</title>
  <map width="4" height="4" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear"/>
  <sides>
    <side key="ger" name="German" color="#6f7a6f"/>
    <side key="sov" name="Soviet" color="#8f3b3b"/>
  </sides>
  <unit-types>
    <unit-type id="pz" class="afv_closed" strength="6" reduced-strength="3" morale="8" movement="5" range="8" nation="german"/>
    <unit-type id="su" class="afv_open" strength="4" morale="7" movement="5" range="6" nation="soviet" guards="true"/>
  </unit-types>
  <units side="ger"><unit name="Pz" type="pz" at="0101"/></units>
  <units side="sov"><unit name="SU" type="su" at="0404"/></units>
</scenario>
)";

TEST(ColumnShiftClasses, AUnitTypeSaysItsNationAndWhetherItIsGuards) {
  SessionOpen o = GameSession::open_text({"nations.xml", test::rules_dir(), std::nullopt, {}}, kNations, "nations.xml");
  ASSERT_TRUE(o.session) << o.error;
  const GameState& s = o.session->match().state;
  const Attributes& pz = s.unit_type(s.unit(*s.find_unit("Pz")).type).attributes;
  const Attributes& su = s.unit_type(s.unit(*s.find_unit("SU")).type).attributes;
  EXPECT_EQ(pz.at("nation"), "german");
  EXPECT_EQ(pz.count("guards"), 0u);
  EXPECT_EQ(su.at("nation"), "soviet");
  EXPECT_EQ(su.at("guards"), "true");
}

}  // namespace
}  // namespace hexfire::column_shift::testing
