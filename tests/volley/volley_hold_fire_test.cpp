// Hold fire at a moving enemy (option hold_fire=at_movers, volley_hold_fire.hpp; rules reference
// 4.5 "Orders", H: a unit on Hold "may fire at any time during the turn"), on a small strip: the
// Bluecoats hold at 0202 facing SE, the Greycoats come on from 0802 along row 02, in their sight
// all the way.
#include <gtest/gtest.h>

#include <algorithm>

#include "engine/ai/choose_command.hpp"
#include "engine/rules/preview.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"
#include "volley/volley_random_game.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The game at the Greycoats' part of the movement phase: the Bluecoats on `usa_order`, the
// Greycoats on Move; the first fire phase passed without a shot.
std::unique_ptr<GameSession> at_movement(const char* hold_fire, const char* usa_order = "hold") {
  VolleyStrip v;
  v.title = "Hold fire strip";
  v.usa = R"(<unit name="Bluecoats" type="inf" at="0202" facing="SE" figures="20" stands="4"/>)";
  v.csa = R"(<unit name="Greycoats" type="inf" at="0802" facing="NW" figures="20" stands="4"/>)";
  auto s = open_volley_strip(volley_strip_text(v), {{"hold_fire", hold_fire}});
  if (!s) return s;
  for (const std::string& line : {std::string("usa order 0202 ") + usa_order, std::string("usa done"),
                                 std::string("csa order 0802 move"), std::string("csa done")}) {
    const ApplyResult r = s->submit(cmd(line));
    EXPECT_TRUE(r.ok) << line << ": " << r.error;
  }
  for (int i = 0; i < 4 && s->match().flow.phase != "movement"; ++i) {
    const ApplyResult r = s->submit(cmd(s->match().flow.in_control == s->match().state.find_side("usa") ? "usa done" : "csa done"));
    EXPECT_TRUE(r.ok) << r.error;
  }
  EXPECT_EQ(s->match().flow.phase, "movement");
  return s;
}

Hex hex_of(const GameSession& s, const char* name) { return *s.match().state.unit(*s.match().state.find_unit(name)).position; }
Hex label(const GameSession& s, const char* l) { return *s.match().state.map().parse_label(l); }

TEST(VolleyHoldFire, TheHoldUnitIsAskedAtEachHexTheMoverEntersInItsSight) {
  auto s = at_movement("at_movers");
  ASSERT_TRUE(s);
  ApplyResult r = s->submit(cmd("csa move 0802 0702 0602"));
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_EQ(s->match().flow.prompts.size(), 1u);
  const Prompt* p = &s->match().flow.prompts.front();
  EXPECT_EQ(p->id, "hold_fire");
  EXPECT_EQ(p->side, *s->match().state.find_side("usa"));
  EXPECT_EQ(p->options, (std::vector<Command>{cmd("usa fire 0202 0702"), cmd("usa pass")}));
  EXPECT_EQ(hex_of(*s, "Greycoats"), label(*s, "0702")) << "the move halts at the first hex in sight";
  EXPECT_EQ(s->legal_commands(), p->options);
  // The play screen's preview of the answer: the volley's ledger and exact odds.
  const ActionPreviewData preview = s->rules().make_previews()->preview_answer(s->match(), p->options.front());
  EXPECT_TRUE(preview.legal);
  EXPECT_FALSE(preview.odds.outcomes.empty());
  EXPECT_EQ(preview.ledger.base_value, 3);
  const auto refused = s->validate(cmd("csa done"));
  ASSERT_TRUE(refused);
  EXPECT_NE(refused->find("must answer first"), std::string::npos) << *refused;

  // Let it pass: the move goes on, and the Bluecoats are asked again at the next hex.
  r = s->submit(cmd("usa pass"));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(hex_of(*s, "Greycoats"), label(*s, "0602"));
  ASSERT_EQ(s->match().flow.prompts.size(), 1u);
  p = &s->match().flow.prompts.front();
  EXPECT_EQ(p->options.front(), cmd("usa fire 0202 0602"));

  // Fire: Hold's 3 dice, outside the fire phases; the move is over, and the Bluecoats have fired
  // for the turn.
  r = s->submit(cmd("usa fire 0202 0602"));
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_EQ(r.resolutions.front().base_label, "Dice: On Hold");
  EXPECT_EQ(r.resolutions.front().base_value, 3);
  EXPECT_TRUE(s->match().flow.prompts.empty());
  EXPECT_EQ(hex_of(*s, "Greycoats"), label(*s, "0602"));
  EXPECT_NE(std::find(r.log.begin(), r.log.end(), "Greycoats moves from 0802 to 0602"), r.log.end());
  EXPECT_EQ(s->match().flow.phase, "movement");
  EXPECT_TRUE(s->validate(cmd("csa done")) == std::nullopt);
}

// A fire phase's volleys fire the figures their units began it with (the fire is simultaneous);
// any other volley (Hold fire at a mover, a charge's) the figures the unit has now, not those the
// first fire phase began with.
TEST(VolleyHoldFire, OutsideTheFirePhasesAVolleyFiresTheFiguresTheUnitHasNow) {
  auto s = at_movement("at_movers");
  ASSERT_TRUE(s);
  const auto& sys = dynamic_cast<const volley::VolleySystem&>(s->rules());
  Match m = s->match();
  const UnitId blue = *m.state.find_unit("Bluecoats"), grey = *m.state.find_unit("Greycoats");
  volley::volley_unit(m.state.unit_mut(blue)).figures = 12;  // lost 8 since the first fire phase began
  volley::board::flow_of(m).strength[blue] = 20;
  auto figures = [&] { return volley::read_fire(m, sys.tables(), sys.options(), sys.los(), blue, grey).fire.figures; };
  EXPECT_EQ(figures(), 12);
  m.flow.phase = "fire";
  EXPECT_EQ(figures(), 20);
}

TEST(VolleyHoldFire, AfterItFiresTheHoldUnitIsNotAskedAgain) {
  auto s = at_movement("at_movers");
  ASSERT_TRUE(s);
  ASSERT_TRUE(s->submit(cmd("csa move 0802 0702")).ok);
  ASSERT_TRUE(s->submit(cmd("usa fire 0202 0702")).ok);
  EXPECT_TRUE(s->match().flow.prompts.empty());
  // The Greycoats may still move (they spent one hex of their allowance): not asked again.
  const ApplyResult r = s->submit(cmd("csa move 0702 0602"));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_TRUE(s->match().flow.prompts.empty());
  EXPECT_EQ(hex_of(*s, "Greycoats"), label(*s, "0602"));
}

// Only Hold gives the fire at movers: on First Fire (which fires in the first fire phase) the
// Bluecoats are not asked. Nor with the default, where Hold fires in the fire phases only.
TEST(VolleyHoldFire, NoFireAtMoversOffHoldOrWithTheDefault) {
  for (const auto& [option, order] : {std::pair{"at_movers", "disengage"}, std::pair{"fire_phases", "hold"}}) {
    SCOPED_TRACE(std::string(option) + ", " + order);
    auto s = at_movement(option, order);
    ASSERT_TRUE(s);
    const ApplyResult r = s->submit(cmd("csa move 0802 0702 0602"));
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_TRUE(s->match().flow.prompts.empty());
    EXPECT_EQ(hex_of(*s, "Greycoats"), label(*s, "0602"));
  }
}

TEST(VolleyHoldFire, PassOutsideThePromptIsRefused) {
  auto s = at_movement("at_movers");
  ASSERT_TRUE(s);
  const auto why = s->validate(cmd("usa pass"));
  ASSERT_TRUE(why);
  EXPECT_NE(why->find("no Hold fire is offered"), std::string::npos) << *why;
}

// The computer opponent answers the prompt with one of its answers, for the side asked.
TEST(VolleyHoldFire, TheOpponentAnswersThePrompt) {
  auto s = at_movement("at_movers");
  ASSERT_TRUE(s);
  ASSERT_TRUE(s->submit(cmd("csa move 0802 0702 0602")).ok);
  const Match& m = s->match();
  ASSERT_FALSE(m.flow.prompts.empty());
  EXPECT_EQ(ai::side_to_act(s->rules(), m), m.state.find_side("usa"));
  const auto choice = ai::choose_command(s->rules(), m, *m.state.find_side("usa"), ai::AiSettings{});
  ASSERT_TRUE(choice);
  const auto& options = m.flow.prompts.front().options;
  EXPECT_NE(std::find(options.begin(), options.end(), choice->command), options.end()) << to_line(choice->command);
}

// Whole games of the tutorial with the option, random legal commands: every prompt's answers
// apply, the game ends, its save (a move halted for the prompt included) replays to the same
// hash, and the Hold fire was offered.
TEST(VolleyHoldFire, RandomGamesWithTheOptionPlayToTheEndAndReplay) {
  int offered = 0;
  for (std::uint64_t seed = 1; seed <= 12; ++seed) {
    auto s = open_game(repo_path("scenarios/volley/tutorial_volley.xml"), seed, {{"hold_fire", "at_movers"}});
    ASSERT_TRUE(s);
    play_random_volley_game(*s, seed, 3000);
    ASSERT_TRUE(s->match().flow.game_over) << "seed " << seed;
    for (const FlowEvent& e : s->match().flow.events) offered += e.kind == "prompt" && e.text.find("on Hold") != std::string::npos;
    expect_save_replays(*s, rules_dir(), "volley.hxsave");
  }
  EXPECT_GT(offered, 0);
}

}  // namespace
}  // namespace hexfire::test
