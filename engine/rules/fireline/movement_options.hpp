// Named design defaults of fireline movement, zones, command, isolation, assault and rally,
// read from the ruleset's <options> (assets/rules/fireline.xml; a scenario may override them).
// Each option's default is written once here and in docs/rules/fireline.md.
#pragma once

#include <string>

#include <map>

namespace hexfire::fireline {

// MP allowances are unit-class data (action_mp, horse_mp); the thoroughfare bonus is road data
// (mp_bonus) and the straggle DRM along it a straggle table line. What remains are rule choices.
struct MovementOptions {
  // mfz_blocks_leaving: a stack inside an enemy MFZ may move only to hexes that are
  // also inside an enemy MFZ (it cannot walk out except by retreat), 6.3 default.
  bool mfz_blocks_leaving = true;
  // routed_retreat_mp: when its formation is activated a routed stack retreats up to this
  // many MP away from the enemy, or takes assault_no_retreat_hits O hits (6.3). 0 = off.
  int routed_retreat_mp = 3;
};

// straggle_uses_amm (D-1) is FirelineOptions::straggle_uses_amm (fireline_context.hpp).
struct StraggleOptions {
  // straggle_hit_checks_disorganization: a straggle O hit is followed by a disorganization
  // check like a CRT result. Off by default: the chart says only "suffers an O hit".
  bool hit_checks_disorganization = false;
};

struct ZoneOptions {
  bool disrupted_exerts_ezoc = false;  // ezoc_disrupted_exerts: 6.3 default is good order only
  bool routed_projects_mfz = false;    // mfz_routed_projects: routed stacks cannot fire (6.3)
};

struct CommandOptions {
  int range = 3;  // command_range: hexes from the HO leader when his counter prints no range
  // command_search_parent_leader: an HO without a leader of its own is commanded by the
  // nearest ancestor organization's leader.
  bool search_parent_leader = true;
  // ho_level: the organization level of the HO (5.2: "HO Vol1 = Regiment, HO Vol2 = Division");
  // command range is measured from that organization's leader (6.3 default).
  std::string ho_level = "regiment";
};

// Assault defaults (5.7 and 6.3 give none of these; D-15).
struct AssaultOptions {
  // assault_rounds: rounds fought while both sides still hold, are not routed and the
  // attacker has not been repulsed (a round is one simultaneous exchange on the CRT).
  int max_rounds = 1;
  int retreat_hexes = 1;    // assault_retreat_hexes: how far a routed defender falls back
  int no_retreat_hits = 3;  // assault_no_retreat_hits: O hits when it cannot (6.3: a unit's worth)
  bool attacker_occupies = true;  // assault_occupy: the attacker advances into an emptied hex
  // assault_pre_assault_fire: the defender fires at the assaulting stack (+1 pre-assault, D-4)
  // and the attacker fires at the defender before the first round.
  bool pre_assault_fire = true;
  bool disrupted_may_assault = false;  // assault_disrupted_may_start: 6.3 default is no
};

struct RallyOptions {
  bool blocked_by_enemy_mfz = true;  // rally_blocked_by_enemy_mfz: 6.3 default
};

// Each reads FirelineContext::option_values (ruleset options with the scenario's overrides).
using OptionValues = std::map<std::string, std::string>;
MovementOptions movement_options(const OptionValues& values);
StraggleOptions straggle_options(const OptionValues& values);
ZoneOptions zone_options(const OptionValues& values);
CommandOptions command_options(const OptionValues& values);
AssaultOptions assault_options(const OptionValues& values);
RallyOptions rally_options(const OptionValues& values);

}  // namespace hexfire::fireline
