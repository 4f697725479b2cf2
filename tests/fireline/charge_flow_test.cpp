// A charge in play (fixtures/charge.xml; fireline_system_charge.cpp): the word `charge` on a
// move is refused to infantry; a cavalry charge through the woods makes no straggle check, the
// reaction fire at it reads the charge (+1, 5.6), and the stack's next action is the charge
// itself, which the activation waits for; a stack that did not make a charging move may not
// assault as a charge.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/flow/game_session.hpp"
#include "tests/support/flow_session.hpp"

namespace hexfire {
namespace {

using test_support::command_line;
using test_support::side_to_act;

constexpr const char* kFixture = "tests/fireline/fixtures/charge.xml";
constexpr const char* kCharge = "usa move 0306 0305 0304 charge";

std::unique_ptr<GameSession> charged(std::uint64_t seed = 1) {
  auto s = test_support::open_fixture(kFixture, seed);
  EXPECT_TRUE(s && side_to_act(*s));
  const ApplyResult r = s->submit(command_line(kCharge));
  EXPECT_TRUE(r.ok) << r.error;
  return s;
}

bool listed(const GameSession& s, const std::string& line) {
  const Command c = command_line(line);
  const auto all = s.legal_commands();
  return std::find(all.begin(), all.end(), c) != all.end();
}

TEST(FirelineChargeFlow, InfantryChargeIsRefused) {
  auto s = test_support::open_fixture(kFixture, 1);
  ASSERT_TRUE(s && side_to_act(*s));
  const auto why = s->validate(command_line("usa move 0206 0205 charge"));
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("12th Ohio (Infantry) is not mounted: only cavalry charge"), std::string::npos) << *why;
}

TEST(FirelineChargeFlow, TheChargeMakesNoStraggleCheckAndReactionFireReadsIt) {
  auto s = charged();
  const Match& m = s->match();
  EXPECT_EQ(m.state.unit(*m.state.find_unit("1st Ohio Cavalry")).position, m.state.map().parse_label("0304"));
  ASSERT_FALSE(m.flow.prompts.empty());
  const Prompt& p = m.flow.prompts.front();
  ASSERT_EQ(p.id, "reaction_fire");
  const Command fire = command_line("csa fire 0303 0304 advance");
  ASSERT_NE(std::find(p.options.begin(), p.options.end(), fire), p.options.end());
  const ApplyResult r = s->submit(fire);
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  const Modifier* charging = r.resolutions.front().find("target_charging");
  ASSERT_NE(charging, nullptr);
  EXPECT_EQ(charging->value, +1);
  EXPECT_NE(r.resolutions.front().find("target_advance"), nullptr);
}

TEST(FirelineChargeFlow, TheChargingStackChargesBeforeTheActivationEnds) {
  auto s = charged();
  ASSERT_TRUE(s->submit(command_line("csa pass")).ok);
  const auto end = s->validate(command_line("usa end"));
  ASSERT_TRUE(end);
  EXPECT_NE(end->find("must charge before the activation ends"), std::string::npos) << *end;
  const auto fire = s->validate(command_line("usa fire 0304 0303"));
  ASSERT_TRUE(fire);
  EXPECT_NE(fire->find("not fire"), std::string::npos) << *fire;
  const auto plain = s->validate(command_line("usa assault 0304 0303"));
  ASSERT_TRUE(plain);
  EXPECT_NE(plain->find("its assault is the charge"), std::string::npos) << *plain;
  EXPECT_TRUE(listed(*s, "usa assault 0304 0303 charge"));
  EXPECT_FALSE(listed(*s, "usa end"));
  const ApplyResult r = s->submit(command_line("usa assault 0304 0303 charge"));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_FALSE(s->validate(command_line("usa end"))) << *s->validate(command_line("usa end"));
}

// The cavalry walks up to the Virginians (a move without the word charge) and then tries to
// assault them as a charge: refused, with the way to charge; its plain assault is open.
TEST(FirelineChargeFlow, AnAssaultIsAChargeOnlyAfterAChargingMove) {
  auto s = test_support::open_fixture(kFixture, 1);
  ASSERT_TRUE(s && side_to_act(*s));
  ApplyResult r = s->submit(command_line("usa move 0306 0305 0304 straggle=stop"));
  ASSERT_TRUE(r.ok) << r.error;
  for (int i = 0; i < 4 && !s->match().flow.prompts.empty(); ++i) {
    const Prompt& p = s->match().flow.prompts.front();
    const auto pass = std::find_if(p.options.begin(), p.options.end(), [](const Command& c) { return c.verb == "pass"; });
    ASSERT_NE(pass, p.options.end()) << p.text;
    const Command answer = *pass;  // a copy: the answer clears the prompt it came from
    ASSERT_TRUE(s->submit(answer).ok);
  }
  const Match& m = s->match();
  ASSERT_EQ(m.state.unit(*m.state.find_unit("1st Ohio Cavalry")).position, m.state.map().parse_label("0304"));
  const auto why = s->validate(command_line("usa assault 0304 0303 charge"));
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("made no charging move"), std::string::npos) << *why;
  EXPECT_FALSE(listed(*s, "usa assault 0304 0303 charge"));
  EXPECT_FALSE(s->validate(command_line("usa assault 0304 0303"))) << *s->validate(command_line("usa assault 0304 0303"));
}

}  // namespace
}  // namespace hexfire
