#include "engine/rules/column_shift/armour.hpp"

#include <algorithm>

#include "engine/rules/column_shift/carriers.hpp"
#include "engine/rules/column_shift/data_reads.hpp"

namespace hexfire::column_shift {
namespace {

bool undemoralized(const GameState& s, UnitId id) { return s.unit(id).status != UnitStatus::Demoralized; }

// Seed 002 names "German and Soviet Guard AFVs": the unit type's nation says which.
bool german_or_soviet_guards(const GameState& s, UnitId id) {
  const std::string nation = type_word(s, id, "nation");
  return nation == "german" || (nation == "soviet" && type_word(s, id, "guards") == "true");
}

// Infantry in the chart's sense: a combat unit of the infantry arm, not an HMG ("except HMG",
// the classes that count half without infantry), on foot.
bool infantry(const GameState& s, UnitId id) {
  return !s.is_leader(id) && class_attr(s, id, "arm") == "infantry" && class_attr(s, id, "assault_half") != "true" &&
         !s.unit_class_of(id).mounted && !carried(s, id);
}

bool qualifies_b1(const GameState& s, AfvInfantryReading reading, UnitId id) {
  if (!is_afv(s, id) || !undemoralized(s, id)) return false;
  if (reading == AfvInfantryReading::Nations) return german_or_soviet_guards(s, id);
  return class_attr(s, id, "afv") == "closed" || german_or_soviet_guards(s, id);
}

}  // namespace

bool is_afv(const GameState& s, UnitId id) {
  const std::string afv = class_attr(s, id, "afv");
  return afv == "closed" || afv == "open";
}

std::vector<ArmourShift> armour_shifts(const GameState& s, AfvInfantryReading reading, Hex hex,
                                       const std::vector<UnitId>& own, const std::vector<UnitId>& enemy) {
  std::vector<ArmourShift> out;
  const std::string label = s.map().label(hex);
  // "Side includes undemoralized closed-top AFVs and infantry (except HMG)" (B-1 for who counts).
  const auto afv = std::find_if(own.begin(), own.end(), [&](UnitId id) { return qualifies_b1(s, reading, id); });
  const bool with_infantry =
      std::any_of(own.begin(), own.end(), [&](UnitId id) { return infantry(s, id) && undemoralized(s, id); });
  if (afv != own.end() && with_infantry)
    out.push_back({"afv_with_infantry", ModifierSource::of_unit(*afv, hex),
                   s.unit(*afv).name + (class_attr(s, *afv, "afv") == "closed" ? " (closed-top)" : " (German or Soviet Guards)") +
                       " with undemoralized infantry" +
                       (reading == AfvInfantryReading::Nations ? " (option afv_infantry=nations)" : "")});
  // "Assaults against enemy AFVs in town or woods without supporting dismounted enemy infantry."
  const std::string cat = terrain_category(s, hex);
  const auto enemy_afv = std::find_if(enemy.begin(), enemy.end(), [&](UnitId id) { return is_afv(s, id); });
  const bool supported = std::any_of(enemy.begin(), enemy.end(), [&](UnitId id) { return infantry(s, id); });
  if ((cat == "town" || cat == "woods") && enemy_afv != enemy.end() && !supported)
    out.push_back({"enemy_afv_unsupported", ModifierSource::at_hex(hex, cat),
                   "enemy AFVs in " + label + " (" + cat + ") without dismounted infantry"});
  // "Assault against an infantry unit riding an AFV."
  const auto rider = std::find_if(enemy.begin(), enemy.end(), [&](UnitId id) {
    const auto on = carrier_of(s, id);
    return on && is_afv(s, *on) && class_attr(s, id, "arm") == "infantry";
  });
  if (rider != enemy.end())
    out.push_back({"enemy_riding_afv", ModifierSource::of_unit(*rider, hex),
                   s.unit(*rider).name + " rides on " + s.unit(*carrier_of(s, *rider)).name});
  return out;
}

bool afv_loss_owed(const CellResult& cell) { return cell.code == "2M2" || cell.code == "3M2"; }

}  // namespace hexfire::column_shift
