// Opportunity fire previewed before the player picks it (PreviewProvider::preview_answer, issue
// 14, 2): each opfire answer shows the fire's ledger, shifts measured to the unit fired at, and
// the exact odds with every check that follows, as the Fire action's preview does; the ledger
// is the one the roll reads; passing previews nothing.
#include <gtest/gtest.h>

#include "cs_field.hpp"
#include "engine/rules/preview.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// All clear: side a's two companies in 0304 move past side b's MG platoon in 0606 (range 2),
// which may fire as they cross 0405.
std::string field() {
  cs::Field f;
  f.title = "Opportunity fire preview";
  f.seed = 5;
  f.width = 10;
  f.types = R"(<unit-type id="mg" class="mg" strength="6" reduced-strength="3" morale="7" reduced-morale="6" movement="3" range="2"/>)";
  f.side_a = R"(<unit name="Inf1" type="inf" at="0304"/>
    <unit name="Inf3" type="inf" at="0304"/>)";
  f.side_b = R"(<unit name="Watch" type="mg" at="0606"/>)";
  return cs::field_text(f);
}

std::vector<std::string> ids(const Resolution& r) {
  std::vector<std::string> out;
  for (const Modifier& m : r.modifiers) out.push_back(m.id);
  return out;
}

TEST(ColumnShiftAnswerPreview, OpportunityFireShowsTheFiresLedgerAndOddsAndTheRollReadsTheSameLedger) {
  SessionOpen o = GameSession::open_text({"op.xml", rules_dir(), std::nullopt, {}}, field(), "op.xml");
  ASSERT_TRUE(o.session) << o.error;
  GameSession& s = *o.session;
  ASSERT_TRUE(s.submit(cmd("a move 0304 0404 0405 0305 0205")).ok);
  ASSERT_EQ(s.match().flow.prompts.size(), 1u);
  const Prompt p = s.match().flow.prompts.front();
  ASSERT_EQ(p.id, "opportunity_fire");
  const auto previews = make_preview_provider(s.rules());
  ASSERT_TRUE(previews);
  for (const Command& c : p.options) {
    const ActionPreviewData a = previews->preview_answer(s.match(), c);
    if (c.verb == "pass") {
      EXPECT_FALSE(a.legal);
      continue;
    }
    ASSERT_TRUE(a.legal) << to_line(c) << ": " << a.error;
    ASSERT_EQ(a.ledger.hexes.size(), 2u);
    EXPECT_EQ(s.match().state.map().label(a.ledger.hexes[0]), "0606");
    EXPECT_EQ(s.match().state.map().label(a.ledger.hexes[1]), "0405");
    ASSERT_FALSE(a.odds.outcomes.empty());
    double t = 0;
    for (const OutcomeOdds& x : a.odds.outcomes) t += x.probability.value();
    EXPECT_NEAR(t, 1.0, 1e-12);
  }
  const ActionPreviewData before = previews->preview_answer(s.match(), p.options.front());
  const ApplyResult r = s.submit(p.options.front());
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_EQ(ids(r.resolutions.front()), ids(before.ledger));
  EXPECT_EQ(r.resolutions.front().final_row, before.ledger.final_row);
}

}  // namespace
}  // namespace hexfire::test
