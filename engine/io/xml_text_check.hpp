// What tinyxml2 reads wrongly or reports in words no scenario designer can follow, found in the
// text itself: a file saved as UTF-16 (tinyxml2 sees a NUL after the first byte and says an
// element is never closed), a NUL byte anywhere else, a character reference to no character (tinyxml2 writes '&#0;' as a
// NUL that silently cuts the text short), and a processing instruction where none may stand
// (tinyxml2 calls every '<?...?>' an XML declaration and says the declaration is malformed).
#pragma once

#include <optional>
#include <string_view>

#include "engine/io/xml_guard.hpp"

namespace hexfire {

// A file that is not UTF-8 but UTF-16 or UTF-32, known by its byte-order mark or by the NUL
// beside its first '<'. Line 1 and a message saying to save it as UTF-8.
std::optional<XmlShapeProblem> check_xml_encoding(std::string_view text);

// The first NUL byte in a file that is not UTF-16 or UTF-32 (check_xml_encoding first): no XML
// file may hold one, and tinyxml2, reading the text as a C string, stops there and blames what
// it cut short ("an attribute is malformed"). It comes of a damaged copy or a binary pasted in.
std::optional<XmlShapeProblem> check_nul_bytes(std::string_view text);

// The first character reference ('&#N;' or '&#xH;', as tinyxml2 reads them) to no character XML
// allows: NUL, a UTF-16 surrogate half, or past U+10FFFF. Comments, CDATA and processing
// instructions are skipped, as the parser does not resolve references there.
std::optional<XmlShapeProblem> check_character_references(std::string_view text);

// Says what is wrong with the '<?' on `line`, for tinyxml2's "malformed declaration" there: a
// processing instruction or a second XML declaration after the file's start, or one never
// closed by '?>'. Nothing when no '<?' starts on that line.
std::optional<XmlShapeProblem> explain_declaration_error(std::string_view text, int line);

}  // namespace hexfire
