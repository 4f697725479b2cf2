// Where the programs find their data: $HEXFIRE_DATA_DIR, else share/hexfire beside the
// executable's bin folder; a build in the tree finds the source tree's data that way too.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>

#include "engine/io/data_dir.hpp"

namespace hexfire {
namespace {

TEST(DataDir, TheEnvironmentWinsWhenSet) {
  EXPECT_EQ(choose_data_dir("/home/me/hexfire-data", "/usr/bin/hexfire"), "/home/me/hexfire-data");
}

TEST(DataDir, ElseShareHexfireBesideTheBinFolder) {
  EXPECT_EQ(choose_data_dir("", "/usr/bin/hexfire"), "/usr/share/hexfire");
  EXPECT_EQ(choose_data_dir("", "/opt/games/bin/hexfire-cli"), "/opt/games/share/hexfire");
  EXPECT_EQ(choose_data_dir("", "/work/hexfire/build/dev/tests/hexfire_tests_io"),
            "/work/hexfire/build/dev/share/hexfire");
}

// This test program sits one folder below its build directory, as the game and the tools do:
// the links the build makes there lead to the source tree's rules.
TEST(DataDir, ABuildInTheTreeFindsTheSourceTreesData) {
  if (std::getenv("HEXFIRE_DATA_DIR")) GTEST_SKIP() << "HEXFIRE_DATA_DIR is set";
  namespace fs = std::filesystem;
  const fs::path rules = fs::path(data_dir_of_this_program()) / "assets/rules/fireline.xml";
  ASSERT_TRUE(fs::is_regular_file(rules)) << rules;
  EXPECT_TRUE(fs::equivalent(rules, fs::path(HEXFIRE_SOURCE_DIR) / "assets/rules/fireline.xml"));
}

}  // namespace
}  // namespace hexfire
