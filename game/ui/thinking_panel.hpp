// While the computer searches for its side's next command: who is thinking and how far the
// search has come, in a small bar below the phase bar. The map stays live (look, inspect, pan).
#pragma once

#include <string>

namespace hexfire::game {

void draw_thinking(const std::string& who, float progress, float window_w, float top);

}  // namespace hexfire::game
