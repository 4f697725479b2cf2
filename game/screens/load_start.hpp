// --load SAVE: the start-up path that opens a saved game straight on the play screen.
#pragma once

#include <string>

namespace hexfire::game {

class ScreenStack;

// Loads `save_path` onto the play screen. On a bad save the main menu shows, with the save's
// message in its status line (and in `error`), and the program carries on.
bool start_from_save(ScreenStack& screens, const std::string& save_path, std::string& error);

}  // namespace hexfire::game
