// reload_session (live reload's engine part): the changed file with the same set-up and seed, the
// commands so far replayed when they apply, a fresh start that says so when they do not, and
// every problem of a file that no longer loads.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "engine/flow/session_reload.hpp"

namespace hexfire {
namespace {

std::string read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string replace_all(std::string text, const std::string& from, const std::string& to) {
  for (auto at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) text.replace(at, from.size(), to);
  return text;
}

class SessionReloadTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = std::filesystem::temp_directory_path() /
          ("hexfire_reload_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) + "_" +
           std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    original = read(std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/scenarios/good/minimal.xml");
    path = (dir / "scenario.xml").string();
    write(original);
    SessionOpen o = GameSession::open({path, std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules", std::nullopt, {}});
    ASSERT_NE(o.session, nullptr) << o.error;
    game = std::move(o.session);
    // A game under way: the side in control ends its phase.
    for (const Command& c : game->legal_commands())
      if (c.verb == "end") {
        ASSERT_TRUE(game->submit(c).ok);
        break;
      }
    ASSERT_EQ(game->log().size(), 1u);
  }
  void TearDown() override { std::filesystem::remove_all(dir); }
  void write(const std::string& text) { std::ofstream(path) << text; }

  std::filesystem::path dir;
  std::string original, path;
  std::unique_ptr<GameSession> game;
};

TEST_F(SessionReloadTest, ReplaysTheCommandsSoFarOnTheChangedFile) {
  write(replace_all(original, "name=\"4th Texas\"", "name=\"4th Texas Rifles\""));
  const SessionReload r = reload_session(*game);
  ASSERT_NE(r.session, nullptr) << format_diagnostics(r.errors);
  EXPECT_TRUE(r.errors.empty());
  EXPECT_TRUE(r.replayed);
  EXPECT_EQ(r.commands, 1u);
  EXPECT_EQ(r.session->log(), game->log());
  EXPECT_EQ(r.session->match().flow.turn, game->match().flow.turn);
  EXPECT_EQ(r.session->match().flow.phase, game->match().flow.phase);
  EXPECT_EQ(r.session->setup().seed.value_or(0), game->scenario().info.seed);
  bool renamed = false;
  for (const Unit& u : r.session->match().state.units()) renamed = renamed || u.name == "4th Texas Rifles";
  EXPECT_TRUE(renamed);
  EXPECT_EQ(r.note, "Reloaded scenario.xml and replayed the 1 command played so far");
}

TEST_F(SessionReloadTest, StartsAfreshAndSaysSoWhenTheCommandsNoLongerApply) {
  // The sides renamed: a command of side 'usa' or 'csa' has no side to play it.
  write(replace_all(replace_all(original, "\"usa\"", "\"north\""), "\"csa\"", "\"south\""));
  const SessionReload r = reload_session(*game);
  ASSERT_NE(r.session, nullptr) << format_diagnostics(r.errors);
  EXPECT_FALSE(r.replayed);
  EXPECT_TRUE(r.session->log().empty());
  EXPECT_NE(r.note.find("no longer apply"), std::string::npos) << r.note;
  EXPECT_NE(r.note.find("starts afresh"), std::string::npos) << r.note;
}

TEST_F(SessionReloadTest, ABrokenFileGivesEveryProblemInLineOrderAndNoSession) {
  std::string broken = replace_all(original, "terrain=\"woods\"", "terrain=\"wods\"");
  broken = replace_all(broken, "<side key=\"usa\"", "<side key=\"uas\"");
  write(broken);
  const SessionReload r = reload_session(*game);
  EXPECT_EQ(r.session, nullptr);
  ASSERT_EQ(r.errors.size(), 2u) << format_diagnostics(r.errors);
  EXPECT_LT(r.errors[0].line, r.errors[1].line);
  EXPECT_NE(r.errors[0].message.find("did you mean 'woods'?"), std::string::npos) << r.errors[0].message;
  EXPECT_NE(r.errors[1].message.find("did you mean 'uas'?"), std::string::npos) << r.errors[1].message;
  EXPECT_EQ(r.note, "scenario.xml has 2 problems: the game goes on as it was");
}

}  // namespace
}  // namespace hexfire
