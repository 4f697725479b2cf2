// Loads a rule system's map and unit definitions (assets/rules/<system>.xml) into a Ruleset.
// The <tables> element is skipped here: each rule system parses its own tables.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "engine/io/diagnostic.hpp"
#include "engine/map/ruleset.hpp"

namespace hexfire {

struct RulesetLoad {
  std::shared_ptr<const Ruleset> ruleset;  // set only when there are no errors
  Diagnostics errors;
  bool ok() const { return ruleset != nullptr && errors.empty(); }
};

RulesetLoad load_ruleset(const std::string& path);
RulesetLoad load_ruleset_text(const std::string& xml_text, const std::string& display_name);

// "1" -> cost 1; "2 stop"; "stop" (cost 1, ends the move); "0 road-only"; "prohibited".
// `default_cost` is used when the text names no number. Nothing for malformed text.
std::optional<MovementEffect> parse_movement_effect(const std::string& text, int default_cost);
std::string movement_effect_text(const MovementEffect& m);

// The rules file of a system in a rules directory: "<dir>/<system>.xml".
std::string ruleset_path(const std::string& rules_dir, const std::string& system);

}  // namespace hexfire
