// What one side may know of a game, as text: the report behind `hexfire-cli state --side`, kept
// here so that the same words can be tested for every rule system (a test-only system cannot be
// linked into the command-line tool). Built only from SideView and the units' public rows, so it
// holds no secret of the other side.
#pragma once

#include <string>

#include "engine/flow/game_session.hpp"

namespace hexfire {

// "view of Union", the turn and phase, the system's rows for `viewer`, who acts, the viewer's
// prompts, the standing, every unit on the map with its rows, and the legal commands when the
// viewer is to act. One item a line.
std::string side_report(const GameSession& session, SideId viewer);

}  // namespace hexfire
