// A loaded game holds what each command did (ledgers, log lines, events) exactly as live play
// recorded it, and the scenario it parsed, so a screen taking it over shows its log without
// playing or parsing anything again.
#include "engine/flow/match_hash.hpp"
#include "engine/io/save_load.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {

TEST(SessionRecords, ALoadedGameRecordsWhatLivePlayRecorded) {
  auto live = open_game(crossroads(), 11);
  Rng policy(11);
  int ledgers = 0;
  for (int k = 0; k < 80 && !live->match().flow.game_over; ++k) {
    const ApplyResult r = live->submit(*random_legal(*live, policy, 15));
    ASSERT_TRUE(r.ok) << r.error;
    ASSERT_EQ(live->records().size(), live->log().size());
    EXPECT_EQ(live->records().back().log, r.log);
    ledgers += static_cast<int>(r.resolutions.size());
  }
  ASSERT_GT(ledgers, 5) << "the random game should have fired, moved through checks or assaulted";
  SessionOpen o = load_save_text(format_save(live->to_save()), "mail.hxsave", rules_dir());
  ASSERT_TRUE(o.session) << o.error;
  const auto& a = live->records();
  const auto& b = o.session->records();
  ASSERT_EQ(a.size(), b.size());
  for (std::size_t i = 0; i < a.size(); ++i) {
    EXPECT_EQ(a[i].log, b[i].log) << i;
    EXPECT_EQ(a[i].events, b[i].events) << i;
    EXPECT_EQ(a[i].undoable, b[i].undoable) << i;
    ASSERT_EQ(a[i].resolutions.size(), b[i].resolutions.size()) << i;
    for (std::size_t j = 0; j < a[i].resolutions.size(); ++j)
      EXPECT_EQ(format_resolution(a[i].resolutions[j]), format_resolution(b[i].resolutions[j])) << i;
  }
  EXPECT_EQ(o.session->scenario().info.title, live->match().info.title);
  EXPECT_EQ(o.session->scenario().initial.map().width(), live->match().state.map().width());
}

TEST(SessionRecords, UndoDropsTheLastRecord) {
  auto s = open_game(crossroads(), 2);
  // Facing rolls no dice: it can be taken back.
  std::optional<Command> face;
  for (const Command& c : s->legal_commands())
    if (c.verb == "face") {
      face = c;
      break;
    }
  ASSERT_TRUE(face);
  ASSERT_TRUE(s->submit(*face).ok);
  ASSERT_EQ(s->records().size(), 1u);
  ASSERT_FALSE(s->undo().has_value());
  EXPECT_TRUE(s->records().empty());
}

}  // namespace hexfire::test
