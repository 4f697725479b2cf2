// hexfire-lint: checks scenario files and prints every problem as "file:line: message".
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

#include "engine/io/scenario_loader.hpp"
#include "engine/rules/scenario_check.hpp"

#ifndef HEXFIRE_SOURCE_DIR
#define HEXFIRE_SOURCE_DIR "."
#endif

namespace {

int usage() {
  std::fprintf(stderr,
               "usage: hexfire-lint [--rules DIR] FILE...\n"
               "Checks scenario XML files: the format, then the option values and starting position\n"
               "against the scenario's rule system. Prints 'FILE: ok' for a clean file, otherwise every\n"
               "error as FILE:LINE: message, and exits 1. DIR holds the <system>.xml rulesets\n"
               "(default " HEXFIRE_SOURCE_DIR "/assets/rules).\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  std::string rules_dir = std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules";
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--rules") {
      if (i + 1 >= argc) return usage();
      rules_dir = argv[++i];
    } else if (a == "-h" || a == "--help") {
      usage();
      return 0;
    } else if (a.size() > 1 && a[0] == '-') {
      std::fprintf(stderr, "hexfire-lint: unknown option %s\n", a.c_str());
      return usage();
    } else {
      files.push_back(a);
    }
  }
  if (files.empty()) return usage();
  int bad = 0;
  for (const auto& f : files) {
    const hexfire::ScenarioLoad load = hexfire::load_scenario(f, rules_dir);
    // A file that loads is then checked against its rule system (option values, set-up).
    const hexfire::Diagnostics problems =
        load.ok() ? hexfire::check_scenario_rules(*load.scenario, rules_dir) : load.errors;
    if (problems.empty()) {
      std::printf("%s: ok\n", f.c_str());
      continue;
    }
    ++bad;
    std::fputs(hexfire::format_diagnostics(problems).c_str(), stdout);
  }
  if (bad > 0) std::fprintf(stderr, "hexfire-lint: %d of %zu file(s) have errors\n", bad, files.size());
  return bad > 0 ? 1 : 0;
}
