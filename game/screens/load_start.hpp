// --load SAVE, --play and --screen: the start-up paths that open a saved game or a new one straight on the
// play screen, or the main menu with the message when the file will not open.
#pragma once

#include <string>

#include "game/screens/screen_stack.hpp"

namespace hexfire::game {

// Loads `save_path` onto the play screen. On a bad save the main menu shows, with the save's
// message in its status line (and in `error`), and the program carries on.
bool start_from_save(ScreenStack& screens, const std::string& save_path, std::string& error);

// Starts a new game of `scenario_path` on the play screen. A scenario that does not load opens
// the main menu instead, its first problem (file:line: what is wrong) in the status line and in
// `error`, as a bad save does: a player who started a broken file is not left without a window.
bool start_from_scenario(ScreenStack& screens, const std::string& scenario_path, std::string& error);

// Opens screen `id` over a game of `scenario_path` (stage_screen, for screenshots and scripts).
// A screen that cannot be staged opens the main menu, with the problem in `error`; a scenario
// that does not load puts it in the menu's status line too, as --play does.
bool stage_from_command_line(ScreenStack& screens, ScreenId id, const std::string& scenario_path, std::string& error);

}  // namespace hexfire::game
