// Keeping a TMX map's files inside the scenario's folder (see tmx_paths.hpp).
#include "engine/io/tiled/tmx_paths.hpp"

#include <filesystem>
#include <system_error>

namespace hexfire::tiled {
namespace fs = std::filesystem;

namespace {

fs::path normal(const std::string& p) {
  fs::path n = fs::path(p.empty() ? "." : p).lexically_normal();
  return n.empty() ? fs::path(".") : n;
}

bool leaves(const fs::path& root, const fs::path& p) {
  const fs::path rel = p.lexically_relative(root);
  return rel.empty() || *rel.begin() == "..";
}

}  // namespace

std::string folder_of(const std::string& file) {
  const fs::path parent = fs::path(file).parent_path();
  return parent.empty() ? "." : parent.string();
}

std::optional<std::string> path_inside(const std::string& root, const std::string& folder,
                                       const std::string& relative, std::string& why) {
  const std::string rule = "a Tiled map and its tilesets must be named by relative paths inside the scenario's folder";
  const fs::path rel(relative);
  if (relative.empty()) {
    why = "the path is empty";
    return std::nullopt;
  }
  if (rel.is_absolute() || rel.has_root_name() || rel.has_root_directory() || relative.front() == '\\') {
    why = "'" + relative + "' is an absolute path, refused: " + rule;
    return std::nullopt;
  }
  const fs::path base = normal(root);
  const fs::path joined = (normal(folder) / rel).lexically_normal();
  if (leaves(base, joined)) {
    why = "'" + relative + "' leads out of the scenario's folder (" + base.string() + "), refused: " + rule;
    return std::nullopt;
  }
  // A link may point within the folder; one that leads anywhere else is refused unread.
  std::error_code ec;
  if (fs::exists(fs::symlink_status(joined, ec))) {
    const fs::path canon_root = fs::canonical(base, ec);
    const fs::path canon = ec ? fs::path() : fs::canonical(joined, ec);
    if (ec || leaves(canon_root, canon)) {
      why = "'" + relative + "' is a link that leads out of the scenario's folder, refused: " + rule;
      return std::nullopt;
    }
  }
  return joined.string();
}

}  // namespace hexfire::tiled
