// FirelineSystem::check_setup: what hexfire-lint reports about a fireline scenario's starting
// position beyond the file format. Stacking (5.2): the combat units sharing a hex at the start
// must belong to one higher organization (ho_level), as a move into the hex would demand; every
// leader needs an affiliation (commands= or org=) for the morale schedule's leader line.
#include <map>

#include "engine/rules/fireline/fireline_system.hpp"
#include "engine/rules/fireline/movement_plan.hpp"

namespace hexfire::fireline {

std::vector<SetupProblem> FirelineSystem::check_setup(const Scenario& scenario) const {
  std::vector<SetupProblem> out;
  const GameState& s = scenario.initial;
  std::map<Hex, UnitId> first_in_hex;  // the first combat unit placed in each hex
  for (const Unit& u : s.units()) {
    // A leader's affiliation decides whom his morale +1 reaches (5.4); without one he helps
    // artillery only, which is never what a designer means.
    if (s.is_leader(u.id) && !u.org)
      out.push_back({u.name, scenario.info.where_unit(u),
                     "leader '" + u.name + "'" + (u.position ? " at " + s.map().label(*u.position) : std::string()) +
                         ": no affiliation (neither commands= nor org=); small-arms stacks would take no benefit "
                         "from him (5.4: 1 leader only, as appropriate)"});
    if (!u.position || u.eliminated || s.is_leader(u.id)) continue;
    const auto [it, fresh] = first_in_hex.emplace(*u.position, u.id);
    if (fresh || stacking_ho(ctx_, s, it->second) == stacking_ho(ctx_, s, u.id)) continue;
    out.push_back({u.name, scenario.info.where_unit(u), "unit '" + u.name + "' at " + s.map().label(*u.position) + ": stacks with " +
                               s.unit(it->second).name + " of another higher organization; only units of one HO may "
                               "stack (5.2, option ho_level)"});
  }
  return out;
}

}  // namespace hexfire::fireline
