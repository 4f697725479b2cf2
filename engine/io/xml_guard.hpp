// A linear scan of XML text before tinyxml2 parses it, refusing what the parser handles badly or
// what no Hexfire file needs: an element with very many attributes (tinyxml2 checks each new
// attribute against all earlier ones, so 200,000 of them take minutes), too many attributes in
// all (each costs memory in the document), deep nesting and too many elements, or more lines
// than any Hexfire file needs. Comments, CDATA, processing instructions and quoted values are skipped over.
#pragma once

#include <optional>
#include <string>
#include <string_view>

#include "engine/io/limits.hpp"

namespace hexfire {

struct XmlShapeLimits {
  int attributes_per_element = limits::kMaxAttributesPerElement;
  int nesting_depth = limits::kMaxNestingDepth;
  std::size_t attributes = limits::kMaxAttributes;  // in the whole file
  std::size_t elements = limits::kMaxElements;
  std::size_t lines = limits::kMaxXmlLines;
};

// The first limit the text breaks: the line (counted from 1, as tinyxml2 counts) and a message.
struct XmlShapeProblem {
  int line = 0;
  std::string message;
};

// Nothing when the text is within the limits. Malformed XML is left for the parser to report.
std::optional<XmlShapeProblem> check_xml_shape(std::string_view text, const XmlShapeLimits& limits = {});

}  // namespace hexfire
