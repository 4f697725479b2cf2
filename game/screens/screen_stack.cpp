// The screen stack's state and input: which screen shows, the keys that move between screens,
// the game session's life (start, load, save, end phase) and the checks after each command.
#include "game/screens/screen_stack.hpp"

#include <imgui.h>
#include <imgui_impl_sdlrenderer.h>

#include <algorithm>
#include <exception>
#include <new>

#include "engine/flow/session_reload.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/save_load.hpp"
#include "game/app/data_paths.hpp"
#include "game/audio/sound_player.hpp"
#include "game/config/palette.hpp"
#include "game/play/play_screen.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/load_list.hpp"
#include "game/screens/player_choice.hpp"
#include "game/render/counter_renderer.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/help_overlay.hpp"
#include "game/ui/ui_scale_fit.hpp"

namespace hexfire::game {

namespace {

// Runs a load: an exception (out of memory, a bug) becomes `error` and false, so a hostile file
// ends in a message on the screen and the game goes on.
template <class Load>
bool guarded(std::string& error, Load&& load) {
  try {
    return load();
  } catch (const std::bad_alloc&) {
    error = "out of memory while loading (is the file too large for this machine?)";
  } catch (const std::exception& e) {
    error = std::string("internal error while loading: ") + e.what();
  } catch (...) {
    error = "internal error of an unknown kind while loading";
  }
  return false;
}

}  // namespace

const ScreenStack::ScreenRow& ScreenStack::row(ScreenId id) {
#define HEXFIRE_SCREEN_ROW(id, name, flags, draw) {name, flags, &ScreenStack::draw},
  static const ScreenRow rows[] = {HEXFIRE_SCREENS(HEXFIRE_SCREEN_ROW)};
#undef HEXFIRE_SCREEN_ROW
  return rows[static_cast<std::size_t>(id)];
}

const char* screen_name(ScreenId id) { return ScreenStack::row(id).name; }

std::optional<ScreenId> parse_screen_name(const std::string& name) {
#define HEXFIRE_SCREEN_PARSE(id, n, flags, draw) \
  if (name == n) return ScreenId::id;
  HEXFIRE_SCREENS(HEXFIRE_SCREEN_PARSE)
#undef HEXFIRE_SCREEN_PARSE
  return std::nullopt;
}

ScreenStack::ScreenStack(GameApp& app, std::string config_dir, ActionLog& log)
    : app_(app), config_dir_(std::move(config_dir)), log_(log) {
  std::string warning;
  settings_ = load_settings(config_dir_, &warning);
  if (!warning.empty()) log_.write("settings: " + warning);
  base_style_ = ImGui::GetStyle();
  // A large bold face for screen headings; the renderer backend rebuilds its atlas next frame.
  if (!heading_font()) {
    ImGui::GetIO().Fonts->AddFontFromFileTTF(font_path(true).c_str(), kHeadingFontPx);
    ImGui_ImplSDLRenderer_DestroyFontsTexture();
  }
  ini_path_ = imgui_ini_path(config_dir_);
  // ImGui writes its ini non-atomically on its own; we load it here and save it with the settings.
  ImGui::GetIO().IniFilename = nullptr;
  std::string why;
  if (auto ini = read_whole_file(ini_path_, why)) ImGui::LoadIniSettingsFromMemory(ini->c_str(), ini->size());
  // Saves interrupted by a crash or a kill leave their temporary files; the game clears them.
  for (const std::string& dir : save_dirs(config_dir_))
    if (const std::size_t n = remove_stale_save_temps(dir))
      log_.write("removed " + std::to_string(n) + " unfinished save file(s) from " + dir);
  apply_settings();
  app_.set_layer(this);
  log_.write("screen menu");
}

ScreenStack::~ScreenStack() {
  if (persist_) {
    if (auto err = save_config()) log_.write("settings not saved: " + *err);
  }
  free_thumbnail();
  free_minimap();
  if (backdrop_.texture) SDL_DestroyTexture(backdrop_.texture);
  app_.set_layer(nullptr);
}

void ScreenStack::apply_computer_time_limit() {
  // A player's game only: scripts and screenshots keep the search a count of commands, so that
  // they play the same on any machine and under any load.
  if (PlayScreen* play = app_.play()) play->computer().set_time_limit(persist_ ? std::optional<double>(settings_.computer_seconds) : std::nullopt);
}

void ScreenStack::apply_settings() {
  ImGuiStyle& style = ImGui::GetStyle();
  style = base_style_;
  style.ScaleAllSizes(settings_.ui_scale);
  ImGui::GetIO().FontGlobalScale = settings_.ui_scale;
  set_colorblind_palette(settings_.colorblind);
  app_.sound().set_volume(settings_.sound_volume);
  app_.sound().set_muted(settings_.sound_muted);
}

std::optional<std::string> ScreenStack::save_config() {
  if (SDL_Window* w = app_.window()) {
    const Uint32 flags = SDL_GetWindowFlags(w);
    if (!(flags & (SDL_WINDOW_MAXIMIZED | SDL_WINDOW_FULLSCREEN | SDL_WINDOW_FULLSCREEN_DESKTOP))) {
      SDL_GetWindowSize(w, &settings_.window_width, &settings_.window_height);
    }
  }
  if (session()) settings_.zoom = app_.camera().zoom();
  if (auto err = save_settings(config_dir_, settings_)) return err;
  std::size_t size = 0;
  const char* ini = ImGui::SaveIniSettingsToMemory(&size);
  return write_file_atomic(ini_path_, std::string(ini, size));
}

void ScreenStack::push(ScreenId id) {
  saves_scanned_ = false;
  stack_.push_back(id);
  log_.write(std::string("screen ") + screen_name(id));
}

void ScreenStack::pop() {
  if (stack_.size() > 1) stack_.pop_back();
  log_.write(std::string("screen ") + screen_name(top()));
}

void ScreenStack::reset_to(ScreenId id) {
  saves_scanned_ = false;
  stack_.assign(1, id);
  log_.write(std::string("screen ") + screen_name(id));
}

bool ScreenStack::shows_map() const {
  if (top() == ScreenId::Editor && !(editor_ && editor_->has_draft())) return false;  // its open form
  return (row(top()).flags & HEXFIRE_SCREEN_SHOWS_MAP) != 0;
}

// The victory screen sits over the final position, darkened, so the players see how it ended.
bool ScreenStack::shows_map_behind() const {
  return shows_map() || (row(top()).flags & HEXFIRE_SCREEN_MAP_BEHIND) != 0;
}

void ScreenStack::set_status(std::string s) {
  status_ = std::move(s);
  log_.write(status_);
}

void ScreenStack::open_picker() {
  if (!catalog_scanned_) {
    catalog_.scan(data_dir() + "/scenarios", rules_dir());
    catalog_scanned_ = true;
    if (auto i = catalog_.find(settings_.last_scenario)) picked_ = *i;
    else if (!catalog_.entries().empty()) picked_ = 0;
  }
  push(ScreenId::Picker);
}

void ScreenStack::pick(std::size_t index) {
  if (index < catalog_.entries().size()) picked_ = index;
}

void ScreenStack::to_main_menu() {
  if (session() && persist_) settings_.zoom = app_.camera().zoom();
  app_.stop_play();
  free_minimap();
  handoff_side_.reset();
  show_since_ = false;
  briefing_ = false;
  brief_sides_ = false;
  reset_to(ScreenId::Menu);
  if (back_to_editor_) return_to_editor();
}

const GameSession* ScreenStack::session() const { return app_.play() ? &app_.play()->session() : nullptr; }

bool ScreenStack::start_game(const std::string& scenario_path, const std::map<std::string, std::string>& options) {
  apply_settings();
  std::string error;
  if (!guarded(error, [&] { return app_.start_play(scenario_path, error, options); })) {
    app_.stop_play();
    // A problem located in the file names it already ("file:line: what"): said once.
    const bool names_file = error.rfind(scenario_path + ":", 0) == 0;
    set_status("cannot start " + (names_file ? error : scenario_path + ": " + error));
    return false;
  }
  scenario_path_ = scenario_path;
  settings_.last_scenario = scenario_path;
  brief_sides_ = false;
  adopt_play();
  reset_to(ScreenId::Play);
  log_.write("start " + scenario_path + " (" + session()->match().info.title + ")");
  return true;
}

bool ScreenStack::load_game(const std::string& save_path) {
  // Checked first (parse, scenario hash, replay, state hash): a bad save leaves the game in
  // progress, if any, untouched and says why.
  SessionOpen open;
  std::string error;
  if (!guarded(error, [&] {
        open = load_save_file(save_path, rules_dir(), keys_dir(config_dir_));
        error = open.error;
        return open.session != nullptr;
      })) {
    set_status("cannot load " + save_path + ": " + error);
    return false;
  }
  const std::string scenario = open.session->setup().scenario_path;
  apply_settings();
  if (!guarded(error, [&] { return app_.start_loaded(std::move(open.session), error); })) {
    app_.stop_play();
    free_minimap();
    handoff_side_.reset();
    reset_to(ScreenId::Menu);
    set_status("cannot load " + save_path + ": " + error);
    return false;
  }
  scenario_path_ = scenario;
  save_path_ = save_path;
  brief_sides_ = false;
  adopt_play();
  reset_to(ScreenId::Play);
  const Match& m = session()->match();
  set_status("loaded " + save_path + " (" + m.info.title + ", turn " + std::to_string(m.flow.turn) + ", " +
             std::to_string(session()->log().size()) + " commands)" +
             (session()->waiting().empty() ? std::string()
                                           : "; it waits for the sealed orders of " + session()->waiting_for().front() +
                                                 ": send the save to that player") +
             (open.warnings.empty() ? std::string() : "; " + open.warnings.front()));
  watch_session();  // a finished game opens on the victory screen
  return true;
}

bool ScreenStack::save_game(const std::string& typed_path) {
  if (!session()) return false;
  // Only saves with the one extension are listed under Load: a name typed without it gets it.
  const std::string save_path = with_save_extension(typed_path);
  const auto slash = save_path.find_last_of('/');
  if (slash != std::string::npos) make_dirs(save_path.substr(0, slash));
  if (auto err = session()->save(save_path)) {
    set_status("save failed: " + *err);
    return false;
  }
  saves_scanned_ = false;  // the save lists show it at once
  mark_saved();
  set_status("saved " + save_path);
  return true;
}

bool ScreenStack::end_phase() {
  PlayScreen* play = app_.play();
  if (!play || play->match().flow.game_over) return false;
  if (!play->end_activation()) {
    set_status("end: " + play->message());
    return false;
  }
  watch_session();
  return true;
}

bool ScreenStack::play_to_end(int limit) {
  PlayScreen* play = app_.play();
  for (int i = 0; play && i < limit && !play->match().flow.game_over; ++i) {
    if (play->pending_prompt()) {
      if (!play->answer_prompt(0)) return false;
    } else if (!play->end_activation()) {
      return false;
    }
  }
  watch_session();
  return play && play->match().flow.game_over;
}

void ScreenStack::adopt_play() {
  const PlayScreen* play = app_.play();
  watched_ = play;
  free_minimap();
  selection_logged_.reset();
  handoff_side_.reset();
  show_since_ = false;
  selected_.reset();
  status_.clear();  // "saved ..." or "loaded ..." spoke of the game before this one
  reload_errors_.clear();
  // A game from a save may name its file as the save recorded it: followed where it is found.
  scenario_watch_.follow(play ? reload_source(play->session(), save_path_).path : std::string());
  if (!play) return;
  // A player's game keeps its last five autosaves where the Load list looks for them.
  if (persist_) {
    app_.play()->set_autosave({save_dirs(config_dir_).back(), 5});
    app_.play()->set_keys_dir(keys_dir(config_dir_));
    app_.play()->set_confirm_end(settings_.confirm_end);
  }
  apply_computer_time_limit();
  // Who plays each side: a loaded save says (its 'player' lines); else the choice made in the
  // picker or the pause menu; else what --computer set.
  const auto& sides = play->match().state.sides();
  const auto saved = play->session().players();  // a copy: set_player rewrites the session's
  for (std::size_t i = 0; i < sides.size(); ++i) {
    std::optional<ai::Strength> who =
        i < players_.size() ? players_[i] : app_.play()->computer().strength_of(sides[i].id);
    for (const auto& [key, word] : saved)
      if (key == sides[i].key) who = ai::parse_strength(word);  // "person" is no strength
    app_.play()->set_player(sides[i].id, who);
    if (who) log_.write("computer plays " + sides[i].key + " (" + player_word(who) + ")");
  }
  // Drawn at the UI scale (the panel only ever shrinks it), so it is no thumbnail at scale 2.
  const float pic = std::max(1.0f, settings_.ui_scale);
  minimap_ = render_map_picture(app_.renderer(), app_.textures(), app_.text(), play->match().state,
                                static_cast<int>(180 * pic), static_cast<int>(140 * pic), false);
  last_control_ = play->match().flow.in_control;
  commands_logged_ = play->session().log().size();
  mark_saved();  // a game just started or loaded has nothing to lose yet
}

void ScreenStack::watch_session() {
  PlayScreen* play = app_.play();
  // A play screen started elsewhere (hexfire --play) is taken over the first time it is seen.
  if (play != watched_) adopt_play();
  if (!play) return;
  if (play->take_confirm_end_change()) {  // "don't ask again" before ending an activation
    settings_.confirm_end = false;
    log_.write("setting confirm_end off");
    if (auto err = save_config()) set_status("settings not saved: " + *err);
  }
  const GameSession& s = play->session();
  for (; commands_logged_ < s.log().size(); ++commands_logged_) log_.write("command " + to_line(s.log()[commands_logged_]));
  if (commands_logged_ > s.log().size()) commands_logged_ = s.log().size();  // undone
  if (play->selected_hex() != selection_logged_) {
    selection_logged_ = play->selected_hex();
    const GameState& st = play->match().state;
    if (selection_logged_) {
      std::string names;
      for (UnitId u : st.stack_at(*selection_logged_)) names += (names.empty() ? "" : ", ") + st.unit(u).name;
      std::string line = "select " + st.map().label(*selection_logged_) + ": " + names + "; reach " +
                         std::to_string(play->reach().size()) + " hexes";
      // The nearest reachable hex without risk and where it is on screen: scripts move there.
      const ReachableHex* near = nullptr;
      for (const ReachableHex& r : play->reach())
        if (r.hex != *selection_logged_ && r.risks == 0 &&
            (!near || distance(r.hex, *selection_logged_) < distance(near->hex, *selection_logged_)))
          near = &r;
      if (near) {
        const Vec2 p = app_.hex_to_screen(near->hex);
        line += ", e.g. " + st.map().label(near->hex) + " at " + std::to_string(static_cast<int>(p.x)) + "," +
                std::to_string(static_cast<int>(p.y));
      }
      log_.write(line);
    } else {
      log_.write("select none");
    }
  }
  // The replay (after the hand-off, or H): each step shown and the close, for scripts.
  const TurnReplay* replay = play->replay();
  const std::optional<std::size_t> at = replay ? std::optional<std::size_t>(replay->position()) : std::nullopt;
  if (at != replay_logged_) {
    if (replay)
      log_.write("replay step " + std::to_string(*at + 1) + " of " + std::to_string(replay->size()) + ": " +
                 replay->step().text);
    else
      log_.write("replay closed");
    replay_logged_ = at;
  }
  const Match& m = play->match();
  if (m.flow.game_over) {
    if (top() != ScreenId::Victory) {
      log_.write("game over: " + m.flow.result);
      reset_to(ScreenId::Victory);
    }
    return;
  }
  const auto control = m.flow.in_control;
  const ComputerPlayers& computer = play->computer();
  if (control && last_control_ && *control != *last_control_ && computer.any()) {
    // Against the computer nobody hides the screen: control going to it needs no hand-off, and
    // its turn, when control comes back, opens on the map as the opponent's replay.
    if (!computer.plays(*control) && computer.plays(*last_control_)) {
      log_.write("computer done; " + m.state.side(*control).key + " to act");
      since_last_turn_.clear();
      for (const FlowEvent& e : events_since_control(m, *control)) since_last_turn_.push_back(e.text);
      show_since_ = !since_last_turn_.empty() && !play->open_replay_since(*control);
    }
  } else if (control && last_control_ && *control != *last_control_ && settings_.hotseat_handoff) {
    handoff_side_ = *control;
    since_last_turn_.clear();
    for (const FlowEvent& e : events_since_control(m, *control)) since_last_turn_.push_back(e.text);
    log_.write("handoff to " + m.state.side(*control).key);
    if (top() != ScreenId::Handoff) {
      push(ScreenId::Handoff);
      app_.sound().play("handoff");
    }
  }
  last_control_ = control;
}

void ScreenStack::confirm_handoff() {
  if (top() != ScreenId::Handoff) return;
  log_.write("handoff confirmed" + (handoff_side_ && session() ? " by " + session()->match().state.side(*handoff_side_).key : std::string()));
  const auto side = handoff_side_;
  handoff_side_.reset();
  pop();
  // What the other side did, on the map step by step; the list of events when nothing there.
  show_since_ = !since_last_turn_.empty() && !(side && app_.play() && app_.play()->open_replay_since(*side));
  brief_at_handoff(side);
}


bool ScreenStack::handle_event(const SDL_Event& e) {
  const bool typing = ImGui::GetIO().WantTextInput;
  // The window's close button sends a close event and then SDL_QUIT: a game not saved asks first
  // and the quit is held back. SDL_QUIT alone is a signal (SIGTERM, SIGINT): it quits.
  if (e.type == SDL_WINDOWEVENT && e.window.event == SDL_WINDOWEVENT_CLOSE && unsaved()) {
    leave(Leave::Quit);
    hold_quit_ = true;
    return true;
  }
  if (e.type == SDL_QUIT) {
    const bool held = hold_quit_;
    hold_quit_ = false;
    return held;
  }
  if (top() == ScreenId::Editor && editor_event(e)) return true;
  if (leaving_ && e.type == SDL_KEYDOWN && e.key.keysym.sym == SDLK_ESCAPE) {
    leaving_.reset();
    log_.write("leave cancelled");
    return true;
  }
  if (e.type == SDL_KEYDOWN && !typing) {
    const SDL_Keycode k = e.key.keysym.sym;
    if (k == SDLK_F1) {
      help_ = !help_;
      log_.write(help_ ? "help shown" : "help hidden");
      return true;
    }
    if (k == SDLK_F12) {
      take_screenshot();
      return true;
    }
    if (k == SDLK_F5 && app_.play()) {
      reload_scenario();
      return true;
    }
    if (k == SDLK_ESCAPE) {
      if (help_) {
        help_ = false;
        log_.write("help hidden");
      } else if (briefing_) {
        show_briefing(false);
      } else if (top() == ScreenId::Play) {
        push(ScreenId::Pause);
      } else if (top() == ScreenId::Pause || top() == ScreenId::Settings || top() == ScreenId::Picker) {
        pop();
      }
      return true;
    }
    if (top() == ScreenId::Handoff && (k == SDLK_RETURN || k == SDLK_KP_ENTER)) {
      confirm_handoff();
      return true;
    }
    if (top() == ScreenId::Play && k == SDLK_n) {
      select_next_ready();
      return true;
    }
    if (top() == ScreenId::Play && k == SDLK_END) {
      end_phase();
      return true;
    }
    if (top() == ScreenId::Play && (k == SDLK_LEFT || k == SDLK_RIGHT || k == SDLK_UP || k == SDLK_DOWN))
      log_.write(std::string("pan ") + SDL_GetKeyName(k));  // the map pans it; logged for scripts
  }
  if (top() == ScreenId::Play && !app_.play() && !ImGui::GetIO().WantCaptureMouse) {
    // A click without a drag selects; a drag stays the map's pan.
    if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT) {
      press_at_ = {static_cast<double>(e.button.x), static_cast<double>(e.button.y)};
      pressed_ = true;
    } else if (e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT && pressed_) {
      pressed_ = false;
      const Vec2 p{static_cast<double>(e.button.x), static_cast<double>(e.button.y)};
      if (std::abs(p.x - press_at_.x) + std::abs(p.y - press_at_.y) <= 4) select_at(p);
    }
  }
  // The map only sees input while it is the screen in front.
  if (top() != ScreenId::Play && top() != ScreenId::Editor) {
    // Motion still reaches the app, which tracks the pointer for ImGui; nothing else does.
    return e.type == SDL_MOUSEBUTTONDOWN || e.type == SDL_MOUSEWHEEL || e.type == SDL_KEYDOWN;
  }
  return false;
}

std::optional<ScreenRect> ScreenStack::button_rect(const std::string& label) const {
  auto it = drawn_buttons_.find(label);
  if (it == drawn_buttons_.end()) return std::nullopt;
  return it->second;
}

bool ScreenStack::button(const char* label, float width, float height) {
  const bool pressed = ImGui::Button(label, ImVec2(width, height));
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  buttons_[label] = ScreenRect{a.x, a.y, b.x, b.y};
  if (pressed) log_.write(std::string("button ") + label);
  return pressed;
}

void ScreenStack::draw_ui(float w, float h) {
  // A window too small for the chosen UI scale gets the largest that fits it (ui_scale_fit.hpp).
  if (const float fit = fitted_ui_scale(settings_.ui_scale, w, h); fit != ImGui::GetIO().FontGlobalScale)
    apply_ui_scale(base_style_, fit);
  buttons_.clear();
  watch_session();
  poll_reload();
  const ScreenRow& screen = row(top());
  if ((screen.flags & HEXFIRE_SCREEN_BACKDROP) || ((screen.flags & HEXFIRE_SCREEN_BACKDROP_IF_NO_GAME) && !session()))
    draw_backdrop(w, h);
  if (screen.flags & HEXFIRE_SCREEN_OVER_PLAY) draw_play(w, h);
  (this->*screen.draw)(w, h);
  if (help_) {
    bool open = true;
    std::vector<Shortcut> actions;
    if (const PlayScreen* play = app_.play())
      for (const ActionKind& a : play->actions())
        actions.push_back({"Play", a.shortcut ? std::string(1, a.shortcut) : a.name, a.name + ": " + a.help});
    const GameSession* game = session();
    draw_help_overlay(open, w, h, actions, game ? system_help_text(data_dir(), game->rules().id()) : std::string());
    if (!open) {
      help_ = false;
      log_.write("help hidden");
    }
  }
  if (top() == ScreenId::Play) draw_reload_panel(w, h);
  draw_briefing(w, h);
  draw_leave_confirm(w, h);
  drawn_buttons_ = buttons_;
  log_layout();
}

void ScreenStack::log_layout() {
  if (!log_.writes_out()) return;
  std::string line;
  for (const auto& [label, r] : drawn_buttons_) {
    line += line.empty() ? "buttons: " : " | ";
    line += label + "@" + std::to_string(static_cast<int>((r.x0 + r.x1) / 2)) + "," +
            std::to_string(static_cast<int>((r.y0 + r.y1) / 2));
  }
  if (line == logged_buttons_) return;
  logged_buttons_ = line;
  log_.write(line.empty() ? "buttons: none" : line);
}

void ScreenStack::free_thumbnail() {
  if (thumbnail_.texture) SDL_DestroyTexture(thumbnail_.texture);
  thumbnail_ = MapPicture{};
  thumbnail_of_.reset();
}

void ScreenStack::free_minimap() {
  if (minimap_.texture) SDL_DestroyTexture(minimap_.texture);
  minimap_ = MapPicture{};
}

}  // namespace hexfire::game
