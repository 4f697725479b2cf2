// VolleySystem's what-if face for hexfire-cli resolve: a volley or a charge tried in the position
// as it stands, whoever's turn it is, with its ledger and exact odds (volley_forecast.hpp). The
// map rules still hold (range, line of sight, the closest-target rule, who may charge); the
// turn's do not (phase, orders). Rolled with forced dice, the volley is fired and the morale
// checks it calls for are made at once, as the end of its phase would make them, and a charge
// is carried out to its end.
#include "engine/rules/volley/volley_board.hpp"
#include "engine/rules/volley/volley_charge_on_map.hpp"
#include "engine/rules/volley/volley_forecast.hpp"
#include "engine/rules/volley/volley_phases.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_volley.hpp"

namespace hexfire::volley {

using board::body_in;

std::variant<ActionTrial, std::string> VolleySystem::try_action(Match& m, const Command& c, DiceSource* forced) const {
  if (c.verb != "fire" && c.verb != "charge") return "'" + c.verb + "' is not an action to resolve (fire, charge)";
  GameState& s = m.state;
  const HexMap& map = s.map();
  if (c.args.size() != 2) return c.verb + " needs FROM TARGET";
  if (!m.flow.system) prepare(m);  // the position as the scenario sets it up, no turn begun
  std::vector<Hex> hexes;
  for (const std::string& w : c.args)
    if (const auto h = map.parse_label(w)) hexes.push_back(*h);
    else return "'" + w + "' is not a hex of the map";
  const auto side = s.find_side(c.side);
  if (!side) return "'" + c.side + "' is not a side of the scenario";
  const auto actor = body_in(s, hexes[0]);
  if (!actor || s.unit(*actor).side != *side)
    return "no regiment or battery of " + s.side(*side).name + " in " + map.label(hexes[0]);
  const auto target = body_in(s, hexes[1]);
  if (!target || s.unit(*target).side == *side) return "no enemy regiment or battery in " + map.label(hexes[1]);
  ActionTrial t;
  t.rolled = forced != nullptr;
  if (c.verb == "fire") {
    VolleyForecast f = forecast_volley(*this, m, *actor, *target);
    if (f.read.cannot) return "illegal fire: " + *f.read.cannot;
    t.ledger = std::move(f.ledger);
    t.odds = std::move(f.odds);
    if (!forced) return t;
    FireDone done = fire_volley(*this, m, *actor, *target, *forced);
    ApplyResult checks;
    morale_pass(*this, m, *forced, checks);
    t.ledger = std::move(done.ledger);
    for (Resolution& r : checks.resolutions) t.ledger.follow_ups.push_back(std::move(r));
    t.log = std::move(done.log);
    t.log.insert(t.log.end(), checks.log.begin(), checks.log.end());
    return t;
  }
  if (auto why = charge_barred(m, *actor, *target)) return "illegal charge: " + *why;
  ChargeForecast f = forecast_charge(*this, m, *actor, *target);
  t.ledger = std::move(f.ledger);
  t.odds = std::move(f.odds);
  if (!forced) return t;
  ChargeDone done = carry_out_charge(*this, m, *actor, *target, *forced, ChargeStart::Declared);
  t.ledger = std::move(done.ledger);
  t.log = std::move(done.log);
  return t;
}

}  // namespace hexfire::volley
