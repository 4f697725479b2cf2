// Test world for fireline2's movement, zone, command, isolation, assault and rally tests: the
// real ruleset and charts (assets/rules/fireline.xml), a small clear map, two sides, and
// helpers that place terrain, hexsides, roads and units by board label.
#pragma once

#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <stdexcept>
#include <string>

#include "engine/io/ruleset_loader.hpp"
#include "engine/rules/fireline/command.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/fireline/isolation.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline::testing {

inline std::string fireline_rules_path() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules/fireline.xml"; }

inline std::shared_ptr<const Ruleset> fireline_ruleset() {
  static const std::shared_ptr<const Ruleset> rules = [] {
    auto load = load_ruleset(fireline_rules_path());
    if (!load.ok()) throw std::runtime_error("assets/rules/fireline.xml did not load");
    return load.ruleset;
  }();
  return rules;
}

inline FirelineContext loaded_fireline_context(const std::map<std::string, std::string>& overrides) {
  auto load = load_fireline_context(fireline_ruleset(), fireline_rules_path(), overrides);
  if (!load.ok()) {
    std::string why;
    for (const auto& e : load.errors) why += e.message + "\n";
    throw std::runtime_error("fireline context did not load: " + why);
  }
  return std::move(*load.context);
}

// Each world gets hooks of its own (the isolation hook caches answers for one map); the loaded
// tables without overrides are read once, since property tests build thousands of worlds.
inline FirelineContext fireline_context(const std::map<std::string, std::string>& overrides = {}) {
  static const FirelineContext defaults = loaded_fireline_context({});
  FirelineContext ctx = overrides.empty() ? defaults : loaded_fireline_context(overrides);
  install_command_hook(ctx);
  install_isolation_hook(ctx);
  return ctx;
}

struct World {
  std::shared_ptr<const Ruleset> rules = fireline_ruleset();
  FirelineContext ctx;
  GameState state;
  SideId usa, csa;
  OrgId usa_bde, usa_regt, usa_regt2, csa_regt;

  explicit World(int width = 8, int height = 8, const std::map<std::string, std::string>& overrides = {})
      : ctx(fireline_context(overrides)), state(rules, HexMap(width, height)) {
    for (Hex h : state.map().all_hexes()) state.map().set_terrain(h, terrain_id("clear"));
    usa = state.add_side({SideId{}, "usa", "Union", "#2f4f8f"});
    csa = state.add_side({SideId{}, "csa", "Confederate", "#8f8f8f"});
    usa_bde = state.add_org({OrgId{}, "1bde", "1st Brigade", "brigade", usa, std::nullopt, std::nullopt});
    usa_regt = state.add_org({OrgId{}, "12oh", "12th Ohio", "regiment", usa, usa_bde, std::nullopt});
    usa_regt2 = state.add_org({OrgId{}, "14oh", "14th Ohio", "regiment", usa, usa_bde, std::nullopt});
    csa_regt = state.add_org({OrgId{}, "5va", "5th Virginia", "regiment", csa, std::nullopt, std::nullopt});
  }

  // Rebuild the context with option overrides (the hooks are installed again).
  void options(const std::map<std::string, std::string>& overrides) { ctx = fireline_context(overrides); }

  Hex hex(const std::string& label) const {
    const auto h = state.map().parse_label(label);
    if (!h) throw std::invalid_argument("no hex " + label);
    return *h;
  }
  TerrainId terrain_id(const std::string& id) const { return *rules->find_terrain(id); }
  World& terrain(const std::string& label, const std::string& id) {
    state.map().set_terrain(hex(label), terrain_id(id));
    return *this;
  }
  World& elevation(const std::string& label, int level) {
    state.map().set_elevation(hex(label), level);
    return *this;
  }
  World& hexside(const std::string& a, const std::string& b, const std::string& feature) {
    const auto d = direction_to(hex(a), hex(b));
    if (!d) throw std::invalid_argument(a + " and " + b + " are not adjacent");
    state.map().add_hexside_feature(hex(a), *d, *rules->find_hexside_feature(feature));
    return *this;
  }
  World& road(const std::string& a, const std::string& b, const std::string& type = "road") {
    state.map().add_road(hex(a), hex(b), *rules->find_road_type(type));
    return *this;
  }

  // A unit of `cls` ("infantry", "cavalry", "artillery", "leader") with its own type.
  UnitId unit(const std::string& name, const std::string& cls, SideId side, const std::string& label, int sp = 4,
              int morale = 5, std::optional<OrgId> org = std::nullopt) {
    UnitType t;
    t.id = name + "_type";
    t.name = name;
    t.unit_class = *rules->find_unit_class(cls);
    t.strength = sp;
    t.reduced_strength = sp > 1 ? sp / 2 : 0;
    t.morale = morale;
    t.reduced_morale = morale > 1 ? morale - 1 : 0;
    const UnitTypeId type = state.add_unit_type(t);
    Unit u;
    u.name = name;
    u.type = type;
    u.side = side;
    u.org = org ? org : (side == usa ? std::optional<OrgId>(usa_regt) : std::optional<OrgId>(csa_regt));
    u.position = hex(label);
    return state.add_unit(u);
  }
  UnitId usa_inf(const std::string& name, const std::string& label, int sp = 4, int morale = 5) {
    return unit(name, "infantry", usa, label, sp, morale);
  }
  UnitId csa_inf(const std::string& name, const std::string& label, int sp = 4, int morale = 5) {
    return unit(name, "infantry", csa, label, sp, morale);
  }
  // A leader commanding `org` (the USA regiment unless told otherwise).
  UnitId usa_leader(const std::string& name, const std::string& label, std::optional<OrgId> org = std::nullopt) {
    const OrgId o = org.value_or(usa_regt);
    const UnitId id = unit(name, "leader", usa, label, 0, 0, o);
    state.org(o).leader = id;
    return id;
  }
  World& status(UnitId id, UnitStatus s) {
    state.unit_mut(id).status = s;
    return *this;
  }
  std::vector<Hex> hexes(std::initializer_list<const char*> labels) const {
    std::vector<Hex> out;
    for (const char* l : labels) out.push_back(hex(l));
    return out;
  }
  std::string label(Hex h) const { return state.map().label(h); }
};

}  // namespace hexfire::fireline::testing
