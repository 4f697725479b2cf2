// Saves have one extension everywhere: a name without it gets it, a name with it is kept.
#include <gtest/gtest.h>

#include "engine/flow/autosave.hpp"
#include "engine/io/save.hpp"

namespace hexfire::test {
namespace {

TEST(SaveExtension, ANameWithoutItGetsIt) {
  EXPECT_EQ(with_save_extension("saves/mine"), "saves/mine.hxsave");
  EXPECT_EQ(with_save_extension("game.hfs"), "game.hfs.hxsave");
}

TEST(SaveExtension, ANameWithItIsKept) {
  EXPECT_EQ(with_save_extension("saves/mine.hxsave"), "saves/mine.hxsave");
  EXPECT_EQ(std::string(kSaveExtension), ".hxsave");
}

}  // namespace
}  // namespace hexfire::test
