// Files a TMX map names (the map itself from a scenario, its .tsx tilesets) are untrusted
// paths: each must be relative and stay inside the scenario's folder, links included.
#pragma once

#include <optional>
#include <string>

namespace hexfire::tiled {

// `relative` joined to `folder` (lexically normal), when it is a relative path that stays
// inside `root`; else nothing, and `why` says which rule it breaks.
std::optional<std::string> path_inside(const std::string& root, const std::string& folder,
                                       const std::string& relative, std::string& why);

// The folder of a file path ("." for a bare name).
std::string folder_of(const std::string& file);

}  // namespace hexfire::tiled
