// The scenario editor's screen: opening a draft, the map's input (the tool at a click, a drag of
// the brush as one step), the keys, and handing the draft to the map renderer after each edit.
#include "game/screens/editor_screen.hpp"

#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <system_error>
#include <filesystem>

#include "engine/io/save_atomic.hpp"
#include "game/app/data_paths.hpp"
#include "game/app/game_app.hpp"

namespace hexfire::game {

const char* editor_tool_name(EditorTool t) {
  switch (t) {
    case EditorTool::Terrain: return "Terrain";
    case EditorTool::Raise: return "Raise";
    case EditorTool::Lower: return "Lower";
    case EditorTool::Hexside: return "Hexside";
    case EditorTool::Road: return "Road";
    case EditorTool::Unit: return "Unit";
    case EditorTool::Move: return "Move";
    case EditorTool::Turn: return "Turn";
    case EditorTool::Delete: return "Delete";
    case EditorTool::Objective: return "Objective";
    case EditorTool::Select: return "Select";
    case EditorTool::Marker: return "Marker";
  }
  return "?";
}

bool EditorScreen::open(const std::string& path, std::string& error) {
  DraftOpen o = ScenarioDraft::open(path, rules_dir());
  if (!o.draft) {
    error = o.errors.empty() ? path + ": cannot be opened" : o.errors.front().to_string();
    return false;
  }
  draft_.emplace(std::move(*o.draft));
  moving_.reset();
  selected_.reset();
  entry_for_.reset();
  message_ = draft_->problems().empty() ? "Opened; it lints clean." : "Opened; see its problems below.";
  show(true);
  return true;
}

bool EditorScreen::create(const NewScenarioSpec& spec, const std::string& path, std::string& error) {
  DraftOpen o = ScenarioDraft::create(spec, path, rules_dir());
  if (!o.draft) {
    error = o.errors.empty() ? "cannot make a " + spec.system + " scenario" : o.errors.front().to_string();
    return false;
  }
  draft_.emplace(std::move(*o.draft));
  moving_.reset();
  selected_.reset();
  entry_for_.reset();
  message_ = "new " + spec.system + " scenario; Ctrl+S saves it to " + path;
  show(true);
  return true;
}

void EditorScreen::prepare_new(const std::string& path) {
  close();
  std::snprintf(form_.path, sizeof form_.path, "%s", path.c_str());
  message_ = path + " does not exist yet: choose a rule system, a layout and a size, then New.";
}

void EditorScreen::close() {
  draft_.reset();
  moving_.reset();
  selected_.reset();
  entry_for_.reset();
  message_.clear();
}

void EditorScreen::show(bool frame_map) {
  refresh();
  if (frame_map && app_.scenario()) app_.fit_map();
}

void EditorScreen::refresh() {
  if (!draft_) return;
  const ScenarioLoad& load = draft_->load();
  if (load.scenario) app_.show_edited(*load.scenario);
  else if (load.partial) app_.show_edited(*load.partial);
  else app_.show_errors(draft_->path(), draft_->problems());
  // The palette's choices stay ones this scenario has.
  const GameState* s = draft_->state();
  if (!s) return;
  const Ruleset& r = s->ruleset();
  if (!r.find_terrain(brush_.terrain) && !r.terrain.empty()) brush_.terrain = r.terrain.front().id;
  if (!r.find_hexside_feature(brush_.feature) && !r.hexside_features.empty()) brush_.feature = r.hexside_features.front().id;
  if (!r.find_road_type(brush_.road) && !r.road_types.empty()) brush_.road = r.road_types.front().id;
  if (!s->find_unit_type(brush_.unit_type) && !s->unit_types().empty()) brush_.unit_type = s->unit_types().front().id;
  if (!s->find_side(brush_.side) && !s->sides().empty()) brush_.side = s->sides().front().key;
  if (!brush_.owner.empty() && !s->find_side(brush_.owner)) brush_.owner.clear();
}

void EditorScreen::report(const EditResult& r, const std::string& done) {
  if (r.ok()) {
    message_ = done;
    refresh();
  } else {
    message_ = *r.error;
  }
}

HexDirection EditorScreen::nearest_side(Hex h, Vec2 screen) const {
  const Vec2 at = app_.camera().screen_to_world(screen) - app_.layout().hex_to_pixel(h);
  HexDirection best = HexDirection::N;
  double best_dot = -1e18;
  for (int i = 0; i < 6; ++i) {
    const HexDirection d = direction_from_index(i);
    const Vec2 towards = app_.layout().hex_to_pixel(neighbor(h, d)) - app_.layout().hex_to_pixel(h);
    const double dot = (at.x * towards.x + at.y * towards.y) / std::hypot(towards.x, towards.y);
    if (dot > best_dot) best_dot = dot, best = d;
  }
  return best;
}

bool EditorScreen::refuse(std::string why) {
  message_ = std::move(why);
  return false;
}

bool EditorScreen::use_tool_at(Vec2 screen) {
  if (!draft_ || !draft_->state()) return false;
  const std::optional<Hex> hex = app_.hex_at_screen(screen);
  if (!hex) return false;
  const GameState& s = *draft_->state();
  const std::string label = s.map().label(*hex);
  const std::vector<UnitId>& stack = s.stack_at(*hex);
  // The top unit of the hex, by name (the document's key for it).
  const std::optional<std::string> top = stack.empty() ? std::nullopt : std::optional(s.unit(stack.back()).name);
  if (entry_for_) return set_entry_at(*hex);  // the Forces window asked for an entry hex
  EditResult r;
  std::string done;
  switch (brush_.tool) {
    case EditorTool::Terrain: {
      const auto hexes = brush_.flood ? flood_fill_hexes(s.map(), *hex) : brush_hexes(s.map(), *hex, brush_.radius);
      r = draft_->paint_terrain(hexes, brush_.terrain);
      done = brush_.terrain + " at " + label;
      break;
    }
    case EditorTool::Raise:
    case EditorTool::Lower: {
      const int delta = brush_.tool == EditorTool::Raise ? 1 : -1;
      r = draft_->raise_elevation(brush_hexes(s.map(), *hex, brush_.radius), delta);
      break;  // the message reads the new level below
    }
    case EditorTool::Hexside: {
      if (s.ruleset().hexside_features.empty()) return refuse("the " + s.ruleset().system + " ruleset has no hexside features");
      const HexDirection d = nearest_side(*hex, screen);
      r = draft_->toggle_hexside(*hex, d, brush_.feature);
      done = brush_.feature + " on " + label + " " + direction_name(d);
      break;
    }
    case EditorTool::Road: {
      if (s.ruleset().road_types.empty()) return refuse("the " + s.ruleset().system + " ruleset has no road types");
      const HexDirection d = nearest_side(*hex, screen);
      r = draft_->toggle_road(*hex, d, brush_.road);
      done = brush_.road + " from " + label + " " + direction_name(d);
      break;
    }
    case EditorTool::Unit:
      r = draft_->place_unit({brush_.side, brush_.unit_type, *hex, brush_.facing, "", brush_.org});
      done = "placed " + r.detail + " at " + label;
      break;
    case EditorTool::Move:
      if (!moving_) {
        if (!top) return refuse("no unit in " + label + " to move");
        moving_ = top;
        message_ = "moving " + *top + ": click its new hex (Esc: cancel)";
        return true;
      }
      r = draft_->move_unit(*moving_, *hex);
      done = "moved " + *moving_ + " to " + label;
      moving_.reset();
      break;
    case EditorTool::Turn: {
      if (!top) return refuse("no unit in " + label + " to turn");
      const HexDirection now = s.unit(stack.back()).facing;
      r = draft_->set_facing(*top, rotate(now, 1));
      done = *top + " faces " + direction_name(rotate(now, 1));
      break;
    }
    case EditorTool::Delete:
      if (!top) return refuse("no unit in " + label + " to delete");
      r = draft_->remove_unit(*top);
      done = "deleted " + *top;
      break;
    case EditorTool::Objective: {
      // A hex that has an objective loses it; any other gets the palette's objective.
      bool there = false;
      for (const DraftObjective& o : draft_->settings().objectives) there = there || s.map().parse_label(o.at) == *hex;
      if (there) {
        r = draft_->remove_objective(*hex);
        done = "removed the objective at " + label;
      } else {
        r = draft_->place_objective({*hex, brush_.points, brush_.objective_name, brush_.owner});
        done = "objective at " + label + ", " + std::to_string(brush_.points) + " points";
      }
      break;
    }
    case EditorTool::Select: return select_at(*hex);
    case EditorTool::Marker: return toggle_marker_at(*hex);
  }
  if (r.ok() && (brush_.tool == EditorTool::Raise || brush_.tool == EditorTool::Lower))
    done = "elevation " + std::to_string(draft_->state()->map().elevation(*hex)) + " at " + label;
  report(r, done);
  return r.ok();
}

bool EditorScreen::undo() {
  if (!draft_) return false;
  const std::string what = draft_->undo_label();
  if (!draft_->undo()) return refuse("nothing to undo");
  report({}, "undone: " + what);
  return true;
}

bool EditorScreen::redo() {
  if (!draft_) return false;
  const std::string what = draft_->redo_label();
  if (!draft_->redo()) return refuse("nothing to redo");
  report({}, "redone: " + what);
  return true;
}

bool EditorScreen::save() {
  if (!draft_) return false;
  if (auto why = draft_->save()) return refuse("save failed: " + *why);
  message_ = "saved " + draft_->path() +
             (draft_->problems().empty() ? "" : " (" + std::to_string(draft_->problems().size()) + " problems)");
  return true;
}

std::optional<std::string> EditorScreen::write_play_copy() {
  if (!draft_) return std::nullopt;
  if (!draft_->load().ok()) {
    message_ = "fix the problems listed before playing";
    return std::nullopt;
  }
  // A Tiled map is named relative to the scenario's folder: such a copy sits beside the file.
  namespace fs = std::filesystem;
  const bool tiled = draft_->text().find(" tmx=\"") != std::string::npos;
  const fs::path folder = tiled ? fs::path(draft_->path()).parent_path() : fs::temp_directory_path();
  const fs::path copy = folder / (".hexfire-play-" + std::to_string(::getpid()) + "-" +
                                  fs::path(draft_->path()).filename().string());
  if (auto why = write_file_atomic(copy.string(), draft_->text())) {
    message_ = "cannot write the copy to play: " + *why;
    return std::nullopt;
  }
  remove_play_copy();
  play_copy_ = copy.string();
  return play_copy_;
}

void EditorScreen::remove_play_copy() {
  if (play_copy_.empty()) return;
  std::error_code ec;
  std::filesystem::remove(play_copy_, ec);
  play_copy_.clear();
}

bool EditorScreen::handle_event(const SDL_Event& e, bool ui_wants_mouse, bool typing) {
  if (!draft_) return false;
  if (e.type == SDL_KEYDOWN && !typing) {
    const bool ctrl = (e.key.keysym.mod & KMOD_CTRL) != 0;
    const SDL_Keycode k = e.key.keysym.sym;
    if (ctrl && (k == SDLK_y || (k == SDLK_z && (e.key.keysym.mod & KMOD_SHIFT)))) {
      redo();
      return true;
    }
    if (ctrl && k == SDLK_z) {
      undo();
      return true;
    }
    if (ctrl && k == SDLK_s) {
      save();
      return true;
    }
    if (k == SDLK_ESCAPE && entry_for_) {
      entry_for_.reset();
      message_ = "no entry hex picked";
      return true;
    }
    if (k == SDLK_ESCAPE && moving_) {
      moving_.reset();
      message_ = "move cancelled";
      return true;
    }
    return false;
  }
  const bool brush = brush_.tool == EditorTool::Terrain || brush_.tool == EditorTool::Raise || brush_.tool == EditorTool::Lower;
  if (e.type == SDL_MOUSEBUTTONDOWN && e.button.button == SDL_BUTTON_LEFT && !ui_wants_mouse) {
    const Vec2 p{static_cast<double>(e.button.x), static_cast<double>(e.button.y)};
    if (brush && !brush_.flood && !entry_for_) {
      draft_->begin_stroke();
      stroking_ = true;
      last_stroke_hex_ = app_.hex_at_screen(p);
    }
    // The Marker tool acts on the release: a drag from a hex with the marker moves it.
    if (brush_.tool == EditorTool::Marker && !entry_for_) {
      marker_press_ = p;
      return true;
    }
    use_tool_at(p);
    return true;  // the left button is the tool's; the right or middle button pans
  }
  if (e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT && marker_press_) {
    const Vec2 press = *marker_press_;
    marker_press_.reset();
    const auto from = app_.hex_at_screen(press);
    const auto to = app_.hex_at_screen({static_cast<double>(e.button.x), static_cast<double>(e.button.y)});
    const GameState* s = draft_->state();
    const auto marker = s ? s->ruleset().find_marker(brush_.marker) : std::nullopt;
    if (from && to && *from != *to && marker && s->map().has_marker(*from, *marker)) {
      // The words first: the edit loads the draft again, and frees the state s points to.
      const std::string done = "moved the " + brush_.marker + " marker from " + s->map().label(*from) + " to " + s->map().label(*to);
      report(draft_->move_marker(*from, *to, brush_.marker), done);
      return true;
    }
    use_tool_at(press);
    return true;
  }
  if (e.type == SDL_MOUSEMOTION && stroking_) {
    // Terrain follows the drag hex by hex; raising ground does not pile up in one hex.
    const Vec2 p{static_cast<double>(e.motion.x), static_cast<double>(e.motion.y)};
    const auto h = app_.hex_at_screen(p);
    if (h && h != last_stroke_hex_) {
      last_stroke_hex_ = h;
      use_tool_at(p);
    }
    return false;  // the app still tracks the pointer
  }
  if (e.type == SDL_MOUSEBUTTONUP && e.button.button == SDL_BUTTON_LEFT && stroking_) {
    stroking_ = false;
    draft_->end_stroke();
    return true;
  }
  return false;
}

}  // namespace hexfire::game
