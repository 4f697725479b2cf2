// Marker badge art: the die-cut card of a status, hit or action marker and the icons printed on
// it, white and shaded, tinted at runtime.
#include <algorithm>
#include <array>
#include <cmath>
#include <numbers>

#include "art_recipes.hpp"

namespace hexfire::art {

namespace {

// A printed marker: light from the top-left, a dark bevel bottom-right, and the thin inked
// frame printed markers have just inside the cut, so a badge reads apart from the counter below.
Canvas marker_face() {
  constexpr int n = 64;
  Canvas c(n, n);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const float u = (static_cast<float>(x) + 0.5f) / n, v = (static_cast<float>(y) + 0.5f) / n;
      float k = 0.9f + 0.1f * (1 - (u + v) / 2);
      const float edge = std::min(std::min(u, 1 - u), std::min(v, 1 - v)) * n;
      if (edge < 3.0f) k *= (x + y < n) ? 1.08f : 0.7f;
      k *= 1.0f - 0.04f * hash01(x, y, 21);
      c.at(x, y) = {std::min(k, 1.0f), std::min(k, 1.0f), std::min(k, 1.0f), 1};
    }
  c.rect_outline(5.5f, 5.5f, n - 5.5f, n - 5.5f, 1.6f, Rgba{0.25f, 0.25f, 0.25f, 0.55f});
  return c;
}

// Marker icons: white strokes on a 64x64 transparent square, tinted to the legend's ink at
// runtime and printed under the legend when the badge is large enough to show them.
constexpr float kN = 64, kStroke = 6;
const Rgba kWhite{1, 1, 1, 1};

void chevron(Canvas& c, float y, float half, float depth) {
  c.line(kN / 2 - half, y, kN / 2, y + depth, kStroke, kWhite);
  c.line(kN / 2, y + depth, kN / 2 + half, y, kStroke, kWhite);
}

// Disrupted: the unit's frame broken in two, one half knocked out of line.
Canvas disrupted_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  const float l = 6, r = 58, m = 32, t = 16, b = 42, shift = 8;
  c.line(m - 3, t, l, t, kStroke, kWhite);
  c.line(l, t, l, b, kStroke, kWhite);
  c.line(l, b, m - 3, b, kStroke, kWhite);
  c.line(m + 3, t + shift, r, t + shift, kStroke, kWhite);
  c.line(r, t + shift, r, b + shift, kStroke, kWhite);
  c.line(r, b + shift, m + 3, b + shift, kStroke, kWhite);
  return c;
}

// Routed: two chevrons falling back.
Canvas routed_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  chevron(c, 12, 22, 16);
  chevron(c, 32, 22, 16);
  return c;
}

// Demoralized: one chevron falling back under a bar.
Canvas demoralized_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  c.line(10, 14, kN - 10, 14, kStroke, kWhite);
  chevron(c, 28, 22, 16);
  return c;
}

// Shaken: a wavering line.
Canvas shaken_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  for (int i = 0; i < 48; ++i) {
    const float x0 = 8 + static_cast<float>(i), x1 = x0 + 1;
    auto y = [](float x) { return 32 + 10 * std::sin((x - 8) / 48 * 4 * std::numbers::pi_v<float>); };
    c.line(x0, y(x0), x1, y(x1), kStroke * 0.8f, kWhite);
  }
  return c;
}

// Forward volley: an arrow forward with the burst of a volley at its head (a ruleset's marker
// names it with icon="forward_volley").
Canvas forward_volley_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  c.line(kN / 2, 58, kN / 2, 26, kStroke, kWhite);
  c.polygon({kN / 2 - 12, 30, kN / 2 + 12, 30, kN / 2, 16}, kWhite);
  for (int i = 0; i < 5; ++i) {
    const float a = std::numbers::pi_v<float> * (1.0f + static_cast<float>(i) / 4.0f);
    c.line(kN / 2 + 12 * std::cos(a), 12 + 10 * std::sin(a), kN / 2 + 20 * std::cos(a), 12 + 16 * std::sin(a), 3,
           kWhite);
  }
  return c;
}

// Dug in: a foxhole's parapet, a row of sandbags in an arc over the scrape.
Canvas dug_in_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  for (int i = 0; i < 5; ++i) {
    const float a = std::numbers::pi_v<float> * (1.1f + 0.8f * static_cast<float>(i) / 4.0f);
    c.ellipse(kN / 2 + 22 * std::cos(a), 44 + 22 * std::sin(a), 7, 5, kWhite);
  }
  c.line(12, 48, kN - 12, 48, kStroke * 0.7f, kWhite);
  return c;
}

// Entrenchment: a trench line seen from above, its traverses zig-zagging across the hex.
Canvas entrenchment_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  const float xs[] = {6, 16, 16, 30, 30, 44, 44, 58};
  const float ys[] = {36, 36, 24, 24, 40, 40, 28, 28};
  for (int i = 0; i + 1 < 8; ++i) c.line(xs[i], ys[i], xs[i + 1], ys[i + 1], kStroke, kWhite);
  return c;
}

// Formations (volley), as a regiment's stands stand seen from above, the front at the top: a
// player reads line, column or skirmish at a glance on the counter's badge.
Canvas stands_icon(const std::vector<std::array<float, 4>>& bars) {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  for (const auto& b : bars) c.polygon({b[0], b[1], b[2], b[1], b[2], b[3], b[0], b[3]}, kWhite);
  return c;
}
Canvas line_icon() { return stands_icon({{6, 26, 58, 38}}); }
Canvas double_line_icon() { return stands_icon({{6, 16, 58, 27}, {6, 36, 58, 47}}); }
Canvas extended_line_icon() { return stands_icon({{2, 27, 14, 37}, {18, 27, 30, 37}, {34, 27, 46, 37}, {50, 27, 62, 37}}); }
Canvas column_icon() { return stands_icon({{18, 6, 46, 17}, {18, 20, 46, 31}, {18, 34, 46, 45}, {18, 48, 46, 59}}); }
Canvas march_column_icon() { return stands_icon({{26, 2, 38, 14}, {26, 18, 38, 30}, {26, 34, 38, 46}, {26, 50, 38, 62}}); }
Canvas limbered_icon() {  // a gun hitched behind its limber: two wheels and the pole
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  c.line(32, 6, 32, 58, kStroke * 0.7f, kWhite);
  c.disc(32, 20, 9, kWhite);
  c.disc(32, 46, 9, kWhite);
  return c;
}

// Skirmish: single figures strung out in open order.
Canvas skirmish_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  for (int i = 0; i < 5; ++i) c.disc(8 + 12 * static_cast<float>(i), i % 2 ? 26 : 38, 4.5f, kWhite);
  return c;
}

// Low on ammunition: a cartridge box with one round left in it.
Canvas low_ammo_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  c.rect_outline(10, 24, 54, 54, kStroke * 0.8f, kWhite);
  c.polygon({27, 10, 37, 10, 37, 40, 27, 40}, kWhite);
  return c;
}

// Out of ammunition: the empty box, struck through.
Canvas out_of_ammo_icon() {
  Canvas c(static_cast<int>(kN), static_cast<int>(kN));
  c.rect_outline(10, 24, 54, 54, kStroke * 0.8f, kWhite);
  c.line(6, 58, 58, 18, kStroke, kWhite);
  return c;
}

}  // namespace

std::vector<NamedCanvas> marker_art() {
  std::vector<NamedCanvas> out;
  out.push_back({"marker_face", marker_face()});
  out.push_back({"markericon_disrupted", disrupted_icon()});
  out.push_back({"markericon_dug_in", dug_in_icon()});
  out.push_back({"markericon_entrenchment", entrenchment_icon()});
  out.push_back({"markericon_routed", routed_icon()});
  out.push_back({"markericon_demoralized", demoralized_icon()});
  out.push_back({"markericon_shaken", shaken_icon()});
  out.push_back({"markericon_forward_volley", forward_volley_icon()});
  out.push_back({"markericon_formation_line", line_icon()});
  out.push_back({"markericon_formation_double_line", double_line_icon()});
  out.push_back({"markericon_formation_extended_line", extended_line_icon()});
  out.push_back({"markericon_formation_column", column_icon()});
  out.push_back({"markericon_formation_march_column", march_column_icon()});
  out.push_back({"markericon_formation_skirmish", skirmish_icon()});
  out.push_back({"markericon_formation_limbered", limbered_icon()});
  out.push_back({"markericon_low_ammo", low_ammo_icon()});
  out.push_back({"markericon_out_of_ammo", out_of_ammo_icon()});
  return out;
}

}  // namespace hexfire::art
