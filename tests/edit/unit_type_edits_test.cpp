// The editor's unit types: a new scenario gets types of the ruleset's classes, their numbers
// within the loader's bounds (refused with the loader's own words), one undo step each, and a
// type in use cannot be removed. The saved file loads with the types as edited.
#include <gtest/gtest.h>

#include <filesystem>

#include "edit/crossroads_draft.hpp"
#include "engine/edit/scenario_draft.hpp"
#include "engine/io/scenario_loader.hpp"

namespace hexfire {
namespace {

const UnitType* type_of(const ScenarioDraft& d, const std::string& id) {
  const auto t = d.state()->find_unit_type(id);
  return t ? &d.state()->unit_type(*t) : nullptr;
}

TEST(UnitTypeEditTest, ANewScenarioGetsATypeAndItsUnitsLoad) {
  const auto dir = std::filesystem::path(::testing::TempDir()) / "hexfire_unit_types_new";
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "new.xml").string();
  DraftOpen o = ScenarioDraft::create({"column-shift", 8, 6, "flat-odd-q", "Types"}, path, kRules);
  ASSERT_TRUE(o.draft) << format_diagnostics(o.errors);
  ScenarioDraft& d = *o.draft;
  EXPECT_TRUE(d.unit_types().empty());
  EXPECT_FALSE(d.add_unit_type("rifles", "musketeers").ok());  // not a class of the ruleset
  ASSERT_TRUE(d.add_unit_type("rifles", "infantry").ok());
  EXPECT_FALSE(d.add_unit_type("rifles", "mg").ok());          // ids are unique
  ASSERT_TRUE(d.set_unit_type_attribute("rifles", "strength", "6").ok());
  ASSERT_TRUE(d.set_unit_type_attribute("rifles", "movement", "5").ok());
  ASSERT_TRUE(d.set_unit_type_attribute("rifles", "name", "Rifle company").ok());
  ASSERT_TRUE(d.set_unit_type_attribute("rifles", "nation", "british").ok());
  EXPECT_TRUE(d.problems().empty()) << format_diagnostics(d.problems());
  const UnitType* t = type_of(d, "rifles");
  ASSERT_NE(t, nullptr);
  EXPECT_EQ(t->strength, 6);
  EXPECT_EQ(t->movement, 5);
  EXPECT_EQ(t->name, "Rifle company");
  EXPECT_EQ(t->attributes.at("nation"), "british");

  // A unit of the type, on each side, and the file loads with them.
  ASSERT_TRUE(d.place_unit({"blue", "rifles", *d.state()->map().parse_label("0203"), HexDirection::N, "", ""}).ok());
  ASSERT_TRUE(d.place_unit({"red", "rifles", *d.state()->map().parse_label("0703"), HexDirection::S, "", ""}).ok());
  ASSERT_EQ(d.unit_types().size(), 1u);
  EXPECT_EQ(d.unit_types()[0].units, 2);
  ASSERT_FALSE(d.save());
  const ScenarioLoad again = load_scenario(path, kRules);
  ASSERT_TRUE(again.ok()) << format_diagnostics(again.errors);
  EXPECT_EQ(again.scenario->initial.units().size(), 2u);
  EXPECT_EQ(again.scenario->initial.unit_type(*again.scenario->initial.find_unit_type("rifles")).strength, 6);
  std::filesystem::remove_all(dir);
}

class UnitTypeRefusalTest : public CrossroadsDraft {};

TEST_F(UnitTypeRefusalTest, TheLoadersBoundsAreTheEditorsAndEachChangeIsOneStep) {
  ASSERT_FALSE(draft_->unit_types().empty());
  const DraftUnitType first = draft_->unit_types().front();
  ASSERT_GT(first.units, 0);
  // Out of the loader's range, not a number, a class the ruleset lacks: refused, nothing changes.
  const EditResult big = draft_->set_unit_type_attribute(first.id, "strength", "1000");
  ASSERT_FALSE(big.ok());
  EXPECT_NE(big.error->find("strength"), std::string::npos) << *big.error;
  EXPECT_FALSE(draft_->set_unit_type_attribute(first.id, "morale", "six").ok());
  EXPECT_FALSE(draft_->set_unit_type_attribute(first.id, "class", "dragoons").ok());
  EXPECT_FALSE(draft_->set_unit_type_attribute(first.id, "strength", "").ok());  // required
  EXPECT_FALSE(draft_->set_unit_type_attribute(first.id, "colour", "red").ok());  // not an attribute
  EXPECT_FALSE(draft_->can_undo());
  // In use: cannot be removed.
  const EditResult gone = draft_->remove_unit_type(first.id);
  ASSERT_FALSE(gone.ok());
  EXPECT_NE(gone.error->find("first"), std::string::npos) << *gone.error;

  ASSERT_TRUE(draft_->set_unit_type_attribute(first.id, "strength", "9").ok());
  EXPECT_EQ(type_of(*draft_, first.id)->strength, 9);
  EXPECT_TRUE(draft_->problems().empty()) << format_diagnostics(draft_->problems());
  // Ids made from the class when none is given, numbered when taken.
  const EditResult made = draft_->add_unit_type("", "cavalry");
  ASSERT_TRUE(made.ok());
  EXPECT_EQ(made.detail, "cavalry");
  const EditResult again = draft_->add_unit_type("", "cavalry");
  ASSERT_TRUE(again.ok());
  EXPECT_EQ(again.detail, "cavalry_2");
  ASSERT_TRUE(draft_->undo());
  ASSERT_TRUE(draft_->undo());
  ASSERT_TRUE(draft_->add_unit_type("spare", "infantry").ok());
  ASSERT_TRUE(draft_->remove_unit_type("spare").ok());
  EXPECT_EQ(type_of(*draft_, "spare"), nullptr);
  ASSERT_TRUE(draft_->undo());  // the removal
  EXPECT_NE(type_of(*draft_, "spare"), nullptr);
  ASSERT_TRUE(draft_->undo());  // the addition
  ASSERT_TRUE(draft_->undo());  // the strength
  EXPECT_NE(type_of(*draft_, first.id)->strength, 9);
  EXPECT_FALSE(draft_->can_undo());
}

}  // namespace
}  // namespace hexfire
