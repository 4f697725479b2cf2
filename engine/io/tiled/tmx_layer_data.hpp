// A Tiled tile layer's <data> text turned into its cells' tile GIDs: CSV, base64, and base64 of
// zlib- or gzip-compressed bytes. The map's size fixes the exact length expected, so a header
// number can never make the reader allocate more than the map itself needs.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hexfire::tiled {

// The GID of one cell with Tiled's flip and rotation flags (the top four bits) masked off.
constexpr std::uint32_t kGidFlagBits = 0xF0000000u;
constexpr std::uint32_t without_flip_bits(std::uint32_t gid) { return gid & ~kGidFlagBits; }

// `cells` GIDs (flags still set) from a <data> element's text, or nothing with `why` set
// ("the zlib data is truncated ...").
std::optional<std::vector<std::uint32_t>> decode_layer_data(const std::string& text, const std::string& encoding,
                                                            const std::string& compression, std::size_t cells,
                                                            std::string& why);

// Strict base64 (RFC 4648 alphabet, '=' padding); blanks between characters are skipped.
std::optional<std::string> decode_base64(const std::string& text, std::string& why);

}  // namespace hexfire::tiled
