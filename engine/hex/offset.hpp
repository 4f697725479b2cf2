// Offset coordinates in the four classic layouts, and board-style hex labels such as "0412".
#pragma once

#include <optional>
#include <string>

#include "engine/hex/hex.hpp"

namespace hexfire {

// Flat-top maps shift alternate columns; pointy-top maps shift alternate rows. "Odd" means the
// odd columns (rows) sit half a hex lower (further right) than the even ones.
enum class OffsetLayout { FlatOddQ, FlatEvenQ, PointyOddR, PointyEvenR };

const char* layout_name(OffsetLayout l);  // "flat-odd-q", "flat-even-q", "pointy-odd-r", "pointy-even-r"
std::optional<OffsetLayout> parse_layout(const std::string& s);
constexpr bool is_flat_top(OffsetLayout l) { return l == OffsetLayout::FlatOddQ || l == OffsetLayout::FlatEvenQ; }

struct OffsetCoord {
  int col = 0;
  int row = 0;
  bool operator==(const OffsetCoord&) const = default;
};

// Inline: every map look-up converts a hex. (v & 1) is 1 for odd v of either sign in two's
// complement, so these stay exact for negative coordinates.
constexpr OffsetCoord to_offset(Hex h, OffsetLayout layout) {
  switch (layout) {
    case OffsetLayout::FlatOddQ: return {h.q, h.r + (h.q - (h.q & 1)) / 2};
    case OffsetLayout::FlatEvenQ: return {h.q, h.r + (h.q + (h.q & 1)) / 2};
    case OffsetLayout::PointyOddR: return {h.q + (h.r - (h.r & 1)) / 2, h.r};
    case OffsetLayout::PointyEvenR: return {h.q + (h.r + (h.r & 1)) / 2, h.r};
  }
  return {};
}

constexpr Hex from_offset(OffsetCoord c, OffsetLayout layout) {
  switch (layout) {
    case OffsetLayout::FlatOddQ: return {c.col, c.row - (c.col - (c.col & 1)) / 2};
    case OffsetLayout::FlatEvenQ: return {c.col, c.row - (c.col + (c.col & 1)) / 2};
    case OffsetLayout::PointyOddR: return {c.col - (c.row - (c.row & 1)) / 2, c.row};
    case OffsetLayout::PointyEvenR: return {c.col - (c.row + (c.row & 1)) / 2, c.row};
  }
  return {};
}

// Board labels: column then row, each zero-padded to `digits`, counted from `first_index`
// ("0412" = column 4, row 12 with first_index 1 means offset col 3, row 11).
struct HexLabelFormat {
  int first_index = 1;
  int digits = 2;
};

std::string hex_label(OffsetCoord c, const HexLabelFormat& fmt);
// Parses a label made by hex_label; nothing if it is not 2 * digits decimal digits or a part
// falls below first_index.
std::optional<OffsetCoord> parse_hex_label(const std::string& label, const HexLabelFormat& fmt);

}  // namespace hexfire
