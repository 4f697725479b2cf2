// What the fuzz targets share: where the repository's rules and scenarios are, the input as text,
// and the property check that turns a broken promise into a crash libFuzzer records.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>

namespace hexfire::fuzz {

// "<repo>/assets/rules" and "<repo>/scenarios/fireline" (the build tree's source root).
const std::string& rules_dir();
const std::string& scenarios_dir();
// The text of a file of the repository, read once ("scenarios/fireline/crossroads.xml"); aborts
// when it cannot be read, as a target without its fixtures tests nothing.
std::string repo_file(const std::string& relative);

inline std::string as_text(const std::uint8_t* data, std::size_t size) {
  return std::string(reinterpret_cast<const char*>(data), size);
}

// True when HEXFIRE_FUZZ_TRACE is set: the targets then tell on stderr what they did with an
// input (run the binary on one file to see why it fails, or to turn a walk into a save).
bool tracing();

// Aborts with `what` (and `detail`) when a property does not hold, so libFuzzer saves the input.
void require(bool holds, const std::string& what, const std::string& detail = "");

}  // namespace hexfire::fuzz
