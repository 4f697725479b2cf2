// The game's action log: one line per thing the player did or the game decided ("select 0807:
// 20th Maine", "screen pause"), to stdout or a --log file, so scripts and the X11 test can follow.
#pragma once

#include <cstdio>
#include <string>
#include <vector>

namespace hexfire::game {

class ActionLog {
 public:
  ActionLog() = default;
  ~ActionLog();
  ActionLog(const ActionLog&) = delete;
  ActionLog& operator=(const ActionLog&) = delete;

  // "-" is stdout; empty logs nowhere but still keeps the lines (tests read them). The reason on failure.
  bool open(const std::string& path, std::string& error);
  void write(const std::string& line);
  bool writes_out() const { return out_ != nullptr; }  // to a file or stdout, not only to lines()
  const std::vector<std::string>& lines() const { return lines_; }
  bool contains(const std::string& fragment) const;

 private:
  std::FILE* out_ = nullptr;
  bool owned_ = false;
  std::vector<std::string> lines_;
};

}  // namespace hexfire::game
