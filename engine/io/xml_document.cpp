// The XML document model (see xml_document.hpp). tinyxml2 does the parsing; its tree is copied
// into the model and dropped, so nothing else in the engine depends on it.
#include "engine/io/xml_document.hpp"

#include <tinyxml2.h>

#include "engine/io/xml_guard.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/io/xml_text_check.hpp"

namespace hexfire {

const XmlAttribute* XmlElement::attribute(std::string_view attr) const {
  for (const XmlAttribute& a : attributes)
    if (a.name == attr) return &a;
  return nullptr;
}

void XmlElement::set_attribute(std::string attr, std::string value) {
  for (XmlAttribute& a : attributes)
    if (a.name == attr) {
      a.value = std::move(value);
      return;
    }
  attributes.push_back({std::move(attr), std::move(value), 0});
}

XmlElement& XmlElement::add_element(std::string child_name) {
  XmlElement e;
  e.name = std::move(child_name);
  children.push_back({std::move(e)});
  return std::get<XmlElement>(children.back().value);
}

void XmlElement::add_text(std::string text) { children.push_back({XmlText{std::move(text), 0}}); }

const XmlElement* XmlElement::first_child(std::string_view child_name) const {
  for (const XmlNode& n : children)
    if (const XmlElement* e = n.element(); e && e->name == child_name) return e;
  return nullptr;
}

std::vector<const XmlElement*> XmlElement::child_elements() const {
  std::vector<const XmlElement*> out;
  for (const XmlNode& n : children)
    if (const XmlElement* e = n.element()) out.push_back(e);
  return out;
}

std::vector<const XmlElement*> XmlElement::child_elements(std::string_view child_name) const {
  std::vector<const XmlElement*> out;
  for (const XmlNode& n : children)
    if (const XmlElement* e = n.element(); e && e->name == child_name) out.push_back(e);
  return out;
}

std::string XmlElement::text() const {
  std::string out;
  for (const XmlNode& n : children)
    if (const XmlText* t = n.text()) out += t->value;
  return out;
}

const XmlElement* XmlDocument::root() const {
  for (const XmlNode& n : nodes)
    if (const XmlElement* e = n.element()) return e;
  return nullptr;
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

// Copies one node of tinyxml2's tree; nothing for the kinds the model does not keep. The depth
// is bounded by the shape check (at most limits::kMaxNestingDepth), so recursion is safe.
std::optional<XmlNode> copy_node(const tinyxml2::XMLNode& n) {
  if (const auto* t = n.ToText()) return XmlNode{XmlText{t->Value(), t->GetLineNum()}};
  if (const auto* c = n.ToComment()) return XmlNode{XmlComment{c->Value(), c->GetLineNum()}};
  const auto* e = n.ToElement();
  if (!e) return std::nullopt;  // the declaration, a DOCTYPE
  XmlElement out;
  out.name = e->Name();
  out.line = e->GetLineNum();
  for (const tinyxml2::XMLAttribute* a = e->FirstAttribute(); a; a = a->Next())
    out.attributes.push_back({a->Name(), a->Value(), a->GetLineNum()});
  for (const tinyxml2::XMLNode* c = e->FirstChild(); c; c = c->NextSibling())
    if (auto child = copy_node(*c)) out.children.push_back(std::move(*child));
  return XmlNode{std::move(out)};
}

std::optional<XmlShapeProblem> check_xml_shape_default(std::string_view text) { return check_xml_shape(text); }

}  // namespace

std::optional<XmlDocument> parse_xml_document(const std::string& text, DiagnosticSink& sink) {
  for (const auto& check : {check_xml_encoding, check_nul_bytes, check_xml_shape_default, check_character_references})
    if (const auto problem = check(text)) {
      sink.error(problem->line, problem->message);
      return std::nullopt;
    }
  XmlDocument doc;
  {
    tinyxml2::XMLDocument parsed;
    const tinyxml2::XMLError e = parsed.Parse(text.c_str(), text.size());
    if (e != tinyxml2::XML_SUCCESS) {
      // tinyxml2 takes every '<?...?>' for an XML declaration: say what it is.
      if (e == tinyxml2::XML_ERROR_PARSING_DECLARATION)
        if (const auto problem = explain_declaration_error(text, parsed.ErrorLineNum())) {
          sink.error(problem->line, "malformed XML: " + problem->message);
          return std::nullopt;
        }
      sink.error(parsed.ErrorLineNum(), std::string("malformed XML: ") + describe_xml_error(e));
      return std::nullopt;
    }
    for (const tinyxml2::XMLNode* n = parsed.FirstChild(); n; n = n->NextSibling())
      if (auto node = copy_node(*n)) doc.nodes.push_back(std::move(*node));
  }
  return doc;
}

}  // namespace hexfire
