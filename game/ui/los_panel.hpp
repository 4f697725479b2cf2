// The line-of-sight panel: clear or blocked, why, and the elevation profile under the sight line.
#pragma once

#include <string>
#include <vector>

#include "engine/map/line_of_sight.hpp"

namespace hexfire::game {

// `tops`: per step of los.path, the obstacle top (ground plus blocking terrain's height).
void draw_los_panel(const LosResult& los, const std::vector<int>& tops, const std::string& from, const std::string& to,
                    double eye_height, float window_w, float window_h);

}  // namespace hexfire::game
