// A problem found in an input file, located for a person: file, line, and the hex or unit.
// to_string() escapes control characters and bounds the length (text_escape.hpp), so quoting a
// file is always safe.
#pragma once

#include <string>
#include <vector>

namespace hexfire {

struct Diagnostic {
  std::string file;
  int line = 0;         // 0 when the problem is with the file as a whole
  std::string message;  // names the hex or unit concerned where there is one

  // "scenarios/x.xml:41: unit '3/12 Ohio' at 3112: hex is off the map (map is 30x20)"
  std::string to_string() const;
};

using Diagnostics = std::vector<Diagnostic>;

std::string format_diagnostics(const Diagnostics& d);  // one per line

}  // namespace hexfire
