// Moving part of a stack: `move FROM TO ... units=N,N` moves the units named and leaves the rest,
// which may still move on their own; the previews and commands of the play screen take the same
// pick; a straggle prompt on such a move carries the pick into its answer.
#include <gtest/gtest.h>

#include "engine/flow/game_session.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"
#include "engine/rules/fireline/action_script.hpp"
#include "engine/rules/fireline/fireline_flow.hpp"
#include "engine/rules/preview.hpp"
#include "tests/support/flow_session.hpp"

namespace hexfire {
namespace {

using test_support::command_line;

// tests/fixtures/ui/play_pick.xml: the 23rd Ohio and Battery A share 0605; 12th Ohio is alone
// in the woods at 0305.
struct Split {
  std::unique_ptr<GameSession> session;
  UnitId ohio{}, guns{}, twelfth{};

  explicit Split(std::uint64_t seed = 11) : session(test_support::open_fixture("tests/fixtures/ui/play_pick.xml", seed)) {
    const GameState& s = session->match().state;
    ohio = *s.find_unit("23rd Ohio");
    guns = *s.find_unit("Battery A");
    twelfth = *s.find_unit("12th Ohio");
  }
  bool union_to_act() { return test_support::side_to_act(*session); }
  Hex hex(const char* label) const { return *session->match().state.map().parse_label(label); }
  std::string units(std::vector<UnitId> ids) const { return fireline::units_arg(ids); }
};

TEST(SplitMove, TheNamedUnitMovesAndTheRestStays) {
  Split w;
  ASSERT_TRUE(w.union_to_act());
  const ApplyResult r = w.session->submit(command_line("usa move 0605 0606 " + w.units({w.guns})));
  ASSERT_TRUE(r.ok) << r.error;
  const Match& m = w.session->match();
  EXPECT_EQ(m.state.unit(w.guns).position, w.hex("0606"));
  EXPECT_EQ(m.state.unit(w.ohio).position, w.hex("0605"));
  EXPECT_TRUE(fireline::fireline_flow(m).moved.count(w.guns));
  EXPECT_FALSE(fireline::fireline_flow(m).moved.count(w.ohio));
  // The regiment left behind moves on its own; the battery may not move again.
  EXPECT_FALSE(w.session->validate(command_line("usa move 0605 0705")).has_value());
  const auto again = w.session->validate(command_line("usa move 0606 0605"));
  ASSERT_TRUE(again.has_value());
  EXPECT_EQ(*again, "the stack in 0606 has already moved in this segment");
}

TEST(SplitMove, AMovedUnitJoiningAStackDoesNotPinItsUnmovedUnits) {
  Split w;
  ASSERT_TRUE(w.union_to_act());
  // The regiment steps out and back: it has moved and now shares 0605 with the unmoved battery.
  const ApplyResult back = w.session->submit(command_line("usa move 0605 0606 0605 " + w.units({w.ohio})));
  ASSERT_TRUE(back.ok) << back.error;
  ASSERT_EQ(w.session->match().state.unit(w.ohio).position, w.hex("0605"));
  const auto both = w.session->validate(command_line("usa move 0605 0606"));
  ASSERT_TRUE(both.has_value());
  EXPECT_EQ(*both, "the stack in 0605 has already moved in this segment");
  EXPECT_FALSE(w.session->validate(command_line("usa move 0605 0606 " + w.units({w.guns}))).has_value());
  const auto regiment = w.session->validate(command_line("usa move 0605 0606 " + w.units({w.ohio})));
  ASSERT_TRUE(regiment.has_value());
  EXPECT_EQ(*regiment, "a unit moving out of 0605 has already moved in this segment");
}

TEST(SplitMove, APickMustBeInTheHexAndNamedOnce) {
  Split w;
  ASSERT_TRUE(w.union_to_act());
  auto why = w.session->validate(command_line("usa move 0605 0606 " + w.units({w.twelfth})));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(*why, "12th Ohio is not in 0605");
  why = w.session->validate(command_line("usa move 0605 0606 " + w.units({w.guns, w.guns})));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(*why, "Battery A is named twice in units=");
  why = w.session->validate(command_line("usa move 0605 0606 units=1 units=2"));
  ASSERT_TRUE(why.has_value());
  EXPECT_EQ(*why, "units= is given twice");
}

TEST(SplitMove, PreviewsAndCommandsTakeThePick) {
  Split w;
  ASSERT_TRUE(w.union_to_act());
  const auto previews = make_preview_provider(w.session->rules());
  ASSERT_TRUE(previews);
  const Match& m = w.session->match();
  const auto reach = previews->reach(m, make_path_request("move", w.hex("0605"), {}, {w.guns}));
  ASSERT_FALSE(reach.empty());
  const ReachableHex& first = reach.front();
  const Command c = previews->command(m, make_path_request("move", w.hex("0605"), first.path, {w.guns}));
  EXPECT_EQ(c.args.back(), w.units({w.guns}));
  EXPECT_TRUE(previews->preview(m, make_path_request("move", w.hex("0605"), first.path, {w.guns})).legal);
  // Naming every unit is the whole stack: no units= word.
  EXPECT_EQ(previews->command(m, make_path_request("move", w.hex("0605"), first.path, {w.ohio, w.guns})).args.back(),
            m.state.map().label(first.path.back()));
  ASSERT_TRUE(w.session->submit(c).ok);
  const Match& after = w.session->match();
  EXPECT_TRUE(previews->reach(after, make_path_request("move", w.hex("0605"), {})).size() > 0);  // the regiment still may
  EXPECT_TRUE(previews->reach(after, make_path_request("move", first.hex, {}, {w.guns})).empty());  // the battery has moved
}

TEST(SplitMove, AStragglePromptCarriesThePickIntoItsAnswer) {
  for (std::uint64_t seed = 1; seed < 500; ++seed) {
    Split w(seed);
    if (!w.union_to_act()) continue;
    if (!w.session->submit(command_line("usa move 0305 0304 " + w.units({w.twelfth}))).ok) continue;
    const auto& prompts = w.session->match().flow.prompts;
    if (prompts.empty() || prompts.front().id != "straggle") continue;
    const Command hit = prompts.front().options.front();
    EXPECT_EQ(hit.args.back(), "leg=0");
    EXPECT_EQ(hit.args[hit.args.size() - 2], w.units({w.twelfth}));
    const ApplyResult r = w.session->submit(hit);
    ASSERT_TRUE(r.ok) << r.error;
    EXPECT_EQ(w.session->match().state.unit(w.twelfth).position, w.hex("0304"));
    EXPECT_EQ(hexfire::fireline::fireline_unit(w.session->match().state.unit(w.twelfth)).o_hits, 1);
    return;
  }
  FAIL() << "no seed below 500 fails the straggle check";
}

}  // namespace
}  // namespace hexfire
