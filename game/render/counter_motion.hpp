// Counters drawn between hexes while a move animation plays: where each moving stack is on its
// way, frame by frame. Display only: the game state already holds the final positions.
#pragma once

#include <optional>
#include <vector>

#include "engine/core/strong_id.hpp"
#include "engine/hex/hex.hpp"
#include "game/render/layout.hpp"

namespace hexfire::game {

// One stack on the move: the units that went together and every hex they entered.
struct CounterTrack {
  std::vector<UnitId> units;  // bottom first, as the stack is drawn
  std::vector<Hex> path;      // from the start hex to the end hex, each a neighbour of the last
};

class CounterMotion {
 public:
  static constexpr int kFramesPerHex = 6;  // about 0.1 s a hex at 60 frames a second
  static constexpr int kMaxFrames = 60;    // a long march still takes no more than about 1 s

  // Frames a track takes: kFramesPerHex a hex, the whole capped at kMaxFrames.
  static int frames_for(const CounterTrack& t);

  // Replaces whatever was playing; tracks that go nowhere are dropped.
  void start(std::vector<CounterTrack> tracks);
  void stop();
  void tick();  // one frame
  bool running() const { return frame_ < total_frames_; }
  int frame() const { return frame_; }
  int total_frames() const { return total_frames_; }

  // The tracks still on their way now.
  std::vector<const CounterTrack*> moving() const;
  bool moving(UnitId id) const;
  // Where a track's stack is drawn now, in layout (world) pixels; nothing once it has arrived.
  std::optional<Vec2> position(const CounterTrack& t, const Layout& layout) const;
  std::optional<Vec2> position(UnitId id, const Layout& layout) const;

 private:
  const CounterTrack* track_of(UnitId id) const;

  std::vector<CounterTrack> tracks_;
  int frame_ = 0;
  int total_frames_ = 0;
};

}  // namespace hexfire::game
