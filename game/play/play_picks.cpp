// The play screen's picks within the selected stack: which units move (the rest stay) and which
// units fire; each change re-runs the previews, so the panels always show what would happen.
#include <algorithm>

#include "game/play/play_screen.hpp"

namespace hexfire::game {

void PlayScreen::toggle_mover(UnitId unit) {
  if (!selected_) return;
  const auto& stack = match().state.stack_at(*selected_);
  if (std::find(stack.begin(), stack.end(), unit) == stack.end()) return;
  if (movers_.empty()) movers_ = stack;  // from "the whole stack"
  const auto it = std::find(movers_.begin(), movers_.end(), unit);
  if (it != movers_.end()) movers_.erase(it);
  else movers_.push_back(unit);
  // Keep stack order, so the command names them the same way whatever the clicking order.
  std::vector<UnitId> ordered;
  for (UnitId id : stack)
    if (std::find(movers_.begin(), movers_.end(), id) != movers_.end()) ordered.push_back(id);
  movers_ = ordered.size() == stack.size() ? std::vector<UnitId>{} : ordered;
  if (ordered.empty()) message_ = "no unit left to move: the whole stack moves again";
  refresh_reach();
  refresh_path();
}

void PlayScreen::move_whole_stack() {
  movers_.clear();
  refresh_reach();
  refresh_path();
}

void PlayScreen::toggle_firer(UnitId unit) {
  if (!selected_) return;
  const auto& stack = match().state.stack_at(*selected_);
  if (std::find(stack.begin(), stack.end(), unit) == stack.end()) return;
  // Starting from "the whole stack", the first toggle leaves every other able firer picked.
  if (firers_.empty() && action_)
    for (const Participant& p : action_->participants)
      if (p.can_take_part) firers_.push_back(p.unit);
  if (firers_.empty()) firers_ = stack;
  const auto it = std::find(firers_.begin(), firers_.end(), unit);
  if (it != firers_.end()) firers_.erase(it);
  else firers_.push_back(unit);
  if (firers_.empty()) message_ = "no unit picked: the whole stack fires again unless you pick one";
  if (target_) set_target(*target_);
}

void PlayScreen::fire_whole_stack() {
  firers_.clear();
  if (target_) set_target(*target_);
}

}  // namespace hexfire::game
