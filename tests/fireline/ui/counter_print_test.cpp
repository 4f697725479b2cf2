// What counters print: names shortened by whole words the way order-of-battle counters shorten
// them, and the marker badges a stack carries (status, action markers, O hits) in laying order.
#include <gtest/gtest.h>

#include <filesystem>

#include <algorithm>
#include <optional>

#include "engine/io/scenario_loader.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "game/render/counter_label.hpp"
#include "game/render/marker_badges.hpp"

namespace hexfire::game::testing {
namespace {

// A font whose every character is half as wide as it is high.
double half_width(const std::string& text, int px) { return static_cast<double>(text.size()) * px * 0.5; }

bool has_form(const std::vector<std::string>& forms, const std::string& f) {
  return std::find(forms.begin(), forms.end(), f) != forms.end();
}

TEST(CounterLabel, RegimentsShortenToNumberAndState) {
  const auto forms = counter_name_forms("101st Pennsylvania");
  ASSERT_FALSE(forms.empty());
  EXPECT_EQ(forms.front(), "101st Pennsylvania");
  EXPECT_TRUE(has_form(forms, "101st PA"));
  EXPECT_EQ(forms.back(), "101 PA");
  EXPECT_EQ(counter_name_forms("2nd West Virginia Cavalry").back(), "2 WV");  // not "2 West VA"
  EXPECT_TRUE(has_form(counter_name_forms("23rd North Carolina"), "23rd NC"));
}

TEST(CounterLabel, BatteriesOfARegimentReadLetterSlashNumber) {
  EXPECT_EQ(counter_name_forms("Battery A, 1st New York").back(), "A/1 NY");
  EXPECT_EQ(counter_name_forms("Battery F, 4th U.S.").back(), "F/4 US");
  // The symbol already says artillery: a named battery keeps its name.
  EXPECT_EQ(counter_name_forms("King William Artillery").back(), "King William");
  // Heavy artillery often fought as infantry (and has that symbol): it keeps its "HA".
  EXPECT_EQ(counter_name_forms("4th Virginia Heavy Artillery").back(), "4 VA HA");
}

TEST(CounterLabel, LeadersDropRankThenInitials) {
  const auto forms = counter_name_forms("Brig. Gen. G.B. Anderson");
  EXPECT_TRUE(has_form(forms, "BG G.B. Anderson"));
  EXPECT_EQ(forms.back(), "Anderson");
}

TEST(CounterLabel, EveryFormIsWholeWordsAndNoLongerThanTheOneBefore) {
  for (const char* name : {"101st Pennsylvania", "Battery H, 1st New York", "Ashby's 7th Virginia Cavalry",
                           "Palmetto Sharpshooters", "Wheat's Tigers", "Brig. Gen. Casey", "1/A/2/16 Inf"}) {
    const auto forms = counter_name_forms(name);
    ASSERT_FALSE(forms.empty()) << name;
    for (std::size_t i = 1; i < forms.size(); ++i) EXPECT_LE(forms[i].size(), forms[i - 1].size()) << name;
    EXPECT_EQ(forms.back().find("  "), std::string::npos) << name;
  }
  EXPECT_EQ(counter_name_forms("Wheat's Tigers").size(), 1u);  // nothing to shorten: never cut
}

TEST(CounterLabel, TheFullNameWinsWhenItFitsAtAboutTheSheetSize) {
  const CounterLabel wide = fit_counter_label("11th Maine", 52, 11, 7, half_width);
  EXPECT_EQ(wide.text, "11th Maine");
  EXPECT_EQ(wide.px, 10);  // 10 chars x 5 px: a size smaller than 11, within the sheet's range
  const CounterLabel tight = fit_counter_label("101st Pennsylvania", 48, 11, 7, half_width);
  EXPECT_EQ(tight.text, "101st PA");  // the full name would need 5 px: shortened instead
  EXPECT_EQ(tight.px, 11);
  const CounterLabel tiny = fit_counter_label("101st Pennsylvania", 20, 11, 7, half_width);
  EXPECT_EQ(tiny.text, "101 PA");  // the shortest form at the legibility floor
  EXPECT_EQ(tiny.px, 7);
}

class MarkerBadgesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const std::string root = HEXFIRE_SOURCE_DIR;
    ScenarioLoad l = load_scenario(root + "/tests/fixtures/ui/play_skirmish.xml", root + "/assets/rules");
    ASSERT_TRUE(l.ok());
    state.emplace(std::move(l.scenario->initial));
    ohio = *state->find_unit("12th Ohio");
  }
  std::vector<std::string> legends() const {
    std::vector<std::string> out;
    for (const MarkerBadge& c : stack_markers(*state, {ohio})) {
      std::string s;
      for (const std::string& l : c.legend) s += (s.empty() ? "" : " ") + l;
      out.push_back(s);
    }
    return out;
  }
  std::optional<GameState> state;  // no default GameState: loaded in SetUp
  UnitId ohio{};
};

TEST_F(MarkerBadgesTest, AGoodUnitCarriesNoMarker) { EXPECT_TRUE(legends().empty()); }

TEST_F(MarkerBadgesTest, StatusThenActionMarkersThenOHitsOnTop) {
  Unit& u = state->unit_mut(ohio);
  u.status = UnitStatus::Disrupted;
  fireline::FirelineUnit& fl = fireline::fireline_unit(u);
  fl.o_hits = 2;
  fl.set(fireline::UnitFlag::AdvanceFire, true);
  fl.set(fireline::UnitFlag::Thoroughfare, true);  // a rules flag the ruleset names no marker for: not printed
  EXPECT_EQ(legends(), (std::vector<std::string>{"DISR", "ADV FIRE", "2 O HITS"}));
  u.status = UnitStatus::Routed;
  fl.o_hits = 1;
  fl.set_flag_bits(0);
  EXPECT_EQ(legends(), (std::vector<std::string>{"ROUT", "1 O HITS"}));
}

TEST_F(MarkerBadgesTest, AnActionMarkerPrintsTheIconItsRulesetNames) {
  fireline::fireline_unit(state->unit_mut(ohio)).set(fireline::UnitFlag::AdvanceFire, true);
  const std::vector<MarkerBadge> badges = stack_markers(*state, {ohio});
  ASSERT_EQ(badges.size(), 1u);
  EXPECT_EQ(badges[0].icon, "forward_volley");  // fireline.xml: <marker id="advance_fire" icon="forward_volley">
  EXPECT_TRUE(std::filesystem::exists(std::string(HEXFIRE_SOURCE_DIR) + "/assets/art/markericon_forward_volley.png"));
}

TEST_F(MarkerBadgesTest, StatusColoursDifferForColourBlindPlayersToo) {
  // Disrupted (yellow) and routed (vermillion) differ in lightness, not just hue.
  Unit& u = state->unit_mut(ohio);
  u.status = UnitStatus::Disrupted;
  const SDL_Color disr = stack_markers(*state, {ohio}).front().fill;
  u.status = UnitStatus::Routed;
  const SDL_Color rout = stack_markers(*state, {ohio}).front().fill;
  auto lum = [](SDL_Color c) { return 0.2126 * c.r + 0.7152 * c.g + 0.0722 * c.b; };
  EXPECT_GT(lum(disr) - lum(rout), 60.0);
}

}  // namespace
}  // namespace hexfire::game::testing
