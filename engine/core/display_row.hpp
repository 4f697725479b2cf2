// One label/value line the rules give the players to read: a row of what a side sees of a
// system's flow ({"Drawn this turn", "Kanawha Brigade"}) or of a unit's state ({"O hits", "2"}).
#pragma once

#include <string>

namespace hexfire {

struct FlowRow {
  std::string label;
  std::string value;
  bool operator==(const FlowRow&) const = default;
};

}  // namespace hexfire
