// The replay panel: which step of the opponent's turn (or of a save) the map shows, what it was
// in words, and Back / Next / Play all / Close. Its ledger goes to the ledger panel.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "game/play/play_types.hpp"
#include "game/ui/tables_panel.hpp"  // ClearArea

namespace hexfire::game {

struct ReplayPanelData {
  std::string title;     // "Since your last turn"
  std::size_t position = 0, size = 0;
  std::string heading;   // "Union - move", "Confederate - secret"
  std::string text;      // the command, or its public text
  std::vector<std::string> lines;  // log lines, events, who was lost
  bool playing = false;
};

enum class ReplayPanelAction { None, Back, Next, PlayAll, Pause, Close };

struct ReplayPanelInput {
  ReplayPanelAction act = ReplayPanelAction::None;
  // Where each button was drawn this frame, by label ("Back", "Next", "Play all", "Close"),
  // for tests that click them.
  std::vector<std::pair<std::string, ControlRect>> buttons;
  // The lower edge of what stands over the top of the map (the panel; the phase bar while the
  // panel stands aside), so the camera can put the step below it.
  float bottom = 0;
};

// While the prompt window is up (drawn before this in the frame: a decision waits for the player,
// such as an opportunity fire at the step's move), the panel stands aside, off the prompt and
// off `keep_clear` (the stacks the prompt is about), and leaves the top of the map to it.
ReplayPanelInput draw_replay_panel(const ReplayPanelData& d, float window_w, float window_h,
                                   const std::vector<ClearArea>& keep_clear = {});

}  // namespace hexfire::game
