// Volley played through the seam on the tutorial scenario: the secret orders and their reveal,
// a volley read from the map with its ledger, the end-of-phase morale checks and fall-back, the
// rally phase, and seeded random games that run to the end and replay from their saves.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <iterator>
#include <set>

#include "engine/core/rng.hpp"
#include "engine/flow/side_report.hpp"
#include "engine/rules/volley/volley_board.hpp"
#include "engine/rules/volley/volley_unit.hpp"
#include "flow/flow_helpers.hpp"
#include "volley/volley_random_game.hpp"

namespace hexfire::test {
namespace {

std::string tutorial() { return repo_path("scenarios/volley/tutorial_volley.xml"); }

void play(GameSession& s, const std::vector<std::string>& lines) {
  for (const std::string& l : lines) {
    const ApplyResult r = s.submit(cmd(l));
    ASSERT_TRUE(r.ok) << l << ": " << r.error;
  }
}

const std::vector<std::string> kOrdersTurn1 = {"usa order 0102 fire", "usa order 0204 move", "usa order 0206 hold",
                                               "usa done", "csa order 0604 hold", "csa order 0704 form line",
                                               "csa done"};

const Unit& unit(const GameSession& s, const char* name) { return s.match().state.unit(*s.match().state.find_unit(name)); }

TEST(VolleySystem, TheTutorialStartsWithTheUnionsOrders) {
  auto s = open_game(tutorial());
  ASSERT_TRUE(s);
  EXPECT_EQ(s->match().flow.phase, "orders");
  EXPECT_EQ(s->match().state.side(*s->match().flow.active_side).key, "usa");
  EXPECT_EQ(volley::volley_unit(unit(*s, "20th Maine")).figures, 16);
  EXPECT_EQ(volley::volley_unit(unit(*s, "Battery D, 5th US")).formation, "unlimbered");
  EXPECT_EQ(volley::volley_unit(unit(*s, "Battery D, 5th US")).weapon, "napoleon");
}

TEST(VolleySystem, OrdersStayHiddenFromTheOtherSideUntilRevealed) {
  auto s = open_game(tutorial());
  ASSERT_TRUE(s);
  play(*s, {"usa order 0102 fire", "usa order 0204 move", "usa done"});
  const SideId usa = *s->match().state.find_side("usa"), csa = *s->match().state.find_side("csa");
  const std::string theirs = side_report(*s, csa), mine = side_report(*s, usa);
  EXPECT_EQ(theirs.find("First Fire"), std::string::npos) << theirs;
  EXPECT_NE(theirs.find("secret"), std::string::npos) << theirs;
  const UnitId maine = *s->match().state.find_unit("20th Maine");
  EXPECT_EQ(s->match().flow.system->unit_acted(maine, csa), "");
  EXPECT_EQ(s->match().flow.system->unit_acted(maine, usa), "order: Move");
  EXPECT_EQ(s->match().flow.system->unit_badge(maine, usa), "MOVE");  // the counter's order marker
  EXPECT_EQ(s->match().flow.system->unit_badge(maine, csa), "");
  // The log holds the public words only.
  for (const CommandRecord& r : s->records()) {
    if (r.secret) { EXPECT_EQ(r.words.text, "Union gives an order"); }
  }
  // The held unit was given Hold by `done`, still secret.
  play(*s, {"csa order 0604 hold", "csa done"});
  EXPECT_EQ(s->match().flow.phase, "first_fire");
  EXPECT_EQ(s->match().flow.system->unit_acted(maine, csa), "order: Move");
  (void)mine;
}

TEST(VolleySystem, AFirstFireVolleyReadsTheMap) {
  auto s = open_game(tutorial());
  ASSERT_TRUE(s);
  play(*s, kOrdersTurn1);
  Match m = s->match();
  ScriptedDice dice({3, 4, 4});
  const ApplyResult r = s->rules().apply(m, cmd("usa fire 0102 0604"), &dice);
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  const Resolution& L = r.resolutions.front();
  for (const char* id : {"firer:opening_volley", "firer:first_fire", "formation_artillery", "target:fence_or_woods"})
    EXPECT_TRUE(L.find(id)) << id;
  EXPECT_EQ(L.base_value, 3);            // First Fire: 3 dice
  EXPECT_EQ(L.total_modifier(), 1);      // +2 +1 -1 -1
  EXPECT_EQ(L.result, "1");              // 3 sections, total 12
  EXPECT_EQ(volley::volley_unit(m.state.unit(*m.state.find_unit("7th Louisiana"))).figures, 17);
}

TEST(VolleySystem, AFailedCheckShakesAndAUnitWithoutOfficerFallsBackInDisorder) {
  auto s = open_game(tutorial());
  ASSERT_TRUE(s);
  play(*s, kOrdersTurn1);
  Match m = s->match();
  // The situation: Col. Hays rides away and the 7th Louisiana is green (base morale 4).
  m.state.remove_unit(*m.state.find_unit("Col. Hays"));
  const UnitId la = *m.state.find_unit("7th Louisiana");
  volley::volley_unit(m.state.unit_mut(la)).quality = "green";
  // The battery: 6 6 5 = 17, +2 opening, +1 First Fire, -1 artillery, -1 fence = 18: 3 figures.
  // Its first-loss check: 1 2 = 3, not above 4 - 1 (cover) = 3: shaken, and without an officer
  // it falls back a full move in disorder.
  ScriptedDice dice({6, 6, 5, 1, 2});
  ApplyResult r = s->rules().apply(m, cmd("usa fire 0102 0604"), &dice);
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(volley::volley_unit(m.state.unit(la)).figures, 15);
  const Hex before = *m.state.unit(la).position;
  r = s->rules().apply(m, cmd("usa done"), &dice);
  ASSERT_TRUE(r.ok) << r.error;
  // The 7th Louisiana, on Hold, may fire in the first fire phase too; it holds its fire, and the
  // phase's checks come.
  r = s->rules().apply(m, cmd("csa done"), &dice);
  ASSERT_TRUE(r.ok) << r.error;
  const Unit& u = m.state.unit(la);
  EXPECT_EQ(u.status, UnitStatus::Shaken);
  EXPECT_NE(*u.position, before);
  EXPECT_GT(distance(*u.position, *m.state.unit(*m.state.find_unit("20th Maine")).position), distance(before, *m.state.unit(*m.state.find_unit("20th Maine")).position));
  EXPECT_EQ(volley::volley_unit(u).formation, "disorder");
  EXPECT_TRUE(std::any_of(r.resolutions.begin(), r.resolutions.end(), [](const Resolution& x) { return x.kind == "morale"; }));
}

// A scenario from a stranger: a formation the tables do not know is refused at its line, before
// any rule looks it up.
TEST(VolleySystem, AnUnknownFormationIsRefusedAtItsLine) {
  std::ifstream in(tutorial());
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const std::string from = "formation=\"column\"";
  ASSERT_NE(text.find(from), std::string::npos);
  text.replace(text.find(from), from.size(), "formation=\"sideways\"");
  SessionOpen o = GameSession::open_text({"tutorial_volley.xml", rules_dir(), std::nullopt, {}}, text, "tutorial_volley.xml");
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find("sideways"), std::string::npos) << o.error;
  EXPECT_NE(o.error.find("tutorial_volley.xml:"), std::string::npos) << o.error;
}

TEST(VolleySystem, FlanksFollowTheAngleFromTheFacing) {
  using volley::board::flank_of;
  const Hex at{0, 0};
  EXPECT_EQ(flank_of(HexDirection::N, at, neighbor(at, HexDirection::N)), 0);
  EXPECT_EQ(flank_of(HexDirection::N, at, neighbor(at, HexDirection::NE)), 0);
  EXPECT_EQ(flank_of(HexDirection::N, at, neighbor(at, HexDirection::SE)), 1);
  EXPECT_EQ(flank_of(HexDirection::N, at, neighbor(at, HexDirection::S)), 3);
  EXPECT_EQ(flank_of(HexDirection::N, at, Hex{2, 1}), 2);  // between SE and S
}

// Seeded random legal games, "done" one time in four, to the end of the scenario; each save
// replays to the same hash. 200 games in four runs of 50 (issue 13: at least 200).
class VolleyRandomGames : public ::testing::TestWithParam<int> {};

TEST_P(VolleyRandomGames, PlayToTheEndAndReplay) {
  const std::uint64_t first = static_cast<std::uint64_t>(GetParam()) * 50 + 1;
  for (std::uint64_t seed = first; seed < first + 50; ++seed) {
    auto s = open_game(tutorial(), seed);
    ASSERT_TRUE(s);
    play_random_volley_game(*s, seed, 3000);
    ASSERT_TRUE(s->match().flow.game_over) << "seed " << seed;
    expect_save_replays(*s, rules_dir(), "volley.hxsave");
  }
}

INSTANTIATE_TEST_SUITE_P(Seeds, VolleyRandomGames, ::testing::Values(0, 1, 2, 3));

}  // namespace
}  // namespace hexfire::test

namespace hexfire::test {
namespace {

// The 20th Maine charges the 7th Louisiana behind its fence, played with many seeds: whatever the
// dice, the end the procedure reports is what the map shows.
TEST(VolleyChargeOnMap, EveryOutcomeIsCarriedOutOnTheCounters) {
  std::set<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 80; ++seed) {
    auto s = open_game(tutorial(), seed);
    ASSERT_TRUE(s);
    // Both sides' units on Hold may fire in the first fire phase; they hold their fire.
    play(*s, {"usa order 0102 hold", "usa order 0204 charge", "usa order 0206 hold", "usa done", "csa order 0604 hold",
              "csa order 0704 hold", "csa done", "usa done", "csa done"});
    ASSERT_EQ(s->match().flow.phase, "charge");
    const GameState& before = s->match().state;
    const UnitId maine = *before.find_unit("20th Maine"), la = *before.find_unit("7th Louisiana");
    const Hex a0 = *before.unit(maine).position, d0 = *before.unit(la).position;
    const ApplyResult r = s->submit(cmd("usa charge 0204 0604"));
    ASSERT_TRUE(r.ok) << r.error;
    ASSERT_FALSE(r.resolutions.empty());
    const std::string outcome = r.resolutions.front().result;
    seen.insert(outcome.substr(0, outcome.find(':')));
    const GameState& st = s->match().state;
    const Unit& a = st.unit(maine);
    const Unit& d = st.unit(la);
    EXPECT_TRUE(s->match().flow.system->unit_acted(maine, a.side).find("charged") != std::string::npos);
    if (outcome == "falls short") {
      ASSERT_TRUE(a.position);
      EXPECT_GT(distance(*a.position, d0), 1) << outcome;
      EXPECT_LT(distance(*a.position, d0), distance(a0, d0)) << "it ran in part of the way";
      EXPECT_EQ(*d.position, d0) << outcome;
    } else if (outcome == "stopped by the defensive volley") {
      ASSERT_TRUE(a.position);
      EXPECT_LT(distance(*a.position, d0), distance(a0, d0)) << "halted where the volley met it";
      EXPECT_EQ(*d.position, d0) << outcome;
      EXPECT_TRUE(volley::board::flow_of(s->match()).melees.empty());
    } else if (outcome == "defender wins") {
      EXPECT_EQ(volley::volley_unit(a).formation, "disorder");
      EXPECT_EQ(*d.position, d0);
    } else if (outcome.rfind("attacker wins", 0) == 0) {
      if (outcome.find("captured") != std::string::npos) {
        EXPECT_TRUE(d.eliminated);
      } else {
        ASSERT_TRUE(d.position);
        EXPECT_NE(*d.position, d0) << "the defender falls back 2d6 inches";
        EXPECT_EQ(volley::volley_unit(d).formation, "disorder");
      }
    } else if (outcome.rfind("melee", 0) == 0) {
      const auto& melees = volley::board::flow_of(s->match()).melees;
      const bool both = a.position && d.position && distance(*a.position, *d.position) == 1;
      if (outcome == "melee: still in contact") {
        EXPECT_TRUE(both);
        EXPECT_EQ(melees.size(), 1u);
      }
    }
  }
  // The fence, the officer and the elite defender make most charges fail; the seeds still show
  // several ends of the procedure.
  EXPECT_GE(seen.size(), 3u);
}

}  // namespace
}  // namespace hexfire::test
