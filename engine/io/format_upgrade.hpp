// Scenario format versions (docs/scenario-format.md, "Format versions"): the number a file gives
// on its root (`format="1"`), and the chain of document transforms that bring a file of an older
// format to the newest. The loader runs the chain in memory before it reads a document, so an
// older file loads as it always did; `hexfire-lint --upgrade` runs it and writes the result.
//
// Each step turns format N into N+1 and nothing else: it changes only what format N+1 reads
// differently, keeps every line number (messages about the upgraded document name the lines of
// the file as written) and every comment, and sets the root's `format`. A step must never fail:
// what it cannot make sense of it leaves for the reader to report, at its line.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/io/xml_document.hpp"

namespace hexfire {

// The format Hexfire writes and reads natively.
constexpr int kScenarioFormat = 2;
// The oldest format it still reads (by upgrading it).
constexpr int kOldestScenarioFormat = 1;

struct FormatUpgradeStep {
  int from = 0;             // turns format `from` into `from + 1`
  const char* what = "";    // the change, in a sentence (the changelog's row)
  void (*apply)(XmlElement& root) = nullptr;
};

// The steps, oldest first: step i upgrades format kOldestScenarioFormat + i.
const std::vector<FormatUpgradeStep>& scenario_format_steps();

// 1 -> 2: <elevation> rows become whitespace-separated whole numbers (format 2 reads "10" as ten
// and "-1" as minus one, where format 1 read one digit per hex). Each row of digits is written
// with a space between its hexes ("1 2 0" for "120"), so it reads the same in format 2.
void upgrade_format_1_to_2(XmlElement& root);

// The root's format number: nullopt when there is no root, no `format`, or it is not a whole
// number from 1 to 1000 (the loader reports those).
std::optional<int> scenario_format_of(const XmlDocument& doc);

// Runs the steps from the document's format up to kScenarioFormat, in place. Returns the format
// the document had; a document of the newest format, of a newer one, or whose format cannot be
// read is left untouched.
std::optional<int> upgrade_scenario_document(XmlDocument& doc);

}  // namespace hexfire
