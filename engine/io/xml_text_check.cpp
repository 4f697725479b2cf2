// Checks of XML text that name what tinyxml2 misreads or misreports (see xml_text_check.hpp).
#include "engine/io/xml_text_check.hpp"

#include <algorithm>
#include <cstdint>
#include <string>

#include "engine/io/text_escape.hpp"

namespace hexfire {
namespace {

// The 1-based line of byte `pos`, as tinyxml2 counts lines.
int line_at(std::string_view text, std::size_t pos) {
  return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(pos), '\n'));
}

// Past the markup at `pos` whose content the parser does not read as text or tags (a comment,
// CDATA); `pos` itself when there is none there. text.size() when one is never closed.
std::size_t skip_opaque(std::string_view text, std::size_t pos) {
  const auto past = [&](std::string_view end) {
    const std::size_t at = text.find(end, pos);
    return at == std::string_view::npos ? text.size() : at + end.size();
  };
  if (text.substr(pos, 4) == "<!--") return past("-->");
  if (text.substr(pos, 9) == "<![CDATA[") return past("]]>");
  return pos;
}

bool name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_' ||
         c == '.' || c == ':';
}

// The target of the processing instruction at `pos` ("xml", "foo"), cut short; empty when it
// holds anything but name characters, so odd bytes are never printed.
std::string pi_target(std::string_view text, std::size_t pos) {
  std::string name;
  for (std::size_t i = pos + 2; i < text.size() && name.size() < 40 && name_char(text[i]); ++i) name += text[i];
  return name;
}

// The code point of the reference at `pos` ("&#...;"), saturated above U+10FFFF, and its length;
// nothing when tinyxml2 would not read it as a reference (it keeps those as they are).
struct CharacterReference {
  std::uint32_t code = 0;
  std::size_t length = 0;
};

std::optional<CharacterReference> character_reference(std::string_view text, std::size_t pos) {
  std::size_t i = pos + 2;
  const bool hex = i < text.size() && text[i] == 'x';
  if (hex) ++i;
  const std::size_t digits_start = i;
  std::uint32_t code = 0;
  for (; i < text.size() && text[i] != ';'; ++i) {
    const char c = text[i];
    std::uint32_t digit = 0;
    if (c >= '0' && c <= '9') digit = static_cast<std::uint32_t>(c - '0');
    else if (hex && c >= 'a' && c <= 'f') digit = static_cast<std::uint32_t>(c - 'a' + 10);
    else if (hex && c >= 'A' && c <= 'F') digit = static_cast<std::uint32_t>(c - 'A' + 10);
    else return std::nullopt;
    if (code <= 0x10FFFF) code = code * (hex ? 16u : 10u) + digit;
  }
  if (i >= text.size() || i == digits_start) return std::nullopt;
  return CharacterReference{code, i + 1 - pos};
}

}  // namespace

std::optional<XmlShapeProblem> check_xml_encoding(std::string_view text) {
  const auto starts = [&](std::string_view bytes) { return text.substr(0, bytes.size()) == bytes; };
  const char* what = nullptr;
  if (starts(std::string_view("\xFF\xFE\0\0", 4)) || starts(std::string_view("\0\0\xFE\xFF", 4)))
    what = "the file is saved as UTF-32 (it starts with a UTF-32 byte-order mark)";
  else if (starts("\xFF\xFE") || starts("\xFE\xFF"))
    what = "the file is saved as UTF-16 (it starts with a UTF-16 byte-order mark)";
  else if (starts(std::string_view("<\0", 2)) || starts(std::string_view("\0<", 2)))
    what = "the file is saved as UTF-16 (a NUL byte beside each character)";
  if (!what) return std::nullopt;
  return XmlShapeProblem{1, std::string(what) + "; Hexfire reads UTF-8 only: save it again as UTF-8"};
}

std::optional<XmlShapeProblem> check_nul_bytes(std::string_view text) {
  const std::size_t at = text.find('\0');
  if (at == std::string_view::npos) return std::nullopt;
  const std::size_t line_start = text.rfind('\n', at);
  const std::size_t column = at - (line_start == std::string_view::npos ? 0 : line_start + 1) + 1;
  return XmlShapeProblem{line_at(text, at), "a NUL byte (character 0) at column " + std::to_string(column) +
                                                ", which no XML file may hold: the file is damaged or not text; "
                                                "delete the byte or restore the file"};
}

std::optional<XmlShapeProblem> check_character_references(std::string_view text) {
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t skipped = skip_opaque(text, pos);
    if (skipped != pos) {
      pos = skipped;
      continue;
    }
    if (text.substr(pos, 2) == "<?") {  // a processing instruction's content is not resolved
      const std::size_t at = text.find("?>", pos);
      pos = at == std::string_view::npos ? text.size() : at + 2;
      continue;
    }
    if (text.substr(pos, 2) != "&#") {
      ++pos;
      continue;
    }
    const auto ref = character_reference(text, pos);
    if (!ref) {
      ++pos;
      continue;
    }
    const std::string quoted = quote_input(text.substr(pos, ref->length));
    if (ref->code == 0)
      return XmlShapeProblem{line_at(text, pos), "the character reference " + quoted +
                                                     " stands for the NUL character, which an XML file may not "
                                                     "hold: delete it"};
    if ((ref->code >= 0xD800 && ref->code <= 0xDFFF) || ref->code > 0x10FFFF)
      return XmlShapeProblem{line_at(text, pos), "the character reference " + quoted +
                                                     " is not a character (a Unicode character is from &#x1; to "
                                                     "&#x10FFFF;, without &#xD800; to &#xDFFF;): write the "
                                                     "character itself"};
    pos += ref->length;
  }
  return std::nullopt;
}

std::optional<XmlShapeProblem> explain_declaration_error(std::string_view text, int line) {
  std::size_t pos = text.substr(0, 3) == "\xEF\xBB\xBF" ? 3 : 0;  // tinyxml2 skips a UTF-8 byte-order mark
  int at_line = 1;
  const auto move_to = [&](std::size_t next) {
    for (; pos < next && pos < text.size(); ++pos)
      if (text[pos] == '\n') ++at_line;
  };
  bool only_declarations = true;  // nothing but '<?...?>' and blanks so far: where tinyxml2 allows them
  while (pos < text.size() && at_line <= line) {
    const std::size_t skipped = skip_opaque(text, pos);
    if (skipped != pos) {
      only_declarations = false;
      move_to(skipped);
      continue;
    }
    if (text.substr(pos, 2) != "<?") {
      const char c = text[pos];
      if (c != ' ' && c != '\t' && c != '\r' && c != '\n') only_declarations = false;
      move_to(pos + 1);
      continue;
    }
    const std::string target = pi_target(text, pos);
    const std::string opening = "'<?" + (target.empty() ? std::string("...") : target);
    const std::size_t end = text.find("?>", pos);
    if (at_line == line) {
      if (end == std::string_view::npos) return XmlShapeProblem{line, opening + "' is never closed by '?>'"};
      if (!only_declarations && target == "xml")
        return XmlShapeProblem{line, "the XML declaration " + opening +
                                         " ...?>' must come first in the file, once, before any comment or element"};
      if (!only_declarations)
        return XmlShapeProblem{line, opening + " ...?>' is a processing instruction, which a Hexfire file does not "
                                               "use: delete it"};
    }
    if (end == std::string_view::npos) return std::nullopt;
    move_to(end + 2);
  }
  return std::nullopt;
}

}  // namespace hexfire
