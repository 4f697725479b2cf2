// SHA-256 (FIPS 180-4), for the commitments that seal a side's secret orders in a save
// (engine/flow/sealed_secrets.hpp). FNV-1a, the state hash, is for spotting damage and is easily
// forged; a commitment must not let the other player find orders that match it.
#pragma once

#include <string>
#include <string_view>

namespace hexfire {

// The digest of `bytes` as 64 lowercase hex digits.
std::string sha256_hex(std::string_view bytes);

}  // namespace hexfire
