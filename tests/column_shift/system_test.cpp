// Column-shift played through the seam (GameSession and RuleSystem only): the initiative roll,
// alternating activations, each command, the loss prompt, an assault round from a move, the end
// of the game, and saves replaying to the same hash.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/rules/column_shift/column_shift_system.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/preview.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// An all-clear field. Side a (rating 5: it always wins the initiative) has a leader with a
// company in 0303, companies in 0203 and 0605, a disrupted MG in 0103; side b has two companies
// in 0304 (below 0303) and one in 0606 (below 0605).
const char* kField = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="1" system="column-shift" variant="ww1" turns="2" seed="7">
  <title>Test field</title>
  <options>
    <option name="initiative" value="a:5"/>
  </options>
  <map width="8" height="8" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear"/>
  <sides>
    <side key="a" name="Allies" color="#3b5b92"/>
    <side key="b" name="Axis" color="#8c8c84"/>
  </sides>
  <unit-types>
    <unit-type id="inf" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range="4"/>
    <unit-type id="mg" class="mg" strength="6" reduced-strength="3" morale="7" reduced-morale="6" movement="3" range="6"/>
    <unit-type id="ldr" class="leader" strength="0" morale="8" movement="4" combat="1" morale_mod="1"/>
  </unit-types>
  <units side="a">
    <leader name="Lt. A" type="ldr" at="0303"/>
    <unit name="Inf1" type="inf" at="0303"/>
    <unit name="Inf2" type="inf" at="0203"/>
    <unit name="Inf6" type="inf" at="0605"/>
    <unit name="MG" type="mg" at="0103" status="disrupted"/>
  </units>
  <units side="b">
    <unit name="Inf3" type="inf" at="0304"/>
    <unit name="Inf4" type="inf" at="0304"/>
    <unit name="Inf5" type="inf" at="0606" dug_in="true"/>
  </units>
</scenario>
)";

std::unique_ptr<GameSession> open_field() {
  SessionOpen o = GameSession::open_text({"field.xml", rules_dir(), std::nullopt, {}}, kField, "field.xml");
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

void submit(GameSession& s, const std::string& line) {
  const ApplyResult r = s.submit(cmd(line));
  ASSERT_TRUE(r.ok) << line << ": " << r.error;
}

SideId side(const GameSession& s, const char* key) { return *s.match().state.find_side(key); }
UnitId unit(const GameSession& s, const char* name) { return *s.match().state.find_unit(name); }
Hex hex(const GameSession& s, const char* label) { return *s.match().state.map().parse_label(label); }

// A Hex action of the stack in `from` at `target`.
ActionRequest hex_request(const GameSession& s, const char* action, const char* from, const char* target) {
  ActionRequest r;
  r.action = action;
  r.from = hex(s, from);
  r.target = hex(s, target);
  return r;
}

// The rules carried out on a copy of the match with the dice given.
ApplyResult forced(const GameSession& s, Match& m, const std::string& line, std::vector<int> dice) {
  ScriptedDice d(std::move(dice));
  return s.rules().apply(m, cmd(line), &d);
}

TEST(ColumnShiftSystem, TheTurnStartsWithTheInitiativeRollAndActivationsAlternate) {
  auto s = open_field();
  ASSERT_TRUE(s);
  const Match& m = s->match();
  bool rolled = false;
  for (const FlowEvent& e : m.flow.events)
    if (e.kind == "initiative" && e.text.find("Allies acts first") != std::string::npos) rolled = true;
  EXPECT_TRUE(rolled);
  EXPECT_EQ(m.flow.active_side, side(*s, "a"));
  submit(*s, "a activate 0303");
  EXPECT_EQ(*s->validate(cmd("a dig 0203")), "the stack in 0303 is activated: it acts, or end");
  submit(*s, "a end");
  EXPECT_EQ(s->match().flow.active_side, side(*s, "b"));  // the other side's activation
  EXPECT_TRUE(s->validate(cmd("a activate 0203")).has_value());
  submit(*s, "b end");                                     // b passes for the turn
  EXPECT_EQ(s->match().flow.active_side, side(*s, "a"));  // a goes on: b has nothing left
  EXPECT_EQ(*s->validate(cmd("a activate 0303")), "no unit of yours in 0303 may act this turn");
  submit(*s, "a end");
  EXPECT_EQ(s->match().flow.turn, 2);
  EXPECT_EQ(s->match().flow.active_side, side(*s, "a"));
}

TEST(ColumnShiftSystem, CommandsParseOnceAndPrintBack) {
  auto s = open_field();
  ASSERT_TRUE(s);
  for (const char* line : {"a move 0203 0202 0201", "a fire 0303 0304", "a assault 0605 0606", "a recover 0103",
                           "a dig 0203", "a activate 0303", "a end", "b lose u5", "b opfire 0304 u2", "b pass"}) {
    const auto p = s->rules().parse(s->match(), cmd(line));
    ASSERT_TRUE(std::holds_alternative<ParsedCommand>(p)) << line;
    EXPECT_EQ(to_line(std::get<ParsedCommand>(p).text), line);
  }
  EXPECT_EQ(std::get<std::string>(s->rules().parse(s->match(), cmd("a fly 0203"))),
            "'fly' is not a column-shift command (activate, move, fire, assault, recover, dig, end, lose, opfire, pass, "
            "load, unload, mount, dismount, answer, retreat)");
}

// Two enemy companies in 0304 are one target: each stack's fire at them is listed once, and the
// targets come in the order their first unit is listed (0304 before 0606), whatever the map.
TEST(ColumnShiftSystem, EachEnemyHexIsOneFireTargetListedOnce) {
  auto s = open_field();
  ASSERT_TRUE(s);
  const std::vector<Command> legal = s->rules().legal_commands(s->match());
  for (std::size_t i = 0; i < legal.size(); ++i)
    for (std::size_t j = i + 1; j < legal.size(); ++j) EXPECT_NE(legal[i], legal[j]) << to_line(legal[i]);
  const auto at = [&](const char* line) { return std::find(legal.begin(), legal.end(), cmd(line)) - legal.begin(); };
  ASSERT_LT(at("a fire 0605 0304"), static_cast<std::ptrdiff_t>(legal.size()));
  ASSERT_LT(at("a fire 0605 0606"), static_cast<std::ptrdiff_t>(legal.size()));
  EXPECT_LT(at("a fire 0605 0304"), at("a fire 0605 0606"));
}

TEST(ColumnShiftSystem, MoveSpendsTheStacksMovementOnTerrainCosts) {
  auto s = open_field();
  ASSERT_TRUE(s);
  EXPECT_EQ(*s->validate(cmd("a move 0203 0204 0205 0206 0207 0208")), "the path costs 5 MP; the stack has 4");
  EXPECT_EQ(*s->validate(cmd("a move 0203 0205")), "0205 is not next to 0203");
  EXPECT_EQ(*s->validate(cmd("a move 0303 0304")), "enemy units hold 0304 (moving in is an assault)");
  EXPECT_EQ(std::get<std::string>(s->rules().parse(s->match(), cmd("a move 0203 0299"))),
            "'0299' is not a hex of the map");
  submit(*s, "a move 0203 0202 0201");
  // In sight of b's companies in 0304 at each hex of the path: b may fire at the mover in 0202,
  // then in 0201, then activates.
  EXPECT_EQ(s->match().state.unit(unit(*s, "Inf2")).position, hex(*s, "0202"));
  ASSERT_EQ(s->match().flow.prompts.size(), 1u);
  EXPECT_EQ(s->match().flow.prompts[0].id, "opportunity_fire");
  submit(*s, "b pass");
  EXPECT_EQ(s->match().state.unit(unit(*s, "Inf2")).position, hex(*s, "0201"));
  ASSERT_EQ(s->match().flow.prompts.size(), 1u);
  submit(*s, "b pass");
  EXPECT_TRUE(s->match().flow.prompts.empty());
  EXPECT_EQ(s->match().flow.active_side, side(*s, "b"));
}

TEST(ColumnShiftSystem, FireAsksTheOwnerWhichUnitTakesEachLoss) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  // Inf1 (8) with Lt. A (+1) = 9: column 7; two companies +2, adjacent to all firers +2: column
  // 30. Dice 2 + 2 = 4: X, one step loss, Inf3 or Inf4 to take it.
  const ApplyResult r = forced(*s, m, "a fire 0303 0304", {2, 2});
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(r.resolutions.size(), 1u);
  EXPECT_EQ(r.resolutions[0].result, "X");
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  const Prompt& p = m.flow.prompts.front();
  EXPECT_EQ(p.id, "loss");
  EXPECT_EQ(p.side, *m.state.find_side("b"));
  ASSERT_EQ(p.options.size(), 2u);
  EXPECT_EQ(m.flow.in_control, *m.state.find_side("b"));
  // While the prompt stands only its options are legal.
  EXPECT_EQ(s->rules().legal_commands(m), p.options);
  EXPECT_TRUE(s->rules().validate(m, cmd("a end")).has_value());
  const UnitId inf4 = *m.state.find_unit("Inf4");
  const ApplyResult lose = forced(*s, m, "b lose u" + std::to_string(inf4.value), {6, 6, 1, 1});
  ASSERT_TRUE(lose.ok) << lose.error;
  EXPECT_TRUE(m.state.unit(inf4).reduced);
  EXPECT_FALSE(m.state.unit(*m.state.find_unit("Inf3")).reduced);
  // The survivors check morale at M2: 6+6+2 over 7 demoralizes Inf3; 1+1+2 passes for Inf4.
  ASSERT_EQ(lose.resolutions.size(), 2u);
  EXPECT_EQ(m.state.unit(*m.state.find_unit("Inf3")).status, UnitStatus::Demoralized);
  EXPECT_EQ(m.state.unit(inf4).status, UnitStatus::Good);
  // Demoralized under fire, Inf3 retreats (3.3): its owner picks the hex; Inf4 stays.
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  ASSERT_EQ(m.flow.prompts[0].id, "retreat");
  const Command back = m.flow.prompts[0].options.front();
  ASSERT_TRUE(forced(*s, m, to_line(back), {}).ok);
  EXPECT_EQ(m.state.unit(*m.state.find_unit("Inf3")).position, m.state.map().parse_label(back.args[1]));
  EXPECT_EQ(m.state.unit(inf4).position, m.state.map().parse_label("0304"));
  // The fire done, b's stacks not yet activated may fire back at a unit that fired (13.0).
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  EXPECT_EQ(m.flow.prompts[0].id, "opportunity_fire");
  ASSERT_TRUE(forced(*s, m, "b pass", {}).ok);
  EXPECT_EQ(m.flow.active_side, *m.state.find_side("b"));
}

TEST(ColumnShiftSystem, MovingIntoAnEnemyHexResolvesAnAssaultRound) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  // Inf6 (8, column 5) against dug-in Inf5 (8, column 5): the dug-in defender fires first. A six:
  // M2 on Inf6, whose check 6+6+2 = 14 demoralizes it; counted again, it has no fire left.
  const ApplyResult r = forced(*s, m, "a assault 0605 0606", std::vector<int>(12, 6));
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(r.resolutions.size(), 1u);
  const UnitId inf5 = *m.state.find_unit("Inf5"), inf6 = *m.state.find_unit("Inf6");
  EXPECT_EQ(m.state.unit(inf6).position, *m.state.map().parse_label("0606"));
  EXPECT_EQ(m.state.unit(inf5).status, UnitStatus::Good);
  EXPECT_EQ(m.state.unit(inf6).status, UnitStatus::Demoralized);
  EXPECT_FALSE(column_shift::column_shift_unit(m.state.unit(inf6)).dug_in);
  // Both sides hold the hex: the melee locks them until it is decided.
  EXPECT_EQ(m.flow.active_side, *m.state.find_side("b"));
  EXPECT_EQ(*s->rules().validate(m, cmd("b dig 0606")), "0606 is held in a melee: its units fight on there");
  EXPECT_EQ(*s->rules().validate(m, cmd("b fire 0304 0606")), "0606 is a melee: nobody fires into it");
}

TEST(ColumnShiftSystem, AMoveInSightOfUnactivatedEnemiesOffersThemOpportunityFire) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  const ApplyResult moved = forced(*s, m, "a move 0605 0505", {});
  ASSERT_TRUE(moved.ok) << moved.error;
  const SideId b = *m.state.find_side("b");
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  const Prompt& p = m.flow.prompts.front();
  EXPECT_EQ(p.id, "opportunity_fire");
  EXPECT_EQ(p.side, b);
  EXPECT_EQ(m.flow.in_control, b);
  const UnitId inf6 = *m.state.find_unit("Inf6");
  const Command from_0606{"b", "opfire", {"0606", "u" + std::to_string(inf6.value)}};
  ASSERT_NE(std::find(p.options.begin(), p.options.end(), from_0606), p.options.end());
  EXPECT_EQ(p.options.back(), cmd("b pass"));
  // Inf5 (8: column 7) at the mover: +1 opportunity fire and +1 for a company target at least.
  // Sixes: at least X on the one unit there, then its M2 check.
  const ApplyResult fired = forced(*s, m, to_line(from_0606), std::vector<int>(8, 6));
  ASSERT_TRUE(fired.ok) << fired.error;
  ASSERT_FALSE(fired.resolutions.empty());
  const auto& mods = fired.resolutions[0].modifiers;
  EXPECT_NE(std::find_if(mods.begin(), mods.end(), [](const Modifier& x) { return x.id == "opportunity"; }), mods.end());
  EXPECT_TRUE(m.state.unit(inf6).reduced || m.state.unit(inf6).eliminated);
  // The sixes demoralized Inf6 under fire: its owner chooses where it retreats (3.3).
  ASSERT_EQ(m.flow.prompts.size(), 1u);
  ASSERT_EQ(m.flow.prompts[0].id, "retreat");
  ASSERT_TRUE(forced(*s, m, to_line(m.flow.prompts[0].options.front()), {}).ok);
  EXPECT_TRUE(m.flow.prompts.empty());
  // Firing was the stack's activation; the turn goes on with b's activation.
  EXPECT_EQ(m.flow.active_side, b);
  EXPECT_EQ(*s->rules().validate(m, cmd("b dig 0606")), "no unit of yours in 0606 may act this turn");
}

TEST(ColumnShiftSystem, RecoverAndDigInAreActions) {
  auto s = open_field();
  ASSERT_TRUE(s);
  Match m = s->match();
  EXPECT_EQ(*s->rules().validate(m, cmd("a recover 0203")), "every unit in 0203 is in good order");
  const ApplyResult r = forced(*s, m, "a recover 0103", {1, 1});  // natural 2: full recovery
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(m.state.unit(*m.state.find_unit("MG")).status, UnitStatus::Good);
  forced(*s, m, "b end", {});
  const ApplyResult dig = forced(*s, m, "a dig 0203", {});
  ASSERT_TRUE(dig.ok) << dig.error;
  EXPECT_TRUE(column_shift::column_shift_unit(m.state.unit(*m.state.find_unit("Inf2"))).dug_in);
}

TEST(ColumnShiftSystem, PreviewsGiveTheLedgerAndExactOdds) {
  auto s = open_field();
  ASSERT_TRUE(s);
  const auto previews = s->rules().make_previews();
  ASSERT_TRUE(previews);
  const ActionPreviewData d = previews->preview(s->match(), hex_request(*s, "fire", "0303", "0304"));
  ASSERT_TRUE(d.legal) << d.error;
  // The odds run through the checks that follow the table's result (follow_on_odds.hpp).
  EXPECT_GT(d.odds.paths, 36u);
  EXPECT_TRUE(std::any_of(d.odds.outcomes.begin(), d.odds.outcomes.end(),
                          [](const OutcomeOdds& o) { return o.outcome.find("disrupted") != std::string::npos; }));
  double total = 0;
  for (const OutcomeOdds& o : d.odds.outcomes) total += o.probability.value();
  EXPECT_NEAR(total, 1.0, 1e-9);
  ActionRequest move = make_path_request("move", hex(*s, "0203"), {});
  const auto reach = previews->reach(s->match(), move);
  EXPECT_FALSE(reach.empty());
  for (const ReachableHex& h : reach) EXPECT_LE(h.cost, 4);
  const ActionPreviewData a = previews->preview(s->match(), hex_request(*s, "assault", "0605", "0606"));
  ASSERT_TRUE(a.legal) << a.error;
  EXPECT_GT(a.odds.paths, 36u);
  EXPECT_NE(a.odds.outcomes.front().outcome.find("defenders: "), std::string::npos) << a.odds.outcomes.front().outcome;
  EXPECT_EQ(a.ledger.follow_ups.size(), 1u);
}

TEST(ColumnShiftSystem, TheTutorialPlaysToItsEndAndReplaysToTheSameHash) {
  auto s = open_game(repo_path("scenarios/column-shift/tutorial_ww1.xml"));
  ASSERT_TRUE(s);
  play_randomly_to_end(*s, 3, 25, 600);
  ASSERT_TRUE(s->match().flow.game_over);
  EXPECT_FALSE(s->match().flow.result.empty());
  expect_save_replays(*s, rules_dir(), "tutorial.hxsave");
}

}  // namespace
}  // namespace hexfire::test
