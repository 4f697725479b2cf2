// The scenario text of a column-shift test field: what varies from test to test (the units, the
// map's features, options, unit types) goes in a Field; the rest is the same in every one: two
// sides a (Allies) and b (Axis), side a always first (initiative a:5), an all-clear flat-odd-q
// map and the infantry company type `inf`.
#pragma once

#include <string>

namespace hexfire::test::cs {

struct Field {
  std::string title = "Test field";
  std::string variant = "ww1";
  int turns = 2, seed = 7;
  int width = 8, height = 8;
  std::string options;    // <option> elements after side a's initiative
  std::string map;        // <hex>, <marker> ... inside <map>; empty: the map closes at once
  std::string inf_range = "4";
  std::string types;      // <unit-type> elements beyond `inf`
  std::string side_a;     // <unit> and <leader> elements of each side
  std::string side_b;
  std::string rest;       // <reinforcements>, <victory> ...
};

inline std::string field_text(const Field& f) {
  std::string t = R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="1" system="column-shift" variant=")" +
                  f.variant + R"(" turns=")" + std::to_string(f.turns) + R"(" seed=")" + std::to_string(f.seed) + R"(">
  <title>)" + f.title + R"(</title>
  <options><option name="initiative" value="a:5"/>)" +
                  f.options + R"(</options>
  <map width=")" + std::to_string(f.width) + R"(" height=")" + std::to_string(f.height) +
                  R"(" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear")";
  t += f.map.empty() ? "/>\n" : ">\n" + f.map + "\n  </map>\n";
  t += R"(  <sides>
    <side key="a" name="Allies" color="#3b5b92"/>
    <side key="b" name="Axis" color="#8c8c84"/>
  </sides>
  <unit-types>
    <unit-type id="inf" class="infantry" strength="8" reduced-strength="4" morale="7" reduced-morale="6" movement="4" range=")" +
       f.inf_range + R"("/>
)" + f.types + R"(
  </unit-types>
  <units side="a">
)" + f.side_a + R"(
  </units>
  <units side="b">
)" + f.side_b + R"(
  </units>
)" + f.rest + R"(
</scenario>
)";
  return t;
}

}  // namespace hexfire::test::cs
