// The scenario editor's unit types window (the Unit tool's "Unit types"): the <unit-types> of the
// scenario, one picked to show its class and numbers, a button that adds a type of the chosen
// ruleset class and one that removes a type no unit uses. A field becomes one edit when left
// changed, as in the settings window; a value the loader would refuse is refused with its words.
#include <imgui.h>

#include <algorithm>

#include "engine/io/limits.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/screen_style.hpp"

namespace hexfire::game {

namespace {

constexpr ImGuiWindowFlags kPanel = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoSavedSettings;

// What each attribute is, for the designer (docs/scenario-format.md, <unit-types>).
const char* attribute_help(const std::string& name) {
  if (name == "name") return "shown on the counter's panel";
  if (name == "strength") return "0..999, required";
  if (name == "reduced-strength") return "0..999; 0: no reduced side";
  if (name == "range") return "direct fire range in hexes";
  if (name == "combat") return "a leader's combat modifier";
  if (name == "morale_mod") return "a leader's morale modifier";
  if (name == "nation") return "one word: german, soviet, british...";
  if (name == "guards") return "true or false";
  return "0..99";
}

}  // namespace

void EditorScreen::draw_unit_types(float w, float h, float ui_scale, const EditorButton& button) {
  const GameState* s = draft_->state();
  if (!s) return;
  // Copies: an edit below loads the draft again, which may free the state's ruleset.
  const std::vector<UnitClass> classes = s->ruleset().unit_classes;
  place_beside_palette(w, h, ui_scale, 340 * ui_scale);
  ImGui::Begin("Unit types##editor", nullptr, kPanel);
  const std::vector<DraftUnitType> types = draft_->unit_types();
  const auto apply = [this](const EditResult& e, const std::string& done) { report(e, done); };
  if (std::none_of(classes.begin(), classes.end(), [&](const UnitClass& c) { return c.id == new_type_class_; }))
    new_type_class_ = classes.empty() ? "" : classes.front().id;

  // Adding: a class, then a button; the id is the class's, numbered when taken (renamed below).
  ImGui::TextColored(kDim, "New type of class");
  ImGui::SetNextItemWidth(-1);
  std::string shown = new_type_class_;
  for (const UnitClass& c : classes)
    if (c.id == new_type_class_) shown = c.name + " (" + c.id + ")";
  if (ImGui::BeginCombo("##new_class", shown.c_str())) {
    for (const UnitClass& c : classes)
      if (ImGui::Selectable((c.name + " (" + c.id + ")").c_str(), c.id == new_type_class_)) new_type_class_ = c.id;
    ImGui::EndCombo();
  }
  if (button("Add unit type", -1, 0)) {
    const EditResult e = draft_->add_unit_type("", new_type_class_);
    if (e.ok()) {
      picked_type_ = e.detail;
      brush_.unit_type = e.detail;
    }
    apply(e, "added unit type " + e.detail);
  }
  ImGui::Separator();

  ImGui::Text("Unit types (%zu)", types.size());
  ImGui::BeginChild("##types", ImVec2(0, 120 * ui_scale), true);
  for (const DraftUnitType& t : types) {
    std::string strength;
    for (const auto& [name, value] : t.attributes)
      if (name == "strength") strength = value;
    const std::string row = t.id + "  " + t.unit_class + ", strength " + strength + ", " + std::to_string(t.units) +
                            (t.units == 1 ? " unit" : " units") + "##type:" + t.id;
    if (ImGui::Selectable(row.c_str(), t.id == picked_type_)) picked_type_ = brush_.unit_type = t.id;
  }
  ImGui::EndChild();

  const DraftUnitType* picked = nullptr;
  for (const DraftUnitType& t : types)
    if (t.id == picked_type_) picked = &t;
  if (!picked) {
    ImGui::TextColored(kDim, types.empty() ? "Add a type, then the Unit tool sets up\nunits of it." : "Click a type to change it.");
  } else {
    ImGui::Text("Type %s", picked->id.c_str());
    const float label_w = 140 * ui_scale;
    // The class, then each attribute the format knows: its value, or empty when not given.
    ImGui::TextColored(kDim, "class");
    ImGui::SameLine(label_w);
    ImGui::SetNextItemWidth(-1);
    if (ImGui::BeginCombo("##class", picked->unit_class.c_str())) {
      for (const UnitClass& c : classes)
        if (ImGui::Selectable((c.name + " (" + c.id + ")").c_str(), c.id == picked->unit_class))
          apply(draft_->set_unit_type_attribute(picked->id, "class", c.id), picked->id + " is of class " + c.id);
      ImGui::EndCombo();
    }
    for (const std::string& name : ScenarioDraft::unit_type_attribute_names()) {
      std::string value;
      for (const auto& [n, v] : picked->attributes)
        if (n == name) value = v;
      ImGui::TextColored(kDim, "%s", name.c_str());
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", attribute_help(name));
      ImGui::SameLine(label_w);
      ImGui::SetNextItemWidth(-1);
      if (settings_field("type:" + picked->id + ":" + name, value, limits::kMaxNameLength, false, 0,
                         ImGuiInputTextFlags_AutoSelectAll))
        apply(draft_->set_unit_type_attribute(picked->id, name, value),
              value.empty() ? picked->id + ": " + name + " cleared" : picked->id + " " + name + " " + value);
    }
    ImGui::BeginDisabled(picked->units > 0);
    if (button(("Remove type " + picked->id).c_str(), -1, 0)) apply(draft_->remove_unit_type(picked->id), "removed unit type " + picked->id);
    ImGui::EndDisabled();
    if (picked->units > 0) ImGui::TextColored(kDim, "Its units must go first (Delete tool).");
  }
  ImGui::Separator();
  if (button("Close unit types", -1, 0)) set_unit_types_open(false);
  ImGui::End();
}

}  // namespace hexfire::game
