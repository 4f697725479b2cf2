// The ledger panel (ImGui), bottom left of the play screen above the log, and beside it at the
// foot of the screen the firer checkboxes, the exact odds and the roll button.
#include "game/ui/ledger_panel.hpp"

#include <imgui.h>

#include <algorithm>

#include "game/ui/odds_bars.hpp"
#include "game/ui/panel_layout.hpp"

namespace hexfire::game {

namespace {

// One checkbox per unit of the firing stack; a unit that cannot fire here is greyed with why.
void draw_firer_picker(const LedgerView& v, LedgerPanelInput* input) {
  ImGui::TextDisabled(v.whole_stack ? "Firers: whole stack (best range factor first); untick to hold a unit's fire"
                                    : "Firers: as picked");
  for (const auto& f : v.firers) {
    bool picked = f.picked;
    ImGui::PushID(static_cast<int>(f.unit.value));
    if (!f.can_fire && !f.picked) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, 0.5f);
    if (ImGui::Checkbox(f.name.c_str(), &picked) && input) input->toggle_firer = f.unit;
    if (input) {
      const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
      input->firer_boxes.push_back({f.unit, {lo.x, lo.y, hi.x, hi.y}});
    }
    if (!f.can_fire && !f.picked) ImGui::PopStyleVar();
    ImGui::SameLine();
    ImGui::TextDisabled("%s", f.note.c_str());
    ImGui::PopID();
  }
  if (!v.whole_stack && ImGui::SmallButton("Whole stack") && input) input->whole_stack = true;
}

}  // namespace

bool draw_ledger_panel(const LedgerView& v, bool can_roll, const char* roll_label, float window_w, float window_h,
                       LedgerPanelInput* input) {
  if (v.title.empty()) return false;
  bool roll = false;
  using namespace panel_layout;
  const float w = kLedgerWidth;
  // Left, above the log: the right edge belongs to the hex inspector and the victory status.
  (void)window_w;
  const float bottom = window_h - kMargin - kLogHeight - kLedgerGap;
  ImGui::SetNextWindowPos(ImVec2(kMargin, bottom), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSizeConstraints(ImVec2(w, 0), ImVec2(w, std::max(200.0f, bottom - 160)));
  ImGui::Begin(v.preview ? "Preview" : "Ledger", nullptr,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  ImGui::PushTextWrapPos(w - 16);
  ImGui::TextColored(ImVec4(1, 0.9f, 0.6f, 1), "%s", v.title.c_str());
  for (const auto& l : v.lines) ImGui::TextUnformatted(l.c_str());
  if (!v.modifiers.empty()) {
    ImGui::Separator();
    for (const auto& m : v.modifiers) {
      const bool up = !m.empty() && m[0] == '+';
      ImGui::TextColored(up ? ImVec4(0.6f, 1, 0.6f, 1) : ImVec4(1, 0.6f, 0.55f, 1), "%s", m.c_str());
    }
  }
  if (!v.final_row.empty()) ImGui::Text("Row used: %s", v.final_row.c_str());
  if (!v.result.empty()) ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "Result: %s", v.result.c_str());
  for (const auto& f : v.follow_ups) ImGui::TextUnformatted(f.c_str());
  ImGui::PopTextWrapPos();
  ImGui::End();
  if (v.firers.empty() && v.odds.empty() && !can_roll) return false;

  // The choices and the odds in their own window beside the ledger, at the foot of the screen:
  // however long the ledger grows, the roll button stays in view.
  const float ow = kOddsWidth;
  ImGui::SetNextWindowPos(ImVec2(kMargin + w + kMargin, window_h - kMargin), ImGuiCond_Always, ImVec2(0, 1));
  ImGui::SetNextWindowSizeConstraints(ImVec2(ow, 0), ImVec2(ow, std::max(200.0f, window_h - 300)));
  ImGui::Begin(v.preview ? "Odds###odds" : "Outcomes###odds", nullptr,
               ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_AlwaysAutoResize |
                   ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoCollapse);
  ImGui::PushTextWrapPos(ow - 16);
  if (!v.firers.empty()) draw_firer_picker(v, input);
  ImGui::PopTextWrapPos();
  if (!v.odds.empty()) {
    if (!v.firers.empty()) ImGui::Separator();
    ImGui::TextDisabled("Exact outcome distribution");
    draw_odds_bars(v.odds, ow);
  }
  if (can_roll) {
    ImGui::Separator();
    if (ImGui::Button(roll_label)) roll = true;
    if (roll && input) input->roll = true;
    ImGui::SameLine();
    ImGui::TextDisabled("Enter rolls, Esc cancels");
  }
  ImGui::End();
  return roll;
}

}  // namespace hexfire::game
