// Where the play screen's panels sit by default, computed from the window's size and the UI
// scale, so that they fit the window and keep off each other at any size and scale.
#pragma once

namespace hexfire::game {

struct DockBox {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
  float width() const { return x1 - x0; }
  float height() const { return y1 - y0; }
};

// Heights of auto-sized panels as drawn last frame: the panels below them start from these.
struct DockMeasures {
  float title = 0;  // the scenario title line, top left
  float phase = 0;  // the phase bar
};

// Each box is the room a panel may take; a panel anchored to a box's bottom grows up to its top.
struct PanelDock {
  float margin = 8;
  bool phase_spans = false;  // too narrow between the columns: the bar takes the whole top
  // Short of room for the UI scale (under 1000 x 620 logical pixels: 1280x800 at 1.5, 1024x640
  // at 1.5 or 2): narrower columns, and the panels a player reads now and then start collapsed.
  bool compact = false;
  DockBox title;             // top left
  DockBox phase;             // top centre
  DockBox left;              // the Stack panel, below the title
  DockBox right;             // Hex at the top; Victory status at the foot, Mini-map above it
  DockBox log;               // bottom left, exactly
  DockBox ledger;            // above the log
  DockBox odds;              // at the foot, beside the ledger
  DockBox centre;            // the prompt and the line of sight, at the foot between log and column
};

PanelDock dock_panels(float window_w, float window_h, float scale, const DockMeasures& measured);

// The part of the window no docked panel covers by default (between the side columns, below the
// phase bar): where the camera frames the units in play at the start.
DockBox free_map_area(const PanelDock& d, float window_w, float window_h);

}  // namespace hexfire::game
