// A small column-shift situation for tests: the real assets/rules/column-shift.xml (ruleset and
// tables), an all-clear map, and helpers that shape terrain and place units by board label.
//
//   World w;                                        // 10x10, labels "0101".."1010"
//   w.terrain("0503", "woods").marker("0503", "entrenchment");
//   UnitId a = w.unit("0505", "infantry", w.allies, 6, 4);  // fire 6, range 4
//   FirePlan p = plan_direct_fire(w.state, w.tables, {}, {{a}, w.hex("0503")});
#pragma once

#include <memory>
#include <stdexcept>
#include <string>

#include "engine/io/ruleset_loader.hpp"
#include "engine/rules/column_shift/column_shift_tables.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/state/game_state.hpp"
#include "tests/support/labelled_map.hpp"

namespace hexfire::column_shift::testing {

inline std::string rules_path() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules/column-shift.xml"; }

inline std::shared_ptr<const Ruleset> load_rules() {
  auto r = load_ruleset(rules_path());
  if (!r.ok()) throw std::runtime_error("column-shift ruleset: " + format_diagnostics(r.errors));
  return r.ruleset;
}

inline ColumnShiftTables load_tables() {
  auto t = load_column_shift_tables(rules_path());
  if (!t.tables) throw std::runtime_error("column-shift tables: " + format_diagnostics(t.errors));
  return std::move(*t.tables);
}

struct World : test_support::LabelledMap<World> {
  std::shared_ptr<const Ruleset> rules = load_rules();
  ColumnShiftTables tables = load_tables();
  GameState state{rules, HexMap(10, 10)};
  SideId allies{}, axis{};

  World() {
    const TerrainId clear = *rules->find_terrain("clear");
    for (Hex h : state.map().all_hexes()) state.map().set_terrain(h, clear);
    allies = state.add_side({SideId{}, "allies", "Allies", "#2f4f8f"});
    axis = state.add_side({SideId{}, "axis", "Axis", "#6f6f6f"});
  }

  // A unit of `class_id` printing direct fire `fire` at range `range` (reduced side: half, rounded
  // down), morale 7 unless given (one less reduced). A leader's `fire` is his combat modifier; his morale modifier is 1.
  UnitId unit(const std::string& label, const std::string& class_id, SideId side, int fire, int range = 4,
              std::string name = {}, int morale = 7) {
    const auto c = rules->find_unit_class(class_id);
    if (!c) throw std::invalid_argument("no unit class " + class_id);
    UnitType t;
    t.id = class_id + "_" + std::to_string(state.unit_types().size());
    t.name = t.id;
    t.unit_class = *c;
    const bool leader = class_id == "leader";
    t.strength = leader ? 0 : fire;
    t.reduced_strength = leader ? 0 : fire / 2;
    t.morale = morale;
    t.reduced_morale = morale - 1;
    t.attributes["range"] = std::to_string(range);
    if (leader) t.attributes["combat"] = std::to_string(fire);
    if (leader) t.attributes["morale_mod"] = "1";
    Unit u;
    u.name = name.empty() ? class_id + " " + std::to_string(state.units().size() + 1) : std::move(name);
    u.type = state.add_unit_type(t);
    u.side = side;
    u.position = hex(label);
    return state.add_unit(u);
  }
};

}  // namespace hexfire::column_shift::testing
