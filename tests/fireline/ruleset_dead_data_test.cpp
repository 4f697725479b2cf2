// No dead data (issue 11 point 7): every attribute assets/rules/fireline.xml declares is read by a
// rule, the context loader refuses one that is not, and the attributes that were declared and
// never read are gone or now have an effect (note l's USA-vs-CSA abatis shift).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <sstream>

#include "engine/rules/fireline/assault.hpp"
#include "engine/rules/fireline/ruleset_attributes.hpp"
#include "move_world.hpp"

namespace hexfire::fireline {
namespace {

using testing::fireline_rules_path;
using testing::fireline_ruleset;
using testing::World;

TEST(FirelineDeadData, EveryDeclaredAttributeIsRead) {
  const Ruleset& r = *fireline_ruleset();
  EXPECT_FALSE(r.declared_attributes.empty());
  for (const auto& a : r.declared_attributes)
    EXPECT_TRUE(fireline_reads_attribute(a.section, a.name)) << a.section << " " << a.name;
  EXPECT_TRUE(unread_attributes(r, fireline_rules_path()).empty());
  for (const char* gone : {"fire_line_downhill", "assault_line_uphill", "assault_line_downhill", "fire_limit_cap",
                           "assault_limit_cap", "straggle_drm"})
    for (const auto& a : r.declared_attributes) EXPECT_NE(a.name, gone);
}

TEST(FirelineDeadData, AnUnreadAttributeIsRefusedWithFileAndLine) {
  std::ifstream in(fireline_rules_path());
  std::stringstream text;
  text << in.rdbuf();
  std::string xml = text.str();
  const std::string anchor = "<terrain>\n";
  const auto at = xml.find(anchor);
  ASSERT_NE(at, std::string::npos);
  xml.insert(at + anchor.size(), "    <attribute name=\"hill_bonus\" doc=\"nobody reads this\"/>\n");
  const int line = 1 + static_cast<int>(std::count(xml.begin(), xml.begin() + static_cast<std::ptrdiff_t>(at), '\n')) + 1;
  const std::string path = ::testing::TempDir() + "fireline_dead_attribute.xml";
  std::ofstream(path) << xml;
  const RulesetLoad rules = load_ruleset(path);
  ASSERT_TRUE(rules.ok()) << format_diagnostics(rules.errors);
  const FirelineContextLoad ctx = load_fireline_context(rules.ruleset, path);
  EXPECT_FALSE(ctx.ok());
  ASSERT_EQ(ctx.errors.size(), 1u);
  EXPECT_EQ(ctx.errors[0].file, path);
  EXPECT_EQ(ctx.errors[0].line, line);
  EXPECT_NE(ctx.errors[0].message.find("'hill_bonus'"), std::string::npos) << ctx.errors[0].message;
  std::remove(path.c_str());
}

// An assault from 0402 into 0403 across `feature`, by the USA or the CSA.
AssaultPlan assault_across(const std::string& feature, bool usa_attacks, bool note_l_literal) {
  World w(8, 8, {{"abatis_assault_usa_vs_csa_only", note_l_literal ? "true" : "false"}});
  w.unit("Attacker", "infantry", usa_attacks ? w.usa : w.csa, "0402");
  w.unit("Defender", "infantry", usa_attacks ? w.csa : w.usa, "0403");
  w.hexside("0402", "0403", feature);
  return plan_assault(w.ctx, w.state, {w.hex("0402"), w.hex("0403"), false});
}

// TEC note l read literally is the option abatis_assault_usa_vs_csa_only; by default (D-8) any
// attacker takes the -1 against a defender behind the abatis.
TEST(FirelineDeadData, NoteLAbatisShiftOnlyForUsaAssaultingCsaAsAnOption) {
  for (const bool literal : {false, true}) {
    const AssaultPlan usa = assault_across("abatis", true, literal);
    ASSERT_TRUE(usa.legal) << usa.error;
    const Modifier* m = usa.attack.ledger.find("defender_behind_cover");
    ASSERT_NE(m, nullptr) << literal;
    EXPECT_EQ(m->value, -1);
    const AssaultPlan csa = assault_across("abatis", false, literal);
    ASSERT_TRUE(csa.legal) << csa.error;
    EXPECT_EQ(csa.attack.ledger.find("defender_behind_cover") != nullptr, !literal) << literal;
  }
  // A stone wall is not an abatis: its -1 holds for any attacker under either reading.
  EXPECT_NE(assault_across("stone_wall", false, true).attack.ledger.find("defender_behind_cover"), nullptr);
}

}  // namespace
}  // namespace hexfire::fireline
