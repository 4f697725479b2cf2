// The game's window and loop as an object: create it, feed it SDL events, step one frame at a
// time, query camera, hover and panel state, save screenshots. main() and the headless UI tests
// drive this same object.
#pragma once

#include <SDL.h>

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/io/diagnostic.hpp"
#include "engine/state/scenario.hpp"
#include "game/app/pointer_cursor.hpp"
#include "game/render/camera.hpp"
#include "game/render/hex_marks.hpp"
#include "game/render/layout.hpp"
#include "game/ui/hex_info.hpp"
#include "game/ui/panel_board.hpp"

struct ImGuiContext;

namespace hexfire {
class GameSession;
}

namespace hexfire::game {

class TextureLibrary;
class TextCache;
class MapLayerCache;
class PlayScreen;
class SoundPlayer;

// A layer of screens above the map (menus, pause, hand-off; game/screens): sees each event first
// and may consume it, draws its ImGui windows every frame and decides whether the map shows.
class AppLayer {
 public:
  virtual ~AppLayer() = default;
  virtual bool handle_event(const SDL_Event& e) = 0;  // true: consumed, the map never sees it
  virtual void draw_ui(float width, float height) = 0;
  virtual bool shows_map() const = 0;  // the map is live: play panels drawn, map input taken
  // The map is drawn behind the layer's own screen (e.g. the final position under the victory
  // screen) without being live.
  virtual bool shows_map_behind() const { return shows_map(); }
};

struct AppConfig {
  int width = 1280;
  int height = 800;
  bool hidden = false;  // no visible window (tests)
};

class GameApp {
 public:
  static constexpr double kHexSize = 48.0;  // world pixels, centre to corner, at zoom 1
  static constexpr double kKeyPanPx = 64.0;
  static constexpr double kWheelStep = 1.15;

  // Opens the window, renderer and ImGui; nothing (and `error`) when the video system fails.
  static std::unique_ptr<GameApp> create(const AppConfig& config, std::string& error);
  ~GameApp();
  GameApp(const GameApp&) = delete;
  GameApp& operator=(const GameApp&) = delete;

  // Loads a scenario file; on failure the error panel shows its diagnostics. Returns success.
  bool load_scenario(const std::string& path);
  void set_scenario(Scenario scenario);
  // Replaces the scenario shown and keeps the camera: the scenario editor, after each edit.
  void show_edited(Scenario scenario);
  void show_errors(const std::string& path, Diagnostics errors);

  void handle_event(const SDL_Event& e);
  void frame();        // one frame: panels and map, drawn but not presented
  // One step of the loop: handles every queued SDL event, draws a frame and presents it.
  void step();
  int run();           // the interactive loop, until the window closes
  bool running() const { return running_; }
  void request_quit() { running_ = false; }

  // Renders a frame and writes it as PNG.
  bool save_screenshot(const std::string& path, std::string& error);

  // View control and queries.
  Camera& camera() { return camera_; }
  const Camera& camera() const { return camera_; }
  const Layout& layout() const { return layout_; }
  Vec2 viewport() const;
  Vec2 hex_to_screen(Hex h) const { return camera_.world_to_screen(layout_.hex_to_pixel(h)); }
  std::optional<Hex> hex_at_screen(Vec2 p) const;  // on-map hexes only
  // The whole map, framed in the part of the window the docked panels leave free (map_area).
  void fit_map();
  // Where the panels' docks leave the map in view (panel_dock.hpp free_map_area), in pixels.
  DockBox map_area() const;
  // Zooms to `zoom` and centres the hex: for screenshots and tests.
  void focus(Hex h, double zoom);
  // Frames the units on the map at a zoom between min_zoom and max_zoom, in map_area(): a game
  // starts so (every unit in view, none under a docked panel, where the zoom allows); or in the
  // whole window (`clear_of_panels` false: the docs' pictures, posed by their own flags).
  void frame_units(double min_zoom, double max_zoom, bool clear_of_panels = true);
  // The hex with the most units (ties: nearest the map's centre), for showcase screenshots.
  std::optional<Hex> busiest_hex() const;

  const Scenario* scenario() const { return scenario_ ? &*scenario_ : nullptr; }
  const Diagnostics& errors() const { return errors_; }
  std::optional<Hex> hovered_hex() const { return hovered_; }
  // The hex inspector's state as shown in the last frame (or as of the last hover).
  const std::optional<HexInfo>& hex_panel() const { return panel_; }
  bool dragging() const { return dragging_; }
  SDL_Window* window() const { return window_; }
  SDL_Renderer* renderer() const { return renderer_; }
  TextureLibrary* textures() const { return textures_.get(); }
  TextCache* text() const { return text_.get(); }
  // The screen layer (not owned; nothing: the bare map view, as in the map-only tests).
  void set_layer(AppLayer* layer) { layer_ = layer; }
  // The play screen (game/play): a game session on the loaded scenario, with selection, previews,
  // prompts and panels. Loads the scenario too. False, with `error`, when it cannot start.
  bool start_play(const std::string& scenario_path, std::string& error,
                  const std::map<std::string, std::string>& options = {});
  // The play screen taking over a loaded save (PlayScreen::adopt), the map from the scenario the
  // session parsed: the save's own copy, never a file it names, and never parsed again.
  bool start_loaded(std::unique_ptr<GameSession> loaded, std::string& error);
  void stop_play();
  PlayScreen* play() const { return play_.get(); }
  // The pointer the game set over the map last frame (nullopt: ImGui's backend has it).
  std::optional<SDL_SystemCursor> pointer_shown() const { return cursors_.shown(); }
  // Hexes outlined over the counters in this frame only: a screen sets them while it draws its
  // panels (draw_ui comes before draw_world), so none stay behind when it goes.
  // Added to this frame's marks: several windows may point out hexes at once.
  void mark_hexes(const std::vector<HexMark>& marks) { marks_.insert(marks_.end(), marks.begin(), marks.end()); }
  // The sound effects (silent without an audio device; never null after create()).
  SoundPlayer& sound() const { return *sound_; }

 private:
  GameApp() = default;
  bool init(const AppConfig& config, std::string& error);
  void update_hover();
  void draw_ui();
  void draw_world();

  SDL_Window* window_ = nullptr;
  SDL_Renderer* renderer_ = nullptr;
  ImGuiContext* imgui_ = nullptr;
  PanelBoard panel_board_;  // the player's moved, collapsed and closed panels (in ImGui's ini)
  std::unique_ptr<TextureLibrary> textures_;
  std::unique_ptr<TextCache> text_;
  bool sdl_started_ = false;

  std::optional<Scenario> scenario_;
  std::string error_path_;
  Diagnostics errors_;

  Layout layout_{HexOrientation::FlatTop, kHexSize};
  Camera camera_;
  bool running_ = true;
  bool dragging_ = false;
  Vec2 mouse_{-1, -1};
  bool mouse_inside_ = false;
  Uint32 held_buttons_ = 0;  // SDL_BUTTON masks held, from the events (dragging a panel)
  // A key's release that came in the same frame as its press, and what followed it: handled at
  // the start of the next frame (step()).
  std::vector<SDL_Event> deferred_;
  std::optional<Hex> hovered_;
  std::optional<HexInfo> panel_;
  std::pair<std::optional<Hex>, int> panel_about_;  // the selection and command count it was made for
  bool ui_wants_mouse_ = false;
  AppLayer* layer_ = nullptr;
  std::unique_ptr<MapLayerCache> map_cache_;  // the static map layer in tiles (frame time)
  std::unique_ptr<PlayScreen> play_;
  PointerCursors cursors_;  // over the map, what a click would do
  std::unique_ptr<SoundPlayer> sound_;
  std::vector<HexMark> marks_;
};

}  // namespace hexfire::game
