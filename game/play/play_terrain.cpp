// The hex inspector's terrain effects (issue 14, 3): what the hovered hex's terrain does for the
// selected stack (moving in, fire and assaults, sight, the hexsides it may not cross), asked of
// the rule system through PreviewProvider::terrain_effects, so each system states its own.
#include "game/play/play_screen.hpp"

namespace hexfire::game {

void PlayScreen::add_terrain_effects(Hex h, HexInfo& info) const {
  const GameState& s = match().state;
  std::vector<UnitId> units;
  if (selected_)
    for (UnitId u : s.stack_at(*selected_))
      if (!s.unit(u).eliminated) units.push_back(u);
  info.effects_for = units.empty() ? "any unit"
                                   : s.unit(units.front()).name + (units.size() > 1 ? "'s stack" : "");
  info.effects.clear();
  for (const TerrainEffect& e : previews_->terrain_effects(match(), h, units)) info.effects.emplace_back(e.what, e.effect);
}

}  // namespace hexfire::game
