// Live reload's watcher: notices that a scenario file changed on disk by polling its modification
// time and size (no file-notification library: a stat every few hundred milliseconds is nothing
// next to a frame, and it works the same on every platform and on network folders).
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>

namespace hexfire::game {

class ScenarioWatch {
 public:
  static constexpr std::uint32_t kPollMs = 300;  // a change shows within a second

  // Watches `path` from now on (its present state is the one seen); "" watches nothing.
  void follow(const std::string& path);
  // Polled every frame with the clock in milliseconds: true once for each change seen, at most
  // one poll every kPollMs. A file that disappears is no change (an editor saving by rename
  // removes it for a moment); its return is one.
  bool changed(std::uint32_t now_ms);
  const std::string& path() const { return path_; }

 private:
  struct Stamp {
    bool exists = false;
    std::filesystem::file_time_type time{};
    std::uintmax_t size = 0;
    bool operator==(const Stamp& o) const { return exists == o.exists && time == o.time && size == o.size; }
  };
  static Stamp stamp_of(const std::string& path);

  std::string path_;
  Stamp seen_;
  std::uint32_t polled_at_ = 0;
};

}  // namespace hexfire::game
