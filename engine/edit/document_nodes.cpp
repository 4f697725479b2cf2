// Small helpers for changing an XmlDocument in place (document_nodes.hpp).
#include "engine/edit/document_nodes.hpp"

#include <algorithm>
#include <sstream>

#include "engine/io/xml_reader.hpp"

namespace hexfire::edit {

XmlElement* root_of(XmlDocument& doc) {
  for (XmlNode& n : doc.nodes)
    if (auto* e = std::get_if<XmlElement>(&n.value)) return e;
  return nullptr;
}

XmlElement* child(XmlElement& parent, const std::string& name) {
  for (XmlNode& n : parent.children)
    if (auto* e = std::get_if<XmlElement>(&n.value); e && e->name == name) return e;
  return nullptr;
}

XmlElement& child_made(XmlElement& parent, const std::string& name) {
  if (XmlElement* e = child(parent, name)) return *e;
  return parent.add_element(name);
}

std::vector<XmlElement*> children(XmlElement& parent, const std::string& name) {
  std::vector<XmlElement*> out;
  for (XmlNode& n : parent.children)
    if (auto* e = std::get_if<XmlElement>(&n.value); e && e->name == name) out.push_back(e);
  return out;
}

std::size_t remove_children(XmlElement& parent, const std::function<bool(const XmlElement&)>& drop) {
  const auto before = parent.children.size();
  parent.children.erase(std::remove_if(parent.children.begin(), parent.children.end(),
                                       [&](const XmlNode& n) { return n.element() && drop(*n.element()); }),
                        parent.children.end());
  return before - parent.children.size();
}

bool remove_attribute(XmlElement& e, const std::string& name) {
  const auto it = std::find_if(e.attributes.begin(), e.attributes.end(), [&](const XmlAttribute& a) { return a.name == name; });
  if (it == e.attributes.end()) return false;
  e.attributes.erase(it);
  return true;
}

std::optional<std::string> attribute(const XmlElement& e, const std::string& name) {
  if (const XmlAttribute* a = e.attribute(name)) return a->value;
  return std::nullopt;
}

CellRows read_rows(const XmlElement& block, bool word_cells) {
  CellRows out;
  if (word_cells) {
    for (const TextWordRow& r : text_word_rows(block)) out.emplace_back(r.cells.begin(), r.cells.end());
    return out;
  }
  for (const TextRow& r : text_rows(block)) {
    std::vector<std::string> cells;
    for (const char c : r.cells) cells.emplace_back(1, c);
    out.push_back(std::move(cells));
  }
  return out;
}

namespace {
void remove_texts(XmlElement& e) {
  e.children.erase(std::remove_if(e.children.begin(), e.children.end(), [](const XmlNode& n) { return n.text() != nullptr; }),
                   e.children.end());
}
}  // namespace

void write_rows(XmlElement& block, const CellRows& rows) {
  std::string text;
  for (const auto& row : rows) {
    std::string line;
    for (const std::string& cell : row) {
      if (!line.empty()) line += ' ';
      line += cell;
    }
    text += line + "\n";
  }
  // Comments inside the block are kept (after the rows); the old rows go.
  remove_texts(block);
  block.add_text("\n" + text);
}

std::vector<std::string> words(const std::string& text) {
  std::istringstream in(text);
  std::vector<std::string> out;
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::string join_words(const std::vector<std::string>& w) {
  std::string out;
  for (const std::string& s : w) out += (out.empty() ? "" : " ") + s;
  return out;
}

}  // namespace hexfire::edit
