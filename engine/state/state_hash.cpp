// Canonical state text and hash (see state_hash.hpp).
#include "engine/state/state_hash.hpp"

#include <cstdio>

namespace hexfire {

std::uint64_t fnv1a64(const std::string& bytes, std::uint64_t h) {
  for (const char c : bytes) {
    h ^= static_cast<unsigned char>(c);
    h *= 1099511628211ull;
  }
  return h;
}

std::string hash_hex(std::uint64_t h) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

std::string state_text(const GameState& s) {
  std::string out = "turn " + std::to_string(s.turn) + "/" + std::to_string(s.turn_count) + "\n";
  out += "rng " + s.rng.to_text() + "\n";
  const HexMap& map = s.map();
  for (const Unit& u : s.units()) {
    out += "unit " + std::to_string(u.id.value) + " " + u.name + " @" + (u.position ? map.label(*u.position) : "-") +
           " " + direction_name(u.facing) + " " + (u.reduced ? "reduced" : "full") +
           (u.system ? " " + u.system->hash_lead() : std::string()) + " " + status_name(u.status) +
           (u.eliminated ? " eliminated" : "");
    if (u.system) out += u.system->hash_trail();
    out += "\n";
  }
  for (int row = 0; row < map.height(); ++row)
    for (int col = 0; col < map.width(); ++col) {
      const Hex h = map.hex_at({col, row});
      const auto marks = map.markers(h);
      if (marks.empty()) continue;
      out += "markers " + map.label(h);
      for (MarkerId mk : marks) out += " " + std::to_string(mk.value);
      out += "\n";
    }
  return out;
}

std::uint64_t state_hash(const GameState& s) { return fnv1a64(state_text(s)); }

}  // namespace hexfire
