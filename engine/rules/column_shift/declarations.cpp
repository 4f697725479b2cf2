#include "engine/rules/column_shift/declarations.hpp"

#include <algorithm>

#include "engine/rules/column_shift/data_reads.hpp"

namespace hexfire::column_shift {
namespace {

// A company of foot soldiers in good order: what may fix bayonets (not MG, mortars or guns).
bool good_order_infantry_company(const GameState& s, UnitId id) {
  return s.unit(id).status == UnitStatus::Good && class_attr(s, id, "arm") == "infantry" &&
         class_attr(s, id, "company") == "true" && !s.unit_class_of(id).mounted;
}

bool cold_steel_stack(const GameState& s, const std::vector<UnitId>& units) {
  bool any = false;
  for (UnitId id : units) {
    if (s.is_leader(id)) continue;
    if (!good_order_infantry_company(s, id)) return false;
    any = true;
  }
  return any;
}

}  // namespace

std::optional<Declaration> declaration_named(const std::string& word) {
  if (word == "charge") return Declaration::Charge;
  if (word == "cold_steel") return Declaration::ColdSteel;
  return std::nullopt;
}

const char* declaration_word(Declaration d) {
  return d == Declaration::Charge ? "charge" : d == Declaration::ColdSteel ? "cold_steel" : "";
}

std::string declared_text(Declaration d) {
  return d == Declaration::Charge ? " (charge)" : d == Declaration::ColdSteel ? " (cold steel)" : "";
}

std::vector<std::string> assault_words(const HexMap& map, Hex from, const std::vector<Hex>& run_up, Hex to, Declaration d) {
  std::vector<std::string> out{map.label(from)};
  for (Hex h : run_up) out.push_back(map.label(h));
  out.push_back(map.label(to));
  if (d != Declaration::None) out.push_back(declaration_word(d));
  return out;
}

void declare(AssaultSituation& a, Declaration d) {
  a.attacker_charging = d == Declaration::Charge;
  a.attacker_cold_steel = d == Declaration::ColdSteel;
}

std::optional<std::string> declaration_problem(const GameState& s, const ColumnShiftTables& t, const std::string& variant,
                                               const PlayOptions& o, Declaration d, const std::vector<UnitId>& units,
                                               const std::vector<Hex>& run_up, Hex to) {
  const HexMap& map = s.map();
  if (d != Declaration::Charge && !run_up.empty()) return std::string("only a charge crosses hexes before its assault");
  if (d == Declaration::None) return std::nullopt;
  const char* shift = d == Declaration::Charge ? "charging_cavalry" : "cold_steel";
  if (!t.assault_shift(variant, shift))
    return std::string("the ") + variant + " assault chart has no " + (d == Declaration::Charge ? "charge" : "cold steel");
  if (d == Declaration::ColdSteel) {
    if (!cold_steel_stack(s, units)) return std::string("cold steel is for good-order infantry companies only (no MG or artillery)");
    return std::nullopt;
  }
  // Charging cavalry.
  bool cavalry = false;
  for (UnitId id : units) {
    const Unit& u = s.unit(id);
    if (!s.unit_class_of(id).mounted) return u.name + " is not mounted: only mounted cavalry charge";
    if (u.status != UnitStatus::Good) return u.name + " is not in good order: only good-order cavalry charge";
    if (!s.is_leader(id) && class_attr(s, id, "arm") == "cavalry") cavalry = true;
  }
  if (!cavalry) return std::string("no cavalry in the stack to charge");
  if (static_cast<int>(run_up.size()) < o.charge_run_up)
    return "a charge crosses at least " + std::to_string(o.charge_run_up) +
           " clear hexes before the assault hex (option charge_run_up)";
  for (Hex h : run_up)
    if (!s.ruleset().terrain_type(map.terrain(h)).clear) return "a charge crosses clear terrain only: " + map.label(h) + " is not clear";
  const std::string cat = terrain_category(s, to);
  if (cat == "town" || cat == "woods") return "cavalry do not charge into " + cat + " (" + map.label(to) + ")";
  if (entrenched(s, to)) return "cavalry do not charge an entrenchment (" + map.label(to) + ")";
  return std::nullopt;
}

bool may_answer_cold_steel(const GameState& s, const std::vector<UnitId>& units) { return cold_steel_stack(s, units); }

}  // namespace hexfire::column_shift
