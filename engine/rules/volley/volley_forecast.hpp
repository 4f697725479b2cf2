// A volley or a charge foreseen as the map stands: its ledger and the exact odds of its result together with
// the morale check it would call for, were it the phase's only fire at the target. The play
// screen's preview and hexfire-cli resolve (try_action) both show it.
#pragma once

#include "engine/flow/match.hpp"
#include "engine/rules/distribution.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/rules/volley/volley_charge.hpp"
#include "engine/rules/volley/volley_situation.hpp"

namespace hexfire::volley {

class VolleySystem;

struct VolleyForecast {
  FireRead read;  // the situation: `read.cannot` says why the volley may not be fired
  Resolution ledger;
  Distribution odds;
};
VolleyForecast forecast_volley(const VolleySystem& sys, const Match& m, UnitId firer, UnitId target);

// A charge foreseen: its situation on the map, a ledger of what it starts from (distance,
// supports, disorder) and the exact odds of its outcomes (charge_odds: up to the impact's result).
struct ChargeForecast {
  ChargeSituation situation;
  Resolution ledger;
  Distribution odds;
};
ChargeForecast forecast_charge(const VolleySystem& sys, const Match& m, UnitId charger, UnitId target);

}  // namespace hexfire::volley
