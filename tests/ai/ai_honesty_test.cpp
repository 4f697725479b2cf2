// The computer opponent decides from its side's view alone: positions that differ only in what
// that side may not know (the future dice, fireline's cup order, volley's other side's orders
// before the reveal) give the same decision, and its choices are legal commands.
#include <algorithm>
#include <set>

#include "engine/ai/choose_command.hpp"
#include "engine/rules/fireline/fireline_flow.hpp"
#include "engine/rules/volley/volley_flow.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

ai::AiSettings quick(std::uint64_t seed = 5) {
  ai::AiSettings s;
  s.seed = seed;
  s.nodes = 120;
  return s;
}

Command decide(const RuleSystem& rules, const Match& m, const ai::AiSettings& settings = quick()) {
  const auto side = ai::side_to_act(rules, m);
  EXPECT_TRUE(side);
  const auto c = ai::choose_command(rules, m, *side, settings);
  EXPECT_TRUE(c);
  return c ? c->command : Command{};
}

// The copies the search plays on are the same position whichever of the two it started from.
void expect_same_when_determinized(const RuleSystem& rules, const Match& a, const Match& b) {
  const auto side = ai::side_to_act(rules, a);
  ASSERT_TRUE(side);
  Match da = a, db = b;
  Rng ra(5), rb(5);
  rules.redraw_hidden(da, *side, ra);
  rules.redraw_hidden(db, *side, rb);
  EXPECT_EQ(match_text(da), match_text(db));
}

// A few commands into the game, so that the decision has choices.
std::unique_ptr<GameSession> opened(const std::string& scenario, int random_commands) {
  auto s = open_game(repo_path(scenario), 11);
  Rng pick(3);
  for (int i = 0; i < random_commands && !s->match().flow.game_over; ++i) EXPECT_TRUE(s->submit(*random_legal(*s, pick, 20)).ok);
  return s;
}

}  // namespace

TEST(AiHonesty, TheFutureDiceDoNotChangeTheDecision) {
  for (const char* sc : {"scenarios/fireline/crossroads.xml", "scenarios/column-shift/tutorial_ww1.xml",
                         "scenarios/volley/tutorial_volley.xml"}) {
    auto s = opened(sc, 6);
    Match other = s->match();
    other.state.rng = Rng(987654321);
    for (int i = 0; i < 7; ++i) other.state.rng.next();
    EXPECT_EQ(to_line(decide(s->rules(), s->match())), to_line(decide(s->rules(), other))) << sc;
  }
}

TEST(AiHonesty, FirelinesCupOrderDoesNotChangeTheDecision) {
  auto s = opened("scenarios/fireline/crossroads.xml", 4);
  Match other = s->match();
  auto& cup = fireline::fireline_flow(other).cup;
  ASSERT_GT(cup.size(), 1u);
  std::reverse(cup.begin(), cup.end());
  EXPECT_NE(match_hash(other), match_hash(s->match()));
  expect_same_when_determinized(s->rules(), s->match(), other);
  EXPECT_EQ(to_line(decide(s->rules(), s->match())), to_line(decide(s->rules(), other)));
}

TEST(AiHonesty, VolleysHiddenOrdersDoNotChangeTheDecision) {
  // The first side gives its orders; the second side, to act now, has not seen them.
  auto s = open_game(repo_path("scenarios/volley/tutorial_volley.xml"), 11);
  const RuleSystem& rules = s->rules();
  const auto first = ai::side_to_act(rules, s->match());
  ASSERT_TRUE(first);
  Rng pick(9);
  for (int i = 0; i < 3; ++i) {
    std::vector<Command> orders;
    for (const Command& c : s->legal_commands())
      if (c.verb != "done") orders.push_back(c);
    ASSERT_FALSE(orders.empty());
    ASSERT_TRUE(s->submit(orders[static_cast<std::size_t>(pick.below(static_cast<int>(orders.size())))]).ok);
  }
  for (const Command& c : s->legal_commands())
    if (c.verb == "done") {
      ASSERT_TRUE(s->submit(c).ok);
      break;
    }
  ASSERT_NE(ai::side_to_act(rules, s->match()), first);
  const Match& m = s->match();
  ASSERT_EQ(m.flow.phase, "orders");
  const auto& flow = static_cast<const volley::VolleyFlow&>(*m.flow.system.get());
  ASSERT_FALSE(flow.revealed);
  Match other = m;
  auto& orders = static_cast<volley::VolleyFlow&>(*other.flow.system.get()).orders;
  int changed = 0;
  for (auto& [unit, order] : orders)
    if (flow.owner_of(unit) == *first) {
      order.kind = order.kind == volley::OrderKind::Hold ? volley::OrderKind::FirstFire : volley::OrderKind::Hold;
      ++changed;
    }
  ASSERT_GT(changed, 0);
  EXPECT_NE(match_hash(other), match_hash(m));
  expect_same_when_determinized(rules, m, other);
  // Deep enough that its playouts reach the reveal and the fire that follows: normal's, four
  // commands deep (as hard's are since session 37), at normal's budget, which keeps it quick.
  for (std::uint64_t seed = 1; seed <= 6; ++seed) {
    ai::AiSettings deep = quick(seed);
    deep.strength = ai::Strength::Normal;
    deep.nodes = 300;
    EXPECT_EQ(to_line(decide(rules, m, deep)), to_line(decide(rules, other, deep))) << "seed " << seed;
  }
}

TEST(AiHonesty, VolleysHiddenOrdersAreDrawnFromEachUnitsOwnOrders) {
  // The first side orders every unit to hold; the second side's copies draw each of those orders
  // from the orders open to that unit, differently from one copy to the next.
  auto s = open_game(repo_path("scenarios/volley/tutorial_volley.xml"), 11);
  const auto& rules = dynamic_cast<const volley::VolleySystem&>(s->rules());
  const auto first = ai::side_to_act(rules, s->match());
  ASSERT_TRUE(first);
  std::vector<Command> holds;
  for (const Command& c : s->legal_commands())
    if (c.verb == "order" && c.args.at(1) == "hold") holds.push_back(c);
  ASSERT_FALSE(holds.empty());
  for (const Command& c : holds) ASSERT_TRUE(s->submit(c).ok) << to_line(c);
  ASSERT_TRUE(s->submit(Command{s->match().state.side(*first).key, "done", {}}).ok);
  const Match& m = s->match();
  const auto viewer = ai::side_to_act(rules, m);
  ASSERT_TRUE(viewer && *viewer != *first);
  std::set<std::string> seen;
  for (std::uint64_t seed = 1; seed <= 8; ++seed) {
    Match copy = m;
    Rng rng(seed);
    rules.redraw_hidden(copy, *viewer, rng);
    const auto& flow = static_cast<const volley::VolleyFlow&>(*copy.flow.system.get());
    std::string drawn;
    for (const auto& [unit, order] : flow.orders) {
      if (flow.owner_of(unit) == *viewer) continue;
      const auto open = rules.orders_for(copy, unit);
      EXPECT_NE(std::find(open.begin(), open.end(), order), open.end()) << copy.state.unit(unit).name;
      drawn += std::string(volley::order_word(order.kind)) + order.formation + ";";
    }
    EXPECT_FALSE(drawn.empty());
    seen.insert(drawn);
  }
  EXPECT_GT(seen.size(), 1u);  // not all Hold, nor the real orders every time
}

TEST(AiHonesty, ItsChoiceIsAlwaysALegalCommandOfTheSideToAct) {
  for (const char* sc : {"scenarios/fireline/crossroads.xml", "scenarios/column-shift/tutorial_ww2.xml",
                         "scenarios/volley/tutorial_volley.xml"}) {
    auto s = open_game(repo_path(sc), 2);
    for (int i = 0; i < 15 && !s->match().flow.game_over; ++i) {
      const auto side = ai::side_to_act(s->rules(), s->match());
      ASSERT_TRUE(side) << sc;
      ai::AiSettings settings = quick(static_cast<std::uint64_t>(i));
      settings.nodes = 40;
      const auto choice = ai::choose_command(s->rules(), s->match(), *side, settings);
      ASSERT_TRUE(choice) << sc;
      EXPECT_EQ(choice->command.side, s->match().state.side(*side).key);
      // Listed, or one of the system's further candidates (fireline's and column-shift's longer
      // moves, RuleSystem::ai_candidates), which the rules accept as they accept the list.
      auto legal = s->legal_commands();
      for (Command& c : s->rules().ai_candidates(s->match(), *side)) legal.push_back(std::move(c));
      EXPECT_NE(std::find(legal.begin(), legal.end(), choice->command), legal.end()) << to_line(choice->command);
      EXPECT_FALSE(s->validate(choice->command)) << to_line(choice->command);
      ASSERT_TRUE(s->submit(choice->command).ok);
    }
  }
}

}  // namespace hexfire::test
