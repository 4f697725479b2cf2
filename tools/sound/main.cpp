// hexfire-sound: synthesises the game's sound effects into WAV files, from recipes.cpp.
// Usage: hexfire-sound [OUTPUT_DIR]   (default: <repo>/assets/sound). The output is committed.
#include <cstdio>
#include <filesystem>
#include <string>

#include "recipes.hpp"

int main(int argc, char** argv) {
  const std::filesystem::path out_dir = argc > 1 ? argv[1] : std::string(HEXFIRE_SOURCE_DIR) + "/assets/sound";
  std::error_code ec;
  std::filesystem::create_directories(out_dir, ec);
  if (ec) {
    std::fprintf(stderr, "hexfire-sound: cannot create %s: %s\n", out_dir.c_str(), ec.message().c_str());
    return 1;
  }
  int written = 0;
  for (const auto& s : hexfire::sound::sound_recipes()) {
    const std::string path = (out_dir / (s.name + ".wav")).string();
    std::string error;
    if (!hexfire::sound::write_wav(s.buffer, path, error)) {
      std::fprintf(stderr, "hexfire-sound: %s: %s\n", path.c_str(), error.c_str());
      return 1;
    }
    ++written;
  }
  std::printf("hexfire-sound: wrote %d sounds to %s\n", written, out_dir.c_str());
  return 0;
}
