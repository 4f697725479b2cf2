// The picker's Options tab: each option of the picked scenario with its doc and the values the
// rules take, changeable where the scenario leaves it open (scenario_options.hpp). The choices
// go to start_game, and from there into the match and its save.
#include <imgui.h>

#include <cstdio>

#include "game/app/data_paths.hpp"
#include "game/screens/screen_stack.hpp"
#include "game/screens/screen_style.hpp"

namespace hexfire::game {

void ScreenStack::read_scenario_options(const ScenarioEntry& e) {
  if (options_.path == e.path) return;
  options_ = OptionsForm{};
  options_.path = e.path;
  if (e.scenario) options_.choices = scenario_option_choices(*e.scenario, rules_dir());
}

int ScreenStack::changeable_options() const {
  int n = 0;
  for (const OptionChoice& c : options_.choices) n += c.fixed ? 0 : 1;
  return n;
}

void ScreenStack::draw_scenario_options(const ScenarioEntry& e) {
  read_scenario_options(e);
  if (options_.choices.empty()) {
    ImGui::TextColored(kDim, "This scenario has no options.");
    return;
  }
  ImGui::PushTextWrapPos(0);
  ImGui::TextColored(kDim, "Design choices of the rules. Changed values hold for this game and are kept in its saves.");
  ImGui::PopTextWrapPos();
  for (const OptionChoice& c : options_.choices) {
    ImGui::PushID(c.name.c_str());
    ImGui::Separator();
    const auto picked = options_.picked.find(c.name);
    const std::string now = picked == options_.picked.end() ? c.value : picked->second;
    const bool changed = picked != options_.picked.end();
    ImGui::TextColored(changed ? kAccent : ImVec4(1, 1, 1, 1), "%s%s", c.name.c_str(), changed ? " (changed)" : "");
    if (c.fixed) {
      ImGui::SameLine();
      ImGui::TextColored(kDim, "%s  -  set by the scenario", c.value.c_str());
    } else if (!c.open_text) {
      // Every value in one row while they fit, then on the next line.
      for (std::size_t i = 0; i < c.values.size(); ++i) {
        const std::string& v = c.values[i];
        const float wv = ImGui::GetFrameHeight() + ImGui::GetStyle().ItemInnerSpacing.x + ImGui::CalcTextSize(v.c_str()).x;
        if (i == 0 || ImGui::GetContentRegionAvail().x > wv + ImGui::GetStyle().ItemSpacing.x * 2) ImGui::SameLine();
        if (ImGui::RadioButton(v.c_str(), now == v) && now != v) {
          if (v == c.value)
            options_.picked.erase(c.name);
          else
            options_.picked[c.name] = v;
          log_.write("option " + c.name + "=" + v);
        }
        buttons_["option:" + c.name + "=" + v] =
            ScreenRect{ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y, ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
      }
    } else {
      ImGui::SameLine();
      std::string& text = options_.typed.try_emplace(c.name, now).first->second;
      char buf[256];
      std::snprintf(buf, sizeof buf, "%s", text.c_str());
      ImGui::SetNextItemWidth(std::min(260.0f * ImGui::GetIO().FontGlobalScale, ImGui::GetContentRegionAvail().x));
      if (ImGui::InputText("##value", buf, sizeof buf)) {
        text = buf;
        options_.refused.erase(c.name);
        options_.picked.erase(c.name);
        if (text != c.value) {
          if (const auto why = check_option_value(*e.scenario, rules_dir(), c.name, text))
            options_.refused[c.name] = *why;
          else
            options_.picked[c.name] = text;
        }
      }
      buttons_["option:" + c.name] =
          ScreenRect{ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y, ImGui::GetItemRectMax().x, ImGui::GetItemRectMax().y};
      if (const auto r = options_.refused.find(c.name); r != options_.refused.end()) {
        ImGui::PushTextWrapPos(0);
        ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "%s", r->second.c_str());
        ImGui::PopTextWrapPos();
      }
    }
    if (!c.doc.empty()) {
      ImGui::PushTextWrapPos(0);
      ImGui::TextColored(kDim, "%s", c.doc.c_str());
      ImGui::PopTextWrapPos();
    }
    ImGui::PopID();
  }
}

}  // namespace hexfire::game
