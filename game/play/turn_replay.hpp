// The replay view's state: the steps of a TurnDigest (engine/flow/turn_digest.hpp), which one
// is shown, and "play all", which moves on by itself after each step's slide and a pause. The
// map shows the position after the step shown (TurnDigest::states), so the counters stand where
// the step left them. Display only: nothing here changes the game.
#pragma once

#include <cstddef>
#include <string>

#include "engine/flow/turn_digest.hpp"

namespace hexfire::game {

class TurnReplay {
 public:
  static constexpr int kFramesPerStep = 75;  // about 1.25 s a step at 60 frames a second when playing all

  TurnReplay(TurnDigest digest, std::string title);

  const std::string& title() const { return title_; }  // "Since your last turn", "Replay of the save"
  const TurnDigest& digest() const { return digest_; }
  std::size_t size() const { return digest_.steps.size(); }
  bool empty() const { return digest_.steps.empty(); }
  std::size_t position() const { return position_; }  // the step shown, 0-based
  const ReplayStep& step() const { return digest_.steps[position_]; }
  // The position after the step shown, and before it (where its trails begin).
  const GameState& state_after() const { return digest_.states[position_ + 1]; }
  const GameState& state_before() const { return digest_.states[position_]; }

  // Each returns true when the step shown changed.
  bool next();
  bool back();
  bool seek(std::size_t k);  // clamped to the last step
  void play_all();           // from the first step when at the last, else from here
  void pause() { playing_ = false; }
  bool playing() const { return playing_; }
  // One frame of "play all": true when it moved on to the next step this frame.
  bool tick();

 private:
  TurnDigest digest_;
  std::string title_;
  std::size_t position_ = 0;
  bool playing_ = false;
  int frames_ = 0;
};

}  // namespace hexfire::game
