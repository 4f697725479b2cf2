// Size limits in whole pixels (see the header for why).
#include "game/ui/whole_pixel_size.hpp"

#include <algorithm>
#include <cmath>

namespace hexfire::game {

void size_limits_in_whole_pixels(ImVec2 least, ImVec2 most) {
  // -1 keeps ImGui's meaning (that axis unchanged); a limit is otherwise whole and least <= most.
  auto whole_most = [](float v) { return v < 0 ? v : std::floor(v); };
  const ImVec2 hi(whole_most(most.x), whole_most(most.y));
  const ImVec2 lo(least.x < 0 ? least.x : std::min(std::ceil(least.x), std::max(hi.x, 0.0f)),
                  least.y < 0 ? least.y : std::min(std::ceil(least.y), std::max(hi.y, 0.0f)));
  // ImGui clamps the fitted size to the limits, calls this, then rounds down: rounded up here, a
  // size within the limits stays within them (the limits are whole) and keeps its last fraction.
  ImGui::SetNextWindowSizeConstraints(lo, hi, [](ImGuiSizeCallbackData* d) {
    d->DesiredSize = ImVec2(std::ceil(d->DesiredSize.x), std::ceil(d->DesiredSize.y));
  });
}

}  // namespace hexfire::game
