// Atomic file writes for saves: the text goes to a temporary file in the same directory, is
// flushed to disk (fsync), then renamed over the target, so a crash or power cut at any moment
// leaves either the previous file or the new one, never a mix. Fault injection for tests.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace hexfire {

struct WriteFaults {
  std::optional<std::size_t> fail_after_bytes;   // report an I/O error after this many bytes
  std::optional<std::size_t> crash_after_bytes;  // _exit(3) after this many bytes (run in a child)
  bool fail_rename = false;                      // report an error instead of renaming
  std::size_t chunk = 4096;                      // bytes per write() call
};

// Nothing on success; otherwise what failed ("cannot create 'dir/x.tmp': Permission denied").
// On failure the temporary file is removed and `path` is untouched.
std::optional<std::string> write_file_atomic(const std::string& path, const std::string& content,
                                             const WriteFaults& faults = {});

// write_file_atomic over a file a person keeps: through a symlink (or a chain of them) to the file
// it names, the link left a link, and with the permission bits the file had (a new file gets the
// usual ones). `hexfire-lint --upgrade --in-place` and the scenario editor's save write so.
std::optional<std::string> write_file_in_place(const std::string& path, const std::string& content);

// Removes the temporary files interrupted saves left in `dir`: NAME.tmp.PID where NAME ends in
// ".hxsave" or is `target_name`, PID is a number and no process PID is running. Nothing else is
// touched (a live writer's file, other programs' files). Returns how many were removed.
std::size_t remove_stale_save_temps(const std::string& dir, const std::string& target_name = "");

// The whole file through read_bounded_file, or nothing with `why` ("PATH: what went wrong").
std::optional<std::string> read_whole_file(const std::string& path, std::string& why);

}  // namespace hexfire
