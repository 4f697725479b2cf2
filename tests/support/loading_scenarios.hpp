// The scenario files that load, for the tests that rewrite every one of them (the canonical form,
// the format upgrade) and check that it still loads to the same game.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "engine/flow/game_session.hpp"
#include "engine/flow/match_hash.hpp"
#include "engine/io/scenario_loader.hpp"

namespace hexfire::test_support {

inline std::string source_path(const std::string& rel) { return std::string(HEXFIRE_SOURCE_DIR) + "/" + rel; }

// Every .xml that loads without errors: the shipped scenarios, the good fixtures (a system's own
// included) and the Tiled examples; the broken fixtures fail to load and are left out.
inline std::vector<std::filesystem::path> loading_scenarios() {
  std::vector<std::filesystem::path> out;
  for (const char* folder : {"scenarios", "tests/fixtures/scenarios", "tests/fireline/fixtures", "docs/tiled"})
    for (const auto& entry : std::filesystem::recursive_directory_iterator(source_path(folder)))
      if (entry.is_regular_file() && entry.path().extension() == ".xml" &&
          load_scenario(entry.path().string(), source_path("assets/rules")).ok())
        out.push_back(entry.path());
  return out;
}

// What `hexfire-cli hash FILE` prints for a scenario given as text; `name` stands for its path
// (a Tiled map it names is found beside it).
inline std::string start_hash(const std::string& text, const std::string& name) {
  const SessionOpen o = GameSession::open_text({name, source_path("assets/rules"), std::nullopt, {}}, text);
  EXPECT_TRUE(o.session) << name << ": " << o.error;
  return o.session ? match_hash_hex(o.session->match()) : std::string();
}

}  // namespace hexfire::test_support
