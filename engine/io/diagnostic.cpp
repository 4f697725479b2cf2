// Formatting of diagnostics in the compiler-like "file:line: message" form editors understand.
#include "engine/io/diagnostic.hpp"

#include "engine/io/text_escape.hpp"

namespace hexfire {

std::string Diagnostic::to_string() const {
  std::string out = file;
  if (line > 0) out += ":" + std::to_string(line);
  out += (out.empty() ? "" : ": ") + message;  // a problem of no file (a command line) is its message
  // A message may quote the file's own text; whatever slipped through the loaders' checks is
  // shown escaped so it cannot act on a terminal, and bounded. Line breaks stay: some messages
  // have several.
  return bound_message(first_control_char(out, "\n") ? escape_control_chars_keep_lines(out) : out);
}

std::string format_diagnostics(const Diagnostics& d) {
  std::string out;
  for (const auto& x : d) out += x.to_string() + "\n";
  return out;
}

}  // namespace hexfire
