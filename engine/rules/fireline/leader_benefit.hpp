// Which leader, if any, gives a stack the morale schedule's "Stacked with Leader (+1)" (5.4):
// "Small Arms stack can receive the benefits of 1 leader only (Army, Senior, Junior, as
// appropriate). Artillery receives the benefits of any leader, regardless of affiliation."
#pragma once

#include <optional>
#include <string>

#include "engine/hex/hex.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::fireline {

struct LeaderBenefit {
  std::optional<UnitId> leader;  // the one leader whose +1 the stack takes
  std::string why;               // the reason, or why no leader in the hex qualifies
};

// A leader's affiliation is the organization he commands (else his own). He is appropriate to a
// small-arms stack when that organization is, or contains, the organization of every small-arms
// unit of the stack, or when his rank is army (the whole of his side); where neither he nor the
// units have an organization (code-built maps) he counts. An all-artillery stack
// takes any leader in the hex. Junior leaders are preferred, then senior, then army: the benefit
// is one +1 whichever gives it.
LeaderBenefit leader_benefit(const GameState& s, Hex h);

}  // namespace hexfire::fireline
