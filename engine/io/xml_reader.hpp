// Strict reading of XML for the loaders: every attribute and child element must be known, values
// are checked, and each problem becomes a Diagnostic with the file and line. Nothing here throws.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/io/diagnostic.hpp"
#include "engine/io/text_escape.hpp"
#include "engine/io/xml_document.hpp"

namespace hexfire {

// Collects the diagnostics of one file.
class DiagnosticSink {
 public:
  DiagnosticSink(std::string file, Diagnostics& out) : file_(std::move(file)), out_(out) {}
  // Messages are bounded (bound_message): a value a reader quoted whole cannot make one huge.
  void error(int line, const std::string& message) { out_.push_back({file_, line, bound_message(message)}); }
  // Replaces the message of the error reported `index`-th (count() before it was reported).
  void reword(std::size_t index, const std::string& message) { out_.at(index).message = bound_message(message); }
  const std::string& file() const { return file_; }
  std::size_t count() const { return out_.size(); }
  const std::string& message(std::size_t index) const { return out_.at(index).message; }

 private:
  std::string file_;
  Diagnostics& out_;
};

// Reads a file through read_bounded_file; on failure reports why against the file as a whole.
std::optional<std::string> read_text_file(const std::string& path, DiagnosticSink& sink);
// A loader's `load(path)`: reads the file (read_text_file) and hands its text to
// `parse(text, path)`; a file that cannot be read gives a Load holding just that error.
template <class Load, class Parse>
Load load_text_file(const std::string& path, Parse parse) {
  Load out;
  DiagnosticSink sink(path, out.errors);
  const auto text = read_text_file(path, sink);
  if (!text) return out;
  return parse(*text, path);
}

// Parses XML text into `doc` (parse_xml_document); on failure reports why with the line and
// returns false.
bool parse_xml(const std::string& text, XmlDocument& doc, DiagnosticSink& sink);
// The <tables> element under the root of a rule system's file, parsed from `text` into `doc`;
// nothing, reported, when the text is not XML or holds no <tables>.
const XmlElement* parse_tables_element(const std::string& text, XmlDocument& doc, DiagnosticSink& sink);

// Parses a whole decimal number (optional sign, digits only); nothing on any other text or overflow.
std::optional<long long> parse_whole_number(const std::string& text);
// Text as a scenario means it: texts are written indented inside the XML, so each line is
// trimmed, blank lines at either end are dropped and a run of blank lines becomes one (a
// paragraph break).
std::string tidy_text(const std::string& raw);
// Parses "#rrggbb".
bool is_hex_color(const std::string& text);
// Splits on spaces, tabs and newlines.
std::vector<std::string> split_words(const std::string& text);

enum class Need { Optional, Required };

// One element. Attributes read (or allowed) through it count as known; the destructor reports
// the rest as unknown, so a new attribute can never be silently ignored.
class ElementReader {
 public:
  ElementReader(DiagnosticSink& sink, const XmlElement& e);
  ~ElementReader();
  ElementReader(const ElementReader&) = delete;
  ElementReader& operator=(const ElementReader&) = delete;

  const XmlElement& element() const { return e_; }
  int line() const { return e_.line; }
  std::string tag() const { return "<" + e_.name + ">"; }
  // Prefix for messages about this element, e.g. "unit '3/12 Ohio'".
  void set_subject(std::string subject) { subject_ = std::move(subject); }
  const std::string& subject() const { return subject_; }

  bool has(const char* attr);
  void allow(const char* attr) { known_.insert(attr); }
  std::optional<std::string> str(const char* attr, Need need = Need::Optional);
  std::optional<int> integer(const char* attr, int min, int max, Need need = Need::Optional);
  std::optional<std::uint64_t> unsigned64(const char* attr, Need need = Need::Optional);
  std::optional<bool> boolean(const char* attr, Need need = Need::Optional);
  std::optional<std::string> color(const char* attr, Need need = Need::Optional);
  // The element's text (empty when it has none). A control character other than a line break or
  // a tab is reported at this element, and the text comes back escaped.
  std::string text() const;

  // "<subject>: message" (or "<tag>: message" without a subject) at this element's line.
  void error(const std::string& message);
  void error_at(int line, const std::string& message);

 private:
  DiagnosticSink& sink_;
  const XmlElement& e_;
  std::string subject_;
  std::set<std::string> known_;
  std::map<std::string, std::size_t> missing_;  // required attributes absent: the index of their error
};

// Visits the child elements of `parent`. `visit` returns false for names it does not know, and
// those are reported as unknown elements, with a suggestion from `known` (the names `visit`
// takes; suggest.hpp) when it is given. Non-blank text between child elements is an error too.
void for_each_child(DiagnosticSink& sink, const XmlElement& parent,
                    const std::function<bool(const XmlElement&)>& visit,
                    const std::vector<std::string>& known = {});

// For text-only elements (<title>, <terrain>): any child element is reported as unknown.
void expect_text_only(DiagnosticSink& sink, const XmlElement& e);

// Children of `parent` with the given name, in document order.
std::vector<const XmlElement*> children_named(const XmlElement& parent, const char* name);

// The single child of that name; a second one is reported as a duplicate.
const XmlElement* single_child(DiagnosticSink& sink, const XmlElement& parent, const char* name);

// Rows of a compact text block (<terrain>, <elevation>): each non-blank line with spaces and
// tabs removed, and the file line it came from.
struct TextRow {
  std::string cells;
  int line = 0;
};
std::vector<TextRow> text_rows(const XmlElement& e);

// Rows of a block of whole numbers (<elevation>, format 2): each non-blank line split at spaces
// and tabs, the words pointing into the element's texts (valid while the element is).
struct TextWordRow {
  std::vector<std::string_view> cells;
  int line = 0;
};
std::vector<TextWordRow> text_word_rows(const XmlElement& e);

}  // namespace hexfire
