// docs/rules/volley.md's worked charges are printed by the code: each ledger (and the odds
// beside it) must appear in the document exactly as format_resolution writes it today. When a
// rule changes, the failure prints the new text to paste.
#include <fstream>
#include <iomanip>
#include <sstream>

#include "volley_charge_world.hpp"

namespace hexfire::test {
namespace {

using namespace volley;
using namespace volley_charge_world;
using volley_world::tables;

std::string document() {
  std::ifstream in(volley_world::repo_path("docs/rules/volley.md"));
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string odds_text(const Distribution& d) {
  std::ostringstream out;
  for (const OutcomeOdds& o : d.outcomes)
    out << "  " << std::fixed << std::setprecision(2) << std::setw(6) << 100 * o.probability.value() << "%  " << o.outcome << "\n";
  return out.str();
}

void expect_in_document(const std::string& text) {
  EXPECT_NE(document().find(text), std::string::npos) << "docs/rules/volley.md lacks, verbatim:\n" << text;
}

// 1. Veterans against veterans: the charge comes home and the defender, shaken, routs after the
// end-of-charge volley.
ChargeSituation up_the_slope() { return alabama_on_maine(); }
const std::vector<int> kUpTheSlope{4, 4, 2, 2, 2, 2, 3, 4, 2, 2, 3, 3, 3, 4, 3, 3, 2, 2, 4, 4};

// 2. A green regiment charges veterans behind a fence with their brigadier: stopped by the volley.
ChargeSituation at_the_fence() {
  ChargeSituation s;
  s.attacker = regiment("6th Georgia", 20, "green");
  s.defender = regiment("2nd Wisconsin", 18);
  s.defender.fire.officer = true;
  s.defender.morale.modifiers = {{"brigade_officer", 1}, {"cover", 1}};
  s.attacker.fire.target_drms = {"fence_or_woods"};
  s.target_hexes = 4;
  return s;
}
const std::vector<int> kAtTheFence{5, 6, 6, 6, 5, 3, 3};

// 3. Cavalry on infantry caught changing formation: a tie at impact, and a melee.
ChargeSituation the_horse() {
  ChargeSituation s;
  s.attacker = regiment("1st Virginia Cavalry", 12);
  s.attacker.arm = "cavalry";
  s.attacker.stand_figures = 3;
  s.attacker.move_inches = 12;
  s.attacker.fire.weapon = "pistol";
  s.defender = regiment("83rd Pennsylvania", 16, "green");
  s.defender_changing_formation = true;
  s.target_hexes = 6;
  return s;
}
const std::vector<int> kTheHorse{3, 4, 5, 2, 1, 2, 3, 1, 6, 1, 2, 3, 4, 5, 4, 4, 2, 2, 3, 4, 4, 6, 6, 5, 1, 1, 1, 5, 5};

TEST(VolleyChargeDocs, TheWorkedChargesAreTheCodesLedgers) {
  ScriptedDice a(kUpTheSlope);
  expect_in_document(format_resolution(resolve_charge(tables(), up_the_slope(), ChargeOptions{}, a).ledger));
  expect_in_document(odds_text(charge_odds(tables(), up_the_slope(), ChargeOptions{})));
  ScriptedDice b(kAtTheFence);
  expect_in_document(format_resolution(resolve_charge(tables(), at_the_fence(), ChargeOptions{}, b).ledger));
  expect_in_document(odds_text(charge_odds(tables(), at_the_fence(), ChargeOptions{})));
  ScriptedDice c(kTheHorse);
  expect_in_document(format_resolution(resolve_charge(tables(), the_horse(), ChargeOptions{}, c).ledger));
  expect_in_document(odds_text(charge_odds(tables(), the_horse(), ChargeOptions{})));
}

}  // namespace
}  // namespace hexfire::test
