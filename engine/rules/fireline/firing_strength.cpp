// Counting SP under fire and assault limits, and the fire value (see firing_strength.hpp).
#include "engine/rules/fireline/firing_strength.hpp"

#include <algorithm>
#include <numeric>

#include "engine/rules/fireline/fireline_stack.hpp"

namespace hexfire::fireline {
namespace {

double factor_value(const RangeFactor& f) { return static_cast<double>(f.numerator) / f.denominator; }

// Greedy selection under a cap: best range factor first, then stack order.
std::vector<FiringShare> take_up_to(const GameState& s, std::vector<FiringShare> pool, int cap) {
  std::stable_sort(pool.begin(), pool.end(), [](const FiringShare& a, const FiringShare& b) {
    return factor_value(a.factor) > factor_value(b.factor);
  });
  std::vector<FiringShare> out;
  int left = cap;
  for (auto& f : pool) {
    if (left <= 0) break;
    f.sp = std::min(unit_strength(s, f.unit), left);
    left -= f.sp;
    out.push_back(f);
  }
  return out;
}

}  // namespace

int fire_value(const std::vector<FiringShare>& shares, RoundFire round, std::string& text) {
  int den = 1;
  for (const auto& f : shares) den = std::lcm(den, f.factor.denominator);
  int num = 0;
  for (const auto& f : shares) {
    num += f.sp * f.factor.numerator * (den / f.factor.denominator);
    text += (text.empty() ? "" : " + ") + std::to_string(f.sp) + " x " + f.factor.text;
  }
  switch (round) {
    case RoundFire::Down: return num / den;
    case RoundFire::Up: return (num + den - 1) / den;
    case RoundFire::Nearest: return (2 * num + den) / (2 * den);
  }
  return num / den;
}

CountedStrength count_within_limits(const GameState& s, const FirelineContext& ctx, const Limits& limits, Hex firer,
                                    const std::string& firer_name, const std::vector<FiringShare>& small_arms,
                                    const std::vector<FiringShare>& artillery) {
  CountedStrength c;
  const TerrainType& terrain = ctx.ruleset->terrain_type(s.map().terrain(firer));
  if (terrain.clear) {
    const HexLimit& lim = limits.clear;
    c.limit_text = firer_name + " is clear: up to " + std::to_string(lim.small_arms_sp) + " SP of small arms" +
                   (lim.all_artillery ? ", or all the artillery, not combined" : "");
    auto sa = take_up_to(s, small_arms, lim.small_arms_sp);
    std::vector<FiringShare> art;
    if (lim.all_artillery)
      for (auto f : artillery) f.sp = unit_strength(s, f.unit), art.push_back(f);
    std::string t1, t2;
    const int f1 = sa.empty() ? -1 : fire_value(sa, ctx.options.round_fire, t1);
    const int f2 = art.empty() ? -1 : fire_value(art, ctx.options.round_fire, t2);
    if (f2 > f1) {
      c.shares = std::move(art);
      c.limit_text += "; the artillery fires (F " + std::to_string(f2) +
                      (f1 >= 0 ? " against " + std::to_string(f1) + " for the small arms)" : ")");
    } else {
      c.shares = std::move(sa);
      if (f2 >= 0)
        c.limit_text += "; the small arms fire (F " + std::to_string(f1) + " against " + std::to_string(f2) +
                        " for the artillery)";
    }
  } else {
    const HexLimit& lim = limits.non_clear;
    c.limit_text = firer_name + " is " + terrain.name + " (not clear): up to " + std::to_string(lim.total_sp) +
                   " SP of any mix";
    std::vector<FiringShare> all = small_arms;
    all.insert(all.end(), artillery.begin(), artillery.end());
    c.shares = take_up_to(s, all, lim.total_sp);
  }
  c.fire_value = fire_value(c.shares, ctx.options.round_fire, c.fire_text);
  return c;
}

}  // namespace hexfire::fireline
