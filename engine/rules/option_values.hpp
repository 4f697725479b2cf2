// Reading a rule system's named options (the ruleset's <options> with the scenario's overrides,
// ScenarioInfo::options_in_effect): one value among the choices a rule allows, or a number, each
// refused with a message naming the option and what it may be.
#pragma once

#include <initializer_list>
#include <map>
#include <optional>
#include <string>

namespace hexfire {

// The value of option `name` (its default when not set), which must be one of `choices`;
// nothing, with `why` naming the option and its choices, otherwise.
std::optional<std::string> option_choice(const std::map<std::string, std::string>& values, const char* name,
                                         const char* fallback, std::initializer_list<const char*> choices,
                                         std::string& why);
// The value of option `name` as a number from `lo` to `hi` (its default when not set); nothing,
// with `why`, when it is not one.
std::optional<double> option_number(const std::map<std::string, std::string>& values, const char* name,
                                    double fallback, double lo, double hi, std::string& why);

}  // namespace hexfire
