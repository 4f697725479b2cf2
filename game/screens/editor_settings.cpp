// The scenario editor's settings window (the palette's "Scenario settings"): title, turns, seed,
// the scenario's briefing, each side's name, colour and briefing, and the objectives; and the
// palette's part for the Objective tool. A field becomes one edit of the draft (one undo step)
// when the designer leaves it changed, not at every key.
#include <imgui.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "engine/io/limits.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/panel_board.hpp"

namespace hexfire::game {

namespace {

constexpr ImGuiWindowFlags kPanel = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoSavedSettings;

ImVec4 color_of(const std::string& hex) {
  unsigned r = 0, g = 0, b = 0;
  if (hex.size() != 7 || std::sscanf(hex.c_str(), "#%2x%2x%2x", &r, &g, &b) != 3) return ImVec4(0.5f, 0.5f, 0.5f, 1);
  return ImVec4(static_cast<float>(r) / 255, static_cast<float>(g) / 255, static_cast<float>(b) / 255, 1);
}

}  // namespace

std::optional<Vec2> EditorScreen::field_centre(const std::string& field) const {
  const auto it = field_centres_.find(field);
  if (it == field_centres_.end()) return std::nullopt;
  return it->second;
}

bool EditorScreen::settings_field(const std::string& field, std::string& value, std::size_t max, bool multiline,
                                  float height, int flags) {
  // While the field is being typed in, its buffer holds the typing; otherwise the document's value.
  auto it = field_text_.find(field);
  if (it == field_text_.end()) {
    it = field_text_.emplace(field, std::vector<char>(max + 1, '\0')).first;
    std::memcpy(it->second.data(), value.data(), std::min(value.size(), max));
  }
  std::vector<char>& buf = it->second;
  const std::string id = "##" + field;
  if (multiline) ImGui::InputTextMultiline(id.c_str(), buf.data(), buf.size(), ImVec2(-1, height), flags);
  else ImGui::InputText(id.c_str(), buf.data(), buf.size(), flags);
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  field_centres_[field] = Vec2{(a.x + b.x) / 2, (a.y + b.y) / 2};
  const bool done = ImGui::IsItemDeactivatedAfterEdit();
  if (done) value = std::string(buf.data());
  if (!ImGui::IsItemActive()) field_text_.erase(it);
  return done;
}

// The settings, unit types and forces windows share the place beside the palette: one at a time.
void EditorScreen::set_settings_open(bool open) {
  if (open) {
    set_forces_open(false);
    unit_types_open_ = false;
  }
  settings_open_ = open;
}

void EditorScreen::set_unit_types_open(bool open) {
  if (open) {
    set_forces_open(false);
    settings_open_ = false;
  }
  unit_types_open_ = open;
}

void EditorScreen::place_beside_palette(float w, float h, float ui_scale, float width) const {
  // Beside the palette, above the problems panel (as tall as editor_panels.cpp makes it), clear
  // of the hex panel on the right and leaving the middle of the map to click on.
  const DockBox box = current_dock(w, h).left;
  ImGui::SetNextWindowPos(ImVec2(box.x0 + 250 * ui_scale + 8, box.y0), ImGuiCond_Always);
  const std::size_t problems = draft_->problems().size();
  const float below = problems == 0 ? 70 * ui_scale : std::min(h * 0.3f, (60 + 20 * static_cast<float>(problems)) * ui_scale);
  ImGui::SetNextWindowSize(ImVec2(width, std::max(200.0f, h - box.y0 - below - 16)), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.92f);
}

void EditorScreen::draw_settings(float w, float h, float ui_scale, const EditorButton& button) {
  place_beside_palette(w, h, ui_scale, 320 * ui_scale);
  ImGui::Begin("Scenario settings##editor", nullptr, kPanel);
  const DraftSettings s = draft_->settings();
  const float brief_height = 70 * ui_scale;
  const auto apply = [this](const EditResult& r, const std::string& done) { report(r, done); };
  ImGui::PushItemWidth(-1);

  ImGui::TextColored(kDim, "Title");
  std::string title = s.title;
  if (settings_field("title", title, limits::kMaxTitleLength, false, 0, ImGuiInputTextFlags_AutoSelectAll))
    apply(draft_->set_title(title), "title: " + title);
  const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
  ImGui::BeginGroup();
  ImGui::TextColored(kDim, "Turns");
  ImGui::PushItemWidth(half);
  std::string turns = std::to_string(s.turns);
  if (settings_field("turns", turns, 3, false, 0, ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_AutoSelectAll)) {
    const int n = turns.empty() ? 0 : std::atoi(turns.c_str());
    apply(draft_->set_turns(n), std::to_string(n) + " turns");
  }
  ImGui::PopItemWidth();
  ImGui::EndGroup();
  ImGui::SameLine();
  ImGui::BeginGroup();
  ImGui::TextColored(kDim, "Seed");
  std::string seed = s.seed.empty() ? "1" : s.seed;
  if (settings_field("seed", seed, 20, false, 0, ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_AutoSelectAll))
    apply(draft_->set_seed(seed), "seed " + seed);
  ImGui::EndGroup();
  ImGui::TextColored(kDim, "Briefing for both sides");
  std::string briefing = s.briefing;
  if (settings_field("briefing", briefing, limits::kMaxBriefingLength, true, brief_height, 0))
    apply(draft_->set_briefing("", briefing), "briefing changed");

  for (const DraftSide& side : s.sides) {
    ImGui::Separator();
    ImGui::ColorButton(("##swatch:" + side.key).c_str(), color_of(side.color), ImGuiColorEditFlags_NoTooltip);
    ImGui::SameLine();
    ImGui::Text("Side %s", side.key.c_str());
    ImGui::TextColored(kDim, "Name");
    ImGui::SameLine();
    std::string name = side.name;
    ImGui::PushItemWidth(half);
    if (settings_field("name:" + side.key, name, limits::kMaxNameLength, false, 0, ImGuiInputTextFlags_AutoSelectAll))
      apply(draft_->set_side_name(side.key, name), side.key + " is named " + name);
    ImGui::PopItemWidth();
    ImGui::TextColored(kDim, "Colour");
    ImGui::SameLine();
    std::string color = side.color;
    if (settings_field("color:" + side.key, color, 7, false, 0, ImGuiInputTextFlags_AutoSelectAll))
      apply(draft_->set_side_color(side.key, color), side.key + "'s colour " + color);
    ImGui::TextColored(kDim, "Briefing for this side only");
    std::string own = side.briefing;
    if (settings_field("briefing:" + side.key, own, limits::kMaxBriefingLength, true, brief_height, 0))
      apply(draft_->set_briefing(side.key, own), side.key + "'s briefing changed");
  }

  ImGui::Separator();
  ImGui::Text("Objectives (%zu)", s.objectives.size());
  if (s.objectives.empty()) ImGui::TextColored(kDim, "None. The Objective tool places them.");
  for (const DraftObjective& o : s.objectives) {
    // The button first: a long name cannot push it out of the window.
    if (button(("Remove##objective:" + o.at).c_str(), 70 * ui_scale, 0)) {
      if (const auto hex = draft_->state()->map().parse_label(o.at)) apply(draft_->remove_objective(*hex), "removed the objective at " + o.at);
    }
    ImGui::SameLine();
    ImGui::Text("%s %s%s%d pt%s%s", o.at.c_str(), o.name.c_str(), o.name.empty() ? "" : ", ", o.points,
                o.owner.empty() ? "" : ", held by ", o.owner.c_str());
  }
  ImGui::Separator();
  ImGui::Text("Elimination, bonus and sudden death");
  draw_victory_rules(ui_scale);
  ImGui::Separator();
  draw_option_rows(ui_scale, button);
  ImGui::Separator();
  if (button("Close settings", -1, 0)) set_settings_open(false);
  ImGui::PopItemWidth();
  ImGui::End();
}

void EditorScreen::draw_objective_tool() {
  const GameState* s = draft_->state();
  ImGui::SetNextItemWidth(-1);
  ImGui::SliderInt("##points", &brush_.points, 0, 20, "%d points");
  brush_.points = std::clamp(brush_.points, 0, 1000);
  std::string shown = "held by nobody";
  for (const Side& side : s->sides())
    if (side.key == brush_.owner) shown = "held by " + side.name;
  ImGui::SetNextItemWidth(-1);
  if (ImGui::BeginCombo("##owner", shown.c_str())) {
    if (ImGui::Selectable("held by nobody", brush_.owner.empty())) brush_.owner.clear();
    for (const Side& side : s->sides())
      if (ImGui::Selectable(("held by " + side.name).c_str(), side.key == brush_.owner)) brush_.owner = side.key;
    ImGui::EndCombo();
  }
  char name[limits::kMaxNameLength + 1] = "";
  std::snprintf(name, sizeof name, "%s", brush_.objective_name.c_str());
  ImGui::SetNextItemWidth(-1);
  if (ImGui::InputTextWithHint("##objective_name", "name (optional)", name, sizeof name)) brush_.objective_name = name;
  ImGui::TextColored(kDim, "Click a hex: an objective there,\nor a click on one removes it.");
}

}  // namespace hexfire::game
