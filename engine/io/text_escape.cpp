// Finding and escaping control characters (see text_escape.hpp).
#include "engine/io/text_escape.hpp"

#include <algorithm>

namespace hexfire {
namespace {

bool is_control(unsigned char c) { return c < 0x20 || c == 0x7f; }

constexpr char kHex[] = "0123456789abcdef";

// The length of `text`'s first `at_most` bytes, stepped back so no UTF-8 character is split.
std::size_t cut_point(std::string_view text, std::size_t at_most) {
  if (at_most >= text.size()) return text.size();
  std::size_t n = at_most;
  while (n > 0 && (static_cast<unsigned char>(text[n]) & 0xc0) == 0x80) --n;
  return n;
}

// Where the last `at_most` bytes of `text` start, stepped on past a split character.
std::size_t tail_start(std::string_view text, std::size_t at_most) {
  if (at_most >= text.size()) return 0;
  std::size_t n = text.size() - at_most;
  while (n < text.size() && (static_cast<unsigned char>(text[n]) & 0xc0) == 0x80) ++n;
  return n;
}

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

namespace {

std::string quote_cut(std::string_view text, std::string_view quote) {
  if (text.size() <= kMaxQuotedBytes) return std::string(quote) + escape_control_chars(text) + std::string(quote);
  std::string_view kept = text.substr(0, cut_point(text, kMaxQuotedBytes));
  // "0403 ..." rather than "0403  ...": the cut may fall after a space.
  while (!kept.empty() && (kept.back() == ' ' || kept.back() == '\t')) kept.remove_suffix(1);
  return std::string(quote) + escape_control_chars(kept) + " ..." + std::string(quote) + " (" +
         std::to_string(text.size()) + " bytes)";
}

}  // namespace

std::string quote_input(std::string_view text, char quote) { return quote_cut(text, std::string_view(&quote, 1)); }

std::string cut_input(std::string_view text) { return quote_cut(text, {}); }

std::string bound_message(std::string_view message) {
  if (message.size() <= kMaxMessageBytes) return std::string(message);
  // The start says where and what; the end usually says why: both are kept.
  const std::size_t head = cut_point(message, kMaxMessageBytes * 3 / 5);
  const std::size_t tail = tail_start(message, kMaxMessageBytes / 5);
  return std::string(message.substr(0, head)) + " ... [" + std::to_string(tail - head) + " bytes left out] ... " +
         std::string(message.substr(tail));
}

}  // namespace hexfire
