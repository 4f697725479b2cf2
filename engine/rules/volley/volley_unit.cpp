#include "engine/rules/volley/volley_unit.hpp"

#include "engine/units/system_state_of.hpp"

namespace hexfire::volley {

int VolleyUnit::stands_now() const {
  const int per = stand_figures();
  if (per <= 0) return 0;
  return (figures + per - 1) / per;
}

const char* ammunition_name(Ammunition a) {
  switch (a) {
    case Ammunition::Full: return "full";
    case Ammunition::Low: return "low";
    case Ammunition::Out: return "out";
  }
  return "full";
}

std::string VolleyUnit::hash_lead() const {
  return battery() ? "sec=" + std::to_string(sections) + "/" + std::to_string(start_sections) + " horses=" +
                         std::to_string(horses)
                   : "fig=" + std::to_string(figures) + "/" + std::to_string(start_figures) + "x" + std::to_string(stands);
}

std::string VolleyUnit::hash_trail() const {
  std::string out = " " + formation + " " + quality + " " + weapon + " ammo=" + ammunition_name(ammo);
  if (repeaters) out += " repeaters";
  if (opened) out += " opened";
  if (lost_before) out += " lost";
  if (moved) out += " moved";
  if (fired) out += " fired";
  return out;
}

std::vector<FlowRow> VolleyUnit::rows() const {
  std::vector<FlowRow> out;
  if (!battery() && start_figures == 0) return out;  // an officer: nothing of a regiment's
  if (battery()) {
    out.push_back({"Sections", std::to_string(sections) + " of " + std::to_string(start_sections)});
    out.push_back({"Horses", std::to_string(horses)});
  } else {
    out.push_back({"Figures", std::to_string(figures) + " of " + std::to_string(start_figures)});
    out.push_back({"Stands", std::to_string(stands_now()) + " of " + std::to_string(stands)});
  }
  out.push_back({"Formation", formation});
  out.push_back({"Quality", quality});
  out.push_back({"Weapon", weapon + (repeaters ? " (repeaters)" : "")});
  if (ammo != Ammunition::Full) out.push_back({"Ammunition", ammunition_name(ammo)});
  std::string done;
  if (moved) done = "moved";
  if (fired) done += done.empty() ? "fired" : ", fired";
  if (!done.empty()) out.push_back({"This turn", done});
  if (!opened) out.push_back({"Opening volley", "still to fire (+2)"});
  return out;
}

UnitStateBadges VolleyUnit::badges() const {
  UnitStateBadges b;
  if (!battery() && start_figures == 0) return b;  // an officer
  if (formation == "disorder") b.markers.push_back("disorder");
  else if (formation != "unlimbered") b.markers.push_back("formation_" + formation);
  if (ammo == Ammunition::Low) b.markers.push_back("low_ammo");
  if (ammo == Ammunition::Out) b.markers.push_back("out_of_ammo");
  // The counter prints the figures (a battery: its sections) in place of a strength, and the
  // stands still standing under it.
  b.face_value = battery() ? sections : figures;
  b.count = battery() ? 0 : stands_now();
  b.count_label = "STANDS";
  return b;
}

const VolleyUnit& volley_unit(const Unit& u) { return system_state_of<VolleyUnit>(u); }
VolleyUnit& volley_unit(Unit& u) { return system_state_of<VolleyUnit>(u); }

}  // namespace hexfire::volley
