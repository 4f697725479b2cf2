// Bounded reading of input files (see bounded_file.hpp). POSIX, like the rest of the build.
#include "engine/io/bounded_file.hpp"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <new>
#include <stdexcept>

namespace hexfire {
namespace {

// What a file that is not a regular file is, in words.
std::string kind_of(mode_t mode) {
  if (S_ISDIR(mode)) return "a directory";
  if (S_ISFIFO(mode)) return "a named pipe (FIFO)";
  if (S_ISCHR(mode)) return "a character device";
  if (S_ISBLK(mode)) return "a block device";
  if (S_ISSOCK(mode)) return "a socket";
  return "not a regular file";
}

std::string not_regular(mode_t mode) {
  return kind_of(mode) + ", not a regular file: Hexfire reads only regular files";
}

// Closes the descriptor on every way out.
struct Fd {
  int fd = -1;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

std::string describe_byte_limit(std::size_t limit) {
  constexpr std::size_t kMiB = 1024u * 1024u;
  if (limit >= kMiB && limit % kMiB == 0) return std::to_string(limit / kMiB) + " MiB";
  return std::to_string(limit) + " bytes";
}

std::optional<std::string> read_bounded_file(const std::string& path, FileProblem& problem, std::size_t limit) {
  problem = {path, ""};
  auto fail = [&](std::string what) -> std::optional<std::string> {
    problem.what = std::move(what);
    return std::nullopt;
  };
  // A first look by name, so a FIFO or a device is refused before it is even opened (opening
  // some devices has effects of its own).
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) return fail(std::string("cannot open: ") + std::strerror(errno));
  if (!S_ISREG(st.st_mode)) return fail(not_regular(st.st_mode));
  // Then on the descriptor itself, in case the name was swapped in between; O_NONBLOCK so that
  // opening a FIFO put there meanwhile returns at once instead of waiting for a writer.
  Fd f;
  f.fd = ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
  if (f.fd < 0) return fail(std::string("cannot open: ") + std::strerror(errno));
  if (::fstat(f.fd, &st) != 0) return fail(std::string("cannot read: ") + std::strerror(errno));
  if (!S_ISREG(st.st_mode)) return fail(not_regular(st.st_mode));
  const std::string too_large = "larger than " + describe_byte_limit(limit) + ", the limit for Hexfire's input files";
  try {
    std::string out;
    // The reported size is only a hint for the first allocation; the limit is counted below.
    if (st.st_size > 0) out.reserve(std::min(static_cast<std::size_t>(st.st_size), limit) + 1);
    char buf[64 * 1024];
    for (;;) {
      // One byte past the limit is enough to know the file is too large.
      const std::size_t want = std::min(sizeof buf, limit + 1 - out.size());
      const ssize_t n = ::read(f.fd, buf, want);
      if (n < 0) {
        if (errno == EINTR) continue;
        return fail(std::string("cannot read: ") + std::strerror(errno));
      }
      if (n == 0) break;
      out.append(buf, static_cast<std::size_t>(n));
      if (out.size() > limit) return fail(too_large);
    }
    return out;
  } catch (const std::bad_alloc&) {
    return fail("not enough memory to read it");
  } catch (const std::length_error&) {
    return fail(too_large);
  }
}

}  // namespace hexfire
