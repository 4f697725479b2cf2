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

// TEC note l read literally is the option abatis_assault_usa_vs_csa_only; by default (D-8) any
// attacker takes the -1 against a defender behind the abatis.
TEST(FirelineDeadData, NoteLAbatisShiftOnlyForUsaAssaultingCsaAsAnOption) {
  for (const bool literal : {false, true}) {
    World usa_attacks;
    if (literal) usa_attacks.options({{"abatis_assault_usa_vs_csa_only", "true"}});
    usa_attacks.usa_inf("12th Oh", "0402");
    usa_attacks.csa_inf("5th Va", "0403");
    usa_attacks.hexside("0402", "0403", "abatis");
    const AssaultPlan a = plan_assault(usa_attacks.ctx, usa_attacks.state, {usa_attacks.hex("0402"), usa_attacks.hex("0403"), false});
    ASSERT_TRUE(a.legal) << a.error;
    const Modifier* m = a.attack.ledger.find("defender_behind_cover");
    ASSERT_NE(m, nullptr) << literal;
    EXPECT_EQ(m->value, -1);

    World csa_attacks;
    if (literal) csa_attacks.options({{"abatis_assault_usa_vs_csa_only", "true"}});
    csa_attacks.csa_inf("5th Va", "0402");
    csa_attacks.usa_inf("12th Oh", "0403");
    csa_attacks.hexside("0402", "0403", "abatis");
    const AssaultPlan c = plan_assault(csa_attacks.ctx, csa_attacks.state, {csa_attacks.hex("0402"), csa_attacks.hex("0403"), false});
    ASSERT_TRUE(c.legal) << c.error;
    EXPECT_EQ(c.attack.ledger.find("defender_behind_cover") != nullptr, !literal) << literal;
  }
  // A stone wall is not an abatis: its -1 holds for any attacker under either reading.
  World wall(8, 8, {{"abatis_assault_usa_vs_csa_only", "true"}});
  wall.csa_inf("5th Va", "0402");
  wall.usa_inf("12th Oh", "0403");
  wall.hexside("0402", "0403", "stone_wall");
  EXPECT_NE(plan_assault(wall.ctx, wall.state, {wall.hex("0402"), wall.hex("0403"), false}).attack.ledger.find("defender_behind_cover"),
            nullptr);
}

}  // namespace
}  // namespace hexfire::fireline
