// Where the play screen's fixed panels sit, in one place: the windows that share the foot of
// the screen (log, ledger, odds, prompt) are placed from these so they never cover each other.
#pragma once

namespace hexfire::game::panel_layout {

inline constexpr float kMargin = 8;
inline constexpr float kLogWidth = 420;
inline constexpr float kLogHeight = 170;
inline constexpr float kLedgerWidth = 500;  // the ledger stands above the log
inline constexpr float kLedgerGap = 6;      // between the log and the ledger above it
inline constexpr float kOddsWidth = 420;    // beside the ledger, at the foot of the screen
inline constexpr float kRightColumn = 292;  // hex inspector, mini-map and victory status, with margin

}  // namespace hexfire::game::panel_layout
