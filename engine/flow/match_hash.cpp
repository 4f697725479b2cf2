// Canonical text and hash of a match (see match_hash.hpp).
#include "engine/flow/match_hash.hpp"

#include "engine/state/state_hash.hpp"

namespace hexfire {
std::string match_text(const Match& m) {
  const FlowState& f = m.flow;
  std::string out = state_text(m.state);
  out += "flow turn " + std::to_string(f.turn) + " phase " + f.phase + " seed " + std::to_string(m.seed) + "\n";
  // The system's text continues the "active" line with the key of who acts (SystemFlow::hash_text).
  out += "active " + (f.active_side ? std::to_string(f.active_side->value) : "-") + " " +
         (f.system ? f.system->hash_text() : "-\n");
  for (const Prompt& p : f.prompts) {
    out += "prompt " + p.id + " " + std::to_string(p.side.value);
    for (const Command& c : p.options) out += " [" + to_line(c) + "]";
    out += "\n";
  }
  for (const auto& [i, s] : f.objective_owner) out += "objective " + std::to_string(i) + " " + std::to_string(s.value) + "\n";
  out += "commands " + std::to_string(f.commands_applied) + (f.game_over ? " over " : " on ") +
         (f.winner ? std::to_string(f.winner->value) : "-") + "\n";
  return out;
}

std::uint64_t match_hash(const Match& m) { return fnv1a64(match_text(m)); }
std::string match_hash_hex(const Match& m) { return hash_hex(match_hash(m)); }

}  // namespace hexfire
