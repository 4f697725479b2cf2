// The fuzz targets' shared helpers (see fuzz_support.hpp).
#include "fuzz_support.hpp"

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

namespace hexfire::fuzz {

const std::string& rules_dir() {
  static const std::string dir = std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules";
  return dir;
}

const std::string& scenarios_dir() {
  static const std::string dir = std::string(HEXFIRE_SOURCE_DIR) + "/scenarios/fireline";
  return dir;
}

std::string repo_file(const std::string& relative) {
  const std::string path = std::string(HEXFIRE_SOURCE_DIR) + "/" + relative;
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  if (!in || text.str().empty()) {
    std::fprintf(stderr, "fuzz target: cannot read %s\n", path.c_str());
    std::abort();
  }
  return text.str();
}

bool tracing() {
  static const bool on = std::getenv("HEXFIRE_FUZZ_TRACE") != nullptr;
  return on;
}

void require(bool holds, const std::string& what, const std::string& detail) {
  if (holds) return;
  std::fprintf(stderr, "\nPROPERTY VIOLATED: %s\n%s\n", what.c_str(), detail.c_str());
  std::abort();
}

}  // namespace hexfire::fuzz
