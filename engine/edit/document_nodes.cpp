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

XmlElement* keyed_child(XmlElement& parent, const std::string& section, const std::string& name,
                        const std::string& attr, const std::string& value) {
  XmlElement* holder = child(parent, section);
  if (!holder) return nullptr;
  for (XmlNode& n : holder->children)
    if (auto* e = std::get_if<XmlElement>(&n.value); e && e->name == name && attribute(*e, attr) == value) return e;
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

std::size_t non_blank_lines(const std::string& text) {
  std::size_t n = 0;
  bool blank = true;
  for (const char c : text) {
    if (c == '\n') {
      n += blank ? 0 : 1;
      blank = true;
    } else if (c != ' ' && c != '\t' && c != '\r') {
      blank = false;
    }
  }
  return n + (blank ? 0 : 1);
}

std::string row_text(const CellRows& rows, std::size_t from, std::size_t to) {
  std::string text = "\n";
  for (std::size_t i = from; i < to; ++i) {
    std::string line;
    for (const std::string& cell : rows[i]) {
      if (!line.empty()) line += ' ';
      line += cell;
    }
    text += line + "\n";
  }
  return text;
}

}  // namespace

void write_rows(XmlElement& block, const CellRows& rows) {
  // A comment between rows ("<!-- the river -->") stays before the row it stood before: each
  // comment keeps the number of rows above it. When the texts' lines are not the rows one for
  // one (a row cut by a comment), the comments go after the rows.
  std::vector<std::size_t> rows_before;
  std::size_t counted = 0;
  for (const XmlNode& n : block.children) {
    if (const XmlText* t = n.text()) counted += non_blank_lines(t->value);
    else rows_before.push_back(counted);
  }
  const bool kept = counted == rows.size();
  std::vector<XmlNode> others;
  for (XmlNode& n : block.children)
    if (!n.text()) others.push_back(std::move(n));
  block.children.clear();
  std::size_t from = 0;
  for (std::size_t i = 0; i < others.size(); ++i) {
    const std::size_t to = kept ? std::min(rows_before[i], rows.size()) : from;
    if (to > from) block.children.push_back(XmlNode{XmlText{row_text(rows, from, to), 0}});
    from = std::max(from, to);
    if (!kept && i == 0) {
      block.children.push_back(XmlNode{XmlText{row_text(rows, 0, rows.size()), 0}});
      from = rows.size();
    }
    block.children.push_back(std::move(others[i]));
  }
  if (from < rows.size() || others.empty()) block.children.push_back(XmlNode{XmlText{row_text(rows, from, rows.size()), 0}});
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
