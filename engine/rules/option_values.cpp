#include "engine/rules/option_values.hpp"

#include <charconv>
#include <cmath>

namespace hexfire {

std::optional<std::string> option_choice(const std::map<std::string, std::string>& values, const char* name,
                                         const char* fallback, std::initializer_list<const char*> choices,
                                         std::string& why) {
  const auto it = values.find(name);
  const std::string v = it == values.end() ? std::string(fallback) : it->second;
  // The choices as a reader lists them: "a", "a or b", "a, b or c".
  std::string list;
  std::size_t i = 0;
  for (const char* c : choices) {
    if (v == c) return v;
    list += (i == 0 ? "" : i + 1 == choices.size() ? " or " : ", ") + std::string(c);
    ++i;
  }
  why = "option " + std::string(name) + "=\"" + v + "\": " + list;
  return std::nullopt;
}

std::optional<double> option_number(const std::map<std::string, std::string>& values, const char* name,
                                    double fallback, double lo, double hi, std::string& why) {
  const auto it = values.find(name);
  if (it == values.end()) return fallback;
  const std::string& v = it->second;
  double d = 0;
  const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), d);
  if (ec != std::errc() || end != v.data() + v.size() || !std::isfinite(d) || d < lo || d > hi) {
    why = "option " + std::string(name) + "=\"" + v + "\": a number from " + std::to_string(static_cast<int>(lo)) +
          " to " + std::to_string(static_cast<int>(hi));
    return std::nullopt;
  }
  return d;
}

}  // namespace hexfire
