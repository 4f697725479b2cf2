// hexfire: opens the scenario on the map screen; --screenshot renders one frame to a PNG.
#include <SDL.h>

#include <cstdio>
#include <optional>
#include <string>
#include <vector>

#include "game/app/data_paths.hpp"
#include "game/app/demo_scenario.hpp"
#include "game/app/game_app.hpp"
#include "game/app/options.hpp"

namespace {

using hexfire::game::GameApp;

// Frames the busiest stack at a zoom where counters read well and hovers it, so the picture
// shows the map, the counters and the inspector at once.
void prepare_showcase(GameApp& app, const hexfire::game::Options& opt) {
  std::optional<hexfire::Hex> hex;
  if (opt.focus && app.scenario()) {
    hex = app.scenario()->initial.map().parse_label(*opt.focus);
    if (!hex) std::fprintf(stderr, "hexfire: --focus %s: no such hex on this map\n", opt.focus->c_str());
  }
  if (hex) {
    app.focus(*hex, opt.zoom.value_or(1.0));
  } else {
    // Both armies at a zoom where counters read well, with the busiest stack inspected.
    hex = app.busiest_hex();
    if (!hex) return;
    app.frame_units(0.75, 1.0);
  }
  const auto p = app.hex_to_screen(*hex);
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.x = static_cast<Sint32>(p.x);
  e.motion.y = static_cast<Sint32>(p.y);
  app.handle_event(e);
}

}  // namespace

int main(int argc, char** argv) {
  namespace game = hexfire::game;
  const game::ParsedOptions parsed = game::parse_options(std::vector<std::string>(argv + 1, argv + argc));
  if (!parsed.error.empty()) {
    std::fprintf(stderr, "hexfire: %s\n%s", parsed.error.c_str(), game::usage_text());
    return 2;
  }
  const game::Options& opt = parsed.options;
  if (opt.help) {
    std::printf("%s", game::usage_text());
    return 0;
  }
  std::string error;
  auto app = GameApp::create({opt.width, opt.height, false}, error);
  if (!app) {
    std::fprintf(stderr, "hexfire: %s\n", error.c_str());
    return 1;
  }
  if (opt.demo) {
    game::DemoLoad demo = game::make_demo_scenario(
        game::rules_dir(), opt.demo_pointy ? hexfire::OffsetLayout::PointyOddR : hexfire::OffsetLayout::FlatOddQ);
    if (demo.scenario)
      app->set_scenario(std::move(*demo.scenario));
    else
      app->show_errors(game::rules_dir(), demo.errors);
  } else {
    const std::string path = opt.scenario.empty() ? game::default_scenario_path() : opt.scenario;
    if (!app->load_scenario(path)) {
      // Shown in the error panel too; printed so scripts and designers see them.
      for (const auto& d : app->errors()) std::fprintf(stderr, "%s\n", d.to_string().c_str());
    }
  }
  if (opt.screenshot) {
    prepare_showcase(*app, opt);
    // ImGui sizes auto-fitting windows on their first frame and draws them on the next.
    app->frame();
    app->frame();
    if (!app->save_screenshot(*opt.screenshot, error)) {
      std::fprintf(stderr, "hexfire: screenshot %s: %s\n", opt.screenshot->c_str(), error.c_str());
      return 1;
    }
    return 0;
  }
  return app->run();
}
