// The recorded games of tests/fixtures/replays/ (seeded random play on every shipped scenario,
// recorded before the rule-system seam was reworked) replay through GameSession::submit to the
// very match hashes they were recorded with: fireline plays exactly as it did.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <variant>

#include "engine/flow/match_hash.hpp"
#include "flow/flow_helpers.hpp"
#include "support/recorded_games.hpp"

namespace hexfire::test {
namespace {

using test_support::RecordedGame;

std::vector<std::string> fixture_files() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(repo_path("tests/fixtures/replays")))
    if (e.path().extension() == ".games") out.push_back(e.path().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::string read_text(const std::string& path) {
  std::ifstream in(path);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// Replays one game, checking every recorded hash; the first difference fails the game.
void replay(const RecordedGame& g, const std::string& file) {
  SCOPED_TRACE(file + ":" + std::to_string(g.line) + ": game " + std::to_string(g.number));
  auto s = open_game(repo_path(g.scenario), g.seed, g.options);
  ASSERT_TRUE(s);
  ASSERT_EQ(match_hash_hex(s->match()), g.hashes.at(0)) << "at the start";
  for (std::size_t i = 0; i < g.commands.size(); ++i) {
    // One command model: the text parses once into the system's typed command and prints back.
    const auto parsed = s->rules().parse(s->match(), g.commands[i]);
    ASSERT_TRUE(std::holds_alternative<ParsedCommand>(parsed))
        << "command " << i + 1 << " '" << to_line(g.commands[i]) << "': " << std::get<std::string>(parsed);
    ASSERT_EQ(to_line(std::get<ParsedCommand>(parsed).text), to_line(g.commands[i])) << "printed back";
    if (i % 40 == 0)
      for (const Command& c : s->rules().legal_commands(s->match())) {
        const auto legal = s->rules().parse(s->match(), c);
        ASSERT_TRUE(std::holds_alternative<ParsedCommand>(legal)) << to_line(c);
        ASSERT_EQ(to_line(std::get<ParsedCommand>(legal).text), to_line(c)) << "a legal command prints back";
      }
    const ApplyResult r = s->submit(g.commands[i]);
    ASSERT_TRUE(r.ok) << "command " << i + 1 << " '" << to_line(g.commands[i]) << "': " << r.error;
    if (const auto it = g.hashes.find(i + 1); it != g.hashes.end()) {
      ASSERT_EQ(match_hash_hex(s->match()), it->second) << "after command " << i + 1 << " '" << to_line(g.commands[i]) << "'";
    }
  }
}

}  // namespace

TEST(RecordedGames, TheFixtureHoldsAtLeastTwoHundredGamesOnEveryShippedScenario) {
  std::set<std::string> scenarios;
  std::size_t games = 0, with_combat = 0;
  for (const auto& file : fixture_files()) {
    const auto parsed = test_support::parse_recorded_games(read_text(file), file);
    EXPECT_TRUE(parsed.errors.empty()) << parsed.errors.front();
    games += parsed.games.size();
    for (const auto& g : parsed.games) {
      scenarios.insert(g.scenario);
      EXPECT_TRUE(g.hashes.count(0) && g.hashes.count(g.commands.size())) << file << ": game " << g.number;
      bool combat = false;
      for (const auto& c : g.commands) combat = combat || c.verb == "fire" || c.verb == "assault";
      with_combat += combat;
    }
  }
  EXPECT_GE(games, 200u);
  EXPECT_GE(with_combat, 190u);
  EXPECT_EQ(fixture_files().size(), 3u);  // each is replayed by RecordedGamesOf below
  for (const auto& e : std::filesystem::directory_iterator(repo_path("scenarios/fireline")))
    EXPECT_TRUE(scenarios.count("scenarios/fireline/" + e.path().filename().string())) << e.path();
}

// One test per scenario's file, so ctest replays them side by side.
class RecordedGamesOf : public ::testing::TestWithParam<std::string> {};

TEST_P(RecordedGamesOf, EveryGameReplaysToItsRecordedHashes) {
  const std::string file = repo_path("tests/fixtures/replays/" + GetParam() + ".games");
  const auto parsed = test_support::parse_recorded_games(read_text(file), file);
  ASSERT_TRUE(parsed.errors.empty()) << parsed.errors.front();
  EXPECT_GE(parsed.games.size(), 60u);
  for (const auto& g : parsed.games) {
    replay(g, file);
    if (HasFatalFailure()) return;
  }
}

INSTANTIATE_TEST_SUITE_P(Scenario, RecordedGamesOf,
                         ::testing::Values("crossroads", "first_winchester", "seven_pines"));

TEST(RecordedGames, AChangedCommandIsCaughtByTheHashes) {
  // The check can fail: the first game with a fire command, with that fire's target moved
  // elsewhere or the command dropped, no longer reaches its recorded end hash.
  const auto file = fixture_files().front();
  auto parsed = test_support::parse_recorded_games(read_text(file), file);
  ASSERT_FALSE(parsed.games.empty());
  RecordedGame g = parsed.games.front();
  auto s = open_game(repo_path(g.scenario), g.seed, g.options);
  std::size_t kept = 0;
  for (std::size_t i = 0; i < g.commands.size(); ++i) {
    if (g.commands[i].verb == "fire" || g.commands[i].verb == "move") continue;  // dropped
    if (s->submit(g.commands[i]).ok) ++kept;
  }
  EXPECT_GT(kept, 0u);
  EXPECT_NE(match_hash_hex(s->match()), g.hashes.at(g.commands.size()));
}

}  // namespace hexfire::test
