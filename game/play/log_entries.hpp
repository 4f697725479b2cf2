// The log's entries made from the session's records: the rule system's words for people first.
#pragma once

#include "engine/flow/game_session.hpp"
#include "game/play/play_types.hpp"

namespace hexfire::game {

// A secret command stays its public text (hotseat: the other player reads the log) until revealed.
LogEntry make_log_entry(const Command& c, const CommandRecord& rec);
// An event of the game's start (the first turn, a chit drawn) as an entry of its own.
LogEntry event_log_entry(const FlowEvent& ev);

}  // namespace hexfire::game
