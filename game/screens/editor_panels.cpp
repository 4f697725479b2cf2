// The scenario editor's panels: the tool palette (with undo, redo, save, play and close), the
// problems of the document, and the form that opens a scenario or makes a new one.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>

#include "engine/io/text_escape.hpp"
#include "engine/rules/rule_system.hpp"
#include "game/app/data_paths.hpp"
#include "game/app/game_app.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/panel_board.hpp"
#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

namespace {

constexpr ImGuiWindowFlags kPanel = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoSavedSettings;
const ImVec4 kProblem{1.0f, 0.55f, 0.45f, 1.0f};
const char* const kLayouts[] = {"flat-odd-q", "flat-even-q", "pointy-odd-r", "pointy-even-r"};

// A combo over `items` (id, shown name) that sets `id`.
void choose(const char* label, std::string& id, const std::vector<std::pair<std::string, std::string>>& items) {
  std::string shown = id;
  for (const auto& [key, name] : items)
    if (key == id) shown = name;
  ImGui::SetNextItemWidth(-1);
  if (ImGui::BeginCombo(label, shown.c_str())) {
    for (const auto& [key, name] : items)
      if (ImGui::Selectable(name.c_str(), key == id)) id = key;
    ImGui::EndCombo();
  }
}

// The sides as a row of buttons, the chosen one lit: fewer clicks than a combo for two or three.
void side_buttons(const EditorButton& button, const std::vector<Side>& sides, std::string& key) {
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const int per_row = std::min<int>(3, static_cast<int>(sides.size()));
  const float width = (ImGui::GetContentRegionAvail().x - gap * static_cast<float>(per_row - 1)) / static_cast<float>(std::max(1, per_row));
  for (std::size_t i = 0; i < sides.size(); ++i) {
    if (i % static_cast<std::size_t>(per_row)) ImGui::SameLine();
    const bool on = sides[i].key == key;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (button((sides[i].name + "##side:" + sides[i].key).c_str(), width, 0)) key = sides[i].key;
    if (on) ImGui::PopStyleColor();
  }
}

}  // namespace

EditorRequest EditorScreen::draw(float w, float h, float ui_scale, const EditorButton& button) {
  field_centres_.clear();  // only the fields drawn this frame
  if (!draft_) return draw_open(w, h, ui_scale, button);
  EditorRequest request = EditorRequest::None;
  draw_palette(w, h, ui_scale, button, request);
  draw_problems(w, h, ui_scale);
  if (settings_open_) draw_settings(w, h, ui_scale, button);
  if (unit_types_open_) draw_unit_types(w, h, ui_scale, button);
  draw_unit_panel(w, h, ui_scale, button);
  if (forces_open_) draw_forces(w, h, ui_scale, button);
  return request;
}

void EditorScreen::draw_palette(float w, float h, float ui_scale, const EditorButton& button, EditorRequest& request) {
  const DockBox box = current_dock(w, h).left;
  const float width = 250 * ui_scale;
  ImGui::SetNextWindowPos(ImVec2(box.x0, box.y0), ImGuiCond_Always);
  const float most = h - box.y0 - 8;
  size_limits_in_whole_pixels(ImVec2(width, 0), ImVec2(width, most));
  ImGui::SetNextWindowBgAlpha(0.92f);
  // ImGui sizes an auto-resized window from the last frame's contents, so after a change of
  // scale or tool it may show a scroll bar for contents that fit; the bar is kept for when they
  // do not (a short window at a large scale).
  const bool fits = palette_height_ > 0 && palette_height_ <= most;
  ImGui::Begin("Editor##palette", nullptr, kPanel | ImGuiWindowFlags_AlwaysAutoResize | (fits ? ImGuiWindowFlags_NoScrollbar : 0));
  const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
  ImGui::BeginDisabled(!draft_->can_undo());
  if (button("Undo", half, 0)) undo();
  ImGui::EndDisabled();
  ImGui::SameLine();
  ImGui::BeginDisabled(!draft_->can_redo());
  if (button("Redo", half, 0)) redo();
  ImGui::EndDisabled();
  if (button("Save", half, 0)) save();
  ImGui::SameLine();
  if (button("Play from here", half, 0)) request = EditorRequest::Play;
  if (button(settings_open_ ? "Hide settings" : "Scenario settings", -1, 0)) set_settings_open(!settings_open_);
  if (button(forces_open_ ? "Hide forces" : "Forces", -1, 0)) set_forces_open(!forces_open_);
  if (ImGui::IsItemHovered()) ImGui::SetTooltip("Organizations, leaders and reinforcements");
  ImGui::Separator();

  // The tools, three to a row.
  const float third = (ImGui::GetContentRegionAvail().x - 2 * ImGui::GetStyle().ItemSpacing.x) / 3;
  const EditorTool tools[] = {EditorTool::Terrain, EditorTool::Raise, EditorTool::Lower,
                              EditorTool::Hexside, EditorTool::Road,  EditorTool::Unit,
                              EditorTool::Move,    EditorTool::Turn,  EditorTool::Delete,
                              EditorTool::Objective, EditorTool::Select, EditorTool::Marker};
  for (int i = 0; i < static_cast<int>(std::size(tools)); ++i) {
    if (i % 3) ImGui::SameLine();
    const bool on = brush_.tool == tools[i];
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (button(editor_tool_name(tools[i]), third, 0)) {
      brush_.tool = tools[i];
      moving_.reset();
    }
    if (on) ImGui::PopStyleColor();
  }
  ImGui::Separator();

  const GameState* s = draft_->state();
  if (s) {
    const Ruleset& r = s->ruleset();
    std::vector<std::pair<std::string, std::string>> items;
    switch (brush_.tool) {
      case EditorTool::Terrain:
        for (const auto& t : r.terrain) items.emplace_back(t.id, t.name);
        choose("##terrain", brush_.terrain, items);
        ImGui::Checkbox("Flood fill", &brush_.flood);
        [[fallthrough]];
      case EditorTool::Raise:
      case EditorTool::Lower:
        if (!brush_.flood || brush_.tool != EditorTool::Terrain) {
          ImGui::SetNextItemWidth(-1);
          ImGui::SliderInt("##radius", &brush_.radius, 0, 3, "brush radius %d");
        }
        ImGui::TextColored(kDim, brush_.tool == EditorTool::Terrain ? "Click or drag to paint." : "Click: one level per click.");
        break;
      case EditorTool::Hexside:
        for (const auto& f : r.hexside_features) items.emplace_back(f.id, f.name);
        if (items.empty()) {
          ImGui::TextColored(kDim, "The %s ruleset has no hexside\nfeatures.", r.system.c_str());
          break;
        }
        choose("##feature", brush_.feature, items);
        ImGui::TextColored(kDim, "Click near a hex edge: on or off.");
        break;
      case EditorTool::Road:
        for (const auto& t : r.road_types) items.emplace_back(t.id, t.name);
        if (items.empty()) {
          ImGui::TextColored(kDim, "The %s ruleset has no road types.", r.system.c_str());
          break;
        }
        choose("##road", brush_.road, items);
        ImGui::TextColored(kDim, "Click near a hex edge: the road\ncrosses it, or is cut there.");
        break;
      case EditorTool::Unit: {
        for (const auto& t : s->unit_types()) items.emplace_back(t.id, t.name.empty() ? t.id : t.name);
        if (items.empty()) ImGui::TextColored(kProblem, "No unit types yet: add one.");
        else choose("##type", brush_.unit_type, items);
        if (button(unit_types_open_ ? "Hide unit types" : "Unit types", -1, 0)) set_unit_types_open(!unit_types_open_);
        side_buttons(button, s->sides(), brush_.side);
        draw_unit_org_choice();
        if (r.unit_facing) {
          std::vector<std::pair<std::string, std::string>> dirs;
          for (int i = 0; i < 6; ++i) dirs.emplace_back(std::to_string(i), std::string("facing ") + direction_name(direction_from_index(i)));
          std::string f = std::to_string(index_of(brush_.facing));
          choose("##facing", f, dirs);
          brush_.facing = direction_from_index(std::stoi(f));
        }
        ImGui::TextColored(kDim, "Click a hex to set a unit up.");
        break;
      }
      case EditorTool::Move: ImGui::TextColored(kDim, moving_ ? "Click the new hex (Esc: cancel)." : "Click a unit, then its new hex."); break;
      case EditorTool::Turn: ImGui::TextColored(kDim, "Click a unit: it turns one hexside."); break;
      case EditorTool::Delete: ImGui::TextColored(kDim, "Click a unit to take it off."); break;
      case EditorTool::Objective: draw_objective_tool(); break;
      case EditorTool::Select: ImGui::TextColored(kDim, "Click a unit: its details. Again:\nthe next unit of the stack."); break;
      case EditorTool::Marker: draw_marker_tool(); break;
    }
  }
  ImGui::Separator();
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kDim, "%s%s", draft_->path().c_str(), draft_->modified() ? " (not saved)" : "");
  if (!message_.empty()) ImGui::TextUnformatted(bound_message(message_).c_str());
  ImGui::PopTextWrapPos();
  if (button("Close editor", -1, 0)) request = EditorRequest::Close;
  palette_height_ = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y + ImGui::GetStyle().WindowPadding.y;
  ImGui::End();
}

void EditorScreen::draw_problems(float w, float h, float ui_scale) {
  const Diagnostics& problems = draft_->problems();
  const float left = current_dock(w, h).left.x0 + 250 * ui_scale + 8;
  const float height = problems.empty() ? 0 : std::min(h * 0.3f, (60 + 20 * static_cast<float>(problems.size())) * ui_scale);
  ImGui::SetNextWindowPos(ImVec2(left, h - 8), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSize(ImVec2(std::max(200.0f, w - left - 8), height), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.92f);
  char title[64];
  std::snprintf(title, sizeof title, "Problems (%zu)###problems", problems.size());
  ImGui::Begin(title, nullptr, kPanel | (problems.empty() ? ImGuiWindowFlags_AlwaysAutoResize : 0));
  if (problems.empty()) ImGui::TextColored(kDim, "None: the file lints clean.");
  for (std::size_t i = 0; i < problems.size(); ++i) {
    const Diagnostic& d = problems[i];
    // As the linter prints it (control characters escaped), the file by its name alone.
    std::string text = d.to_string();
    if (!d.file.empty() && text.rfind(d.file, 0) == 0)
      text = std::filesystem::path(d.file).filename().string() + text.substr(d.file.size());
    const std::string row = text + "##p" + std::to_string(i);
    ImGui::PushStyleColor(ImGuiCol_Text, kProblem);
    // A click shows the hex the problem is about.
    const bool clicked = ImGui::Selectable(row.c_str());
    const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
    field_centres_["problem:" + std::to_string(i)] = Vec2{(a.x + b.x) / 2, (a.y + b.y) / 2};
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", d.to_string().c_str());  // a row cut by the panel
    if (clicked) {
      if (const auto hex = draft_->problem_hex(d)) {
        app_.camera().center_on(app_.layout().hex_to_pixel(*hex), app_.viewport());
        message_ = "problem at " + draft_->state()->map().label(*hex);
      } else {
        message_ = "that problem names no hex";
      }
    }
    ImGui::PopStyleColor();
  }
  ImGui::End();
}

EditorRequest EditorScreen::draw_open(float w, float h, float ui_scale, const EditorButton& button) {
  EditorRequest request = EditorRequest::None;
  if (files_.empty()) {
    namespace fs = std::filesystem;
    std::error_code ec;
    for (fs::recursive_directory_iterator it(data_dir() + "/scenarios", ec), end; !ec && it != end; it.increment(ec))
      if (it->is_regular_file(ec) && it->path().extension() == ".xml") files_.push_back(it->path().string());
    std::sort(files_.begin(), files_.end());
  }
  if (begin_screen_fit("##editor_open", w, h, 560 * ui_scale, 640 * ui_scale)) {
    heading("Scenario editor");
    ImGui::TextColored(kDim, "Open a scenario");
    ImGui::BeginChild("##files", ImVec2(0, 200 * ui_scale), true);
    const std::string root = data_dir() + "/scenarios/";
    for (std::size_t i = 0; i < files_.size(); ++i) {
      const std::string shown = files_[i].rfind(root, 0) == 0 ? files_[i].substr(root.size()) : files_[i];
      if (ImGui::Selectable(shown.c_str(), picked_file_ == static_cast<int>(i))) picked_file_ = static_cast<int>(i);
    }
    ImGui::EndChild();
    std::string error;
    if (button("Open", 160 * ui_scale, 0) && picked_file_ >= 0 && !open(files_[static_cast<std::size_t>(picked_file_)], error))
      message_ = error;
    ImGui::Separator();
    ImGui::TextColored(kDim, "Or make a new one");
    const std::vector<std::string> systems = rule_system_ids();
    form_.system = std::clamp(form_.system, 0, std::max(0, static_cast<int>(systems.size()) - 1));
    // The rule systems as a row of buttons, the chosen one lit: all of them in sight at once.
    ImGui::TextUnformatted("Rule system");
    for (std::size_t i = 0; i < systems.size(); ++i) {
      if (i) ImGui::SameLine();
      const bool on = static_cast<int>(i) == form_.system;
      if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
      if (button((systems[i] + "##system").c_str(), 0, 0)) form_.system = static_cast<int>(i);
      if (on) ImGui::PopStyleColor();
    }
    ImGui::SetNextItemWidth(200 * ui_scale);
    ImGui::Combo("Layout", &form_.layout, kLayouts, IM_ARRAYSIZE(kLayouts));
    ImGui::SetNextItemWidth(200 * ui_scale);
    ImGui::InputInt("Width", &form_.width);
    ImGui::SetNextItemWidth(200 * ui_scale);
    ImGui::InputInt("Height", &form_.height);
    form_.width = std::clamp(form_.width, 1, 200);
    form_.height = std::clamp(form_.height, 1, 200);
    if (!form_.path[0]) std::snprintf(form_.path, sizeof form_.path, "%s", (std::filesystem::current_path() / "new-scenario.xml").string().c_str());
    ImGui::SetNextItemWidth(-1);
    ImGui::InputText("##newpath", form_.path, sizeof form_.path);
    ImGui::TextColored(kDim, "Saved to this file with Ctrl+S.");
    if (button("New", 160 * ui_scale, 0) && !systems.empty()) {
      NewScenarioSpec spec{systems[static_cast<std::size_t>(form_.system)], form_.width, form_.height, kLayouts[form_.layout], "New scenario"};
      if (!create(spec, form_.path, error)) message_ = error;
    }
    ImGui::Separator();
    if (!message_.empty()) ImGui::TextColored(kProblem, "%s", bound_message(message_).c_str());
    if (button("Back", 160 * ui_scale, 0)) request = EditorRequest::Close;
  }
  ImGui::End();
  return request;
}

}  // namespace hexfire::game
