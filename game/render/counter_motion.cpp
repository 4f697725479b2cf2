// Frame-driven interpolation of moving counters along their hex paths.
#include "game/render/counter_motion.hpp"

#include <algorithm>
#include <cmath>

namespace hexfire::game {

int CounterMotion::frames_for(const CounterTrack& t) {
  if (t.path.size() < 2) return 0;
  const int hexes = static_cast<int>(t.path.size()) - 1;
  return std::min(hexes * kFramesPerHex, kMaxFrames);
}

void CounterMotion::start(std::vector<CounterTrack> tracks) {
  stop();
  for (CounterTrack& t : tracks)
    if (frames_for(t) > 0 && !t.units.empty()) tracks_.push_back(std::move(t));
  for (const CounterTrack& t : tracks_) total_frames_ = std::max(total_frames_, frames_for(t));
}

void CounterMotion::stop() {
  tracks_.clear();
  frame_ = 0;
  total_frames_ = 0;
}

void CounterMotion::tick() {
  if (!running()) return;
  if (++frame_ >= total_frames_) stop();
}

std::vector<const CounterTrack*> CounterMotion::moving() const {
  std::vector<const CounterTrack*> out;
  for (const CounterTrack& t : tracks_)
    if (frame_ < frames_for(t)) out.push_back(&t);
  return out;
}

const CounterTrack* CounterMotion::track_of(UnitId id) const {
  for (const CounterTrack* t : moving())
    if (std::find(t->units.begin(), t->units.end(), id) != t->units.end()) return t;
  return nullptr;
}

bool CounterMotion::moving(UnitId id) const { return track_of(id) != nullptr; }

std::optional<Vec2> CounterMotion::position(const CounterTrack& t, const Layout& layout) const {
  const int frames = frames_for(t);
  if (frame_ >= frames) return std::nullopt;
  // A capped track moves faster than kFramesPerHex, but still at an even pace over each hex.
  const double along = static_cast<double>(frame_) * static_cast<double>(t.path.size() - 1) / frames;
  const auto k = static_cast<std::size_t>(std::floor(along));
  const double f = along - static_cast<double>(k);
  const Vec2 a = layout.hex_to_pixel(t.path[k]);
  const Vec2 b = layout.hex_to_pixel(t.path[std::min(k + 1, t.path.size() - 1)]);
  return a + (b - a) * f;
}

std::optional<Vec2> CounterMotion::position(UnitId id, const Layout& layout) const {
  const CounterTrack* t = track_of(id);
  if (!t) return std::nullopt;
  return position(*t, layout);
}

}  // namespace hexfire::game
