// Loads a scenario XML file (format version 2, or 1 upgraded in memory; docs/scenario-format.md) with its rule system's
// ruleset, in two steps: the text is parsed into a document (xml_document.hpp) that keeps every
// element's and attribute's line, then the Scenario is built from the document. Every problem is
// reported, all at once, as "file:line: <hex or unit>: what is wrong"; nothing throws.
#pragma once

#include <memory>
#include <optional>
#include <string>

#include "engine/io/diagnostic.hpp"
#include "engine/io/xml_document.hpp"
#include "engine/state/scenario.hpp"

namespace hexfire {

struct ScenarioLoad {
  std::optional<Scenario> scenario;  // set only when there are no errors
  Diagnostics errors;                // sorted by file, then line
  // When there are errors: the scenario with its faulty parts left out, for the checks that run
  // beside the loader's own so that one pass reports everything (check_scenario_load, the
  // option values); never played. Null when the file was not read as far as its ruleset.
  std::shared_ptr<const Scenario> partial;
  bool ok() const { return scenario.has_value() && errors.empty(); }
};

// The first step: the file's document, or the one reason it cannot be read or parsed (missing,
// too large, over a shape limit, malformed XML).
struct ScenarioDocumentLoad {
  std::optional<XmlDocument> document;
  Diagnostics errors;
};
ScenarioDocumentLoad load_scenario_document(const std::string& path);
ScenarioDocumentLoad parse_scenario_document(const std::string& xml_text, const std::string& display_name);

// The second step: the Scenario the document describes, or every problem with it. Lines are the
// document's; `display_name` names the file in messages.
ScenarioLoad build_scenario(const XmlDocument& doc, const std::string& display_name, const std::string& rules_dir);

// Both steps. `rules_dir` holds <system>.xml files, e.g. "<repo>/assets/rules".
ScenarioLoad load_scenario(const std::string& path, const std::string& rules_dir);
// As above, from text; `display_name` stands for the file name in messages.
ScenarioLoad load_scenario_text(const std::string& xml_text, const std::string& display_name,
                                const std::string& rules_dir);

}  // namespace hexfire
