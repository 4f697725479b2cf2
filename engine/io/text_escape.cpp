// Finding and escaping control characters (see text_escape.hpp).
#include "engine/io/text_escape.hpp"

#include <algorithm>

namespace hexfire {
namespace {

bool is_control(unsigned char c) { return c < 0x20 || c == 0x7f; }

constexpr char kHex[] = "0123456789abcdef";

}  // namespace

std::optional<unsigned char> first_control_char(std::string_view text, std::string_view allowed) {
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (is_control(c) && allowed.find(ch) == std::string_view::npos) return c;
  }
  return std::nullopt;
}

std::string escape_control_chars(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (!is_control(c)) out += ch;
    else if (ch == '\n') out += "\\n";
    else if (ch == '\r') out += "\\r";
    else if (ch == '\t') out += "\\t";
    else out += {'\\', 'x', kHex[c >> 4], kHex[c & 0xf]};
  }
  return out;
}

std::string escape_control_chars_keep_lines(std::string_view text) {
  std::string out;
  for (std::size_t start = 0; start <= text.size();) {
    const std::size_t end = std::min(text.find('\n', start), text.size());
    out += escape_control_chars(text.substr(start, end - start));
    if (end < text.size()) out += '\n';
    start = end + 1;
  }
  return out;
}

std::string describe_control_char(unsigned char c) {
  std::string out = {'0', 'x', kHex[c >> 4], kHex[c & 0xf]};
  if (c == 0x1b) out += " (ESC)";
  else if (c == 0x7f) out += " (DEL)";
  else if (c == 0) out += " (NUL)";
  return out;
}

}  // namespace hexfire
