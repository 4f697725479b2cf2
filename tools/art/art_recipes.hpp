// The recipes for each family of generated art; main.cpp writes them all as PNGs.
#pragma once

#include <string>
#include <vector>

#include "canvas.hpp"

namespace hexfire::art {

struct NamedCanvas {
  std::string name;  // file name without ".png"
  Canvas canvas;
};

std::vector<NamedCanvas> terrain_art();   // terrain_<id>: 256x256 tileable, multiplied by terrain colour
std::vector<NamedCanvas> hexside_art();   // side_<id>: 128x32 strips, one per hexside, v=0 on the high side
std::vector<NamedCanvas> road_art();      // road_<id>: 64x24 strips tileable along u
std::vector<NamedCanvas> symbol_art();    // unit_<symbol>: 120x80 white NATO symbols, tinted at runtime
std::vector<NamedCanvas> counter_art();   // counter_face: 64x64 printed-card shading
std::vector<NamedCanvas> marker_art();    // marker_face: 64x64 badge card; markericon_<id>: 64x64 white icons
std::vector<NamedCanvas> icon_art();      // app_icon: 256x256 desktop icon (installed as hexfire.png)

}  // namespace hexfire::art
