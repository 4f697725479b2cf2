// The CRT "D" on a good-order stack as its owner's decision (5.5, d_result_o_hit_option = ask):
// the fire leaves the stack as it was and asks; "test" rolls the AMM (pass: 1 O hit, good order;
// fail: disrupted), "accept" disrupts; nothing else is legal meanwhile; saves replay the answer.
// Where nobody is asked (scripts, the odds) the option's test is taken, as before.
#include <gtest/gtest.h>

#include "engine/flow/game_session.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/flow/match_hash.hpp"
#include "engine/io/save.hpp"
#include "engine/io/save_load.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "tests/support/fireline_fixture.hpp"
#include "tests/support/flow_session.hpp"

namespace hexfire {
namespace {

using test_support::command_line;
using test_support::prompt_option;
using test_support::repo_path;
using test_support::side_to_act;

// ---- engine: resolve_fire asks, settle_fire_d_result answers --------------------------------

struct DWorld : test_support::FirelineFixture {
  explicit DWorld(const std::string& option = "ask")
      : FirelineFixture(10, 10, {{"d_result_o_hit_option", option}}) {}
  UnitId firer = unit("0505", "infantry", usa, 4, 5, HexDirection::N, 0, 0, "1st Ohio");
  UnitId target = unit("0504", "infantry", csa, 4, 5, HexDirection::S, 0, 0, "5th Virginia");
  fireline::FireAction action() const { return {hex("0505"), hex("0504")}; }
  // A die face that reads D on the row this fire uses (found in the CRT, not assumed).
  int d_face() const {
    const auto plan = fireline::plan_fire(state, ctx, action());
    for (int die = 0; die < 10; ++die)
      if (ctx.tables.crt.outcome(plan.final_row, die, plan.paren).disrupts) return die;
    ADD_FAILURE() << "no D on row " << plan.final_row;
    return 0;
  }
};

TEST(DResultEngine, AskLeavesTheTargetUnchangedAndPending) {
  DWorld w;
  ScriptedDice dice({w.d_face()});
  const auto out = fireline::resolve_fire(w.state, w.ctx, w.action(), dice, true);
  ASSERT_TRUE(out.ok) << out.error;
  EXPECT_TRUE(out.d_choice_pending);
  EXPECT_EQ(out.outcome, "D: owner's choice");
  EXPECT_EQ(w.state.unit(w.target).status, UnitStatus::Good);
  EXPECT_EQ(hexfire::fireline::fireline_unit(w.state.unit(w.target)).o_hits, 0);
  EXPECT_TRUE(out.ledger.follow_ups.empty());  // no AMM test rolled yet
  ASSERT_FALSE(out.ledger.consequences.empty());
  EXPECT_NE(out.ledger.consequences.back().find("its owner chooses"), std::string::npos);
}

TEST(DResultEngine, TestPassedTakesOneOHitAndStaysInGoodOrder) {
  DWorld w;
  ScriptedDice pass({0});  // 0 <= any AMM of 1+
  const auto out = fireline::settle_fire_d_result(w.state, w.ctx, w.action(), true, pass);
  ASSERT_TRUE(out.ok) << out.error;
  EXPECT_EQ(out.ledger.kind, "d_result");
  EXPECT_EQ(out.ledger.result_text, "1 O hit, stays in good order");
  EXPECT_EQ(hexfire::fireline::fireline_unit(w.state.unit(w.target)).o_hits, 1);
  EXPECT_EQ(w.state.unit(w.target).status, UnitStatus::Good);
  ASSERT_EQ(out.ledger.follow_ups.size(), 1u);
  EXPECT_EQ(out.ledger.follow_ups[0].kind, "d_result_test");
}

TEST(DResultEngine, TestFailedIsDisruptedWithoutAHit) {
  DWorld w;
  ScriptedDice fail({9});  // above an AMM of 5
  const auto out = fireline::settle_fire_d_result(w.state, w.ctx, w.action(), true, fail);
  ASSERT_TRUE(out.ok) << out.error;
  EXPECT_EQ(out.ledger.result_text, "disrupted");
  EXPECT_EQ(hexfire::fireline::fireline_unit(w.state.unit(w.target)).o_hits, 0);
  EXPECT_EQ(w.state.unit(w.target).status, UnitStatus::Disrupted);
}

TEST(DResultEngine, AcceptDisruptsWithoutRolling) {
  DWorld w;
  ScriptedDice none({});
  const auto out = fireline::settle_fire_d_result(w.state, w.ctx, w.action(), false, none);
  ASSERT_TRUE(out.ok) << out.error;
  EXPECT_TRUE(out.ledger.dice.empty());
  EXPECT_TRUE(out.ledger.follow_ups.empty());
  EXPECT_EQ(w.state.unit(w.target).status, UnitStatus::Disrupted);
  // A disrupted stack has no D choice left.
  EXPECT_FALSE(fireline::settle_fire_d_result(w.state, w.ctx, w.action(), true, none).ok);
}

TEST(DResultEngine, TestAndOffOptionsNeverAsk) {
  for (const char* option : {"test", "off"}) {
    DWorld w(option);
    ScriptedDice dice({w.d_face(), 0});
    const auto out = fireline::resolve_fire(w.state, w.ctx, w.action(), dice, true);
    ASSERT_TRUE(out.ok) << out.error;
    EXPECT_FALSE(out.d_choice_pending) << option;
    if (std::string(option) == "test") EXPECT_EQ(hexfire::fireline::fireline_unit(w.state.unit(w.target)).o_hits, 1);  // the test passed on 0
    else EXPECT_EQ(w.state.unit(w.target).status, UnitStatus::Disrupted);
  }
}

TEST(DResultEngine, NobodyAskedMeansTheTestIsTaken) {
  DWorld w;  // ask, but resolve_fire is not told it may ask (a script, hexfire-cli resolve)
  ScriptedDice dice({w.d_face(), 9});
  const auto out = fireline::resolve_fire(w.state, w.ctx, w.action(), dice);
  ASSERT_TRUE(out.ok) << out.error;
  EXPECT_FALSE(out.d_choice_pending);
  EXPECT_EQ(w.state.unit(w.target).status, UnitStatus::Disrupted);  // the test failed on 9
  ASSERT_EQ(out.ledger.follow_ups.size(), 1u);
}

TEST(DResultEngine, AnUnknownOptionValueIsAnError) {
  auto rules = test_support::load_fireline_ruleset();
  auto c = fireline::load_fireline_context(rules, test_support::fireline_rules_path(), {{"d_result_o_hit_option", "maybe"}});
  ASSERT_FALSE(c.ok());
  EXPECT_NE(format_diagnostics(c.errors).find("option d_result_o_hit_option=\"maybe\": must be ask, test or off"),
            std::string::npos)
      << format_diagnostics(c.errors);
}

// ---- the flow: a prompt to the target's owner ---------------------------------------------

std::unique_ptr<GameSession> open_skirmish(std::uint64_t seed) {
  return test_support::open_fixture("tests/fixtures/ui/play_skirmish.xml", seed);
}

// A game in which the 23rd Ohio's fire from 0605 at the 51st Virginia in 0603 rolls a D: the
// dice are the match's own, so the seed forces it.
struct DPending {
  std::unique_ptr<GameSession> session;
  std::uint64_t seed = 0;
};

DPending d_on_the_virginians() {
  for (std::uint64_t seed = 1; seed < 500; ++seed) {
    auto s = open_skirmish(seed);
    if (!s || !side_to_act(*s)) continue;
    if (!s->submit(command_line("usa fire 0605 0603")).ok) continue;
    const auto& p = s->match().flow.prompts;
    if (!p.empty() && p.front().id == "d_result") return {std::move(s), seed};
  }
  ADD_FAILURE() << "no seed below 500 rolls a D";
  return {};
}

UnitId virginians(const Match& m) { return *m.state.find_unit("51st Virginia"); }

TEST(DResultPrompt, TheTargetsOwnerIsAskedAndNothingElseIsLegal) {
  DPending d = d_on_the_virginians();
  ASSERT_TRUE(d.session);
  const Match& m = d.session->match();
  const Prompt& p = m.flow.prompts.front();
  EXPECT_EQ(m.state.side(p.side).key, "csa");
  EXPECT_EQ(m.flow.in_control, p.side);
  EXPECT_NE(p.text.find("51st Virginia in 0603 got a D from the fire of 0605: accept disruption (no O hit), or test AMM "),
            std::string::npos)
      << p.text;
  EXPECT_NE(p.text.find("a pass takes 1 O hit instead and stays in good order"), std::string::npos) << p.text;
  ASSERT_EQ(p.options.size(), 2u);
  EXPECT_EQ(to_line(p.options[0]), "csa dresult test 0605 0603");
  EXPECT_EQ(to_line(p.options[1]), "csa dresult accept 0605 0603");
  EXPECT_EQ(d.session->legal_commands(), p.options);
  EXPECT_EQ(m.state.unit(virginians(m)).status, UnitStatus::Good);
  const auto why = d.session->validate(command_line("usa end"));
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("must answer first"), std::string::npos) << *why;
}

TEST(DResultPrompt, AcceptDisruptsAndHandsControlBack) {
  DPending d = d_on_the_virginians();
  ASSERT_TRUE(d.session);
  const ApplyResult r = d.session->submit(prompt_option(*d.session, 1));
  ASSERT_TRUE(r.ok) << r.error;
  const Match& m = d.session->match();
  EXPECT_EQ(m.state.unit(virginians(m)).status, UnitStatus::Disrupted);
  EXPECT_EQ(hexfire::fireline::fireline_unit(m.state.unit(virginians(m))).o_hits, 0);
  EXPECT_TRUE(m.flow.prompts.empty());
  EXPECT_EQ(m.state.side(*m.flow.in_control).key, "usa");
  ASSERT_EQ(r.resolutions.size(), 1u);
  EXPECT_EQ(r.resolutions[0].kind, "d_result");
  ASSERT_EQ(r.log.size(), 1u);
  EXPECT_EQ(r.log[0], "0603 accepts the D: disrupted");
}

TEST(DResultPrompt, TestRollsTheAmmFromTheGameDice) {
  DPending d = d_on_the_virginians();
  ASSERT_TRUE(d.session);
  // The AMM the prompt offered to test against ("Test AMM 5 (60%): ...").
  const std::string label = d.session->match().flow.prompts.front().labels.at(0);
  const int amm = std::stoi(label.substr(std::string("Test AMM ").size()));
  const ApplyResult r = d.session->submit(prompt_option(*d.session, 0));
  ASSERT_TRUE(r.ok) << r.error;
  const Match& m = d.session->match();
  const Unit& u = m.state.unit(virginians(m));
  ASSERT_EQ(r.resolutions.size(), 1u);
  ASSERT_EQ(r.resolutions[0].follow_ups.size(), 1u);
  ASSERT_EQ(r.resolutions[0].follow_ups[0].dice.size(), 1u);
  const bool passed = r.resolutions[0].follow_ups[0].dice[0].value <= amm;  // d10 read 0-9 (D-10)
  EXPECT_EQ(r.resolutions[0].result_text, passed ? "1 O hit, stays in good order" : "disrupted");
  EXPECT_EQ(hexfire::fireline::fireline_unit(u).o_hits, passed ? 1 : 0);
  EXPECT_EQ(u.status, passed ? UnitStatus::Good : UnitStatus::Disrupted);
}

TEST(DResultPrompt, SaveAndLoadReplayTheAnswerExactly) {
  for (std::size_t option : {0u, 1u}) {
    DPending d = d_on_the_virginians();
    ASSERT_TRUE(d.session);
    SessionOpen mid = load_save_text(format_save(d.session->to_save()), "mid.hxsave", repo_path("assets/rules"));
    ASSERT_TRUE(mid.session) << mid.error;
    EXPECT_EQ(match_hash(mid.session->match()), match_hash(d.session->match()));
    ASSERT_TRUE(d.session->submit(prompt_option(*d.session, option)).ok);
    ASSERT_TRUE(mid.session->submit(prompt_option(*mid.session, option)).ok);
    EXPECT_EQ(match_hash(mid.session->match()), match_hash(d.session->match())) << "option " << option;
  }
}

// Reaction fire that rolls a D on the moving stack: the mover's owner answers before anything else.
TEST(DResultPrompt, ReactionFireDIsAnsweredByTheMover) {
  for (std::uint64_t seed = 1; seed < 800; ++seed) {
    auto s = open_skirmish(seed);
    if (!s || !side_to_act(*s)) continue;
    if (!s->submit(command_line("usa move 0305 0304 straggle=stop")).ok) continue;
    const auto& prompts = s->match().flow.prompts;
    if (prompts.empty() || prompts.front().id != "reaction_fire") continue;
    if (!s->submit(command_line("csa fire 0303 0304 advance")).ok) continue;
    if (s->match().flow.prompts.empty() || s->match().flow.prompts.front().id != "d_result") continue;
    const Match& m = s->match();
    const Prompt& p = m.flow.prompts.front();
    EXPECT_EQ(m.state.side(p.side).key, "usa");
    EXPECT_EQ(m.flow.in_control, p.side);
    EXPECT_EQ(to_line(p.options[0]), "usa dresult test 0303 0304 advance");
    ASSERT_TRUE(s->submit(prompt_option(*s, 1)).ok);
    EXPECT_EQ(m.state.unit(*m.state.find_unit("12th Ohio")).status, UnitStatus::Disrupted);
    EXPECT_EQ(m.state.side(*m.flow.in_control).key, "usa");
    return;
  }
  FAIL() << "no seed below 800 gives reaction fire a D";
}

TEST(DResultPrompt, NoAnswerWithoutAPendingD) {
  auto s = open_skirmish(1);
  ASSERT_TRUE(s && side_to_act(*s));
  const auto why = s->validate(command_line("csa dresult test 0605 0603"));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(*why, "there is no D result decision pending");
}

}  // namespace
}  // namespace hexfire
