// Lists save files for the load screens, newest first.
#include "game/screens/load_list.hpp"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <filesystem>
#include <system_error>

#include "engine/io/save.hpp"

namespace hexfire::game {

namespace fs = std::filesystem;

std::vector<std::string> save_dirs(const std::string& config_dir) {
  return {config_dir + "/saves", config_dir + "/autosave"};
}

std::string keys_dir(const std::string& config_dir) { return config_dir + "/keys"; }

std::string default_save_path(const std::string& config_dir) {
  return with_save_extension(config_dir + "/saves/quicksave");
}

std::vector<SaveListing> find_saves(const std::vector<std::string>& dirs, std::size_t limit) {
  std::vector<SaveListing> out;
  for (const std::string& dir : dirs) {
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
      const fs::path p = it->path();
      if (p.extension() != kSaveExtension || !it->is_regular_file(ec)) continue;
      const auto t = it->last_write_time(ec);
      if (ec) continue;
      // file_clock to system_clock by the offset between the two clocks now (C++20 clock_cast
      // is not everywhere yet); good to the second, which is all the label shows.
      const auto sys = std::chrono::system_clock::now() +
                       std::chrono::duration_cast<std::chrono::system_clock::duration>(t - fs::file_time_type::clock::now());
      const std::time_t tt = std::chrono::system_clock::to_time_t(sys);
      char stamp[32] = "";
      if (const std::tm* tm = std::localtime(&tt)) std::strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M", tm);
      const std::string folder = p.parent_path().filename().string();
      // Ordered by the file clock's full precision: a save made in the same second as an
      // autosave (they now exist from the first game on) is still listed as the newer.
      const auto ticks = std::chrono::duration_cast<std::chrono::nanoseconds>(t.time_since_epoch()).count();
      out.push_back({p.string(), folder + "/" + p.filename().string() + "  " + stamp, static_cast<long long>(ticks)});
    }
  }
  std::sort(out.begin(), out.end(), [](const SaveListing& a, const SaveListing& b) {
    return a.modified != b.modified ? a.modified > b.modified : a.path < b.path;
  });
  if (out.size() > limit) out.resize(limit);
  return out;
}

}  // namespace hexfire::game
