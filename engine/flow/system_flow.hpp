// A rule system's own flow state (fireline: the chit cup and who has acted this activation;
// later column-shift's impulses or volley's secret orders). The shared flow copies it, hashes it
// and shows it per side through this interface without knowing what is in it.
#pragma once

#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/clone_box.hpp"
#include "engine/core/display_row.hpp"
#include "engine/core/strong_id.hpp"

namespace hexfire {

class Rng;

class SystemFlow {
 public:
  virtual ~SystemFlow() = default;
  virtual std::unique_ptr<SystemFlow> clone() const = 0;
  // Every field, secret ones included, in a fixed order: hashed with the match and saved in
  // snapshots. The first word is the key of who is acting now, or '-'.
  virtual std::string hash_text() const = 0;
  // Who is acting now, for people ("Kanawha Brigade (Union)"); empty when nobody in particular.
  virtual std::string acting() const = 0;
  // What `viewer` may see. The rule of hidden information lives here and nowhere else: never
  // another side's secrets (undrawn chits, orders not yet revealed).
  virtual std::vector<FlowRow> rows_for(SideId viewer) const = 0;
  // What the unit has done in the current activation or phase ("moved, fired"), as `viewer` may
  // know it, for the stack inspector; empty when nothing (or nothing `viewer` may see).
  virtual std::string unit_acted(UnitId unit, SideId viewer) const = 0;
  // A short legend the unit's counter shows `viewer` for its standing in the flow (volley: the
  // order its owner gave, "HOLD"; the other side's once revealed); empty for none.
  virtual std::string unit_badge(UnitId unit, SideId viewer) const {
    (void)unit;
    (void)viewer;
    return {};
  }
  // The computer opponent's determinization (engine/ai/): replaces everything `viewer` may not
  // know (what rows_for keeps from it) with values drawn from `rng`, so that a search on the copy
  // cannot depend on another side's secrets. Called on copies only. Default: no secrets here.
  virtual void redraw_hidden(SideId viewer, Rng& rng) {
    (void)viewer;
    (void)rng;
  }
};

// Value semantics for a SystemFlow, so its holder stays copyable.
using SystemFlowBox = CloneBox<SystemFlow>;

}  // namespace hexfire
