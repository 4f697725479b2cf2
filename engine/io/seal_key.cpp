// Sealed commands' keys (see seal_key.hpp).
#include "engine/io/seal_key.hpp"

#include <filesystem>
#include <random>
#include <system_error>

#include "engine/core/sha256.hpp"
#include "engine/io/save_atomic.hpp"

namespace hexfire {

namespace {

constexpr char kKeyHeader[] = "hexfire-key 1";
constexpr std::size_t kMaxKeyCommands = 10000;

bool lower_hex(const std::string& s, std::size_t digits) {
  if (s.size() != digits) return false;
  for (char c : s)
    if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'))) return false;
  return true;
}

}  // namespace

std::string new_seal_salt() {
  std::random_device source;
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (int i = 0; i < 4; ++i) {
    const std::uint32_t word = source();
    for (int shift = 28; shift >= 0; shift -= 4) out += kHex[(word >> shift) & 0xf];
  }
  return out;
}

std::string seal_key_id(const std::string& salt) { return sha256_hex("hexfire-key\n" + salt).substr(0, 16); }

std::string seal_digest(const std::string& salt, std::size_t index, const Command& c) {
  return sha256_hex(salt + "\n" + std::to_string(index) + "\n" + to_line(c));
}

std::string format_seal_key(const SealKey& key) {
  std::string out = std::string(kKeyHeader) + "\nside " + key.side + "\nsalt " + key.salt + "\n";
  for (const auto& [index, command] : key.commands) out += "command " + std::to_string(index) + " " + to_line(command) + "\n";
  return out;
}

std::optional<SealKey> parse_seal_key(const std::string& text, std::string& why) {
  SealKey key;
  std::size_t start = 0;
  int line_no = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    const std::string line = text.substr(start, end - start);
    start = end + 1;
    ++line_no;
    if (line_no == 1) {
      if (line != kKeyHeader) {
        why = "not a Hexfire key file";
        return std::nullopt;
      }
      continue;
    }
    const std::size_t sp = line.find(' ');
    const std::string word = line.substr(0, sp);
    const std::string rest = sp == std::string::npos ? "" : line.substr(sp + 1);
    if (word == "side" && key.side.empty() && !rest.empty()) {
      key.side = rest;
    } else if (word == "salt" && key.salt.empty() && lower_hex(rest, 32)) {
      key.salt = rest;
    } else if (word == "command" && key.commands.size() < kMaxKeyCommands) {
      const std::size_t sp2 = rest.find(' ');
      const std::string number = rest.substr(0, sp2);
      if (number.empty() || number.size() > 9 || number.find_first_not_of("0123456789") != std::string::npos ||
          sp2 == std::string::npos) {
        why = "line " + std::to_string(line_no) + ": a command needs its index and its words";
        return std::nullopt;
      }
      std::string bad;
      auto c = parse_command_line(rest.substr(sp2 + 1), bad);
      if (!c) {
        why = "line " + std::to_string(line_no) + ": " + bad;
        return std::nullopt;
      }
      key.commands.emplace_back(std::stoul(number), std::move(*c));
    } else {
      why = "line " + std::to_string(line_no) + ": unexpected '" + line.substr(0, 40) + "'";
      return std::nullopt;
    }
  }
  if (key.side.empty() || key.salt.empty()) {
    why = "the key has no side or no salt";
    return std::nullopt;
  }
  return key;
}

std::string seal_key_path(const std::string& dir, const std::string& id) {
  return (std::filesystem::path(dir) / (id + ".hxkey")).string();
}

std::optional<std::string> write_seal_key(const std::string& dir, const SealKey& key) {
  std::error_code ec;
  std::filesystem::create_directories(dir, ec);
  if (ec) return "cannot create the keys folder '" + dir + "': " + ec.message();
  return write_file_atomic(seal_key_path(dir, seal_key_id(key.salt)), format_seal_key(key));
}

std::optional<SealKey> read_seal_key(const std::string& dir, const std::string& id, std::string* damaged) {
  if (dir.empty() || !lower_hex(id, 16)) return std::nullopt;
  const std::string path = seal_key_path(dir, id);
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) return std::nullopt;  // no key here: not damaged
  std::string why;
  const auto text = read_whole_file(path, why);
  auto key = text ? parse_seal_key(*text, why) : std::nullopt;
  if (key && seal_key_id(key->salt) != id) {
    why = "its salt belongs to another key";
    key.reset();
  }
  if (!key && damaged) *damaged = why;
  return key;
}

}  // namespace hexfire
