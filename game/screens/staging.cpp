// Screen staging for --screen and the frame-time benchmark for --bench-frames.
#include "game/screens/staging.hpp"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <numeric>

namespace hexfire::game {

bool stage_screen(ScreenStack& stack, ScreenId id, const std::string& scenario_path, std::string& error) {
  if (id == ScreenId::Menu) {
    stack.reset_to(ScreenId::Menu);
    return true;
  }
  if (id == ScreenId::Picker || id == ScreenId::Settings) {
    stack.reset_to(ScreenId::Menu);
    if (id == ScreenId::Settings) {
      stack.push(ScreenId::Settings);
      return true;
    }
    stack.open_picker();
    if (auto i = stack.catalog().find(scenario_path)) stack.pick(*i);
    return true;
  }
  if (id == ScreenId::Editor) {
    if (stack.open_editor(scenario_path)) return true;
    error = stack.status();
    return false;
  }
  if (!stack.start_game(scenario_path)) {
    error = stack.status();
    return false;
  }
  switch (id) {
    case ScreenId::Pause: stack.push(ScreenId::Pause); return true;
    case ScreenId::Handoff:
      for (int i = 0; i < 200 && stack.top() != ScreenId::Handoff; ++i)
        if (!stack.end_phase()) break;
      if (stack.top() == ScreenId::Handoff) return true;
      error = "no hand-off reached by ending phases (" + stack.status() + ")";
      return false;
    case ScreenId::Victory:
      if (stack.play_to_end(20000)) return true;
      error = "the game was not decided by playing it forward";
      return false;
    default: return true;
  }
}

FrameStats frame_stats(std::vector<double> ms) {
  FrameStats s;
  s.frames = static_cast<int>(ms.size());
  if (ms.empty()) return s;
  std::sort(ms.begin(), ms.end());
  auto at = [&](double q) {
    const auto i = static_cast<std::size_t>(std::ceil(q * static_cast<double>(ms.size()))) - 1;
    return ms[std::min(i, ms.size() - 1)];
  };
  s.median_ms = ms.size() % 2 ? ms[ms.size() / 2] : (ms[ms.size() / 2 - 1] + ms[ms.size() / 2]) / 2;
  s.p95_ms = at(0.95);
  s.mean_ms = std::accumulate(ms.begin(), ms.end(), 0.0) / static_cast<double>(ms.size());
  s.max_ms = ms.back();
  return s;
}

FrameStats bench_frames(GameApp& app, int frames) {
  std::vector<double> ms;
  ms.reserve(static_cast<std::size_t>(frames));
  for (int i = 0; i < frames; ++i) {
    const auto t0 = std::chrono::steady_clock::now();
    app.frame();
    SDL_RenderPresent(app.renderer());
    const auto t1 = std::chrono::steady_clock::now();
    ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
  }
  return frame_stats(std::move(ms));
}

}  // namespace hexfire::game
