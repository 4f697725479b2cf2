// The generated art (assets/art/*.png) as SDL textures, looked up by family and id with a
// per-family default, so a ruleset with new terrain ids still draws.
#pragma once

#include <SDL.h>

#include <map>
#include <string>

namespace hexfire::game {

class TextureLibrary {
 public:
  TextureLibrary(SDL_Renderer* renderer, std::string art_dir);
  ~TextureLibrary();
  TextureLibrary(const TextureLibrary&) = delete;
  TextureLibrary& operator=(const TextureLibrary&) = delete;

  // "<family>_<id>.png", else "<family>_default.png", else nullptr. Loaded once, then cached.
  SDL_Texture* get(const std::string& family, const std::string& id);
  int loaded_count() const { return static_cast<int>(textures_.size()); }

 private:
  SDL_Texture* load(const std::string& name);

  SDL_Renderer* renderer_;
  std::string dir_;
  std::map<std::string, SDL_Texture*> textures_;  // by file stem; nullptr = tried and missing
};

}  // namespace hexfire::game
