// Volley's own state of a unit beyond the common fields (the morale level is Unit::status: Good,
// Shaken, Routed). A regiment is stands of figures, figures being its casualties; a battery is
// sections, each a gun with its gunners, and its team horses. Quality, weapon and formation are
// the unit's own (a scenario gives them per regiment), and the flags say what the unit has done
// this game and this turn, as the fire and morale rules ask (4.2, 4.4, 4.5).
#pragma once

#include <string>

#include "engine/units/unit.hpp"

namespace hexfire::volley {

enum class Ammunition { Full, Low, Out };  // C-2: every die a six once: low (-1 die); twice: out

class VolleyUnit final : public SystemUnitState {
 public:
  // A regiment: figures now, and the stands they were in at the start (equal stands, 4.5 scale).
  int figures = 0, start_figures = 0, stands = 0;
  // A battery: sections now (one gunner figure each) and at the start, and its horses.
  int sections = 0, start_sections = 0, horses = 0;
  std::string quality = "veteran";  // elite, veteran, green
  std::string weapon;               // a weapon id of the tables
  bool repeaters = false;
  std::string formation = "line";   // a formation id of the tables (limbered, unlimbered for guns)
  Ammunition ammo = Ammunition::Full;
  bool opened = false;      // has fired its opening volley (4.4: +2 once a game)
  bool lost_before = false; // has taken a loss before (4.5 trigger 1: its first loss)
  bool moved = false;       // moved, changed formation or pivoted this turn (4.2: 2 dice)
  bool fired = false;       // has fired this turn

  bool battery() const { return start_sections > 0; }
  // Figures a stand held at the start (equal stands, rounded up); 0 for a unit without stands.
  int stand_figures() const { return stands > 0 ? (start_figures + stands - 1) / stands : 0; }
  // Whole stands still standing: the figures over the start's figures per stand, rounded up.
  int stands_now() const;
  int stands_lost() const { return battery() ? start_sections - sections : stands - stands_now(); }

  std::unique_ptr<SystemUnitState> clone() const override { return std::make_unique<VolleyUnit>(*this); }
  std::string hash_lead() const override;   // "fig=18/20"
  std::string hash_trail() const override;  // " line veteran ..."
  std::vector<FlowRow> rows() const override;
  UnitStateBadges badges() const override;
};

const char* ammunition_name(Ammunition a);  // "full", "low", "out"

// The unit's volley state; a unit without one reads as empty.
const VolleyUnit& volley_unit(const Unit& u);
VolleyUnit& volley_unit(Unit& u);

}  // namespace hexfire::volley
