// Strict XML reading helpers shared by the ruleset and scenario loaders.
#include "engine/io/xml_reader.hpp"

#include <algorithm>
#include <cctype>
#include <limits>

#include "engine/io/bounded_file.hpp"
#include "engine/io/suggest.hpp"
#include "engine/io/text_escape.hpp"

namespace hexfire {

std::optional<std::string> read_text_file(const std::string& path, DiagnosticSink& sink) {
  FileProblem problem;
  auto text = read_bounded_file(path, problem);
  if (!text) sink.error(0, problem.what);
  return text;
}

bool parse_xml(const std::string& text, XmlDocument& doc, DiagnosticSink& sink) {
  auto parsed = parse_xml_document(text, sink);
  if (!parsed) return false;
  doc = std::move(*parsed);
  return true;
}

const XmlElement* parse_tables_element(const std::string& text, XmlDocument& doc, DiagnosticSink& sink) {
  if (!parse_xml(text, doc, sink)) return nullptr;
  const XmlElement* root = doc.root();
  const XmlElement* tables = root ? root->first_child("tables") : nullptr;
  if (!tables) sink.error(root ? root->line : 0, "no <tables> element");
  return tables;
}

std::string tidy_text(const std::string& raw) {
  std::string out;
  std::string line;
  bool blank_pending = false;
  auto flush = [&] {
    const auto b = line.find_first_not_of(" \t\r");
    if (b == std::string::npos) {
      blank_pending = !out.empty();
    } else {
      const auto e = line.find_last_not_of(" \t\r");
      if (!out.empty()) out += blank_pending ? "\n\n" : "\n";
      out += line.substr(b, e - b + 1);
      blank_pending = false;
    }
    line.clear();
  };
  for (char c : raw) {
    if (c == '\n') flush();
    else line += c;
  }
  flush();
  return out;
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

ElementReader::ElementReader(DiagnosticSink& sink, const XmlElement& e) : sink_(sink), e_(e) {}

ElementReader::~ElementReader() {
  // What the misspelt name may have meant (xmlns:... is no one's typo). Never the list of them:
  // a reader that stops early (a missing required attribute) has not asked for them all.
  std::vector<std::string> known;
  for (const std::string& k : known_)
    if (k.find(':') == std::string::npos) known.push_back(k);
  for (const XmlAttribute& a : e_.attributes) {
    if (known_.count(a.name)) continue;
    const std::string unknown = subject_.empty() ? "unknown attribute " + quote_input(a.name) + " on " + tag()
                                                 : subject_ + ": unknown attribute " + quote_input(a.name);
    // A misspelt required attribute is one problem: its "missing attribute" error becomes this.
    const auto near = nearest_name(a.name, known);
    if (const auto m = near ? missing_.find(*near) : missing_.end(); m != missing_.end()) {
      sink_.reword(m->second, unknown + suggestion(a.name, known, 0));
      missing_.erase(m);
      continue;
    }
    sink_.error(a.line, unknown + suggestion(a.name, known, 0));
  }
}

bool ElementReader::has(const char* attr) {
  known_.insert(attr);
  return e_.attribute(attr) != nullptr;
}

void ElementReader::error(const std::string& message) { error_at(line(), message); }

void ElementReader::error_at(int at_line, const std::string& message) {
  sink_.error(at_line, (subject_.empty() ? tag() : subject_) + ": " + message);
}

std::optional<std::string> ElementReader::str(const char* attr, Need need) {
  known_.insert(attr);
  const XmlAttribute* found = e_.attribute(attr);
  if (!found) {
    if (need == Need::Required) {
      missing_[attr] = sink_.count();
      error("missing attribute '" + std::string(attr) + "'");
    }
    return std::nullopt;
  }
  // Attribute values are plain text: a control character (an escape sequence written as &#27;)
  // is refused here, and quoted escaped. Lists may run over several lines, but names, keys, ids
  // and option values are shown on one line, so there a line break or a tab is refused too.
  const std::string_view one_line_attrs[] = {"name", "key", "id", "value", "label", "abbreviation"};
  bool one_line = false;
  for (const auto a : one_line_attrs) one_line = one_line || a == attr;
  const std::string& v = found->value;
  if (const auto c = first_control_char(v, one_line ? "" : "\n\r\t")) {
    error(std::string(attr) + "=" + quote_input(v, '"') + " contains the control character " +
          describe_control_char(*c) + "; names and values must be plain text");
    return std::nullopt;
  }
  return v;
}

std::optional<int> ElementReader::integer(const char* attr, int min, int max, Need need) {
  const auto s = str(attr, need);
  if (!s) return std::nullopt;
  const auto v = parse_whole_number(*s);
  if (!v) {
    error(std::string(attr) + "=" + quote_input(*s, '"') + " is not a whole number");
    return std::nullopt;
  }
  if (*v < min || *v > max) {
    error(std::string(attr) + "=" + quote_input(*s, '"') + " is out of range (" + std::to_string(min) + " to " +
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
    error(std::string(attr) + "=" + quote_input(*s, '"') + " is not a whole number from 0 to 18446744073709551615");
    return std::nullopt;
  }
  return v;
}

std::optional<bool> ElementReader::boolean(const char* attr, Need need) {
  const auto s = str(attr, need);
  if (!s) return std::nullopt;
  if (*s == "true") return true;
  if (*s == "false") return false;
  error(std::string(attr) + "=" + quote_input(*s, '"') + " must be true or false");
  return std::nullopt;
}

std::optional<std::string> ElementReader::color(const char* attr, Need need) {
  const auto s = str(attr, need);
  if (!s) return std::nullopt;
  if (!is_hex_color(*s)) {
    error(std::string(attr) + "=" + quote_input(*s, '"') + " is not a colour of the form #rrggbb");
    return std::nullopt;
  }
  return s;
}

std::string ElementReader::text() const {
  const std::string t = e_.text();
  // Prose (a title, a briefing) may break lines and use tabs; no other control character.
  if (const auto c = first_control_char(t, "\n\r\t")) {
    sink_.error(line(), tag() + ": the text contains the control character " + describe_control_char(*c) +
                            "; text must be plain (lines and tabs only)");
    return escape_control_chars(t);  // the load fails anyway; no second error for a missing text
  }
  return t;
}

namespace {

bool is_blank(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; });
}

}  // namespace

void for_each_child(DiagnosticSink& sink, const XmlElement& parent,
                    const std::function<bool(const XmlElement&)>& visit, const std::vector<std::string>& known) {
  for (const XmlNode& n : parent.children) {
    if (const XmlElement* e = n.element()) {
      if (!visit(*e))
        sink.error(e->line, "unknown element <" + e->name + "> in <" + parent.name + ">" +
                                (known.empty() ? std::string() : suggestion(e->name, known)));
    } else if (const XmlText* t = n.text()) {
      if (!is_blank(t->value)) sink.error(t->line, "unexpected text in <" + parent.name + ">");
    }
  }
}

void expect_text_only(DiagnosticSink& sink, const XmlElement& e) {
  for (const XmlElement* c : e.child_elements())
    sink.error(c->line, "unknown element <" + c->name + "> in <" + e.name + ">");
}

std::vector<const XmlElement*> children_named(const XmlElement& parent, const char* name) {
  return parent.child_elements(name);
}

const XmlElement* single_child(DiagnosticSink& sink, const XmlElement& parent, const char* name) {
  const auto all = children_named(parent, name);
  for (std::size_t i = 1; i < all.size(); ++i)
    sink.error(all[i]->line, "duplicate <" + std::string(name) + "> in <" + parent.name +
                                 "> (the first is on line " + std::to_string(all[0]->line) + ")");
  return all.empty() ? nullptr : all[0];
}

std::vector<TextRow> text_rows(const XmlElement& e) {
  std::vector<TextRow> rows;
  for (const XmlNode& n : e.children) {
    const XmlText* t = n.text();
    if (!t) continue;
    // A text is numbered by its first non-blank character, but keeps the blank lines before it
    // in its value: step back over them so each row gets its own line.
    int line = t->line;
    for (std::size_t i = 0; i < t->value.size() && std::isspace(static_cast<unsigned char>(t->value[i])); ++i)
      if (t->value[i] == '\n') --line;
    std::string cur;
    auto flush = [&] {
      if (!cur.empty()) rows.push_back({cur, line});
      cur.clear();
    };
    for (const char c : t->value) {
      if (c == '\n') {
        flush();
        ++line;
      } else if (c != ' ' && c != '\t' && c != '\r') {
        cur += c;
      }
    }
    flush();
  }
  return rows;
}

// The first line of a text: its first non-blank character's, stepped back over the blank lines
// the value keeps before it (as text_rows does).
static int first_line_of(const XmlText& t) {
  int line = t.line;
  for (std::size_t i = 0; i < t.value.size() && std::isspace(static_cast<unsigned char>(t.value[i])); ++i)
    if (t.value[i] == '\n') --line;
  return line;
}

std::vector<TextWordRow> text_word_rows(const XmlElement& e) {
  std::vector<TextWordRow> rows;
  for (const XmlNode& n : e.children) {
    const XmlText* t = n.text();
    if (!t) continue;
    int line = first_line_of(*t);
    const std::string_view v = t->value;
    TextWordRow cur;
    std::size_t word = std::string_view::npos;  // where the word being read starts
    auto end_word = [&](std::size_t at) {
      if (word != std::string_view::npos) cur.cells.push_back(v.substr(word, at - word));
      word = std::string_view::npos;
    };
    for (std::size_t i = 0; i <= v.size(); ++i) {
      const char c = i < v.size() ? v[i] : '\n';
      if (c == '\n' || c == ' ' || c == '\t' || c == '\r') {
        end_word(i);
        if (c != '\n') continue;
        if (!cur.cells.empty()) rows.push_back({std::move(cur.cells), line});
        cur.cells.clear();
        ++line;
      } else if (word == std::string_view::npos) {
        word = i;
      }
    }
  }
  return rows;
}

}  // namespace hexfire
