// A canonical text of the rules state (units, map markers, turn, RNG) and its 64-bit FNV-1a
// hash. Saves record it and loading checks it after replaying the log; tests compare it.
#pragma once

#include <cstdint>
#include <string>

#include "engine/state/game_state.hpp"

namespace hexfire {

std::uint64_t fnv1a64(const std::string& bytes, std::uint64_t seed = 14695981039346656037ull);
std::string hash_hex(std::uint64_t h);  // 16 lowercase hex digits

// One line per item, stable across platforms and runs (no pointers, no unordered iteration).
std::string state_text(const GameState& s);
std::uint64_t state_hash(const GameState& s);

}  // namespace hexfire
