// Which column-shift commands the front end plays as a fire, an assault or a move.
#include "engine/rules/column_shift/column_shift_system.hpp"

namespace hexfire::column_shift {

CommandCue ColumnShiftSystem::cue_of(const std::string& verb) const {
  if (verb == "fire" || verb == "opfire") return CommandCue::Fire;
  if (verb == "assault") return CommandCue::Assault;
  if (verb == "move") return CommandCue::Move;
  return CommandCue::None;
}

}  // namespace hexfire::column_shift
