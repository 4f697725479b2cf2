// A prompt's answers previewed before the player picks one (PreviewProvider::preview_answer,
// issue 14, 2): reaction fire shows the ledger and exact odds of the fire it is, with the shift
// at an advancing target, and the ledger is the one the roll then reads; the D-result test shows
// the AMM test's odds, equal to those its prompt quotes; answers that roll nothing preview nothing.
#include <algorithm>

#include "engine/rules/fireline/fireline_flow.hpp"
#include "engine/rules/preview.hpp"
#include "flow/flow_helpers.hpp"
#include "tests/support/flow_session.hpp"

namespace hexfire::test {
namespace {

double total(const Distribution& d) {
  double t = 0;
  for (const OutcomeOdds& o : d.outcomes) t += o.probability.value();
  return t;
}

std::vector<std::string> ids(const Resolution& r) {
  std::vector<std::string> out;
  for (const Modifier& m : r.modifiers) out.push_back(m.id);
  return out;
}

// Crossroads, seed 3: the Union cavalry moves into the MFZ of Confederate stacks, who are asked.
std::unique_ptr<GameSession> reaction_pending() {
  auto s = open_game(crossroads(), 3);
  for (int i = 0; i < 40 && s; ++i) {
    const auto& chit = fireline::fireline_flow(s->match()).active_chit;
    if (chit && (chit->key == "kanawha" || chit->key == "horse:usa")) break;
    const std::string side = s->match().state.side(*s->match().flow.in_control).key;
    if (!s->submit(cmd(side + " end")).ok) return nullptr;
  }
  if (!s || !s->submit(cmd("usa move 1309 1308 1208")).ok) return nullptr;
  return s;
}

TEST(FirelineAnswerPreview, ReactionFireShowsTheFiresLedgerAndOddsAndTheRollReadsTheSameLedger) {
  auto s = reaction_pending();
  ASSERT_TRUE(s);
  ASSERT_EQ(s->match().flow.prompts.size(), 1u);
  const Prompt p = s->match().flow.prompts.front();
  ASSERT_EQ(p.id, "reaction_fire");
  const auto previews = make_preview_provider(s->rules());
  ASSERT_TRUE(previews);
  std::optional<std::size_t> fire;
  for (std::size_t i = 0; i < p.options.size(); ++i) {
    const ActionPreviewData a = previews->preview_answer(s->match(), p.options[i]);
    if (p.options[i].verb == "pass") {
      EXPECT_FALSE(a.legal) << "passing rolls nothing";
      continue;
    }
    ASSERT_TRUE(a.legal) << to_line(p.options[i]) << ": " << a.error;
    EXPECT_EQ(a.ledger.kind, "fire");
    EXPECT_NEAR(total(a.odds), 1.0, 1e-12);
    ASSERT_EQ(a.ledger.hexes.size(), 2u);
    EXPECT_EQ(s->match().state.map().label(a.ledger.hexes[0]), p.options[i].args[0]);
    EXPECT_EQ(s->match().state.map().label(a.ledger.hexes[1]), "1208");
    EXPECT_TRUE(a.participants.empty());
    // The same fire previewed as a normal Fire action lacks the shift for the advancing target.
    ActionRequest plain;
    plain.action = "fire";
    plain.from = a.ledger.hexes[0];
    plain.target = a.ledger.hexes[1];
    const ActionPreviewData normal = previews->preview(s->match(), plain);
    EXPECT_GT(a.ledger.modifiers.size(), normal.ledger.modifiers.size()) << format_resolution(a.ledger);
    if (!fire) fire = i;
  }
  ASSERT_TRUE(fire);
  const ActionPreviewData before = previews->preview_answer(s->match(), p.options[*fire]);
  const ApplyResult r = s->submit(p.options[*fire]);
  ASSERT_TRUE(r.ok) << r.error;
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_EQ(ids(r.resolutions.front()), ids(before.ledger));
  EXPECT_EQ(r.resolutions.front().final_row, before.ledger.final_row);
}

TEST(FirelineAnswerPreview, TheDResultTestShowsTheOddsItsPromptQuotesAndAcceptingShowsNone) {
  std::unique_ptr<GameSession> s;
  for (std::uint64_t seed = 1; seed < 500 && !s; ++seed) {
    auto t = test_support::open_fixture("tests/fixtures/ui/play_skirmish.xml", seed);
    if (!t || !test_support::side_to_act(*t)) continue;
    if (!t->submit(cmd("usa fire 0605 0603")).ok) continue;
    if (!t->match().flow.prompts.empty() && t->match().flow.prompts.front().id == "d_result") s = std::move(t);
  }
  ASSERT_TRUE(s) << "no seed below 500 rolls a D";
  const Prompt p = s->match().flow.prompts.front();
  const auto previews = make_preview_provider(s->rules());
  const ActionPreviewData test = previews->preview_answer(s->match(), p.options[0]);
  ASSERT_TRUE(test.legal) << test.error;
  EXPECT_EQ(test.ledger.kind, "d_result");
  EXPECT_TRUE(test.ledger.result.empty()) << "no result before the roll";
  EXPECT_NEAR(total(test.odds), 1.0, 1e-12);
  // "Test AMM 5 (60%): 1 O hit if it passes"
  const std::string& label = p.labels.at(0);
  const std::size_t open = label.find('('), pct = label.find('%');
  ASSERT_NE(pct, std::string::npos) << label;
  const int quoted = std::stoi(label.substr(open + 1, pct - open - 1));
  EXPECT_NEAR(test.odds.probability_of("1 O hit, stays in good order") * 100.0, quoted, 0.5) << label;
  EXPECT_GT(test.odds.probability_of("disrupted"), 0.0);
  EXPECT_FALSE(previews->preview_answer(s->match(), p.options[1]).legal) << "accepting rolls nothing";
  // Previewing changed nothing: the answer is still pending.
  EXPECT_EQ(s->match().flow.prompts.front().options, p.options);
}

}  // namespace
}  // namespace hexfire::test
