// Colour parsing and mixing.
#include "game/render/color.hpp"

#include <algorithm>
#include <cmath>

namespace hexfire::game {

namespace {
int hex_digit(char ch) {
  if (ch >= '0' && ch <= '9') return ch - '0';
  if (ch >= 'a' && ch <= 'f') return ch - 'a' + 10;
  if (ch >= 'A' && ch <= 'F') return ch - 'A' + 10;
  return -1;
}
Uint8 to_u8(double v) { return static_cast<Uint8>(std::clamp(std::lround(v), 0L, 255L)); }
}  // namespace

std::optional<SDL_Color> parse_color(const std::string& hex) {
  if ((hex.size() != 7 && hex.size() != 9) || hex[0] != '#') return std::nullopt;
  Uint8 parts[4] = {0, 0, 0, 255};
  for (std::size_t i = 0; i + 1 < hex.size(); i += 2) {
    const int hi = hex_digit(hex[i + 1]);
    const int lo = hex_digit(hex[i + 2]);
    if (hi < 0 || lo < 0) return std::nullopt;
    parts[i / 2] = static_cast<Uint8>(hi * 16 + lo);
  }
  return SDL_Color{parts[0], parts[1], parts[2], parts[3]};
}

SDL_Color color_or(const std::string& hex, SDL_Color fallback) { return parse_color(hex).value_or(fallback); }

SDL_Color mix(SDL_Color a, SDL_Color b, double t) {
  auto m = [t](Uint8 x, Uint8 y) { return to_u8(x + (y - x) * t); };
  return {m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a)};
}

SDL_Color with_alpha(SDL_Color c, Uint8 a) { return {c.r, c.g, c.b, a}; }
SDL_Color lighten(SDL_Color c, double t) { return mix(c, SDL_Color{255, 255, 255, c.a}, t); }
SDL_Color darken(SDL_Color c, double t) { return mix(c, SDL_Color{0, 0, 0, c.a}, t); }
double luminance(SDL_Color c) { return (0.299 * c.r + 0.587 * c.g + 0.114 * c.b) / 255.0; }

}  // namespace hexfire::game
