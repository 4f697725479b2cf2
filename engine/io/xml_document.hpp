// The document model of Hexfire's XML files (scenarios, rulesets): elements with their ordered
// attributes, text and comments, each with the line it came from. Loaders read it, so every
// message can name a line; the writer (xml_writer.hpp) saves it back; the scenario editor edits it.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace hexfire {

class DiagnosticSink;

struct XmlAttribute {
  std::string name;
  std::string value;  // entities resolved
  int line = 0;       // the line of its name; 0 for one made by a program
};

// A run of character data (CDATA included), entities resolved.
struct XmlText {
  std::string value;
  int line = 0;  // the line of its first non-blank character, as the parser counts it
};

struct XmlComment {
  std::string value;  // between "<!--" and "-->"
  int line = 0;
};

struct XmlNode;

struct XmlElement {
  std::string name;
  int line = 0;                          // the line of its '<'; 0 for one made by a program
  std::vector<XmlAttribute> attributes;  // in source order
  std::vector<XmlNode> children;         // elements, text and comments in source order

  const XmlAttribute* attribute(std::string_view attr) const;
  // Sets an attribute, in place if it exists, else appended.
  void set_attribute(std::string attr, std::string value);
  // Appends an empty child element and returns it (valid until the next change of `children`).
  XmlElement& add_element(std::string child_name);
  void add_text(std::string text);

  // The first child element of that name; null when there is none.
  const XmlElement* first_child(std::string_view child_name) const;
  // The child elements, all or those of one name, in source order.
  std::vector<const XmlElement*> child_elements() const;
  std::vector<const XmlElement*> child_elements(std::string_view child_name) const;
  // The text children joined (comments between them left out); empty when there are none.
  std::string text() const;
};

struct XmlNode {
  std::variant<XmlElement, XmlText, XmlComment> value;

  const XmlElement* element() const { return std::get_if<XmlElement>(&value); }
  const XmlText* text() const { return std::get_if<XmlText>(&value); }
  const XmlComment* comment() const { return std::get_if<XmlComment>(&value); }
};

// A whole file: the root element and any comments around it. The XML declaration is not kept
// (the writer puts the standard one back); nor are DOCTYPEs and processing instructions.
struct XmlDocument {
  std::vector<XmlNode> nodes;  // top level: comments and elements (one, in a well-formed file)

  const XmlElement* root() const;  // the first element; null in an empty document
};

// Parses text into a document. The text is first checked for its encoding, against the shape
// limits (xml_guard.hpp) and for character references to no character (xml_text_check.hpp), then
// parsed; on failure the one problem is reported with its line and
// nothing comes back. Never throws but for allocation failure.
std::optional<XmlDocument> parse_xml_document(const std::string& text, DiagnosticSink& sink);

}  // namespace hexfire
