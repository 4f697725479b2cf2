// Name and version shown in the window title and the about box.
#pragma once

namespace hexfire::game {

inline constexpr const char* kAppName = "Hexfire";
const char* app_version();

}  // namespace hexfire::game
