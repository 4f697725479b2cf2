// The scenario editor's Unit panel: the Select tool picks a unit on the map (a second click on
// the hex picks the next unit of its stack) and the panel edits its name, status, reduced side
// and the attributes its rule system declares (unit_attributes.hpp), each change one edit. The
// panel names no rule system: what it lists comes from the declaration.
#include <imgui.h>

#include <algorithm>
#include <numeric>

#include "engine/io/limits.hpp"
#include "game/app/game_app.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/panel_board.hpp"
#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

namespace {

constexpr ImGuiWindowFlags kPanel = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoSavedSettings;

// Choices this many or fewer are buttons in a row; more are a drop-down.
constexpr std::size_t kMaxButtons = 4;

// A row of buttons, the one in effect highlighted; the value of the one pressed.
std::optional<std::string> button_row(const std::vector<std::pair<std::string, std::string>>& items, const std::string& now,
                                      const std::string& id, const EditorButton& button) {
  std::optional<std::string> picked;
  const float avail = ImGui::GetContentRegionAvail().x;
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float width = (avail - gap * static_cast<float>(items.size() - 1)) / static_cast<float>(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) {
    if (i) ImGui::SameLine();
    const bool on = items[i].first == now;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (button((items[i].second + "##" + id).c_str(), width, 0)) picked = items[i].first;
    if (on) ImGui::PopStyleColor();
  }
  return picked;
}

// Whether the items' words fit one row of buttons at the width left.
bool row_fits(const std::vector<std::pair<std::string, std::string>>& items) {
  const ImGuiStyle& st = ImGui::GetStyle();
  const float widest = std::accumulate(items.begin(), items.end(), 0.0f, [](float m, const auto& item) {
    return std::max(m, ImGui::CalcTextSize(item.second.c_str()).x);
  });
  const auto n = static_cast<float>(items.size());
  return n * (widest + 2 * st.FramePadding.x) + (n - 1) * st.ItemSpacing.x <= ImGui::GetContentRegionAvail().x;
}

// A drop-down over `items` (value, shown); the value picked.
std::optional<std::string> drop_down(const std::vector<std::pair<std::string, std::string>>& items, const std::string& now,
                                     const std::string& id) {
  std::optional<std::string> picked;
  std::string shown = now;
  for (const auto& item : items)
    if (item.first == now) shown = item.second;
  ImGui::SetNextItemWidth(-1);
  if (ImGui::BeginCombo(("##" + id).c_str(), shown.c_str())) {
    for (const auto& item : items)
      if (ImGui::Selectable(item.second.c_str(), item.first == now)) picked = item.first;
    ImGui::EndCombo();
  }
  return picked;
}

}  // namespace

const std::vector<UnitAttribute>& EditorScreen::unit_attributes() {
  const GameState* s = draft_ ? draft_->state() : nullptr;
  const std::string system = s ? s->ruleset().system : "";
  if (system != attributes_system_) {
    attributes_system_ = system;
    unit_attributes_ = draft_ ? draft_->unit_attributes() : std::vector<UnitAttribute>{};
  }
  return unit_attributes_;
}

bool EditorScreen::select_at(Hex hex) {
  const GameState& s = *draft_->state();
  const std::vector<UnitId>& stack = s.stack_at(hex);
  if (stack.empty()) {
    selected_.reset();
    return refuse("no unit in " + s.map().label(hex));
  }
  // The top unit first; a click on the hex of the unit shown picks the one below it.
  std::size_t pick = stack.size() - 1;
  for (std::size_t i = 0; i < stack.size(); ++i)
    if (selected_ && s.unit(stack[i]).name == *selected_) pick = (i + stack.size() - 1) % stack.size();
  selected_ = s.unit(stack[pick]).name;
  message_ = "selected " + *selected_ + (stack.size() > 1 ? " (click again for the next of the stack)" : "");
  return true;
}

void EditorScreen::draw_unit_panel(float w, float h, float ui_scale, const EditorButton& button) {
  if (!selected_) return;
  const std::optional<DraftUnit> unit = draft_->unit_details(*selected_);
  if (!unit) {  // undone, deleted or renamed by undo
    selected_.reset();
    return;
  }
  const DraftUnit& u = *unit;
  // Narrower, down to 240, where the settings window would otherwise be under it (a large scale).
  const float taken = current_dock(w, h).left.x0 + (250 + (settings_open_ ? 320 : 0)) * ui_scale + 16;
  const float width = std::clamp(w - 8 - taken, 240 * ui_scale, 340 * ui_scale);
  // Bottom right, on the problems panel (as tall as editor_panels.cpp makes it): clear of the
  // palette and settings on the left; over the hex panel at the top right only when it is tall.
  const std::size_t problems = draft_->problems().size();
  const float below = problems == 0 ? 70 * ui_scale : std::min(h * 0.3f, (60 + 20 * static_cast<float>(problems)) * ui_scale);
  ImGui::SetNextWindowPos(ImVec2(w - 8, h - below - 16), ImGuiCond_Always, ImVec2(1, 1));
  size_limits_in_whole_pixels(ImVec2(width, 0), ImVec2(width, std::max(100.0f, h - below - 24)));

  ImGui::SetNextWindowBgAlpha(0.92f);
  // As the palette: no scroll bar while the last frame's contents fit (editor_panels.cpp).
  const float most = std::max(100.0f, h - below - 24);
  const bool fits = unit_panel_height_ > 0 && unit_panel_height_ <= most;
  ImGui::Begin("Unit##editor", nullptr, kPanel | ImGuiWindowFlags_AlwaysAutoResize | (fits ? ImGuiWindowFlags_NoScrollbar : 0));
  ImGui::PushItemWidth(-1);
  const GameState* s = draft_->state();
  const bool faces = s->ruleset().unit_facing;
  // Its hex outlined in sky blue (not the hover's yellow, nor the white of the Forces window's
  // organization), so the unit the panel edits is found on the map; its name is the panel's first
  // field (a tag would not fit a hex at the usual zoom).
  if (const auto id = s->find_unit(u.name); id && s->unit(*id).position)
    app_.mark_hexes({HexMark{*s->unit(*id).position, SDL_Color{86, 180, 233, 255}, ""}});
  std::string type_name = u.type;
  if (const auto t = s->find_unit_type(u.type)) type_name = s->unit_type(*t).name.empty() ? u.type : s->unit_type(*t).name;
  std::string side_name = u.side;
  if (const auto side = s->find_side(u.side)) side_name = s->side(*side).name;
  ImGui::TextColored(kDim, "%s%s, %s%s", u.leader ? "Leader: " : "", type_name.c_str(), side_name.c_str(),
                     u.on_map ? "" : " (reinforcement)");

  const float label_width = 90 * ui_scale;
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(kDim, "Name");
  ImGui::SameLine(label_width);
  std::string name = u.name;
  if (settings_field("unit:name", name, limits::kMaxNameLength, false, 0, ImGuiInputTextFlags_AutoSelectAll)) {
    const EditResult r = draft_->rename_unit(u.name, name);
    if (r.ok()) selected_ = name;
    report(r, "renamed " + u.name + " to " + name);
  }

  ImGui::TextColored(kDim, "Status");
  std::vector<std::pair<std::string, std::string>> statuses;
  for (const UnitStatus st : {UnitStatus::Good, UnitStatus::Disrupted, UnitStatus::Routed, UnitStatus::Demoralized, UnitStatus::Shaken})
    statuses.emplace_back(status_name(st), status_name(st));
  const std::string status_now = u.status.empty() ? "good" : u.status;
  // Two rows: five words do not fit one at the panel's width.
  const std::vector<std::pair<std::string, std::string>> first(statuses.begin(), statuses.begin() + 3);
  const std::vector<std::pair<std::string, std::string>> second(statuses.begin() + 3, statuses.end());
  const auto in_first = button_row(first, status_now, "status", button);
  const auto in_second = button_row(second, status_now, "status", button);
  if (const auto picked = in_first ? in_first : in_second) report(draft_->set_unit_status(u.name, *picked), u.name + " is " + *picked);

  if (u.has_reduced_side) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(kDim, "Counter");
    ImGui::SameLine(label_width);
    if (const auto side = button_row({{"full", "full"}, {"reduced", "reduced"}}, u.reduced ? "reduced" : "full", "reduced", button))
      report(draft_->set_unit_reduced(u.name, *side == "reduced"), u.name + " on its " + *side + " side");
  } else {
    ImGui::TextColored(kDim, "No reduced side (its type has none)");
  }

  // The hexside it faces: on the map the Turn tool turns it too; a reinforcement's units enter
  // facing as written, and only here can that be changed.
  if (faces) {
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(kDim, "Facing");
    ImGui::SameLine(label_width);
    std::vector<std::pair<std::string, std::string>> dirs;
    for (const HexDirection d : kAllDirections) dirs.emplace_back(direction_name(d), direction_name(d));
    const std::string facing_now = direction_name(parse_direction(u.facing).value_or(HexDirection::N));
    if (const auto d = button_row(dirs, facing_now, "facing", button))
      report(draft_->set_facing(u.name, *parse_direction(*d)), u.name + " faces " + *d);
  }

  bool any = false;
  for (const UnitAttribute& a : unit_attributes()) {
    if ((a.on == UnitAttributeOn::Leader && !u.leader) || (a.on == UnitAttributeOn::Unit && u.leader)) continue;
    if (!any) ImGui::Separator();
    any = true;
    draw_unit_attribute(u, a, label_width, button);
  }
  ImGui::Separator();
  if (button("Close##unit", -1, 0)) selected_.reset();
  unit_panel_height_ = ImGui::GetCursorPosY() - ImGui::GetStyle().ItemSpacing.y + ImGui::GetStyle().WindowPadding.y;
  ImGui::PopItemWidth();
  ImGui::End();
}

void EditorScreen::draw_unit_attribute(const DraftUnit& u, const UnitAttribute& a, float label_width, const EditorButton& button) {
  const auto it = u.attributes.find(a.name);
  const std::string now = it == u.attributes.end() ? "" : it->second;
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(kDim, "%s", a.label.c_str());
  if (ImGui::IsItemHovered() && !a.doc.empty()) ImGui::SetTooltip("%s: %s", a.name.c_str(), a.doc.c_str());
  ImGui::SameLine(label_width);
  const std::string id = "attr:" + a.name;
  std::optional<std::string> value;
  switch (a.kind) {
    case UnitAttributeKind::Number:
    case UnitAttributeKind::Text: {
      // Empty: the attribute goes, and the system's default applies.
      std::string text = now;
      const int flags = ImGuiInputTextFlags_AutoSelectAll | (a.kind == UnitAttributeKind::Number ? ImGuiInputTextFlags_CharsDecimal : 0);
      if (settings_field(id, text, limits::kMaxNameLength, false, 0, flags)) value = text;
      break;
    }
    case UnitAttributeKind::Flag:
      value = button_row({{"", "no"}, {"true", "yes"}}, now == "true" ? "true" : "", id, button);
      break;
    case UnitAttributeKind::Choice: {
      std::vector<std::pair<std::string, std::string>> items{{"", "default"}};
      for (const std::string& v : a.values) items.emplace_back(v, v);
      value = items.size() <= kMaxButtons && row_fits(items) ? button_row(items, now, id, button) : drop_down(items, now, id);
      break;
    }
    case UnitAttributeKind::Unit: {
      // The other units of its side: the rules say which of them it may be on.
      std::vector<std::pair<std::string, std::string>> items{{"", "(none)"}};
      const GameState* s = draft_->state();
      const auto side = s->find_side(u.side);
      for (const Unit& other : s->units())
        if (other.name != u.name && side && other.side == *side) items.emplace_back(other.name, other.name);
      value = drop_down(items, now, id);
      break;
    }
  }
  if (value && *value != now)
    report(draft_->set_unit_attribute(u.name, a.name, *value),
           u.name + ": " + a.name + (value->empty() ? " back to its default" : " " + *value));
}

}  // namespace hexfire::game
