// Helpers shared by tests/flow and tests/save: opening the shipped scenarios, commands from
// text, and a seeded random policy that picks among the legal commands.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <memory>
#include <string>

#include "engine/core/rng.hpp"
#include "engine/flow/game_session.hpp"
#include "engine/flow/match_hash.hpp"
#include "engine/io/save_load.hpp"
#include "support/text_file.hpp"

namespace hexfire::test {

inline std::string repo_path(const std::string& rel) { return std::string(HEXFIRE_SOURCE_DIR) + "/" + rel; }
inline std::string rules_dir() { return repo_path("assets/rules"); }
inline std::string crossroads() { return repo_path("scenarios/fireline/crossroads.xml"); }

// The crossroads scenario's text with the Union given `vp` VP from the start (<bonus>); the
// Confederates hold 8 VP of objectives there.
inline std::string crossroads_with_union_bonus(int vp) {
  return test_support::replaced(test_support::read_text_file(crossroads()), "    <sudden-death side=\"usa\"",
                                "    <bonus side=\"usa\" vp=\"" + std::to_string(vp) + "\"/>\n    <sudden-death side=\"usa\"");
}

inline std::unique_ptr<GameSession> open_game(const std::string& scenario, std::optional<std::uint64_t> seed = {},
                                              std::map<std::string, std::string> options = {}) {
  SessionOpen o = GameSession::open({scenario, rules_dir(), seed, std::move(options)});
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

inline Command cmd(const std::string& line) {
  std::string why;
  auto c = parse_command_line(line, why);
  EXPECT_TRUE(c) << why;
  return c.value_or(Command{});
}

// A legal command chosen at random; "end" with probability end_percent/100 (or when nothing
// else is legal) so activations do not run forever.
inline std::optional<Command> random_legal(const GameSession& s, Rng& rng, int end_percent = 30) {
  const auto legal = s.legal_commands();
  if (legal.empty()) return std::nullopt;
  std::vector<Command> acts;
  std::optional<Command> end;
  for (const auto& c : legal) {
    if (c.verb == "end") end = c;
    else acts.push_back(c);
  }
  if (end && (acts.empty() || rng.below(100) < end_percent)) return end;
  if (acts.empty()) return std::nullopt;
  return acts[static_cast<std::size_t>(rng.below(static_cast<int>(acts.size())))];
}

// Plays random legal commands (random_legal, seeded with `seed`) until the game is over or
// `limit` commands have been played; every one must apply.
inline void play_randomly_to_end(GameSession& s, std::uint64_t seed, int end_percent, int limit) {
  Rng pick(seed);
  for (int i = 0; i < limit && !s.match().flow.game_over; ++i) {
    const auto c = random_legal(s, pick, end_percent);
    ASSERT_TRUE(c);
    const ApplyResult r = s.submit(*c);
    ASSERT_TRUE(r.ok) << to_line(*c) << ": " << r.error;
  }
}

// The game's save, read back from its text with `rules`, replays to the same state hash.
inline void expect_save_replays(const GameSession& s, const std::string& rules, const std::string& name) {
  const std::string text = format_save(s.to_save());
  SessionOpen again = load_save_text(text, name, rules);
  ASSERT_TRUE(again.session) << again.error;
  EXPECT_EQ(match_hash_hex(again.session->match()), match_hash_hex(s.match()));
}

// A fresh directory under the build's temp area, removed by the caller's TempDir.
struct TempDir {
  std::filesystem::path path;
  explicit TempDir(const std::string& name) {
    path = std::filesystem::temp_directory_path() / ("hexfire_" + name + "_" + std::to_string(::testing::UnitTest::GetInstance()->random_seed()) + "_" + std::to_string(reinterpret_cast<std::uintptr_t>(this)));
    std::filesystem::remove_all(path);
    std::filesystem::create_directories(path);
  }
  ~TempDir() {
    std::error_code ec;
    std::filesystem::remove_all(path, ec);
  }
  std::string file(const std::string& name) const { return (path / name).string(); }
};

}  // namespace hexfire::test
