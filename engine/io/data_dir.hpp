// Where Hexfire's programs find their data (assets/ and scenarios/): $HEXFIRE_DATA_DIR when set,
// else <directory of the executable>/../share/hexfire. An installed game finds its prefix's
// share/hexfire there; a build in the tree finds build/<preset>/share/hexfire, which the build
// links to the source tree (CMakeLists.txt). No path is compiled into the programs.
#pragma once

#include <string>

namespace hexfire {

// The data directory from the two places to look, in order. The environment's value wins when it
// is set, even when it holds no data: the player asked for it, and the load errors will name it.
std::string choose_data_dir(const std::string& from_environment, const std::string& executable_path);

// choose_data_dir for this process: $HEXFIRE_DATA_DIR and the executable's real path
// (/proc/self/exe, so a symlink such as /usr/games/hexfire still leads to the install).
std::string data_dir_of_this_program();

}  // namespace hexfire
