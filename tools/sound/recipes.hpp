// The game's sound effects as recipes (synth.hpp): volley, artillery, march, dice, handoff.
#pragma once

#include <string>
#include <vector>

#include "synth.hpp"

namespace hexfire::sound {

struct NamedSound {
  std::string name;  // the cue's name, file name without ".wav"
  Buffer buffer;
};

std::vector<NamedSound> sound_recipes();

}  // namespace hexfire::sound
