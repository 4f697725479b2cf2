// The seam carries a rule system that is nothing like fireline: "drill" (tests/support/
// drill_system.hpp) has no activations, a phase of secret orders given by both sides in turn,
// typed unit state (stands, formation) and its own commands. Played here through GameSession
// and the seam alone: hidden information per side, the log, saves and replays, the one command
// model and the unit rows.
#include <gtest/gtest.h>

#include <algorithm>
#include <variant>

#include "engine/flow/match_hash.hpp"
#include "engine/flow/side_report.hpp"
#include "engine/state/state_hash.hpp"
#include "engine/io/save_load.hpp"
#include "engine/rules/code_built_maps.hpp"
#include "flow/flow_helpers.hpp"
#include "support/drill_system.hpp"

namespace hexfire::test {
namespace {

std::string drill_rules() { return repo_path("tests/fixtures/drill/assets/rules"); }
std::string drill_field() { return repo_path("tests/fixtures/drill/scenarios/drill.xml"); }

std::unique_ptr<GameSession> open_drill() {
  drill::register_drill_system();
  SessionOpen o = GameSession::open({drill_field(), drill_rules(), std::nullopt, {}});
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

SideId side(const GameSession& s, const char* key) { return *s.match().state.find_side(key); }

std::string rows_text(const SideView& v) {
  std::string out;
  for (const FlowRow& r : v.system_rows) out += r.label + ": " + r.value + "\n";
  return out;
}

void submit(GameSession& s, const std::string& line) {
  const ApplyResult r = s.submit(cmd(line));
  ASSERT_TRUE(r.ok) << line << ": " << r.error;
}

TEST(DrillSeam, UnitStateIsTheSystemsOwnTypedState) {
  auto s = open_drill();
  ASSERT_TRUE(s);
  const GameState& st = s->match().state;
  const UnitId b = *st.find_unit("B Company");
  EXPECT_EQ(drill::drill_unit(st.unit(b)).stands, 3);
  EXPECT_TRUE(drill::drill_unit(st.unit(b)).column);
  EXPECT_EQ(unit_state_rows(st.unit(b)), (std::vector<FlowRow>{{"Stands", "3"}, {"Formation", "column"}}));
  EXPECT_NE(state_text(st).find("stands=3 good column"), std::string::npos) << state_text(st);
}

TEST(DrillSeam, OrdersAreSecretFromTheOtherSideUntilRevealed) {
  auto s = open_drill();
  ASSERT_TRUE(s);
  const SideId north = side(*s, "north"), south = side(*s, "south");
  EXPECT_EQ(s->match().flow.in_control, north);
  submit(*s, "north order 0202 volley 0203");
  submit(*s, "north order 0402 march 0403");
  // North sees its orders; South sees only that two were given.
  EXPECT_NE(rows_text(s->view(north)).find("volleys at 0203"), std::string::npos) << rows_text(s->view(north));
  const std::string south_sees = rows_text(s->view(south));
  EXPECT_EQ(south_sees.find("0203"), std::string::npos) << south_sees;
  EXPECT_EQ(south_sees.find("0403"), std::string::npos) << south_sees;
  EXPECT_NE(south_sees.find("Orders given by North: 2 (secret)"), std::string::npos) << south_sees;
  // The log and the events say an order was given, never what it was.
  for (const CommandRecord& r : s->records()) {
    EXPECT_TRUE(r.secret);
    EXPECT_EQ(r.public_text, "North gives an order");
    for (const FlowEvent& e : r.events) EXPECT_EQ(e.text.find("0203"), std::string::npos) << e.text;
  }
  for (const FlowEvent& e : events_since_control(s->match(), south))
    EXPECT_EQ(e.text.find("volley"), std::string::npos) << e.text;
  submit(*s, "north done");
  EXPECT_EQ(s->match().flow.in_control, south);
  // At the hand-off and in `hexfire-cli state --side`: South's report has no trace of the orders;
  // North's lists them.
  const std::string south_report = side_report(*s, south);
  EXPECT_NE(south_report.find("to act: South (you)"), std::string::npos) << south_report;
  for (const char* secret : {"volleys at 0203", "marches to 0403", "north order", "0202 volley", "0402 march"})
    EXPECT_EQ(south_report.find(secret), std::string::npos) << secret << " in\n" << south_report;
  EXPECT_NE(side_report(*s, north).find("volleys at 0203"), std::string::npos) << side_report(*s, north);
  EXPECT_EQ(*s->validate(cmd("north order 0202 volley 0203")), "the North player may not give orders now");
  submit(*s, "south order 0405 march 0404");
  submit(*s, "south done");
  // Revealed and carried out together: marches first, then volleys.
  bool revealed = false;
  for (const FlowEvent& e : s->match().flow.events) revealed = revealed || e.kind == "reveal";
  EXPECT_TRUE(revealed);
  const GameState& st = s->match().state;
  EXPECT_EQ(st.unit(*st.find_unit("B Company")).position, st.map().parse_label("0403"));
  EXPECT_EQ(st.unit(*st.find_unit("D Company")).position, st.map().parse_label("0404"));
  EXPECT_EQ(s->match().flow.turn, 2);
  EXPECT_EQ(s->match().flow.in_control, north);
}

TEST(DrillSeam, ForcedDiceDecideTheVolleyAndTheStateChanges) {
  auto s = open_drill();
  ASSERT_TRUE(s);
  Match m = s->match();
  ASSERT_TRUE(s->rules().apply(m, cmd("north order 0202 volley 0203")).ok);
  ASSERT_TRUE(s->rules().apply(m, cmd("north done")).ok);
  ScriptedDice six({6});
  const ApplyResult r = s->rules().apply(m, cmd("south done"), &six);
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(r.resolutions.size(), 1u);
  EXPECT_EQ(r.resolutions[0].result_text, "1 stand lost");
  EXPECT_EQ(drill::drill_unit(m.state.unit(*m.state.find_unit("C Company"))).stands, 3);
}

TEST(DrillSeam, AGroupAcrossHexesVolleysTogether) {
  // North's A Company in 0202 and a second company in line beside it volley at C Company (0203).
  auto s = open_drill();
  ASSERT_TRUE(s);
  submit(*s, "north form 0402 line");
  EXPECT_EQ(*s->validate(cmd("north order 0202 volley 0203 with 0402")),
            "the unit in 0402 is not in line beside it and next to the target");
  EXPECT_EQ(*s->validate(cmd("north order 0202 volley 0203 with 0203")), "no other unit of yours in 0203");
  Match m = s->match();
  // Put B Company (in 0303, woods) beside A Company and next to the target, then order the company line.
  m.state.move_unit(*m.state.find_unit("B Company"), *m.state.map().parse_label("0303"));
  const auto p = s->rules().parse(m, cmd("north order 0202 volley 0203 with 0303"));
  ASSERT_TRUE(std::holds_alternative<ParsedCommand>(p)) << std::get<std::string>(p);
  EXPECT_EQ(to_line(std::get<ParsedCommand>(p).text), "north order 0202 volley 0203 with 0303");
  const ApplyResult ordered = s->rules().apply(m, cmd("north order 0202 volley 0203 with 0303"));
  ASSERT_TRUE(ordered.ok) << ordered.error;
  EXPECT_EQ(drill::drill_flow(m).orders.size(), 2u);
  ASSERT_TRUE(s->rules().apply(m, cmd("north done")).ok);
  ScriptedDice dice({6, 5});
  const ApplyResult r = s->rules().apply(m, cmd("south done"), &dice);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.resolutions.size(), 2u);
  EXPECT_EQ(drill::drill_unit(m.state.unit(*m.state.find_unit("C Company"))).stands, 2);
}

TEST(DrillSeam, TheSideInControlTakesBackOnlyItsOwnDecisions) {
  auto s = open_drill();
  ASSERT_TRUE(s);
  submit(*s, "north order 0202 volley 0203");
  EXPECT_EQ(s->undo(), std::nullopt);  // North takes back its own order
  EXPECT_TRUE(s->log().empty());
  submit(*s, "north order 0202 volley 0203");
  submit(*s, "north done");
  ASSERT_EQ(s->match().flow.in_control, side(*s, "south"));
  // South is at the screen now: North's hand-over is not South's to take back.
  const auto why = s->undo();
  ASSERT_TRUE(why.has_value());
  EXPECT_NE(why->find("was the other side's decision"), std::string::npos) << *why;
  EXPECT_EQ(why->find("0203"), std::string::npos) << *why;
  EXPECT_EQ(s->log().size(), 2u);
  EXPECT_EQ(s->match().flow.in_control, side(*s, "south"));
}

TEST(DrillSeam, CodeBuiltMapsAreAskedForBySystem) {
  drill::register_drill_system();
  const std::string rules = repo_path("assets/rules");
  // Drill builds none: the front end's --demo --rule-system drill gets a reason, not a crash.
  const BuiltScenario none = build_demo_scenario("drill", rules);
  EXPECT_FALSE(none.scenario.has_value());
  ASSERT_EQ(none.errors.size(), 1u);
  EXPECT_EQ(none.errors[0].message, "rule system 'drill' builds no demonstration map");
  EXPECT_EQ(build_generated_scenario("no-such-system", rules, 10, 10).errors.at(0).message,
            "rule system 'no-such-system' builds no random map");
  // Without an id: the first system that builds one, whoever it is.
  const BuiltScenario demo = build_demo_scenario("", rules);
  ASSERT_TRUE(demo.scenario.has_value()) << (demo.errors.empty() ? "" : demo.errors[0].to_string());
  const auto known = rule_system_ids();
  EXPECT_NE(std::find(known.begin(), known.end(), demo.scenario->info.rule_system), known.end());
  const BuiltScenario big = build_generated_scenario(demo.scenario->info.rule_system, rules, 30, 20, 7);
  ASSERT_TRUE(big.scenario.has_value());
  EXPECT_EQ(big.scenario->initial.map().width(), 30);
}

TEST(DrillSeam, CommandsParseOnceAndPrintBack) {
  auto s = open_drill();
  ASSERT_TRUE(s);
  for (const Command& c : s->legal_commands()) {
    const auto p = s->rules().parse(s->match(), c);
    ASSERT_TRUE(std::holds_alternative<ParsedCommand>(p)) << to_line(c);
    EXPECT_EQ(std::get<ParsedCommand>(p).text, c);
  }
  const auto bad = s->rules().parse(s->match(), cmd("north fire 0202 0203"));
  ASSERT_TRUE(std::holds_alternative<std::string>(bad));
  EXPECT_EQ(std::get<std::string>(bad), "'fire' is not a drill command (order, form, done)");
  EXPECT_EQ(*s->validate(cmd("north order 0202 march 0302")), "a unit in line cannot march: form column first");
}

TEST(DrillSeam, AWholeGameSavesAndReplaysToTheSameHash) {
  auto s = open_drill();
  ASSERT_TRUE(s);
  play_randomly_to_end(*s, 11, 40, 200);
  ASSERT_TRUE(s->match().flow.game_over);
  EXPECT_FALSE(s->match().flow.result.empty());
  expect_save_replays(*s, drill_rules(), "drill.hxsave");
}

}  // namespace
}  // namespace hexfire::test
