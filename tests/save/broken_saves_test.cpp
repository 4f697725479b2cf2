// Broken saves: each kind of damage gets its own exact message with file:line, never a crash.
// Four live in tests/fixtures/saves; the rest are made here from a fresh valid save (they name
// the shipped scenario's content hash, which changes when the scenario is edited).
#include <fstream>
#include <functional>

#include "engine/flow/match_hash.hpp"
#include "engine/io/save_load.hpp"
#include "engine/state/state_hash.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

std::vector<std::string> split_lines(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  while (start < text.size()) {
    const auto end = text.find('\n', start);
    out.push_back(text.substr(start, end - start));
    start = end + 1;
  }
  return out;
}

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

// The save's lines without the checksum, edited, then sealed with a correct checksum again.
std::string resealed(const std::vector<std::string>& lines) {
  std::vector<std::string> body(lines.begin(), lines.end() - 1);
  return seal_save_text(join(body));
}

std::size_t index_of(const std::vector<std::string>& lines, const std::string& prefix) {
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i].rfind(prefix, 0) == 0) return i;
  ADD_FAILURE() << "no line starts with " << prefix;
  return 0;
}

std::string load_error(const std::string& path) {
  SessionOpen o = load_save_file(path, rules_dir());
  EXPECT_FALSE(o.session);
  return o.error;
}

struct Valid {
  std::unique_ptr<GameSession> game;
  std::string text;
  std::vector<std::string> lines;
};

Valid valid_save() {
  Valid v;
  v.game = open_game(crossroads(), 12);
  Rng policy(12);
  for (int k = 0; k < 12; ++k) v.game->submit(*random_legal(*v.game, policy, 30));
  // Without the scenario carried, so the cases below can also damage the way it is found.
  v.text = format_save(v.game->to_save(false, false));
  v.lines = split_lines(v.text);
  return v;
}

}  // namespace

TEST(BrokenSaves, FixtureFilesEachGetTheirMessage) {
  const std::string dir = repo_path("tests/fixtures/saves/");
  EXPECT_EQ(load_error(dir + "empty.hxsave"), dir + "empty.hxsave: the file is empty: not a Hexfire save");
  EXPECT_EQ(load_error(dir + "not_a_save.hxsave"),
            dir + "not_a_save.hxsave:1: not a Hexfire save (the first line should be 'hexfire-save 4', found "
                  "'<?xml version=\"1.0\"?>')");
  EXPECT_EQ(load_error(dir + "version_5.hxsave"),
            dir + "version_5.hxsave:1: save format version 5 is not supported (this build reads version 4)");
  EXPECT_EQ(load_error(dir + "version_1.hxsave"),
            dir + "version_1.hxsave:1: save format version 1 comes from an earlier Hexfire whose rules play "
                  "differently; this build reads versions 2 to 4 and cannot replay it");
  EXPECT_EQ(load_error(dir + "truncated.hxsave"),
            dir + "truncated.hxsave:7: the save is truncated: it ends without its checksum line (146 bytes)");
  EXPECT_EQ(load_error(dir + "missing.hxsave"), dir + "missing.hxsave: cannot open: No such file or directory");
}

TEST(BrokenSaves, EachDamageGetsItsExactMessage) {
  TempDir dir("broken");
  const Valid v = valid_save();
  const auto& L = v.lines;
  const std::size_t ck = L.size() - 1;
  const std::string ckn = std::to_string(ck + 1);
  const std::size_t seed = index_of(L, "seed "), cmds = index_of(L, "commands "), sh = index_of(L, "state-hash ");
  const std::size_t first_cmd = index_of(L, "command "), sc = index_of(L, "scenario "), sch = index_of(L, "scenario-hash ");
  const std::size_t n_cmds = v.game->log().size();
  const std::string hash = match_hash_hex(v.game->match());

  struct Case {
    std::string name;
    std::function<std::string()> make;
    std::function<std::string(const std::string& file)> expect;
  };
  auto edit = [&](std::size_t i, const std::string& to) {
    auto l = L;
    l[i] = to;
    return resealed(l);
  };
  auto at = [](std::size_t i) { return ":" + std::to_string(i + 1) + ": "; };
  std::vector<Case> cases;
  cases.push_back({"version_word", [&] { return edit(0, "hexfire-save one"); },
                   [](const std::string& f) { return f + ":1: the version 'one' is not a number"; }});
  cases.push_back({"cut_in_half", [&] { return v.text.substr(0, v.text.size() / 2); },
                   [&](const std::string& f) {
                     const std::string half = v.text.substr(0, v.text.size() / 2);
                     const auto lines = std::count(half.begin(), half.end(), '\n') + (half.back() == '\n' ? 0 : 1);
                     return f + ":" + std::to_string(lines) + ": the save is truncated: it ends without its checksum line (" +
                            std::to_string(half.size()) + " bytes)";
                   }});
  cases.push_back({"checksum_cut", [&] { return v.text.substr(0, v.text.size() - 5); },
                   [&](const std::string& f) { return f + ":" + ckn + ": the checksum line is cut short"; }});
  cases.push_back({"tampered_command", [&] {
                     auto t = v.text;
                     t[t.find("\ncommand ") + 9] = t[t.find("\ncommand ") + 9] == 'u' ? 'c' : 'u';
                     return t;
                   },
                   [&](const std::string& f) {
                     auto t = v.text;
                     t[t.find("\ncommand ") + 9] = t[t.find("\ncommand ") + 9] == 'u' ? 'c' : 'u';
                     const std::string body = t.substr(0, t.rfind("checksum "));
                     return f + ":" + ckn + ": checksum mismatch: the file was changed or damaged after it was written (file says " +
                            L[ck].substr(9) + ", contents give " + hash_hex(fnv1a64(body)) + ")";
                   }});
  cases.push_back({"checksum_garbage", [&] { auto l = L; l[ck] = "checksum xyz"; return join(l); },
                   [&](const std::string& f) { return f + ":" + ckn + ": checksum 'xyz' is not 16 lowercase hex digits"; }});
  cases.push_back({"after_checksum", [&] { return v.text + "command usa end\n"; },
                   [&](const std::string& f) { return f + ":" + std::to_string(ck + 2) + ": text after the checksum line"; }});
  cases.push_back({"nul_byte", [&] { auto t = v.text; t[t.find("\nseed ") + 3] = '\0'; return t; },
                   [&](const std::string& f) { return f + at(seed) + "the line contains a NUL byte: the file is damaged"; }});
  cases.push_back({"unknown_entry", [&] { return edit(seed, "colour blue"); },
                   [&](const std::string& f) { return f + at(seed) + "unknown entry 'colour'"; }});
  cases.push_back({"seed_word", [&] { return edit(seed, "seed abc"); },
                   [&](const std::string& f) { return f + at(seed) + "seed 'abc' is not a whole number"; }});
  cases.push_back({"seed_twice", [&] { auto l = L; l.insert(l.begin() + static_cast<long>(seed), l[seed]); return resealed(l); },
                   [&](const std::string& f) { return f + at(seed + 1) + "'seed' is given twice"; }});
  cases.push_back({"no_seed", [&] { auto l = L; l.erase(l.begin() + static_cast<long>(seed)); return resealed(l); },
                   [](const std::string& f) { return f + ": the save has no 'seed' line"; }});
  cases.push_back({"count_off", [&] { return edit(cmds, "commands " + std::to_string(n_cmds + 1)); },
                   [&](const std::string& f) {
                     return f + at(cmds) + "'commands " + std::to_string(n_cmds + 1) + "' but " + std::to_string(n_cmds) +
                            " command line(s) follow";
                   }});
  cases.push_back({"command_no_verb", [&] { return edit(first_cmd, "command usa"); },
                   [&](const std::string& f) { return f + at(first_cmd) + "command: a command needs a side and a verb (\"usa end\")"; }});
  cases.push_back({"command_first", [&] { auto l = L; std::swap(l[cmds], l[first_cmd]); return resealed(l); },
                   [&](const std::string& f) { return f + at(cmds) + "a command before the 'commands' count"; }});
  cases.push_back({"scenario_hash_word", [&] { return edit(sch, "scenario-hash zz"); },
                   [&](const std::string& f) { return f + at(sch) + "scenario-hash 'zz' is not 16 lowercase hex digits"; }});
  cases.push_back({"state_hash_word", [&] { return edit(sh, "state-hash 12"); },
                   [&](const std::string& f) { return f + at(sh) + "state-hash '12' is not 16 lowercase hex digits"; }});
  cases.push_back({"option_no_value", [&] { auto l = L; l.insert(l.begin() + static_cast<long>(seed) + 1, "option reaction_fire"); return resealed(l); },
                   [&](const std::string& f) { return f + at(seed + 1) + "option needs a name and a value"; }});
  cases.push_back({"snapshot_short", [&] { auto l = L; l.insert(l.end() - 1, "snapshot 3"); l.insert(l.end() - 1, "| x"); return resealed(l); },
                   [&](const std::string& f) { return f + ":" + std::to_string(ck + 3) + ": the snapshot is missing 2 line(s)"; }});
  cases.push_back({"scenario_gone", [&] { return edit(sc, "scenario gone.xml"); },
                   [&](const std::string& f) {
                     return f + at(sc) + "scenario 'gone.xml' is neither in the save's folder (" + dir.path.string() +
                            ") nor in the scenario folder (" + repo_path("scenarios") + ")";
                   }});
  cases.push_back({"scenario_changed", [&] { return edit(sch, "scenario-hash 0000000000000000"); },
                   [&](const std::string& f) {
                     return f + at(sc) + "scenario '" + crossroads() + "' has changed since the game was saved (its content "
                            "does not match the save's scenario-hash 0000000000000000)";
                   }});
  cases.push_back({"other_system", [&] { return edit(index_of(L, "system "), "system volley"); },
                   [&](const std::string& f) { return f + at(sc) + "the save is for rule system 'volley' but the scenario plays 'fireline'"; }});
  cases.push_back({"bad_option", [&] { auto l = L; l.insert(l.begin() + static_cast<long>(seed) + 1, "option activation_mode sideways"); return resealed(l); },
                   [&](const std::string& f) {
                     return f + at(seed + 1) + "option activation_mode is 'sideways': use chit_cup or alternate";
                   }});
  cases.push_back({"state_hash_tampered", [&] { return edit(sh, "state-hash 0123456789abcdef"); },
                   [&](const std::string& f) {
                     return f + at(sh) + "state hash after replaying " + std::to_string(n_cmds) + " command(s) is " + hash +
                            " but the save says 0123456789abcdef (a tampered save, or one from a different engine version)";
                   }});
  cases.push_back({"illegal_on_replay", [&] { return edit(first_cmd + 1, "command nobody end"); },
                   [&](const std::string& f) {
                     return f + at(first_cmd + 1) + "command 2 'nobody end' is illegal on replay: there is no side 'nobody' in this scenario (usa, csa)";
                   }});
  cases.push_back({"turn_word", [&] { return edit(index_of(L, "turn "), "turn soon"); },
                   [&](const std::string& f) { return f + at(index_of(L, "turn ")) + "turn 'soon' is not a turn number"; }});

  ASSERT_GE(cases.size(), 20u);
  for (const Case& c : cases) {
    SCOPED_TRACE(c.name);
    const std::string path = dir.file(c.name + ".hxsave");
    {
      std::ofstream out(path, std::ios::binary);
      out << c.make();
    }
    EXPECT_EQ(load_error(path), c.expect(path));
  }
}

TEST(BrokenSaves, EveryTruncationOfAValidSaveIsAMessageNotACrash) {
  const Valid v = valid_save();
  for (std::size_t n = 0; n < v.text.size(); n += 7) {
    SessionOpen o = load_save_text(v.text.substr(0, n), "cut.hxsave", rules_dir());
    EXPECT_FALSE(o.session) << n;
    EXPECT_EQ(o.error.rfind("cut.hxsave", 0), 0u) << o.error;
  }
}

}  // namespace hexfire::test
