// Writes action lines, flushed at once so a test that kills the game still reads them all.
#include "game/screens/action_log.hpp"

#include <cerrno>
#include <cstring>

namespace hexfire::game {

ActionLog::~ActionLog() {
  if (owned_ && out_) std::fclose(out_);
}

bool ActionLog::open(const std::string& path, std::string& error) {
  if (owned_ && out_) std::fclose(out_);
  out_ = nullptr;
  owned_ = false;
  if (path.empty()) return true;
  if (path == "-") {
    out_ = stdout;
    return true;
  }
  out_ = std::fopen(path.c_str(), "w");
  if (!out_) {
    error = "cannot write '" + path + "': " + std::strerror(errno);
    return false;
  }
  owned_ = true;
  return true;
}

void ActionLog::write(const std::string& line) {
  lines_.push_back(line);
  if (lines_.size() > 2000) lines_.erase(lines_.begin(), lines_.begin() + 1000);
  if (!out_) return;
  std::fprintf(out_, "hexfire: %s\n", line.c_str());
  std::fflush(out_);
}

bool ActionLog::contains(const std::string& fragment) const {
  for (const auto& l : lines_)
    if (l.find(fragment) != std::string::npos) return true;
  return false;
}

}  // namespace hexfire::game
