// Text from a file is data: control characters (bytes below 0x20 and DEL), terminal escape
// sequences among them, are found so loaders can refuse them, and escaped ("\x1b") wherever
// such text is quoted back to a person, so a file can never drive the terminal it is shown on.
// A quote is also cut short: a 2 MB command line quoted whole made a 2 MB message, which the
// game's panels could not draw.
#pragma once

#include <cstddef>
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

// What a message quotes of its input: enough to recognise the line, word or value.
inline constexpr std::size_t kMaxQuotedBytes = 60;
// A whole message: several quotes and a list of what was expected fit many times over.
inline constexpr std::size_t kMaxMessageBytes = 2000;

// `text` between `quote` marks for a message, escaped (escape_control_chars); text over
// kMaxQuotedBytes is cut at a character and its length follows the quote:
// "'brit move 0402 0403 ...' (1600000 bytes)".
std::string quote_input(std::string_view text, char quote = '\'');
// The same without quote marks, for input a message names bare (a hex label: "unit 'x' at 0402").
std::string cut_input(std::string_view text);

// `message` whole when within kMaxMessageBytes, else its start and end around a mark of what was
// left out: for messages that quote input from places that do not cut it themselves (a rule
// system's reason quoting a word of a command), so no message is ever unbounded.
std::string bound_message(std::string_view message);

}  // namespace hexfire
