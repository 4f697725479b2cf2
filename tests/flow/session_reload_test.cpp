// reload_session (live reload's engine part): the changed file with the same set-up and seed, the
// commands so far replayed when they apply, a fresh start that says so when they do not, and
// every problem of a file that no longer loads; a game loaded from a save finds its file as the
// save loader does.
#include <gtest/gtest.h>

#include <filesystem>
#include <unistd.h>

#include "engine/flow/session_reload.hpp"
#include "engine/io/save_load.hpp"
#include "support/text_file.hpp"

namespace hexfire {
namespace {

using test_support::read_text_file;
using test_support::replaced_all;

class SessionReloadTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir = std::filesystem::temp_directory_path() /
          ("hexfire_reload_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) + "_" +
           std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    original = read_text_file(std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/scenarios/good/minimal.xml");
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
  void write(const std::string& text) { test_support::write_text_file(path, text); }

  std::filesystem::path dir;
  std::string original, path;
  std::unique_ptr<GameSession> game;
};

TEST_F(SessionReloadTest, ReplaysTheCommandsSoFarOnTheChangedFile) {
  write(replaced_all(original, "name=\"4th Texas\"", "name=\"4th Texas Rifles\""));
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
  write(replaced_all(replaced_all(original, "\"usa\"", "\"north\""), "\"csa\"", "\"south\""));
  const SessionReload r = reload_session(*game);
  ASSERT_NE(r.session, nullptr) << format_diagnostics(r.errors);
  EXPECT_FALSE(r.replayed);
  EXPECT_TRUE(r.session->log().empty());
  EXPECT_NE(r.note.find("no longer apply"), std::string::npos) << r.note;
  EXPECT_NE(r.note.find("starts afresh"), std::string::npos) << r.note;
}

TEST_F(SessionReloadTest, ABrokenFileGivesEveryProblemInLineOrderAndNoSession) {
  std::string broken = replaced_all(original, "terrain=\"woods\"", "terrain=\"wods\"");
  broken = replaced_all(broken, "<side key=\"usa\"", "<side key=\"uas\"");
  write(broken);
  const SessionReload r = reload_session(*game);
  EXPECT_EQ(r.session, nullptr);
  ASSERT_EQ(r.errors.size(), 2u) << format_diagnostics(r.errors);
  EXPECT_LT(r.errors[0].line, r.errors[1].line);
  EXPECT_NE(r.errors[0].message.find("did you mean 'woods'?"), std::string::npos) << r.errors[0].message;
  EXPECT_NE(r.errors[1].message.find("did you mean 'uas'?"), std::string::npos) << r.errors[1].message;
  EXPECT_EQ(r.note, "scenario.xml has 2 problems: the game goes on as it was");
  EXPECT_FALSE(r.file_missing);  // the file is there: the panel asks to fix it
}

// A game saved, its scenario edited, the save loaded: the game comes from the copy the save
// carries, said to be the file the save's name finds beside it (never that name taken from the
// folder the game runs in).
std::unique_ptr<GameSession> saved_edited_and_loaded(GameSession& game, const std::filesystem::path& dir,
                                                     const std::string& edited, const std::string& path) {
  const std::string save = (dir / "game.hxsave").string();
  EXPECT_EQ(game.save(save), std::nullopt);
  test_support::write_text_file(path, edited);
  SessionOpen loaded = load_save_file(save, std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules");
  EXPECT_NE(loaded.session, nullptr) << loaded.error;
  return std::move(loaded.session);
}

TEST_F(SessionReloadTest, AGameFromASaveReloadsFromTheFileBesideTheSave) {
  const auto loaded = saved_edited_and_loaded(*game, dir, replaced_all(original, "\"4th Texas\"", "\"4th Texas Rifles\""), path);
  ASSERT_NE(loaded, nullptr);
  ASSERT_EQ(loaded->setup().scenario_path, path);
  EXPECT_EQ(loaded->scenario_name(), "scenario.xml");
  const std::string save = (dir / "game.hxsave").string();
  EXPECT_EQ(reload_source(*loaded, save).path, path);
  const SessionReload r = reload_session(*loaded, save);
  ASSERT_NE(r.session, nullptr) << format_diagnostics(r.errors);
  EXPECT_TRUE(r.replayed);
  EXPECT_EQ(r.session->setup().scenario_path, path);
  bool renamed = false;
  for (const Unit& u : r.session->match().state.units()) renamed = renamed || u.name == "4th Texas Rifles";
  EXPECT_TRUE(renamed);
}

TEST_F(SessionReloadTest, AScenarioFileThatCannotBeFoundIsSaidAndTheGameGoesOn) {
  const auto loaded = saved_edited_and_loaded(*game, dir, replaced_all(original, "\"4th Texas\"", "\"4th Texas Rifles\""), path);
  ASSERT_NE(loaded, nullptr);
  std::filesystem::remove(path);
  const SessionReload r = reload_session(*loaded, (dir / "game.hxsave").string());
  EXPECT_EQ(r.session, nullptr);
  EXPECT_EQ(r.note, "The scenario file cannot be found: the game goes on as it was");
  EXPECT_TRUE(r.file_missing);  // the panel asks to put the file back, not to fix it
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].file, "scenario.xml");
  EXPECT_NE(r.errors[0].message.find("the scenario file cannot be found: scenario 'scenario.xml' is neither in the save's folder"),
            std::string::npos)
      << r.errors[0].message;
}

}  // namespace
}  // namespace hexfire
