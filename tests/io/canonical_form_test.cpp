// The canonical form (xml_writer.hpp, hexfire-lint --format): every shipped scenario and every
// fixture scenario that loads comes back from it to the same game, and formatting is idempotent.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "engine/io/bounded_file.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/xml_reader.hpp"
#include "engine/io/xml_writer.hpp"
#include "support/loading_scenarios.hpp"

namespace hexfire {
namespace {

namespace fs = std::filesystem;
using test_support::loading_scenarios;
using test_support::start_hash;

std::string repo(const std::string& rel) { return std::string(HEXFIRE_SOURCE_DIR) + "/" + rel; }

std::string format_text(const std::string& text, const std::string& name) {
  const ScenarioDocumentLoad read = parse_scenario_document(text, name);
  EXPECT_TRUE(read.document) << format_diagnostics(read.errors);
  return read.document ? write_xml_document(*read.document) : std::string();
}

TEST(CanonicalForm, EveryScenarioThatLoadsKeepsItsStateHashAndFormatsIdempotently) {
  const std::vector<fs::path> files = loading_scenarios();
  // The shipped scenarios, the good fixtures and the Tiled examples.
  EXPECT_GE(files.size(), 5u);
  for (const fs::path& file : files) {
    SCOPED_TRACE(file.string());
    FileProblem problem;
    const auto text = read_bounded_file(file.string(), problem);
    ASSERT_TRUE(text) << problem.what;
    const std::string formatted = format_text(*text, file.string());
    const ScenarioLoad again = load_scenario_text(formatted, file.string(), repo("assets/rules"));
    ASSERT_TRUE(again.ok()) << format_diagnostics(again.errors) << formatted;
    // Named as the file: a Tiled map beside it is found the same way.
    EXPECT_EQ(start_hash(formatted, file.string()), start_hash(*text, file.string()));
    EXPECT_EQ(format_text(formatted, "formatted.xml"), formatted);
  }
}

TEST(CanonicalForm, LayoutIsIndentedWithTextsTidiedAndCommentsKept) {
  const std::string text =
      "<?xml version='1.0'?><!-- note -->\n"
      "<scenario   b='1'    a=\"2\"><title>\n\n   The   ford  \n</title>\n"
      "<briefing>\n      One.\n      Two.\n\n\n\n      Three.\n   </briefing><map><terrain>\n . w\n\tw .\n"
      "</terrain><!-- two\n  lines --><legend/></map></scenario>";
  EXPECT_EQ(format_text(text, "t.xml"),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            "<!-- note -->\n"
            "<scenario b=\"1\" a=\"2\">\n"
            "  <title>The   ford</title>\n"
            "  <briefing>\n"
            "    One.\n"
            "    Two.\n"
            "\n"
            "    Three.\n"
            "  </briefing>\n"
            "  <map>\n"
            "    <terrain>\n"
            "      . w\n"
            "      w .\n"
            "    </terrain>\n"
            "    <!-- two\n  lines -->\n"
            "    <legend/>\n"
            "  </map>\n"
            "</scenario>\n");
}

TEST(CanonicalForm, EscapesMarkupAndEveryControlCharacter) {
  EXPECT_EQ(escape_xml_attribute("a&b<c>d\"e'f"), "a&amp;b&lt;c&gt;d&quot;e'f");
  EXPECT_EQ(escape_xml_attribute("x\ny\tz\x1b[31m\x7f"), "x&#10;y&#9;z&#27;[31m&#127;");
  EXPECT_EQ(escape_xml_text("a&b<c>d\"e\tf\x1b"), "a&amp;b&lt;c&gt;d\"e\tf&#27;");

  // Built by a program (as the editor will): the values come back exactly, and the output holds
  // no raw control character.
  XmlDocument doc;
  doc.nodes.push_back({XmlElement{}});
  XmlElement& root = std::get<XmlElement>(doc.nodes[0].value);
  root.name = "r";
  root.set_attribute("sides", "0101:N\n0202:S\t0303:NE");
  root.set_attribute("name", "<Tom & \"Jerry\">\x1b[2J");
  root.add_element("t").add_text("fish & chips < 5\x01");
  root.children.push_back({XmlComment{" a --> b \x1b ", 0}});
  const std::string out = write_xml_document(doc);
  for (const char c : out)
    EXPECT_TRUE(c == '\n' || static_cast<unsigned char>(c) >= 0x20) << "raw control character in:\n" << out;
  Diagnostics errors;
  DiagnosticSink sink("w.xml", errors);
  const auto back = parse_xml_document(out, sink);
  ASSERT_TRUE(back) << format_diagnostics(errors) << out;
  const XmlElement& r = *back->root();
  EXPECT_EQ(r.attribute("sides")->value, "0101:N\n0202:S\t0303:NE");
  EXPECT_EQ(r.attribute("name")->value, "<Tom & \"Jerry\">\x1b[2J");
  EXPECT_EQ(r.first_child("t")->text(), "fish & chips < 5\x01");
  ASSERT_NE(r.children.back().comment(), nullptr);
  EXPECT_EQ(r.children.back().comment()->value, " a -- > b \\x1b ");
  EXPECT_EQ(write_xml_document(*back), out);
}

}  // namespace
}  // namespace hexfire
