// The rout move (6.3, routed_retreat_mp): a routed stack retreats away from the enemy when its
// formation is activated, takes 3 O hits when boxed in, stays put with the option at 0, and a
// saved game with a rout replays to the same states.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "engine/flow/match_hash.hpp"
#include "engine/flow/replay.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/rout.hpp"
#include "engine/rules/fireline/zoc.hpp"
#include "flow/flow_helpers.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

TEST(FirelineRout, RoutedStackRetreatsAwayFromTheEnemy) {
  World w;
  const UnitId us = w.usa_inf("12th Oh", "0404");
  w.csa_inf("5th Va", "0402");
  w.state.unit_mut(us).status = UnitStatus::Routed;
  const auto r = rout_stack(w.state, w.ctx, w.hex("0404"), 3);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->kind, "rout");
  EXPECT_EQ(r->result, "retreat");
  const Hex to = *w.state.unit(us).position;
  EXPECT_NE(to, w.hex("0404"));
  EXPECT_EQ(distance(to, w.hex("0402")), 5);  // 3 clear hexes straight away: 2 + 3
  EXPECT_EQ(w.state.unit(us).status, UnitStatus::Routed);
  EXPECT_EQ(fireline_unit(w.state.unit(us)).o_hits, 0);
  ASSERT_EQ(r->hexes.size(), 2u);
  EXPECT_EQ(r->hexes[1], to);

  // Same situation, same choice: the order of the search is fixed.
  World again;
  const UnitId us2 = again.usa_inf("12th Oh", "0404");
  again.csa_inf("5th Va", "0402");
  again.state.unit_mut(us2).status = UnitStatus::Routed;
  rout_stack(again.state, again.ctx, again.hex("0404"), 3);
  EXPECT_EQ(again.state.unit(us2).position, to);
}

TEST(FirelineRout, StopTerrainAndMpLimitTheRetreat) {
  World w;
  const UnitId us = w.usa_inf("12th Oh", "0404");
  w.csa_inf("5th Va", "0402");
  w.state.unit_mut(us).status = UnitStatus::Routed;
  const auto r = rout_stack(w.state, w.ctx, w.hex("0404"), 1);  // 1 MP: one clear hex
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(distance(*w.state.unit(us).position, w.hex("0404")), 1);
  EXPECT_EQ(distance(*w.state.unit(us).position, w.hex("0402")), 3);
}

TEST(FirelineRout, BoxedInStackTakesThreeOHits) {
  World w;
  const UnitId us = w.usa_inf("12th Oh", "0404", 4, 5);
  w.csa_inf("5th Va", "0403");  // adjacent, to the north
  w.state.unit_mut(us).status = UnitStatus::Routed;
  const Hex at = w.hex("0404");
  for (HexDirection d : kAllDirections) {
    const Hex n = neighbor(at, d);
    if (n != w.hex("0403")) w.state.map().set_terrain(n, w.terrain_id("pond"));  // prohibited
  }
  const auto r = rout_stack(w.state, w.ctx, at, 3);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->result, "no retreat");
  EXPECT_EQ(w.state.unit(us).position, at);
  EXPECT_TRUE(w.state.unit(us).reduced);  // the third hit flips it
  ASSERT_EQ(r->follow_ups.size(), 1u);
}

TEST(FirelineRout, MapEdgeAndEnemyBoxInACornerStack) {
  World w;
  const UnitId us = w.usa_inf("12th Oh", "0101", 2, 5);
  w.state.unit_mut(us).reduced = true;  // already reduced: 3 hits remove it
  w.state.unit_mut(us).status = UnitStatus::Routed;
  // Enemy stacks on every hex of the map around the corner: nothing is farther away.
  for (Hex n : {neighbor(w.hex("0101"), HexDirection::S), neighbor(w.hex("0101"), HexDirection::SE),
                neighbor(w.hex("0101"), HexDirection::NE)})
    if (w.state.map().contains(n)) w.csa_inf("Va " + w.state.map().label(n), w.state.map().label(n));
  const auto r = rout_stack(w.state, w.ctx, w.hex("0101"), 3);
  ASSERT_TRUE(r.has_value());
  EXPECT_EQ(r->result, "no retreat");
  EXPECT_TRUE(w.state.unit(us).eliminated);
}

TEST(FirelineRout, NotRoutedOrNoMpDoesNothing) {
  World w;
  const UnitId us = w.usa_inf("12th Oh", "0404");
  w.csa_inf("5th Va", "0402");
  EXPECT_FALSE(rout_stack(w.state, w.ctx, w.hex("0404"), 3).has_value());  // good order
  w.state.unit_mut(us).status = UnitStatus::Routed;
  EXPECT_FALSE(rout_stack(w.state, w.ctx, w.hex("0404"), 0).has_value());
  EXPECT_EQ(w.state.unit(us).position, w.hex("0404"));
}

// ---- in a game: the crossroads scenario with the 45th Virginia routed -------------------------

std::string routed_crossroads(const test::TempDir& dir) {
  std::ifstream in(test::crossroads());
  std::stringstream text;
  text << in.rdbuf();
  std::string s = text.str();
  const std::string unit = R"(org="45va" at="0807" facing="S")";
  const auto at = s.find(unit);
  EXPECT_NE(at, std::string::npos);
  s.insert(at + unit.size(), R"( status="routed")");
  const std::string path = dir.file("routed.xml");
  std::ofstream(path) << s;
  return path;
}

UnitId unit_named(const GameState& s, const std::string& name) {
  for (const Unit& u : s.units())
    if (u.name == name) return u.id;
  ADD_FAILURE() << "no unit " << name;
  return UnitId{};
}

TEST(FirelineRout, RoutedStackRetreatsWhenItsFormationIsActivated) {
  test::TempDir dir("rout_game");
  auto s = test::open_game(routed_crossroads(dir), 5, {{"activation_mode", "alternate"}});
  ASSERT_TRUE(s);
  const UnitId va = unit_named(s->match().state, "45th Virginia");
  const Hex start = *s->match().state.unit(va).position;
  ASSERT_TRUE(s->submit(test::cmd("usa activate kanawha")).ok);
  EXPECT_EQ(s->match().state.unit(va).position, start);  // not its formation
  ASSERT_TRUE(s->submit(test::cmd("usa end")).ok);
  const ApplyResult r = s->submit(test::cmd("csa activate wharton"));
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(r.resolutions.size(), 1u);
  EXPECT_EQ(r.resolutions[0].kind, "rout");
  EXPECT_EQ(r.resolutions[0].result, "retreat");
  const Hex to = *s->match().state.unit(va).position;
  EXPECT_NE(to, start);
  EXPECT_GT(distance(to, s->match().state.map().parse_label("0811").value()),
            distance(start, s->match().state.map().parse_label("0811").value()));
  bool logged = false;
  for (const FlowEvent& e : r.events) logged = logged || e.text.find("routs") != std::string::npos;
  EXPECT_TRUE(logged);
}

TEST(FirelineRout, OptionZeroTurnsTheRoutMoveOff) {
  test::TempDir dir("rout_off");
  auto s = test::open_game(routed_crossroads(dir), 5, {{"activation_mode", "alternate"}, {"routed_retreat_mp", "0"}});
  ASSERT_TRUE(s);
  const UnitId va = unit_named(s->match().state, "45th Virginia");
  const Hex start = *s->match().state.unit(va).position;
  ASSERT_TRUE(s->submit(test::cmd("usa activate kanawha")).ok);
  ASSERT_TRUE(s->submit(test::cmd("usa end")).ok);
  const ApplyResult r = s->submit(test::cmd("csa activate wharton"));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_TRUE(r.resolutions.empty());
  EXPECT_EQ(s->match().state.unit(va).position, start);
  EXPECT_EQ(fireline_unit(s->match().state.unit(va)).o_hits, 0);
}

TEST(FirelineRout, SavedGameWithARoutReplaysToTheSameStates) {
  test::TempDir dir("rout_replay");
  auto s = test::open_game(routed_crossroads(dir), 9);  // chit cup: the draw decides when it routs
  ASSERT_TRUE(s);
  std::vector<std::uint64_t> hashes{match_hash(s->match())};
  int routs = 0;
  for (int k = 0; k < 12 && !s->match().flow.game_over; ++k) {
    const ApplyResult r = s->submit(test::cmd(s->match().state.side(*s->match().flow.active_side).key + " end"));
    ASSERT_TRUE(r.ok) << r.error;
    for (const Resolution& res : r.resolutions) routs += res.kind == "rout";
    hashes.push_back(match_hash(s->match()));
  }
  EXPECT_GE(routs, 1);
  const std::string path = dir.file("game.hxsave");
  ASSERT_FALSE(s->save(path));
  std::string why;
  auto replay = Replay::open(path, test::rules_dir(), why);
  ASSERT_TRUE(replay) << why;
  ASSERT_EQ(replay->size(), hashes.size() - 1);
  EXPECT_EQ(match_hash(replay->match()), hashes[0]);
  for (std::size_t k = 1; k < hashes.size(); ++k) {
    ASSERT_TRUE(replay->forward());
    EXPECT_EQ(match_hash(replay->match()), hashes[k]);
  }
}

}  // namespace
}  // namespace hexfire::fireline
