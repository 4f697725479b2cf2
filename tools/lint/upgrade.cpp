#include "tools/lint/upgrade.hpp"

#include <cstdio>
#include <exception>

#include "engine/io/format_upgrade.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/text_escape.hpp"
#include "engine/io/xml_writer.hpp"
#include "engine/state/state_hash.hpp"

namespace hexfire::lint {

namespace {

int refuse(const Diagnostics& problems) {
  std::fputs(format_diagnostics(problems).c_str(), stderr);
  return 1;
}

}  // namespace

int upgrade_file(const std::string& file, const std::string& out, const std::string& rules_dir) {
  try {
    const ScenarioDocumentLoad read = load_scenario_document(file);
    if (!read.document) return refuse(read.errors);
    XmlDocument doc = *read.document;
    const XmlElement* root = doc.root();
    const std::optional<int> had = scenario_format_of(doc);
    if (had && *had > kScenarioFormat)
      return refuse({{file, root->line,
                      "format=\"" + std::to_string(*had) + "\" is newer than this hexfire-lint knows (format " +
                          std::to_string(kScenarioFormat) + "): there is nothing to upgrade; a newer Hexfire reads it"}});
    // Only a file that loads is upgraded: the result is defined by the game it loads to, and the
    // designer fixes the errors first, at the lines of the file as written.
    const ScenarioLoad before = build_scenario(doc, file, rules_dir);
    if (!before.ok()) return refuse(before.errors);
    upgrade_scenario_document(doc);
    const std::string text = write_xml_document(doc);
    // The written text must load to the same starting state: a step that changed the game is a
    // bug, and the file is left as it was.
    const ScenarioLoad after = load_scenario_text(text, file, rules_dir);
    if (!after.ok()) {
      Diagnostics problems = after.errors;
      problems.insert(problems.begin(), {file, 0, "internal error: the upgraded file does not load; it was not written"});
      return refuse(problems);
    }
    if (state_hash(after.scenario->initial) != state_hash(before.scenario->initial))
      return refuse({{file, 0, "internal error: the upgraded file loads to another game; it was not written"}});
    const std::string was = had ? "format " + std::to_string(*had) : "its format";
    const std::string now = "format " + std::to_string(kScenarioFormat);
    const std::string what = had && *had == kScenarioFormat ? "already in " + now + ": written in the canonical form"
                                                            : "upgraded from " + was + " to " + now;
    if (out.empty()) {
      std::fputs(text.c_str(), stdout);
      std::fprintf(stderr, "%s: %s\n", escape_control_chars(file).c_str(), what.c_str());
      return 0;
    }
    if (const auto why = write_file_in_place(out, text)) {
      std::fprintf(stderr, "hexfire-lint: %s; %s is unchanged\n", escape_control_chars(*why).c_str(),
                   escape_control_chars(out).c_str());
      return 1;
    }
    std::fprintf(stderr, "%s: %s, in %s\n", escape_control_chars(file).c_str(), what.c_str(),
                 escape_control_chars(out).c_str());
    return 0;
  } catch (const std::exception& e) {
    return refuse({{file, 0, std::string("internal error while upgrading this file: ") + e.what()}});
  }
}

}  // namespace hexfire::lint
