// Opens a save or a scenario from the command line (hexfire --load SAVE, hexfire --play).
#include "game/screens/load_start.hpp"

#include "game/screens/screen_stack.hpp"
#include "game/screens/staging.hpp"

namespace hexfire::game {

bool start_from_save(ScreenStack& screens, const std::string& save_path, std::string& error) {
  screens.set_save_path(save_path);
  if (screens.load_game(save_path)) return true;
  error = screens.status();
  screens.reset_to(ScreenId::Menu);
  return false;
}

bool start_from_scenario(ScreenStack& screens, const std::string& scenario_path, std::string& error) {
  // The picker's way in, so a bad file fails as it does there: caught, stated, the game running.
  if (screens.start_game(scenario_path)) return true;
  error = screens.status();
  screens.reset_to(ScreenId::Menu);
  return false;
}

bool stage_from_command_line(ScreenStack& screens, ScreenId id, const std::string& scenario_path, std::string& error) {
  if (stage_screen(screens, id, scenario_path, error)) return true;
  screens.reset_to(ScreenId::Menu);
  return false;
}

}  // namespace hexfire::game
