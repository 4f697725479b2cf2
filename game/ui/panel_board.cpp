// Panels that the player may move, collapse and close, their state kept in ImGui's ini.
#include "game/ui/panel_board.hpp"

#include <imgui_internal.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

namespace {

constexpr const char* kIniType = "HexfirePanels";

// The ini keys: stable names, not the titles (which may change wording).
constexpr std::array<const char*, static_cast<std::size_t>(PanelId::Count)> kKeys = {
    "stack", "hex", "minimap", "victory", "log", "ledger", "odds", "prompt", "los"};

void* read_open(ImGuiContext*, ImGuiSettingsHandler* handler, const char* name) {
  auto* board = static_cast<PanelBoard*>(handler->UserData);
  for (std::size_t i = 0; i < kKeys.size(); ++i)
    if (std::strcmp(kKeys[i], name) == 0) return &board->panels[i];
  return nullptr;  // a panel of another version: ignored
}

void read_line(ImGuiContext*, ImGuiSettingsHandler*, void* entry, const char* line) {
  auto* state = static_cast<PanelState*>(entry);
  int v = 0;
  if (std::sscanf(line, "open=%d", &v) == 1) state->open = v != 0;
  if (std::sscanf(line, "moved=%d", &v) == 1) state->moved = v != 0;
}

void write_all(ImGuiContext*, ImGuiSettingsHandler* handler, ImGuiTextBuffer* out) {
  const auto* board = static_cast<const PanelBoard*>(handler->UserData);
  for (std::size_t i = 0; i < kKeys.size(); ++i) {
    out->appendf("[%s][%s]\nopen=%d\nmoved=%d\n\n", kIniType, kKeys[i], board->panels[i].open ? 1 : 0,
                 board->panels[i].moved ? 1 : 0);
  }
}

}  // namespace

void PanelBoard::reset() {
  for (PanelState& p : panels) p = PanelState{};
}

void install_panel_board(PanelBoard& board) {
  ImGuiSettingsHandler h;
  h.TypeName = kIniType;
  h.TypeHash = ImHashStr(kIniType);
  h.ReadOpenFn = read_open;
  h.ReadLineFn = read_line;
  h.WriteAllFn = write_all;
  h.UserData = &board;
  ImGui::GetCurrentContext()->SettingsHandlers.push_back(h);
}

PanelBoard& panel_board() {
  if (ImGuiSettingsHandler* h = ImGui::FindSettingsHandler(kIniType)) return *static_cast<PanelBoard*>(h->UserData);
  // A context made without GameApp (none in the game): panels behave as docked and open.
  static PanelBoard unregistered;
  return unregistered;
}

PanelDock current_dock(float window_w, float window_h) {
  return dock_panels(window_w, window_h, ImGui::GetIO().FontGlobalScale, panel_board().measured);
}

const char* panel_title(PanelId id) {
  switch (id) {
    case PanelId::Stack: return "Stack";
    case PanelId::Hex: return "Hex inspector";
    case PanelId::MiniMap: return "Mini-map";
    case PanelId::Victory: return "Victory status";
    case PanelId::Log: return "Log";
    case PanelId::Ledger: return "Ledger / preview";
    case PanelId::Odds: return "Odds";
    case PanelId::Prompt: return "Decision";
    case PanelId::Los: return "Line of sight";
    case PanelId::Count: break;
  }
  return "";
}

const char* panel_window(PanelId id) {
  switch (id) {
    case PanelId::Stack: return "Stack";
    case PanelId::Hex: return "Hex";
    case PanelId::MiniMap: return "Mini-map";
    case PanelId::Victory: return "Victory status";
    case PanelId::Log: return "Log";
    case PanelId::Ledger: return "###ledger";
    case PanelId::Odds: return "###odds";
    case PanelId::Prompt: return "###prompt";
    case PanelId::Los: return "Line of sight";
    case PanelId::Count: break;
  }
  return "";
}

bool panel_closable(PanelId id) {
  // The ledger, odds, decision and line of sight come and go with the action they belong to.
  return id == PanelId::Stack || id == PanelId::Hex || id == PanelId::MiniMap || id == PanelId::Victory ||
         id == PanelId::Log;
}

bool panel_collapses_when_compact(PanelId id) { return id == PanelId::Victory || id == PanelId::Log; }

ImGuiWindowFlags place_panel(PanelId id, const char* window_name, ImVec2 pos, ImVec2 pivot, ImVec2 min_size,
                             ImVec2 max_size) {
  PanelState& state = panel_board()[id];
  const ImGuiWindow* win = ImGui::FindWindowByName(window_name);
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  const bool compact = current_dock(g.IO.DisplaySize.x, g.IO.DisplaySize.y).compact;
  if (compact != state.compact) {
    if (panel_collapses_when_compact(id)) ImGui::SetNextWindowCollapsed(compact, ImGuiCond_Always);
    state.compact = compact;
  }
  if (win && g.MovingWindow == win && g.IO.MouseDown[0] && !state.moved) {
    state.moved = true;
    ImGui::MarkIniSettingsDirty();
  }
  // Not while the pointer is on it: hovering a prompt's answer changes the Preview beside which it
  // stands, and leaving the map hides the Stack panel; either moved a window from under the
  // pointer on its way to a button.
  if (!state.moved && !held_under_pointer(window_name)) ImGui::SetNextWindowPos(pos, ImGuiCond_Always, pivot);
  const ImVec2 display = g.IO.DisplaySize;
  const ImVec2 room(std::max(1.0f, display.x - 16), std::max(1.0f, display.y - 16));
  const ImVec2 hi(std::min(max_size.x, room.x), std::min(max_size.y, room.y));
  size_limits_in_whole_pixels(ImVec2(std::min(min_size.x, hi.x), std::min(min_size.y, hi.y)), hi);
  return ImGuiWindowFlags_NoFocusOnAppearing;
}

bool* panel_open_flag(PanelId id) { return panel_closable(id) ? &panel_board()[id].open : nullptr; }

void keep_windows_inside(float window_w, float window_h) {
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  for (ImGuiWindow* w : g.Windows) {
    if (!w->Active || (w->Flags & (ImGuiWindowFlags_ChildWindow | ImGuiWindowFlags_Tooltip | ImGuiWindowFlags_Popup)))
      continue;
    // Larger than the display: its top-left corner stays in view (ImGui scrolls the rest).
    const float x = std::max(0.0f, std::min(w->Pos.x, window_w - w->Size.x));
    const float y = std::max(0.0f, std::min(w->Pos.y, window_h - w->Size.y));
    if (x != w->Pos.x || y != w->Pos.y) ImGui::SetWindowPos(w, ImVec2(x, y), ImGuiCond_Always);
  }
}

namespace {
// Kept in the window's own storage, so any window can ask: whether it is held, and the display's
// size when it was last asked.
const ImGuiID kHeld = ImHashStr("hexfire: held under the pointer"), kWide = ImHashStr("hexfire: display w"),
              kHigh = ImHashStr("hexfire: display h");
}  // namespace

bool was_held_under_pointer(const char* window_name) {
  const ImGuiWindow* w = ImGui::FindWindowByName(window_name);
  return w && w->WasActive && w->StateStorage.GetBool(kHeld, false);
}

bool held_under_pointer(const char* window_name) {
  ImGuiWindow* w = ImGui::FindWindowByName(window_name);
  if (!w) return false;
  const ImGuiContext& g = *ImGui::GetCurrentContext();
  ImGuiStorage& st = w->StateStorage;
  const bool same_display = st.GetFloat(kWide, -1) == g.IO.DisplaySize.x && st.GetFloat(kHigh, -1) == g.IO.DisplaySize.y;
  st.SetFloat(kWide, g.IO.DisplaySize.x);
  st.SetFloat(kHigh, g.IO.DisplaySize.y);
  bool held = st.GetBool(kHeld, false);
  if (g.HoveredWindow != w || !w->WasActive || !same_display)
    held = false;
  else if (g.IO.MouseDelta.x != 0 || g.IO.MouseDelta.y != 0)
    held = true;  // the pointer moved on it: on its way to something in it
  st.SetBool(kHeld, held);
  return held;
}

float window_bottom_or(const char* window_name, float fallback) {
  const ImGuiWindow* w = ImGui::FindWindowByName(window_name);
  return w && w->WasActive ? w->Pos.y + w->Size.y : fallback;
}

float window_height_or(const char* window_name, float fallback) {
  const ImGuiWindow* w = ImGui::FindWindowByName(window_name);
  return w && w->WasActive ? w->Size.y : fallback;
}

float log_top(const PanelDock& dock, float window_h) {
  const PanelState& log = panel_board()[PanelId::Log];
  if (!log.open || log.moved) return window_h;
  const ImGuiWindow* w = ImGui::FindWindowByName(panel_window(PanelId::Log));
  return w && w->WasActive && w->Collapsed ? w->Pos.y : dock.log.y0;
}

}  // namespace hexfire::game
