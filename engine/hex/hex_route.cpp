#include "engine/hex/hex_route.hpp"

#include <algorithm>
#include <cstddef>

namespace hexfire {

std::vector<Hex> hex_by_hex(const std::vector<Hex>& route) {
  std::vector<Hex> out;
  for (Hex h : route) {
    if (!out.empty() && distance(out.back(), h) > 1) {
      const std::vector<HexLineStep> line = hex_line(out.back(), h);
      for (std::size_t i = 1; i + 1 < line.size(); ++i)
        if (distance(out.back(), line[i].hex) == 1) out.push_back(line[i].hex);
    }
    if (out.empty() || out.back() != h) out.push_back(h);
  }
  return out;
}

std::vector<Hex> route_between(const std::vector<Hex>& named, Hex from, Hex to) {
  const auto end = std::find(named.rbegin(), named.rend(), to);
  if (end != named.rend()) {
    const std::size_t last_to = named.size() - 1 - static_cast<std::size_t>(end - named.rbegin());
    for (std::size_t i = last_to; i-- > 0;)
      if (named[i] == from)
        return hex_by_hex({named.begin() + static_cast<std::ptrdiff_t>(i),
                           named.begin() + static_cast<std::ptrdiff_t>(last_to) + 1});
  }
  return hex_by_hex({from, to});
}

}  // namespace hexfire
