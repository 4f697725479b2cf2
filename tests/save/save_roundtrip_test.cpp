// Save and load at many points of a game give identical state hashes; a loaded save continues
// with the same dice (play by e-mail); the format has its header, snapshot and checksum.
#include "engine/flow/match_hash.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/save_load.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {

TEST(SaveRoundTrip, SaveAndLoadAtManyPointsGiveIdenticalHashes) {
  TempDir dir("roundtrip");
  auto s = open_game(crossroads(), 4);
  Rng policy(4);
  int points = 0;
  for (int k = 0; k < 120 && !s->match().flow.game_over; ++k) {
    ASSERT_TRUE(s->submit(*random_legal(*s, policy, 20)).ok);
    if (k % 4 != 0) continue;
    const std::string path = dir.file("game.hxsave");
    ASSERT_FALSE(s->save(path, k % 8 == 0));
    SessionOpen o = load_save_file(path, rules_dir());
    ASSERT_TRUE(o.session) << o.error;
    EXPECT_EQ(match_hash(o.session->match()), match_hash(s->match())) << "after " << k + 1 << " commands";
    EXPECT_EQ(o.session->match().flow.turn, s->match().flow.turn);
    EXPECT_EQ(o.session->match().flow.phase, s->match().flow.phase);
    EXPECT_EQ(o.session->log(), s->log());
    ++points;
  }
  EXPECT_GE(points, 20);
}

TEST(SaveRoundTrip, ALoadedSaveGoesOnWithTheSameDiceAsTheOriginal) {
  auto s = open_game(crossroads(), 8);
  Rng policy(8);
  for (int k = 0; k < 25; ++k) ASSERT_TRUE(s->submit(*random_legal(*s, policy, 20)).ok);
  SessionOpen o = load_save_text(format_save(s->to_save()), "mailed.hxsave", rules_dir());
  ASSERT_TRUE(o.session) << o.error;
  GameSession& mailed = *o.session;
  Rng p1(77), p2(77);
  for (int k = 0; k < 40 && !s->match().flow.game_over; ++k) {
    const auto a = random_legal(*s, p1, 15);
    const auto b = random_legal(mailed, p2, 15);
    ASSERT_EQ(a, b);
    const ApplyResult ra = s->submit(*a);
    const ApplyResult rb = mailed.submit(*b);
    ASSERT_EQ(ra.resolutions.size(), rb.resolutions.size());
    for (std::size_t i = 0; i < ra.resolutions.size(); ++i)
      EXPECT_EQ(format_resolution(ra.resolutions[i]), format_resolution(rb.resolutions[i]));
    ASSERT_EQ(match_hash(s->match()), match_hash(mailed.match()));
  }
}

TEST(SaveRoundTrip, TheTextHasAVersionHeaderTheLogASnapshotAndAChecksumLast) {
  auto s = open_game(crossroads(), 2);
  const std::string side = s->match().state.side(*s->match().flow.in_control).key;
  ASSERT_TRUE(s->submit(cmd(side + " end")).ok);
  const std::string text = format_save(s->to_save(true));
  EXPECT_EQ(text.rfind("hexfire-save 4\n", 0), 0u);
  EXPECT_NE(text.find("\ncommands 1\ncommand " + side + " end\n"), std::string::npos);
  EXPECT_NE(text.find("\nseed 2\n"), std::string::npos);
  EXPECT_NE(text.find("\nstate-hash " + match_hash_hex(s->match()) + "\n"), std::string::npos);
  EXPECT_NE(text.find("\n| flow turn 1"), std::string::npos);
  const auto last = text.rfind("checksum ");
  ASSERT_NE(last, std::string::npos);
  EXPECT_EQ(text.size() - last, std::string("checksum 0123456789abcdef\n").size());
  const SaveParse p = parse_save(text, "x");
  ASSERT_TRUE(p.ok()) << p.error.to_string();
  EXPECT_EQ(p.save->snapshot.size(), std::count(text.begin(), text.end(), '|') + 0u);
}

TEST(SaveRoundTrip, AlternatingOptionIsKeptInTheSave) {
  auto s = open_game(crossroads(), 2, {{"activation_mode", "alternate"}});
  ASSERT_TRUE(s->submit(cmd("usa activate kanawha")).ok);
  SessionOpen o = load_save_text(format_save(s->to_save()), "alt.hxsave", rules_dir());
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(o.session->setup().options.at("activation_mode"), "alternate");
  EXPECT_EQ(match_hash(o.session->match()), match_hash(s->match()));
}

// Version 4: who plays each side travels with the save, and a save that names a side the
// scenario lacks, a strength there is not, or a side twice is refused at that line.
TEST(SaveRoundTrip, WhoPlaysEachSideIsKeptInTheSave) {
  auto s = open_game(crossroads(), 3);
  s->set_players({{"usa", "person"}, {"csa", "hard"}});
  const std::string text = format_save(s->to_save());
  EXPECT_NE(text.find("\nplayer usa person\nplayer csa computer hard\n"), std::string::npos);
  SessionOpen o = load_save_text(text, "vs.hxsave", rules_dir());
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(o.session->players(), s->players());
  // A game that never said (a new one, or hexfire-cli's) writes no player line.
  EXPECT_EQ(format_save(open_game(crossroads(), 3)->to_save()).find("\nplayer "), std::string::npos);
}

TEST(SaveRoundTrip, ABadPlayerLineIsRefusedAtItsLine) {
  auto s = open_game(crossroads(), 3);
  auto line_of = [](const std::string& text, const std::string& what) {
    return std::to_string(std::count(text.begin(), text.begin() + static_cast<long>(text.find(what)), '\n') + 1);
  };
  SaveFile f = s->to_save();
  f.players = {{"usa", "person"}, {"prussia", "normal"}};
  std::string text = format_save(f);
  EXPECT_EQ(load_save_text(text, "p.hxsave", rules_dir()).error,
            "p.hxsave:" + line_of(text, "player prussia") +
                ": player of side 'prussia': the scenario has no such side (its sides: usa, csa)");
  f.players = {{"usa", "grandmaster"}};
  text = format_save(f);
  EXPECT_EQ(load_save_text(text, "p.hxsave", rules_dir()).error,
            "p.hxsave:" + line_of(text, "player usa") +
                ": player needs a side and 'person' or 'computer easy|normal|hard', found 'usa computer grandmaster'");
  f.players = {{"usa", "easy"}, {"usa", "person"}};
  text = format_save(f);
  EXPECT_EQ(load_save_text(text, "p.hxsave", rules_dir()).error,
            "p.hxsave:" + line_of(text, "player usa person") + ": the player of side 'usa' is given twice");
  f.players = {{"usa", "easy"}};
  f.version = 3;
  text = format_save(f);
  EXPECT_EQ(load_save_text(text, "p.hxsave", rules_dir()).error,
            "p.hxsave:" + line_of(text, "player usa") + ": 'player' needs save format version 4");
}

}  // namespace hexfire::test
