// Writes an XML document (xml_document.hpp) in Hexfire's canonical form, the one
// `hexfire-lint --format` prints (docs/scenario-format.md, "Canonical form"):
//  - the standard declaration, then one element, comment or line of text per line, indented by
//    two spaces a level; an element with nothing in it is written `<name .../>`;
//  - attributes on the element's line, in the document's order;
//  - text as the loaders read it (xml_reader.hpp, tidy_text): each line trimmed and re-indented,
//    blank lines at the ends dropped, runs of blank lines made one; a one-line text stays on the
//    element's line (`<title>The mill ford</title>`);
//  - comments kept where they are, their text as written;
//  - & < > and " escaped; every control character written as a character reference (&#27;),
//    so the output never carries a raw one to a terminal (the loaders refuse them anyway, but
//    the line breaks and tabs of list attributes load back as they were).
// Writing a parsed document and parsing the result gives the same elements, attributes and
// texts (texts up to tidy_text), and writing is idempotent.
#pragma once

#include <string>

#include "engine/io/xml_document.hpp"

namespace hexfire {

std::string write_xml_document(const XmlDocument& doc);

// The escapes the writer uses, for tests and for other writers.
std::string escape_xml_attribute(const std::string& value);
std::string escape_xml_text(const std::string& text);

}  // namespace hexfire
