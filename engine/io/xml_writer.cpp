// The canonical XML writer (see xml_writer.hpp).
#include "engine/io/xml_writer.hpp"

#include <algorithm>

#include "engine/io/text_escape.hpp"
#include "engine/io/xml_reader.hpp"

namespace hexfire {
namespace {

bool is_control(char ch) {
  const auto c = static_cast<unsigned char>(ch);
  return c < 0x20 || c == 0x7f;
}

std::string character_reference(char ch) { return "&#" + std::to_string(static_cast<unsigned char>(ch)) + ";"; }

// `keep` lists the control characters written as they are.
std::string escape(const std::string& s, bool quote, const char* keep) {
  std::string out;
  out.reserve(s.size());
  for (const char c : s) {
    if (c == '&') out += "&amp;";
    else if (c == '<') out += "&lt;";
    else if (c == '>') out += "&gt;";
    else if (c == '"' && quote) out += "&quot;";
    else if (is_control(c) && std::string_view(keep).find(c) == std::string_view::npos) out += character_reference(c);
    else out += c;
  }
  return out;
}

// The lines of a text as the loaders read it; empty for a blank text.
std::vector<std::string> text_lines(const std::string& text) {
  std::vector<std::string> lines;
  const std::string tidy = tidy_text(text);
  if (tidy.empty()) return lines;
  std::size_t start = 0;
  for (std::size_t end; (end = tidy.find('\n', start)) != std::string::npos; start = end + 1)
    lines.push_back(tidy.substr(start, end - start));
  lines.push_back(tidy.substr(start));
  return lines;
}

// A comment's text as written, but safe to print and to parse back: control characters other
// than line breaks and tabs spelt out ("\x1b"), and no "-->" to end it early.
std::string comment_text(const std::string& value) {
  std::string out;
  for (std::size_t start = 0; start <= value.size();) {
    const std::size_t end = std::min(value.find('\n', start), value.size());
    const std::string line = value.substr(start, end - start);
    out += first_control_char(line, "\t") ? escape_control_chars(line) : line;
    if (end < value.size()) out += '\n';
    start = end + 1;
  }
  for (std::size_t at; (at = out.find("-->")) != std::string::npos;) out.replace(at, 3, "-- >");
  return out;
}

class Writer {
 public:
  std::string out;

  void node(const XmlNode& n, int depth) {
    if (const XmlElement* e = n.element()) {
      element(*e, depth);
    } else if (const XmlComment* c = n.comment()) {
      indent(depth);
      out += "<!--" + comment_text(c->value) + "-->\n";
    } else if (const XmlText* t = n.text()) {
      for (const std::string& line : text_lines(t->value)) {
        if (!line.empty()) indent(depth);
        out += escape_xml_text(line) + "\n";
      }
    }
  }

 private:
  void indent(int depth) { out.append(static_cast<std::size_t>(2 * depth), ' '); }

  void element(const XmlElement& e, int depth) {
    indent(depth);
    out += "<" + e.name;
    for (const XmlAttribute& a : e.attributes) out += " " + a.name + "=\"" + escape_xml_attribute(a.value) + "\"";
    const bool text_only = std::all_of(e.children.begin(), e.children.end(), [](const XmlNode& n) { return n.text(); });
    if (text_only) {
      const std::vector<std::string> lines = text_lines(e.text());
      if (lines.empty()) {
        out += "/>\n";
        return;
      }
      if (lines.size() == 1) {
        out += ">" + escape_xml_text(lines.front()) + "</" + e.name + ">\n";
        return;
      }
    }
    out += ">\n";
    if (text_only) node(XmlNode{XmlText{e.text(), 0}}, depth + 1);
    else
      for (const XmlNode& n : e.children) node(n, depth + 1);
    indent(depth);
    out += "</" + e.name + ">\n";
  }
};

}  // namespace

std::string escape_xml_attribute(const std::string& value) { return escape(value, true, ""); }

std::string escape_xml_text(const std::string& text) { return escape(text, false, "\t"); }

std::string write_xml_document(const XmlDocument& doc) {
  Writer w;
  w.out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  for (const XmlNode& n : doc.nodes) w.node(n, 0);
  return w.out;
}

}  // namespace hexfire
