// The play screen's picks within the selected stack: which units move (the rest stay) and which
// units fire; each change re-runs the previews, so the panels always show what would happen.
#include <algorithm>

#include "game/play/play_screen.hpp"

namespace hexfire::game {

namespace {

// Ticks or unticks `unit` in `picks` (empty standing for all of `start`), in the order of
// `stack`, so a command names the units the same way whatever order they were clicked in.
void toggle_pick(std::vector<UnitId>& picks, const std::vector<UnitId>& start, const std::vector<UnitId>& stack,
                 UnitId unit) {
  if (picks.empty()) picks = start;
  const auto it = std::find(picks.begin(), picks.end(), unit);
  if (it != picks.end()) picks.erase(it);
  else picks.push_back(unit);
  std::vector<UnitId> ordered;
  for (UnitId id : stack)
    if (std::find(picks.begin(), picks.end(), id) != picks.end()) ordered.push_back(id);
  picks = std::move(ordered);
}

}  // namespace

void PlayScreen::toggle_mover(UnitId unit) {
  if (!selected_) return;
  const auto& stack = match().state.stack_at(*selected_);
  if (std::find(stack.begin(), stack.end(), unit) == stack.end()) return;
  toggle_pick(movers_, stack, stack, unit);
  if (movers_.empty()) message_ = "no unit left to move: the whole stack moves again";
  if (movers_.size() == stack.size()) movers_.clear();  // every unit ticked: the whole stack
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
  std::vector<UnitId> able;
  if (action_)
    for (const Participant& p : action_->participants)
      if (p.can_take_part) able.push_back(p.unit);
  toggle_pick(firers_, able.empty() ? stack : able, stack, unit);
  if (firers_.empty()) message_ = "no unit picked: the whole stack fires again unless you pick one";
  if (target_) set_target(*target_);
}

bool PlayScreen::toggle_group(Hex h) {
  if (!selected_ || !action().group || h == *selected_) return false;
  if (const auto it = std::find(group_.begin(), group_.end(), h); it != group_.end()) {
    group_.erase(it);
  } else {
    const std::vector<Hex> may = previews_->group_candidates(match(), action_id_, *selected_);
    if (std::find(may.begin(), may.end(), h) == may.end()) {
      message_ = "the stack in " + match().state.map().label(h) + " may not join this " + action().name;
      return false;
    }
    group_.push_back(h);
  }
  if (target_) set_target(*target_);
  return true;
}

void PlayScreen::fire_whole_stack() {
  firers_.clear();
  if (target_) set_target(*target_);
}

}  // namespace hexfire::game
