// The play screen's rules reference (PlayScreen::reference_tables): every table the system prints
// and the terrain effects chart of its ruleset.
#include "engine/rules/terrain_chart.hpp"
#include "game/play/play_screen.hpp"

namespace hexfire::game {

std::vector<RulesTable> PlayScreen::reference_tables() const {
  std::vector<RulesTable> out = previews_->tables();
  for (RulesTable& t : terrain_effects_tables(match().state.ruleset())) out.push_back(std::move(t));
  return out;
}

}  // namespace hexfire::game
