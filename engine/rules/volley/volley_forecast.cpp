// The foreseen volley (see volley_forecast.hpp).
#include "engine/rules/volley/volley_forecast.hpp"

#include <algorithm>

#include "engine/rules/volley/volley_battery_hits.hpp"
#include "engine/rules/volley/volley_charge_on_map.hpp"
#include "engine/rules/volley/volley_follow_on.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

VolleyForecast forecast_volley(const VolleySystem& sys, const Match& m, UnitId firer, UnitId target) {
  VolleyForecast out;
  out.read = read_fire(m, sys.tables(), sys.options(), sys.los(), firer, target);
  const FireRead& rd = out.read;
  VolleyPlan plan = plan_volley(sys.tables(), rd.fire);
  const VolleyUnit& tv = volley_unit(m.state.unit(target));
  Pressure pressure;
  pressure.flank = rd.flank;
  pressure.cover = rd.cover;
  FollowOnTarget ft;
  ft.morale = read_morale(m, sys.tables(), sys.options(), target, pressure, false);
  ft.figures = tv.figures;
  ft.stand_figures = std::max(1, tv.stand_figures());
  ft.sections = tv.battery() ? tv.sections : 0;
  ft.lost_before = tv.lost_before;
  out.odds = volley_follow_on_odds(sys.tables(), plan, ft, horse_faces(sys.tables(), rd.artillery));
  out.ledger = std::move(plan.ledger);
  return out;
}

ChargeForecast forecast_charge(const VolleySystem& sys, const Match& m, UnitId charger, UnitId target) {
  ChargeForecast out;
  out.situation = charge_situation(sys, m, charger, target);
  const ChargeSituation& sit = out.situation;
  out.odds = charge_odds(sys.tables(), sit, sys.charge_options());
  out.ledger.kind = "charge";
  out.ledger.system = "volley";
  out.ledger.title = m.state.unit(charger).name + " charges " + m.state.unit(target).name;
  out.ledger.inputs.push_back({"Distance", std::to_string(sit.target_hexes) + " hexes"});
  if (sit.off_front) out.ledger.notes.push_back("the target lies more than 45 degrees off the charger's front: it charges in disorder");
  out.ledger.inputs.push_back({"Supports", std::to_string(sit.attacker.supporting_infantry + sit.attacker.supporting_cavalry) +
                                             " with the charger, " +
                                             std::to_string(sit.defender.supporting_infantry + sit.defender.supporting_cavalry) +
                                             " with the defender"});
  return out;
}

}  // namespace hexfire::volley
