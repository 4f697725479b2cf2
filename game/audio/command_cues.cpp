#include "game/audio/command_cues.hpp"

#include <algorithm>

namespace hexfire::game {

namespace {

bool rolled(const Resolution& r) {
  return !r.dice.empty() || std::any_of(r.follow_ups.begin(), r.follow_ups.end(), rolled);
}

// Guns of the side that gave the command in the hexes the ledgers name: what the player sees
// fire, so what he hears.
bool artillery_fired(const GameState& s, const Command& c, const std::vector<Resolution>& resolutions) {
  for (const Resolution& r : resolutions)
    for (Hex h : r.hexes)
      if (s.map().contains(h))
        for (UnitId id : s.stack_at(h)) {
          const Unit& u = s.unit(id);
          if (u.eliminated || s.side(u.side).key != c.side) continue;
          if (s.ruleset().unit_class(s.unit_type(u.type).unit_class).artillery) return true;
        }
  return false;
}

}  // namespace

std::vector<std::string> command_cues(const GameState& after, CommandCue cue, const Command& c,
                                      const std::vector<Resolution>& resolutions, bool units_moved) {
  std::vector<std::string> out;
  const bool dice = std::any_of(resolutions.begin(), resolutions.end(), rolled);
  if ((cue == CommandCue::Fire || cue == CommandCue::Assault) && dice)
    out.push_back(cue == CommandCue::Fire && artillery_fired(after, c, resolutions) ? "artillery" : "volley");
  else if (dice)
    out.push_back("dice");
  // An assault's move into the hex is heard as its volley; any other move marches.
  if (units_moved && cue != CommandCue::Assault) out.push_back("march");
  return out;
}

}  // namespace hexfire::game
