// The demonstration map: a ridge with slopes, woods, a marsh with its run, a stream, a
// crossroads, a railroad, walls, fences, abatis before a fieldwork, and two small armies.
#include "engine/rules/fireline/demo_scenario.hpp"

#include "engine/io/ruleset_loader.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"

#include <optional>

namespace hexfire::fireline {

namespace {

struct Builder {
  GameState& st;
  const Ruleset& rules;

  Hex at(int col, int row) const { return st.map().hex_at({col, row}); }
  void terrain(int col, int row, const char* id) {
    if (auto t = rules.find_terrain(id)) st.map().set_terrain(at(col, row), *t);
  }
  void side(int col, int row, HexDirection d, const char* id) {
    if (auto f = rules.find_hexside_feature(id)) st.map().add_hexside_feature(at(col, row), d, *f);
  }
  // A road through waypoints given as (col,row); each leg follows the hex line between them.
  void road(std::initializer_list<std::pair<int, int>> waypoints, const char* id) {
    const auto type = rules.find_road_type(id);
    if (!type) return;
    std::optional<Hex> prev;
    for (const auto& w : waypoints) {
      const Hex to = at(w.first, w.second);
      if (prev)
        for (const HexLineStep& step : hex_line(*prev, to)) {
          if (step.hex != *prev) st.map().add_road(*prev, step.hex, *type);
          prev = step.hex;
        }
      prev = to;
    }
  }
  UnitTypeId type(const char* id, const char* cls, int strength, int morale, int reduced_strength = 0) {
    UnitType t;
    t.id = id;
    t.name = id;
    t.unit_class = rules.find_unit_class(cls).value_or(UnitClassId{});
    t.strength = strength;
    t.reduced_strength = reduced_strength;
    t.morale = morale;
    t.reduced_morale = morale > 1 ? morale - 1 : morale;
    t.command_range = std::string(cls) == "leader" ? 3 : 0;
    return st.add_unit_type(t);
  }
  void unit(const char* name, UnitTypeId t, SideId s, int col, int row, HexDirection facing,
            UnitStatus status = UnitStatus::Good, int hits = 0, bool reduced = false) {
    Unit u;
    u.name = name;
    u.type = t;
    u.side = s;
    u.position = at(col, row);
    u.facing = facing;
    u.status = status;
    if (hits > 0) fireline_unit(u).o_hits = hits;
    u.reduced = reduced;
    st.add_unit(u);
  }
};

}  // namespace

BuiltScenario fireline_demo_map(const std::string& rules_dir, OffsetLayout layout) {
  BuiltScenario out;
  RulesetLoad rl = load_ruleset(ruleset_path(rules_dir, "fireline"));
  if (!rl.ok()) {
    out.errors = rl.errors;
    return out;
  }
  GameState st(rl.ruleset, HexMap(20, 14, layout));
  Builder b{st, *rl.ruleset};
  using D = HexDirection;
  for (Hex h : st.map().all_hexes()) b.terrain(st.map().offset_of(h).col, st.map().offset_of(h).row, "clear");

  // The ridge: level 1 with a level-2 crest, slopes on its western face.
  for (int c = 9; c <= 15; ++c)
    for (int r = 2; r <= 7; ++r) st.map().set_elevation(b.at(c, r), 1);
  for (int c = 11; c <= 13; ++c)
    for (int r = 3; r <= 5; ++r) st.map().set_elevation(b.at(c, r), 2);
  for (int r = 2; r <= 7; ++r) b.side(9, r, D::SW, "slope");
  for (int r = 3; r <= 7; ++r) b.side(9, r, D::NW, "slope");

  for (auto [c, r] : {std::pair{3, 2}, {4, 2}, {3, 3}, {4, 3}, {5, 3}, {2, 3}, {4, 4}, {12, 3}, {13, 4}, {12, 4},
                      {16, 10}, {17, 10}, {16, 11}, {17, 11}, {18, 11}, {17, 12}})
    b.terrain(c, r, "woods");
  for (auto [c, r] : {std::pair{2, 9}, {3, 9}, {2, 10}, {4, 10}, {3, 11}, {2, 11}}) b.terrain(c, r, "marsh");
  for (auto [c, r] : {std::pair{3, 10}, {4, 11}, {5, 11}}) b.terrain(c, r, "marsh_run");
  for (auto [c, r] : {std::pair{6, 12}, {7, 12}}) b.terrain(c, r, "run");
  b.terrain(14, 9, "fieldwork");
  for (int c = 0; c <= 19; c += 1)
    if (c >= 6 && c <= 8) b.terrain(c, 13, "creek");

  // A stream winding down from the ridge towards the creek.
  b.side(8, 9, D::NE, "stream");
  b.side(8, 9, D::SE, "stream");
  b.side(8, 10, D::NE, "stream");
  b.side(9, 11, D::N, "stream");
  b.side(9, 11, D::SW, "stream");
  b.side(8, 12, D::SE, "stream");

  // Walls, fences and abatis.
  for (int r = 8; r <= 10; ++r) b.side(11, r, D::SW, "stone_wall");
  b.side(5, 6, D::N, "fence");
  b.side(6, 5, D::SE, "fence");
  b.side(7, 6, D::N, "fence");
  b.side(14, 9, D::NW, "abatis");
  b.side(14, 9, D::SW, "abatis");
  b.side(14, 9, D::S, "abatis");

  // The crossroads: a pike running west-east and a road climbing the ridge.
  b.road({{0, 7}, {4, 5}, {7, 7}, {11, 8}, {15, 8}, {19, 9}}, "road");
  b.road({{7, 0}, {7, 7}, {8, 10}, {8, 12}}, "road");
  b.road({{10, 13}, {13, 11}, {16, 9}, {19, 8}}, "railroad");
  for (auto [c, r] : {std::pair{12, 11}, {13, 11}}) b.terrain(c, r, "rr_embankment");
  if (auto m = b.rules.find_marker("entrenchment")) st.map().add_marker(b.at(12, 9), *m);

  Side usa{SideId{}, "usa", "Union", "#3b5ba5"};
  Side csa{SideId{}, "csa", "Confederate", "#a7a9a2"};
  const SideId u = st.add_side(usa), c = st.add_side(csa);
  const UnitTypeId inf5 = b.type("inf_5", "infantry", 5, 6, 3), inf4 = b.type("inf_4", "infantry", 4, 5, 2);
  const UnitTypeId cav = b.type("cav_3", "cavalry", 3, 6, 2), art = b.type("art_2", "artillery", 2, 5);
  const UnitTypeId irr = b.type("irg_2", "irregular", 2, 4), ldr = b.type("ldr", "leader", 0, 0);
  b.unit("20th Maine", inf5, u, 6, 6, D::NE);
  b.unit("83rd Pa", inf4, u, 6, 6, D::NE, UnitStatus::Good, 1);
  b.unit("Vincent", ldr, u, 6, 6, D::NE);
  b.unit("44th NY", inf5, u, 7, 7, D::NE);
  b.unit("16th Mich", inf4, u, 5, 7, D::N, UnitStatus::Disrupted, 2);
  b.unit("Battery D", art, u, 8, 7, D::NE);
  b.unit("1st Me Cav", cav, u, 4, 9, D::N);
  b.unit("4th Alabama", inf5, c, 12, 6, D::SW);
  b.unit("15th Alabama", inf5, c, 11, 7, D::SW);
  b.unit("47th Alabama", inf4, c, 11, 7, D::SW, UnitStatus::Good, 0, true);
  b.unit("Law", ldr, c, 11, 7, D::SW);
  b.unit("5th Texas", inf4, c, 13, 8, D::SW, UnitStatus::Routed);
  b.unit("Reilly's Bty", art, c, 12, 4, D::SW);
  b.unit("Scouts", irr, c, 16, 10, D::NW);
  st.turn_count = 8;

  ScenarioInfo info;
  info.source_path = "(demo)";
  info.title = "Demonstration map";
  info.briefing = "Every kind of terrain, hexside, road and counter, built in code.";
  info.rule_system = "fireline";
  info.turns = 8;
  out.scenario.emplace(Scenario{info, std::move(st)});
  return out;
}

}  // namespace hexfire::fireline
