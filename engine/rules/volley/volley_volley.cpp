#include "engine/rules/volley/volley_volley.hpp"

#include <algorithm>

#include "engine/rules/volley/volley_battery_hits.hpp"
#include "engine/rules/volley/volley_officer_casualty.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

using namespace board;

FireDone fire_volley(const VolleySystem& sys, Match& m, UnitId firer, UnitId target, DiceSource& dice) {
  FireDone done;
  const VolleyTables& t = sys.tables();
  FireRead rd = read_fire(m, t, sys.options(), sys.los(), firer, target);
  VolleyOutcome out;
  done.ledger = resolve_volley(t, rd.fire, dice, &out);
  GameState& s = m.state;
  Resolution& L = done.ledger;
  L.hexes = {*s.unit(firer).position, *s.unit(target).position};

  VolleyUnit& a = volley_unit(s.unit_mut(firer));
  a.fired = true;
  a.opened = true;
  if (out.low_ammunition) {
    a.ammo = a.ammo == Ammunition::Full ? Ammunition::Low : Ammunition::Out;
    L.consequences.push_back(s.unit(firer).name + " is " +
                             (a.ammo == Ammunition::Low ? "low on ammunition (one die fewer)" : "out of ammunition") +
                             " (C-2)");
  }

  Pressure& p = flow_of(m).pressure[target];
  p.flank = std::max(p.flank, rd.flank);
  p.cover = p.cover || rd.cover;
  VolleyUnit& b = volley_unit(s.unit_mut(target));
  const int stands_before = b.battery() ? b.sections : b.stands_now();
  int lost = 0;
  if (b.battery() && out.casualties > 0) {
    // Hits on a battery (4.1): each rolled for a horse or a section.
    BatteryHits hits = roll_battery_hits(t, out.casualties, rd.artillery, b.sections, b.horses, s.unit(target).name, dice);
    b.horses -= hits.horses;
    b.sections -= hits.sections;
    lost = hits.sections;
    L.consequences.push_back(s.unit(target).name + ": " + hits.ledger.result_text);
    L.follow_ups.push_back(std::move(hits.ledger));
  } else if (out.casualties > 0) {
    lost = std::min(b.figures, out.casualties);
    b.figures -= lost;
    L.consequences.push_back(s.unit(target).name + ": " + std::to_string(lost) + (lost == 1 ? " figure" : " figures") +
                             " lost, " + std::to_string(b.figures) + " left");
  }
  if (lost > 0 && !b.lost_before) {
    b.lost_before = true;
    p.first_loss = true;
    p.why.push_back("its first loss");
  }
  const int stands_after = b.battery() ? b.sections : b.stands_now();
  if (stands_after < stands_before) {
    p.stand_lost = true;
    p.why.push_back(b.battery() ? "a section lost" : "a stand lost");
  }
  // Officers with the unit may fall with its figures (option officer_casualties, [D]).
  if (lost > 0) {
    std::vector<std::string> said;  // the ledger's consequences are the log here
    roll_officer_casualties(sys, m, target, officers_in(s, *s.unit(target).position, s.unit(target).side),
                            std::max(0, stands_before - stands_after), dice, L, said);
  }
  if (out.morale_check) {
    ++p.artillery_hits;
    p.why.push_back(rd.artillery ? "hit by artillery" : "hit by a sharpshooter");
  }
  if (p.triggered()) L.consequences.push_back(s.unit(target).name + " checks morale at the end of the phase");
  for (const std::string& c : L.consequences) done.log.push_back(c);
  return done;
}

}  // namespace hexfire::volley
