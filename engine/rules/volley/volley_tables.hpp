// The volley charts as data (seed 003, rules reference section 4): the Combat Results Table,
// the possible-kill and ammunition rules, the dice pool, the firer, formation and target DRMs,
// the weapons and their ranges, hits on batteries and the melee multipliers, read from the
// <tables> element of assets/rules/volley.xml. Every table is checked whole (every row has
// every column, every cell is a code of the chart, rows and columns decrease and increase as
// they must), so a broken file is refused with its line instead of giving a wrong result.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/io/diagnostic.hpp"

namespace hexfire::volley {

// One cell of the Combat Results Table.
struct Casualty {
  enum class Kind { None, Morale, PossibleKill, Figures };
  Kind kind = Kind::None;
  int figures = 0;   // Figures: how many
  std::string code;  // as printed: ".", "M", "1*", "3"
};
std::optional<Casualty> parse_casualty(const std::string& code);

struct CasualtyTable {
  std::string title;
  std::vector<int> totals;           // column heads, increasing (1 ... 20, 22, 24)
  std::vector<int> figures;          // row heads, decreasing (32 = "32+" ... 1)
  std::vector<int> half_sections;    // each row's sections in halves (16 sections = 32, "1/2" = 1); 0: none
  std::vector<std::vector<Casualty>> cells;  // [row][column]

  // The row of `n` figures firing: the highest row not above it; nothing below the last row.
  std::optional<int> row_for_figures(int n) const;
  // The row of `halves` half-sections firing (a battery's sections, halves for half a section).
  std::optional<int> row_for_sections(int halves) const;
  // The column of a modified total: the highest not above it (24 and more: the last);
  // nothing for a total below the first column.
  std::optional<int> column_for(int total) const;
  std::string row_label(int row) const;     // "32+ figures / 16 sections"
  std::string column_label(int column) const;  // "24+" for the last
};

struct PoolDie {  // a base of the dice pool or an extra
  std::string id, label, rule;
  int dice = 0;
};

struct Drm {
  std::string id, label, rule;
  int value = 0;
  std::optional<int> artillery;  // the value instead when the firer is artillery
};

struct FormationDrm {
  std::string id, label, rule;
  int infantry = 0;  // against infantry (and artillery) targets
  int cavalry = 0;   // against cavalry targets
};

struct Weapon {
  std::string id, name, rule;
  std::string loading = "muzzle";  // its ammunition faces (AmmoFaces::loading)
  double close = 0, normal = 0, longest = 0;  // inches
  int drm = 0, close_drm = 0, melee_drm = 0;
  bool artillery = false, sharpshooter = false;
};

// The faces that run a firer low on ammunition when every die of its pool shows one (C-2, 4.1):
// `from` and up, by the loading of its weapon ("muzzle", "breech") or "repeaters".
struct AmmoFaces {
  std::string loading, label, rule;
  int from = 6;
};

struct MeleeMultiplier {
  std::string firer, target;  // "infantry", "cavalry"
  int times = 1;
};

// A morale point modifier (4.5): its value by fire and by charge (nothing where the chart has
// none), and what it is counted by (`per`: "stands", "regiments", "hits"; empty: once).
struct MoraleModifier {
  std::string id, label, rule, per;
  std::optional<int> fire, charge;
};

struct StatusBand {  // the loser's status roll (4.6 step 5)
  int from = 2, to = 12;
  std::string status, label;  // good, shaken, routed, captured
};

// The numbers of the charge procedure besides impact (4.6 steps 2, 3, 5 and 6).
struct ChargeRules {
  int infantry_bonus_dice = 1, cavalry_bonus_dice = 2;  // the charge bonus, d6 inches ([D])
  int attacker_fall_back_dice = 1;                      // the repulsed attacker, d6 inches
  int end_volley_dice = 2;                              // the end-of-charge volley (C-7)
  std::string rule;
  int volley_dice = 1;                      // the defensive volley's distance, d6 inches
  std::vector<std::string> volley_halved_for;  // qualities that fire at half the roll
  std::vector<Drm> volley_modifiers;        // on_charge_order, disordered, changing_formation, officer, works
  std::string volley_rule;
  int melee_dice = 3;                       // each side's dice in a melee round
  int support_first_round = 50, support_later = 100;  // percent of supporting figures that count
  std::string melee_rule;
};

// Officer casualties (option officer_casualties=loss_roll, [D]): the chart lists "officer killed"
// and "brigade commander lost" but gives no roll for them; this one follows seed 002's leader
// casualty roll (rules reference 6.1, "Leader casualties (6.7)"): an officer with a unit that
// loses figures rolls `dice` d6, less `per_stand_lost` for each stand the unit lost to it, and is
// killed at `killed_at_most` or under.
struct OfficerCasualty {
  int dice = 2, killed_at_most = 2, per_stand_lost = 1;
  std::string rule;
};

struct VolleyTables {
  std::string file;
  CasualtyTable casualties;
  int kill_dice = 1, kill_from = 4;  // 1*: one die, a casualty at 4 or more
  std::string kill_label, kill_rule;
  std::vector<AmmoFaces> ammo_faces;  // by loading; "muzzle" and "repeaters" always there
  std::string ammo_rule;
  int low_ammo_dice = -1;            // C-2: dice a firer low on ammunition loses
  int canister_cap = 5;              // most dice of artillery at canister range
  std::vector<PoolDie> pool_bases, pool_extras;
  std::vector<Drm> firer_drms, target_drms;
  std::vector<FormationDrm> formations;
  int formation_artillery = -1;      // C-5: the formation DRM when the firer is artillery
  std::string formation_artillery_rule;
  std::vector<Weapon> weapons;
  int small_arms_horse_to = 4, counter_battery_horse_to = 4;  // a hit on a battery: 1..N a horse
  std::string battery_rule;
  std::vector<MeleeMultiplier> melee;
  std::string melee_rule;
  std::map<std::string, int> base_morale;  // by quality: elite 2, veteran 3, green 4
  int natural_rout = 2, natural_rally = 12;
  std::string morale_rule;
  OfficerCasualty officer_casualty;
  std::vector<MoraleModifier> morale_modifiers;
  std::map<std::string, int> charge_formation;  // a formation's charge morale at impact
  std::map<std::string, std::string> charge_formation_rule;
  int infantry_support = -1, cavalry_support = -2;
  std::string impact_rule;
  std::vector<StatusBand> status_roll;
  std::string status_rule;
  ChargeRules charge;

  // By id; throw for an id the file lacks (the ids the code needs are checked on load).
  const PoolDie& pool_base(const std::string& id) const;
  const PoolDie& pool_extra(const std::string& id) const;
  const Drm& firer_drm(const std::string& id) const;
  const Drm& target_drm(const std::string& id) const;
  const FormationDrm& formation(const std::string& id) const;
  const Weapon* weapon(const std::string& id) const;  // nothing for an unknown id
  const AmmoFaces& ammo_faces_of(const std::string& loading) const;
  int melee_times(const std::string& firer, const std::string& target) const;  // 1 when unlisted
  const MoraleModifier& morale_modifier(const std::string& id) const;
  const StatusBand& status_for(int roll) const;
  const Drm& volley_modifier(const std::string& id) const;  // of <defensive_volley>  // the band of a 2d6 roll (checked whole on load)
};

struct VolleyTablesLoad {
  std::optional<VolleyTables> tables;  // set only without errors
  Diagnostics errors;
};

VolleyTablesLoad parse_volley_tables(const std::string& xml_text, const std::string& file);
VolleyTablesLoad load_volley_tables(const std::string& path);

}  // namespace hexfire::volley
