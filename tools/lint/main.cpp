// hexfire-lint: checks scenario files and prints every problem as "file:line: message"; with
// --format, prints one file in the canonical form instead; with --upgrade, rewrites one file in
// the newest format (upgrade.hpp).
#include <cstdio>
#include <cstring>
#include <exception>
#include <new>
#include <string>
#include <vector>

#include "engine/io/data_dir.hpp"
#include "engine/io/format_upgrade.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/text_escape.hpp"
#include "engine/io/xml_writer.hpp"
#include "engine/rules/scenario_check.hpp"
#include "tools/lint/upgrade.hpp"

namespace {

int usage(FILE* to = stderr) {
  std::fprintf(to,
               "usage: hexfire-lint [--rules DIR] FILE...\n"
               "       hexfire-lint [--rules DIR] --format FILE\n"
               "       hexfire-lint [--rules DIR] --upgrade FILE [-o OUT | --in-place]\n"
               "Checks scenario XML files: the format, the option values and starting position\n"
               "against the scenario's rule system, in one pass. Prints 'FILE: ok' for a clean file,\n"
               "otherwise every error as FILE:LINE: message, in line order, and exits 1. DIR holds the <system>.xml rulesets\n"
               "(default: DATA/assets/rules, DATA being $HEXFIRE_DATA_DIR or the share/hexfire\n"
               "folder beside this program's bin folder, here %s).\n"
               "--format prints FILE in the canonical form (two-space indentation, attributes in\n"
               "the file's order, texts re-indented, comments kept; docs/scenario-format.md,\n"
               "'Canonical form'), which loads to the same game. A file that does not load is not\n"
               "formatted: its errors go to stderr as FILE:LINE: message, and the exit status is 1.\n"
               "--upgrade rewrites FILE in the newest scenario format (%d; docs/scenario-format.md,\n"
               "'Format versions') in the canonical form, comments kept, to stdout, to OUT (-o OUT)\n"
               "or over FILE (--in-place), each written whole or not at all. Only a file that\n"
               "loads is upgraded, and only when the result loads to the same game.\n",
               hexfire::escape_control_chars(hexfire::data_dir_of_this_program()).c_str(), hexfire::kScenarioFormat);
  return 2;
}

// --format: the canonical form of one file on stdout, or its errors on stderr.
int format_file(const std::string& file, const std::string& rules_dir) {
  hexfire::Diagnostics problems;
  try {
    const hexfire::ScenarioDocumentLoad read = hexfire::load_scenario_document(file);
    problems = read.errors;
    if (read.document) {
      // Only a file that loads has a canonical form: the form is defined by what it loads to.
      const hexfire::ScenarioLoad load = hexfire::build_scenario(*read.document, file, rules_dir);
      problems = load.errors;
      if (load.ok()) {
        std::fputs(hexfire::write_xml_document(*read.document).c_str(), stdout);
        return 0;
      }
    }
  } catch (const std::exception& e) {
    problems = {{file, 0, std::string("internal error while formatting this file: ") + e.what()}};
  }
  std::fputs(hexfire::format_diagnostics(problems).c_str(), stderr);
  return 1;
}

}  // namespace

int main(int argc, char** argv) {
  std::string rules_dir = hexfire::data_dir_of_this_program() + "/assets/rules";
  std::vector<std::string> files;
  bool format = false;
  bool upgrade = false;
  bool in_place = false;
  std::string out;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--rules") {
      if (i + 1 >= argc) return usage();
      rules_dir = argv[++i];
    } else if (a == "--format") {
      format = true;
    } else if (a == "--upgrade") {
      upgrade = true;
    } else if (a == "--in-place") {
      in_place = true;
    } else if (a == "-o") {
      if (i + 1 >= argc || argv[i + 1][0] == '\0') return usage();
      out = argv[++i];
    } else if (a == "-h" || a == "--help") {
      usage(stdout);  // asked for: it is the output, not an error
      return 0;
    } else if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr, "hexfire-lint: unknown option %s\n", hexfire::escape_control_chars(a).c_str());
      return usage();
    } else {
      files.push_back(a);
    }
  }
  if (files.empty() || (format && files.size() != 1)) return usage();
  // -o and --in-place say where an upgrade goes; one upgrade at a time.
  if ((!out.empty() || in_place) && !upgrade) return usage();
  if (upgrade && (format || files.size() != 1 || (!out.empty() && in_place))) return usage();
  if (format) return format_file(files.front(), rules_dir);
  if (upgrade) return hexfire::lint::upgrade_file(files.front(), in_place ? files.front() : out, rules_dir);
  int bad = 0;
  for (const auto& f : files) {
    // Whatever a file does (exhausts memory, hits a bug), it is reported and the next is checked.
    hexfire::Diagnostics problems;
    try {
      const hexfire::ScenarioLoad load = hexfire::load_scenario(f, rules_dir);
      // Checked against its rule system too (option values, and the set-up of a file that loads),
      // in the same pass: every problem at once.
      problems = hexfire::check_scenario_load(load, rules_dir);
    } catch (const std::bad_alloc&) {
      problems = {{f, 0, "out of memory while checking this file"}};
    } catch (const std::exception& e) {
      problems = {{f, 0, std::string("internal error while checking this file: ") + e.what()}};
    } catch (...) {
      problems = {{f, 0, "internal error of an unknown kind while checking this file"}};
    }
    if (problems.empty()) {
      std::printf("%s: ok\n", hexfire::escape_control_chars(f).c_str());
      continue;
    }
    ++bad;
    std::fputs(hexfire::format_diagnostics(problems).c_str(), stdout);
  }
  if (bad > 0) std::fprintf(stderr, "hexfire-lint: %d of %zu file(s) have errors\n", bad, files.size());
  return bad > 0 ? 1 : 0;
}
