// Linear pre-scan of XML text for the shape limits (see xml_guard.hpp).
#include "engine/io/xml_guard.hpp"

#include <algorithm>

namespace hexfire {
namespace {

// Walks the text once, counting lines as it goes.
class Scanner {
 public:
  explicit Scanner(std::string_view text) : text_(text) {}

  bool done() const { return pos_ >= text_.size(); }
  char peek() const { return text_[pos_]; }
  bool starts_with(std::string_view s) const { return text_.substr(pos_, s.size()) == s; }
  int line() const { return line_; }
  void advance() {
    if (text_[pos_] == '\n') ++line_;
    ++pos_;
  }
  // Moves past the next `end`; false (at the end of the text) if there is none.
  bool skip_past(std::string_view end) {
    const std::size_t at = text_.find(end, pos_);
    if (at == std::string_view::npos) {
      while (!done()) advance();
      return false;
    }
    while (pos_ < at + end.size()) advance();
    return true;
  }
  // The element name at the position (not consumed): letters, digits and the XML name marks,
  // cut short for a message. Empty when it holds anything else, so odd bytes are never printed.
  std::string name_here() const {
    std::string name;
    for (std::size_t i = pos_; i < text_.size() && name.size() < 40; ++i) {
      const char c = text_[i];
      const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' ||
                         c == '_' || c == '.' || c == ':';
      if (!plain) {
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '/' || c == '>') break;
        return {};
      }
      name += c;
    }
    return name;
  }

 private:
  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 1;
};

std::string element_words(const std::string& name) { return name.empty() ? "an element" : "element <" + name + ">"; }

}  // namespace

std::optional<XmlShapeProblem> check_xml_shape(std::string_view text, const XmlShapeLimits& limits) {
  if (static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n')) >= limits.lines)
    return XmlShapeProblem{static_cast<int>(limits.lines) + 1, "more than " + std::to_string(limits.lines) +
                                                                   " lines in the file (the limit is " +
                                                                   std::to_string(limits.lines) + ")"};
  Scanner s(text);
  int depth = 0;
  std::size_t elements = 0;
  std::size_t attributes_in_file = 0;
  while (!s.done()) {
    if (s.peek() != '<') {
      s.advance();
      continue;
    }
    // Markup that holds no elements: skipped whole (an unclosed one ends the scan; the parser
    // reports it).
    if (s.starts_with("<!--")) {
      if (!s.skip_past("-->")) break;
      continue;
    }
    if (s.starts_with("<![CDATA[")) {
      if (!s.skip_past("]]>")) break;
      continue;
    }
    if (s.starts_with("<?")) {
      if (!s.skip_past("?>")) break;
      continue;
    }
    if (s.starts_with("<!")) {  // a DOCTYPE: tinyxml2 reads it to the next '>'
      if (!s.skip_past(">")) break;
      continue;
    }
    if (s.starts_with("</")) {
      if (depth > 0) --depth;
      if (!s.skip_past(">")) break;
      continue;
    }
    // A start tag: count its attributes by their '=' outside quoted values.
    const int line = s.line();
    s.advance();
    const std::string name = s.name_here();
    if (++elements > limits.elements)
      return XmlShapeProblem{line, "more than " + std::to_string(limits.elements) +
                                       " elements in the file (the limit is " + std::to_string(limits.elements) + ")"};
    int attributes = 0;
    char quote = 0;
    char previous = 0;
    bool closed = false;
    while (!s.done()) {
      const char c = s.peek();
      s.advance();
      if (quote) {
        if (c == quote) quote = 0;
        continue;
      }
      if (c == '"' || c == '\'') {
        quote = c;
      } else if (c == '=') {
        if (++attributes_in_file > limits.attributes)
          return XmlShapeProblem{line, "more than " + std::to_string(limits.attributes) +
                                           " attributes in the file (the limit is " + std::to_string(limits.attributes) +
                                           ")"};
        if (++attributes > limits.attributes_per_element)
          return XmlShapeProblem{line, element_words(name) + " has more than " +
                                           std::to_string(limits.attributes_per_element) +
                                           " attributes (the limit is " + std::to_string(limits.attributes_per_element) +
                                           ")"};
      } else if (c == '>') {
        closed = true;
        break;
      } else if (c == '<') {
        break;  // malformed: a new tag inside this one; the parser reports it
      }
      if (c != ' ' && c != '\t' && c != '\r' && c != '\n') previous = c;
    }
    if (!closed) break;
    if (previous == '/') continue;  // <empty/>
    if (++depth > limits.nesting_depth)
      return XmlShapeProblem{line, element_words(name) + " is nested more than " +
                                       std::to_string(limits.nesting_depth) + " elements deep (the limit is " +
                                       std::to_string(limits.nesting_depth) + ")"};
  }
  return std::nullopt;
}

}  // namespace hexfire
