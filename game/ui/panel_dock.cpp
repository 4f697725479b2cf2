// The default docked rectangles of the play screen's panels.
#include "game/ui/panel_dock.hpp"

#include <algorithm>

namespace hexfire::game {

namespace {
// Widths at UI scale 1; each shrinks (and its text wraps) when the window is too small for it.
constexpr float kLeftWidth = 340, kRightWidth = 340, kPhaseMinWidth = 380;
constexpr float kLogWidth = 420, kLogHeight = 170, kLedgerWidth = 500, kOddsWidth = 420, kCentreWidth = 460;
}  // namespace

PanelDock dock_panels(float window_w, float window_h, float scale, const DockMeasures& measured) {
  PanelDock d;
  const float m = d.margin;
  d.compact = window_w / scale < 1000 || window_h / scale < 620;
  // Neither side column takes more than 40% of the width (30% when compact), so the map keeps
  // its middle.
  const float column_cap = std::max(120.0f, (window_w - 3 * m) * (d.compact ? 0.3f : 0.4f));
  const float left_w = std::min(kLeftWidth * scale, column_cap);
  const float right_w = std::min(kRightWidth * scale, column_cap);
  const float title_h = measured.title > 0 ? measured.title : 30 * scale;
  const float phase_h = measured.phase > 0 ? measured.phase : 60 * scale;

  d.phase = {m + left_w + m, m, window_w - right_w - 2 * m, m + phase_h};
  d.phase_spans = d.phase.width() < kPhaseMinWidth * scale;
  const float under_phase = m + phase_h + m;
  if (d.phase_spans) d.phase = {m, m, window_w - m, m + phase_h};

  const float top = d.phase_spans ? under_phase : m;
  d.title = {m, top, m + left_w, top + title_h};
  d.left = {m, d.title.y1 + m, m + left_w, window_h - m};
  d.right = {window_w - m - right_w, top, window_w - m, window_h - m};

  // The foot, left of the right column: the log, the ledger above it and the odds beside the
  // ledger, at the foot when they fit right of the log, else above the log too.
  const float room = std::max(0.0f, d.right.x0 - 2 * m);
  // Compact: the log keeps under the left column, leaving the map's foot to the map.
  const float log_w = d.compact ? left_w : std::min({kLogWidth * scale, std::max(room, 160.0f), window_w * 0.45f});
  const float log_h = std::min(kLogHeight * scale, window_h * 0.28f);
  d.log = {m, window_h - m - log_h, m + log_w, window_h - m};
  const float want_ledger = kLedgerWidth * scale, want_odds = kOddsWidth * scale;
  const float share = std::min(1.0f, (room - m) / (want_ledger + want_odds));
  const float ledger_w = std::max(160.0f, want_ledger * share);
  d.ledger = {m, d.left.y0, m + ledger_w, d.log.y0 - m};
  const float odds_w = std::max(160.0f, want_odds * share);
  const float odds_x0 = std::max(d.ledger.x1, d.log.x1) + m;
  if (odds_x0 + odds_w <= d.right.x0 - m) {
    d.odds = {odds_x0, d.left.y0, odds_x0 + odds_w, window_h - m};
  } else {
    d.odds = {d.ledger.x1 + m, d.left.y0, d.ledger.x1 + m + odds_w, d.log.y0 - m};
  }
  d.centre = {d.log.x1 + m, d.left.y0, d.right.x0 - m, window_h - m};
  // No room beside the log: the prompt stands above it instead.
  if (d.centre.width() < kCentreWidth * scale * 0.75f) d.centre = {m, d.left.y0, std::max(d.right.x0 - m, m + 200), d.log.y0 - m};
  return d;
}

DockBox free_map_area(const PanelDock& d, float window_w, float window_h) {
  const float m = d.margin;
  const float x0 = d.left.x1 + m, x1 = d.right.x0 - m;
  const float y0 = d.phase.y1 + m;
  const float y1 = d.log.x1 > x0 ? d.log.y0 - m : window_h - m;  // a log wider than the column
  // Too narrow between the columns (never at the docks' sizes): the whole window.
  if (x1 - x0 < 120 || y1 - y0 < 120) return {0, 0, window_w, window_h};
  return {x0, y0, x1, y1};
}

}  // namespace hexfire::game
