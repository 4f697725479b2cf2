// Symmetry (issue 11 point 9): reflecting or rotating a whole situation (terrain, elevation,
// hexside features, units and their facing) by any of the twelve symmetries of the hex grid never
// changes a line of sight, fire, assault, straggle or morale result. Random situations are drawn
// inside a radius-4 disc in the middle of a 17x17 map, so every image stays on the map and the
// map edges (supply for isolation) are as far from it in every direction.
#include <gtest/gtest.h>

#include <algorithm>
#include <random>
#include <tuple>
#include <string>
#include <utility>
#include <vector>

#include "engine/map/line_of_sight.hpp"
#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/morale.hpp"
#include "engine/rules/fireline/straggle.hpp"
#include "move_world.hpp"
#include "tests/support/sanitizer_scale.hpp"

namespace hexfire::fireline {
namespace {

using testing::World;

constexpr int kRadius = 4;

// One of the twelve: `mirror` swaps the r and s cube axes, then `turns` 60-degree rotations.
struct Symmetry {
  int turns = 0;
  bool mirror = false;
  Hex apply(Hex rel) const {
    int q = rel.q, r = rel.r, s = -rel.q - rel.r;
    if (mirror) std::swap(r, s);
    for (int i = 0; i < turns; ++i) {
      const int nq = -r, nr = -s, ns = -q;
      q = nq, r = nr, s = ns;
    }
    return {q, r};
  }
  HexDirection apply(HexDirection d) const { return *direction_to(Hex{0, 0}, apply(direction_delta(d))); }
};

struct UnitSpec {
  std::string cls;
  bool usa = true;
  Hex at;
  int sp = 2, morale = 5;
  HexDirection facing = HexDirection::N;
  UnitStatus status = UnitStatus::Good;
};

// A situation in hex coordinates relative to the disc's centre.
struct Situation {
  std::vector<std::pair<Hex, std::string>> terrain;
  std::vector<std::pair<Hex, int>> elevation;
  std::vector<std::tuple<Hex, HexDirection, std::string>> hexsides;
  std::vector<UnitSpec> units;
  Hex firer, target;
  HexDirection step = HexDirection::N;  // the firer's straggle step
};

std::vector<Hex> disc() { return hexes_within(Hex{0, 0}, kRadius); }

Situation random_situation(std::mt19937& rng) {
  auto pick = [&rng](int n) { return static_cast<int>(std::uniform_int_distribution<int>(0, n - 1)(rng)); };
  Situation s;
  const std::vector<Hex> hexes = disc();
  static const char* kTerrain[] = {"clear", "clear", "clear", "woods", "marsh", "run", "rr_embankment", "marsh_run"};
  for (Hex h : hexes) {
    if (pick(3) == 0) s.terrain.push_back({h, kTerrain[pick(8)]});
    if (pick(5) == 0) s.elevation.push_back({h, 1 + pick(2)});
  }
  auto level = [&s](Hex h) {
    for (const auto& [at, v] : s.elevation)
      if (at == h) return v;
    return 0;
  };
  static const char* kFeatures[] = {"fence", "abatis", "stone_wall"};
  for (Hex h : hexes)
    for (HexDirection d : {HexDirection::N, HexDirection::NE, HexDirection::SE}) {
      const Hex n = neighbor(h, d);
      if (length(n) > kRadius) continue;
      if (level(h) != level(n) && pick(2) == 0) s.hexsides.emplace_back(h, d, "slope");
      else if (pick(12) == 0) s.hexsides.emplace_back(h, d, kFeatures[pick(3)]);
    }
  auto free_hex = [&]() {
    for (;;) {
      const Hex h = hexes[static_cast<std::size_t>(pick(static_cast<int>(hexes.size())))];
      const bool taken = std::any_of(s.units.begin(), s.units.end(), [&](const UnitSpec& u) { return u.at == h; });
      if (!taken) return h;
    }
  };
  auto add = [&](bool usa, Hex at) {
    static const char* kClasses[] = {"infantry", "infantry", "cavalry", "artillery", "irregular"};
    UnitSpec u{kClasses[pick(5)], usa, at, 1 + pick(5), 2 + pick(6), direction_from_index(pick(6)),
               pick(5) == 0 ? UnitStatus::Disrupted : UnitStatus::Good};
    s.units.push_back(u);
  };
  s.firer = free_hex();
  add(true, s.firer);
  if (pick(2) == 0) add(true, s.firer);
  // The target near enough for most classes to reach it.
  for (;;) {
    const Hex t = free_hex();
    if (distance(t, s.firer) <= 1 + pick(4)) {
      s.target = t;
      break;
    }
  }
  add(false, s.target);
  if (pick(2) == 0) add(false, s.target);
  for (int i = pick(4); i > 0; --i) add(pick(2) == 0, free_hex());
  if (pick(3) == 0) s.units.push_back({"leader", true, s.firer, 0, 0, HexDirection::N, UnitStatus::Good});
  s.step = direction_from_index(pick(6));
  return s;
}

// Everything the rules answered about one image of the situation, free of hex names.
struct Answers {
  bool los = false;
  bool fire_legal = false;
  int fire_value = 0, fire_row = 0;
  bool no_los = false;
  std::vector<std::pair<std::string, int>> fire_mods;
  int target_amm = 0;
  bool assault_legal = false;
  int attack_row = 0, defence_row = 0;
  std::vector<std::pair<std::string, int>> assault_mods;
  int straggle_morale = 0, straggle_threshold = 0, straggle_drm = 0;
  bool operator==(const Answers&) const = default;
};

std::vector<std::pair<std::string, int>> ids(const std::vector<Modifier>& mods) {
  std::vector<std::pair<std::string, int>> out;
  for (const auto& m : mods) out.emplace_back(m.id, m.value);
  std::sort(out.begin(), out.end());
  return out;
}

Answers answer(const Situation& sit, const Symmetry& sym) {
  World w(17, 17);
  const Hex centre = w.hex("0909");
  auto at = [&](Hex rel) { return centre + sym.apply(rel); };
  for (const auto& [h, t] : sit.terrain) w.terrain(w.label(at(h)), t);
  for (const auto& [h, v] : sit.elevation) w.elevation(w.label(at(h)), v);
  for (const auto& [h, d, f] : sit.hexsides) w.hexside(w.label(at(h)), w.label(at(neighbor(h, d))), f);
  std::vector<UnitId> firers;
  for (const UnitSpec& u : sit.units) {
    const UnitId id = w.unit(u.cls + std::to_string(w.state.units().size()), u.cls, u.usa ? w.usa : w.csa,
                             w.label(at(u.at)), u.sp, u.morale);
    w.state.unit_mut(id).facing = sym.apply(u.facing);
    w.state.unit_mut(id).status = u.status;
    if (u.at == sit.firer) firers.push_back(id);
  }
  const Hex firer = at(sit.firer), target = at(sit.target);
  Answers a;
  a.los = has_line_of_sight(w.state.map(), *w.rules, firer, target, los_options_from(*w.rules, w.ctx.option_values));
  const FirePlan p = plan_fire(w.state, w.ctx, {firer, target});
  a.fire_legal = p.legal;
  if (p.legal) {
    a.fire_value = p.fire_value;
    a.fire_row = p.final_row;
    a.no_los = p.no_los_fire;
    a.fire_mods = ids(p.ledger.modifiers);
    a.target_amm = average_modified_morale(w.state, w.ctx, target, p.target_situation).value;
  }
  if (distance(firer, target) == 1) {
    const AssaultPlan ap = plan_assault(w.ctx, w.state, {firer, target, false});
    a.assault_legal = ap.legal;
    if (ap.legal) {
      a.attack_row = ap.attack.final_row;
      a.defence_row = ap.defence.final_row;
      a.assault_mods = ids(ap.attack.ledger.modifiers);
      for (const auto& m : ids(ap.defence.ledger.modifiers)) a.assault_mods.push_back(m);
    }
  }
  const Hex to = neighbor(firer, sym.apply(sit.step));
  const StraggleCheck c = make_straggle_check(w.ctx, w.state, firers, firer, to, false);
  a.straggle_morale = c.morale;
  a.straggle_threshold = c.threshold;
  a.straggle_drm = c.total_drm();
  return a;
}

std::string describe(const Answers& a) {
  std::string out = "los=" + std::to_string(a.los) + " fire=" + std::to_string(a.fire_legal) + " F=" +
                    std::to_string(a.fire_value) + " row=" + std::to_string(a.fire_row) + " nolos=" +
                    std::to_string(a.no_los) + " amm=" + std::to_string(a.target_amm) + " mods:";
  for (const auto& [id, v] : a.fire_mods) out += " " + id + "=" + std::to_string(v);
  out += " assault=" + std::to_string(a.assault_legal) + " " + std::to_string(a.attack_row) + "/" +
         std::to_string(a.defence_row) + ":";
  for (const auto& [id, v] : a.assault_mods) out += " " + id + "=" + std::to_string(v);
  out += " straggle=" + std::to_string(a.straggle_morale) + "/" + std::to_string(a.straggle_threshold) + "/" +
         std::to_string(a.straggle_drm);
  return out;
}

TEST(FirelineSymmetry, TheTwelveHexSymmetriesArePermutationsOfTheDirections) {
  for (int turns = 0; turns < 6; ++turns)
    for (bool mirror : {false, true}) {
      const Symmetry sym{turns, mirror};
      std::vector<int> seen;
      for (HexDirection d : kAllDirections) {
        seen.push_back(index_of(sym.apply(d)));
        EXPECT_EQ(sym.apply(neighbor(Hex{2, -1}, d)), neighbor(sym.apply(Hex{2, -1}), sym.apply(d)));
      }
      std::sort(seen.begin(), seen.end());
      EXPECT_EQ(seen, (std::vector<int>{0, 1, 2, 3, 4, 5}));
    }
}

TEST(FirelineSymmetry, RandomSituationsGiveTheSameResultsUnderEverySymmetry) {
  std::mt19937 rng(20261126);
  // A quarter of them under a sanitizer (tests/support/sanitizer_scale.hpp).
  constexpr int kSituations = test_support::sweep_size(1000);
  int legal_fires = 0, assaults = 0;
  for (int i = 0; i < kSituations; ++i) {
    const Situation sit = random_situation(rng);
    const Answers reference = answer(sit, {});
    legal_fires += reference.fire_legal;
    assaults += reference.assault_legal;
    for (int turns = 0; turns < 6; ++turns)
      for (bool mirror : {false, true}) {
        if (turns == 0 && !mirror) continue;
        const Answers image = answer(sit, {turns, mirror});
        ASSERT_EQ(image, reference) << "situation " << i << ", " << turns << " turns" << (mirror ? ", mirrored" : "")
                                    << "\n  image:     " << describe(image) << "\n  reference: " << describe(reference);
      }
  }
  // The draw must exercise the rules, not only illegal fire.
  EXPECT_GT(legal_fires, kSituations / 4);
  EXPECT_GT(assaults, kSituations / 20);
}

}  // namespace
}  // namespace hexfire::fireline
