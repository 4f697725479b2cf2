// Small helpers for changing an XmlDocument in place, for the editor's edits: find a child to
// change, remove or insert children, and read and write the rows of a <terrain> or <elevation> block.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "engine/io/xml_document.hpp"

namespace hexfire::edit {

XmlElement* root_of(XmlDocument& doc);
// The first child element of that name; null when there is none.
XmlElement* child(XmlElement& parent, const std::string& name);
// In `parent`'s first <section>, the first <name> whose `attr` is `value` ("sides", "side",
// "key", "usa"); null when there is none.
XmlElement* keyed_child(XmlElement& parent, const std::string& section, const std::string& name,
                        const std::string& attr, const std::string& value);
// The first child element of that name, made (appended) when there is none.
XmlElement& child_made(XmlElement& parent, const std::string& name);
// The child elements of that name, in order (pointers valid until `children` changes).
std::vector<XmlElement*> children(XmlElement& parent, const std::string& name);
// Removes the child elements for which `drop` is true; returns how many went.
std::size_t remove_children(XmlElement& parent, const std::function<bool(const XmlElement&)>& drop);
// Removes an attribute; false when it was not there.
bool remove_attribute(XmlElement& e, const std::string& name);
std::optional<std::string> attribute(const XmlElement& e, const std::string& name);

// A map block's rows, a cell a hex: <terrain> one character each, <elevation> (format 2) one
// whole number each, written with spaces between.
using CellRows = std::vector<std::vector<std::string>>;
CellRows read_rows(const XmlElement& block, bool word_cells);
// Replaces the block's rows with these, one line each, a space between cells; a comment between
// rows stays before the same row.
void write_rows(XmlElement& block, const CellRows& rows);

// The words of a list attribute (hex paths, hexside lists), split at blanks.
std::vector<std::string> words(const std::string& text);
std::string join_words(const std::vector<std::string>& w);

}  // namespace hexfire::edit
