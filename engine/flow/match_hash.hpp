// The state hash of a whole match: the rules state (state_hash.hpp) plus the flow state (turn,
// phase, cup, who has acted, prompts, objective holders, result). Saves store it; loading
// replays the log and compares.
#pragma once

#include <cstdint>
#include <string>

#include "engine/flow/match.hpp"

namespace hexfire {

std::string match_text(const Match& m);
std::uint64_t match_hash(const Match& m);
std::string match_hash_hex(const Match& m);

}  // namespace hexfire
