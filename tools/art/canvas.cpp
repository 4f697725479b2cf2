// PNG output for the art canvas through SDL2_image.
#include "canvas.hpp"

#include <SDL.h>
#include <SDL_image.h>

namespace hexfire::art {

bool save_png(const Canvas& c, const std::string& path, std::string& error) {
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, c.width(), c.height(), 32, SDL_PIXELFORMAT_RGBA32);
  if (!s) {
    error = SDL_GetError();
    return false;
  }
  auto to_byte = [](float v) { return static_cast<Uint8>(std::lround(std::clamp(v, 0.0f, 1.0f) * 255.0f)); };
  for (int y = 0; y < c.height(); ++y) {
    auto* row = static_cast<Uint8*>(s->pixels) + y * s->pitch;
    for (int x = 0; x < c.width(); ++x) {
      const Rgba& p = c.at(x, y);
      row[4 * x + 0] = to_byte(p.r);
      row[4 * x + 1] = to_byte(p.g);
      row[4 * x + 2] = to_byte(p.b);
      row[4 * x + 3] = to_byte(p.a);
    }
  }
  const bool ok = IMG_SavePNG(s, path.c_str()) == 0;
  if (!ok) error = IMG_GetError();
  SDL_FreeSurface(s);
  return ok;
}

}  // namespace hexfire::art
