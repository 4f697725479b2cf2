// Autosave files and their rotation (see autosave.hpp).
#include "engine/flow/autosave.hpp"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include "engine/io/save.hpp"
#include "engine/io/save_atomic.hpp"

namespace hexfire {

std::vector<std::string> list_autosaves(const std::string& dir) {
  std::vector<std::string> out;
  std::error_code ec;
  for (const auto& e : std::filesystem::directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    if (name.rfind("autosave-", 0) == 0 && name.size() > 16 && with_save_extension(name) == name)
      out.push_back(e.path().string());
  }
  std::sort(out.begin(), out.end());  // zero-padded numbers sort in play order
  return out;
}

std::optional<std::string> write_autosave(const AutosavePolicy& p, int commands_played, const std::string& text) {
  if (p.dir.empty()) return std::nullopt;
  char number[16];
  std::snprintf(number, sizeof number, "%06d", commands_played);
  const std::string name = with_save_extension(std::string("autosave-") + number);
  // A fresh install has no autosave folder yet: make it, or say why it cannot be made.
  std::error_code made;
  std::filesystem::create_directories(p.dir, made);
  if (made) return "cannot create the autosave folder '" + p.dir + "': " + made.message();
  remove_stale_save_temps(p.dir);  // what a killed game left behind
  if (auto why = write_file_atomic(p.dir + "/" + name, text)) return why;
  auto files = list_autosaves(p.dir);
  const std::size_t keep = static_cast<std::size_t>(std::max(1, p.keep));
  std::error_code ec;
  for (std::size_t i = 0; i + keep < files.size(); ++i) std::filesystem::remove(files[i], ec);
  return std::nullopt;
}

}  // namespace hexfire
