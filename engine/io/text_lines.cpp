// Byte-order marks and CRLF line ends (see text_lines.hpp).
#include "engine/io/text_lines.hpp"

namespace hexfire {

namespace {
constexpr std::string_view kUtf8Bom = "\xEF\xBB\xBF";
}  // namespace

std::string_view without_bom(std::string_view text) {
  return text.starts_with(kUtf8Bom) ? text.substr(kUtf8Bom.size()) : text;
}

std::string_view without_cr(std::string_view line) { return line.ends_with('\r') ? line.substr(0, line.size() - 1) : line; }

std::string as_plain_lines(std::string_view text) {
  text = without_bom(text);
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size(); ++i)
    if (!(text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) out += text[i];
  return out;
}

}  // namespace hexfire
