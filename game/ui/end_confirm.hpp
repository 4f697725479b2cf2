// The question asked before ending an activation while stacks can still act.
#pragma once

#include <string>

namespace hexfire::game {

enum class EndConfirmChoice { None, End, Keep };

// `stacks`: how many of the side's stacks can still act. Sets `dont_ask` when the player ticks
// "Don't ask again".
EndConfirmChoice draw_end_confirm(int stacks, const std::string& end_label, float window_w, float window_h,
                                  bool& dont_ask);

}  // namespace hexfire::game
