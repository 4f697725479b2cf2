// Fireline scenarios generated in memory at any size, for the tests and benchmarks of the limits
// (engine/io/limits.hpp): so many units, leaders, organizations, unit types, markers, objectives
// and reinforcements on a map of a given size, every one legal.
#pragma once

#include <cstdio>
#include <string>

namespace hexfire::test_support {

struct ScenarioShape {
  int width = 30;
  int height = 20;
  int units = 2;           // combat units, half a side; each in a hex of its own
  int leaders = 0;         // after the units, each in a hex of its own; commands an org while there are any
  int orgs = 2;            // top-level regiments, alternating sides (at least 2)
  int unit_types = 2;      // one leader type and unit_types - 1 infantry types (at least 2)
  int markers = 0;         // entrenchments, one a hex from the top-left corner
  int objectives = 0;      // one a hex from the top-left corner
  int reinforcements = 0;  // one unit each, on turn 2
  bool terrain_rows = false;  // write <terrain> and <elevation> rows for every hex
};

// "00010002": column 1, row 2 with four-digit labels counted from 1.
inline std::string generated_label(int col, int row) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%04d%04d", col + 1, row + 1);
  return buf;
}

// The hex of the k-th piece of a side: usa fills the west half column by column, csa the east.
inline std::string generated_side_hex(const ScenarioShape& s, int side, int k) {
  const int half = s.width / 2;
  const int cols = side == 0 ? half : s.width - half;
  return generated_label((side == 0 ? 0 : half) + k % cols, k / cols);
}

inline std::string generate_scenario(const ScenarioShape& s) {
  std::string x;
  x.reserve(static_cast<std::size_t>(s.units + s.leaders + s.orgs + s.unit_types) * 100 +
            (s.terrain_rows ? static_cast<std::size_t>(s.width + 1) * static_cast<std::size_t>(s.height) * 2 : 0));
  const auto n = [](long long v) { return std::to_string(v); };
  x += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  x += "<scenario format=\"1\" system=\"fireline\" turns=\"10\" seed=\"7\">\n";
  x += "  <title>Generated " + n(s.width) + "x" + n(s.height) + "</title>\n";
  x += "  <map width=\"" + n(s.width) + "\" height=\"" + n(s.height) +
       "\" label-digits=\"4\" default-terrain=\"clear\">\n";
  if (s.terrain_rows) {
    x += "    <legend char=\".\" terrain=\"clear\"/>\n    <legend char=\"w\" terrain=\"woods\"/>\n";
    x += "    <terrain>\n";
    for (int r = 0; r < s.height; ++r) {
      for (int c = 0; c < s.width; ++c) x += (c * 7 + r * 3) % 11 == 0 ? 'w' : '.';
      x += '\n';
    }
    x += "    </terrain>\n    <elevation>\n";
    for (int r = 0; r < s.height; ++r) {
      for (int c = 0; c < s.width; ++c) x += static_cast<char>('0' + (c / 10 + r / 10) % 4);
      x += '\n';
    }
    x += "    </elevation>\n";
  }
  for (int m = 0; m < s.markers; ++m)
    x += "    <marker type=\"entrenchment\" at=\"" + generated_label(m % s.width, m / s.width) + "\"/>\n";
  x += "  </map>\n";
  x += "  <sides>\n    <side key=\"usa\" name=\"Union\" color=\"#3b5b92\"/>\n"
       "    <side key=\"csa\" name=\"Confederate\" color=\"#8c8c84\"/>\n  </sides>\n";
  x += "  <unit-types>\n    <unit-type id=\"ldr\" class=\"leader\" strength=\"0\" morale=\"7\"/>\n";
  for (int t = 1; t < s.unit_types; ++t)
    x += "    <unit-type id=\"t" + n(t) + "\" class=\"infantry\" strength=\"5\" reduced-strength=\"3\" morale=\"6\" "
         "reduced-morale=\"4\"/>\n";
  x += "  </unit-types>\n  <organizations>\n";
  for (int o = 0; o < s.orgs; ++o)
    x += "    <org key=\"o" + n(o) + "\" name=\"Regiment " + n(o) + "\" level=\"regiment\" side=\"" +
         (o % 2 == 0 ? "usa" : "csa") + "\"/>\n";
  x += "  </organizations>\n";
  const int orgs_per_side = s.orgs / 2;
  const int infantry_types = s.unit_types - 1;
  for (int side = 0; side < 2; ++side) {
    x += std::string("  <units side=\"") + (side == 0 ? "usa" : "csa") + "\">\n";
    int k = 0;
    for (int i = side; i < s.units; i += 2, ++k)
      x += "    <unit name=\"u" + n(i) + "\" type=\"t" + n(1 + i % infantry_types) + "\" org=\"o" +
           n(2 * (k % orgs_per_side) + side) + "\" at=\"" + generated_side_hex(s, side, k) + "\"/>\n";
    for (int l = side; l < s.leaders; l += 2, ++k) {
      x += "    <leader name=\"l" + n(l) + "\" type=\"ldr\" at=\"" + generated_side_hex(s, side, k) + "\"";
      if (l < s.orgs) x += " commands=\"o" + n(l) + "\"";
      x += "/>\n";
    }
    x += "  </units>\n";
  }
  if (s.reinforcements > 0) {
    x += "  <reinforcements>\n";
    for (int r = 0; r < s.reinforcements; ++r)
      x += "    <reinforcement side=\"usa\" turn=\"2\" entry=\"" + generated_label(0, r % s.height) +
           "\">\n      <unit name=\"r" + n(r) + "\" type=\"t1\" org=\"o0\"/>\n    </reinforcement>\n";
    x += "  </reinforcements>\n";
  }
  x += "  <victory>\n";
  for (int o = 0; o < s.objectives; ++o)
    x += "    <objective at=\"" + generated_label(o % s.width, o / s.width) + "\" points=\"1\"/>\n";
  x += "    <elimination side=\"usa\" vp-per-sp=\"1\"/>\n  </victory>\n</scenario>\n";
  return x;
}

// The line (from 1) on which `needle` first occurs in `text`; 0 if it does not.
inline int line_of(const std::string& text, const std::string& needle) {
  const auto at = text.find(needle);
  if (at == std::string::npos) return 0;
  int line = 1;
  for (std::size_t i = 0; i < at; ++i)
    if (text[i] == '\n') ++line;
  return line;
}

}  // namespace hexfire::test_support
