// Loading and caching the art textures.
#include "game/render/texture_library.hpp"

#include <SDL_image.h>

#include <filesystem>

namespace hexfire::game {

TextureLibrary::TextureLibrary(SDL_Renderer* renderer, std::string art_dir)
    : renderer_(renderer), dir_(std::move(art_dir)) {}

TextureLibrary::~TextureLibrary() {
  for (auto& [name, tex] : textures_)
    if (tex) SDL_DestroyTexture(tex);
}

SDL_Texture* TextureLibrary::load(const std::string& name) {
  if (auto it = textures_.find(name); it != textures_.end()) return it->second;
  SDL_Texture* tex = nullptr;
  const std::string path = dir_ + "/" + name + ".png";
  if (std::filesystem::exists(path)) {
    tex = IMG_LoadTexture(renderer_, path.c_str());
    if (tex) {
      SDL_SetTextureBlendMode(tex, SDL_BLENDMODE_BLEND);
      // Linear filtering keeps the art smooth when the map is zoomed.
      SDL_SetTextureScaleMode(tex, SDL_ScaleModeLinear);
    }
  }
  textures_[name] = tex;
  return tex;
}

SDL_Texture* TextureLibrary::get(const std::string& family, const std::string& id) {
  if (SDL_Texture* t = load(family + "_" + id)) return t;
  return load(family + "_default");
}

}  // namespace hexfire::game
