// A fence or wall shelters the hex behind it, not the one in front (4.4 "Behind wooden fence",
// "Behind stone wall"): a scenario that names the protected side (behind="at|across") takes the
// cover from the hex in front. On a small strip, a First Fire volley across the fence.
#include <gtest/gtest.h>

#include "engine/rules/dice.hpp"
#include "volley/volley_strip.hpp"

namespace hexfire::test {
namespace {

// The Firers at 0202 facing SE on First Fire fire at the Targets at 0402, whose west hexsides
// (toward the Firers) hold a fence with `behind` as given; the volley's ledger.
Resolution volley_across_fence(const std::string& behind) {
  VolleyStrip v;
  v.title = "Fence strip";
  v.hexsides = R"(    <hexside-run feature="fence" sides="0402:NW,SW")" + behind + "/>\n";
  v.usa = R"(<unit name="Firers" type="inf" at="0202" facing="SE" figures="20" stands="4"/>)";
  v.csa = R"(<unit name="Targets" type="inf" at="0402" facing="NW" figures="20" stands="4"/>)";
  auto s = open_volley_strip(volley_strip_text(v));
  if (!s) return {};
  for (const char* line : {"usa order 0202 fire", "usa done", "csa order 0402 move", "csa done"})
    EXPECT_TRUE(s->submit(cmd(line)).ok) << line;
  Match m = s->match();
  ScriptedDice forced({6, 6, 6});  // 18 + 3: the 20 column, whatever the cover
  const ApplyResult r = s->rules().apply(m, cmd("usa fire 0202 0402"), &forced);
  EXPECT_TRUE(r.ok) << r.error;
  return r.resolutions.empty() ? Resolution{} : r.resolutions.front();
}

TEST(VolleyFenceSide, TheHexBehindTheFenceIsCovered) {
  EXPECT_NE(volley_across_fence("").find("target:fence_or_woods"), nullptr) << "both sides, the default";
  EXPECT_NE(volley_across_fence(R"( behind="at")").find("target:fence_or_woods"), nullptr);
}

TEST(VolleyFenceSide, TheHexInFrontOfTheFenceIsNot) {
  EXPECT_EQ(volley_across_fence(R"( behind="across")").find("target:fence_or_woods"), nullptr)
      << "the Targets stand in front of the fence: the Firers' side is behind it";
}

}  // namespace
}  // namespace hexfire::test
