// A game on a scenario whose map is a Tiled map (docs/tiled.md) saves and loads: the save
// carries the scenario's XML but not the map, so the map is read beside the scenario the save
// finds (beside the save or in the scenario folder); without it, the load says which file is
// missing instead of failing silently.
#include <filesystem>
#include <fstream>

#include "engine/flow/match_hash.hpp"
#include "engine/io/save.hpp"
#include "engine/io/save_load.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

namespace fs = std::filesystem;

TEST(TiledSave, AGameOnATiledMapLoadsBesideItsScenario) {
  const fs::path dir = fs::path(::testing::TempDir()) / "hexfire_tiled_save";
  fs::remove_all(dir);
  fs::create_directories(dir / "alone");
  fs::copy(repo_path("docs/tiled/maps"), dir / "maps", fs::copy_options::recursive);
  fs::copy_file(repo_path("docs/tiled/mill_ford.xml"), dir / "mill_ford.xml");
  auto game = open_game((dir / "mill_ford.xml").string(), 3);
  ASSERT_TRUE(game);
  Rng policy(3);
  for (int k = 0; k < 8; ++k) game->submit(*random_legal(*game, policy, 25));
  const std::string text = format_save(game->to_save());
  std::ofstream(dir / "game.hxsave") << text;
  std::ofstream(dir / "alone" / "game.hxsave") << text;

  const SessionOpen beside = load_save_file((dir / "game.hxsave").string(), rules_dir());
  ASSERT_TRUE(beside.session) << beside.error;
  EXPECT_EQ(match_hash(beside.session->match()), match_hash(game->match()));

  const SessionOpen alone = load_save_file((dir / "alone" / "game.hxsave").string(), rules_dir());
  EXPECT_FALSE(alone.session);
  EXPECT_NE(alone.error.find("tmx=\"maps/mill_ford.tmx\": cannot read"), std::string::npos) << alone.error;
  fs::remove_all(dir);
}

}  // namespace
}  // namespace hexfire::test
