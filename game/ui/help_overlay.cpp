// The shortcut table behind F1. Keep it in step with GameApp::handle_event, ScreenStack and the
// play screen: it is the player's only list of them.
#include "game/ui/help_overlay.hpp"

#include <imgui.h>
#include <imgui_internal.h>

#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <sstream>

#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

const std::vector<Shortcut>& shortcuts() {
  static const std::vector<Shortcut> list = {
      {"Map", "Left, middle or right drag", "pan the map"},
      {"Map", "Arrow keys", "pan the map"},
      {"Map", "Mouse wheel", "zoom about the cursor"},
      {"Map", "+ / -", "zoom in / out about the centre"},
      {"Map", "Home", "fit the whole map in the window"},
      {"Map", "Hover a hex", "inspect its terrain, hexsides and stack"},
      {"Map", "Click the mini-map", "centre the view there"},
      {"Play", "Left click your stack", "select it (click a unit in the Stack panel to pick one unit)"},
      {"Play", "Left click a shaded hex", "move the selected stack there along the previewed path"},
      {"Play", "Ctrl+click a shaded hex", "move the selected stack there, also onto a stack of yours (a plain click selects it)"},
      {"Play", "The pointer over the map", "shows what a click does: a hand selects, crossed arrows move, a crosshair aims, a slashed circle cannot reach"},
      {"Play", "Untick a unit in the Stack panel", "leave it behind: only the ticked units move"},
      {"Play", "Left click an enemy stack", "target it with the chosen action (the first that takes a target when "
                                            "moving): ledger and exact odds"},
      {"Play", "Untick a unit in the Odds window", "leave it out: only the ticked units take part"},
      {"Play", "Enter", "carry out (roll) the previewed action"},
      {"Play", "Q / E  or  , / .", "turn the selected stack's facing anticlockwise / clockwise"},
      {"Play", "Right drag from the selected stack", "face towards the hex where the drag ends"},
      {"Play", "Hold L", "line of sight from the selection to the hovered hex"},
      {"Play", "T", "rules reference: every table of the rule system and the terrain effects chart, the row used last marked"},
      {"Play", "F2", "View menu: show or hide panels (Stack, Hex inspector, Mini-map, Victory status, Log), reset the layout"},
      {"Play", "Drag a panel's title bar", "move it (remembered, also in the next run); double-click collapses it"},
      {"Play", "1 - 9", "answer the open prompt with that option"},
      {"Play", "Ctrl+Z", "undo the last action that rolled no dice and revealed nothing"},
      {"Play", "Space", "end the activation"},
      {"Play", "End", "end the activation or phase (as Space)"},
      {"Play", "N", "select and centre the next stack that can move"},
      {"Play", "Backspace", "replay what happened since your last turn on the map (also after every hand-off)"},
      {"Play", "Replay: PgDn / PgUp, P, Esc", "next / previous step, play all (or pause), close the replay"},
      {"Play", "Esc", "cancel the prompt, target or selection (then: pause menu)"},
      {"Play", "Click a log entry", "open its full ledger again (hover it for the command itself)"},
      {"Play", "Tick Move / Fire / Assault / Morale / Other", "in the Log: show or hide that kind of entry"},
      {"Screens", "Esc", "pause menu (resume, save, load, briefing, settings, main menu, quit); Esc again resumes"},
      {"Screens", "Enter", "hot-seat hand-off: confirm you are the next player"},
      {"Screens", "F1", "show or hide this help"},
      {"Screens", "F12", "save a screenshot (~/Pictures/hexfire or the config directory)"},
      {"Screens", "F5", "reload the scenario file (done by itself when the file changes on disk)"},
  };
  return list;
}

std::string system_help_text(const std::string& data_dir, const std::string& system_id) {
  static std::map<std::string, std::string> read;  // path -> text: F1 is drawn every frame
  const std::string path = data_dir + "/assets/help/" + system_id + ".txt";
  auto it = read.find(path);
  if (it != read.end()) return it->second;
  std::ifstream in(path);
  std::ostringstream text;
  if (in) text << in.rdbuf();
  return read[path] = text.str();
}

void draw_help_overlay(bool& open, float window_w, float window_h, const std::vector<Shortcut>& actions,
                       const std::string& system_help) {
  ImGui::SetNextWindowPos(ImVec2(window_w / 2, window_h / 2), ImGuiCond_Always, ImVec2(0.5f, 0.5f));
  size_limits_in_whole_pixels(ImVec2(520, 0), ImVec2(window_w * 0.9f, window_h * 0.9f));
  ImGui::SetNextWindowBgAlpha(0.96f);
  if (ImGui::Begin("Help - shortcuts (F1)", nullptr,
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoSavedSettings)) {
    // Over every panel of the play screen (the stack, hex and log panels and the phase bar were
    // drawn across its text once a panel had been focused after it), as the pause menu keeps
    // itself over them; a popup opened from it stays above.
    if (!ImGui::IsPopupOpen("", ImGuiPopupFlags_AnyPopupId)) ImGui::BringWindowToDisplayFront(ImGui::GetCurrentWindow());
    // The widest the text may run: the window at its largest, less its padding and a scrollbar.
    // At UI scale 2 a readable width (42 letters' height) is wider than that in 1280 pixels, and
    // every line was cut at the window's right edge.
    const ImGuiStyle& style = ImGui::GetStyle();
    const float left = ImGui::GetCursorPosX();
    const float right = left + std::floor(window_w * 0.9f) - 2 * style.WindowPadding.x - style.ScrollbarSize - 1;
    if (!system_help.empty()) {
      // Its paragraphs wrap at a readable width; the shortcut table follows.
      ImGui::PushTextWrapPos(std::min(left + ImGui::GetFontSize() * 42, right));
      ImGui::TextUnformatted(system_help.c_str());
      ImGui::PopTextWrapPos();
      ImGui::Separator();
    }
    std::string group;
    if (ImGui::BeginTable("##keys", 2, ImGuiTableFlags_RowBg | ImGuiTableFlags_SizingFixedFit)) {
      std::vector<Shortcut> all = shortcuts();
      // The system's actions go at the head of the Play group.
      const auto play = std::find_if(all.begin(), all.end(), [](const Shortcut& s) { return s.group == "Play"; });
      all.insert(play, actions.begin(), actions.end());
      for (const Shortcut& s : all) {
        if (s.group != group) {
          group = s.group;
          ImGui::TableNextRow();
          ImGui::TableSetColumnIndex(0);
          ImGui::TextColored(ImVec4(1.0f, 0.84f, 0.16f, 1.0f), "%s", group.c_str());
        }
        ImGui::TableNextRow();
        ImGui::TableSetColumnIndex(0);
        ImGui::TextUnformatted(s.keys.c_str());
        ImGui::TableSetColumnIndex(1);
        // A long action's help wraps as the paragraphs above do: unwrapped, the Fire action's ran
        // past the window's right edge at 1280 pixels and was cut.
        ImGui::PushTextWrapPos(std::min(ImGui::GetCursorPosX() + ImGui::GetFontSize() * 36, right));
        ImGui::TextUnformatted(s.action.c_str());
        ImGui::PopTextWrapPos();
      }
      ImGui::EndTable();
    }
    if (ImGui::Button("Close")) open = false;
  }
  ImGui::End();
}

}  // namespace hexfire::game
