// hexfire: opens the scenario on the map screen; --screenshot renders one frame to a PNG.
#include <algorithm>
#include <SDL.h>

#include <cstdio>
#include <cstdlib>
#include <exception>
#include <new>
#include <optional>
#include <string>
#include <vector>

#include "engine/io/text_escape.hpp"
#include "engine/rules/code_built_maps.hpp"
#include "game/app/data_paths.hpp"
#include "game/app/game_app.hpp"
#include "game/app/options.hpp"
#include "game/play/play_screen.hpp"
#include "game/config/settings.hpp"
#include "game/screens/action_log.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/load_start.hpp"
#include "game/screens/screen_stack.hpp"
#include "game/screens/staging.hpp"

namespace {

using hexfire::game::GameApp;

// A map the command line asked to be built in code that could not be: shown in the error panel
// and printed, for scripts.
void show_build_errors(GameApp& app, const std::string& flag, const hexfire::Diagnostics& errors) {
  for (const auto& d : errors) std::fprintf(stderr, "hexfire: %s: %s\n", flag.c_str(), d.to_string().c_str());
  app.show_errors(flag, errors);
}

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
    app.frame_units(0.75, 1.0, /*clear_of_panels=*/false);  // each picture poses its panels itself
  }
  const auto p = app.hex_to_screen(*hex);
  SDL_Event e{};
  e.type = SDL_MOUSEMOTION;
  e.motion.x = static_cast<Sint32>(p.x);
  e.motion.y = static_cast<Sint32>(p.y);
  app.handle_event(e);
}

// --select / --hover / --action / --target / --los: poses the play screen for a screenshot.
void stage_play(GameApp& app, const hexfire::game::Options& opt) {
  hexfire::game::PlayScreen* play = app.play();
  if (!play) return;
  const auto& map = play->match().state.map();
  auto hex = [&](const std::optional<std::string>& label, const char* flag) -> std::optional<hexfire::Hex> {
    if (!label) return std::nullopt;
    auto h = map.parse_label(*label);
    if (!h) std::fprintf(stderr, "hexfire: %s %s: no such hex on this map\n", flag, label->c_str());
    return h;
  };
  const auto sel = hex(opt.select, "--select");
  // Staging ends phases and activations until the side of the stack to select is in control and
  // the rules give that stack something to do (a command naming its hex).
  for (int i = 0; sel && i < 12 && !play->match().flow.game_over; ++i) {
    const auto side = play->match().state.side_in(*sel);
    const auto& flow = play->match().flow;
    if (!side) break;
    if (flow.in_control == side) {
      const std::string label = map.label(*sel);
      const auto legal = play->session().legal_commands();
      if (std::any_of(legal.begin(), legal.end(), [&](const hexfire::Command& c) {
            return !c.args.empty() && c.args.front() == label;
          }))
        break;
    }
    if (!play->end_activation()) break;
  }
  if (sel && !play->select(*sel))
    std::fprintf(stderr, "hexfire: --select %s: %s\n", opt.select->c_str(), play->message().c_str());
  // The pointer really moves there, so the app's hover and the play screen's agree.
  auto point = [&](hexfire::Hex h) {
    const auto p = app.hex_to_screen(h);
    SDL_Event e{};
    e.type = SDL_MOUSEMOTION;
    e.motion.x = static_cast<Sint32>(p.x);
    e.motion.y = static_cast<Sint32>(p.y);
    app.handle_event(e);
  };
  if (auto h = hex(opt.hover, "--hover")) point(*h);
  if (!opt.action.empty() && !play->set_action(opt.action)) {
    std::string ids;
    for (const auto& a : play->actions()) ids += (ids.empty() ? "" : ", ") + a.id;
    std::fprintf(stderr, "hexfire: --action %s: the rule system has no such action (it has: %s)\n",
                 opt.action.c_str(), ids.c_str());
  }
  if (auto h = hex(opt.target, "--target")) {
    play->set_target(*h);
    if (opt.roll && !play->confirm_action())
      std::fprintf(stderr, "hexfire: --roll: %s\n", play->message().c_str());
  }
  play->show_tables(opt.tables);
  if (opt.replay) {
    if (!play->open_replay_of_log()) std::fprintf(stderr, "hexfire: --replay: %s\n", play->message().c_str());
    play->replay_seek(static_cast<std::size_t>(*opt.replay - 1));
    // The step's slide plays out, so a picture shows the counters where the step left them.
    for (int i = 0; i < 70; ++i) app.frame();
  }
  if (auto h = hex(opt.los, "--los")) {
    // Frame both ends of the sight line above the LOS panel at the bottom of the window.
    if (play->selected_hex() && !opt.focus) {
      const auto mid = (app.layout().hex_to_pixel(*play->selected_hex()) + app.layout().hex_to_pixel(*h)) * 0.5;
      app.camera().center_on(mid + hexfire::game::Vec2{0, 90 / app.camera().zoom()}, app.viewport());
    }
    play->set_los(true);
    point(*h);
  }
}

int run(int argc, char** argv) {
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
  // Screenshots and benchmarks run at the size asked for; a player's window at the size it had.
  const bool scripted = opt.screenshot || opt.bench_frames > 0;
  const game::Settings remembered = game::load_settings(game::config_dir());
  const int win_w = opt.size_given || scripted ? opt.width : remembered.window_width;
  const int win_h = opt.size_given || scripted ? opt.height : remembered.window_height;
  auto app = GameApp::create({win_w, win_h, false}, error);
  if (!app) {
    std::fprintf(stderr, "hexfire: %s\n", error.c_str());
    return 1;
  }
  game::ActionLog log;
  if (opt.log && !log.open(*opt.log, error)) {
    std::fprintf(stderr, "hexfire: --log: %s\n", error.c_str());
    return 2;
  }
  game::ScreenStack screens(*app, game::config_dir(), log);
  screens.set_persist(!scripted);
  // A scripted picture of the play screen shows the map: staging (--select) ends activations
  // until the stack's side acts, and with the hotseat hand-off on, the picture was the hand-off
  // screen (docs/screenshot.png made by tools/screenshots). `--screen handoff` still shows it.
  if (scripted && !opt.screen) screens.settings().hotseat_handoff = false;
  // The main menu unless the command line names what to show.
  const bool to_menu =
      !opt.screen && opt.scenario.empty() && !opt.demo && !opt.generate_map && !scripted && !opt.play && !opt.load &&
      !opt.edit;
  // A bad save or scenario opens the main menu showing its message (printed too, for scripts).
  bool load_failed = false;
  if (opt.edit) {
    if (!screens.open_editor(*opt.edit)) {
      std::fprintf(stderr, "hexfire: --edit: %s\n", screens.status().c_str());
      return 1;
    }
    if (opt.edit_window == "settings") screens.editor().set_settings_open(true);
    if (opt.edit_window == "forces") screens.editor().set_forces_open(true);
  } else if (opt.load) {
    if (!game::start_from_save(screens, *opt.load, error)) {
      std::fprintf(stderr, "hexfire: --load: %s\n", error.c_str());
      load_failed = true;
    }
  } else if (opt.generate_map) {
    hexfire::BuiltScenario gen = hexfire::build_generated_scenario(opt.rule_system, game::rules_dir(),
                                                                   opt.generate_map->first, opt.generate_map->second);
    if (gen.scenario) app->set_scenario(std::move(*gen.scenario));
    else show_build_errors(*app, "--generate-map", gen.errors);
    screens.reset_to(game::ScreenId::Play);
  } else if (to_menu) {
    screens.reset_to(game::ScreenId::Menu);
  } else if (opt.screen) {
    const std::string path = opt.scenario.empty() ? game::default_scenario_path() : opt.scenario;
    if (!game::stage_from_command_line(screens, *game::parse_screen_name(*opt.screen), path, error)) {
      std::fprintf(stderr, "hexfire: --screen %s: %s\n", opt.screen->c_str(), error.c_str());
      load_failed = true;
    }
  } else if (opt.play) {
    const std::string path = opt.scenario.empty() ? game::default_scenario_path() : opt.scenario;
    // A bad scenario opens the main menu showing its message, as a bad save does.
    if (!game::start_from_scenario(screens, path, error)) {
      std::fprintf(stderr, "hexfire: --play: %s\n", error.c_str());
      load_failed = true;
    }
  } else if (opt.demo) {
    hexfire::BuiltScenario demo = hexfire::build_demo_scenario(
        opt.rule_system, game::rules_dir(),
        opt.demo_pointy ? hexfire::OffsetLayout::PointyOddR : hexfire::OffsetLayout::FlatOddQ);
    if (demo.scenario)
      app->set_scenario(std::move(*demo.scenario));
    else
      show_build_errors(*app, "--demo", demo.errors);
  } else {
    const std::string path = opt.scenario.empty() ? game::default_scenario_path() : opt.scenario;
    // A scenario that loads starts a game; one that does not shows its errors on the map screen.
    if (!screens.start_game(path) && !app->load_scenario(path)) {
      // Shown in the error panel too; printed so scripts and designers see them.
      for (const auto& d : app->errors()) std::fprintf(stderr, "%s\n", d.to_string().c_str());
    }
  }
  // --computer: the sides the computer plays, by key.
  if (!opt.computer.empty() && app->play()) {
    hexfire::game::PlayScreen& play = *app->play();
    for (const auto& choice : opt.computer) {
      const auto side = play.match().state.find_side(choice.first);
      if (!side) {
        std::fprintf(stderr, "hexfire: --computer %s: no side with that key in this scenario\n", choice.first.c_str());
        return 2;
      }
      play.set_player(*side, hexfire::ai::parse_strength(choice.second));
      log.write("computer plays " + choice.first + " (" + choice.second + ")");
    }
    play.computer().set_nodes(opt.computer_nodes);
  }
  screens.show_help(opt.help_overlay);
  // The demo map, a scenario without a session, or its errors: the bare map screen.
  if (!to_menu && !opt.screen && !load_failed && screens.top() == game::ScreenId::Menu)
    screens.reset_to(game::ScreenId::Play);
  if (opt.zoom_out) {
    app->camera().zoom_at(app->viewport() * 0.5, hexfire::game::Camera::kMinZoom);
  } else if (!scripted && screens.session()) {
    const game::DockBox a = app->map_area();  // about the middle of the map in view
    app->camera().zoom_at({(a.x0 + a.x1) * 0.5, (a.y0 + a.y1) * 0.5}, remembered.zoom);
    if (app->play()) app->play()->camera_settled();  // the opening view still frames the side to act
  }
  if (!scripted && opt.focus && app->scenario()) {
    // Centres a hex on start, so a script knows where to click (the X11 smoke test).
    if (const auto h = app->scenario()->initial.map().parse_label(*opt.focus)) {
      app->focus(*h, opt.zoom.value_or(1.0));
      const auto p = app->hex_to_screen(*h);
      log.write("focus " + *opt.focus + " at " + std::to_string(static_cast<int>(p.x)) + "," +
                std::to_string(static_cast<int>(p.y)));
    }
  }
  if (opt.bench_frames > 0) {
    stage_play(*app, opt);  // --select, --target, --tables...: the panels measured open
    for (int i = 0; i < 3; ++i) app->frame();  // warm the caches (glyphs, textures) first
    const game::FrameStats st = game::bench_frames(*app, opt.bench_frames);
    std::printf("frames %d  median %.3f ms  p95 %.3f ms  mean %.3f ms  max %.3f ms  (%dx%d, %s, zoom %.2f)\n",
                st.frames, st.median_ms, st.p95_ms, st.mean_ms, st.max_ms, static_cast<int>(app->viewport().x),
                static_cast<int>(app->viewport().y), app->scenario() ? app->scenario()->info.title.c_str() : "-",
                app->camera().zoom());
    return 0;
  }
  if (opt.screenshot) {
    if (screens.shows_map() && !opt.zoom_out) prepare_showcase(*app, opt);
    stage_play(*app, opt);
    // ImGui sizes auto-fitting windows on their first frame and draws them on the next; panels
    // docked below others take their place from the heights of the frame before; the map moves
    // stacks out from under a preview only once its panels have settled, and they settle again
    // after each move (PlayScreen::pan_clear_of_previews).
    for (int i = 0; i < 12; ++i) app->frame();
    if (!app->save_screenshot(*opt.screenshot, error)) {
      std::fprintf(stderr, "hexfire: screenshot %s: %s\n", opt.screenshot->c_str(), error.c_str());
      return 1;
    }
    return 0;
  }
  stage_play(*app, opt);
  return app->run();
}

// The last boundary: what no screen caught (out of memory, a bug) ends in a message box and on
// stderr, with a non-zero status, never in an abort. Loads catch their own failures earlier and
// keep the game running (ScreenStack::load_game, start_game).
void report_fatal(const std::string& what) {
  const std::string text = hexfire::escape_control_chars_keep_lines(what);
  std::fprintf(stderr, "hexfire: %s\n", text.c_str());
  // No dialog where nobody could dismiss it (headless runs, tests).
  const char* driver = std::getenv("SDL_VIDEODRIVER");
  const bool headless = driver && (std::string(driver) == "offscreen" || std::string(driver) == "dummy");
  if (!headless) SDL_ShowSimpleMessageBox(SDL_MESSAGEBOX_ERROR, "Hexfire", text.c_str(), nullptr);
}

}  // namespace

int main(int argc, char** argv) {
  try {
    return run(argc, argv);
  } catch (const std::bad_alloc&) {
    report_fatal("out of memory");
  } catch (const std::exception& e) {
    report_fatal(std::string("internal error: ") + e.what());
  } catch (...) {
    report_fatal("internal error of an unknown kind");
  }
  return 1;
}
