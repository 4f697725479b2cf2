// Loading saves into the play screen: save from the pause menu, load from the main menu, the
// pause menu, the save list and --load, and check the loaded game is the saved one (state hash,
// phase bar, log, hand-off); broken saves (and scenarios given with --play) say why and the app
// keeps running.
#include <unistd.h>

#include <fstream>
#include <sstream>

#include "engine/flow/match_hash.hpp"
#include "engine/flow/victory.hpp"
#include "engine/io/load_counts.hpp"
#include "engine/io/save_load.hpp"
#include "game/app/data_paths.hpp"
#include "game/app/options.hpp"
#include "game/play/play_screen.hpp"
#include "game/screens/load_start.hpp"
#include "screens_fixture.hpp"

namespace hexfire::game::testing {
namespace {

std::string crossroads() { return data_dir() + "/scenarios/fireline/crossroads.xml"; }

// What the panels show about a game, to compare the saved and the loaded one.
struct Snapshot {
  std::string hash;
  std::size_t commands = 0;
  int turn = 0;
  std::string phase, in_control, activation, standing;
  std::vector<std::string> log;
};

Snapshot snapshot(const PlayScreen& p) {
  Snapshot s;
  s.hash = match_hash_hex(p.match());
  s.commands = p.session().log().size();
  const PhaseBarData bar = p.phase_bar();
  s.turn = bar.turn;
  s.phase = bar.phase;
  s.in_control = bar.in_control;
  s.activation = bar.activation;
  s.standing = victory_standing(p.match()).summary;
  for (const LogEntry& e : p.log()) s.log.push_back(e.text);
  return s;
}

void expect_same(const Snapshot& a, const Snapshot& b) {
  EXPECT_EQ(a.hash, b.hash);
  EXPECT_EQ(a.commands, b.commands);
  EXPECT_EQ(a.turn, b.turn);
  EXPECT_EQ(a.phase, b.phase);
  EXPECT_EQ(a.in_control, b.in_control);
  EXPECT_EQ(a.activation, b.activation);
  EXPECT_EQ(a.standing, b.standing);
  EXPECT_EQ(a.log, b.log);
}

class LoadTest : public ScreensTest {
 protected:
  std::string quicksave() const { return config_dir() + "/saves/quicksave.hxsave"; }

  // A broken scenario from the command line: the main menu, the problem (file:line: what) in its
  // status line, no game, and the program running.
  void expect_the_menu_with_the_problem(const std::string& bad, const std::string& error) {
    EXPECT_NE(error.find(bad + ":26: unit '3/12 Ohio' at 3112: hex is off the map"), std::string::npos) << error;
    EXPECT_EQ(stack->status(), error);
    EXPECT_EQ(stack->top(), ScreenId::Menu);
    EXPECT_EQ(app->play(), nullptr);
    for (int i = 0; i < 3; ++i) app->step();
    EXPECT_TRUE(stack->button_rect("New game"));
    EXPECT_TRUE(app->running());
  }

  // A move (when a stack can make one without risk), then `ends` ends of activation/phase,
  // answering prompts with their first option; hand-offs are confirmed.
  void play_some(int ends) {
    PlayScreen* p = app->play();
    ASSERT_NE(p, nullptr);
    if (const auto from = stack->select_next_ready()) {
      for (const ReachableHex& r : p->reach())
        if (r.hex != *from && r.risks == 0) {
          p->click(r.hex);
          break;
        }
    }
    for (int i = 0; i < ends && !p->match().flow.game_over; ++i) {
      if (p->pending_prompt()) {
        ASSERT_TRUE(p->answer_prompt(0)) << p->message();
      } else {
        ASSERT_TRUE(p->end_activation()) << p->message();
      }
      app->step();
      if (stack->top() == ScreenId::Handoff) key(SDLK_RETURN);
      if (app->play()->replay()) key(SDLK_ESCAPE);  // closes the replay of the other side's turn
    }
    app->step();
  }
  // Pause -> Save, back to play.
  Snapshot save_from_pause() {
    key(SDLK_ESCAPE);
    EXPECT_EQ(stack->top(), ScreenId::Pause);
    click("Save");
    EXPECT_TRUE(std::filesystem::exists(quicksave())) << stack->status();
    const Snapshot s = snapshot(*app->play());
    click("Resume");
    return s;
  }
};

TEST(PlayScreenAdopt, TheLoadedSessionBecomesTheScreensOneSession) {
  auto live = GameSession::open(GameSetup{crossroads(), data_dir() + "/assets/rules", 5, {}});
  ASSERT_TRUE(live.session) << live.error;
  for (int k = 0; k < 6; ++k) {
    const Command end{live.session->match().state.side(*live.session->match().flow.in_control).key, "end", {}};
    ASSERT_TRUE(live.session->submit(end).ok);
  }
  SessionOpen o = load_save_text(format_save(live.session->to_save()), "mail.hxsave", data_dir() + "/assets/rules");
  ASSERT_TRUE(o.session) << o.error;
  const GameSession* loaded = o.session.get();
  std::string error;
  auto screen = PlayScreen::adopt(std::move(o.session), error);
  ASSERT_NE(screen, nullptr) << error;
  EXPECT_EQ(&screen->session(), loaded);  // taken over, not rebuilt by playing it again
  EXPECT_EQ(screen->log().size(), live.session->initial().flow.events.size() + live.session->log().size());
}

TEST_F(LoadTest, MainMenuLoadOpensTheSavedGameWithItsPanels) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  play_some(6);
  const Snapshot saved = save_from_pause();
  ASSERT_GT(saved.commands, 1u);
  key(SDLK_ESCAPE);
  click("Main menu");
  ASSERT_EQ(stack->top(), ScreenId::Menu);
  ASSERT_EQ(app->play(), nullptr);

  // The menu lists the save; picking it fills the path field.
  app->step();
  const auto& list = stack->saves();
  ASSERT_FALSE(list.empty());
  EXPECT_EQ(list.front().path, quicksave());
  stack->set_save_path(config_dir() + "/elsewhere.hxsave");
  click("save " + list.front().label);
  EXPECT_EQ(stack->save_path(), quicksave());

  click("Load game");
  ASSERT_EQ(stack->top(), ScreenId::Play) << stack->status();
  ASSERT_NE(app->play(), nullptr);
  expect_same(snapshot(*app->play()), saved);
  EXPECT_FALSE(stack->handoff_side().has_value());  // no hand-off raised by the load itself
  EXPECT_NE(stack->status().find("loaded"), std::string::npos) << stack->status();
  EXPECT_EQ(app->scenario()->info.title, app->play()->match().info.title);
  // The loaded game plays on.
  const std::size_t before = app->play()->session().log().size();
  play_some(2);
  EXPECT_GT(app->play()->session().log().size(), before);
}

TEST_F(LoadTest, PauseMenuLoadGoesBackToTheSave) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  play_some(4);
  const Snapshot saved = save_from_pause();
  play_some(5);
  ASSERT_NE(snapshot(*app->play()).hash, saved.hash);
  key(SDLK_ESCAPE);
  ASSERT_EQ(stack->top(), ScreenId::Pause);
  click("Load");
  ASSERT_EQ(stack->top(), ScreenId::Play) << stack->status();
  expect_same(snapshot(*app->play()), saved);
  // Undo still works on the replayed commands where the rules allow it.
  const auto* last = app->play()->log().empty() ? nullptr : &app->play()->log().back();
  if (last && last->undoable) {
    EXPECT_TRUE(app->play()->undo()) << app->play()->message();
  }
}

TEST_F(LoadTest, CommandLineLoadStartsInTheSavedGame) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  play_some(5);
  const Snapshot saved = save_from_pause();
  const std::string copy = dir + "/copy.hxsave";
  std::filesystem::copy_file(quicksave(), copy);

  // A fresh start, as main() does it.
  app->stop_play();
  make_stack();
  const ParsedOptions parsed = parse_options({"--load", copy});
  ASSERT_TRUE(parsed.error.empty()) << parsed.error;
  ASSERT_EQ(parsed.options.load, copy);
  EXPECT_NE(std::string(usage_text()).find("--load SAVE"), std::string::npos);
  EXPECT_NE(parse_options({"--load"}).error, "");
  std::string error;
  ASSERT_TRUE(start_from_save(*stack, copy, error)) << error;
  app->step();
  EXPECT_EQ(stack->top(), ScreenId::Play);
  expect_same(snapshot(*app->play()), saved);
}

TEST_F(LoadTest, ALoadParsesTheScenarioOnceAndReplaysTheLogOnce) {
  const LoadCounts before_start = load_counts();
  ASSERT_TRUE(stack->start_game(crossroads()));
  const LoadCounts started = load_counts();
  EXPECT_EQ(started.scenario_parses - before_start.scenario_parses, 1u);
  EXPECT_EQ(started.log_replays - before_start.log_replays, 0u);
  play_some(5);
  save_from_pause();
  app->stop_play();
  make_stack();
  const LoadCounts before_load = load_counts();
  std::string error;
  ASSERT_TRUE(start_from_save(*stack, quicksave(), error)) << error;
  app->step();
  const LoadCounts loaded = load_counts();
  EXPECT_EQ(loaded.scenario_parses - before_load.scenario_parses, 1u);
  EXPECT_EQ(loaded.log_replays - before_load.log_replays, 1u);
}

TEST_F(LoadTest, LoadingAFinishedGameOpensTheVictoryScreen) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  ASSERT_TRUE(stack->play_to_end(20000));
  ASSERT_TRUE(stack->save_game(quicksave())) << stack->status();
  const Snapshot saved = snapshot(*app->play());
  stack->to_main_menu();
  ASSERT_TRUE(stack->load_game(quicksave())) << stack->status();
  app->step();
  EXPECT_EQ(stack->top(), ScreenId::Victory);
  EXPECT_TRUE(app->play()->match().flow.game_over);
  expect_same(snapshot(*app->play()), saved);
}

std::string read_all(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}
void write_all(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

TEST_F(LoadTest, BrokenSavesShowTheirMessageAndTheGameGoesOn) {
  ASSERT_TRUE(stack->start_game(crossroads()));
  play_some(5);
  save_from_pause();
  const std::string good = read_all(quicksave());
  ASSERT_GT(good.size(), 40u);
  const std::string truncated = dir + "/truncated.hxsave", tampered = dir + "/tampered.hxsave";
  write_all(truncated, good.substr(0, good.size() / 3));
  // Another state hash: the replay no longer ends where the save says.
  std::string t = good;
  const auto at = t.find("state-hash ");
  ASSERT_NE(at, std::string::npos);
  const std::size_t d = at + std::string("state-hash ").size();
  t[d] = t[d] == '0' ? '1' : '0';
  write_all(tampered, t);

  // In a game: the pause menu shows the message and the game in progress is untouched.
  const Snapshot playing = snapshot(*app->play());
  for (const std::string& bad : {truncated, tampered, dir + "/missing.hxsave"}) {
    key(SDLK_ESCAPE);
    ASSERT_EQ(stack->top(), ScreenId::Pause);
    stack->set_save_path(bad);
    click("Load");
    EXPECT_EQ(stack->top(), ScreenId::Pause);
    EXPECT_EQ(stack->status().rfind("cannot load " + bad + ": ", 0), 0u) << stack->status();
    EXPECT_GT(stack->status().size(), ("cannot load " + bad + ": ").size() + 5);
    ASSERT_NE(app->play(), nullptr);
    expect_same(snapshot(*app->play()), playing);
    click("Resume");
  }
  EXPECT_NE(stack->status().find("missing.hxsave"), std::string::npos);

  // From the command line: the menu opens with the message.
  app->stop_play();
  make_stack();
  std::string error;
  EXPECT_FALSE(start_from_save(*stack, tampered, error));
  EXPECT_NE(error.find("tampered.hxsave"), std::string::npos) << error;
  EXPECT_EQ(stack->top(), ScreenId::Menu);
  EXPECT_EQ(app->play(), nullptr);
  for (int i = 0; i < 3; ++i) app->step();
  EXPECT_TRUE(stack->button_rect("Load game"));
  // ... and the good save still loads afterwards.
  EXPECT_TRUE(start_from_save(*stack, quicksave(), error)) << error;
}

TEST_F(LoadTest, CommandLinePlayOfABrokenScenarioOpensTheMenuWithItsProblem) {
  // hexfire --scenario BAD --play, as main() does it. Before, the program printed the problem
  // and exited; now it behaves as --load of a bad save: the menu, the problem in its status line.
  const std::string bad = std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/scenarios/broken/unit_off_map.xml";
  const ParsedOptions parsed = parse_options({"--scenario", bad, "--play"});
  ASSERT_TRUE(parsed.error.empty()) << parsed.error;
  ASSERT_TRUE(parsed.options.play);
  std::string error;
  EXPECT_FALSE(start_from_scenario(*stack, bad, error));
  // The file, the line and what is wrong.
  expect_the_menu_with_the_problem(bad, error);
  EXPECT_EQ(error.find(bad), error.rfind(bad)) << "the file named once: " << error;
  // ... and a good scenario still starts afterwards.
  EXPECT_TRUE(start_from_scenario(*stack, crossroads(), error)) << error;
  app->step();
  EXPECT_EQ(stack->top(), ScreenId::Play);
  EXPECT_NE(app->play(), nullptr);
}

TEST_F(LoadTest, CommandLineScreenOfABrokenScenarioOpensTheMenuWithItsProblem) {
  // hexfire --scenario BAD --screen pause, as main() does it. Before, it printed the problem and
  // exited with status 1; now it opens the menu with the problem, as --play does.
  const std::string bad = std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/scenarios/broken/unit_off_map.xml";
  const ParsedOptions parsed = parse_options({"--scenario", bad, "--screen", "pause"});
  ASSERT_TRUE(parsed.error.empty()) << parsed.error;
  ASSERT_TRUE(parsed.options.screen.has_value());
  std::string error;
  EXPECT_FALSE(stage_from_command_line(*stack, *parse_screen_name(*parsed.options.screen), bad, error));
  expect_the_menu_with_the_problem(bad, error);
  // A good scenario reaches the screen asked for.
  EXPECT_TRUE(stage_from_command_line(*stack, ScreenId::Pause, crossroads(), error)) << error;
  EXPECT_EQ(stack->top(), ScreenId::Pause);
}

}  // namespace
}  // namespace hexfire::game::testing
