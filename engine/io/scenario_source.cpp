// Finding a save's scenario inside the allowed folders (see scenario_source.hpp).
#include "engine/io/scenario_source.hpp"

#include <filesystem>
#include <system_error>
#include <vector>

#include "engine/io/bounded_file.hpp"
#include "engine/io/text_escape.hpp"

namespace hexfire {
namespace fs = std::filesystem;
namespace {

constexpr const char* kOnlyInside =
    "a save may name its scenario only by a relative path inside the game's scenario folder or the save's own "
    "folder";

// The folder part of `p` without a trailing separator ("" for a bare name).
fs::path folder_of(const std::string& p) {
  fs::path f = fs::path(p).lexically_normal();
  if (!f.has_filename()) f = f.parent_path();
  return f.parent_path();
}

// `p` relative to `root` when `p` lies inside it; nothing otherwise. Both must be canonical.
std::optional<fs::path> inside(const fs::path& root, const fs::path& p) {
  const fs::path rel = p.lexically_relative(root);
  if (rel.empty() || *rel.begin() == "..") return std::nullopt;
  return rel;
}

struct Candidate {
  fs::path root;
  fs::path rel;
};

}  // namespace

std::string scenario_folder_for(const std::string& rules_dir) {
  fs::path r = fs::path(rules_dir).lexically_normal();
  if (!r.has_filename()) r = r.parent_path();
  const fs::path data = r.parent_path().parent_path();
  return (data.empty() ? fs::path("scenarios") : data / "scenarios").string();
}

std::string saved_scenario_name(const std::string& scenario_path, const std::string& rules_dir) {
  std::error_code ec;
  const fs::path folder = fs::weakly_canonical(scenario_folder_for(rules_dir), ec);
  const fs::path file = fs::weakly_canonical(scenario_path, ec);
  if (!ec)
    if (const auto rel = inside(folder, file)) return rel->generic_string();
  return fs::path(scenario_path).filename().string();
}

SavedScenario find_saved_scenario(const std::string& recorded, const std::string& save_file,
                                  const std::string& rules_dir) {
  SavedScenario out;
  const std::string quoted = "scenario " + quote_input(recorded);
  const fs::path rec(recorded);
  if (recorded.empty() || rec.is_absolute()) {
    out.error = quoted + " is an absolute path, refused: " + kOnlyInside;
    out.refused = true;
    return out;
  }
  for (const auto& part : rec)
    if (part == "..") {
      out.error = quoted + " goes up a folder ('..'), refused: " + kOnlyInside;
      out.refused = true;
      return out;
    }
  const fs::path save_dir = folder_of(save_file);
  const fs::path scenarios = scenario_folder_for(rules_dir);
  std::vector<Candidate> candidates = {{save_dir, rec}, {scenarios, rec}};
  if (rec.begin() != rec.end() && *rec.begin() == "scenarios")
    candidates.push_back({scenarios, rec.lexically_relative("scenarios")});
  if (rec.has_filename() && rec.filename() != rec) candidates.push_back({save_dir, rec.filename()});
  for (const Candidate& c : candidates) {
    const fs::path root = c.root.empty() ? fs::path(".") : c.root;
    const fs::path full = root / c.rel;
    std::error_code ec;
    if (!fs::exists(fs::symlink_status(full, ec))) continue;
    const fs::path canon_root = fs::canonical(root, ec);
    if (ec) continue;
    const fs::path canon = fs::canonical(full, ec);
    if (ec) {
      out.error = quoted + " (" + full.string() + ") cannot be resolved: " + ec.message();
      out.refused = true;  // a dangling link: where it leads is not known to be inside
      return out;
    }
    // A link may point within its folder; one that leads anywhere else is refused unread.
    if (!inside(canon_root, canon)) {
      out.error = quoted + " (" + full.string() + ") is a link that leads out of its folder, refused: " + kOnlyInside;
      out.refused = true;
      return out;
    }
    FileProblem problem;
    out.bytes = read_bounded_file(canon.string(), problem);
    if (!out.bytes) {
      out.error = quoted + " (" + full.string() + "): " + problem.what;
      return out;
    }
    out.path = full.string();
    return out;
  }
  out.error = quoted + " is neither in the save's folder (" + (save_dir.empty() ? "." : save_dir.string()) +
              ") nor in the scenario folder (" + scenarios.string() + ")";
  return out;
}

std::string carried_scenario_path(const std::string& recorded, const std::string& save_file) {
  return (folder_of(save_file) / fs::path(recorded)).string();
}

}  // namespace hexfire
