// The volley tables of assets/rules/volley.xml, loaded once for the volley tests.
#pragma once

#include <gtest/gtest.h>

#include <string>

#include "engine/rules/volley/volley_tables.hpp"

namespace hexfire::test::volley_world {

inline std::string repo_path(const std::string& rel) { return std::string(HEXFIRE_SOURCE_DIR) + "/" + rel; }

inline const volley::VolleyTables& tables() {
  static const volley::VolleyTables t = [] {
    volley::VolleyTablesLoad l = volley::load_volley_tables(repo_path("assets/rules/volley.xml"));
    if (!l.tables) {
      for (const auto& e : l.errors) ADD_FAILURE() << e.file << ":" << e.line << ": " << e.message;
      return volley::VolleyTables{};
    }
    return *l.tables;
  }();
  return t;
}

}  // namespace hexfire::test::volley_world
