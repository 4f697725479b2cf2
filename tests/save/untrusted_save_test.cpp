// A save from the other player is untrusted: it carries its scenario (checked against the hash it
// records) or names it only inside the scenario folder or its own folder, by the same rules
// whether it carries it or not. Naming a FIFO, a device or any other file ends in a message,
// fast, and never in that file's hash; an unknown option and a control character are refused;
// an interrupted save's temporary file is cleared.
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <fcntl.h>

#include <chrono>
#include <fstream>
#include <future>

#include "engine/flow/match_hash.hpp"
#include "engine/flow/session_reload.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/save_load.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

namespace fs = std::filesystem;

const std::string kOnlyInside =
    "a save may name its scenario only by a relative path inside the game's scenario folder or the save's own folder";

std::unique_ptr<GameSession> played(int commands = 10) {
  auto s = open_game(crossroads(), 5);
  Rng policy(5);
  for (int k = 0; k < commands; ++k) s->submit(*random_legal(*s, policy, 30));
  return s;
}

// A save of `game` that does not carry its scenario and names it `scenario`, sealed correctly.
std::string naming(const GameSession& game, const std::string& scenario) {
  SaveFile f = game.to_save(false, false);
  f.scenario_path = scenario;
  return format_save(f);
}

std::string write(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
  return path;
}

// The load of a save, bounded in time: a loader that waited on a FIFO would fail the test
// instead of hanging it (the FIFO is then opened for writing and closed, which frees the reader).
std::string load_error_within(const std::string& save, const std::string& fifo_to_free = "") {
  auto job = std::async(std::launch::async, [save] { return load_save_file(save, rules_dir()); });
  if (job.wait_for(std::chrono::seconds(5)) != std::future_status::ready) {
    ADD_FAILURE() << "loading " << save << " did not finish in 5 s";
    if (!fifo_to_free.empty()) {
      const int fd = ::open(fifo_to_free.c_str(), O_WRONLY | O_NONBLOCK);
      if (fd >= 0) ::close(fd);
    }
  }
  SessionOpen o = job.get();
  EXPECT_FALSE(o.session);
  return o.error;
}

// The scenario text with one byte changed.
std::string replaced_title(std::string text) {
  const auto at = text.find("Crossroads");
  EXPECT_NE(at, std::string::npos);
  if (at != std::string::npos) text[at + 6] = '0';
  return text;
}

// The line of the save's 'scenario' entry, for the expected messages.
std::string at_scenario(const std::string& save) { return save + ":2: "; }

}  // namespace

TEST(UntrustedSave, ASaveNamingAFifoIsRefusedAtOnce) {
  TempDir dir("fifo_save");
  const auto game = played();
  const std::string fifo = dir.file("pipe.xml");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const std::string save = write(dir.file("game.hxsave"), naming(*game, "pipe.xml"));
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(load_error_within(save, fifo), at_scenario(save) + "scenario 'pipe.xml' (" + fifo +
                                               "): a named pipe (FIFO), not a regular file: Hexfire reads only "
                                               "regular files");
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

TEST(UntrustedSave, ASaveNamingDevZeroOrAnyAbsolutePathIsRefusedUnread) {
  TempDir dir("zero_save");
  const auto game = played();
  const std::string save = write(dir.file("game.hxsave"), naming(*game, "/dev/zero"));
  EXPECT_EQ(load_error_within(save), at_scenario(save) + "scenario '/dev/zero' is an absolute path, refused: " + kOnlyInside);
  // Even the real scenario, named by its absolute path: a save cannot point anywhere on disk.
  write(save, naming(*game, crossroads()));
  EXPECT_EQ(load_error_within(save),
            at_scenario(save) + "scenario '" + crossroads() + "' is an absolute path, refused: " + kOnlyInside);
}

TEST(UntrustedSave, ASaveNamingAnotherFileNeverShowsItsHash) {
  TempDir dir("other_file_save");
  const auto game = played();
  const std::string save = dir.file("game.hxsave");
  // Up and out of the folder.
  write(save, naming(*game, "../../../../../../etc/passwd"));
  EXPECT_EQ(load_error_within(save), at_scenario(save) + "scenario '../../../../../../etc/passwd' goes up a folder "
                                                         "('..'), refused: " + kOnlyInside);
  // A link beside the save that leads out of its folder.
  fs::create_symlink("/etc/passwd", dir.file("looks_fine.xml"));
  write(save, naming(*game, "looks_fine.xml"));
  EXPECT_EQ(load_error_within(save), at_scenario(save) + "scenario 'looks_fine.xml' (" + dir.file("looks_fine.xml") +
                                         ") is a link that leads out of its folder, refused: " + kOnlyInside);
  // A file inside the folder that is not the scenario: refused, and its hash is not given away.
  const std::string secret = "my private notes\n";
  write(dir.file("notes.xml"), secret);
  write(save, naming(*game, "notes.xml"));
  const std::string error = load_error_within(save);
  EXPECT_EQ(error, at_scenario(save) + "scenario '" + dir.file("notes.xml") +
                       "' has changed since the game was saved (its content does not match the save's scenario-hash " +
                       game->scenario_hash() + ")");
  EXPECT_EQ(error.find(scenario_content_hash(secret)), std::string::npos);
}

TEST(UntrustedSave, ASaveMailedWithItsScenarioOpensOnAnotherMachine) {
  TempDir mine("mail_sender"), theirs("mail_receiver");
  // The sender plays a scenario of their own, kept beside their saves.
  fs::copy_file(crossroads(), mine.file("my_battle.xml"));
  auto game = open_game(mine.file("my_battle.xml"), 9);
  Rng policy(9);
  for (int k = 0; k < 15; ++k) game->submit(*random_legal(*game, policy, 30));
  ASSERT_FALSE(game->save(mine.file("turn3.hxsave")));
  // Only the .hxsave travels; on the other side a FIFO sits where the path points, so following
  // the path would fail: the save's own copy is used.
  fs::copy_file(mine.file("turn3.hxsave"), theirs.file("turn3.hxsave"));
  ASSERT_EQ(::mkfifo(theirs.file("my_battle.xml").c_str(), 0600), 0);
  auto job = std::async(std::launch::async, [&] { return load_save_file(theirs.file("turn3.hxsave"), rules_dir()); });
  ASSERT_EQ(job.wait_for(std::chrono::seconds(10)), std::future_status::ready);
  SessionOpen o = job.get();
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(match_hash(o.session->match()), match_hash(game->match()));
  EXPECT_EQ(o.session->scenario_text(), game->scenario_text());
  // It plays on and saves again, still carrying the scenario.
  ASSERT_FALSE(o.session->save(theirs.file("turn4.hxsave")));
  fs::remove(theirs.file("my_battle.xml"));
  SessionOpen again = load_save_file(theirs.file("turn4.hxsave"), rules_dir());
  ASSERT_TRUE(again.session) << again.error;
  EXPECT_EQ(match_hash(again.session->match()), match_hash(game->match()));
}

TEST(UntrustedSave, ASaveCarryingItsScenarioNamesItByTheSameRules) {
  // The game reported against that name, watched it for live reload and read it once it
  // changed: a carried scenario's name is refused as a save without one would be.
  TempDir dir("carried_name");
  const auto game = played();
  const std::string save = dir.file("game.hxsave");
  auto carrying = [&](const std::string& name) {
    SaveFile f = game->to_save();
    f.scenario_path = name;
    return write(save, format_save(f));
  };
  const std::string secret = write(dir.file("secret.xml"), "my private notes\n");
  carrying(secret);
  EXPECT_EQ(load_error_within(save), at_scenario(save) + "scenario '" + secret + "' is an absolute path, refused: " + kOnlyInside);
  carrying("../victim/secret.xml");
  EXPECT_EQ(load_error_within(save),
            at_scenario(save) + "scenario '../victim/secret.xml' goes up a folder ('..'), refused: " + kOnlyInside);
  fs::create_symlink("/etc/passwd", dir.file("looks_fine.xml"));
  carrying("looks_fine.xml");
  EXPECT_EQ(load_error_within(save), at_scenario(save) + "scenario 'looks_fine.xml' (" + dir.file("looks_fine.xml") +
                                         ") is a link that leads out of its folder, refused: " + kOnlyInside);
}

TEST(UntrustedSave, ACarriedScenarioWithoutItsFileIsPlacedInTheSavesFolder) {
  // Not the name as it stands, which the running program would take from its own folder: the
  // path it has in the save's folder, which live reload may watch.
  TempDir dir("carried_placed");
  const auto game = played();
  SaveFile f = game->to_save();
  f.scenario_path = "victim/secret.xml";
  const std::string save = write(dir.file("game.hxsave"), format_save(f));
  SessionOpen o = load_save_file(save, rules_dir());
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(o.session->setup().scenario_path, dir.file("victim/secret.xml"));
  EXPECT_EQ(o.session->scenario_name(), "victim/secret.xml");
  const ReloadSource nothing = reload_source(*o.session, save);
  EXPECT_EQ(nothing.path, "");
  // Put there later, it is the file live reload follows: inside the save's folder.
  fs::create_directories(dir.file("victim"));
  write(dir.file("victim/secret.xml"), game->scenario_text());
  EXPECT_EQ(reload_source(*o.session, save).path, dir.file("victim/secret.xml"));
}

TEST(UntrustedSave, TheCarriedScenarioMustMatchItsHash) {
  const auto game = played();
  SaveFile f = game->to_save();
  ASSERT_TRUE(f.scenario_text);
  f.scenario_text = replaced_title(*f.scenario_text);
  const std::string text = format_save(f);
  SessionOpen o = load_save_text(text, "edited.hxsave", rules_dir());
  EXPECT_FALSE(o.session);
  EXPECT_EQ(o.error, "edited.hxsave:4: the scenario carried in the save does not match its scenario-hash " +
                         game->scenario_hash() + " (a damaged or hand-edited save)");
}

TEST(UntrustedSave, ASaveWithoutItsScenarioStillLoadsFromTheScenarioFolder) {
  const auto game = played();
  for (const std::string name : {"fireline/crossroads.xml", "scenarios/fireline/crossroads.xml"}) {
    SCOPED_TRACE(name);
    SessionOpen o = load_save_text(naming(*game, name), "elsewhere/old.hxsave", rules_dir());
    ASSERT_TRUE(o.session) << o.error;
    EXPECT_EQ(match_hash(o.session->match()), match_hash(game->match()));
  }
  // What the writer records without the scenario is that safe name.
  EXPECT_EQ(game->to_save(false, false).scenario_path, "fireline/crossroads.xml");
  EXPECT_FALSE(game->to_save(false, false).scenario_text);
}

TEST(UntrustedSave, AnUnknownOptionIsRefusedAtItsLine) {
  const auto game = played();
  SaveFile f = game->to_save();
  f.options["no_such_rule"] = "1";
  const std::string text = format_save(f);
  const auto line = std::count(text.begin(), text.begin() + static_cast<long>(text.find("option no_such_rule")), '\n') + 1;
  SessionOpen o = load_save_text(text, "opt.hxsave", rules_dir());
  EXPECT_FALSE(o.session);
  EXPECT_EQ(o.error, "opt.hxsave:" + std::to_string(line) + ": option 'no_such_rule': the fireline ruleset has no such option");
  // The options of the ruleset and of the sequence of play are known.
  auto alt = open_game(crossroads(), 5, {{"activation_mode", "alternate"}, {"round_fire", "up"}});
  Rng policy(5);
  for (int k = 0; k < 6; ++k) ASSERT_TRUE(alt->submit(*random_legal(*alt, policy, 30)).ok);
  SessionOpen known = load_save_text(format_save(alt->to_save()), "opt.hxsave", rules_dir());
  ASSERT_TRUE(known.session) << known.error;
  EXPECT_EQ(known.session->setup().options.at("round_fire"), "up");
}

TEST(UntrustedSave, AControlCharacterInASaveIsRefusedAndNotEchoed) {
  const auto game = played();
  SaveFile f = game->to_save();
  f.options["activation_mode"] = "\x1b[2Jalternate";
  const std::string text = format_save(f);
  const auto line = std::count(text.begin(), text.begin() + static_cast<long>(text.find("option activation_mode")), '\n') + 1;
  SessionOpen o = load_save_text(text, "esc.hxsave", rules_dir());
  EXPECT_FALSE(o.session);
  EXPECT_EQ(o.error, "esc.hxsave:" + std::to_string(line) +
                         ": the line contains the control character 0x1b (ESC): a save is plain text (a hand-made or "
                         "damaged file)");
  // Not a save at all, with an escape sequence in its first line: quoted escaped.
  SessionOpen bad = load_save_text("\x1b]0;owned\x07\n", "t.hxsave", rules_dir());
  EXPECT_EQ(bad.error, "t.hxsave:1: not a Hexfire save (the first line should be 'hexfire-save 4', found "
                       "'\\x1b]0;owned\\x07')");
}

TEST(UntrustedSave, TheCarriedScenarioKeepsEveryByte) {
  // Tabs, carriage returns, backslashes, a missing final newline: the lines are escaped and come
  // back byte for byte (checked through the content hash on load).
  SaveFile f;
  f.scenario_path = "x.xml";
  f.scenario_text = std::string("a\tb\\c\r\n\\x41\n\x7f", 14);
  f.scenario_hash = scenario_content_hash(*f.scenario_text);
  f.system = "fireline";
  f.state_hash = "0123456789abcdef";
  const SaveParse p = parse_save(format_save(f), "x.hxsave");
  ASSERT_TRUE(p.ok()) << p.error.to_string();
  EXPECT_EQ(p.save->scenario_text, f.scenario_text);
  f.scenario_text = "ends with a newline\n";
  EXPECT_EQ(parse_save(format_save(f), "x.hxsave").save->scenario_text, f.scenario_text);
}

TEST(UntrustedSave, AKilledSavesTemporaryFileIsRemovedByTheNextSave) {
  TempDir dir("killed_save");
  const auto game = played();
  const std::string path = dir.file("game.hxsave");
  // A save killed mid-write, in a child process: its temporary file stays behind.
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) {
    WriteFaults f;
    f.crash_after_bytes = 100;
    write_file_atomic(path, format_save(game->to_save()), f);
    std::_Exit(0);
  }
  int status = 0;
  ASSERT_EQ(::waitpid(child, &status, 0), child);
  const std::string left = path + ".tmp." + std::to_string(child);
  ASSERT_TRUE(fs::exists(left));
  // Files that only look alike stay: a live process's, another program's, another pattern.
  const std::string live = write(dir.file("other.hxsave.tmp." + std::to_string(::getppid())), "x");
  const std::string foreign = write(dir.file("notes.txt.tmp." + std::to_string(child)), "x");
  const std::string not_pid = write(dir.file("game.hxsave.tmp.12x"), "x");
  ASSERT_FALSE(game->save(path));
  EXPECT_FALSE(fs::exists(left));
  EXPECT_TRUE(fs::exists(live));
  EXPECT_TRUE(fs::exists(foreign));
  EXPECT_TRUE(fs::exists(not_pid));
  EXPECT_TRUE(load_save_file(path, rules_dir()).session);
}

TEST(UntrustedSave, AutosaveClearsTheTemporaryFilesOfAKilledGame) {
  TempDir dir("killed_autosave");
  const pid_t child = ::fork();
  ASSERT_GE(child, 0);
  if (child == 0) std::_Exit(0);
  ASSERT_EQ(::waitpid(child, nullptr, 0), child);
  const std::string left = write(dir.file("autosave-000004.hxsave.tmp." + std::to_string(child)), "half a save");
  EXPECT_EQ(remove_stale_save_temps(dir.path.string()), 1u);
  EXPECT_FALSE(fs::exists(left));
  write(left, "half a save");
  auto s = open_game(crossroads(), 3);
  s->set_autosave({dir.path.string(), 3});
  ASSERT_TRUE(s->submit(cmd(s->match().state.side(*s->match().flow.in_control).key + " end")).ok);
  EXPECT_FALSE(fs::exists(left));
}

}  // namespace hexfire::test
