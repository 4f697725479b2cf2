// What the computer opponent may not know of fireline's flow (RuleSystem::redraw_hidden): the
// order of the chits still in the cup. Which chits are left is public (every draw is announced),
// so the cup is put in one order that depends on nothing secret (formations by key, then the
// Horse chits in side order, where the alternating mode takes them from the front), and the
// formations are shuffled with the opponent's own RNG. Draws in chit-cup mode then come from the
// match RNG, which the caller has already drawn again.
#include <algorithm>

#include "engine/core/rng.hpp"
#include "engine/rules/fireline/fireline_flow.hpp"

namespace hexfire::fireline {

void FirelineFlow::redraw_hidden(SideId viewer, Rng& rng) {
  (void)viewer;  // nobody sees the cup's order, its own side included
  std::stable_sort(cup.begin(), cup.end(), [](const Chit& a, const Chit& b) {
    if (a.kind != b.kind) return a.kind == ChitKind::Formation;
    if (a.kind == ChitKind::Horse) return a.side.value < b.side.value;
    return a.key < b.key;
  });
  const auto formations = static_cast<int>(
      std::count_if(cup.begin(), cup.end(), [](const Chit& c) { return c.kind == ChitKind::Formation; }));
  for (int i = formations - 1; i > 0; --i)
    std::swap(cup[static_cast<std::size_t>(i)], cup[static_cast<std::size_t>(rng.below(i + 1))]);
}

}  // namespace hexfire::fireline
