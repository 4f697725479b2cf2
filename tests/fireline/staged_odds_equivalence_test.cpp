// The staged odds (fire_odds, assault_odds) against the brute-force walk: the real roll
// (resolve_fire, execute_assault) run on a copy of the whole state for every dice sequence, on
// 1,000 random small situations (stacks, sides, hits, status, terrain, elevation,
// hexsides, leaders, options). The distributions must be equal exactly, outcome by outcome.
#include <gtest/gtest.h>

#include <numeric>

#include "engine/rules/distribution.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/command.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "tests/support/fireline_fixture.hpp"
#include "tests/support/sanitizer_scale.hpp"

namespace hexfire::fireline {
namespace {

using test_support::FirelineFixture;
using test_support::sweep_size;

// A probability reduced to lowest terms ("n/d"), so equal ones compare equal whatever the
// denominator.
std::string reduced(const Probability& p) {
  const OddsCount g = odds_gcd(p.count, p.total);
  return g ? to_decimal(p.count / g) + "/" + to_decimal(p.total / g) : to_decimal(p.count) + "/" + to_decimal(p.total);
}

// Equal outcome keys with equal exact probabilities, in the same order, over the same dice
// sequences.
void expect_same(const Distribution& staged, const Distribution& brute, const std::string& what) {
  EXPECT_EQ(staged.sequences, brute.paths) << what;
  ASSERT_EQ(staged.outcomes.size(), brute.outcomes.size()) << what;
  for (std::size_t i = 0; i < brute.outcomes.size(); ++i) {
    EXPECT_EQ(staged.outcomes[i].outcome, brute.outcomes[i].outcome) << what;
    EXPECT_EQ(reduced(staged.outcomes[i].probability), reduced(brute.outcomes[i].probability))
        << what << ": " << brute.outcomes[i].outcome;
  }
}

template <class T>
const T& one_of(Rng& rng, const std::vector<T>& v) {
  return v[static_cast<std::size_t>(rng.below(static_cast<int>(v.size())))];
}

std::map<std::string, std::string> random_options(Rng& rng, bool assault) {
  std::map<std::string, std::string> o;
  o["d_result_o_hit_option"] = one_of<std::string>(rng, {"ask", "test", "off"});
  o["fire_line_clamp"] = one_of<std::string>(rng, {"each_step", "end"});
  if (assault) {
    // The brute force walk grows with every die: pre-assault fire and extra rounds sometimes.
    o["assault_pre_assault_fire"] = rng.below(2) == 0 ? "true" : "false";
    o["assault_rounds"] = rng.below(4) == 0 ? "2" : "1";
    o["assault_disrupted_may_start"] = rng.below(2) ? "true" : "false";
    o["assault_occupy"] = rng.below(5) ? "true" : "false";
    o["assault_no_retreat_hits"] = std::to_string(1 + rng.below(3));
  }
  return o;
}

// A stack of 1-3 combat units (and a leader now and then) with random sides, hits and status.
void random_stack(FirelineFixture& f, Rng& rng, const std::string& at, SideId side, bool allow_routed) {
  const int n = 1 + rng.below(3);
  const auto facing = static_cast<HexDirection>(rng.below(6));
  const UnitStatus status = one_of<UnitStatus>(
      rng, allow_routed ? std::vector{UnitStatus::Good, UnitStatus::Good, UnitStatus::Disrupted, UnitStatus::Routed}
                        : std::vector{UnitStatus::Good, UnitStatus::Good, UnitStatus::Disrupted});
  for (int i = 0; i < n; ++i) {
    const std::string cls = one_of<std::string>(rng, {"infantry", "infantry", "cavalry", "artillery"});
    const int sp = 1 + rng.below(6), morale = 2 + rng.below(6);
    const bool two_sided = rng.below(3) != 0;
    const UnitId u = f.unit(at, cls, side, sp, morale, facing, two_sided ? 1 + rng.below(sp) : 0,
                            two_sided ? 1 + rng.below(morale) : 0);
    Unit& unit = f.state.unit_mut(u);
    fireline_unit(unit).o_hits = rng.below(3);
    unit.reduced = two_sided && rng.below(3) == 0;
    unit.status = status;
  }
  if (rng.below(4) == 0) f.leader(at, side, "Leader " + at);
}

// Terrain, elevation, hexsides and markers on and around the two hexes.
void random_ground(FirelineFixture& f, Rng& rng, const std::vector<std::string>& hexes) {
  for (const auto& h : hexes) {
    if (rng.below(2)) f.terrain(h, one_of<std::string>(rng, {"woods", "marsh", "marsh_run", "run", "rr_embankment"}));
    if (rng.below(3) == 0) f.elevation(h, 1 + rng.below(2));
    if (rng.below(3) == 0)
      f.hexside(h, static_cast<HexDirection>(rng.below(6)),
                one_of<std::string>(rng, {"abatis", "fence", "slope", "stone_wall", "stream"}));
    if (rng.below(8) == 0) f.marker(h, "entrenchment");
  }
}

const std::vector<std::string> kAround = {"0303", "0304", "0403", "0404", "0405", "0503", "0504"};

struct Tally {
  int compared = 0;
  int illegal = 0;
  int too_big = 0;
  int with_dice = 0;      // assaults compared that roll any die (a routed defender rolls none)
  int with_pre_fire = 0;  // assaults compared with the pre-assault fire exchange
  int multi_round = 0;    // assaults compared with more than one round allowed
};

void fire_situation(std::uint64_t seed, Tally& t) {
  Rng rng(seed);
  FirelineFixture f(8, 8, random_options(rng, false));
  if (rng.below(4) == 0) install_command_and_isolation_hooks(f.ctx);
  random_ground(f, rng, kAround);
  const std::string firer = "0404";
  const std::string target = one_of<std::string>(rng, {"0403", "0405", "0303", "0504", "0402", "0406", "0204"});
  random_stack(f, rng, firer, f.usa, false);
  random_stack(f, rng, target, f.csa, true);
  if (rng.below(3) == 0) random_stack(f, rng, "0304", f.usa, false);
  FireAction a{f.hex(firer), f.hex(target)};
  a.vs_advance = rng.below(5) == 0;
  const auto staged = fire_odds(f.state, f.ctx, a);
  if (!staged) {
    ++t.illegal;
    return;
  }
  const Distribution brute = enumerate_outcomes([&](DiceSource& dice) {
    GameState copy = f.state;
    return resolve_fire(copy, f.ctx, a, dice).outcome;
  });
  expect_same(*staged, brute, "fire situation " + std::to_string(seed));
  ++t.compared;
}

void assault_situation(std::uint64_t seed, Tally& t) {
  Rng rng(seed);
  FirelineFixture f(7, 7, random_options(rng, true));
  if (rng.below(4) == 0) install_command_and_isolation_hooks(f.ctx);
  random_ground(f, rng, kAround);
  const std::string from = "0404";
  const std::string target = f.state.map().label(neighbor(f.hex(from), static_cast<HexDirection>(rng.below(6))));
  random_stack(f, rng, from, f.usa, false);
  random_stack(f, rng, target, f.csa, true);
  // Now and then a stack beside them: a retreat path closed, a zone of control, a friend.
  if (rng.below(3) == 0) random_stack(f, rng, one_of<std::string>(rng, {"0302", "0402", "0502", "0306"}), rng.below(2) ? f.usa : f.csa, false);
  const AssaultOrder order{f.hex(from), f.hex(target), rng.below(4) == 0};
  const auto staged = assault_odds(f.state, f.ctx, order);
  if (!staged) {
    ++t.illegal;
    return;
  }
  // The brute force walk runs the whole roll, ledger and all, on a fresh copy of the state for
  // each dice sequence: an assault with many of them (the staged walk counts them) would take
  // seconds in a debug build, so it is left out, and counted.
  if (staged->sequences > 4000) {
    ++t.too_big;
    return;
  }
  const Distribution brute = enumerate_outcomes([&](DiceSource& dice) {
    GameState copy = f.state;
    return execute_assault(copy, f.ctx, order, dice).outcome;
  });
  expect_same(*staged, brute, "assault situation " + std::to_string(seed));
  ++t.compared;
  t.with_pre_fire += f.ctx.option_values.at("assault_pre_assault_fire") == "true" && brute.paths > 1;
  t.with_dice += brute.paths > 1;
  t.multi_round += f.ctx.option_values.at("assault_rounds") != "1";
}

// 850 fires and at least 150 assaults: 1,000 situations (a quarter under a sanitizer). Assaults are fewer because their brute
// force walk is long (see assault_situation).
TEST(StagedOdds, FireOddsEqualTheBruteForceWalkOnRandomSituations) {
  Tally t;
  const int want = sweep_size(850);
  for (std::uint64_t seed = 1; t.compared < want && seed < 4000; ++seed) {
    fire_situation(seed, t);
    if (HasFailure()) return;
  }
  EXPECT_GE(t.compared, want) << t.illegal << " illegal";
}

TEST(StagedOdds, AssaultOddsEqualTheBruteForceWalkOnRandomSituations) {
  Tally t;
  const int want = sweep_size(150), want_dice = sweep_size(100), want_pre_fire = sweep_size(10);
  for (std::uint64_t seed = 1;
       (t.compared < want || t.with_dice < want_dice || t.with_pre_fire < want_pre_fire) && seed < 4000; ++seed) {
    assault_situation(seed * 7919u, t);
    if (HasFailure()) return;
  }
  EXPECT_GE(t.compared, want) << t.illegal << " illegal, " << t.too_big << " too big for the brute force walk";
  EXPECT_GE(t.with_dice, want_dice);
  EXPECT_GE(t.with_pre_fire, want_pre_fire);
  EXPECT_GT(t.multi_round, sweep_size(150) / 25) << "too few situations with more than one assault round";
}

}  // namespace
}  // namespace hexfire::fireline
