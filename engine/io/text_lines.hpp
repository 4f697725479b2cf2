// Line-based text files (saves, command files) as other tools leave them: a UTF-8 byte-order
// mark at the start (Notepad) and CRLF line ends (Windows, mail, git's autocrlf) read as if they
// were not there, as the XML parser already reads scenarios.
#pragma once

#include <string>
#include <string_view>

namespace hexfire {

// `text` without a leading UTF-8 byte-order mark (EF BB BF).
std::string_view without_bom(std::string_view text);

// `line` (without its '\n') without the '\r' of a CRLF line end.
std::string_view without_cr(std::string_view line);

// `text` as a file written with LF line ends and no byte-order mark would hold it.
std::string as_plain_lines(std::string_view text);

}  // namespace hexfire
