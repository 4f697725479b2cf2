// Text drawn with SDL2_ttf: fonts opened per pixel size, rendered strings cached as textures.
#pragma once

#include <SDL.h>
#include <SDL_ttf.h>

#include <map>
#include <string>
#include <tuple>

#include "game/render/layout.hpp"

namespace hexfire::game {

enum class FontWeight { Regular, Bold, Condensed };  // Condensed falls back to Regular
enum class Align { Left, Center, Right };

class TextCache {
 public:
  TextCache(SDL_Renderer* renderer, std::string regular_path, std::string bold_path, std::string condensed_path = {});
  ~TextCache();
  TextCache(const TextCache&) = delete;
  TextCache& operator=(const TextCache&) = delete;

  bool ok() const { return ok_; }
  // Draws text with its box's horizontal anchor at `pos.x` per `align` and vertical centre at
  // `pos.y`. Sizes are pixel heights, rounded to whole sizes. Returns the drawn size.
  Vec2 draw(const std::string& text, Vec2 pos, int px, SDL_Color color, FontWeight weight = FontWeight::Regular,
            Align align = Align::Center);
  Vec2 measure(const std::string& text, int px, FontWeight weight = FontWeight::Regular);
  // Drops cached strings when too many accumulate (zooming through many sizes).
  void trim(std::size_t max_entries = 4000);

 private:
  TTF_Font* font(int px, FontWeight weight);
  struct Entry {
    SDL_Texture* texture = nullptr;
    int w = 0, h = 0;
  };
  const Entry* entry(const std::string& text, int px, FontWeight weight);

  SDL_Renderer* renderer_;
  std::string regular_path_, bold_path_, condensed_path_;
  bool ok_ = false;
  std::map<std::pair<int, int>, TTF_Font*> fonts_;
  std::map<std::tuple<std::string, int, int>, Entry> entries_;
  std::map<std::tuple<std::string, int, int>, Vec2> sizes_;  // measured, never drawn
};

}  // namespace hexfire::game
