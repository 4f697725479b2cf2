// What the computer opponent may not know of volley's flow (RuleSystem::redraw_hidden): the
// other side's orders until they are revealed. It plays on as if every such unit held: a plain
// guess that depends on nothing secret (which units have an order is public, their count shows).
#include "engine/core/rng.hpp"
#include "engine/rules/volley/volley_flow.hpp"

namespace hexfire::volley {

void VolleyFlow::redraw_hidden(SideId viewer, Rng& rng) {
  (void)rng;
  if (revealed) return;
  for (auto& [unit, order] : orders)
    if (owner_of(unit) != viewer) order = Order{OrderKind::Hold, ""};
}

}  // namespace hexfire::volley
