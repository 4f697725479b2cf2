// The one way Hexfire reads an input file (scenario, ruleset, tables, save, command file,
// settings): regular files only, checked before a byte is read, and a size limit counted while
// reading, so a FIFO, a device or an endless file can neither hang the program nor fill memory.
#pragma once

#include <cstddef>
#include <optional>
#include <string>

namespace hexfire {

// The largest input file Hexfire reads. A scenario at the limits of docs/scenario-format.md is
// a few MiB, and a save with its scenario embedded twice that; 64 MiB is a mistake, not a map.
inline constexpr std::size_t kMaxInputFileBytes = 64u * 1024u * 1024u;

// Why a file could not be read: `what` is for a person and does not repeat the path
// ("a named pipe (FIFO), not a regular file: ...").
struct FileProblem {
  std::string path;
  std::string what;
  std::string message() const { return path + ": " + what; }  // "PATH: what"
};

// The whole file, or nothing with `problem` set. Refuses directories, FIFOs, sockets and
// devices (the check is made on the open descriptor, which is opened without blocking), and any
// file longer than `limit` bytes, however the file reports its size. Never throws.
std::optional<std::string> read_bounded_file(const std::string& path, FileProblem& problem,
                                             std::size_t limit = kMaxInputFileBytes);

// "64 MiB" or "1000 bytes": a limit as the messages state it.
std::string describe_byte_limit(std::size_t limit);

}  // namespace hexfire
