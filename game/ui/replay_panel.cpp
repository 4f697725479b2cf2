// The replay panel (ImGui), at the top of the map under the phase bar: the step's place in the
// replay, its words, and the buttons that walk it (see replay_panel.hpp).
#include "game/ui/replay_panel.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <optional>

#include "game/ui/panel_board.hpp"
#include "game/ui/preview_spot.hpp"
#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

namespace {

// A button whose place is recorded under `name`.
bool button(const char* label, const char* name, ReplayPanelInput& in) {
  const bool pressed = ImGui::Button(label);
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  in.buttons.push_back({name, {lo.x, lo.y, hi.x, hi.y}});
  return pressed;
}

// Where the window keeps its height when open (draw_replay_panel).
const ImGuiID kOpenHeight = ImHashStr("open height");

}  // namespace

ReplayPanelInput draw_replay_panel(const ReplayPanelData& d, float window_w, float window_h,
                                   const std::vector<ClearArea>& keep_clear) {
  ReplayPanelInput in;
  const PanelDock dock = current_dock(window_w, window_h);
  const float scale = ImGui::GetIO().FontGlobalScale;
  const float phase_bottom = window_bottom_or("##phase", dock.phase.y1);
  // The prompt window as drawn this frame, when a decision waits for the player.
  std::optional<ClearArea> prompt;
  if (const ImGuiWindow* p = ImGui::FindWindowByName("###prompt"); p && p->Active)
    prompt = window_box(*p);
  const bool aside = prompt.has_value();
  bool collapsed = false;
  if (aside) {
    // Out of the prompt's way (prompt_panel.cpp, drawn before it this frame): the two stood in
    // the same place under the phase bar, and the replay hid the prompt's first answers. In the
    // right-hand column over the Mini-map, on the Victory status, else where it covers least of
    // the prompt and of the stacks the prompt is about, a docked panel sooner than either. Not
    // under the Hex panel: that grows and shrinks with the hex under the mouse, and the buttons
    // moved away from the mouse on its way to them.
    const float w = std::min(420 * scale, std::max(dock.right.width(), 300 * scale));
    std::vector<ClearArea> clear = keep_clear;
    clear.push_back(*prompt);
    const DockBox& foot = dock.centre;
    const ImGuiWindow* victory = ImGui::FindWindowByName("Victory status");
    const float victory_top = victory && victory->WasActive ? victory->Pos.y : dock.right.y1;
    const std::vector<PanelSpot> spots = {
        {ImVec2(dock.right.x1, victory_top - dock.margin), ImVec2(1, 1)},
        {ImVec2(window_w - dock.margin, window_h - dock.margin), ImVec2(1, 1)},
        {ImVec2((foot.x0 + foot.x1) * 0.5f, foot.y1), ImVec2(0.5f, 1)},
        {ImVec2(dock.left.x0, window_bottom_or("Stack", dock.left.y0) + dock.margin), ImVec2(0, 0)}};
    // Its size open, as last drawn open (kept in the window's storage: while it is shown
    // collapsed ImGui's own sizes are the title bar's, and judged by those it opened again over
    // the prompt every other frame).
    const ImGuiWindow* self = ImGui::FindWindowByName("###replay");
    const ImVec2 size(w, self ? self->StateStorage.GetFloat(kOpenHeight, 200 * scale) : 200 * scale);
    const ImVec2 display(window_w, window_h);
    PanelSpot spot = spot_clear_of(spots, size, clear, display, /*least_covered=*/true);
    // A window too small for both (800x600, or 1024x640 at UI scale 1.5): the decision comes
    // first, and the replay shows its title bar alone until the prompt is answered (the keys
    // still step it).
    float width = w;
    if (boxes_meet(box_at(spot, size), *prompt)) {
      collapsed = true;
      // No wider than its title, so that it fits beside the prompt.
      width = std::min(w, ImGui::CalcTextSize(d.title.c_str()).x + 2 * ImGui::GetFrameHeight());
      spot = spot_clear_of(spots, ImVec2(width, ImGui::GetFrameHeight()), clear, display, /*least_covered=*/true);
    }
    // Under the mouse it stays where it stands: its place in the left-hand column is under the
    // Stack panel, which hides when the pointer leaves the map, and the replay then rose from
    // under the pointer on its way to Close.
    if (!held_under_pointer("###replay") || collapsed) ImGui::SetNextWindowPos(spot.pos, ImGuiCond_Always, spot.pivot);
    size_limits_in_whole_pixels(ImVec2(width, 0), ImVec2(width, window_h * 0.5f));
    // Aside, the camera centres the step on the map below the phase bar, and the prompt then
    // finds its place clear of the step's stacks.
    in.bottom = phase_bottom;
  } else {
    // Under the phase bar, centred on it: the map's middle, where the camera puts the step,
    // stays clear below.
    const float w = std::min(520 * scale, window_w - 2 * dock.margin);
    const float top = phase_bottom + dock.margin;
    ImGui::SetNextWindowPos(ImVec2((dock.phase.x0 + dock.phase.x1) * 0.5f, top), ImGuiCond_Always, ImVec2(0.5f, 0));
    size_limits_in_whole_pixels(ImVec2(w, 0), ImVec2(w, window_h * 0.4f));
  }
  ImGui::SetNextWindowCollapsed(collapsed, ImGuiCond_Always);
  const std::string title = d.title + "###replay";
  // The player does not collapse it (it opens again with the next step); ImGui keeps a window
  // flagged NoCollapse open, so the flag goes while it is shown collapsed.
  if (ImGui::Begin(title.c_str(), nullptr,
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoMove |
                       (collapsed ? 0 : ImGuiWindowFlags_NoCollapse))) {
    ImGui::TextDisabled("Step %zu of %zu", d.position + 1, d.size);
    ImGui::SameLine();
    ImGui::TextColored(ImVec4(1.0f, 0.84f, 0.3f, 1.0f), "%s", d.heading.c_str());
    ImGui::PushTextWrapPos(0.0f);
    ImGui::TextUnformatted(d.text.c_str());
    for (const std::string& l : d.lines) ImGui::TextDisabled("%s", l.c_str());
    ImGui::PopTextWrapPos();
    ImGui::Separator();
    if (button("< Back", "Back", in)) in.act = ReplayPanelAction::Back;
    ImGui::SameLine();
    if (button("Next >", "Next", in)) in.act = ReplayPanelAction::Next;
    ImGui::SameLine();
    if (d.playing) {
      if (button("Pause", "Pause", in)) in.act = ReplayPanelAction::Pause;
    } else if (button("Play all", "Play all", in)) {
      in.act = ReplayPanelAction::PlayAll;
    }
    ImGui::SameLine();
    if (button("Close", "Close", in)) in.act = ReplayPanelAction::Close;
    // The keys on the buttons' line when they fit there (the narrow column aside has no room).
    const char* keys = "PgUp/PgDn step, P plays, Esc closes";
    ImGui::SameLine();
    if (ImGui::GetContentRegionAvail().x < ImGui::CalcTextSize(keys).x) ImGui::NewLine();
    ImGui::TextDisabled("%s", keys);
    if (!aside) in.bottom = ImGui::GetWindowPos().y + ImGui::GetWindowSize().y;
    ImGui::GetCurrentWindow()->StateStorage.SetFloat(kOpenHeight, ImGui::GetWindowSize().y);
  }
  ImGui::End();
  return in;
}

}  // namespace hexfire::game
