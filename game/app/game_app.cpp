// The window, the loop and input: camera control by mouse and keys, hover, panels, screenshots.
#include "game/app/game_app.hpp"

#include <SDL_image.h>
#include <SDL_ttf.h>
#include <imgui.h>
#include <imgui_impl_sdl.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <bitset>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include "engine/io/scenario_loader.hpp"
#include "game/app/app_info.hpp"
#include "game/app/data_paths.hpp"
#include "game/app/imgui_style.hpp"
#include "game/audio/sound_player.hpp"
#include "game/play/play_screen.hpp"
#include "game/render/counter_renderer.hpp"
#include "game/render/map_layer_cache.hpp"
#include "game/render/map_renderer.hpp"
#include "game/render/overlay_play.hpp"
#include "game/render/text_cache.hpp"
#include "game/render/texture_library.hpp"
#include "game/render/view.hpp"
#include "game/ui/panels.hpp"

namespace hexfire::game {

namespace {
constexpr SDL_Color kTable{58, 62, 58, 255};  // the table the map lies on
constexpr SDL_Color kHover{255, 214, 40, 255};
}  // namespace

std::unique_ptr<GameApp> GameApp::create(const AppConfig& config, std::string& error) {
  std::unique_ptr<GameApp> app(new GameApp());
  if (!app->init(config, error)) return nullptr;
  return app;
}

bool GameApp::init(const AppConfig& config, std::string& error) {
  if (SDL_InitSubSystem(SDL_INIT_VIDEO) != 0) {
    error = std::string("SDL video: ") + SDL_GetError();
    return false;
  }
  sdl_started_ = true;
  // Offscreen, SDL would back the window surface with an EGL renderer it never needs (and
  // whose driver leaks); the software renderer draws straight into the surface instead.
  const char* driver = SDL_GetCurrentVideoDriver();
  const bool offscreen = driver && std::strcmp(driver, "offscreen") == 0;
  if (offscreen) SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0");
  IMG_Init(IMG_INIT_PNG);
  if (!TTF_WasInit()) TTF_Init();
  const Uint32 flags = static_cast<Uint32>(SDL_WINDOW_RESIZABLE | SDL_WINDOW_ALLOW_HIGHDPI) | (config.hidden ? static_cast<Uint32>(SDL_WINDOW_HIDDEN) : 0u);
  const std::string title = std::string(kAppName) + " " + app_version();
  window_ = SDL_CreateWindow(title.c_str(), SDL_WINDOWPOS_CENTERED, SDL_WINDOWPOS_CENTERED, config.width,
                             config.height, flags);
  if (!window_) {
    error = std::string("SDL window: ") + SDL_GetError();
    return false;
  }
  SDL_SetWindowMinimumSize(window_, 320, 240);
  // The offscreen driver only has the software renderer; elsewhere prefer the GPU.
  if (!offscreen) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_ACCELERATED | SDL_RENDERER_PRESENTVSYNC);
  if (!renderer_) renderer_ = SDL_CreateRenderer(window_, -1, SDL_RENDERER_SOFTWARE);
  if (!renderer_) {
    error = std::string("SDL renderer: ") + SDL_GetError();
    return false;
  }
  SDL_SetRenderDrawBlendMode(renderer_, SDL_BLENDMODE_BLEND);

  textures_ = std::make_unique<TextureLibrary>(renderer_, art_dir());
  text_ = std::make_unique<TextCache>(renderer_, font_path(false), font_path(true), condensed_font_path());
  map_cache_ = std::make_unique<MapLayerCache>(renderer_);
  // No sound is no reason not to play: a machine without audio gets a silent game. A headless
  // run (screenshots, tests) has nobody to hear it and keeps off the sound card, unless
  // SDL_AUDIODRIVER names a driver on purpose.
  sound_ = std::make_unique<SoundPlayer>();
  std::string no_sound;
  bool sound_ok = sound_->load(sound_dir(), &no_sound);
  if (sound_ok && (!offscreen || std::getenv("SDL_AUDIODRIVER"))) sound_ok = sound_->open_device(&no_sound);
  if (!sound_ok && !config.hidden) std::fprintf(stderr, "hexfire: %s\n", no_sound.c_str());

  IMGUI_CHECKVERSION();
  imgui_ = ImGui::CreateContext();
  ImGui::SetCurrentContext(imgui_);
  ImGuiIO& io = ImGui::GetIO();
  io.IniFilename = nullptr;  // the screen stack loads and saves the ini with the settings
  install_panel_board(panel_board_);
  io.Fonts->AddFontFromFileTTF(font_path(false).c_str(), 15.0f);
  apply_panel_style(renderer_);
  ImGui_ImplSDL2_InitForSDLRenderer(window_);
  ImGui_ImplSDLRenderer_Init(renderer_);
  return true;
}

GameApp::~GameApp() {
  if (imgui_) {
    ImGui::SetCurrentContext(imgui_);
    ImGui_ImplSDLRenderer_Shutdown();
    ImGui_ImplSDL2_Shutdown();
    ImGui::DestroyContext(imgui_);
  }
  sound_.reset();      // closes its device before SDL goes
  cursors_.release();
  map_cache_.reset();  // its textures belong to the renderer
  text_.reset();
  textures_.reset();
  if (renderer_) SDL_DestroyRenderer(renderer_);
  if (window_) SDL_DestroyWindow(window_);
  if (sdl_started_) {
    // The app owns the libraries' lifetime: shut them down fully so nothing outlives it.
    TTF_Quit();
    IMG_Quit();
    SDL_Quit();
  }
}

bool GameApp::load_scenario(const std::string& path) {
  ScenarioLoad load = hexfire::load_scenario(path, rules_dir());
  if (!load.ok()) {
    if (load.errors.empty()) load.errors.push_back(Diagnostic{path, 0, "the scenario could not be loaded"});
    show_errors(path, std::move(load.errors));
    return false;
  }
  set_scenario(std::move(*load.scenario));
  return true;
}

void GameApp::set_scenario(Scenario scenario) {
  scenario_.emplace(std::move(scenario));
  errors_.clear();
  error_path_.clear();
  layout_ = Layout::for_map(scenario_->initial.map().layout(), kHexSize);
  const std::string title = std::string(kAppName) + " - " + scenario_->info.title;
  SDL_SetWindowTitle(window_, title.c_str());
  fit_map();
  update_hover();
}

void GameApp::show_edited(Scenario scenario) {
  scenario_.emplace(std::move(scenario));
  errors_.clear();
  error_path_.clear();
  layout_ = Layout::for_map(scenario_->initial.map().layout(), kHexSize);
  map_cache_->clear();  // an edit may change what the sampled fingerprint does not see (a hexside)
  hovered_.reset();     // the hex panel is made again for the edited hex
  update_hover();
}

void GameApp::show_errors(const std::string& path, Diagnostics errors) {
  scenario_.reset();
  error_path_ = path;
  errors_ = std::move(errors);
  hovered_.reset();
  panel_.reset();
}

Vec2 GameApp::viewport() const {
  int w = 0, h = 0;
  SDL_GetRendererOutputSize(renderer_, &w, &h);
  return {static_cast<double>(w), static_cast<double>(h)};
}

std::optional<Hex> GameApp::hex_at_screen(Vec2 p) const {
  if (!scenario_) return std::nullopt;
  const Hex h = layout_.pixel_to_hex(camera_.screen_to_world(p));
  if (!scenario_->initial.map().contains(h)) return std::nullopt;
  return h;
}

void GameApp::fit_map() {
  if (!scenario_) return;
  const HexMap& map = scenario_->initial.map();
  Vec2 lo{1e18, 1e18}, hi{-1e18, -1e18};
  for (int col : {0, map.width() - 1})
    for (int row = 0; row < map.height(); ++row)
      for (const Vec2& c : layout_.corners(map.hex_at({col, row}))) {
        lo = {std::min(lo.x, c.x), std::min(lo.y, c.y)};
        hi = {std::max(hi.x, c.x), std::max(hi.y, c.y)};
      }
  for (int row : {0, map.height() - 1})
    for (int col = 0; col < map.width(); ++col)
      for (const Vec2& c : layout_.corners(map.hex_at({col, row}))) {
        lo = {std::min(lo.x, c.x), std::min(lo.y, c.y)};
        hi = {std::max(hi.x, c.x), std::max(hi.y, c.y)};
      }
  const DockBox a = map_area();
  camera_.fit(lo, hi, {a.width(), a.height()});
  camera_.pan_by({a.x0, a.y0});
}

DockBox GameApp::map_area() const {
  const Vec2 vp = viewport();
  const auto w = static_cast<float>(vp.x), h = static_cast<float>(vp.y);
  return free_map_area(current_dock(w, h), w, h);
}

void GameApp::focus(Hex h, double zoom) {
  camera_.set_zoom(zoom);
  camera_.center_on(layout_.hex_to_pixel(h), viewport());
  update_hover();
}

void GameApp::frame_units(double min_zoom, double max_zoom, bool clear_of_panels) {
  if (!scenario_) return;
  const GameState& st = scenario_->initial;
  Vec2 lo{1e18, 1e18}, hi{-1e18, -1e18};
  for (const Unit& u : st.units()) {
    if (!u.position || u.eliminated) continue;
    const Vec2 c = layout_.hex_to_pixel(*u.position);
    const double m = kHexSize * 1.6;  // keep whole counters and facing marks in view
    lo = {std::min(lo.x, c.x - m), std::min(lo.y, c.y - m)};
    hi = {std::max(hi.x, c.x + m), std::max(hi.y, c.y + m)};
  }
  if (lo.x > hi.x) return fit_map();
  const Vec2 vp = viewport();
  const DockBox a = clear_of_panels ? map_area() : DockBox{0, 0, static_cast<float>(vp.x), static_cast<float>(vp.y)};
  const Vec2 area{a.width(), a.height()}, corner{a.x0, a.y0};
  camera_.fit(lo, hi, area);
  const double z = std::clamp(camera_.zoom(), min_zoom, max_zoom);
  camera_.set_zoom(z);
  camera_.center_on((lo + hi) * 0.5, area);
  camera_.pan_by(corner);
  // Where the map is larger than the view, slide it so no bare table shows at an edge.
  const HexMap& map = st.map();
  Vec2 mlo{1e18, 1e18}, mhi{-1e18, -1e18};
  for (Hex h : map.all_hexes()) {
    const Vec2 c = layout_.hex_to_pixel(h);
    mlo = {std::min(mlo.x, c.x - kHexSize), std::min(mlo.y, c.y - kHexSize)};
    mhi = {std::max(mhi.x, c.x + kHexSize), std::max(mhi.y, c.y + kHexSize)};
  }
  const Vec2 s_lo = camera_.world_to_screen(mlo), s_hi = camera_.world_to_screen(mhi);
  const Vec2 far = corner + area;
  Vec2 shift{};
  if (s_hi.y - s_lo.y > area.y) {
    if (s_lo.y > corner.y) shift.y = corner.y - s_lo.y;
    if (s_hi.y < far.y) shift.y = far.y - s_hi.y;
  }
  if (s_hi.x - s_lo.x > area.x) {
    if (s_lo.x > corner.x) shift.x = corner.x - s_lo.x;
    if (s_hi.x < far.x) shift.x = far.x - s_hi.x;
  }
  camera_.pan_by(shift);
  update_hover();
}

std::optional<Hex> GameApp::busiest_hex() const {
  if (!scenario_) return std::nullopt;
  const GameState& st = scenario_->initial;
  const HexMap& map = st.map();
  const Hex centre = map.hex_at({map.width() / 2, map.height() / 2});
  std::optional<Hex> best;
  std::size_t best_n = 0;
  for (Hex h : map.all_hexes()) {
    const std::size_t n = visible_stack(st, h).size();
    if (n == 0) continue;
    if (!best || n > best_n || (n == best_n && distance(h, centre) < distance(*best, centre))) {
      best = h;
      best_n = n;
    }
  }
  return best;
}

void GameApp::update_hover() {
  const std::optional<Hex> h = mouse_inside_ && !ui_wants_mouse_ ? hex_at_screen(mouse_) : std::nullopt;
  // The terrain effects are for the selected stack: a new selection (or a command) renews them.
  const std::pair<std::optional<Hex>, int> about{play_ ? play_->selected_hex() : std::nullopt,
                                                 play_ ? play_->match().flow.commands_applied : 0};
  if (h == hovered_ && about == panel_about_ && (panel_.has_value() == h.has_value())) return;
  hovered_ = h;
  panel_about_ = about;
  if (h && scenario_) {
    panel_ = play_ ? describe_hex(play_->match().state, *h, &play_->match().info.victory)
                   : describe_hex(scenario_->initial, *h, &scenario_->info.victory);
    if (play_) play_->add_terrain_effects(*h, *panel_);
  } else
    panel_.reset();
}

void GameApp::handle_event(const SDL_Event& e) {
  ImGui::SetCurrentContext(imgui_);
  ImGui_ImplSDL2_ProcessEvent(&e);
  if (e.type == SDL_MOUSEBUTTONDOWN) held_buttons_ |= static_cast<Uint32>(SDL_BUTTON(e.button.button));
  if (e.type == SDL_MOUSEBUTTONUP) held_buttons_ &= ~static_cast<Uint32>(SDL_BUTTON(e.button.button));
  if (e.type == SDL_QUIT) {
    // The layer may hold it back while it asks (a game not saved, leave_confirm.cpp).
    if (!layer_ || !layer_->handle_event(e)) running_ = false;
    return;
  }
  // The play screen picks hexes, orders moves and fires; what it uses the camera never sees.
  if (play_ && (!layer_ || layer_->shows_map()) &&
      play_->handle_event(e, ui_wants_mouse_, ImGui::GetIO().WantCaptureKeyboard)) {
    dragging_ = false;
    return;
  }
  if (layer_ && layer_->handle_event(e)) return;
  switch (e.type) {
    case SDL_QUIT: running_ = false; break;
    case SDL_WINDOWEVENT:
      if (e.window.event == SDL_WINDOWEVENT_LEAVE) {
        mouse_inside_ = false;
        dragging_ = false;
        update_hover();
      }
      break;
    case SDL_MOUSEMOTION: {
      const Vec2 p{static_cast<double>(e.motion.x), static_cast<double>(e.motion.y)};
      if (dragging_) camera_.pan_by(p - mouse_);
      mouse_ = p;
      mouse_inside_ = true;
      update_hover();
      break;
    }
    case SDL_MOUSEBUTTONDOWN:
      mouse_ = {static_cast<double>(e.button.x), static_cast<double>(e.button.y)};
      mouse_inside_ = true;
      if (!ui_wants_mouse_ && (e.button.button == SDL_BUTTON_LEFT || e.button.button == SDL_BUTTON_MIDDLE ||
                               e.button.button == SDL_BUTTON_RIGHT))
        dragging_ = true;
      break;
    case SDL_MOUSEBUTTONUP: dragging_ = false; break;
    case SDL_MOUSEWHEEL: {
      if (ui_wants_mouse_) break;
      int steps = e.wheel.y;
      if (e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED) steps = -steps;
      if (steps == 0) break;
      // Zoom about the cursor, or the window's centre when the cursor position is unknown.
      const Vec2 anchor = mouse_inside_ ? mouse_ : viewport() * 0.5;
      camera_.zoom_at(anchor, camera_.zoom() * std::pow(kWheelStep, steps));
      update_hover();
      break;
    }
    case SDL_KEYDOWN: {
      if (ImGui::GetIO().WantCaptureKeyboard) break;
      switch (e.key.keysym.sym) {
        case SDLK_LEFT: camera_.pan_by({kKeyPanPx, 0}); break;
        case SDLK_RIGHT: camera_.pan_by({-kKeyPanPx, 0}); break;
        case SDLK_UP: camera_.pan_by({0, kKeyPanPx}); break;
        case SDLK_DOWN: camera_.pan_by({0, -kKeyPanPx}); break;
        case SDLK_PLUS: case SDLK_EQUALS: case SDLK_KP_PLUS:
          camera_.zoom_at(viewport() * 0.5, camera_.zoom() * kWheelStep);
          break;
        case SDLK_MINUS: case SDLK_KP_MINUS: camera_.zoom_at(viewport() * 0.5, camera_.zoom() / kWheelStep); break;
        case SDLK_HOME: fit_map(); break;
        default: break;
      }
      update_hover();
      break;
    }
    default: break;
  }
}

void GameApp::draw_world() {
  std::vector<HexMark> marks;
  marks.swap(marks_);  // this frame's only
  SDL_SetRenderDrawColor(renderer_, kTable.r, kTable.g, kTable.b, 255);
  SDL_RenderClear(renderer_);
  if (!scenario_ || (layer_ && !layer_->shows_map_behind())) return;
  View view{renderer_, &camera_, &layout_, textures_.get(), text_.get(), viewport()};
  const GameState& shown = play_ ? play_->shown_state() : scenario_->initial;  // a replay shows its step
  // What the flow shows the player at the screen on a counter (volley: the orders it gave).
  if (play_ && play_->viewer() && play_->match().flow.system)
    view.unit_badge = [flow = play_->match().flow.system.get(), side = *play_->viewer()](UnitId id) {
      return flow->unit_badge(id, side);
    };
  map_cache_->draw(shown, view);
  if (play_) play_->draw_under_units(view);
  if (hovered_) draw_hex_highlight(view, *hovered_, kHover);
  draw_stacks(shown, view);
  draw_objectives_overlay(view, shown, play_ ? play_->match().info.victory.objectives : scenario_->info.victory.objectives);
  if (play_) play_->draw_over_units(view);
  draw_hex_marks(view, marks);
  text_->trim();
}

void GameApp::draw_ui() {
  const Vec2 vp = viewport();
  const float w = static_cast<float>(vp.x), h = static_cast<float>(vp.y);
  if (layer_) {
    layer_->draw_ui(w, h);
    if (!layer_->shows_map()) return;
  }
  if (!scenario_) {
    draw_error_panel(error_path_, errors_, w, h);
    return;
  }
  draw_title_bar(scenario_->info.title, scenario_->info.rule_system, scenario_->info.turns, camera_.zoom());
  draw_hex_info_panel(panel_, w, h);
  if (play_) {
    play_->tick();
    play_->draw_ui(w, h);
    if (const auto goal = play_->take_camera_goal()) camera_.center_on(*goal, viewport());  // a replay step
    if (const auto step = play_->pan_clear_of_previews(w, h)) camera_.pan_by(*step);
  }
}

void GameApp::frame() {
  ImGui::SetCurrentContext(imgui_);
  // Over the live map the pointer shows what a click would do; elsewhere ImGui's backend sets it.
  const bool on_map = play_ && mouse_inside_ && !ui_wants_mouse_ && !dragging_ && (!layer_ || layer_->shows_map());
  cursors_.show(on_map ? play_->pointer_effect() : std::nullopt);
  ImGui_ImplSDLRenderer_NewFrame();
  ImGui_ImplSDL2_NewFrame();
  // The game tracks the pointer from its own events, so synthesized events drive the UI too.
  ImGuiIO& io = ImGui::GetIO();
  if (mouse_inside_) io.MousePos = ImVec2(static_cast<float>(mouse_.x), static_cast<float>(mouse_.y));
  // Likewise the buttons held (the backend asks SDL's mouse state, which synthesized events leave
  // alone): a panel dragged by its title bar follows.
  for (int i = 0; i < 3; ++i)
    if (held_buttons_ & static_cast<Uint32>(SDL_BUTTON(i + 1))) io.MouseDown[i] = true;
  ImGui::NewFrame();
  // The docks below the title line and the phase bar start from their heights last frame.
  panel_board_.measured = {window_height_or("##title", 0), window_height_or("##phase", 0)};
  draw_ui();
  keep_windows_inside(io.DisplaySize.x, io.DisplaySize.y);
  ImGui::Render();
  ui_wants_mouse_ = io.WantCaptureMouse && !dragging_;
  update_hover();  // a pointer that moved onto a panel no longer inspects the map below it
  draw_world();
  ImGui_ImplSDLRenderer_RenderDrawData(ImGui::GetDrawData());
}

bool GameApp::save_screenshot(const std::string& path, std::string& error) {
  frame();
  const Vec2 vp = viewport();
  const int w = static_cast<int>(vp.x), h = static_cast<int>(vp.y);
  SDL_Surface* s = SDL_CreateRGBSurfaceWithFormat(0, w, h, 32, SDL_PIXELFORMAT_RGBA32);
  if (!s) {
    error = SDL_GetError();
    return false;
  }
  bool ok = SDL_RenderReadPixels(renderer_, nullptr, SDL_PIXELFORMAT_RGBA32, s->pixels, s->pitch) == 0;
  if (!ok) error = SDL_GetError();
  if (ok && IMG_SavePNG(s, path.c_str()) != 0) {
    ok = false;
    error = IMG_GetError();
  }
  SDL_FreeSurface(s);
  SDL_RenderPresent(renderer_);
  return ok;
}

void GameApp::step() {
  // ImGui 1.86's SDL backend keeps whether a key is down, not that it was pressed: a key pressed
  // and released between two frames (a quick tap while a big map draws slowly, a script) would
  // never be seen down, and Enter would not close a text field. Such a release, and every event
  // after it, waits for the next frame.
  std::vector<SDL_Event> held;
  held.swap(deferred_);
  for (const SDL_Event& e : held) handle_event(e);
  std::bitset<SDL_NUM_SCANCODES> pressed;
  SDL_Event e;
  while (SDL_PollEvent(&e)) {
    const bool key = e.type == SDL_KEYDOWN || e.type == SDL_KEYUP;
    const std::size_t code = key ? static_cast<std::size_t>(e.key.keysym.scancode) : pressed.size();
    if (!deferred_.empty() || (e.type == SDL_KEYUP && code < pressed.size() && pressed.test(code))) {
      deferred_.push_back(e);
      continue;
    }
    if (e.type == SDL_KEYDOWN && code < pressed.size()) pressed.set(code);
    handle_event(e);
  }
  frame();
  SDL_RenderPresent(renderer_);
}

int GameApp::run() {
  while (running_) {
    // Sleep until input arrives (or ~60 Hz), so an idle map costs no CPU.
    SDL_WaitEventTimeout(nullptr, 16);
    step();
  }
  return 0;
}

}  // namespace hexfire::game

namespace hexfire::game {

bool GameApp::start_play(const std::string& scenario_path, std::string& error,
                         const std::map<std::string, std::string>& options) {
  // The session parses the scenario; the map screen takes the session's copy (parsed once).
  play_ = PlayScreen::open(scenario_path, rules_dir(), error, std::nullopt, options);
  if (!play_) {
    // The session stops at the first problem; the error panel lists them all.
    if (!load_scenario(scenario_path))
      error = errors_.empty() ? "the scenario could not be loaded" : errors_.front().to_string();
    return false;
  }
  set_scenario(play_->session().scenario());
  frame_units(Camera::kMinZoom, 1.0);  // the armies in view, clear of the docked panels
  play_->attach(&camera_, &layout_);
  play_->set_sound(sound_.get());
  return true;
}

bool GameApp::start_loaded(std::unique_ptr<GameSession> loaded, std::string& error) {
  if (!loaded) {
    error = "no game to open";
    return false;
  }
  set_scenario(loaded->scenario());
  play_ = PlayScreen::adopt(std::move(loaded), error);
  if (!play_) return false;
  play_->attach(&camera_, &layout_);
  play_->set_sound(sound_.get());
  return true;
}

void GameApp::stop_play() { play_.reset(); }

}  // namespace hexfire::game
