// What the computer opponent may not know of volley's flow (RuleSystem::redraw_hidden): the
// other side's orders until they are revealed. Which units have an order is public (their count
// shows), so the copy keeps those units and draws each one's order anew from the orders open to
// it (VolleySystem::orders_for, read from the public map), with the opponent's own RNG: a guess
// that depends on nothing secret, and varies between the copies so that the search weighs what
// the other side might have ordered. The flow alone cannot read the map, so it only clears them
// to Hold; the system then draws.
#include "engine/core/rng.hpp"
#include "engine/rules/volley/volley_flow.hpp"
#include "engine/rules/volley/volley_system.hpp"

namespace hexfire::volley {

void VolleyFlow::redraw_hidden(SideId viewer, Rng& rng) {
  (void)rng;
  if (revealed) return;
  for (auto& [unit, order] : orders)
    if (owner_of(unit) != viewer) order = Order{OrderKind::Hold, ""};
}

void VolleySystem::redraw_hidden(Match& m, SideId viewer, Rng& rng) const {
  RuleSystem::redraw_hidden(m, viewer, rng);
  auto* flow = dynamic_cast<VolleyFlow*>(m.flow.system.get());
  if (!flow || flow->revealed) return;
  for (auto& [unit, order] : flow->orders) {
    if (flow->owner_of(unit) == viewer) continue;
    const std::vector<Order> open = orders_for(m, unit);
    if (!open.empty()) order = open[static_cast<std::size_t>(rng.below(static_cast<int>(open.size())))];
  }
}

}  // namespace hexfire::volley
