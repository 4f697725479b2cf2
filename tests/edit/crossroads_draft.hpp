// The editor tests' fixture: crossroads copied into a fresh temporary folder and opened as a
// draft, so each test edits (and may save over) its own copy.
#pragma once

#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <string>

#include "engine/edit/scenario_draft.hpp"

namespace hexfire {

inline const std::string kRoot = HEXFIRE_SOURCE_DIR;
inline const std::string kRules = kRoot + "/assets/rules";

class CrossroadsDraft : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::path(::testing::TempDir()) /
           ("hexfire_draft_" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->test_suite_name()) +
            "_" + ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
    path_ = (dir_ / "crossroads.xml").string();
    std::filesystem::copy_file(kRoot + "/scenarios/fireline/crossroads.xml", path_);
    DraftOpen o = ScenarioDraft::open(path_, kRules);
    ASSERT_TRUE(o.draft) << format_diagnostics(o.errors);
    draft_.emplace(std::move(*o.draft));
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }
  Hex hex(const std::string& label) const { return *draft_->state()->map().parse_label(label); }

  std::filesystem::path dir_;
  std::string path_;
  std::optional<ScenarioDraft> draft_;
};

}  // namespace hexfire
