// Colours for drawing: "#rrggbb" parsing, mixing, and lightness changes.
#pragma once

#include <SDL.h>

#include <optional>
#include <string>

namespace hexfire::game {

std::optional<SDL_Color> parse_color(const std::string& hex);  // "#rrggbb" or "#rrggbbaa"
SDL_Color color_or(const std::string& hex, SDL_Color fallback);
SDL_Color mix(SDL_Color a, SDL_Color b, double t);  // t = 0 gives a, 1 gives b (alpha too)
SDL_Color with_alpha(SDL_Color c, Uint8 a);
SDL_Color lighten(SDL_Color c, double t);  // towards white
SDL_Color darken(SDL_Color c, double t);   // towards black
double luminance(SDL_Color c);             // 0..1, perceptual weights

}  // namespace hexfire::game
