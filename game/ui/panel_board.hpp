// The player's say over the play screen's panels: each may be dragged away from its dock (and then
// stays where it was put), collapsed, and the closable ones closed and reopened from the View
// menu. Kept in ImGui's ini (written with the settings), so a layout outlives the run.
#pragma once

#include <imgui.h>

#include <array>
#include <cstddef>

#include "game/ui/panel_dock.hpp"

namespace hexfire::game {

enum class PanelId : std::size_t { Stack, Hex, MiniMap, Victory, Log, Ledger, Odds, Prompt, Los, Count };

struct PanelState {
  bool open = true;
  bool moved = false;  // dragged by the player: no longer follows its dock
  bool compact = false;  // the dock was compact when last drawn (not kept in the ini)
};

struct PanelBoard {
  std::array<PanelState, static_cast<std::size_t>(PanelId::Count)> panels;
  DockMeasures measured;  // last frame's heights (title line, phase bar)
  bool view_menu_asked = false;  // the View key was pressed: the phase bar opens the menu

  PanelState& operator[](PanelId id) { return panels[static_cast<std::size_t>(id)]; }
  void reset();  // every panel open and back in its dock
};

// Registers the board with the current ImGui context (before its ini is loaded).
void install_panel_board(PanelBoard& board);
// The board of the current ImGui context.
PanelBoard& panel_board();
// The docks for this frame's window, at the UI scale (ImGui's font scale).
PanelDock current_dock(float window_w, float window_h);

const char* panel_title(PanelId id);   // as the View menu lists it
const char* panel_window(PanelId id);  // its ImGui window name (the part after ### where the title changes)
bool panel_closable(PanelId id);
// Collapsed when the layout turns compact and opened again when it stops being (the player may
// open or collapse it in between): the panels read now and then, not those of the action.
bool panel_collapses_when_compact(PanelId id);

// Puts the next window at `pos` (with `pivot`) unless the player has dragged it elsewhere, and
// limits its size to `max` (and the window). Returns the flags the window needs: a panel that
// cannot be moved or collapsed gets them here, so every panel behaves alike.
ImGuiWindowFlags place_panel(PanelId id, const char* window_name, ImVec2 pos, ImVec2 pivot, ImVec2 min_size,
                             ImVec2 max_size);
// The `open` flag of a closable panel for ImGui::Begin (its close button), else nullptr.
bool* panel_open_flag(PanelId id);

// Moves every window that sticks out of the display back inside (a resize, a larger UI scale, or
// a panel dragged past the edge).
void keep_windows_inside(float window_w, float window_h);
// The bottom edge of the named window as last drawn, if it was drawn last frame.
float window_bottom_or(const char* window_name, float fallback);
float window_height_or(const char* window_name, float fallback);

// Whether the named window keeps its place this frame because the pointer is on it: hovering
// changes what the panels about a preview keep off (the marked answer, the Stack panel that
// hides off the map), and a window moved from under the pointer on its way to a button. From
// when the pointer moves on it until it leaves it, the display keeping its size: a window that
// appears under a resting pointer, or a window resized, still goes to its place. Call once a
// frame, before placing the window.
bool held_under_pointer(const char* window_name);
// What held_under_pointer said of the window last frame (for the windows placed before it).
bool was_held_under_pointer(const char* window_name);

// The top of the log as last drawn: its dock's, or its title bar's when collapsed, or the
// window's foot when it is closed or moved away (the Stack panel grows down to it).
float log_top(const PanelDock& dock, float window_h);

}  // namespace hexfire::game
