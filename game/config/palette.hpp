// Side colours as displayed: the scenario's own, or a colour-blind-safe set (Okabe-Ito blue,
// orange, reddish purple, bluish green) when the player asks for it in the settings.
#pragma once

#include <string>

#include "engine/units/unit.hpp"

namespace hexfire::game {

// A display preference of the running game (the rules never read colours), set from Settings.
void set_colorblind_palette(bool on);
bool colorblind_palette();
// The colour the counters of `side` are drawn in, "#rrggbb".
std::string side_display_color(const Side& side);

}  // namespace hexfire::game
