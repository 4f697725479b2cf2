// The two demonstration fields: 12 x 10, a village (town) on a low hill in the middle with an
// entrenchment before it, woods north and south, a swamp and a stretch of major river in the
// east. WWI: a British company group attacks a German one (1918); WWII: a Soviet rifle company
// group attacks German grenadiers (1943). Turn 6 is a night turn; the village is the objective.
#include "engine/rules/column_shift/demo_scenario.hpp"

#include <initializer_list>
#include <utility>

#include "engine/io/ruleset_loader.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"

namespace hexfire::column_shift {

namespace {

struct Builder {
  GameState& st;
  const Ruleset& rules;

  Hex at(int col, int row) const { return st.map().hex_at({col, row}); }
  void terrain(int col, int row, const char* id) {
    if (auto t = rules.find_terrain(id)) st.map().set_terrain(at(col, row), *t);
  }
  UnitTypeId type(const char* id, const char* cls, int strength, int morale, int movement, int range,
                  int leader_combat = 0) {
    UnitType t;
    t.id = id;
    t.name = id;
    t.unit_class = rules.find_unit_class(cls).value_or(UnitClassId{});
    const bool leader = rules.unit_class(t.unit_class).leader;
    t.strength = leader ? 0 : strength;
    t.reduced_strength = leader ? 0 : strength / 2;
    t.morale = morale;
    t.reduced_morale = morale - 1;
    t.movement = movement;
    t.attributes["range"] = std::to_string(range);
    if (leader) {
      t.command_range = 2;
      t.attributes["combat"] = std::to_string(leader_combat);
      t.attributes["morale_mod"] = "1";
    }
    return st.add_unit_type(t);
  }
  OrgId org(const char* key, const char* name, SideId side) {
    Organization o;
    o.key = key;
    o.name = name;
    o.level = "company group";
    o.side = side;
    return st.add_org(o);
  }
  // A unit at (col, row), or off the map (a reinforcement) when col < 0.
  UnitId unit(const char* name, UnitTypeId t, SideId s, OrgId o, int col, int row) {
    Unit u;
    u.name = name;
    u.type = t;
    u.side = s;
    u.org = o;
    if (col >= 0) u.position = at(col, row);
    const UnitId id = st.add_unit(u);
    if (st.is_leader(id)) st.org(o).leader = id;
    return id;
  }
};

struct Forces {
  const char* a_key;
  const char* a_name;
  const char* b_key;
  const char* b_name;
  const char* year;
};

}  // namespace

BuiltScenario column_shift_variant_demo(const std::string& rules_dir, const std::string& variant, OffsetLayout layout) {
  BuiltScenario out;
  if (variant != "ww1" && variant != "ww2") {
    out.errors.push_back({"", 0, "column-shift builds no demonstration map for variant '" + variant + "' (ww1, ww2)"});
    return out;
  }
  RulesetLoad rl = load_ruleset(ruleset_path(rules_dir, "column-shift"));
  if (!rl.ok()) {
    out.errors = rl.errors;
    return out;
  }
  const bool ww2 = variant == "ww2";
  GameState st(rl.ruleset, HexMap(12, 10, layout));
  Builder b{st, *rl.ruleset};
  for (Hex h : st.map().all_hexes()) b.terrain(st.map().offset_of(h).col, st.map().offset_of(h).row, "clear");
  for (auto [c, r] : {std::pair{5, 4}, {6, 4}, {5, 5}}) {
    b.terrain(c, r, "town");
    st.map().set_elevation(b.at(c, r), 1);
  }
  for (auto [c, r] : {std::pair{6, 5}, {4, 4}, {4, 5}}) st.map().set_elevation(b.at(c, r), 1);
  for (auto [c, r] : {std::pair{3, 0}, {4, 0}, {4, 1}, {5, 1}, {2, 8}, {3, 8}, {3, 9}, {7, 8}})
    b.terrain(c, r, "woods");
  for (auto [c, r] : {std::pair{9, 1}, {10, 1}, {9, 2}}) b.terrain(c, r, "swamp");
  for (int r = 6; r <= 9; ++r) b.terrain(10, r, "river");
  if (auto m = rl.ruleset->find_marker("entrenchment")) st.map().add_marker(b.at(6, 5), *m);

  const Forces f = ww2 ? Forces{"sov", "Soviet", "ger", "German", "1943"} : Forces{"brit", "British", "ger", "German", "1918"};
  const SideId a = st.add_side({SideId{}, f.a_key, f.a_name, "#8a6d3b"});
  const SideId g = st.add_side({SideId{}, f.b_key, f.b_name, "#6f7a6f"});
  const OrgId a1 = b.org("a1", ww2 ? "1st Rifle Company group" : "A Company group", a);
  const OrgId a2 = b.org("a2", ww2 ? "2nd Rifle Company group" : "B Company group", a);
  const OrgId g1 = b.org("g1", ww2 ? "Grenadier Kompanie" : "Infanterie Kompanie", g);

  const UnitTypeId inf = b.type("inf", "infantry", ww2 ? 6 : 8, 7, 4, ww2 ? 3 : 4);
  const UnitTypeId ldr = b.type("ldr", "leader", 0, 8, 4, 0, 1);
  const UnitTypeId mg = b.type("mg", ww2 ? "hmg" : "mg", 6, 7, 3, 6);
  const UnitTypeId mor = b.type("mor", "mortar", 4, 6, 2, 8);
  const UnitTypeId eng = b.type("eng", "engineer", 6, 8, 4, 3);
  const UnitTypeId wag = b.type("wag", "wagon", 0, 5, 5, 0);
  const UnitTypeId third = ww2 ? b.type("gun", "gun", 5, 6, 1, 8) : b.type("cav", "cavalry", 5, 7, 6, 3);

  // The attacker, west.
  b.unit(ww2 ? "Lt. Orlov" : "Capt. Hale", ldr, a, a1, 1, 4);
  b.unit(ww2 ? "1st Rifle Coy" : "A Company", inf, a, a1, 1, 4);
  b.unit(ww2 ? "2nd Rifle Coy" : "C Company", inf, a, a1, 2, 3);
  b.unit(ww2 ? "MG Platoon" : "Lewis guns", mg, a, a1, 1, 5);
  b.unit(ww2 ? "Lt. Petrov" : "Capt. Ross", ldr, a, a2, 1, 7);
  b.unit(ww2 ? "3rd Rifle Coy" : "B Company", inf, a, a2, 1, 7);
  b.unit("Sappers", eng, a, a2, 2, 7);
  b.unit(ww2 ? "Battalion gun" : "Yeomanry", third, a, a2, 0, 6);
  b.unit("Supply wagon", wag, a, a2, 0, 8);
  // Reinforcements: the attacker's mortar on turn 2 from the west edge, the defender's company on
  // turn 3 from the east.
  const UnitId a_mortar = b.unit(ww2 ? "Mortar Platoon" : "Stokes mortars", mor, a, a1, -1, 0);
  // The defender, in and about the village.
  b.unit(ww2 ? "Lt. Weber" : "Hptm. Brandt", ldr, g, g1, 5, 4);
  b.unit(ww2 ? "1. Zug" : "5. Kompanie", inf, g, g1, 5, 4);
  b.unit(ww2 ? "2. Zug" : "6. Kompanie", inf, g, g1, 6, 5);
  b.unit(ww2 ? "sMG Zug" : "MG-Zug", mg, g, g1, 6, 4);
  b.unit(ww2 ? "Granatwerfer" : "Minenwerfer", mor, g, g1, 8, 4);
  const UnitId g_reserve = b.unit(ww2 ? "3. Zug" : "7. Kompanie", inf, g, g1, -1, 0);
  for (const Unit& u : st.units()) column_shift_unit(st.unit_mut(u.id));
  column_shift_unit(st.unit_mut(*st.find_unit(ww2 ? "2. Zug" : "6. Kompanie"))).dug_in = true;
  st.turn_count = 6;

  ScenarioInfo info;
  info.source_path = "(demo " + variant + ")";
  info.title = std::string(ww2 ? "WWII" : "WWI") + " demonstration field, " + f.year;
  info.briefing = "Every column-shift terrain, a hill village behind an entrenchment, two company groups "
                  "with their leaders against one, reinforcements on turns 2 and 3; built in code.";
  info.rule_system = "column-shift";
  info.variant = variant;
  info.turns = 6;
  info.seed = ww2 ? 1943 : 1918;
  info.options["initiative"] = std::string(f.a_key) + ":1 " + f.b_key + ":0";
  info.options["night_turns"] = "6";
  info.reinforcements.push_back({2, a, b.at(0, 2), {a_mortar}});
  info.reinforcements.push_back({3, g, b.at(11, 4), {g_reserve}});
  info.victory.objectives.push_back({ww2 ? "Village" : "Morval", b.at(5, 4), 10, g});
  out.scenario.emplace(Scenario{info, std::move(st)});
  return out;
}

BuiltScenario column_shift_demo_map(const std::string& rules_dir, OffsetLayout layout) {
  return column_shift_variant_demo(rules_dir, "ww1", layout);
}

}  // namespace hexfire::column_shift
