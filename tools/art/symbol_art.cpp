// NATO-style unit symbols (white, tinted at runtime) and the counter face shading.
#include <cmath>
#include <numbers>

#include "art_recipes.hpp"

namespace hexfire::art {

namespace {

constexpr float kW = 120, kH = 80, kInset = 4, kStroke = 5;
const Rgba kWhite{1, 1, 1, 1};

Canvas framed() {
  Canvas c(static_cast<int>(kW), static_cast<int>(kH));
  c.rect_outline(kInset, kInset, kW - kInset, kH - kInset, kStroke, kWhite);
  return c;
}

void infantry_cross(Canvas& c) {
  c.line(kInset, kInset, kW - kInset, kH - kInset, kStroke, kWhite);
  c.line(kInset, kH - kInset, kW - kInset, kInset, kStroke, kWhite);
}

void star(Canvas& c, float cx, float cy, float r_out, float r_in) {
  std::vector<float> pts;
  for (int i = 0; i < 10; ++i) {
    const float a = -std::numbers::pi_v<float> / 2 + static_cast<float>(i) * std::numbers::pi_v<float> / 5;
    const float r = i % 2 == 0 ? r_out : r_in;
    pts.push_back(cx + r * std::cos(a));
    pts.push_back(cy + r * std::sin(a));
  }
  c.polygon(pts, kWhite);
}

Canvas infantry() {
  Canvas c = framed();
  infantry_cross(c);
  return c;
}

Canvas cavalry() {
  Canvas c = framed();
  c.line(kInset, kH - kInset, kW - kInset, kInset, kStroke, kWhite);
  return c;
}

Canvas artillery() {
  Canvas c = framed();
  c.disc(kW / 2, kH / 2, 14, kWhite);
  return c;
}

// Irregulars (skirmishers, partisans): the infantry cross over a light-infantry wave.
Canvas irregular() {
  Canvas c = framed();
  infantry_cross(c);
  for (int i = 0; i < 40; ++i) {
    const float x0 = 24 + static_cast<float>(i) * 1.8f, x1 = x0 + 1.8f;
    auto y = [](float x) { return kH - 16 + 5 * std::sin((x - 24) / 72 * 2 * std::numbers::pi_v<float>); };
    c.line(x0, y(x0), x1, y(x1), 3.5f, kWhite);
  }
  return c;
}

// A leader: headquarters flag staff on the frame's lower left and a star inside.
Canvas leader() {
  Canvas c = framed();
  c.line(kInset, kH - kInset, kInset, kH - kInset, kStroke, kWhite);
  star(c, kW / 2, kH / 2 + 2, 26, 11);
  return c;
}

// An elliptical arc from angle a0 to a1 (radians, 0 = right, clockwise on screen), as short
// round-capped strokes: enough segments that no facet shows at counter size.
void arc(Canvas& c, float cx, float cy, float rx, float ry, float a0, float a1, float width) {
  constexpr int kSegments = 72;
  for (int i = 0; i < kSegments; ++i) {
    const float t0 = a0 + (a1 - a0) * static_cast<float>(i) / kSegments;
    const float t1 = a0 + (a1 - a0) * static_cast<float>(i + 1) / kSegments;
    c.line(cx + rx * std::cos(t0), cy + ry * std::sin(t0), cx + rx * std::cos(t1), cy + ry * std::sin(t1), width, kWhite);
  }
}

// The machine-gun sign: an arrow pointing up, with one cross-bar per weight class (one light, two
// heavy), small enough to sit in the infantry cross's lower triangle.
void mg_arrow(Canvas& c, int bars) {
  const float x = kW / 2, top = kH / 2 - 4, bottom = kH - kInset - 4;
  c.line(x, top + 8, x, bottom, kStroke, kWhite);
  c.polygon({x, top - 4, x - 11, top + 12, x + 11, top + 12}, kWhite);
  for (int i = 0; i < bars; ++i) {
    const float y = bottom - 6 - static_cast<float>(i) * 9;
    c.line(x - 11, y, x + 11, y, 4.5f, kWhite);
  }
}

Canvas machine_gun(int bars) {
  Canvas c = framed();
  // The cross stops short of the arrow so the two never merge into one blot.
  c.line(kInset, kInset, kW / 2 - 16, kH / 2 - 13, kStroke, kWhite);
  c.line(kW / 2 + 16, kH / 2 - 13, kW - kInset, kInset, kStroke, kWhite);
  c.line(kInset, kH - kInset, kW / 2 - 22, kH / 2 + 12, kStroke, kWhite);
  c.line(kW / 2 + 22, kH / 2 + 12, kW - kInset, kH - kInset, kStroke, kWhite);
  mg_arrow(c, bars);
  return c;
}

// Mortar: the weapon sign, an arrow rising from a ring (the base plate).
Canvas mortar() {
  Canvas c = framed();
  const float x = kW / 2;
  arc(c, x, kH - 22, 8, 8, 0, 2 * std::numbers::pi_v<float>, 4);
  c.line(x, kH - 30, x, 22, 4, kWhite);
  c.polygon({x, 12, x - 9, 25, x + 9, 25}, kWhite);
  return c;
}

// Engineers: the bridge sign, a bar with three legs hanging from it.
Canvas engineer() {
  Canvas c = framed();
  const float l = kW / 2 - 32, r = kW / 2 + 32, top = kH / 2 - 14, foot = kH / 2 + 14;
  c.line(l, top, r, top, kStroke, kWhite);
  for (float x : {l, kW / 2, r}) c.line(x, top, x, foot, kStroke, kWhite);
  return c;
}

// Armour: the track, an oval inside the frame. Open-topped vehicles (self-propelled guns,
// half-tracks) leave the top of the track open, which is what tells the two classes apart.
Canvas armour(bool open_top) {
  Canvas c = framed();
  const float rx = kW / 2 - 22, ry = kH / 2 - 18;
  if (!open_top) {
    arc(c, kW / 2, kH / 2, rx, ry, 0, 2 * std::numbers::pi_v<float>, kStroke);
    return c;
  }
  const float gap = 0.55f;  // radians either side of the top left open
  const float top = -std::numbers::pi_v<float> / 2;
  arc(c, kW / 2, kH / 2, rx, ry, top + gap, top + 2 * std::numbers::pi_v<float> - gap, kStroke);
  return c;
}

// Motor transport: two solid wheels under a load bed.
Canvas truck() {
  Canvas c = framed();
  c.line(kW / 2 - 30, kH / 2 - 4, kW / 2 + 30, kH / 2 - 4, kStroke, kWhite);
  c.disc(kW / 2 - 18, kH / 2 + 12, 8, kWhite);
  c.disc(kW / 2 + 18, kH / 2 + 12, 8, kWhite);
  return c;
}

// Horse-drawn transport: spoked wheels (not solid ones) under the bed, and the pole ahead.
Canvas wagon() {
  Canvas c = framed();
  c.line(kW / 2 - 30, kH / 2 - 4, kW / 2 + 22, kH / 2 - 4, kStroke, kWhite);
  c.line(kW / 2 + 22, kH / 2 - 4, kW / 2 + 38, kH / 2 - 14, 3, kWhite);
  for (float wx : {kW / 2 - 18, kW / 2 + 12}) {
    const float wy = kH / 2 + 12;
    arc(c, wx, wy, 9, 9, 0, 2 * std::numbers::pi_v<float>, 3);
    for (int k = 0; k < 4; ++k) {
      const float a = static_cast<float>(k) * std::numbers::pi_v<float> / 4;
      c.line(wx - 8 * std::cos(a), wy - 8 * std::sin(a), wx + 8 * std::cos(a), wy + 8 * std::sin(a), 2, kWhite);
    }
  }
  return c;
}

// Air defence: the dome over the frame's foot, with the gun's disc under it.
Canvas anti_aircraft() {
  Canvas c = framed();
  arc(c, kW / 2, kH - kInset, kW / 2 - 20, kH / 2 - 10, std::numbers::pi_v<float>, 2 * std::numbers::pi_v<float>, kStroke);
  c.disc(kW / 2, kH - 22, 9, kWhite);
  return c;
}

// Dismounted cavalry: the cavalry slash with the infantry's second stroke broken, so that it
// reads as cavalry first and is never taken for an infantry company.
Canvas cavalry_dismounted() {
  Canvas c = framed();
  c.line(kInset, kH - kInset, kW - kInset, kInset, kStroke, kWhite);
  c.line(kInset, kInset, kW * 0.3f, kH * 0.3f, kStroke, kWhite);
  c.line(kW * 0.7f, kH * 0.7f, kW - kInset, kH - kInset, kStroke, kWhite);
  return c;
}

Canvas unknown() {
  Canvas c = framed();
  c.disc(kW / 2, kH / 2, 5, kWhite);
  return c;
}

// Printed-card shading: white face, a soft light from the top-left and a darker rim; the game
// multiplies it by the side colour.
Canvas counter_face() {
  constexpr int n = 64;
  Canvas c(n, n);
  for (int y = 0; y < n; ++y)
    for (int x = 0; x < n; ++x) {
      const float u = (static_cast<float>(x) + 0.5f) / n, v = (static_cast<float>(y) + 0.5f) / n;
      float k = 0.93f + 0.07f * (1 - (u + v) / 2);
      const float edge = std::min(std::min(u, 1 - u), std::min(v, 1 - v)) * n;
      if (edge < 2.5f) k *= (x + y < n) ? 1.06f : 0.78f;  // bevel: light top-left, dark bottom-right
      k *= 1.0f - 0.03f * hash01(x, y, 9);
      c.at(x, y) = {k, k, k, 1};
    }
  return c;
}

}  // namespace

std::vector<NamedCanvas> symbol_art() {
  std::vector<NamedCanvas> out;
  out.push_back({"unit_default", unknown()});
  out.push_back({"unit_infantry", infantry()});
  out.push_back({"unit_cavalry", cavalry()});
  out.push_back({"unit_artillery", artillery()});
  out.push_back({"unit_irregular", irregular()});
  out.push_back({"unit_leader", leader()});
  out.push_back({"unit_mg", machine_gun(1)});
  out.push_back({"unit_hmg", machine_gun(2)});
  out.push_back({"unit_mortar", mortar()});
  out.push_back({"unit_engineer", engineer()});
  out.push_back({"unit_armour", armour(false)});
  out.push_back({"unit_armour_open", armour(true)});
  out.push_back({"unit_truck", truck()});
  out.push_back({"unit_wagon", wagon()});
  out.push_back({"unit_aa", anti_aircraft()});
  out.push_back({"unit_cavalry_dismounted", cavalry_dismounted()});
  return out;
}

std::vector<NamedCanvas> counter_art() {
  std::vector<NamedCanvas> out;
  out.push_back({"counter_face", counter_face()});
  return out;
}

}  // namespace hexfire::art
