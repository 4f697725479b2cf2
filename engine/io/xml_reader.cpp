// Strict XML reading helpers shared by the ruleset and scenario loaders.
#include "engine/io/xml_reader.hpp"

#include <cctype>
#include <limits>

#include "engine/io/bounded_file.hpp"
#include "engine/io/text_escape.hpp"

#include "engine/io/xml_guard.hpp"

namespace hexfire {

std::optional<std::string> read_text_file(const std::string& path, DiagnosticSink& sink) {
  FileProblem problem;
  auto text = read_bounded_file(path, problem);
  if (!text) sink.error(0, problem.what);
  return text;
}

namespace {

const char* describe_xml_error(tinyxml2::XMLError e) {
  switch (e) {
    case tinyxml2::XML_ERROR_EMPTY_DOCUMENT: return "the document is empty";
    case tinyxml2::XML_ERROR_MISMATCHED_ELEMENT: return "the element opened on this line is closed by a different tag";
    case tinyxml2::XML_ERROR_PARSING_ELEMENT: return "an element is not closed or is malformed";
    case tinyxml2::XML_ERROR_PARSING_ATTRIBUTE: return "an attribute is malformed";
    case tinyxml2::XML_ERROR_PARSING_TEXT: return "text is malformed";
    case tinyxml2::XML_ERROR_PARSING_CDATA: return "a CDATA section is malformed";
    case tinyxml2::XML_ERROR_PARSING_COMMENT: return "a comment is not closed";
    case tinyxml2::XML_ERROR_PARSING_DECLARATION: return "the XML declaration is malformed";
    case tinyxml2::XML_ERROR_PARSING_UNKNOWN: return "an unknown construct";
    case tinyxml2::XML_ELEMENT_DEPTH_EXCEEDED: return "elements are nested too deeply";
    case tinyxml2::XML_ERROR_PARSING: return "an element opened here is never closed, or the file is cut short";
    default: return "the document cannot be parsed";
  }
}

}  // namespace

bool parse_xml(const std::string& text, tinyxml2::XMLDocument& doc, DiagnosticSink& sink) {
  if (const auto problem = check_xml_shape(text)) {
    sink.error(problem->line, problem->message);
    return false;
  }
  const tinyxml2::XMLError e = doc.Parse(text.c_str(), text.size());
  if (e == tinyxml2::XML_SUCCESS) return true;
  sink.error(doc.ErrorLineNum(), std::string("malformed XML: ") + describe_xml_error(e));
  return false;
}

std::optional<long long> parse_whole_number(const std::string& text) {
  std::size_t i = 0;
  bool negative = false;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) negative = text[i++] == '-';
  if (i >= text.size()) return std::nullopt;
  long long value = 0;
  constexpr long long kLimit = std::numeric_limits<long long>::max() / 10 - 10;
  for (; i < text.size(); ++i) {
    const char c = text[i];
    if (c < '0' || c > '9') return std::nullopt;
    if (value > kLimit) return std::nullopt;
    value = value * 10 + (c - '0');
  }
  return negative ? -value : value;
}

bool is_hex_color(const std::string& text) {
  if (text.size() != 7 || text[0] != '#') return false;
  for (std::size_t i = 1; i < 7; ++i)
    if (!std::isxdigit(static_cast<unsigned char>(text[i]))) return false;
  return true;
}

std::vector<std::string> split_words(const std::string& text) {
  std::vector<std::string> out;
  std::string cur;
  for (char c : text) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
      if (!cur.empty()) out.push_back(std::move(cur));
      cur.clear();
    } else {
      cur += c;
    }
  }
  if (!cur.empty()) out.push_back(std::move(cur));
  return out;
}

ElementReader::ElementReader(DiagnosticSink& sink, const tinyxml2::XMLElement& e) : sink_(sink), e_(e) {}

ElementReader::~ElementReader() {
  for (const tinyxml2::XMLAttribute* a = e_.FirstAttribute(); a; a = a->Next())
    if (!known_.count(a->Name()))
      sink_.error(a->GetLineNum(), subject_.empty()
                                       ? "unknown attribute '" + std::string(a->Name()) + "' on " + tag()
                                       : subject_ + ": unknown attribute '" + a->Name() + "'");
}

bool ElementReader::has(const char* attr) {
  known_.insert(attr);
  return e_.Attribute(attr) != nullptr;
}

void ElementReader::error(const std::string& message) { error_at(line(), message); }

void ElementReader::error_at(int at_line, const std::string& message) {
  sink_.error(at_line, (subject_.empty() ? tag() : subject_) + ": " + message);
}

std::optional<std::string> ElementReader::str(const char* attr, Need need) {
  known_.insert(attr);
  const char* v = e_.Attribute(attr);
  if (!v) {
    if (need == Need::Required) error("missing attribute '" + std::string(attr) + "'");
    return std::nullopt;
  }
  // Attribute values are plain text: a control character (an escape sequence written as &#27;)
  // is refused here, and quoted escaped. Lists may run over several lines, but names, keys, ids
  // and option values are shown on one line, so there a line break or a tab is refused too.
  const std::string_view one_line_attrs[] = {"name", "key", "id", "value", "label", "abbreviation"};
  bool one_line = false;
  for (const auto a : one_line_attrs) one_line = one_line || a == attr;
  if (const auto c = first_control_char(v, one_line ? "" : "\n\r\t")) {
    error(std::string(attr) + "=\"" + escape_control_chars(v) + "\" contains the control character " +
          describe_control_char(*c) + "; names and values must be plain text");
    return std::nullopt;
  }
  return std::string(v);
}

std::optional<int> ElementReader::integer(const char* attr, int min, int max, Need need) {
  const auto s = str(attr, need);
  if (!s) return std::nullopt;
  const auto v = parse_whole_number(*s);
  if (!v) {
    error(std::string(attr) + "=\"" + *s + "\" is not a whole number");
    return std::nullopt;
  }
  if (*v < min || *v > max) {
    error(std::string(attr) + "=\"" + *s + "\" is out of range (" + std::to_string(min) + " to " +
          std::to_string(max) + ")");
    return std::nullopt;
  }
  return static_cast<int>(*v);
}

std::optional<std::uint64_t> ElementReader::unsigned64(const char* attr, Need need) {
  const auto s = str(attr, need);
  if (!s) return std::nullopt;
  bool ok = !s->empty() && s->size() <= 20;
  std::uint64_t v = 0;
  for (char c : *s) {
    if (!ok) break;
    if (c < '0' || c > '9') { ok = false; break; }
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (v > (std::numeric_limits<std::uint64_t>::max() - digit) / 10) { ok = false; break; }
    v = v * 10 + digit;
  }
  if (!ok) {
    error(std::string(attr) + "=\"" + *s + "\" is not a whole number from 0 to 18446744073709551615");
    return std::nullopt;
  }
  return v;
}

std::optional<bool> ElementReader::boolean(const char* attr, Need need) {
  const auto s = str(attr, need);
  if (!s) return std::nullopt;
  if (*s == "true") return true;
  if (*s == "false") return false;
  error(std::string(attr) + "=\"" + *s + "\" must be true or false");
  return std::nullopt;
}

std::optional<std::string> ElementReader::color(const char* attr, Need need) {
  const auto s = str(attr, need);
  if (!s) return std::nullopt;
  if (!is_hex_color(*s)) {
    error(std::string(attr) + "=\"" + *s + "\" is not a colour of the form #rrggbb");
    return std::nullopt;
  }
  return s;
}

std::string ElementReader::text() const {
  const char* t = e_.GetText();
  if (!t) return {};
  // Prose (a title, a briefing) may break lines and use tabs; no other control character.
  if (const auto c = first_control_char(t, "\n\r\t")) {
    sink_.error(line(), tag() + ": the text contains the control character " + describe_control_char(*c) +
                            "; text must be plain (lines and tabs only)");
    return escape_control_chars(t);  // the load fails anyway; no second error for a missing text
  }
  return std::string(t);
}

namespace {

bool is_blank(const char* s) {
  for (; s && *s; ++s)
    if (!std::isspace(static_cast<unsigned char>(*s))) return false;
  return true;
}

}  // namespace

void for_each_child(DiagnosticSink& sink, const tinyxml2::XMLElement& parent,
                    const std::function<bool(const tinyxml2::XMLElement&)>& visit) {
  for (const tinyxml2::XMLNode* n = parent.FirstChild(); n; n = n->NextSibling()) {
    if (const auto* e = n->ToElement()) {
      if (!visit(*e))
        sink.error(e->GetLineNum(), "unknown element <" + std::string(e->Name()) + "> in <" + parent.Name() + ">");
    } else if (const auto* t = n->ToText()) {
      if (!is_blank(t->Value()))
        sink.error(t->GetLineNum(), "unexpected text in <" + std::string(parent.Name()) + ">");
    }
  }
}

void expect_text_only(DiagnosticSink& sink, const tinyxml2::XMLElement& e) {
  for (const auto* c = e.FirstChildElement(); c; c = c->NextSiblingElement())
    sink.error(c->GetLineNum(), "unknown element <" + std::string(c->Name()) + "> in <" + e.Name() + ">");
}

std::vector<const tinyxml2::XMLElement*> children_named(const tinyxml2::XMLElement& parent, const char* name) {
  std::vector<const tinyxml2::XMLElement*> out;
  for (const auto* e = parent.FirstChildElement(name); e; e = e->NextSiblingElement(name)) out.push_back(e);
  return out;
}

const tinyxml2::XMLElement* single_child(DiagnosticSink& sink, const tinyxml2::XMLElement& parent, const char* name) {
  const auto all = children_named(parent, name);
  for (std::size_t i = 1; i < all.size(); ++i)
    sink.error(all[i]->GetLineNum(), "duplicate <" + std::string(name) + "> in <" + parent.Name() +
                                         "> (the first is on line " + std::to_string(all[0]->GetLineNum()) + ")");
  return all.empty() ? nullptr : all[0];
}

std::vector<TextRow> text_rows(const tinyxml2::XMLElement& e) {
  std::vector<TextRow> rows;
  for (const tinyxml2::XMLNode* n = e.FirstChild(); n; n = n->NextSibling()) {
    const auto* t = n->ToText();
    if (!t) continue;
    // tinyxml2 numbers a text node by its first non-blank character, but keeps the blank lines
    // before it in the value: step back over them so each row gets its own line.
    int line = t->GetLineNum();
    for (const char* p = t->Value(); *p && std::isspace(static_cast<unsigned char>(*p)); ++p)
      if (*p == '\n') --line;
    std::string cur;
    auto flush = [&] {
      if (!cur.empty()) rows.push_back({cur, line});
      cur.clear();
    };
    for (const char* p = t->Value(); *p; ++p) {
      if (*p == '\n') {
        flush();
        ++line;
      } else if (*p != ' ' && *p != '\t' && *p != '\r') {
        cur += *p;
      }
    }
    flush();
  }
  return rows;
}

}  // namespace hexfire
