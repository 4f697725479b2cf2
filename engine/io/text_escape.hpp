// Text from a file is data: control characters (bytes below 0x20 and DEL), terminal escape
// sequences among them, are found so loaders can refuse them, and escaped ("\x1b") wherever
// such text is quoted back to a person, so a file can never drive the terminal it is shown on.
#pragma once

#include <optional>
#include <string>
#include <string_view>

namespace hexfire {

// The first control character of `text` that is not in `allowed` (e.g. "\n\t" for prose).
std::optional<unsigned char> first_control_char(std::string_view text, std::string_view allowed = {});

// `text` with each control character written out: \n, \r, \t by name, the rest as \xHH.
std::string escape_control_chars(std::string_view text);

// As above but line breaks stay as they are: for messages of several lines.
std::string escape_control_chars_keep_lines(std::string_view text);

// "0x1b (ESC)": one control character, for messages.
std::string describe_control_char(unsigned char c);

}  // namespace hexfire
