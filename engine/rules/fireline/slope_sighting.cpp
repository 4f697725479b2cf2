// Sighting down a slope: a crest hexside crossed from its high side to its low side on the way
// to a lower target.
#include "engine/rules/fireline/slope_sighting.hpp"

#include <vector>

namespace hexfire::fireline {

namespace {

bool crest_between(const GameState& state, Hex high, HexDirection d) {
  for (HexsideFeatureId f : state.map().hexside_features(high, d))
    if (state.ruleset().hexside_feature(f).crest) return true;
  return false;
}

}  // namespace

SlopeSighting sighting_down_slope(const GameState& state, Hex firer, Hex target) {
  const HexMap& map = state.map();
  if (!map.contains(firer) || !map.contains(target)) return {false, "off the map", std::nullopt};
  if (map.elevation(target) >= map.elevation(firer))
    return {false, map.label(target) + " is not on a lower elevation than " + map.label(firer), std::nullopt};
  std::vector<Hex> before;
  for (const HexLineStep& step : hex_line(firer, target)) {
    std::vector<Hex> now{step.hex};
    if (step.alternate) now.push_back(*step.alternate);
    for (Hex from : before)
      for (Hex to : now) {
        const auto d = direction_to(from, to);
        if (!d || !map.contains(from) || !map.contains(to)) continue;
        if (map.elevation(from) > map.elevation(to) && crest_between(state, from, *d))
          return {true, "down the slope on hexside " + map.label(from) + "/" + map.label(to), std::pair{from, *d}};
      }
    before = std::move(now);
  }
  return {false, "the line from " + map.label(firer) + " crosses no slope going down", std::nullopt};
}

}  // namespace hexfire::fireline
