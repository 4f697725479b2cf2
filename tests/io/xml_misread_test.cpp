// XML that tinyxml2 misreads or misreports is named for what it is, with its line: a character
// reference to NUL read as an empty title ("no <title>"), a processing instruction reported as
// a malformed XML declaration, a UTF-16 file reported as an element never closed.
#include <gtest/gtest.h>

#include <string>

#include "engine/io/scenario_loader.hpp"
#include "tests/support/text_file.hpp"

namespace hexfire {
namespace {

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

std::string minimal() {
  return test_support::read_text_file(std::string(HEXFIRE_SOURCE_DIR) + "/tests/fixtures/scenarios/good/minimal.xml");
}

// The one error of loading `text` as m.xml, as "file:line: message".
std::string the_error(const std::string& text) {
  const ScenarioLoad l = load_scenario_text(text, "m.xml", rules_dir());
  EXPECT_EQ(l.errors.size(), 1u);
  return l.errors.empty() ? "" : l.errors.front().to_string();
}

std::string with(const std::string& from, const std::string& to) { return test_support::replaced(minimal(), from, to); }

TEST(XmlMisread, ANulCharacterReferenceIsNamedWithItsLine) {
  EXPECT_EQ(the_error(with("<title>Minimal", "<title>&#0;Minimal")),
            "m.xml:4: the character reference '&#0;' stands for the NUL character, which an XML file may not "
            "hold: delete it");
  EXPECT_EQ(the_error(with("name=\"Union\"", "name=\"Un&#x00;ion\"")),
            "m.xml:13: the character reference '&#x00;' stands for the NUL character, which an XML file may not "
            "hold: delete it");
}

TEST(XmlMisread, AReferenceToNoCharacterIsNamed) {
  const std::string m = the_error(with("<title>Minimal", "<title>&#xD800;Minimal"));
  EXPECT_EQ(m.rfind("m.xml:4: the character reference '&#xD800;' is not a character", 0), 0u) << m;
  EXPECT_EQ(the_error(with("<title>Minimal", "<title>&#99999999999999999999;")).rfind("m.xml:4: ", 0), 0u);
}

TEST(XmlMisread, ReferencesInCommentsAndGoodOnesAreLeftAlone) {
  const ScenarioLoad l = load_scenario_text(with("<title>Minimal", "<!-- &#0; --><title>M&#105;nimal"), "m.xml", rules_dir());
  EXPECT_TRUE(l.ok()) << l.errors.front().to_string();
}

TEST(XmlMisread, AProcessingInstructionIsNotCalledAMalformedDeclaration) {
  EXPECT_EQ(the_error(with("  <title>", "  <?evil rm -rf /?><title>")),
            "m.xml:4: malformed XML: '<?evil ...?>' is a processing instruction, which a Hexfire file does not "
            "use: delete it");
  // At the top level too, once a comment has come.
  EXPECT_EQ(the_error(with("<scenario ", "<?foo bar?><scenario ")),
            "m.xml:3: malformed XML: '<?foo ...?>' is a processing instruction, which a Hexfire file does not "
            "use: delete it");
}

TEST(XmlMisread, ASecondOrLateDeclarationIsNamed) {
  EXPECT_EQ(the_error(with("<scenario ", "<?xml version=\"1.0\"?>\n<scenario ")),
            "m.xml:3: malformed XML: the XML declaration '<?xml ...?>' must come first in the file, once, before "
            "any comment or element");
}

TEST(XmlMisread, AnUnclosedInstructionIsNamed) {
  EXPECT_EQ(the_error("<?xml version=\"1.0\"\n<scenario/>\n"), "m.xml:1: malformed XML: '<?xml' is never closed by '?>'");
}

TEST(XmlMisread, ADeclarationFollowedByAnInstructionAtTheStartStillLoads) {
  const ScenarioLoad l =
      load_scenario_text(with("<!-- The smallest", "<?xml-stylesheet href=\"a.css\"?>\n<!-- The smallest"), "m.xml",
                         rules_dir());
  EXPECT_TRUE(l.ok()) << l.errors.front().to_string();
}

// Each byte of `text` as UTF-16 code units in that order, behind `bom`.
std::string utf16(const std::string& text, bool little_endian, const std::string& bom) {
  std::string out = bom;
  for (char c : text) out += little_endian ? std::string{c, '\0'} : std::string{'\0', c};
  return out;
}

TEST(XmlMisread, AUtf16FileIsToldToBeSavedAsUtf8) {
  const std::string expected =
      "m.xml:1: the file is saved as UTF-16 (it starts with a UTF-16 byte-order mark); Hexfire reads UTF-8 only: "
      "save it again as UTF-8";
  EXPECT_EQ(the_error(utf16(minimal(), true, "\xFF\xFE")), expected);
  EXPECT_EQ(the_error(utf16(minimal(), false, "\xFE\xFF")), expected);
  EXPECT_EQ(the_error(utf16(minimal(), true, "")),
            "m.xml:1: the file is saved as UTF-16 (a NUL byte beside each character); Hexfire reads UTF-8 only: "
            "save it again as UTF-8");
}

// A raw NUL byte (a damaged copy): tinyxml2 read the text as a C string, stopped there, and said
// "an attribute is malformed".
TEST(XmlMisread, ARawNulByteIsNamedWithItsLineAndColumn) {
  const std::string text = minimal();
  const std::size_t at = text.find("name=\"Union\"");
  const std::size_t column = at - (text.rfind('\n', at) + 1) + 1 + 8;  // after 'name="Un'
  EXPECT_EQ(the_error(with("name=\"Union\"", std::string("name=\"Un\0ion\"", 14))),
            "m.xml:13: a NUL byte (character 0) at column " + std::to_string(column) +
                ", which no XML file may hold: the file is damaged or not text; delete the byte or restore the file");
}

}  // namespace
}  // namespace hexfire
