// The ledger panel (ImGui), bottom left of the play screen above the log, and beside it at the
// foot of the screen the firer checkboxes, the exact odds and the roll button.
#include "game/ui/ledger_panel.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>

#include "game/ui/dice_faces.hpp"
#include "game/ui/odds_bars.hpp"
#include "game/ui/panel_board.hpp"
#include "game/ui/preview_spot.hpp"

namespace hexfire::game {

namespace {

// One checkbox per unit of the firing stack; a unit that cannot fire here is greyed with why.
void draw_firer_picker(const LedgerView& v, LedgerPanelInput* input) {
  // The system's words while it chooses (fireline's fire limit); a neutral line otherwise.
  const std::string all = v.picks_note.empty() ? "Taking part: every unit able to; untick one to leave it out" : v.picks_note;
  ImGui::TextDisabled("%s", v.whole_stack ? all.c_str() : "Taking part: as picked");
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
    // The note under its checkbox, wrapped at the window's width: beside it, a narrow column of
    // words made the window tall enough to cover the stacks.
    ImGui::Indent();
    ImGui::TextDisabled("%s", f.note.c_str());
    ImGui::Unindent();
    ImGui::PopID();
  }
  if (!v.whole_stack && ImGui::SmallButton("Whole stack") && input) input->whole_stack = true;
}

}  // namespace

bool draw_ledger_panel(const LedgerView& v, bool can_roll, const char* roll_label, float window_w, float window_h,
                       LedgerPanelInput* input, const std::vector<ClearArea>& keep_clear) {
  if (v.title.empty()) return false;
  bool roll = false;
  // Left, above the log: the right edge belongs to the hex inspector and the victory status. It
  // grows upwards as far as the stack panel's foot.
  const PanelDock dock = current_dock(window_w, window_h);
  DockBox box = dock.ledger;
  // Its foot on the log as it stands: collapsed (compact), closed or moved away, the log leaves
  // the room above its dock to the Preview, which otherwise grew up over the Stack panel's foot
  // (crossroads at 1024x640, UI scale 1.5).
  box.y1 = std::max(box.y1, log_top(dock, window_h) - dock.margin);
  const float w = box.width();
  const float top = std::max(box.y0, window_bottom_or("Stack", box.y0) + dock.margin);
  // Its dock, else left of the right-hand column, else under the phase bar: the first that keeps
  // off the stacks the preview is about.
  const float scale = ImGui::GetIO().FontGlobalScale;
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const float right_x = dock.right.x0 - dock.margin, top_y = dock.phase.y1 + dock.margin;
  // Off the prompt while it keeps its place under the pointer (prompt_panel.cpp, drawn after
  // this): hovering an answer changes the stacks the Preview keeps off, and it moved over the
  // prompt the pointer was on.
  std::vector<ClearArea> prompt;
  if (const ImGuiWindow* pw = ImGui::FindWindowByName("###prompt"); pw && was_held_under_pointer("###prompt"))
    prompt.push_back(window_box(*pw));
  const PanelSpot spot = spot_clear_of({{ImVec2(box.x0, box.y1), ImVec2(0, 1)},
                                        {ImVec2(right_x, box.y1), ImVec2(1, 1)},
                                        {ImVec2(right_x, top_y), ImVec2(1, 0)},
                                        {ImVec2((dock.left.x1 + dock.right.x0) * 0.5f, top_y), ImVec2(0.5f, 0)}},
                                       last_size_or("###ledger", ImVec2(w, 150 * scale)), keep_clear, display,
                                       /*least_covered=*/false, {}, prompt);
  // Short of room, a prompt's answer shows its breakdown folded to the title bar: its odds are
  // in the prompt, and the two open together covered one another or the stacks at UI scale 1.5
  // in 1280x800. A click opens it.
  if (v.odds_in_prompt && dock.compact) ImGui::SetNextWindowCollapsed(true, ImGuiCond_Appearing);
  const ImGuiWindowFlags place = place_panel(PanelId::Ledger, "###ledger", spot.pos, spot.pivot,
                                             ImVec2(w, 0), ImVec2(w, std::max(150 * scale, box.y1 - top)));
  const bool shown = ImGui::Begin(v.preview ? "Preview###ledger" : "Ledger###ledger", nullptr,
                                  ImGuiWindowFlags_AlwaysAutoResize | place);
  ImGui::PushTextWrapPos(0.0f);  // at the content's edge, left of a scrollbar when there is one
  if (shown) {
  ImGui::TextColored(ImVec4(1, 0.9f, 0.6f, 1), "%s", v.title.c_str());
  for (const auto& l : v.lines) ImGui::TextUnformatted(l.c_str());
  if (!v.modifiers.empty()) {
    ImGui::Separator();
    for (const auto& m : v.modifiers) {
      const bool up = !m.empty() && m[0] == '+';
      ImGui::TextColored(up ? ImVec4(0.6f, 1, 0.6f, 1) : ImVec4(1, 0.6f, 0.55f, 1), "%s", m.c_str());
    }
  }
  if (!v.final_row.empty()) ImGui::Text("%s: %s", v.final_row_label.c_str(), v.final_row.c_str());
  if (!v.result.empty()) ImGui::TextColored(ImVec4(1, 0.8f, 0.3f, 1), "Result: %s", v.result.c_str());
  draw_dice_row(v.dice);  // the dice as they fell
  for (const auto& f : v.follow_ups) ImGui::TextUnformatted(f.c_str());
  }
  ImGui::PopTextWrapPos();
  ImGui::End();
  if (v.firers.empty() && (v.odds.empty() || v.odds_in_prompt) && !can_roll) return false;

  // The choices and the odds in their own window beside the ledger, at the foot of the screen:
  // however long the ledger grows, the roll button stays in view.
  const DockBox& obox = dock.odds;
  const float ow = obox.width();
  // Never over the Preview, where it stands this frame; beside it is one more place to try.
  std::vector<ClearArea> preview;
  std::vector<PanelSpot> beside;
  if (const ImGuiWindow* lw = ImGui::FindWindowByName("###ledger"); lw && lw->Active) {
    preview.push_back(window_box(*lw));
    beside = {{ImVec2(lw->Pos.x + lw->Size.x + dock.margin, top_y), ImVec2(0, 0)},
              {ImVec2(lw->Pos.x - dock.margin, top_y), ImVec2(1, 0)}};
  }
  // Where none is free (a UI scale of 1.5 or 2 in a small window), the one off the Preview that
  // covers least of the stacks, weighed far above a panel; the map moves the stacks out from
  // under what is left (PlayScreen::pan_clear_of_previews). Taking the dock there, the Odds lay
  // over a Preview that had left its dock for the stacks (Seven Pines at 1280x800, UI scale 1.5).
  // The right-hand column's top, over the Hex panel, is one more such place.
  std::vector<PanelSpot> ospots = {{ImVec2(obox.x0, obox.y1), ImVec2(0, 1)},
                                   {ImVec2(right_x, obox.y1), ImVec2(1, 1)},
                                   {ImVec2(right_x, top_y), ImVec2(1, 0)},
                                   {ImVec2(dock.left.x1 + dock.margin, top_y), ImVec2(0, 0)},
                                   {ImVec2(dock.margin, top_y), ImVec2(0, 0)},
                                   {ImVec2(display.x - dock.margin, top_y), ImVec2(1, 0)},
                                   {ImVec2(display.x - dock.margin, display.y - dock.margin), ImVec2(1, 1)}};
  ospots.insert(ospots.end(), beside.begin(), beside.end());
  const PanelSpot ospot = spot_clear_of(ospots, last_size_or("###odds", ImVec2(ow, 100 * scale)), keep_clear, display,
                                        /*least_covered=*/true, {}, preview);
  const ImGuiWindowFlags oplace = place_panel(PanelId::Odds, "###odds", ospot.pos, ospot.pivot,
                                              ImVec2(ow, 0), ImVec2(ow, obox.height()));
  ImGui::Begin(v.preview ? "Odds###odds" : "Outcomes###odds", nullptr, ImGuiWindowFlags_AlwaysAutoResize | oplace);
  ImGui::PushTextWrapPos(0.0f);
  if (!v.firers.empty()) draw_firer_picker(v, input);
  ImGui::PopTextWrapPos();
  if (!v.odds.empty() && !v.odds_in_prompt) {
    if (!v.firers.empty()) ImGui::Separator();
    ImGui::TextDisabled("Exact outcome distribution");
    // Short of room, fewer bars (the rest in one): all seven of a column-shift fire's outcomes
    // pushed the roll button below the fold at UI scale 1.5 in 1024x640.
    draw_odds_bars(v.odds, ow, dock.compact ? kOddsBarsCompact : kOddsBarsShown);
  }
  if (can_roll) {
    ImGui::Separator();
    if (ImGui::Button(roll_label)) roll = true;
    if (roll && input) input->roll = true;
    ImGui::SameLine();
    ImGui::PushTextWrapPos(0.0f);  // a narrow window wraps the hint rather than cut it
    ImGui::TextDisabled("Enter rolls, Esc cancels");
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
  return roll;
}

}  // namespace hexfire::game
