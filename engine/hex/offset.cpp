// Offset <-> axial conversion for the four layouts, and board labels.
#include "engine/hex/offset.hpp"

#include <cstdio>

namespace hexfire {

const char* layout_name(OffsetLayout l) {
  switch (l) {
    case OffsetLayout::FlatOddQ: return "flat-odd-q";
    case OffsetLayout::FlatEvenQ: return "flat-even-q";
    case OffsetLayout::PointyOddR: return "pointy-odd-r";
    case OffsetLayout::PointyEvenR: return "pointy-even-r";
  }
  return "?";
}

std::optional<OffsetLayout> parse_layout(const std::string& s) {
  for (OffsetLayout l : {OffsetLayout::FlatOddQ, OffsetLayout::FlatEvenQ, OffsetLayout::PointyOddR,
                         OffsetLayout::PointyEvenR})
    if (s == layout_name(l)) return l;
  return std::nullopt;
}

// (v & 1) is 1 for odd v of either sign in two's complement, so these stay exact for negatives.
OffsetCoord to_offset(Hex h, OffsetLayout layout) {
  switch (layout) {
    case OffsetLayout::FlatOddQ: return {h.q, h.r + (h.q - (h.q & 1)) / 2};
    case OffsetLayout::FlatEvenQ: return {h.q, h.r + (h.q + (h.q & 1)) / 2};
    case OffsetLayout::PointyOddR: return {h.q + (h.r - (h.r & 1)) / 2, h.r};
    case OffsetLayout::PointyEvenR: return {h.q + (h.r + (h.r & 1)) / 2, h.r};
  }
  return {};
}

Hex from_offset(OffsetCoord c, OffsetLayout layout) {
  switch (layout) {
    case OffsetLayout::FlatOddQ: return {c.col, c.row - (c.col - (c.col & 1)) / 2};
    case OffsetLayout::FlatEvenQ: return {c.col, c.row - (c.col + (c.col & 1)) / 2};
    case OffsetLayout::PointyOddR: return {c.col - (c.row - (c.row & 1)) / 2, c.row};
    case OffsetLayout::PointyEvenR: return {c.col - (c.row + (c.row & 1)) / 2, c.row};
  }
  return {};
}

std::string hex_label(OffsetCoord c, const HexLabelFormat& fmt) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%0*d%0*d", fmt.digits, c.col + fmt.first_index, fmt.digits,
                c.row + fmt.first_index);
  return buf;
}

std::optional<OffsetCoord> parse_hex_label(const std::string& label, const HexLabelFormat& fmt) {
  if (fmt.digits <= 0 || label.size() != static_cast<std::size_t>(2 * fmt.digits)) return std::nullopt;
  int parts[2] = {0, 0};
  for (std::size_t i = 0; i < label.size(); ++i) {
    const char ch = label[i];
    if (ch < '0' || ch > '9') return std::nullopt;
    int& p = parts[i < static_cast<std::size_t>(fmt.digits) ? 0 : 1];
    p = p * 10 + (ch - '0');
  }
  if (parts[0] < fmt.first_index || parts[1] < fmt.first_index) return std::nullopt;
  return OffsetCoord{parts[0] - fmt.first_index, parts[1] - fmt.first_index};
}

}  // namespace hexfire
