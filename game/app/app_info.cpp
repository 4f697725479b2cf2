// Version string of the build.
#include "game/app/app_info.hpp"

namespace hexfire::game {

const char* app_version() { return "0.1.0"; }

}  // namespace hexfire::game
