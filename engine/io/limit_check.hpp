// Enforcing the limits of engine/io/limits.hpp while a file is read: counts of elements and
// lengths of texts, each refused with a message that names the limit.
#pragma once

#include <cstddef>
#include <string>

#include "engine/io/xml_reader.hpp"

namespace hexfire {

// Counts elements of one kind across a file. The first one over the limit is reported at its
// line ("more than 20000 units and leaders (the limit is 20000)"); it and all later ones are
// refused, so a huge file costs one message, not one per element.
class CountLimit {
 public:
  CountLimit(DiagnosticSink& sink, std::size_t limit, std::string what)
      : sink_(sink), limit_(limit), what_(std::move(what)) {}

  // True while the count is within the limit.
  bool take(int line);
  std::size_t count() const { return count_; }

 private:
  DiagnosticSink& sink_;
  std::size_t limit_;
  std::string what_;
  std::size_t count_ = 0;
};

// "more than 20000 units and leaders (the limit is 20000)"
std::string over_count_message(std::size_t limit, const std::string& what);

// False, with "<subject or tag>: <what> is N bytes long (the limit is M)" at the element's line, when
// `text` is longer than `limit`. The message never repeats the text.
bool within_length(DiagnosticSink& sink, const ElementReader& r, const std::string& what, const std::string& text,
                   std::size_t limit);

}  // namespace hexfire
