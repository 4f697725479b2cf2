// Volley's what-if face (hexfire-cli resolve, RuleSystem::try_action) on the tutorial's opening
// position: a volley and a charge foreseen with the same ledger and odds the play screen
// previews, then rolled with forced dice; the map's rules hold, the turn's do not.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>

#include "engine/io/scenario_loader.hpp"
#include "engine/rules/dice.hpp"
#include "engine/rules/volley/volley_unit.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

struct Bare {
  std::unique_ptr<RuleSystem> rules;
  std::optional<Match> match;
};

// The position as the scenario sets it up, before any turn: what hexfire-cli resolve tries on.
Bare tutorial_position() {
  Bare b;
  ScenarioLoad load = load_scenario(repo_path("scenarios/volley/tutorial_volley.xml"), rules_dir());
  EXPECT_TRUE(load.ok());
  std::string why;
  b.rules = make_rule_system(*load.scenario, rules_dir(), why);
  EXPECT_TRUE(b.rules) << why;
  b.match.emplace(Match{load.scenario->info, load.scenario->initial, {}, load.scenario->info.seed});
  return b;
}

double total(const Distribution& d) {
  return std::accumulate(d.outcomes.begin(), d.outcomes.end(), 0.0,
                         [](double sum, const OutcomeOdds& o) { return sum + o.probability.value(); });
}

bool has_entry(const Resolution& r, const std::string& id) {
  return std::any_of(r.modifiers.begin(), r.modifiers.end(), [&](const Modifier& m) { return m.id == id; });
}

TEST(VolleyTrial, AVolleyIsForeseenWithItsLedgerAndTheOddsOfItsMoraleCheck) {
  Bare b = tutorial_position();
  auto t = b.rules->try_action(*b.match, cmd("usa fire 0102 0604"), nullptr);
  ASSERT_TRUE(std::holds_alternative<ActionTrial>(t)) << std::get<std::string>(t);
  const ActionTrial& trial = std::get<ActionTrial>(t);
  EXPECT_FALSE(trial.rolled);
  EXPECT_EQ(trial.ledger.kind, "volley");
  EXPECT_TRUE(has_entry(trial.ledger, "firer:opening_volley"));
  EXPECT_NEAR(total(trial.odds), 1.0, 1e-12);
  EXPECT_GT(trial.odds.probability_of("1 figure; then good"), 0.4);
  EXPECT_GT(trial.odds.probability_of("1 figure; then routed"), 0.0);  // the check is in the odds
}

TEST(VolleyTrial, RolledTheVolleyHitsAndItsCheckIsMadeAtOnce) {
  Bare b = tutorial_position();
  ScriptedDice dice({6, 5, 4, 3, 3});
  auto t = b.rules->try_action(*b.match, cmd("usa fire 0102 0604"), &dice);
  ASSERT_TRUE(std::holds_alternative<ActionTrial>(t)) << std::get<std::string>(t);
  const ActionTrial& trial = std::get<ActionTrial>(t);
  EXPECT_TRUE(trial.rolled);
  EXPECT_EQ(trial.ledger.result_text, "2 figures lost");
  ASSERT_FALSE(trial.ledger.follow_ups.empty());
  EXPECT_EQ(trial.ledger.follow_ups.back().kind, "morale");
  // The figures are gone from the map, as the roll says.
  bool found = false;
  for (const Unit& u : b.match->state.units())
    if (u.name == "7th Louisiana") {
      found = true;
      EXPECT_EQ(volley::volley_unit(u).figures, 16);  // 18 less the 2 lost
    }
  EXPECT_TRUE(found);
}

TEST(VolleyTrial, TheMapsRulesHoldAndTheTurnsDoNot) {
  Bare b = tutorial_position();
  // No turn has begun and nobody has a Charge order: the charge is still foreseen...
  auto near = b.rules->try_action(*b.match, cmd("usa charge 0204 0604"), nullptr);
  ASSERT_TRUE(std::holds_alternative<ActionTrial>(near)) << std::get<std::string>(near);
  EXPECT_NEAR(total(std::get<ActionTrial>(near).odds), 1.0, 1e-9);
  // ...but only at the closest enemy (4.6 step 1), never by a battery, never at a friend.
  auto far = b.rules->try_action(*b.match, cmd("usa charge 0204 0704"), nullptr);
  ASSERT_TRUE(std::holds_alternative<std::string>(far));
  EXPECT_NE(std::get<std::string>(far).find("closest enemy"), std::string::npos);
  auto guns = b.rules->try_action(*b.match, cmd("usa charge 0102 0604"), nullptr);
  ASSERT_TRUE(std::holds_alternative<std::string>(guns));
  EXPECT_NE(std::get<std::string>(guns).find("batteries"), std::string::npos);
  auto friend_ = b.rules->try_action(*b.match, cmd("usa fire 0102 0204"), nullptr);
  ASSERT_TRUE(std::holds_alternative<std::string>(friend_));
  auto order = b.rules->try_action(*b.match, cmd("usa order 0102 fire"), nullptr);
  ASSERT_TRUE(std::holds_alternative<std::string>(order));
}

}  // namespace
}  // namespace hexfire::test
