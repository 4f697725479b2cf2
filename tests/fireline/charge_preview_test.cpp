// The Charge action of the play screen and the opponent's charging moves (fixtures/charge.xml;
// FirelinePreview::reach_for_charge, FirelineSystem::ai_candidates). Before them the player could
// order a charging move only by typing it, and the computer's cavalry never charged.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/ai/ai_settings.hpp"
#include "engine/ai/choose_command.hpp"
#include "engine/flow/game_session.hpp"
#include "engine/rules/preview.hpp"
#include "tests/support/flow_session.hpp"

namespace hexfire {
namespace {

using test_support::command_line;
using test_support::side_to_act;

constexpr const char* kFixture = "tests/fireline/fixtures/charge.xml";

Hex at(const Match& m, const char* label) { return *m.state.map().parse_label(label); }

std::unique_ptr<GameSession> union_to_act() {
  auto s = test_support::open_fixture(kFixture, 1);
  EXPECT_TRUE(s && side_to_act(*s));
  return s;
}

ActionRequest charge_to(const Match& m, const char* from, const ReachableHex& to) {
  return make_path_request("charge", at(m, from), to.path);
}

TEST(FirelineChargePreview, TheActionIsOfferedWhereMovesAre) {
  auto s = union_to_act();
  const auto previews = s->rules().make_previews();
  const auto actions = previews->actions();
  const auto it = std::find_if(actions.begin(), actions.end(), [](const ActionKind& a) { return a.id == "charge"; });
  ASSERT_NE(it, actions.end());
  EXPECT_EQ(it->verb, "move");
  EXPECT_EQ(it->target, ActionTarget::Path);
  EXPECT_TRUE(action_offered(*it, s->rules().sequence_of_play(), s->match().flow.phase));
}

// Only the hexes next to the 45th Virginia that the cavalry reaches, each with no straggle
// check on its path, and the command is the charging move the rules accept.
TEST(FirelineChargePreview, TheAreaIsTheHexesNextToTheEnemyTheCavalryMayChargeFrom) {
  auto s = union_to_act();
  const Match& m = s->match();
  const auto previews = s->rules().make_previews();
  const auto area = previews->reach(m, make_path_request("charge", at(m, "0306"), {}));
  ASSERT_FALSE(area.empty());
  const Hex enemy = at(m, "0303");
  const auto moves = previews->reach(m, make_path_request("move", at(m, "0306"), {}));
  bool to_0304 = false;
  for (const ReachableHex& h : area) {
    SCOPED_TRACE(m.state.map().label(h.hex));
    EXPECT_EQ(distance(h.hex, enemy), 1);
    EXPECT_EQ(h.risks, 0);
    // The same hexes the Move action reaches, at the same cost.
    const auto same = std::find_if(moves.begin(), moves.end(), [&](const ReachableHex& r) { return r.hex == h.hex; });
    ASSERT_NE(same, moves.end());
    EXPECT_EQ(same->cost, h.cost);
    const ActionRequest r = charge_to(m, "0306", h);
    const ActionPreviewData p = previews->preview(m, r);
    EXPECT_TRUE(p.legal) << p.error;
    EXPECT_FALSE(p.has_risk());
    const Command c = previews->command(m, r);
    EXPECT_EQ(c.verb, "move");
    EXPECT_EQ(c.args.back(), "charge");
    EXPECT_FALSE(s->validate(c)) << *s->validate(c);
    if (h.hex == at(m, "0304")) {
      to_0304 = true;
      EXPECT_EQ(to_line(c), "usa move 0306 0305 0304 charge");
    }
  }
  EXPECT_TRUE(to_0304);
  // The Move action's path through the woods to 0304 checks for stragglers; the charge's does not.
  const auto move_0304 = std::find_if(moves.begin(), moves.end(), [&](const ReachableHex& r) { return r.hex == at(m, "0304"); });
  ASSERT_NE(move_0304, moves.end());
  EXPECT_GT(move_0304->risks, 0);
  // Infantry may not charge: the 12th Ohio's area is empty.
  EXPECT_TRUE(previews->reach(m, make_path_request("charge", at(m, "0206"), {})).empty());
}

// After the charging move the Assault action is the charge: its odds carry the charge's line
// and its command says `charge`, so the play screen's assault is the one the rules want next.
TEST(FirelineChargePreview, AfterTheChargingMoveTheAssaultIsTheCharge) {
  auto s = union_to_act();
  ASSERT_TRUE(s->submit(command_line("usa move 0306 0305 0304 charge")).ok);
  ASSERT_TRUE(s->submit(command_line("csa pass")).ok);
  const Match& m = s->match();
  const auto previews = s->rules().make_previews();
  ActionRequest r;
  r.action = "assault";
  r.from = at(m, "0304");
  r.target = at(m, "0303");
  const Command c = previews->command(m, r);
  EXPECT_EQ(to_line(c), "usa assault 0304 0303 charge");
  EXPECT_FALSE(s->validate(c)) << *s->validate(c);
  const ActionPreviewData p = previews->preview(m, r);
  ASSERT_TRUE(p.legal) << p.error;
  EXPECT_NE(p.ledger.find("charge"), nullptr) << "the assault preview after a charging move reads the charge";
}

// The opponent is offered the charging moves (legal_commands has none) and, playing the charge
// out, the stack's next command is the charge.
TEST(FirelineChargePreview, TheOpponentIsOfferedTheChargingMoves) {
  auto s = union_to_act();
  const Match& m = s->match();
  const SideId usa = *m.state.find_side("usa");
  const auto candidates = s->rules().ai_candidates(m, usa);
  std::vector<Command> charges;
  for (const Command& c : candidates)
    if (c.verb == "move" && c.args.back() == "charge") charges.push_back(c);
  ASSERT_FALSE(charges.empty());
  EXPECT_NE(std::find(charges.begin(), charges.end(), command_line("usa move 0306 0305 0304 charge")), charges.end());
  const auto legal = s->legal_commands();
  for (const Command& c : charges) {
    SCOPED_TRACE(to_line(c));
    EXPECT_EQ(c.args.front(), "0306");  // the cavalry only
    EXPECT_EQ(std::find(legal.begin(), legal.end(), c), legal.end());
    EXPECT_FALSE(s->validate(c));
  }
  EXPECT_TRUE(s->rules().ai_candidates(m, *m.state.find_side("csa")).empty());
}

// After the charging move the stack is bound to its charge (ai_follow_ups), which the opponent
// carries out on its copies behind the move; nothing is bound after an ordinary move.
TEST(FirelineChargePreview, TheChargingMoveBindsTheStacksNextActionToTheCharge) {
  auto s = union_to_act();
  const SideId usa = *s->match().state.find_side("usa");
  Match moved = s->match();
  ASSERT_TRUE(s->rules().apply(moved, command_line("usa move 0306 0305 0304")).ok);
  EXPECT_TRUE(s->rules().ai_follow_ups(moved, usa, command_line("usa move 0306 0305 0304")).empty());
  Match charged = s->match();
  const Command charge = command_line("usa move 0306 0305 0304 charge");
  ASSERT_TRUE(s->rules().apply(charged, charge).ok);
  const auto bound = s->rules().ai_follow_ups(charged, usa, charge);
  ASSERT_EQ(bound.size(), 1u);
  EXPECT_EQ(to_line(bound.front()), "usa assault 0304 0303 charge");
}

// Weighed alone, the charging move was a move with a +1 for the enemy's reaction fire, and the
// opponent never made one; weighed with its charge, normal and hard charge for the farm.
TEST(FirelineChargePreview, TheOpponentChargesForTheFarm) {
  auto s = test_support::open_fixture("tests/fireline/fixtures/charge_objective.xml", 2);
  ASSERT_TRUE(s && side_to_act(*s));
  const Match& m = s->match();
  for (ai::Strength strength : {ai::Strength::Normal, ai::Strength::Hard}) {
    ai::AiSettings settings;
    settings.strength = strength;
    const auto choice = ai::choose_command(s->rules(), m, *m.state.find_side("usa"), settings);
    ASSERT_TRUE(choice);
    const Command& c = choice->command;
    EXPECT_EQ(c.verb, "move") << ai::strength_name(strength) << ": " << to_line(c);
    EXPECT_EQ(c.args.front(), "0306") << ai::strength_name(strength) << ": " << to_line(c);
    EXPECT_EQ(c.args.back(), "charge") << ai::strength_name(strength) << ": " << to_line(c);
  }
}

}  // namespace
}  // namespace hexfire
