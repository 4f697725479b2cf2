// Loading a save: parse it, take the scenario it carries (or find it inside the scenario folder
// or the save's folder only, scenario_source.hpp) and check its content hash, start the game with
// the saved seed and options, replay the command log and check the state hash. Every failure is
// a message with file:line ("saves/x.hxsave:14: command 9 'usa fire 0811 0807' is illegal on
// replay: ..."), never a crash.
#pragma once

#include <string>

#include "engine/flow/game_session.hpp"

namespace hexfire {

SessionOpen load_save_file(const std::string& path, const std::string& rules_dir);
SessionOpen load_save_text(const std::string& text, const std::string& file, const std::string& rules_dir);

}  // namespace hexfire
