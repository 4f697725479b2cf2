// A volley fired on the map: its situation read (volley_situation), resolved (volley_fire), and
// what it does carried out: figures lost, a battery's hits rolled on horses, gunners and
// sections (4.1), the firer's opening volley spent and its ammunition, and the target's morale
// triggers gathered for the end of the phase (4.5; the checks themselves are morale_pass).
#pragma once

#include <string>
#include <vector>

#include "engine/flow/match.hpp"
#include "engine/rules/dice.hpp"
#include "engine/rules/resolution.hpp"

namespace hexfire::volley {

class VolleySystem;

struct FireDone {
  Resolution ledger;             // the volley, with the battery's hit rolls as a follow-up
  std::vector<std::string> log;  // consequences in words
};
FireDone fire_volley(const VolleySystem& sys, Match& m, UnitId firer, UnitId target, DiceSource& dice);

}  // namespace hexfire::volley
