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
// Draws the overlay centred with `actions` (the game's rule system's) in the Play group;
// `open` becomes false when its Close button is pressed.
void draw_help_overlay(bool& open, float window_w, float window_h, const std::vector<Shortcut>& actions = {});

}  // namespace hexfire::game
