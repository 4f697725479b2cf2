// Offset <-> axial conversion for the four layouts, and board labels.
#include "engine/hex/offset.hpp"

#include <algorithm>

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

namespace {

// Zero-padded decimal of v in at least `digits` places; by hand because labels are built in
// line-of-sight explanations and snprintf dominated their cost.
void append_padded(std::string& out, int v, int digits) {
  if (v < 0) {
    out += '-';
    v = -v;
  }
  char buf[16];
  int len = 0;
  do {
    buf[len++] = static_cast<char>('0' + v % 10);
    v /= 10;
  } while (v > 0 && len < 16);
  for (int i = len; i < digits; ++i) out += '0';
  while (len > 0) out += buf[--len];
}

}  // namespace

std::string hex_label(OffsetCoord c, const HexLabelFormat& fmt) {
  std::string out;
  out.reserve(static_cast<std::size_t>(2 * std::max(fmt.digits, 4)));
  append_padded(out, c.col + fmt.first_index, fmt.digits);
  append_padded(out, c.row + fmt.first_index, fmt.digits);
  return out;
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
