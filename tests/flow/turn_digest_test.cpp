// The replay of the opponent's turn (engine/flow/turn_digest.hpp), for both shipped systems and
// the secret orders of the test system: the steps start where the viewer lost control, moves
// become hex-by-hex trails with the units' names, fires become lines with their results, the
// positions are the game's own, and another side's secret stays its public text.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "engine/flow/turn_digest.hpp"
#include "engine/state/state_hash.hpp"
#include "flow/flow_helpers.hpp"
#include "support/drill_system.hpp"
#include "support/recorded_games.hpp"

namespace hexfire::test {
namespace {

// Plays `side`'s turn: a fire or an assault when one is legal, else a move (at most `moves`
// of them), else the end, until another side has control. Returns false when the game ends.
bool play_turn(GameSession& s, SideId side, int moves, int& fired) {
  for (int guard = 0; guard < 200 && s.match().flow.in_control == side && !s.match().flow.game_over; ++guard) {
    const auto legal = s.legal_commands();
    const Command* pick = nullptr;
    for (const Command& c : legal)
      if (s.rules().cue_of(c.verb) == CommandCue::Fire || s.rules().cue_of(c.verb) == CommandCue::Assault) {
        pick = &c;
        break;
      }
    if (pick) ++fired;
    for (const Command& c : legal)
      if (!pick && moves > 0 && s.rules().cue_of(c.verb) == CommandCue::Move) {
        pick = &c;
        --moves;
      }
    for (const Command& c : legal)
      if (!pick && c.verb == "end") pick = &c;
    if (!pick) pick = &legal.front();  // a prompt's first answer
    const Command chosen = *pick;
    const ApplyResult r = s.submit(chosen);
    EXPECT_TRUE(r.ok) << to_line(chosen) << ": " << r.error;
    if (!r.ok) return false;
  }
  return !s.match().flow.game_over;
}

// Every check that holds whatever was played: the steps cover the log from `first`, each
// trail runs hex by hex from where its units stood to where they stand after, each shot's
// result is its ledger's, and the last position is the game's.
void expect_digest_true_to_the_game(const GameSession& s, const TurnDigest& d) {
  ASSERT_EQ(d.states.size(), d.steps.size() + 1);
  ASSERT_EQ(d.first + d.steps.size(), s.log().size());
  EXPECT_EQ(state_hash(d.states.back()), state_hash(s.match().state));
  for (std::size_t k = 0; k < d.steps.size(); ++k) {
    const ReplayStep& step = d.steps[k];
    EXPECT_EQ(step.command, d.first + k);
    EXPECT_EQ(step.text, to_line(s.log()[step.command]));
    for (const ReplayTrail& t : step.trails) {
      ASSERT_GE(t.path.size(), 2u);
      ASSERT_EQ(t.units.size(), t.names.size());
      for (std::size_t i = 1; i < t.path.size(); ++i) EXPECT_EQ(distance(t.path[i - 1], t.path[i]), 1) << step.text;
      for (std::size_t u = 0; u < t.units.size(); ++u) {
        EXPECT_EQ(d.states[k].unit(t.units[u]).position, t.path.front()) << step.text;
        EXPECT_EQ(d.states[k + 1].unit(t.units[u]).position, t.path.back()) << step.text;
        EXPECT_EQ(d.states[k + 1].unit(t.units[u]).name, t.names[u]);
      }
    }
    for (const ReplayShot& shot : step.shots) {
      ASSERT_LT(shot.ledger, step.ledgers.size());
      const Resolution& r = step.ledgers[shot.ledger];
      EXPECT_EQ(shot.target, r.hexes.back());
      EXPECT_EQ(shot.result, r.result_text.empty() ? r.result : r.result_text);
    }
  }
}

// Plays a few turns of `scenario` and checks the digest the side to act gets after each
// hand-off; returns the kinds of step seen.
std::vector<ReplayStepKind> play_and_digest(const std::string& scenario, std::uint64_t seed) {
  auto s = open_game(scenario, seed);
  std::vector<ReplayStepKind> kinds;
  if (!s) return kinds;
  int fired = 0;
  for (int turn = 0; turn < 8; ++turn) {
    const auto side = s->match().flow.in_control;
    if (!side) break;
    const std::size_t before = s->log().size();
    if (!play_turn(*s, *side, 2, fired)) break;
    const auto next = s->match().flow.in_control;
    if (!next) break;
    const TurnDigest d = digest_since_last_turn(*s, *next);
    expect_digest_true_to_the_game(*s, d);
    // The new side saw everything up to its own last command: the steps begin after it, and
    // include the turn just played.
    EXPECT_LE(d.first, before) << scenario;
    for (const ReplayStep& step : d.steps) {
      kinds.push_back(step.kind);
      // A fire draws its line: every fire step has at least one shot with a result.
      if (step.kind == ReplayStepKind::Fire) {
        EXPECT_FALSE(step.shots.empty()) << step.text;
        for (const ReplayShot& shot : step.shots) EXPECT_FALSE(shot.result.empty()) << step.text;
      }
    }
  }
  return kinds;
}

bool has(const std::vector<ReplayStepKind>& kinds, ReplayStepKind k) {
  return std::find(kinds.begin(), kinds.end(), k) != kinds.end();
}

TEST(TurnDigest, FirelineHandOffsShowMovesAndFiresTrueToTheGame) {
  const auto kinds = play_and_digest(crossroads(), 11);
  EXPECT_TRUE(has(kinds, ReplayStepKind::Move));
  EXPECT_TRUE(has(kinds, ReplayStepKind::Fire) || has(kinds, ReplayStepKind::Assault));
}

TEST(TurnDigest, ColumnShiftHandOffsShowMovesAndFiresTrueToTheGame) {
  const auto kinds = play_and_digest(repo_path("scenarios/column-shift/belleau_wood_1918.xml"), 5);
  EXPECT_TRUE(has(kinds, ReplayStepKind::Move));
  EXPECT_TRUE(has(kinds, ReplayStepKind::Fire) || has(kinds, ReplayStepKind::Assault));
}

TEST(TurnDigest, AMoveIsATrailWithTheUnitsNamesAlongItsPath) {
  auto s = open_game(crossroads(), 3);
  ASSERT_TRUE(s);
  const SideId mover = *s->match().flow.in_control;
  // A move of two hexes or more, spelled hex by hex as the legal list gives it.
  std::optional<Command> move;
  for (const Command& c : s->legal_commands())
    if (s->rules().cue_of(c.verb) == CommandCue::Move) {
      move = c;
      break;
    }
  ASSERT_TRUE(move);
  const Hex from = *s->match().state.map().parse_label(move->args.front());
  const std::vector<UnitId> stack = s->match().state.stack_at(from);
  ASSERT_TRUE(s->submit(*move).ok);
  const TurnDigest d = digest_of_log(*s, 0, mover);
  ASSERT_EQ(d.steps.size(), 1u);
  const ReplayStep& step = d.steps[0];
  EXPECT_EQ(step.kind, ReplayStepKind::Move);
  ASSERT_FALSE(step.trails.empty()) << step.text;
  EXPECT_EQ(step.trails[0].path.front(), from);
  EXPECT_FALSE(step.trails[0].fell_back);
  EXPECT_EQ(s->match().state.unit(step.trails[0].units[0]).name, step.trails[0].names[0]);
  EXPECT_NE(std::find(stack.begin(), stack.end(), step.trails[0].units[0]), stack.end());
  EXPECT_FALSE(step.focus.empty());
}

TEST(TurnDigest, RoutsAndRetreatsAreDashedFallBacksAndAnAssaultsAdvanceIsOrdered) {
  // Recorded game 1 at Crossroads: the 50th Virginia routs at an end of phase (command 84) and
  // an assault from 0906 on 1006 (command 110) drives the 2nd West Virginia Cavalry back.
  std::ifstream in(repo_path("tests/fixtures/replays/crossroads.games"));
  std::stringstream text;
  text << in.rdbuf();
  const auto parsed = test_support::parse_recorded_games(text.str(), "crossroads.games");
  ASSERT_FALSE(parsed.games.empty());
  const test_support::RecordedGame& g = parsed.games.front();
  ASSERT_EQ(g.number, 1);
  auto s = open_game(repo_path(g.scenario), g.seed, g.options);
  ASSERT_TRUE(s);
  for (std::size_t i = 0; i < 110; ++i) ASSERT_TRUE(s->submit(g.commands[i]).ok) << to_line(g.commands[i]);
  const TurnDigest d = digest_of_log(*s, 0, std::nullopt, false);
  ASSERT_EQ(d.steps.size(), 110u);
  const ReplayStep& rout = d.steps[83];
  EXPECT_EQ(rout.kind, ReplayStepKind::FallBack) << rout.text;
  ASSERT_EQ(rout.trails.size(), 1u);
  EXPECT_TRUE(rout.trails[0].fell_back);
  EXPECT_EQ(rout.trails[0].names, std::vector<std::string>{"50th Virginia"});
  const ReplayStep& assault = d.steps[109];
  EXPECT_EQ(assault.kind, ReplayStepKind::Assault) << assault.text;
  ASSERT_FALSE(assault.shots.empty());
  const auto& map = s->match().state.map();
  bool retreat = false;
  for (const ReplayTrail& t : assault.trails) {
    if (t.names.front() == "2nd West Virginia Cavalry") {
      retreat = true;
      EXPECT_TRUE(t.fell_back);
      EXPECT_EQ(t.path.front(), *map.parse_label("1006"));
    } else {  // the assaulting side's own advance, along the hexes the command names
      EXPECT_FALSE(t.fell_back) << t.names.front();
    }
  }
  EXPECT_TRUE(retreat);
}

TEST(TurnDigest, NothingUnseenStartsAtTheFirstCommandAndWithoutStatesIsCheap) {
  auto s = open_game(crossroads(), 3);
  ASSERT_TRUE(s);
  const SideId side = *s->match().flow.in_control;
  EXPECT_EQ(first_unseen_command(s->match(), side), 0u);
  const TurnDigest d = digest_since_last_turn(*s, side, false);
  EXPECT_TRUE(d.steps.empty());
  EXPECT_TRUE(d.states.empty());
}

TEST(TurnDigest, AnotherSidesSecretOrderShowsOnlyItsPublicText) {
  drill::register_drill_system();
  SessionOpen o = GameSession::open({repo_path("tests/fixtures/drill/scenarios/drill.xml"),
                                     repo_path("tests/fixtures/drill/assets/rules"), std::nullopt, {}});
  ASSERT_TRUE(o.session) << o.error;
  GameSession& s = *o.session;
  const SideId north = *s.match().state.find_side("north"), south = *s.match().state.find_side("south");
  for (const char* line : {"north order 0202 volley 0203", "north order 0402 march 0403", "north done"})
    ASSERT_TRUE(s.submit(cmd(line)).ok) << line;
  ASSERT_EQ(s.match().flow.in_control, south);
  const TurnDigest seen_by_south = digest_since_last_turn(s, south);
  ASSERT_EQ(seen_by_south.steps.size(), 3u);
  for (std::size_t k = 0; k < 2; ++k) {
    const ReplayStep& step = seen_by_south.steps[k];
    EXPECT_EQ(step.kind, ReplayStepKind::Secret);
    EXPECT_EQ(step.text, "North gives an order");
    EXPECT_TRUE(step.trails.empty());
    EXPECT_TRUE(step.ledgers.empty());
    for (const std::string& l : step.lines) EXPECT_EQ(l.find("0203"), std::string::npos) << l;
  }
  // Its owner sees its own orders.
  const TurnDigest seen_by_north = digest_of_log(s, 0, north);
  EXPECT_EQ(seen_by_north.steps[0].text, "north order 0202 volley 0203");
}

}  // namespace
}  // namespace hexfire::test
