// Atomic saves: an injected I/O error, a failed rename or a process killed mid-write leaves the
// previous save whole and loadable; autosave keeps the newest N.
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>

#include "engine/flow/match_hash.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/save_load.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

struct TwoSaves {
  std::unique_ptr<GameSession> game;
  std::string old_text, new_text, old_hash;
};

TwoSaves two_saves() {
  TwoSaves t;
  t.game = open_game(crossroads(), 6);
  Rng policy(6);
  for (int k = 0; k < 10; ++k) t.game->submit(*random_legal(*t.game, policy, 25));
  t.old_text = format_save(t.game->to_save());
  t.old_hash = match_hash_hex(t.game->match());
  for (int k = 0; k < 10; ++k) t.game->submit(*random_legal(*t.game, policy, 25));
  t.new_text = format_save(t.game->to_save(true));
  return t;
}

std::string read(const std::string& path) {
  std::string why;
  return read_whole_file(path, why).value_or("<unreadable: " + why + ">");
}

void expect_old_save_loads(const std::string& path, const TwoSaves& t) {
  EXPECT_EQ(read(path), t.old_text);
  SessionOpen o = load_save_file(path, rules_dir());
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(match_hash_hex(o.session->match()), t.old_hash);
}

}  // namespace

TEST(AtomicWrite, AnIoErrorPartWayThroughLeavesThePreviousSaveWhole) {
  TempDir dir("atomic_io");
  const TwoSaves t = two_saves();
  const std::string path = dir.file("game.hxsave");
  ASSERT_FALSE(write_file_atomic(path, t.old_text));
  for (std::size_t k : {std::size_t{0}, std::size_t{1}, std::size_t{100}, t.new_text.size() / 2, t.new_text.size() - 1}) {
    WriteFaults f;
    f.fail_after_bytes = k;
    f.chunk = 64;
    const auto err = write_file_atomic(path, t.new_text, f);
    ASSERT_TRUE(err);
    EXPECT_NE(err->find("injected I/O error after " + std::to_string(k) + " bytes"), std::string::npos) << *err;
    expect_old_save_loads(path, t);
  }
  EXPECT_EQ(std::distance(std::filesystem::directory_iterator(dir.path), {}), 1);  // no temp file left
}

TEST(AtomicWrite, AFailedRenameLeavesThePreviousSave) {
  TempDir dir("atomic_rename");
  const TwoSaves t = two_saves();
  const std::string path = dir.file("game.hxsave");
  ASSERT_FALSE(write_file_atomic(path, t.old_text));
  WriteFaults f;
  f.fail_rename = true;
  ASSERT_TRUE(write_file_atomic(path, t.new_text, f));
  expect_old_save_loads(path, t);
}

TEST(AtomicWrite, AProcessKilledMidWriteLeavesThePreviousSaveReadable) {
  TempDir dir("atomic_kill");
  const TwoSaves t = two_saves();
  const std::string path = dir.file("game.hxsave");
  ASSERT_FALSE(write_file_atomic(path, t.old_text));
  for (std::size_t k : {std::size_t{10}, t.new_text.size() / 3, t.new_text.size() - 2}) {
    const pid_t child = ::fork();
    ASSERT_GE(child, 0);
    if (child == 0) {
      WriteFaults f;
      f.crash_after_bytes = k;
      f.chunk = 32;
      write_file_atomic(path, t.new_text, f);
      std::_Exit(0);  // not reached: the fault exits with 3 mid-write
    }
    int status = 0;
    ASSERT_EQ(::waitpid(child, &status, 0), child);
    ASSERT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 3);
    expect_old_save_loads(path, t);
  }
  // A later save over the wreckage works and loads.
  ASSERT_FALSE(write_file_atomic(path, t.new_text));
  SessionOpen o = load_save_file(path, rules_dir());
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(match_hash(o.session->match()), match_hash(t.game->match()));
}

TEST(AtomicWrite, AnUnwritableDirectoryIsAnErrorNotACrash) {
  const auto err = write_file_atomic("/nonexistent-dir/x/game.hxsave", "text");
  ASSERT_TRUE(err);
  EXPECT_EQ(err->rfind("cannot create '/nonexistent-dir/x/game.hxsave.tmp.", 0), 0u) << *err;
}

TEST(Autosave, EveryTurnAndPhaseEndIsSavedAndTheNewestAreKept) {
  TempDir dir("autosave");
  auto s = open_game(crossroads(), 3);
  s->set_autosave({dir.path.string(), 3});
  for (int k = 0; k < 9; ++k)
    ASSERT_TRUE(s->submit(cmd(s->match().state.side(*s->match().flow.in_control).key + " end")).ok);
  EXPECT_FALSE(s->last_autosave_error());
  const auto files = list_autosaves(dir.path.string());
  ASSERT_EQ(files.size(), 3u);
  EXPECT_NE(files.back().find("autosave-000009.hxsave"), std::string::npos) << files.back();
  SessionOpen o = load_save_file(files.back(), rules_dir());
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(match_hash(o.session->match()), match_hash(s->match()));
}

// A fresh install has no autosave folder: the first autosave makes it.
TEST(Autosave, TheFirstAutosaveCreatesItsFolder) {
  TempDir dir("autosave_fresh");
  const std::string folder = dir.file("config/hexfire/autosave");
  auto s = open_game(crossroads(), 3);
  s->set_autosave({folder, 3});
  ASSERT_TRUE(s->submit(cmd(s->match().state.side(*s->match().flow.in_control).key + " end")).ok);
  EXPECT_FALSE(s->last_autosave_error()) << *s->last_autosave_error();
  EXPECT_EQ(list_autosaves(folder).size(), 1u);
}

// A folder that cannot be made (a file is in the way) is an error the player can read.
TEST(Autosave, AFolderThatCannotBeMadeIsReported) {
  TempDir dir("autosave_blocked");
  const std::string blocker = dir.file("autosave");
  std::FILE* f = std::fopen(blocker.c_str(), "w");
  ASSERT_TRUE(f);
  std::fclose(f);
  auto s = open_game(crossroads(), 3);
  s->set_autosave({blocker + "/inner", 3});
  ASSERT_TRUE(s->submit(cmd(s->match().state.side(*s->match().flow.in_control).key + " end")).ok);
  ASSERT_TRUE(s->last_autosave_error());
  EXPECT_EQ(s->last_autosave_error()->rfind("cannot create the autosave folder '" + blocker + "/inner'", 0), 0u)
      << *s->last_autosave_error();
}

}  // namespace hexfire::test
