// The prompt window (ImGui), at the foot of the map between the log and the right-hand panels,
// so the stacks and dice it is about stay in view; keys 1..9 answer it too.
#include "game/ui/prompt_panel.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <string>

#include "game/ui/cut_text.hpp"
#include "game/ui/odds_bars.hpp"
#include "game/ui/panel_board.hpp"
#include "game/ui/preview_spot.hpp"

namespace hexfire::game {

std::optional<std::size_t> draw_prompt_panel(const PromptView& p, float window_w, float window_h,
                                             std::optional<std::size_t>* hovered,
                                             const std::vector<ClearArea>& keep_clear) {
  std::optional<std::size_t> chosen;
  // In the band of the log, between it and the right column, clear of the ledger (or above the
  // log when that band is too narrow).
  const PanelDock dock = current_dock(window_w, window_h);
  const DockBox box = dock.centre;
  const float scale = ImGui::GetIO().FontGlobalScale;
  float w = std::min(560 * scale, box.width());
  // A Preview wider than the left-hand column narrows the band beside it: the prompt keeps to that
  // band (down to 360 wide at scale 1), its lines wrapping, rather than reach into the right-hand
  // column, where the replay of the other side's turn stands beside a waiting prompt.
  if (const ImGuiWindow* pw = ImGui::FindWindowByName("###ledger"); pw && pw->Active && pw->Pos.x + pw->Size.x > box.x0) {
    const float band = dock.right.x0 - 2 * dock.margin - (pw->Pos.x + pw->Size.x);
    w = std::min(w, std::max(360 * scale, band));
  }
  // Its dock, else under the phase bar, else beside the right-hand column or the Preview: off the
  // stacks where it can (the map moves them out from under it: PlayScreen::pan_clear_of_previews),
  // never over the phase bar nor the Preview it is read with while a spot leaves them clear, and
  // where it can off an Odds window.
  std::vector<ClearArea> never, clear;
  auto add_shown = [](const char* name, std::vector<ClearArea>& to) {
    const ImGuiWindow* pw = ImGui::FindWindowByName(name);
    if (!pw || !pw->Active) return static_cast<const ImGuiWindow*>(nullptr);
    to.push_back(window_box(*pw));
    return pw;
  };
  // The phase bar first: it says what the decision is for, and holds the end button.
  add_shown("##phase", never);
  const ImGuiWindow* preview = add_shown("###ledger", never);
  add_shown("###odds", clear);
  const float top_y = dock.phase.y1 + dock.margin;
  const float right_x = dock.right.x0 - dock.margin;
  std::vector<PanelSpot> spots = {{ImVec2((box.x0 + box.x1) * 0.5f, box.y1), ImVec2(0.5f, 1.0f)},
                                  {ImVec2((dock.left.x1 + dock.right.x0) * 0.5f, top_y), ImVec2(0.5f, 0)},
                                  {ImVec2(right_x, box.y1), ImVec2(1, 1)},
                                  {ImVec2(right_x, top_y), ImVec2(1, 0)},
                                  {ImVec2(dock.left.x1 + dock.margin, top_y), ImVec2(0, 0)}};
  // Beside the Preview, which is wider than the left-hand column.
  const float beside_x = preview ? preview->Pos.x + preview->Size.x + dock.margin : 0;
  if (preview) {
    spots.push_back({ImVec2(beside_x, top_y), ImVec2(0, 0)});
    spots.push_back({ImVec2(beside_x, box.y1), ImVec2(0, 1)});
  }
  const ImVec2 display = ImGui::GetIO().DisplaySize;
  const ImVec2 last = last_size_or("###prompt", ImVec2(w, 120 * scale));
  PanelSpot spot = spot_clear_of(spots, last, keep_clear, display, true, clear, never);
  // With no spot off the Preview, the room right of it, narrower than the prompt would be but
  // down to 300 wide at scale 1, over the right-hand column's Hex panel and mini-map, which
  // matter less while a decision waits: at 1280x800 a Preview centred under the phase bar (the
  // stacks at the map's left) had the Decision panel cover its modifiers, the very lines it
  // explains (an opportunity fire on the WW1 tutorial).
  // Weighed at the full width `w` the prompt may take: at its narrowed width of last frame the
  // spot beside the Preview fitted, was chosen, and the prompt then grew back out of the window.
  if (preview) {
    const float room = display.x - dock.margin - beside_x;
    const ClearArea whole = box_at(spot, ImVec2(w, last.y));
    if ((!box_inside(whole, display) || boxes_meet(whole, window_box(*preview))) && room >= 300 * scale && room < w) {
      w = room;
      spot = {ImVec2(beside_x, top_y), ImVec2(0, 0)};
    }
  }
  // No taller than the room under the phase bar (it scrolls past that): at UI scale 1.5 in
  // 1280x800 a fire's four answers and their odds grew up over the bar's buttons; held to 60 % of
  // the window, they scrolled at 1024x640 with room to spare below the bar. A title bar's
  // height is left free at the foot, where the folded panels (the log, the victory status, a
  // replay with no room to open) keep their bars in view.
  const float foot = ImGui::GetFrameHeight() + dock.margin;
  const float room_h = std::max(120 * scale, window_h - top_y - dock.margin - foot);
  const ImGuiWindowFlags place = place_panel(PanelId::Prompt, "###prompt", spot.pos, spot.pivot,
                                             ImVec2(std::min(460 * scale, w), 0), ImVec2(w, room_h));
  const std::string title = "Decision: " + p.side + "###prompt";
  ImGui::Begin(title.c_str(), nullptr, ImGuiWindowFlags_AlwaysAutoResize | place);
  // In front of the panels it may have to stand on where the window is short of room (the Log at
  // 1024x640): the decision is what the player must read, and the pointer on its answers is on it.
  ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
  ImGui::PushTextWrapPos(w - ImGui::GetStyle().WindowPadding.x);
  ImGui::TextUnformatted(p.text.c_str());
  ImGui::PopTextWrapPos();
  ImGui::Separator();
  if (hovered) hovered->reset();
  for (std::size_t i = 0; i < p.options.size(); ++i) {
    const std::string label = std::to_string(i + 1) + ". " + p.options[i];
    if (ImGui::Button(label.c_str())) chosen = i;
    if (hovered && ImGui::IsItemHovered()) *hovered = i;
    // The exact odds of what the answer rolls, under its button; the full ledger is in the
    // Preview and the bars below for the answer marked here (hover another to see its own).
    // Short of room, one line each, cut at the window's edge (whole in a tooltip): wrapped, the
    // fourth answer of a fire prompt was below the fold at UI scale 1.5 in 1024x640.
    if (i < p.odds.size() && !p.odds[i].empty()) {
      const std::string line = std::string(p.shown == i ? "> " : "  ") + p.odds[i];
      if (dock.compact) {
        ImGui::TextDisabled("%s", line.c_str());
        tooltip_if_cut(line.c_str());
      } else {
        ImGui::PushTextWrapPos(w - ImGui::GetStyle().WindowPadding.x);
        ImGui::TextDisabled("%s", line.c_str());
        ImGui::PopTextWrapPos();
      }
    }
  }
  // The marked answer's whole distribution, read with the choice it belongs to. Short of room
  // (a compact layout) it starts folded, each answer's line above giving its likeliest outcomes:
  // open, at UI scale 1.5 in 1280x800 it left the replay beside the prompt no room. Opened or
  // folded by the player, it stays so for the prompts after.
  if (p.shown && !p.shown_odds.empty()) {
    ImGui::Separator();
    ImGui::SetNextItemOpen(!dock.compact, ImGuiCond_Once);
    if (ImGui::TreeNodeEx(dock.compact ? "odds folded" : "odds open", ImGuiTreeNodeFlags_NoTreePushOnOpen,
                          "Exact outcome distribution of %zu.", *p.shown + 1))
      draw_odds_bars(p.shown_odds, w - 2 * ImGui::GetStyle().WindowPadding.x, dock.compact ? kOddsBarsCompact : kOddsBarsShown);
  }
  ImGui::End();
  return chosen;
}

}  // namespace hexfire::game
