// SDL2_ttf text rendering with a texture cache; text is rendered white and tinted per draw.
#include "game/render/text_cache.hpp"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace hexfire::game {

TextCache::TextCache(SDL_Renderer* renderer, std::string regular_path, std::string bold_path,
                     std::string condensed_path)
    : renderer_(renderer),
      regular_path_(std::move(regular_path)),
      bold_path_(std::move(bold_path)),
      condensed_path_(std::move(condensed_path)) {
  if (!TTF_WasInit() && TTF_Init() != 0) return;
  ok_ = std::filesystem::exists(regular_path_);
  if (!std::filesystem::exists(bold_path_)) bold_path_ = regular_path_;
  if (condensed_path_.empty() || !std::filesystem::exists(condensed_path_)) condensed_path_ = regular_path_;
}

TextCache::~TextCache() {
  for (auto& [k, e] : entries_)
    if (e.texture) SDL_DestroyTexture(e.texture);
  for (auto& [k, f] : fonts_)
    if (f) TTF_CloseFont(f);
}

TTF_Font* TextCache::font(int px, FontWeight weight) {
  const auto key = std::make_pair(px, static_cast<int>(weight));
  if (auto it = fonts_.find(key); it != fonts_.end()) return it->second;
  const std::string& path = weight == FontWeight::Bold        ? bold_path_
                            : weight == FontWeight::Condensed ? condensed_path_
                                                              : regular_path_;
  TTF_Font* f = ok_ ? TTF_OpenFont(path.c_str(), px) : nullptr;
  if (f) TTF_SetFontHinting(f, TTF_HINTING_LIGHT);
  fonts_[key] = f;
  return f;
}

const TextCache::Entry* TextCache::entry(const std::string& text, int px, FontWeight weight) {
  if (text.empty() || px < 4) return nullptr;
  const auto key = std::make_tuple(text, px, static_cast<int>(weight));
  if (auto it = entries_.find(key); it != entries_.end()) return it->second.texture ? &it->second : nullptr;
  Entry e;
  if (TTF_Font* f = font(px, weight)) {
    if (SDL_Surface* s = TTF_RenderUTF8_Blended(f, text.c_str(), SDL_Color{255, 255, 255, 255})) {
      e.texture = SDL_CreateTextureFromSurface(renderer_, s);
      e.w = s->w;
      e.h = s->h;
      SDL_FreeSurface(s);
      if (e.texture) SDL_SetTextureBlendMode(e.texture, SDL_BLENDMODE_BLEND);
    }
  }
  auto [it, inserted] = entries_.emplace(key, e);
  return it->second.texture ? &it->second : nullptr;
}

// Sizes without rendering: fitting a label tries several sizes and forms, and only the one
// chosen is ever drawn, so measuring must not fill the texture cache.
Vec2 TextCache::measure(const std::string& text, int px, FontWeight weight) {
  if (text.empty() || px < 4) return {};
  const auto key = std::make_tuple(text, px, static_cast<int>(weight));
  if (auto it = entries_.find(key); it != entries_.end())
    return it->second.texture ? Vec2{static_cast<double>(it->second.w), static_cast<double>(it->second.h)} : Vec2{};
  if (auto it = sizes_.find(key); it != sizes_.end()) return it->second;
  Vec2 size{};
  int w = 0, h = 0;
  if (TTF_Font* f = font(px, weight); f && TTF_SizeUTF8(f, text.c_str(), &w, &h) == 0)
    size = {static_cast<double>(w), static_cast<double>(h)};
  sizes_.emplace(key, size);
  return size;
}

Vec2 TextCache::draw(const std::string& text, Vec2 pos, int px, SDL_Color color, FontWeight weight, Align align) {
  const Entry* e = entry(text, px, weight);
  if (!e) return {};
  double x = pos.x;
  if (align == Align::Center) x -= e->w / 2.0;
  if (align == Align::Right) x -= e->w;
  const SDL_FRect dst{static_cast<float>(std::round(x)), static_cast<float>(std::round(pos.y - e->h / 2.0)),
                      static_cast<float>(e->w), static_cast<float>(e->h)};
  SDL_SetTextureColorMod(e->texture, color.r, color.g, color.b);
  SDL_SetTextureAlphaMod(e->texture, color.a);
  SDL_RenderCopyF(renderer_, e->texture, nullptr, &dst);
  return {static_cast<double>(e->w), static_cast<double>(e->h)};
}

void TextCache::trim(std::size_t max_entries) {
  if (sizes_.size() > max_entries * 4) sizes_.clear();
  if (entries_.size() <= max_entries) return;
  for (auto& [k, e] : entries_)
    if (e.texture) SDL_DestroyTexture(e.texture);
  entries_.clear();
}

}  // namespace hexfire::game
