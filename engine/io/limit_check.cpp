// Count and length limits for the loaders (see limit_check.hpp).
#include "engine/io/limit_check.hpp"

namespace hexfire {

std::string over_count_message(std::size_t limit, const std::string& what) {
  return "more than " + std::to_string(limit) + " " + what + " (the limit is " + std::to_string(limit) + ")";
}

bool CountLimit::take(int line) {
  ++count_;
  if (count_ <= limit_) return true;
  if (count_ == limit_ + 1) sink_.error(line, over_count_message(limit_, what_));
  return false;
}

bool within_length(DiagnosticSink& sink, const ElementReader& r, const std::string& what, const std::string& text,
                   std::size_t limit) {
  if (text.size() <= limit) return true;
  sink.error(r.line(), (r.subject().empty() ? r.tag() : r.subject()) + ": " + what + " is " + std::to_string(text.size()) + " bytes long (the limit is " +
                           std::to_string(limit) + ")");
  return false;
}

}  // namespace hexfire
