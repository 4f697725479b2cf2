// Where the game finds its data: <data dir>/assets and <data dir>/scenarios. The data dir is
// $HEXFIRE_DATA_DIR when set, else <executable's dir>/../share/hexfire (engine/io/data_dir.hpp):
// the install prefix's, or in a build tree the links to the source tree.
#pragma once

#include <string>

namespace hexfire::game {

std::string data_dir();
std::string rules_dir();               // <data>/assets/rules
std::string art_dir();                 // <data>/assets/art
std::string sound_dir();               // <data>/assets/sound
std::string default_scenario_path();   // <data>/scenarios/fireline/crossroads.xml
// The UI fonts: assets/fonts/ when present, else the system DejaVu fonts.
std::string font_path(bool bold);
// The condensed face for counter names (may not exist; callers fall back to font_path).
std::string condensed_font_path();

}  // namespace hexfire::game
