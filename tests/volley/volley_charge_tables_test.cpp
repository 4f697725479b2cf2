// The charge's numbers in <tables> (charge bonus dice, the defensive volley's distance roll and
// modifiers, melee rounds): read as shipped, refused with their lines when broken.
#include <fstream>
#include <sstream>

#include "volley_world.hpp"

namespace hexfire::test {
namespace {

using volley_world::tables;

std::string shipped_text() {
  std::ifstream in(volley_world::repo_path("assets/rules/volley.xml"));
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::string error_of(std::string xml, const std::string& from, const std::string& to) {
  const auto at = xml.find(from);
  EXPECT_NE(at, std::string::npos) << from;
  if (at != std::string::npos) xml.replace(at, from.size(), to);
  const volley::VolleyTablesLoad l = volley::parse_volley_tables(xml, "bad.xml");
  if (l.tables) return "(loaded)";
  return "line " + std::to_string(l.errors.front().line) + ": " + l.errors.front().message;
}

TEST(VolleyChargeTables, TheChargesNumbers) {
  const volley::ChargeRules& c = tables().charge;
  EXPECT_EQ(c.infantry_bonus_dice, 1);
  EXPECT_EQ(c.cavalry_bonus_dice, 2);
  EXPECT_EQ(c.attacker_fall_back_dice, 1);
  EXPECT_EQ(c.end_volley_dice, 2);
  EXPECT_EQ(c.volley_dice, 1);
  EXPECT_EQ(c.volley_halved_for, (std::vector<std::string>{"elite", "veteran"}));
  EXPECT_EQ(tables().volley_modifier("on_charge_order").value, 1);
  EXPECT_EQ(tables().volley_modifier("disordered").value, 1);
  EXPECT_EQ(tables().volley_modifier("changing_formation").value, 1);
  EXPECT_EQ(tables().volley_modifier("officer").value, -1);
  EXPECT_EQ(tables().volley_modifier("works").value, -1);
  EXPECT_EQ(c.melee_dice, 3);
  EXPECT_EQ(c.support_first_round, 50);
  EXPECT_EQ(c.support_later, 100);
}

TEST(VolleyChargeTables, BrokenChargeNumbersAreRefusedWithTheirLines) {
  const std::string ok = shipped_text();
  const std::string no_officer = error_of(ok, "<drm id=\"officer\" value=\"-1\" label=\"An officer with the defender\"",
                                          "<drm id=\"captain\" value=\"-1\" label=\"An officer with the defender\"");
  EXPECT_NE(no_officer.find("no defensive volley modifier 'officer'"), std::string::npos) << no_officer;
  const std::string bad_quality = error_of(ok, "halved_for=\"elite veteran\"", "halved_for=\"elite regular\"");
  EXPECT_NE(bad_quality.find("\"regular\" is not a quality"), std::string::npos) << bad_quality;
  EXPECT_EQ(bad_quality.rfind("line ", 0), 0u);
  const std::string dice = error_of(ok, "<melee_rounds dice=\"3\"", "<melee_rounds dice=\"9\"");
  EXPECT_NE(dice.find("dice"), std::string::npos) << dice;
  const std::string missing = error_of(ok, "<charge infantry_bonus_dice", "<charges infantry_bonus_dice");
  EXPECT_NE(missing.find("charge"), std::string::npos) << missing;
}

}  // namespace
}  // namespace hexfire::test
