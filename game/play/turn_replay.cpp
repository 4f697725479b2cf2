// Stepping through a TurnDigest (see turn_replay.hpp).
#include "game/play/turn_replay.hpp"

#include <utility>

namespace hexfire::game {

TurnReplay::TurnReplay(TurnDigest digest, std::string title) : digest_(std::move(digest)), title_(std::move(title)) {}

bool TurnReplay::next() {
  if (position_ + 1 >= size()) {
    playing_ = false;  // "play all" ends on the last step
    return false;
  }
  ++position_;
  frames_ = 0;
  return true;
}

bool TurnReplay::back() {
  playing_ = false;
  if (position_ == 0) return false;
  --position_;
  frames_ = 0;
  return true;
}

bool TurnReplay::seek(std::size_t k) {
  if (empty()) return false;
  if (k >= size()) k = size() - 1;
  const bool moved = k != position_;
  position_ = k;
  frames_ = 0;
  return moved;
}

void TurnReplay::play_all() {
  if (empty()) return;
  if (position_ + 1 >= size()) seek(0);
  playing_ = true;
  frames_ = 0;
}

bool TurnReplay::tick() {
  if (!playing_) return false;
  if (++frames_ < kFramesPerStep) return false;
  return next();
}

}  // namespace hexfire::game
