// Fireline's own flow state behind the seam's SystemFlow: the chit cup (secret), the chits drawn
// this turn, the chit acting, and which units have moved, fired, assaulted, rallied or reacted in
// the current activation or segment.
#pragma once

#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/core/strong_id.hpp"
#include "engine/flow/match.hpp"
#include "engine/flow/system_flow.hpp"

namespace hexfire::fireline {

// One chit of the cup: a formation's activation or a side's Horse Segment.
enum class ChitKind { Formation, Horse };
struct Chit {
  std::string key;    // "kanawha", "horse:usa"
  std::string label;  // "Kanawha Brigade (Union)"
  ChitKind kind = ChitKind::Formation;
  SideId side{};
  std::optional<OrgId> org;  // the formation; nothing for a horse chit or a side's loose units
  bool operator==(const Chit&) const = default;
};

struct FirelineFlow final : SystemFlow {
  std::optional<Chit> active_chit;  // the formation or horse segment acting
  std::vector<Chit> cup;            // undrawn: secret, never listed to either side
  std::vector<Chit> drawn;          // drawn or activated this turn, in order
  std::set<UnitId> moved, fired, assaulted, rallied, reacted;  // this activation / segment

  std::unique_ptr<SystemFlow> clone() const override { return std::make_unique<FirelineFlow>(*this); }
  std::string hash_text() const override;
  std::string acting() const override { return active_chit ? active_chit->label : std::string(); }
  // The chit acting, the chits drawn this turn and how many are left (never which).
  std::vector<FlowRow> rows_for(SideId viewer) const override;
  std::string unit_acted(UnitId unit, SideId viewer) const override;
  // The cup's order is the one secret here (fireline_hidden.cpp).
  void redraw_hidden(SideId viewer, Rng& rng) override;
};

// The fireline flow state of a match (a fireline match always has one).
FirelineFlow& fireline_flow(Match& m);
const FirelineFlow& fireline_flow(const Match& m);

}  // namespace hexfire::fireline
