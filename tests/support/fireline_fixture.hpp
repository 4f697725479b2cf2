// Header-only fixture for fireline tests: the real assets/rules/fireline.xml (ruleset, tables,
// options), a small all-clear map and helpers to shape terrain and place units by board label.
//
//   hexfire::test_support::FirelineFixture f;            // 10x10, labels "0101".."1010"
//   f.terrain("0503", "woods").hexside("0503", HexDirection::S, "stone_wall");
//   UnitId a = f.unit("0505", "infantry", f.usa, 4, 5);  // 4 SP, morale 5
//   auto plan = plan_fire(f.state, f.ctx, {f.hex("0505"), f.hex("0503")});
#pragma once

#include <memory>
#include <stdexcept>
#include <string>

#include "engine/io/ruleset_loader.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/state/game_state.hpp"
#include "tests/support/labelled_map.hpp"

namespace hexfire::test_support {

inline std::string fireline_rules_path() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules/fireline.xml"; }

inline std::shared_ptr<const Ruleset> load_fireline_ruleset() {
  auto r = load_ruleset(fireline_rules_path());
  if (!r.ok()) throw std::runtime_error("fireline ruleset: " + format_diagnostics(r.errors));
  return r.ruleset;
}

inline fireline::FirelineContext load_fireline_context_for_tests(std::shared_ptr<const Ruleset> rules,
                                                                 const std::map<std::string, std::string>& overrides = {}) {
  auto c = fireline::load_fireline_context(std::move(rules), fireline_rules_path(), overrides);
  if (!c.ok()) throw std::runtime_error("fireline context: " + format_diagnostics(c.errors));
  return std::move(*c.context);
}

struct FirelineFixture : LabelledMap<FirelineFixture> {
  std::shared_ptr<const Ruleset> rules;
  fireline::FirelineContext ctx;
  GameState state;
  SideId usa{}, csa{};

  explicit FirelineFixture(int width = 10, int height = 10, const std::map<std::string, std::string>& options = {})
      : rules(load_fireline_ruleset()),
        ctx(load_fireline_context_for_tests(rules, options)),
        state(rules, HexMap(width, height)) {
    const TerrainId clear = *rules->find_terrain("clear");
    for (Hex h : state.map().all_hexes()) state.map().set_terrain(h, clear);
    usa = state.add_side({SideId{}, "usa", "Union", "#2f4f8f"});
    csa = state.add_side({SideId{}, "csa", "Confederate", "#8f8f8f"});
  }

  FirelineFixture& hexside(const std::string& label, HexDirection d, const std::string& id) {
    const auto f = rules->find_hexside_feature(id);
    if (!f) throw std::invalid_argument("no hexside feature " + id);
    state.map().add_hexside_feature(hex(label), d, *f);
    return *this;
  }

  // A unit of `class_id` with its own type: `sp` / `morale` on the full side, the reduced side
  // (0 SP = none) as given. Named "<class> <n>" unless a name is given.
  UnitId unit(const std::string& label, const std::string& class_id, SideId side, int sp, int morale,
              HexDirection facing = HexDirection::N, int reduced_sp = 0, int reduced_morale = 0,
              std::string name = {}) {
    const auto c = rules->find_unit_class(class_id);
    if (!c) throw std::invalid_argument("no unit class " + class_id);
    UnitType t;
    t.id = class_id + "_" + std::to_string(state.unit_types().size());
    t.name = t.id;
    t.unit_class = *c;
    t.strength = sp;
    t.morale = morale;
    t.reduced_strength = reduced_sp;
    t.reduced_morale = reduced_morale;
    const UnitTypeId type = state.add_unit_type(t);
    Unit u;
    u.name = name.empty() ? class_id + " " + std::to_string(state.units().size() + 1) : std::move(name);
    u.type = type;
    u.side = side;
    u.position = hex(label);
    u.facing = facing;
    return state.add_unit(u);
  }
  UnitId leader(const std::string& label, SideId side, std::string name = "Leader") {
    return unit(label, "leader", side, 0, 0, HexDirection::N, 0, 0, std::move(name));
  }
};

}  // namespace hexfire::test_support
