// The scenario picker: every scenario under scenarios/ and any file opened by path, with its
// title, rule system, map size, turns, sides, briefing and a thumbnail of its map.
#include <imgui.h>

#include <cstdio>

#include "engine/io/text_escape.hpp"
#include "game/app/data_paths.hpp"
#include "game/screens/diagnostics_list.hpp"
#include "game/screens/player_choice.hpp"
#include "game/screens/screen_stack.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/ui_scale_fit.hpp"

namespace hexfire::game {

void ScreenStack::draw_picker(float w, float h) {
  const std::vector<ScenarioEntry>& entries = catalog_.entries();
  if (picked_ && (!thumbnail_of_ || *thumbnail_of_ != *picked_)) {
    free_thumbnail();
    const ScenarioEntry& e = entries[*picked_];
    if (e.scenario)
      thumbnail_ = render_map_picture(app_.renderer(), app_.textures(), app_.text(), e.scenario->initial, 400, 300, true);
    thumbnail_of_ = *picked_;
  }
  // Every size below is at UI scale 1, times the scale the panel fits the window at.
  const ScreenScale fit(base_style_, w, h, 1180, 740);
  const float k = fit.value();
  if (begin_screen("##picker", w, h, fit.panel_w(), fit.panel_h())) {
    heading("Choose a scenario");
    ImGui::Dummy(ImVec2(0, 4 * k));
    const float list_w = 380 * k, row_h = 40 * k;
    ImGui::BeginChild("##list", ImVec2(list_w, -90 * k), true);
    for (std::size_t i = 0; i < entries.size(); ++i) {
      const ScenarioEntry& e = entries[i];
      ImGui::PushID(static_cast<int>(i));
      const bool sel = picked_ && *picked_ == i;
      const ImVec2 a = ImGui::GetCursorScreenPos();  // the row's own origin (the item rect is wider)
      if (ImGui::Selectable("##row", sel, 0, ImVec2(0, row_h))) {
        picked_ = i;
        log_.write("pick " + e.path);
      }
      buttons_["pick:" + e.title] = ScreenRect{ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                                               ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
      ImGui::SetCursorScreenPos(ImVec2(a.x + 6 * k, a.y + 2 * k));
      ImGui::TextColored(e.error.empty() ? ImVec4(1, 1, 1, 1) : ImVec4(1, 0.45f, 0.4f, 1), "%s", e.title.c_str());
      ImGui::SetCursorScreenPos(ImVec2(a.x + 6 * k, a.y + 20 * k));
      if (e.error.empty())
        ImGui::TextColored(kDim, "%s  -  %dx%d hexes, %d turns", e.rule_system.c_str(), e.map_width, e.map_height, e.turns);
      else
        ImGui::TextColored(kDim, "cannot be played: see details");
      ImGui::SetCursorScreenPos(ImVec2(a.x, a.y + row_h + ImGui::GetStyle().ItemSpacing.y));
      ImGui::PopID();
    }
    ImGui::EndChild();
    ImGui::SameLine();
    ImGui::BeginChild("##details", ImVec2(0, -90 * k), true);
    if (picked_) {
      const ScenarioEntry& e = entries[*picked_];
      heading(e.title.c_str(), 1.4f);
      // Shipped scenarios by their place in the data folder; others by the path as opened.
      const std::string shown = e.path.rfind(data_dir() + "/", 0) == 0 ? e.path.substr(data_dir().size() + 1) : e.path;
      ImGui::TextColored(kDim, "%s", shown.c_str());
      if (!e.error.empty()) {
        // Every problem, so that a designer fixes them all in one go.
        const Diagnostics shown_errors = e.errors.empty() ? Diagnostics{{e.path, 0, e.error}} : e.errors;
        const DiagnosticsListResult copy = draw_diagnostics_list("##errors", shown_errors, ImVec2(0, 0), buttons_);
        if (copy.copied) status_ = "Copied: " + shown_errors[*copy.copied].to_string();
        if (copy.copied_all) status_ = "Copied all " + std::to_string(shown_errors.size()) + " problems";
      } else {
        if (thumbnail_.texture) {
          ImGui::Image(reinterpret_cast<ImTextureID>(thumbnail_.texture),
                       ImVec2(static_cast<float>(thumbnail_.width), static_cast<float>(thumbnail_.height)));
          ImGui::SameLine();
        }
        ImGui::BeginGroup();
        auto field = [k](const char* name, const std::string& v) {
          ImGui::TextColored(kDim, "%s", name);
          ImGui::SameLine(110 * k);
          ImGui::TextUnformatted(v.c_str());
        };
        field("Rule system", e.rule_system);
        field("Map", std::to_string(e.map_width) + " x " + std::to_string(e.map_height) + " hexes");
        field("Turns", std::to_string(e.turns));
        std::string sides;
        for (const std::string& s : e.sides) sides += (sides.empty() ? "" : " vs ") + s;
        field("Sides", sides);
        ImGui::EndGroup();
        ImGui::Separator();
        // The briefing, and the options the players may change before they start.
        if (ImGui::BeginTabBar("##about")) {
          auto tab_rect = [&](const std::string& name) {
            buttons_["tab:" + name] = ScreenRect{ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y,
                                                 ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
          };
          const bool brief = ImGui::BeginTabItem("Briefing");
          tab_rect("Briefing");
          if (brief) {
            ImGui::PushTextWrapPos(0);
            ImGui::TextUnformatted(e.briefing.empty() ? "(none)" : e.briefing.c_str());
            ImGui::PopTextWrapPos();
            ImGui::EndTabItem();
          }
          read_scenario_options(e);
          const std::string label = "Options (" + std::to_string(changeable_options()) + " to choose)###options";
          const bool opts = ImGui::BeginTabItem(label.c_str());
          tab_rect("Options");
          if (opts) {
            draw_scenario_options(e);
            ImGui::EndTabItem();
          }
          const bool who = ImGui::BeginTabItem("Players");
          tab_rect("Players");
          if (who) {
            ImGui::TextWrapped("Each side is played at this computer (hotseat) or by the computer.");
            if (draw_player_choices(e.sides, players_, ImGui::GetContentRegionAvail().x)) {
              std::string said;
              for (std::size_t i = 0; i < e.sides.size(); ++i) said += (i ? ", " : "") + player_word(players_[i]);
              log_.write("players " + said);
            }
            ImGui::EndTabItem();
          }
          ImGui::EndTabBar();
        }
      }
    } else {
      ImGui::TextColored(kDim, "No scenario found under %s/scenarios", data_dir().c_str());
    }
    ImGui::EndChild();
    ImGui::Dummy(ImVec2(0, 2 * k));
    ImGui::TextColored(kDim, "Open a scenario file:");
    ImGui::SameLine();
    char buf[512];
    std::snprintf(buf, sizeof buf, "%s", open_path_.c_str());
    ImGui::SetNextItemWidth(520 * k);
    if (ImGui::InputText("##open", buf, sizeof buf)) open_path_ = buf;
    buttons_["open-path"] = ScreenRect{ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y, ImGui::GetItemRectMax().x,
                                       ImGui::GetItemRectMax().y};
    ImGui::SameLine();
    if (button("Open") && !open_path_.empty()) {
      picked_ = catalog_.add_file(open_path_, rules_dir());
      thumbnail_of_.reset();
    }
    ImGui::Dummy(ImVec2(0, 4 * k));
    if (button("Back", 160 * k, 36 * k)) pop();
    ImGui::SameLine(ImGui::GetWindowContentRegionMax().x - 220 * k);
    const bool playable = picked_ && entries[*picked_].error.empty() && options_.ok();
    if (!playable) ImGui::BeginDisabled();
    // A player starting from here reads the briefing first (scripts and tests start without it).
    if (button("Start", 220 * k, 36 * k) && playable && start_game(entries[*picked_].path, options_.picked)) brief_each_side();
    if (!playable) ImGui::EndDisabled();
    if (!status_.empty()) ImGui::TextColored(kDim, "%s", bound_message(status_).c_str());
  }
  ImGui::End();
}

}  // namespace hexfire::game
