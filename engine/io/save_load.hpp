// Loading a save: parse it, take the scenario it carries (or find it inside the scenario folder
// or the save's folder only, scenario_source.hpp) and check its content hash, start the game with
// the saved seed and options, replay the command log (sealed commands left out) and check the
// state hash, then open the seals this player holds keys for and play the waiting commands. Every failure is
// a message with file:line ("saves/x.hxsave:14: command 9 'usa fire 0811 0807' is illegal on
// replay: ..."), never a crash.
#pragma once

#include <string>

#include "engine/flow/game_session.hpp"

namespace hexfire {

// `keys_dir`: where this player's seal keys are (seal_key.hpp); the loaded game keeps it, opens
// the seals it holds keys for and seals its own secrets when it saves. Empty: no keys.
SessionOpen load_save_file(const std::string& path, const std::string& rules_dir, const std::string& keys_dir = "");
SessionOpen load_save_text(const std::string& text, const std::string& file, const std::string& rules_dir,
                           const std::string& keys_dir = "");

}  // namespace hexfire
