// A small volley scenario written out for a test: a strip three rows high of clear ground (or
// the rows given, `.` clear and `w` woods) with the hexside runs given (fences, walls), the Union
// and the Confederates, an infantry regiment type and a brigade officer type, and the units,
// reinforcements and victory lines the test puts in. Shared by the opponent's evaluation tests
// and volley's own.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "flow/flow_helpers.hpp"

namespace hexfire::test {

struct VolleyStrip {
  int width = 12;
  std::string title = "Volley strip";
  std::string terrain;   // the <terrain> rows, as written; empty: all clear
  std::string hexsides;  // <hexside-run> lines inside <map>, as written
  std::string orgs;      // <org> lines inside <organizations>, as written
  std::string usa, csa;  // each side's <unit> and <leader> lines
  std::string rest;      // after the units: <reinforcements>, <victory>
};

inline std::string volley_strip_text(const VolleyStrip& s) {
  const std::string terrain = s.terrain.empty() ? "" : "    <terrain>\n" + s.terrain + "\n    </terrain>\n";
  return R"(<?xml version="1.0" encoding="UTF-8"?>
<scenario format="2" system="volley" turns="4" seed="7">
  <title>)" + s.title + R"(</title>
  <map width=")" + std::to_string(s.width) +
         R"(" height="3" layout="flat-odd-q" label-first="1" label-digits="2" default-terrain="clear">
    <legend char="." terrain="clear"/>
    <legend char="w" terrain="woods"/>
)" + terrain + s.hexsides + R"(  </map>
  <sides>
    <side key="usa" name="Union" color="#3b5b92"/>
    <side key="csa" name="Confederate" color="#8f8f8f"/>
  </sides>
  <unit-types>
    <unit-type id="inf" name="Infantry regiment" class="infantry" strength="20"/>
    <unit-type id="bde" name="Brigade officer" class="brigade_officer" strength="0"/>
    <unit-type id="bty" name="Battery of Napoleons" class="artillery" strength="4"/>
  </unit-types>
)" + (s.orgs.empty() ? std::string() : "  <organizations>\n" + s.orgs + "\n  </organizations>\n") + R"(  <units side="usa">
    )" + s.usa + R"(
  </units>
  <units side="csa">
    )" + s.csa + R"(
  </units>
  )" + s.rest + R"(
</scenario>
)";
}

// The strip opened as a game with the rules of assets/rules and the `options` given.
inline std::unique_ptr<GameSession> open_volley_strip(const std::string& text,
                                                      std::map<std::string, std::string> options = {}) {
  SessionOpen o = GameSession::open_text({"strip.xml", rules_dir(), std::nullopt, std::move(options)}, text, "strip.xml");
  EXPECT_TRUE(o.session) << o.error;
  return std::move(o.session);
}

}  // namespace hexfire::test
