#include "game/app/scenario_watch.hpp"

#include <system_error>

namespace hexfire::game {

ScenarioWatch::Stamp ScenarioWatch::stamp_of(const std::string& path) {
  Stamp s;
  std::error_code ec;
  s.time = std::filesystem::last_write_time(path, ec);
  if (ec) return Stamp{};
  s.size = std::filesystem::file_size(path, ec);
  if (ec) return Stamp{};
  s.exists = true;
  return s;
}

void ScenarioWatch::follow(const std::string& path) {
  path_ = path;
  seen_ = path.empty() ? Stamp{} : stamp_of(path);
  polled_at_ = 0;
}

bool ScenarioWatch::changed(std::uint32_t now_ms) {
  if (path_.empty() || (polled_at_ != 0 && now_ms - polled_at_ < kPollMs)) return false;
  polled_at_ = now_ms == 0 ? 1 : now_ms;
  const Stamp now = stamp_of(path_);
  if (!now.exists || now == seen_) return false;
  seen_ = now;
  return true;
}

}  // namespace hexfire::game
