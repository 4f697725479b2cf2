// Hex algebra: rings, ranges, bearings and lines (see hex.hpp for the conventions).
#include "engine/hex/hex.hpp"

#include <algorithm>
#include <cmath>

namespace hexfire {

const char* direction_name(HexDirection d) {
  static constexpr const char* names[6] = {"N", "NE", "SE", "S", "SW", "NW"};
  return names[index_of(d)];
}

std::optional<HexDirection> parse_direction(const std::string& s) {
  for (HexDirection d : kAllDirections)
    if (s == direction_name(d)) return d;
  if (s.size() == 1 && s[0] >= '0' && s[0] <= '5') return direction_from_index(s[0] - '0');
  return std::nullopt;
}

namespace {

// Pixel-free planar position of a hex centre (flat-top, unit size); only angles matter here.
void planar(Hex h, double& x, double& y) {
  x = 1.5 * h.q;
  y = std::sqrt(3.0) * (h.r + h.q / 2.0);
}

}  // namespace

std::vector<HexDirection> bearings(Hex from, Hex to) {
  std::vector<HexDirection> out;
  if (from == to) return out;
  double fx, fy, tx, ty;
  planar(from, fx, fy);
  planar(to, tx, ty);
  const double dx = tx - fx, dy = ty - fy;
  double dots[6];
  double best = -1e300;
  for (HexDirection d : kAllDirections) {
    double nx, ny;
    planar(direction_delta(d), nx, ny);
    dots[index_of(d)] = (dx * nx + dy * ny) / std::sqrt(nx * nx + ny * ny);
    best = std::max(best, dots[index_of(d)]);
  }
  for (HexDirection d : kAllDirections)
    if (dots[index_of(d)] > best - 1e-9) out.push_back(d);
  return out;
}

std::optional<HexDirection> bearing(Hex from, Hex to) {
  if (from == to) return std::nullopt;
  double fx, fy, tx, ty;
  planar(from, fx, fy);
  planar(to, tx, ty);
  const double dx = tx - fx, dy = ty - fy;
  std::optional<HexDirection> best;
  double best_dot = -1e300;
  for (HexDirection d : kAllDirections) {
    double nx, ny;
    planar(direction_delta(d), nx, ny);
    const double dot = (dx * nx + dy * ny) / std::sqrt(nx * nx + ny * ny);
    // Ties (a target exactly on the line between two hexsides) go to the lower index, so the
    // answer is stable; rules that care about vertex cases check both neighbours themselves.
    if (dot > best_dot + 1e-9) {
      best_dot = dot;
      best = d;
    }
  }
  return best;
}

std::vector<Hex> ring(Hex center, int radius) {
  if (radius < 0) return {};
  if (radius == 0) return {center};
  std::vector<Hex> out;
  out.reserve(static_cast<std::size_t>(6 * radius));
  // Start at the ring's north corner and walk its six sides clockwise (SE, S, SW, NW, N, NE).
  Hex h = center + direction_delta(HexDirection::N) * radius;
  for (int side = 0; side < 6; ++side) {
    const HexDirection walk = direction_from_index(side + 2);
    for (int i = 0; i < radius; ++i) {
      out.push_back(h);
      h = neighbor(h, walk);
    }
  }
  return out;
}

std::vector<Hex> hexes_within(Hex center, int radius) {
  std::vector<Hex> out;
  if (radius < 0) return out;
  out.reserve(static_cast<std::size_t>(1 + 3 * radius * (radius + 1)));
  for (int k = 0; k <= radius; ++k) {
    auto r = ring(center, k);
    out.insert(out.end(), r.begin(), r.end());
  }
  return out;
}

std::vector<HexLineStep> hex_line(Hex a, Hex b) {
  std::vector<HexLineStep> out;
  out.reserve(static_cast<std::size_t>(distance(a, b) + 2));
  walk_hex_line(a, b, [&out](const HexLineStep& step, int) {
    out.push_back(step);
    return true;
  });
  return out;
}

std::string to_string(Hex h) {
  // Appended piece by piece: GCC 12 at -O3 warns falsely (-Wrestrict) on "(" + std::string.
  std::string out = "(";
  out += std::to_string(h.q);
  out += ',';
  out += std::to_string(h.r);
  out += ')';
  return out;
}

}  // namespace hexfire
