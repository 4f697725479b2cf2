// Untrusted saves in the game: a save mailed alone (its scenario inside it) opens on the play
// screen; a save naming a FIFO is refused at once with its message and the game goes on; the
// temporary files of a killed save are cleared when the game starts.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <fstream>

#include "engine/flow/match_hash.hpp"
#include "engine/io/save.hpp"
#include "game/app/data_paths.hpp"
#include "game/play/play_screen.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

namespace fs = std::filesystem;

std::string crossroads() { return data_dir() + "/scenarios/fireline/crossroads.xml"; }

void write_all(const std::string& path, const std::string& text) { std::ofstream(path, std::ios::binary) << text; }

// A PID that no process has now (a child that has exited and been reaped).
pid_t dead_pid() {
  const pid_t child = ::fork();
  if (child == 0) std::_Exit(0);
  ::waitpid(child, nullptr, 0);
  return child;
}

class UntrustedLoadTest : public ScreensTest {};

TEST_F(UntrustedLoadTest, ASaveMailedWithoutItsScenarioFileOpensOnThePlayScreen) {
  // The other player's scenario, which this machine does not have: only the save arrives.
  const std::string theirs = dir + "/their_battle.xml", mailed = dir + "/mailed.hxsave";
  fs::copy_file(crossroads(), theirs);
  ASSERT_TRUE(stack->start_game(theirs)) << stack->status();
  ASSERT_TRUE(app->play()->end_activation()) << app->play()->message();
  const std::string hash = match_hash_hex(app->play()->match());
  ASSERT_TRUE(stack->save_game(mailed)) << stack->status();
  stack->to_main_menu();
  fs::remove(theirs);
  ASSERT_TRUE(stack->load_game(mailed)) << stack->status();
  EXPECT_EQ(stack->top(), ScreenId::Play);
  ASSERT_NE(app->play(), nullptr);
  EXPECT_EQ(match_hash_hex(app->play()->match()), hash);
  ASSERT_TRUE(app->scenario());
  EXPECT_EQ(app->scenario()->info.title, "Crossroads at Miller's Run");
}

TEST_F(UntrustedLoadTest, ASaveNamingAFifoIsRefusedAtOnceAndTheGameGoesOn) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  const std::string save = dir + "/pipe.hxsave", fifo = dir + "/pipe.xml";
  SaveFile f = app->play()->session().to_save(false, false);
  f.scenario_path = "pipe.xml";
  write_all(save, format_save(f));
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string before = match_hash_hex(app->play()->match());
  const auto start = std::chrono::steady_clock::now();
  EXPECT_FALSE(stack->load_game(save));
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
  EXPECT_EQ(stack->status(), "cannot load " + save + ": " + save + ":2: scenario 'pipe.xml' (" + fifo +
                                 "): a named pipe (FIFO), not a regular file: Hexfire reads only regular files");
  ASSERT_NE(app->play(), nullptr);
  EXPECT_EQ(match_hash_hex(app->play()->match()), before);
  app->step();
}

TEST_F(UntrustedLoadTest, TheGameClearsTheTemporaryFilesOfKilledSavesWhenItStarts) {
  const std::string autosave = config_dir() + "/autosave", saves = config_dir() + "/saves";
  fs::create_directories(autosave);
  fs::create_directories(saves);
  const std::string pid = std::to_string(dead_pid());
  const std::string stale1 = autosave + "/autosave-000012.hxsave.tmp." + pid;
  const std::string stale2 = saves + "/quicksave.hxsave.tmp." + pid;
  const std::string live = saves + "/quicksave.hxsave.tmp." + std::to_string(::getppid());
  const std::string other = saves + "/readme.txt.tmp." + pid;
  for (const auto& p : {stale1, stale2, live, other}) write_all(p, "half");
  make_stack();
  EXPECT_FALSE(fs::exists(stale1));
  EXPECT_FALSE(fs::exists(stale2));
  EXPECT_TRUE(fs::exists(live));
  EXPECT_TRUE(fs::exists(other));
}

}  // namespace
}  // namespace hexfire::game::testing
