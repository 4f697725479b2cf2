// Loading and caching the art textures.
#include "game/render/texture_library.hpp"

#include <SDL_image.h>

#include <filesystem>

#include "engine/io/bounded_file.hpp"

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
    // Through the bounded reader like every input file: a regular file of sane size, decoded
    // from memory.
    FileProblem problem;
    const auto bytes = read_bounded_file(path, problem);
    if (bytes) {
      SDL_RWops* rw = SDL_RWFromConstMem(bytes->data(), static_cast<int>(bytes->size()));
      if (rw) tex = IMG_LoadTexture_RW(renderer_, rw, 1);
    }
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
