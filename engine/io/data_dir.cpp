// The data directory of an installed or in-tree program (see data_dir.hpp).
#include "engine/io/data_dir.hpp"

#include <cstdlib>
#include <filesystem>

namespace hexfire {

std::string choose_data_dir(const std::string& from_environment, const std::string& executable_path) {
  if (!from_environment.empty()) return from_environment;
  const std::filesystem::path bin = std::filesystem::path(executable_path).parent_path();
  return (bin.parent_path() / "share" / "hexfire").lexically_normal().string();
}

std::string data_dir_of_this_program() {
  const char* env = std::getenv("HEXFIRE_DATA_DIR");
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  // Without /proc (a chroot), the current directory stands in for the executable's.
  if (ec) exe = std::filesystem::current_path(ec) / "hexfire";
  return choose_data_dir(env ? env : "", exe.string());
}

}  // namespace hexfire
