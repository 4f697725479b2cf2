// Units still in contact at the end of the turn go to melee (seed 003 line 52: "If tie or if units
// end turn in contact, go" [to melee]; rules reference 4.6 step 6), on a small strip: the melee
// phase, the turn's last, fights them though no charge brought them together.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/dice.hpp"
#include "engine/rules/volley/volley_board.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The veteran Bluecoats at 0402 facing SE and the veteran Greycoats at 0502 facing NW, next to
// each other, 20 figures each.
std::string contact_strip(const std::string& grey_at = "0502", int grey_figures = 20) {
  VolleyStrip v;
  v.title = "Contact strip";
  v.usa = R"(<unit name="Bluecoats" type="inf" at="0402" facing="SE" figures="20" stands="4"/>)";
  v.csa = R"(<unit name="Greycoats" type="inf" at=")" + grey_at + R"(" facing="NW" figures=")" +
          std::to_string(grey_figures) + R"(" stands="4"/>)";
  return volley_strip_text(v);
}

// Both sides hold and say done through the turn; the resolutions of the turn.
std::vector<Resolution> hold_through_turn_one(GameSession& s, Match& m, DiceSource& dice) {
  for (const char* line : {"usa order 0402 hold", "usa done", "csa order 0502 hold", "csa done"}) {
    const ApplyResult r = s.rules().apply(m, cmd(line), &dice);
    EXPECT_TRUE(r.ok) << line << ": " << r.error;
  }
  std::vector<Resolution> out;
  for (int i = 0; i < 32 && m.flow.turn == 1 && !m.flow.game_over; ++i) {
    const std::string side = m.state.side(*m.flow.active_side).key;
    ApplyResult r = s.rules().apply(m, cmd(side + " done"), &dice);
    EXPECT_TRUE(r.ok) << side << " done: " << r.error;
    if (!r.ok) break;
    for (Resolution& x : r.resolutions) out.push_back(std::move(x));
  }
  EXPECT_EQ(m.flow.turn, 2);
  return out;
}

TEST(VolleyContactMelee, UnitsThatEndTheTurnInContactGoToMelee) {
  auto s = open_volley_strip(contact_strip());
  ASSERT_TRUE(s);
  Match m = s->match();
  // Three rounds of 1, 1, 1 a side: 3 on the 20-figure row is an M, nothing from infantry; no
  // losses, no checks; after the round limit the two stay in contact for the next turn.
  ScriptedDice dice(std::vector<int>(3 * 6, 1));
  const std::vector<Resolution> turn = hold_through_turn_one(*s, m, dice);
  const auto melee = std::find_if(turn.begin(), turn.end(), [](const Resolution& r) { return r.kind == "melee"; });
  ASSERT_NE(melee, turn.end()) << "no melee for units in contact at the end of the turn";
  EXPECT_EQ(melee->title, "Bluecoats in melee with Greycoats");
  EXPECT_EQ(melee->result, "melee: still in contact");
  ASSERT_FALSE(melee->follow_ups.empty());
  EXPECT_EQ(melee->follow_ups.front().title, "Melee round 1: Bluecoats fires at Greycoats");
  EXPECT_TRUE(std::any_of(melee->notes.begin(), melee->notes.end(),
                          [](const std::string& n) { return n.find("end turn in contact") != std::string::npos; }));
  EXPECT_EQ(melee->find("morale:charging"), nullptr) << "neither side charged";
  const auto& melees = volley::board::flow_of(m).melees;
  ASSERT_EQ(melees.size(), 1u);
  EXPECT_EQ(melees.front().rounds, 3) << "it goes on next turn at round 4";
  EXPECT_THROW(dice.roll(6, 1, "more"), DiceExhausted) << "every die given was used";
}

// The computer opponent's threat counts the melee a turn's end holds for units in contact (one
// round's odds, the worth each side is expected to take off the other): the stronger regiment
// threatens more, and two regiments a hex apart hold no melee.
TEST(VolleyContactMelee, TheOpponentsThreatCountsTheMeleeAhead) {
  auto threats = [](const std::string& strip) {
    auto s = open_volley_strip(strip);
    EXPECT_TRUE(s);
    const auto& sys = dynamic_cast<const volley::VolleySystem&>(s->rules());
    const Match& m = s->match();
    return std::pair{sys.melee_threat(m, *m.state.find_side("usa")), sys.melee_threat(m, *m.state.find_side("csa"))};
  };
  const auto even = threats(contact_strip());
  EXPECT_GT(even.first, 0.0);
  EXPECT_GT(even.second, 0.0);
  const auto weak_grey = threats(contact_strip("0502", 8));
  EXPECT_GT(weak_grey.first, weak_grey.second) << "20 figures against 8";
  EXPECT_GT(weak_grey.first, even.first) << "the weaker enemy is likelier to be beaten";
  const auto apart = threats(contact_strip("0602"));
  EXPECT_EQ(apart.first, 0.0);
  EXPECT_EQ(apart.second, 0.0);
}

}  // namespace
}  // namespace hexfire::test
