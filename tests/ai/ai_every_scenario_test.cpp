// Every shipped scenario played by the computer opponent (normal, on both sides) to its end,
// its log replaying to the same hash: a tiny budget (4 nodes: the one-step screen of a sample of
// 4 candidates), so that each game stays within seconds in the dev build. Crossroads, the WW1 and
// the volley tutorials are played in ai_games_test.cpp. Under the address sanitizer a game is
// cut after its first commands (every phase of a turn still comes up), to keep the CI short.
#include "engine/ai/ai_player.hpp"
#include "flow/flow_helpers.hpp"
#include "tests/support/sanitizer_scale.hpp"

namespace hexfire::test {
namespace {

constexpr bool kSanitized = test_support::kUnderSanitizer;  // tests/support/sanitizer_scale.hpp
constexpr int kLimit = kSanitized ? 150 : 20000;

void play_to_the_end(const std::string& scenario) {
  auto s = open_game(repo_path(scenario), 5);
  ASSERT_TRUE(s);
  ai::Player p;
  p.ai.seed = 9;
  p.ai.nodes = 4;
  const ai::PlayedGame g = ai::play_on(*s, {p, p}, 5, kLimit);
  ASSERT_FALSE(g.error) << scenario << ": " << *g.error;
  EXPECT_TRUE(g.refused_listed.empty()) << scenario << ": " << g.refused_listed.front();
  if (!kSanitized) {
    EXPECT_TRUE(g.finished) << scenario << " unfinished after " << g.commands << " commands";
    EXPECT_FALSE(s->match().flow.result.empty()) << scenario;
  }
  expect_save_replays(*s, rules_dir(), "ai_every.hxsave");
}

}  // namespace

TEST(AiEveryScenario, FirstWinchester) { play_to_the_end("scenarios/fireline/first_winchester.xml"); }
TEST(AiEveryScenario, SevenPines) { play_to_the_end("scenarios/fireline/seven_pines.xml"); }
TEST(AiEveryScenario, TutorialWw2) { play_to_the_end("scenarios/column-shift/tutorial_ww2.xml"); }
TEST(AiEveryScenario, Nery1914) { play_to_the_end("scenarios/column-shift/nery_1914.xml"); }
TEST(AiEveryScenario, Mtsensk1941) { play_to_the_end("scenarios/column-shift/mtsensk_1941.xml"); }
TEST(AiEveryScenario, BelleauWood1918) { play_to_the_end("scenarios/column-shift/belleau_wood_1918.xml"); }
TEST(AiEveryScenario, Carentan1944) { play_to_the_end("scenarios/column-shift/carentan_1944.xml"); }
TEST(AiEveryScenario, GainesMill) { play_to_the_end("scenarios/volley/gaines_mill.xml"); }
TEST(AiEveryScenario, AntietamCornfield) { play_to_the_end("scenarios/volley/antietam_cornfield.xml"); }

}  // namespace hexfire::test
