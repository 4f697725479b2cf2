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
  return out;
}

std::vector<NamedCanvas> counter_art() {
  std::vector<NamedCanvas> out;
  out.push_back({"counter_face", counter_face()});
  return out;
}

}  // namespace hexfire::art
