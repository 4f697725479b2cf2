// Fireline's typed commands behind the seam's one command model: a text command parses once into
// what it orders, prints back to its canonical text, refuses wrong words with the reason, is
// carried out from the typed form (forced dice included), and hexfire-cli resolve's what-if face
// (try_action, arrange) runs the same code.
#include <gtest/gtest.h>

#include <variant>

#include "engine/rules/fireline/fireline_command.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::fireline {
namespace {

using test::cmd;
using test::crossroads;
using test::open_game;

std::string parse_error(const GameSession& s, const std::string& line) {
  const auto p = s.rules().parse(s.match(), cmd(line));
  return std::holds_alternative<std::string>(p) ? std::get<std::string>(p) : "(parsed)";
}

const FirelineCommand& body(const std::variant<ParsedCommand, std::string>& p) {
  return fireline_command(std::get<ParsedCommand>(p));
}

TEST(CommandModel, EachVerbParsesIntoItsTypedOrderAndPrintsBack) {
  auto s = open_game(crossroads(), 3);
  const Match& m = s->match();
  const HexMap& map = m.state.map();
  {
    const auto p = s->rules().parse(m, cmd("csa fire 0807 0811 advance units=9"));
    const auto& f = std::get<FireAction>(body(p).order);
    EXPECT_EQ(f.firer, *map.parse_label("0807"));
    EXPECT_EQ(f.target, *map.parse_label("0811"));
    EXPECT_TRUE(f.vs_advance);
    ASSERT_EQ(f.units.size(), 1u);
    EXPECT_EQ(f.units[0].value, 9u);
    EXPECT_EQ(to_line(std::get<ParsedCommand>(p).text), "csa fire 0807 0811 advance units=9");
  }
  {
    const auto p = s->rules().parse(m, cmd("csa move 0807 0808 0809 charge straggle=stop"));
    const auto& mv = std::get<MoveCommand>(body(p).order);
    EXPECT_EQ(mv.from, *map.parse_label("0807"));
    EXPECT_EQ(mv.args.order.path.size(), 2u);
    EXPECT_TRUE(mv.args.order.charging);
    EXPECT_TRUE(mv.args.standing);
    EXPECT_EQ(mv.args.on_straggle, StraggleChoice::Stop);
    EXPECT_FALSE(mv.picked);
  }
  EXPECT_EQ(std::get<FaceOrder>(body(s->rules().parse(m, cmd("csa face 0807 SE"))).order).direction, HexDirection::SE);
  EXPECT_TRUE(std::get<AssaultOrder>(body(s->rules().parse(m, cmd("csa assault 0807 0808 charge"))).order).charge);
  EXPECT_EQ(std::get<ActivateOrder>(body(s->rules().parse(m, cmd("csa activate wharton"))).order).formation, "wharton");
  EXPECT_TRUE(std::holds_alternative<EndOrder>(body(s->rules().parse(m, cmd("usa end"))).order));
}

TEST(CommandModel, WordsInAnotherOrderPrintInTheCanonicalOne) {
  auto s = open_game(crossroads(), 3);
  const auto p = s->rules().parse(s->match(), cmd("csa move 0807 0808 straggle=hit charge"));
  EXPECT_EQ(to_line(std::get<ParsedCommand>(p).text), "csa move 0807 0808 charge straggle=hit");
  // And the canonical text parses to itself.
  const auto again = s->rules().parse(s->match(), std::get<ParsedCommand>(p).text);
  EXPECT_EQ(std::get<ParsedCommand>(again).text, std::get<ParsedCommand>(p).text);
}

TEST(CommandModel, WrongWordsAreRefusedWithTheReason) {
  auto s = open_game(crossroads(), 3);
  EXPECT_EQ(parse_error(*s, "prussia end"), "there is no side 'prussia' in this scenario (usa, csa)");
  EXPECT_EQ(parse_error(*s, "usa end now"), "end takes no arguments");
  EXPECT_EQ(parse_error(*s, "csa face 0807 UP"), "face needs a hex and a direction (N, NE, SE, S, SW, NW)");
  EXPECT_NE(parse_error(*s, "csa fire 0807 9999").find("9999"), std::string::npos);
  EXPECT_EQ(parse_error(*s, "csa rally"), "rally needs the hex of the acting stack");
  EXPECT_EQ(parse_error(*s, "csa move 0101 0102"), "there are no units in 0101");
  EXPECT_NE(parse_error(*s, "csa assault 0807").find("needs the attacking hex"), std::string::npos);
}

TEST(CommandModel, ForcedDiceRollTheCommandInsteadOfTheMatchsGenerator) {
  // Find a fire that is legal now, then carry it out with the die forced to 0 and to 9.
  auto s = open_game(crossroads(), 3);
  std::optional<Command> fire;
  for (const Command& c : s->legal_commands())
    if (c.verb == "fire") fire = c;
  ASSERT_TRUE(fire) << "seed 3 starts with a fire on offer";
  for (const int face : {0, 9}) {
    Match m = s->match();
    const auto draws = m.state.rng.draws();
    ScriptedDice forced({face, 9, 9, 9, 9, 9});
    const ApplyResult r = s->rules().apply(m, *fire, &forced);
    ASSERT_TRUE(r.ok) << r.error;
    ASSERT_FALSE(forced.rolled().empty());
    EXPECT_EQ(forced.rolled()[0].value, face);
    EXPECT_EQ(m.state.rng.draws(), draws) << "the match's own dice were not used";
    EXPECT_FALSE(r.undoable) << "dice were rolled";
  }
}

TEST(CommandModel, WhatIfTriesAnActionOutsideTheTurnAndArrangesWithSetUpWords) {
  auto s = open_game(crossroads(), 3);
  Match m{s->match().info, s->scenario().initial, {}, 1};
  // Union cavalry in 1309 at the 50th Virginia, whoever's turn it is.
  auto preview = s->rules().try_action(m, cmd("usa fire 1309 1207"), nullptr);
  ASSERT_TRUE(std::holds_alternative<ActionTrial>(preview)) << std::get<std::string>(preview);
  EXPECT_FALSE(std::get<ActionTrial>(preview).odds.outcomes.empty());
  EXPECT_FALSE(std::get<ActionTrial>(preview).rolled);
  std::vector<std::string> log;
  EXPECT_FALSE(s->rules().arrange(m, {"face", "1207", "SE"}, log));
  EXPECT_EQ(log, (std::vector<std::string>{"1207 faces SE"}));
  EXPECT_EQ(m.state.unit(*m.state.find_unit("50th Virginia")).facing, HexDirection::SE);
  EXPECT_EQ(*s->rules().arrange(m, {"teleport", "1207"}, log),
            "'teleport' is not a set-up word (fire, face, status, tag, hits, move, assault, rally)");
  ScriptedDice forced({0, 7});
  auto rolled = s->rules().try_action(m, cmd("csa fire 1207 1309"), &forced);
  ASSERT_TRUE(std::holds_alternative<ActionTrial>(rolled)) << std::get<std::string>(rolled);
  EXPECT_TRUE(std::get<ActionTrial>(rolled).rolled);
  EXPECT_EQ(forced.rolled()[0].value, 0);
  const auto illegal = s->rules().try_action(m, cmd("usa fire 0811 0807"), nullptr);
  ASSERT_TRUE(std::holds_alternative<std::string>(illegal));
  EXPECT_EQ(std::get<std::string>(illegal).rfind("illegal fire: ", 0), 0u);
}

}  // namespace
}  // namespace hexfire::fireline
