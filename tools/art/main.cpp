// hexfire-art: draws the game's terrain, hexside, road, counter and unit-symbol art into PNGs.
// Usage: hexfire-art [OUTPUT_DIR]   (default: <repo>/assets/art). The output is committed.
#include <SDL.h>
#include <SDL_image.h>

#include <cstdio>
#include <filesystem>
#include <string>

#include "art_recipes.hpp"

int main(int argc, char** argv) {
  namespace art = hexfire::art;
  const std::filesystem::path out_dir = argc > 1 ? argv[1] : std::string(HEXFIRE_SOURCE_DIR) + "/assets/art";
  std::error_code ec;
  std::filesystem::create_directories(out_dir, ec);
  if (ec) {
    std::fprintf(stderr, "hexfire-art: cannot create %s: %s\n", out_dir.c_str(), ec.message().c_str());
    return 1;
  }
  int written = 0;
  for (auto family : {art::terrain_art, art::hexside_art, art::road_art, art::symbol_art, art::counter_art,
                      art::marker_art, art::icon_art}) {
    for (const art::NamedCanvas& item : family()) {
      const std::string path = (out_dir / (item.name + ".png")).string();
      std::string error;
      if (!art::save_png(item.canvas, path, error)) {
        std::fprintf(stderr, "hexfire-art: %s: %s\n", path.c_str(), error.c_str());
        return 1;
      }
      ++written;
    }
  }
  std::printf("hexfire-art: wrote %d images to %s\n", written, out_dir.c_str());
  return 0;
}
