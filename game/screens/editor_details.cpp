// The scenario editor's Marker tool (the ruleset's hex markers on and off a hex) and two parts of
// the settings window: the ruleset's options (the value in effect, set or reset to the default)
// and the victory lines other than objectives (VP per enemy SP eliminated, sudden death).
#include <imgui.h>

#include <algorithm>
#include <cstdio>

#include "engine/io/limits.hpp"
#include "game/app/data_paths.hpp"
#include "game/app/game_app.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/screen_style.hpp"

namespace hexfire::game {

void EditorScreen::draw_marker_tool() {
  const Ruleset& r = draft_->state()->ruleset();
  std::vector<const MarkerType*> hex_markers;
  for (const MarkerType& m : r.markers)
    if (!m.unit_only) hex_markers.push_back(&m);
  if (hex_markers.empty()) {
    ImGui::TextColored(kDim, "The %s rules have no markers\nto place on a hex.", r.system.c_str());
    return;
  }
  if (std::none_of(hex_markers.begin(), hex_markers.end(), [&](const MarkerType* m) { return m->id == brush_.marker; }))
    brush_.marker = hex_markers.front()->id;
  std::string shown = brush_.marker;
  for (const MarkerType* m : hex_markers)
    if (m->id == brush_.marker) shown = m->name;
  ImGui::SetNextItemWidth(-1);
  if (ImGui::BeginCombo("##marker", shown.c_str())) {
    for (const MarkerType* m : hex_markers)
      if (ImGui::Selectable(m->name.c_str(), m->id == brush_.marker)) brush_.marker = m->id;
    ImGui::EndCombo();
  }
  ImGui::TextColored(kDim, "Click a hex: the marker on,\nor off where it is.");
}

bool EditorScreen::toggle_marker_at(Hex hex) {
  const GameState& s = *draft_->state();
  const auto id = s.ruleset().find_marker(brush_.marker);
  if (!id) return refuse("pick a marker in the palette");
  const std::string label = s.map().label(hex);
  const bool there = s.map().has_marker(hex, *id);
  const EditResult r = there ? draft_->remove_marker(hex, brush_.marker) : draft_->place_marker(hex, brush_.marker);
  report(r, (there ? "removed the " : "") + brush_.marker + (there ? " marker from " : " marker at ") + label);
  return r.ok();
}

void EditorScreen::draw_option_rows(float ui_scale, const EditorButton& button) {
  const std::vector<DraftOption> options = draft_->options();
  const std::size_t set = static_cast<std::size_t>(std::count_if(options.begin(), options.end(), [](const DraftOption& o) { return !o.value.empty(); }));
  // Folded until opened: a ruleset's options outnumber the rest of the window.
  char header[96];
  std::snprintf(header, sizeof header, "Options (%zu, %zu set here)###options", options.size(), set);
  const bool open = ImGui::CollapsingHeader(header);
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  field_centres_["options"] = Vec2{(a.x + b.x) / 2, (a.y + b.y) / 2};
  if (!open) return;
  if (options.empty()) {
    ImGui::TextColored(kDim, "The ruleset has none.");
    return;
  }
  // The values each option takes, asked of the rule system once per system and variant: without
  // the scenario's overrides, so every option is offered.
  const ScenarioLoad& load = draft_->load();
  const Scenario* scenario = load.scenario ? &*load.scenario : load.partial.get();
  if (scenario) {
    const std::string of = scenario->info.rule_system + "/" + scenario->info.variant;
    if (of != option_choices_of_) {
      option_choices_of_ = of;
      Scenario bare = *scenario;
      bare.info.options.clear();
      option_choices_ = scenario_option_choices(bare, rules_dir());
    }
  }
  const float reset_width = 60 * ui_scale;
  for (const DraftOption& o : options) {
    const OptionChoice* choice = nullptr;
    for (const OptionChoice& c : option_choices_)
      if (c.name == o.name) choice = &c;
    const std::string now = o.value.empty() ? o.default_value : o.value;
    ImGui::TextUnformatted(o.name.c_str());
    if (ImGui::IsItemHovered() && choice && !choice->doc.empty()) {
      ImGui::BeginTooltip();
      ImGui::PushTextWrapPos(400 * ui_scale);
      ImGui::TextUnformatted(choice->doc.c_str());
      ImGui::PopTextWrapPos();
      ImGui::EndTooltip();
    }
    ImGui::SameLine();
    ImGui::TextColored(kDim, "%s", o.value.empty() ? "(default)" : ("(default " + o.default_value + ")").c_str());
    std::optional<std::string> picked;
    const bool overridden = !o.value.empty();
    ImGui::PushItemWidth(overridden ? -(reset_width + ImGui::GetStyle().ItemSpacing.x) : -1);
    if (choice && !choice->open_text && choice->values.size() >= 2) {
      if (ImGui::BeginCombo(("##option:" + o.name).c_str(), now.c_str())) {
        for (const std::string& v : choice->values)
          if (ImGui::Selectable(v.c_str(), v == now)) picked = v;
        ImGui::EndCombo();
      }
    } else {
      std::string text = now;
      if (settings_field("option:" + o.name, text, limits::kMaxOptionValueLength, false, 0, ImGuiInputTextFlags_AutoSelectAll))
        picked = text;
    }
    ImGui::PopItemWidth();
    if (overridden) {
      ImGui::SameLine();
      if (button(("Reset##option:" + o.name).c_str(), reset_width, 0))
        report(draft_->reset_option(o.name), o.name + " back to its default, " + o.default_value);
    }
    if (!picked || *picked == now) continue;
    // A value the rules refuse is refused here, with their reason, rather than as a problem after.
    if (scenario) {
      if (const auto why = check_option_value(*scenario, rules_dir(), o.name, *picked)) {
        refuse(o.name + ": " + *why);
        continue;
      }
    }
    report(draft_->set_option(o.name, *picked), o.name + " = " + *picked);
  }
}

void EditorScreen::draw_victory_rules(float ui_scale) {
  const DraftVictoryRules rules = draft_->victory_rules();
  const float field = 70 * ui_scale;
  ImGui::TextColored(kDim, "Per side (empty: none)");
  // A copy: an edit below reloads the draft's state, which frees the sides being walked.
  const std::vector<Side> sides = draft_->state()->sides();
  for (const Side& side : sides) {
    ImGui::TextUnformatted(side.name.c_str());
    // VP this side scores for each enemy SP eliminated; the VP it holds from the start; the VP
    // at which it wins at once.
    using Set = EditResult (ScenarioDraft::*)(const std::string&, int);
    using Remove = EditResult (ScenarioDraft::*)(const std::string&);
    const auto line = [&](const char* label, const char* key, const std::map<std::string, int>& now, Set set,
                          Remove remove) {
      const auto it = now.find(side.key);
      std::string text = it == now.end() ? "" : std::to_string(it->second);
      ImGui::AlignTextToFramePadding();
      ImGui::TextColored(kDim, "  %s", label);
      ImGui::SameLine(ImGui::GetContentRegionAvail().x - field);
      ImGui::PushItemWidth(field);
      if (settings_field(std::string(key) + ":" + side.key, text, 6, false, 0,
                         ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_AutoSelectAll)) {
        const bool had = it != now.end();
        if (text.empty() && had)
          report(((*draft_).*remove)(side.key), std::string("removed ") + label + " for " + side.name);
        else if (!text.empty()) {
          const int n = std::atoi(text.c_str());
          report(((*draft_).*set)(side.key, n), side.name + ": " + label + " " + std::to_string(n));
        }
      }
      ImGui::PopItemWidth();
    };
    line("VP per enemy SP eliminated", "elimination", rules.vp_per_sp, &ScenarioDraft::set_elimination,
         &ScenarioDraft::remove_elimination);
    line("VP from the start (balance)", "bonus", rules.bonus, &ScenarioDraft::set_bonus, &ScenarioDraft::remove_bonus);
    line("wins at once on VP", "sudden", rules.sudden_death, &ScenarioDraft::set_sudden_death,
         &ScenarioDraft::remove_sudden_death);
  }
}

}  // namespace hexfire::game
