// The colour-blind-safe side palette.
#include "game/config/palette.hpp"

namespace hexfire::game {

namespace {
// One process shows one game with one palette; this mirrors Settings::colorblind.
bool g_colorblind = false;
constexpr const char* kSafe[] = {"#0072b2", "#e69f00", "#cc79a7", "#009e73"};
}  // namespace

void set_colorblind_palette(bool on) { g_colorblind = on; }
bool colorblind_palette() { return g_colorblind; }

std::string side_display_color(const Side& side) {
  if (!g_colorblind) return side.color;
  return kSafe[side.id.value % 4];
}

}  // namespace hexfire::game
