// hexfire-lint --upgrade: a scenario file rewritten in the newest format (format_upgrade.hpp)
// through the document writer, comments kept, checked to load to the same game before it is
// written, and written atomically.
#pragma once

#include <string>

namespace hexfire::lint {

// `out`: the file to write ("" writes to stdout); it may be `file` itself (--in-place).
// Returns the exit status: 0 written, 1 the file has errors, is of a newer format or cannot be
// written (the reason on stderr).
int upgrade_file(const std::string& file, const std::string& out, const std::string& rules_dir);

}  // namespace hexfire::lint
