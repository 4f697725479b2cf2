// The rule attributes of assets/rules/fireline.xml that fireline's code reads, section by
// section. A declared attribute outside this list is dead data: the context loader refuses it
// with file and line, so a table cell can never sit in the file without an effect.
#pragma once

#include <string>

#include "engine/io/diagnostic.hpp"
#include "engine/map/ruleset.hpp"

namespace hexfire::fireline {

// True when fireline's code reads attribute `name` of ruleset section `section`.
bool fireline_reads_attribute(const std::string& section, const std::string& name);

// One error per declared attribute nobody reads: "rules_file:line: ...".
Diagnostics unread_attributes(const Ruleset& rules, const std::string& rules_file);

}  // namespace hexfire::fireline
