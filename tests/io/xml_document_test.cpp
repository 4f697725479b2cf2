// The XML document model: what it keeps of a file (names, ordered attributes, text, comments and
// the line of each), and what it refuses before building anything.
#include <gtest/gtest.h>

#include <string>

#include "engine/io/scenario_loader.hpp"
#include "engine/io/xml_document.hpp"
#include "engine/io/xml_reader.hpp"

namespace hexfire {
namespace {

std::optional<XmlDocument> parse(const std::string& text, Diagnostics& errors) {
  DiagnosticSink sink("t.xml", errors);
  return parse_xml_document(text, sink);
}

TEST(XmlDocument, KeepsTheLineOfEveryElementAndAttribute) {
  const std::string text =
      "<?xml version=\"1.0\"?>\n"       // 1
      "<scenario format=\"1\"\n"        // 2
      "          system=\"fireline\">\n"  // 3
      "  <map width=\"2\"\n"            // 4
      "\n"                              // 5
      "       height=\"3\"/>\n"         // 6
      "  <units side=\"usa\">\n"        // 7
      "    <unit name=\"A\"/>\n"        // 8
      "  </units>\n"                    // 9
      "</scenario>\n";
  Diagnostics errors;
  const auto doc = parse(text, errors);
  ASSERT_TRUE(doc) << format_diagnostics(errors);
  const XmlElement* root = doc->root();
  ASSERT_NE(root, nullptr);
  EXPECT_EQ(root->name, "scenario");
  EXPECT_EQ(root->line, 2);
  ASSERT_EQ(root->attributes.size(), 2u);
  EXPECT_EQ(root->attributes[0].line, 2);
  EXPECT_EQ(root->attributes[1].line, 3);
  const XmlElement* map = root->first_child("map");
  ASSERT_NE(map, nullptr);
  EXPECT_EQ(map->line, 4);
  EXPECT_EQ(map->attribute("width")->line, 4);
  EXPECT_EQ(map->attribute("height")->line, 6);
  EXPECT_EQ(map->attribute("height")->value, "3");
  const XmlElement* unit = root->first_child("units")->first_child("unit");
  ASSERT_NE(unit, nullptr);
  EXPECT_EQ(unit->line, 8);
  EXPECT_EQ(unit->attribute("name")->line, 8);
}

TEST(XmlDocument, KeepsAttributeOrderTextAndComments) {
  Diagnostics errors;
  const auto doc = parse("<!-- about -->\n<a z=\"1\" b=\"&amp;2\" m=\"3\">x &lt; y<!-- c --><b/></a>", errors);
  ASSERT_TRUE(doc) << format_diagnostics(errors);
  ASSERT_EQ(doc->nodes.size(), 2u);
  ASSERT_NE(doc->nodes[0].comment(), nullptr);
  EXPECT_EQ(doc->nodes[0].comment()->value, " about ");
  const XmlElement& a = *doc->root();
  ASSERT_EQ(a.attributes.size(), 3u);
  EXPECT_EQ(a.attributes[0].name, "z");
  EXPECT_EQ(a.attributes[1].name, "b");
  EXPECT_EQ(a.attributes[1].value, "&2");
  EXPECT_EQ(a.attributes[2].name, "m");
  ASSERT_EQ(a.children.size(), 3u);
  EXPECT_EQ(a.text(), "x < y");
  ASSERT_NE(a.children[1].comment(), nullptr);
  EXPECT_EQ(a.children[1].comment()->line, 2);
  EXPECT_EQ(a.child_elements().size(), 1u);
}

TEST(XmlDocument, MalformedXmlIsReportedWithItsLine) {
  Diagnostics errors;
  EXPECT_FALSE(parse("<a>\n<b>\n</a>\n", errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].message.rfind("malformed XML: ", 0), 0u) << errors[0].message;
}

TEST(XmlDocument, DeepNestingIsRefusedBeforeParsing) {
  std::string text;
  for (int i = 0; i < 100000; ++i) text += "<a>";
  Diagnostics errors;
  EXPECT_FALSE(parse(text, errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].to_string(), "t.xml:1: element <a> is nested more than 32 elements deep (the limit is 32)");
}

TEST(XmlDocument, AnElementWithTooManyAttributesIsRefusedBeforeParsing) {
  std::string text = "<a";
  for (int i = 0; i < 100000; ++i) text += " x" + std::to_string(i) + "=\"\"";
  text += "/>";
  Diagnostics errors;
  EXPECT_FALSE(parse(text, errors));
  ASSERT_EQ(errors.size(), 1u);
  EXPECT_EQ(errors[0].to_string(), "t.xml:1: element <a> has more than 32 attributes (the limit is 32)");
}

// A name of 4 MB parses (the file is within its size limit) and is refused by the loader at its
// line, without quoting it back.
TEST(XmlDocument, AHugeAttributeValueIsRefusedByTheLoaderWithoutQuotingIt) {
  const std::string text = "<scenario format=\"1\" system=\"fireline\" turns=\"1\">\n<title>T</title>\n"
                            "<sides>\n<side key=\"" + std::string(4 << 20, 'k') + "\" name=\"U\" color=\"#000000\"/>\n"
                            "</sides>\n</scenario>\n";
  const ScenarioLoad load = load_scenario_text(text, "huge.xml", std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules");
  EXPECT_FALSE(load.ok());
  bool found = false;
  for (const Diagnostic& d : load.errors) {
    EXPECT_LT(d.message.size(), 200u);
    found = found || d.to_string() == "huge.xml:4: <side>: key is 4194304 bytes long (the limit is 100)";
  }
  EXPECT_TRUE(found) << format_diagnostics(load.errors).substr(0, 2000);
}

}  // namespace
}  // namespace hexfire
