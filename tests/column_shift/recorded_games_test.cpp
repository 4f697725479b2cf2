// Column-shift's recorded games (tests/fixtures/column-shift/replays/): seeded random games of
// legal commands on the code-built map of each variant, with every option set the recorder
// cycles through, replay through the RuleSystem to the very match hashes they were recorded with.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <fstream>
#include <sstream>

#include "engine/flow/match_hash.hpp"
#include "flow/flow_helpers.hpp"
#include "support/column_shift_games.hpp"
#include "support/recorded_games.hpp"

namespace hexfire::test {
namespace {

using test_support::RecordedGame;

std::string fixture(const std::string& variant) { return repo_path("tests/fixtures/column-shift/replays/" + variant + ".games"); }

test_support::RecordedGames read_games(const std::string& file) {
  std::ifstream in(file);
  std::ostringstream text;
  text << in.rdbuf();
  return test_support::parse_recorded_games(text.str(), file);
}

// Replays `g`; the first hash that differs fails it.
void replay(const RecordedGame& g, const std::string& file) {
  SCOPED_TRACE(file + ":" + std::to_string(g.line) + ": game " + std::to_string(g.number));
  const std::string variant = test_support::column_shift_game_variant(g.scenario);
  auto game = test_support::start_column_shift_game(rules_dir(), variant, g.options, g.seed);
  ASSERT_TRUE(game.rules) << game.error;
  Match& m = *game.match;
  ASSERT_EQ(match_hash_hex(m), g.hashes.at(0)) << "at the start";
  for (std::size_t i = 0; i < g.commands.size(); ++i) {
    const ApplyResult r = game.rules->apply(m, g.commands[i]);
    ASSERT_TRUE(r.ok) << "command " << i + 1 << " '" << to_line(g.commands[i]) << "': " << r.error;
    if (const auto it = g.hashes.find(i + 1); it != g.hashes.end()) {
      ASSERT_EQ(match_hash_hex(m), it->second) << "after command " << i + 1 << " '" << to_line(g.commands[i]) << "'";
    }
  }
}

class ColumnShiftRecordedGames : public ::testing::TestWithParam<std::string> {};

TEST_P(ColumnShiftRecordedGames, AtLeastTwoHundredGamesThatFightAndPlayEveryOptionSet) {
  const auto parsed = read_games(fixture(GetParam()));
  ASSERT_TRUE(parsed.errors.empty()) << parsed.errors.front();
  EXPECT_GE(parsed.games.size(), 200u);
  std::size_t fought = 0, assaulted = 0, opportunity = 0, long_moves = 0, groups = 0;
  std::set<std::map<std::string, std::string>> option_sets;
  for (const RecordedGame& g : parsed.games) {
    EXPECT_EQ(test_support::column_shift_game_variant(g.scenario), GetParam()) << "game " << g.number;
    EXPECT_TRUE(g.hashes.count(0) && g.hashes.count(g.commands.size())) << "game " << g.number;
    option_sets.insert(g.options);
    bool fire = false, assault = false, opfire = false, longer = false, group = false;
    for (const Command& c : g.commands) {
      fire = fire || c.verb == "fire";
      assault = assault || c.verb == "assault";
      opfire = opfire || c.verb == "opfire";
      longer = longer || (c.verb == "move" && c.args.size() > 2);
      group = group || (c.verb == "fire" && c.args.size() > 2);  // a leader's group across hexes
    }
    fought += fire;
    assaulted += assault;
    opportunity += opfire;
    long_moves += longer;
    groups += group;
  }
  EXPECT_GE(fought, 190u);
  EXPECT_GE(assaulted, 100u);
  EXPECT_GE(opportunity, 100u);
  EXPECT_GE(long_moves, 100u);
  EXPECT_GE(groups, 100u);
  EXPECT_EQ(option_sets.size(), 4u);
}

TEST_P(ColumnShiftRecordedGames, EveryGameReplaysToItsRecordedHashes) {
  const std::string file = fixture(GetParam());
  const auto parsed = read_games(file);
  ASSERT_TRUE(parsed.errors.empty()) << parsed.errors.front();
  for (const RecordedGame& g : parsed.games) {
    replay(g, file);
    if (HasFatalFailure()) return;
  }
}

TEST_P(ColumnShiftRecordedGames, ADroppedCommandIsCaughtByTheHashes) {
  // The check can fail: the first game with a fire, replayed without its first fire, no longer
  // reaches its recorded end hash (or a later command is no longer legal).
  const auto parsed = read_games(fixture(GetParam()));
  ASSERT_FALSE(parsed.games.empty());
  for (const RecordedGame& g : parsed.games) {
    const auto first_fire = std::find_if(g.commands.begin(), g.commands.end(), [](const Command& c) { return c.verb == "fire"; });
    if (first_fire == g.commands.end()) continue;
    auto game = test_support::start_column_shift_game(rules_dir(), GetParam(), g.options, g.seed);
    ASSERT_TRUE(game.rules) << game.error;
    bool all_legal = true;
    for (auto it = g.commands.begin(); it != g.commands.end(); ++it)
      if (it != first_fire) all_legal = game.rules->apply(*game.match, *it).ok && all_legal;
    EXPECT_TRUE(!all_legal || match_hash_hex(*game.match) != g.hashes.at(g.commands.size()));
    return;
  }
  FAIL() << "no game fires";
}

INSTANTIATE_TEST_SUITE_P(Variant, ColumnShiftRecordedGames, ::testing::Values("ww1", "ww2"));

}  // namespace
}  // namespace hexfire::test
