// The fireline sequence of play through GameSession: the chit cup, segments, legality with
// reasons, reaction fire prompts, reinforcements, the alternating and end-of-turn-rally options.
#include <algorithm>

#include "engine/flow/match_hash.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/fireline_flow.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// Ends segments until `pred` holds for the match (at most `limit` ends).
template <typename Pred>
bool end_until(GameSession& s, Pred pred, int limit = 40) {
  for (int i = 0; i < limit && !s.match().flow.game_over; ++i) {
    if (pred(s.match())) return true;
    const std::string side = s.match().state.side(*s.match().flow.in_control).key;
    if (!s.submit(cmd(side + " end")).ok) return false;
  }
  return pred(s.match());
}

bool union_cavalry_may_move(const Match& m) {
  return fireline::fireline_flow(m).active_chit && (fireline::fireline_flow(m).active_chit->key == "kanawha" || fireline::fireline_flow(m).active_chit->key == "horse:usa");
}

}  // namespace

TEST(Sequence, DescribesTheFirelineTurnAsData) {
  auto s = open_game(crossroads());
  const SequenceOfPlay& sop = s->rules().sequence_of_play();
  EXPECT_EQ(sop.system, "fireline");
  std::vector<std::string> ids;
  for (const auto& p : sop.phases) ids.push_back(p.id);
  EXPECT_EQ(ids, (std::vector<std::string>{"activation", "reaction", "horse", "end_of_turn"}));
  ASSERT_NE(sop.phase("activation"), nullptr);
  EXPECT_NE(std::find(sop.phase("activation")->verbs.begin(), sop.phase("activation")->verbs.end(), "assault"),
            sop.phase("activation")->verbs.end());
  EXPECT_EQ(sop.options.front().value, "chit_cup");
}

TEST(Sequence, TurnOneStartsWithAChitDrawnFromACupOfBrigadesAndHorseChits) {
  auto s = open_game(crossroads());
  const FlowState& shared = s->match().flow;
  const fireline::FirelineFlow& f = fireline::fireline_flow(s->match());
  EXPECT_EQ(shared.turn, 1);
  ASSERT_EQ(f.drawn.size(), 1u);
  EXPECT_EQ(f.cup.size(), 3u);  // kanawha, wharton, horse:usa, horse:csa: one drawn
  std::vector<std::string> keys{f.drawn[0].key};
  for (const fireline::Chit& c : f.cup) keys.push_back(c.key);
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(keys, (std::vector<std::string>{"horse:csa", "horse:usa", "kanawha", "wharton"}));
  EXPECT_EQ(shared.in_control, f.drawn[0].side);
}

TEST(Sequence, DifferentSeedsDrawDifferentOrdersAndTheSameSeedTheSame) {
  std::set<std::string> firsts;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) firsts.insert(fireline::fireline_flow(open_game(crossroads(), seed)->match()).drawn[0].key);
  EXPECT_GT(firsts.size(), 1u);
  EXPECT_EQ(match_hash(open_game(crossroads(), 7)->match()), match_hash(open_game(crossroads(), 7)->match()));
}

TEST(Sequence, TheOtherSideMayNotActAndSaysWhose) {
  auto s = open_game(crossroads(), 3);
  const Match& m = s->match();
  const std::string other = m.state.side(SideId{m.flow.active_side->value == 0 ? 1u : 0u}).key;
  const auto why = s->validate(cmd(other + " end"));
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("may not act now"), std::string::npos) << *why;
  EXPECT_NE(why->find(fireline::fireline_flow(m).active_chit->label), std::string::npos) << *why;
}

TEST(Sequence, AUnitOfTheOtherSideCannotBeMovedInThisActivation) {
  auto s = open_game(crossroads(), 3);
  ASSERT_TRUE(end_until(*s, [](const Match& m) { return fireline::fireline_flow(m).active_chit && fireline::fireline_flow(m).active_chit->key == "wharton"; }));
  const auto why = s->validate(cmd("csa move 0811 0810"));
  ASSERT_TRUE(why);
  EXPECT_EQ(*why, "it is Wharton's Brigade (Confederate)'s activation; Col. Scammon in 0811 is Union");
  EXPECT_EQ(*s->validate(cmd("csa fly 0807")), "'fly' is not allowed in the Action Segment (allowed: face, move, fire, "
                                                "assault, rally, end)");
  EXPECT_EQ(*s->validate(cmd("rebels end")), "there is no side 'rebels' in this scenario (usa, csa)");
}

TEST(Sequence, AStackMovesOnceAndFiresAfterMovingWithAdvanceFire) {
  auto s = open_game(crossroads(), 3);
  ASSERT_TRUE(end_until(*s, [](const Match& m) { return fireline::fireline_flow(m).active_chit && fireline::fireline_flow(m).active_chit->key == "wharton"; }));
  ASSERT_TRUE(s->submit(cmd("csa move 0807 0808")).ok);
  EXPECT_EQ(*s->validate(cmd("csa move 0808 0807")), "the stack in 0808 has already moved in this segment");
  const auto r = s->submit(cmd("csa fire 0808 0811"));
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_FALSE(r.undoable);
  bool advance_line = false;
  for (const Modifier& mod : r.resolutions[0].modifiers)
    if (mod.value == -2) advance_line = true;
  EXPECT_TRUE(advance_line) << format_resolution(r.resolutions[0]);
  EXPECT_EQ(*s->validate(cmd("csa fire 0808 0811")), "the stack in 0808 has already fired this activation");
  const UnitId va45 = *s->match().state.find_unit("45th Virginia");
  EXPECT_TRUE(fireline::has_tag(s->match().state.unit(va45), fireline::UnitFlag::AdvanceFire));
  ASSERT_TRUE(s->submit(cmd("csa end")).ok);
  EXPECT_FALSE(fireline::has_tag(s->match().state.unit(va45), fireline::UnitFlag::AdvanceFire));
}

TEST(Sequence, FireIsNotAllowedInAHorseSegment) {
  auto s = open_game(crossroads(), 3);
  ASSERT_TRUE(end_until(*s, [](const Match& m) { return m.flow.phase == "horse"; }));
  const std::string side = s->match().state.side(*s->match().flow.active_side).key;
  const auto why = s->validate(cmd(side + " fire 0807 0811"));
  ASSERT_TRUE(why);
  EXPECT_EQ(*why, "'fire' is not allowed in the Horse Segment (allowed: face, move, end)");
}

TEST(Sequence, MovingIntoAnEnemyMfzOffersReactionFireToTheEnemyFirst) {
  auto s = open_game(crossroads(), 3);
  ASSERT_TRUE(end_until(*s, union_cavalry_may_move));
  const auto r = s->submit(cmd("usa move 1309 1308 1208"));
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(s->match().flow.prompts.size(), 1u);
  const Prompt& p = s->match().flow.prompts.front();
  EXPECT_EQ(p.id, "reaction_fire");
  EXPECT_EQ(s->match().state.side(p.side).key, "csa");
  EXPECT_EQ(s->match().flow.in_control, p.side);
  EXPECT_EQ(s->legal_commands(), p.options);
  EXPECT_NE(std::find(p.options.begin(), p.options.end(), cmd("csa pass")), p.options.end());
  const auto why = s->validate(cmd("usa end"));
  ASSERT_TRUE(why);
  EXPECT_EQ(why->rfind("the Confederate player must answer first", 0), 0u) << *why;
  ASSERT_TRUE(s->submit(cmd("csa pass")).ok);
  EXPECT_TRUE(s->match().flow.prompts.empty());
  EXPECT_EQ(s->match().state.side(*s->match().flow.in_control).key, "usa");
}

TEST(Sequence, ReinforcementsArriveAtTheStartOfTheirTurn) {
  auto s = open_game(crossroads(), 3);
  const UnitId va22 = *s->match().state.find_unit("22nd Virginia");
  EXPECT_FALSE(s->match().state.unit(va22).position);
  ASSERT_TRUE(end_until(*s, [](const Match& m) { return m.flow.turn == 2; }));
  ASSERT_TRUE(s->match().state.unit(va22).position);
  EXPECT_EQ(s->match().state.map().label(*s->match().state.unit(va22).position), "0801");
}

TEST(Sequence, AlternatingActivationsLetEachSidePickAFormation) {
  auto s = open_game(crossroads(), 3, {{"activation_mode", "alternate"}});
  const Match& m = s->match();
  EXPECT_EQ(m.flow.phase, "select");
  EXPECT_EQ(m.state.side(*m.flow.active_side).key, "usa");
  EXPECT_EQ(s->legal_commands(), std::vector<Command>{cmd("usa activate kanawha")});
  EXPECT_EQ(*s->validate(cmd("usa activate wharton")),
            "formation 'wharton' is not one of the Union formations still to act");
  ASSERT_TRUE(s->submit(cmd("usa activate kanawha")).ok);
  EXPECT_EQ(s->match().flow.phase, "activation");
  ASSERT_TRUE(s->submit(cmd("usa end")).ok);
  EXPECT_EQ(s->match().state.side(*s->match().flow.active_side).key, "csa");
  ASSERT_TRUE(s->submit(cmd("csa activate wharton")).ok);
  ASSERT_TRUE(s->submit(cmd("csa end")).ok);
  EXPECT_EQ(s->match().flow.phase, "horse");  // horse chits after every formation, in side order
  EXPECT_EQ(fireline::fireline_flow(s->match()).active_chit->key, "horse:usa");
}

TEST(Sequence, RallyAtTheEndOfTurnIsAPhaseForEachSide) {
  auto s = open_game(crossroads(), 3, {{"rally_timing", "end_of_turn"}});
  ASSERT_TRUE(end_until(*s, [](const Match& m) { return m.flow.phase == "rally"; }));
  EXPECT_EQ(s->match().state.side(*s->match().flow.active_side).key, "usa");
  ASSERT_TRUE(s->submit(cmd("usa end")).ok);
  EXPECT_EQ(s->match().flow.phase, "rally");
  EXPECT_EQ(s->match().state.side(*s->match().flow.active_side).key, "csa");
  ASSERT_TRUE(s->submit(cmd("csa end")).ok);
  EXPECT_EQ(s->match().flow.turn, 2);
}

TEST(Sequence, ABadOptionValueIsRefusedWithItsName) {
  SessionOpen o = GameSession::open({crossroads(), rules_dir(), std::nullopt, {{"activation_mode", "random"}}});
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find("option activation_mode is 'random': use chit_cup or alternate"), std::string::npos) << o.error;
}

TEST(Sequence, UndoTakesBackOnlyWhatRolledNoDiceAndRevealedNothing) {
  auto s = open_game(crossroads(), 3);
  ASSERT_TRUE(end_until(*s, [](const Match& m) { return fireline::fireline_flow(m).active_chit && fireline::fireline_flow(m).active_chit->key == "wharton"; }));
  const auto before = match_hash(s->match());
  ASSERT_TRUE(s->submit(cmd("csa face 0807 SW")).ok);
  EXPECT_NE(match_hash(s->match()), before);
  EXPECT_FALSE(s->undo());
  EXPECT_EQ(match_hash(s->match()), before);
  ASSERT_TRUE(s->submit(cmd("csa end")).ok);
  EXPECT_EQ(*s->undo(), "'csa end' rolled dice or revealed information: it cannot be taken back");
}

}  // namespace hexfire::test
