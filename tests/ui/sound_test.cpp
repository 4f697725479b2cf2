// Sound effects: the cues a command plays (command_cues), the player mixing them at the settings'
// volume on SDL's dummy audio driver, and the play screen playing them as the player acts.
#include <algorithm>

#include "engine/io/scenario_loader.hpp"
#include "game/app/data_paths.hpp"
#include "game/audio/command_cues.hpp"
#include "game/audio/sound_player.hpp"
#include "play_fixture.hpp"

namespace hexfire::game::testing {
namespace {

// ---- which cues ----------------------------------------------------------------------------------

class CommandCuesTest : public ::testing::Test {
 protected:
  void SetUp() override {
    const ScenarioLoad load = load_scenario(std::string(HEXFIRE_SOURCE_DIR) + "/scenarios/fireline/crossroads.xml", rules_dir());
    ASSERT_TRUE(load.ok()) << format_diagnostics(load.errors);
    state = load.scenario->initial;
  }
  Hex at(const char* label) const { return *state->map().parse_label(label); }
  static Resolution rolled_at(std::vector<Hex> hexes) {
    Resolution r;
    r.hexes = std::move(hexes);
    r.dice.push_back({});
    return r;
  }
  std::optional<GameState> state;
};

TEST_F(CommandCuesTest, InfantryFireIsAVolleyAndTheGunsAreArtillery) {
  const Command fire{"usa", "fire", {}};
  // 0811: the 12th Ohio; 0812: McMullin's Battery (Union); 0807: the 45th Virginia; 0804:
  // Wharton with Bryan's Battery (Confederate).
  EXPECT_EQ(command_cues(*state, CommandCue::Fire, fire, {rolled_at({at("0811"), at("0807")})}, false),
            std::vector<std::string>{"volley"});
  EXPECT_EQ(command_cues(*state, CommandCue::Fire, fire, {rolled_at({at("0812"), at("0807")})}, false),
            std::vector<std::string>{"artillery"});
  // The other side's guns in a named hex are not what fired.
  EXPECT_EQ(command_cues(*state, CommandCue::Fire, fire, {rolled_at({at("0811"), at("0804")})}, false),
            std::vector<std::string>{"volley"});
  const Command csa_fire{"csa", "fire", {}};
  EXPECT_EQ(command_cues(*state, CommandCue::Fire, csa_fire, {rolled_at({at("0804"), at("0811")})}, false),
            std::vector<std::string>{"artillery"});
}

TEST_F(CommandCuesTest, DiceWithoutFireRattleAndMovesMarch) {
  const Command c{"usa", "rally", {}};
  Resolution check;
  check.follow_ups.push_back(rolled_at({at("0811")}));  // a roll only in a follow-up still counts
  EXPECT_EQ(command_cues(*state, CommandCue::None, c, {check}, false), std::vector<std::string>{"dice"});
  EXPECT_EQ(command_cues(*state, CommandCue::Move, c, {}, true), std::vector<std::string>{"march"});
  EXPECT_EQ((command_cues(*state, CommandCue::Move, c, {rolled_at({at("0811")})}, true)),
            (std::vector<std::string>{"dice", "march"}));  // a straggle check on the way
  // An assault's move into the hex is heard as its volley alone.
  EXPECT_EQ(command_cues(*state, CommandCue::Assault, c, {rolled_at({at("0811")})}, true), std::vector<std::string>{"volley"});
  // A fire that rolled nothing (refused, or a preview) and an end of activation are silent.
  EXPECT_TRUE(command_cues(*state, CommandCue::Fire, c, {Resolution{}}, false).empty());
  EXPECT_TRUE(command_cues(*state, CommandCue::None, c, {}, false).empty());
}

// ---- the player -----------------------------------------------------------------------------------

double loudness(SoundPlayer& p, int samples) {
  std::vector<Sint16> buf(static_cast<std::size_t>(samples), 0);
  p.mix(buf.data(), samples);
  double sum = 0;
  for (Sint16 v : buf) sum += std::abs(static_cast<double>(v));
  return sum / samples;
}

TEST(SoundPlayerTest, EveryCueLoadsAndMixesAtTheSettingsVolume) {
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  SoundPlayer p;
  std::string why;
  ASSERT_TRUE(p.open(sound_dir(), &why)) << why;
  for (const char* cue : {"volley", "artillery", "march", "dice", "handoff"}) EXPECT_TRUE(p.has(cue)) << cue;
  p.set_paused(true);  // the test mixes by hand; nothing races it for the voices
  p.set_volume(100);
  p.play("volley");
  const double full = loudness(p, 4096);
  EXPECT_GT(full, 500);  // a volley is loud at once
  p.set_volume(50);
  p.play("volley");
  const double half = loudness(p, 4096);
  EXPECT_GT(half, full * 0.15);
  EXPECT_LT(half, full * 0.35);  // the square law: 50% is a quarter of the amplitude
  p.set_muted(true);
  p.play("volley");
  EXPECT_EQ(loudness(p, 4096), 0.0);
  p.set_muted(false);
  p.play("no_such_cue");  // named in played(), heard as nothing
  EXPECT_EQ(loudness(p, 4096), 0.0);
  EXPECT_EQ(p.played().back(), "no_such_cue");
}

TEST(SoundPlayerTest, ASoundPlaysToItsEndAndStops) {
  setenv("SDL_AUDIODRIVER", "dummy", 1);
  SoundPlayer p;
  ASSERT_TRUE(p.open(sound_dir()));
  p.set_paused(true);
  p.set_volume(100);
  p.play("dice");
  EXPECT_GT(loudness(p, 22050), 0.0);  // a second holds the whole rattle
  EXPECT_EQ(loudness(p, 4096), 0.0);
}

// ---- in the game ----------------------------------------------------------------------------------

TEST_F(PlayScreenTest, FireInTheGameIsHeardAsAVolley) {
  start("scenarios/column-shift/tutorial_ww1.xml");
  ASSERT_EQ(in_control(), "British");
  ASSERT_TRUE(play->select(hex("0205")));  // the Lewis guns
  ASSERT_TRUE(play->set_action("fire"));
  play->click(hex("0503"));
  ASSERT_TRUE(play->confirm_action()) << play->message();
  const auto& heard = app->sound().played();
  EXPECT_NE(std::find(heard.begin(), heard.end(), "volley"), heard.end());
}

}  // namespace
}  // namespace hexfire::game::testing
