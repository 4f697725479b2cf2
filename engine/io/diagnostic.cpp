// Formatting of diagnostics in the compiler-like "file:line: message" form editors understand.
#include "engine/io/diagnostic.hpp"

namespace hexfire {

std::string Diagnostic::to_string() const {
  std::string out = file;
  if (line > 0) out += ":" + std::to_string(line);
  out += ": " + message;
  return out;
}

std::string format_diagnostics(const Diagnostics& d) {
  std::string out;
  for (const auto& x : d) out += x.to_string() + "\n";
  return out;
}

}  // namespace hexfire
