// Temp file + fsync + rename (see save_atomic.hpp). POSIX only, like the rest of the build.
#include "engine/io/save_atomic.hpp"

#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>

#include "engine/io/bounded_file.hpp"
#include "engine/io/save.hpp"

namespace hexfire {
namespace {

std::string dir_of(const std::string& path) {
  const auto slash = path.rfind('/');
  if (slash == std::string::npos) return ".";
  return slash == 0 ? "/" : path.substr(0, slash);
}

std::string errno_text() { return std::strerror(errno); }

}  // namespace

namespace {

// write_file_atomic, the new file given `mode` (nothing: 0644 less the umask).
std::optional<std::string> write_atomic(const std::string& path, const std::string& content, const WriteFaults& faults,
                                        std::optional<mode_t> mode) {
  const std::string tmp = path + ".tmp." + std::to_string(::getpid());
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  if (fd < 0) return "cannot create '" + tmp + "': " + errno_text();
  if (mode && ::fchmod(fd, *mode) != 0) {
    const std::string why = errno_text();
    ::close(fd);
    ::unlink(tmp.c_str());
    return "cannot set the mode of '" + tmp + "': " + why;
  }
  auto fail = [&](const std::string& what) -> std::optional<std::string> {
    ::close(fd);
    ::unlink(tmp.c_str());
    return what;
  };
  std::size_t done = 0;
  const std::size_t chunk = faults.chunk ? faults.chunk : 4096;
  while (done < content.size()) {
    std::size_t n = std::min(chunk, content.size() - done);
    if (faults.fail_after_bytes && done + n > *faults.fail_after_bytes) n = *faults.fail_after_bytes - done;
    if (faults.crash_after_bytes && done + n > *faults.crash_after_bytes) n = *faults.crash_after_bytes - done;
    if (n > 0) {
      const ssize_t w = ::write(fd, content.data() + done, n);
      if (w < 0) {
        if (errno == EINTR) continue;
        return fail("cannot write '" + tmp + "': " + errno_text());
      }
      done += static_cast<std::size_t>(w);
    }
    if (faults.crash_after_bytes && done >= *faults.crash_after_bytes) std::_Exit(3);  // a simulated crash
    if (faults.fail_after_bytes && done >= *faults.fail_after_bytes)
      return fail("cannot write '" + tmp + "': injected I/O error after " + std::to_string(done) + " bytes");
  }
  if (::fsync(fd) != 0) return fail("cannot flush '" + tmp + "': " + errno_text());
  if (::close(fd) != 0) {
    ::unlink(tmp.c_str());
    return "cannot close '" + tmp + "': " + errno_text();
  }
  if (faults.fail_rename) {
    ::unlink(tmp.c_str());
    return "cannot rename '" + tmp + "' to '" + path + "': injected failure";
  }
  if (::rename(tmp.c_str(), path.c_str()) != 0) {
    const std::string why = errno_text();
    ::unlink(tmp.c_str());
    return "cannot rename '" + tmp + "' to '" + path + "': " + why;
  }
  // Make the rename itself durable.
  const int dfd = ::open(dir_of(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    ::fsync(dfd);
    ::close(dfd);
  }
  return std::nullopt;
}

}  // namespace

std::optional<std::string> write_file_atomic(const std::string& path, const std::string& content,
                                             const WriteFaults& faults) {
  return write_atomic(path, content, faults, std::nullopt);
}

std::optional<std::string> write_file_in_place(const std::string& path, const std::string& content) {
  namespace fs = std::filesystem;
  std::error_code ec;
  // The file a symlink (or a chain of them) names, so the link stays a link.
  fs::path target = path;
  for (int hops = 0; hops < 40 && fs::is_symlink(target, ec); ++hops) {
    const fs::path to = fs::read_symlink(target, ec);
    if (ec) return "cannot read the link '" + target.string() + "': " + ec.message();
    target = to.is_absolute() ? to : target.parent_path() / to;
  }
  if (fs::is_symlink(target, ec)) return "too many links from '" + path + "'";
  struct stat st {};
  std::optional<mode_t> mode;
  if (::stat(target.c_str(), &st) == 0) mode = st.st_mode & 07777;
  return write_atomic(target.string(), content, {}, mode);
}

namespace {

// The PID of a NAME.tmp.PID file name, and NAME; nothing for any other name.
std::optional<std::pair<std::string, pid_t>> temp_file_parts(const std::string& name) {
  const auto at = name.rfind(".tmp.");
  if (at == std::string::npos || at == 0) return std::nullopt;
  const std::string digits = name.substr(at + 5);
  if (digits.empty() || digits.size() > 9 || digits.find_first_not_of("0123456789") != std::string::npos)
    return std::nullopt;
  const long pid = std::stol(digits);
  if (pid <= 0) return std::nullopt;
  return std::make_pair(name.substr(0, at), static_cast<pid_t>(pid));
}

bool process_is_running(pid_t pid) {
  if (pid == ::getpid()) return true;
  return ::kill(pid, 0) == 0 || errno != ESRCH;  // EPERM: running, as another user
}

bool ends_with(const std::string& s, const std::string& tail) {
  return s.size() >= tail.size() && s.compare(s.size() - tail.size(), tail.size(), tail) == 0;
}

}  // namespace

std::size_t remove_stale_save_temps(const std::string& dir, const std::string& target_name) {
  std::size_t removed = 0;
  std::error_code ec;
  for (std::filesystem::directory_iterator it(dir.empty() ? "." : dir, ec), end; !ec && it != end; it.increment(ec)) {
    const std::string name = it->path().filename().string();
    const auto parts = temp_file_parts(name);
    if (!parts) continue;
    const auto& [base, pid] = *parts;
    if (!ends_with(base, std::string(kSaveExtension)) && (target_name.empty() || base != target_name)) continue;
    std::error_code fec;
    if (!std::filesystem::is_regular_file(it->symlink_status(fec)) || process_is_running(pid)) continue;
    if (std::filesystem::remove(it->path(), fec)) ++removed;
  }
  return removed;
}

std::optional<std::string> read_whole_file(const std::string& path, std::string& why) {
  FileProblem problem;
  auto text = read_bounded_file(path, problem);
  if (!text) why = problem.message();
  return text;
}

}  // namespace hexfire
