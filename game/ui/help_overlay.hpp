// The F1 help overlay: every mouse and keyboard shortcut of the game, grouped by screen.
#pragma once

#include <string>
#include <vector>

namespace hexfire::game {

struct Shortcut {
  std::string group;   // "Map", "Play", "Screens"
  std::string keys;    // "Ctrl+Z"
  std::string action;  // "undo the last action that rolled no dice"
};

// The game's own shortcuts; the rule system's actions are added by the caller.
const std::vector<Shortcut>& shortcuts();
// The words on a rule system that F1 shows above the shortcuts: assets/help/<system>.txt under
// `data_dir`, paragraphs separated by blank lines; empty when there is no such file. Read once.
std::string system_help_text(const std::string& data_dir, const std::string& system_id);

// Draws the overlay centred with `actions` (the game's rule system's) in the Play group and the
// system's own words (`system_help`, may be empty) above them; `open` becomes false when its
// Close button is pressed.
void draw_help_overlay(bool& open, float window_w, float window_h, const std::vector<Shortcut>& actions = {},
                       const std::string& system_help = {});

}  // namespace hexfire::game
