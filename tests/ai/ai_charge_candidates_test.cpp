// The computer opponent's column-shift charges (ColumnShiftSystem::ai_candidates): a charge names
// its run-up, so legal_commands has none, and before these candidates the opponent never charged.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>

#include "column_shift/cs_field.hpp"
#include "column_shift/cs_session.hpp"
#include "engine/ai/choose_command.hpp"

namespace hexfire::test {
namespace {

// Uhlans (mounted, 0201) three clear hexes up the column from the Axis company in 0204; woods in
// 0403, so the company in 0404 may not be charged; A Company (on foot, 0605) beside B Company
// (0606). One turn: the farm in 0204 is the Axis's, and the Allies win by taking it.
std::string field(const std::string& target = R"(<unit name="Target" type="inf" at="0204"/>)",
                  const std::string& foot = R"(<unit name="A Company" type="inf" at="0605"/>)") {
  cs::Field f;
  f.title = "AI charges";
  f.turns = 1;
  f.width = f.height = 10;
  f.map = R"(    <hex at="0403" terrain="woods"/>
    <hex at="0404" terrain="woods"/>)";
  f.types = R"(<unit-type id="cav" class="cavalry" strength="6" reduced-strength="3" morale="8" reduced-morale="7" movement="6" range="2"/>
    <unit-type id="weak" class="infantry" strength="1" morale="5" movement="4" range="2"/>)";
  f.side_a = R"(<unit name="Uhlans" type="cav" at="0201"/>)" + foot;
  f.side_b = target + R"(
    <unit name="Woods Company" type="inf" at="0404"/>
    <unit name="B Company" type="inf" at="0606"/>)";
  f.rest = R"(<victory><objective name="Farm" at="0204" points="4" owner="b"/></victory>)";
  return cs::field_text(f);
}

std::vector<Command> charges_of(const GameSession& s, const Match& m) {
  std::vector<Command> out;
  for (const Command& c : s.rules().ai_candidates(m, *m.state.find_side("a")))
    if (c.verb == "assault") out.push_back(c);
  return out;
}

TEST(AiChargeCandidates, MountedCavalryIsOfferedEveryChargeThePreviewAllows) {
  auto s = cs::open(field());
  ASSERT_TRUE(s);
  const Match& m = s->match();
  const auto charges = charges_of(*s, m);
  const auto legal = s->rules().legal_commands(m);
  ASSERT_FALSE(charges.empty());
  EXPECT_NE(std::find(charges.begin(), charges.end(), cmd("a assault 0201 0202 0203 0204 charge")), charges.end());
  for (const Command& c : charges) {
    SCOPED_TRACE(to_line(c));
    EXPECT_EQ(c.args.back(), "charge");
    EXPECT_EQ(c.args.front(), "0201");  // the Uhlans only: A Company is on foot
    EXPECT_FALSE(s->rules().validate(m, c));
    EXPECT_EQ(std::find(legal.begin(), legal.end(), c), legal.end());
    EXPECT_NE(c.args[c.args.size() - 2], "0404");  // no charge into woods
    Match copy = m;
    EXPECT_TRUE(s->rules().apply(copy, c).ok);
  }
  // Nothing for the side not acting; nothing for cavalry out of good order.
  EXPECT_TRUE(s->rules().ai_candidates(m, *m.state.find_side("b")).empty());
  Match shaken = m;
  shaken.state.unit_mut(cs::unit(shaken, "Uhlans")).status = UnitStatus::Disrupted;
  EXPECT_TRUE(charges_of(*s, shaken).empty());
}

// In the only turn the farm is taken by a charge alone: the Uhlans, the Allies' one stack, are
// three hexes off, and a move there and an assault would be two activations. The weak company on
// it (one step, fire 1) is most likely swept away (on two of three copies of the dice), and
// normal and hard charge. (Easy weighs each candidate on one copy, on which it may fail.)
TEST(AiChargeCandidates, TheOpponentChargesWhenOnlyAChargeTakesTheObjectiveThisTurn) {
  auto s = cs::open(field(R"(<unit name="Target" type="weak" at="0204"/>)", ""));
  ASSERT_TRUE(s);
  const Match& m = s->match();
  for (ai::Strength strength : {ai::Strength::Normal, ai::Strength::Hard}) {
    ai::AiSettings settings;
    settings.strength = strength;
    const auto choice = ai::choose_command(s->rules(), m, *m.state.find_side("a"), settings);
    ASSERT_TRUE(choice);
    EXPECT_EQ(to_line(choice->command), "a assault 0201 0202 0203 0204 charge") << ai::strength_name(strength);
  }
}

}  // namespace
}  // namespace hexfire::test
