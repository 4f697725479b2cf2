// Puts the game on a given screen for --screen (screenshots of each screen, the docs' pictures):
// starts the scenario and plays it forward as far as the screen needs.
#pragma once

#include <string>

#include "game/screens/screen_stack.hpp"

namespace hexfire::game {

// False (with `error`) when the screen cannot be reached with this scenario.
bool stage_screen(ScreenStack& stack, ScreenId id, const std::string& scenario_path, std::string& error);

struct FrameStats {
  int frames = 0;
  double median_ms = 0, p95_ms = 0, mean_ms = 0, max_ms = 0;
};
// Draws and presents `frames` frames back to back, timing each one.
FrameStats bench_frames(GameApp& app, int frames);
FrameStats frame_stats(std::vector<double> ms);

}  // namespace hexfire::game
