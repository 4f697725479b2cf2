// The editor's unit types through real SDL events (issue 15, 1: "place units from the ruleset's
// unit types"): the Unit tool's button opens the window (closing the settings), Add unit type
// adds one of the ruleset's first class, a typed strength is one edit and one the loader would
// refuse is refused with its words, the side buttons choose whose unit a click sets up, and a
// type in use cannot be removed.
#include <algorithm>
#include <cstdlib>

#include "engine/edit/scenario_draft.hpp"
#include "game/screens/editor_screen.hpp"
#include "editor_fixture.hpp"

namespace hexfire::game::testing {
namespace {

class EditorUnitTypesTest : public EditorFixture {
 protected:
  const DraftUnitType* type(const std::string& id) {
    types = draft().unit_types();
    const auto it = std::find_if(types.begin(), types.end(), [&](const DraftUnitType& t) { return t.id == id; });
    return it == types.end() ? nullptr : &*it;
  }
  std::string attribute(const std::string& id, const std::string& name) {
    const DraftUnitType* t = type(id);
    if (!t) return "";
    for (const auto& [n, v] : t->attributes)
      if (n == name) return v;
    return "";
  }
  std::vector<DraftUnitType> types;
};

TEST_F(EditorUnitTypesTest, AddsATypeSetsItsStrengthAndPlacesAUnitOfTheChosenSide) {
  click("Scenario settings");
  ASSERT_TRUE(editor().settings_open());
  click("Unit");
  click("Unit types");
  EXPECT_TRUE(editor().unit_types_open());
  EXPECT_FALSE(editor().settings_open()) << "the two windows share one place";
  const std::size_t before = draft().unit_types().size();
  click("Add unit type");
  ASSERT_EQ(draft().unit_types().size(), before + 1) << editor().message();
  ASSERT_NE(type("infantry"), nullptr) << "the first class of the fireline ruleset names it";
  EXPECT_EQ(editor().brush().unit_type, "infantry") << "the Unit tool sets up the new type";

  type_into("type:infantry:strength", "7");
  EXPECT_EQ(attribute("infantry", "strength"), "7") << editor().message();
  type_into("type:infantry:strength", "1000");
  EXPECT_EQ(attribute("infantry", "strength"), "7");
  EXPECT_NE(editor().message().find("strength"), std::string::npos) << editor().message();
  type_into("type:infantry:movement", "3");
  EXPECT_EQ(attribute("infantry", "movement"), "3") << editor().message();

  if (const char* shots = std::getenv("HEXFIRE_TEST_SHOTS")) {
    std::string error;
    EXPECT_TRUE(app->save_screenshot(std::string(shots) + "/editor_unit_types.png", error)) << error;
  }

  // The Confederates' button, then a click on an empty hex: their unit, of the new type.
  click("Confederate##side:csa");
  EXPECT_EQ(editor().brush().side, "csa");
  click("Close unit types");
  EXPECT_FALSE(editor().unit_types_open());
  const Hex h = hex("0101");
  ASSERT_TRUE(state().stack_at(h).empty());
  app->focus(h, 1.0);
  app->step();
  click_at(app->hex_to_screen(h));
  ASSERT_EQ(state().stack_at(h).size(), 1u) << editor().message();
  const Unit& u = state().unit(state().stack_at(h).front());
  EXPECT_EQ(state().side(u.side).key, "csa");
  EXPECT_EQ(state().unit_type(u.type).id, "infantry");
  EXPECT_EQ(state().unit_type(u.type).strength, 7);

  // In use now: its Remove button does nothing.
  click("Unit types");
  click("Remove type infantry");
  EXPECT_NE(type("infantry"), nullptr);
}

// A quick tap: Enter pressed and released between two frames (a slow frame, a script) still
// closes the field, as ImGui sees the key down for one frame (GameApp::step holds the release).
TEST_F(EditorUnitTypesTest, EnterTappedWithinOneFrameStillEndsTheField) {
  click("Unit");
  click("Unit types");
  click("Add unit type");
  app->step();
  const auto at = editor().field_centre("type:infantry:morale");
  ASSERT_TRUE(at.has_value());
  click_at(*at);
  push(text_event("5"));
  for (const Uint32 type : {SDL_KEYDOWN, SDL_KEYUP}) {
    SDL_Event e = key_event(SDLK_RETURN, type, KMOD_NONE);
    e.key.keysym.scancode = SDL_SCANCODE_RETURN;
    push(e);
  }
  app->step();
  app->step();
  EXPECT_EQ(attribute("infantry", "morale"), "5") << editor().message();
}

}  // namespace
}  // namespace hexfire::game::testing
