// A stack entering a hex where a melee goes on (option assault_into_melee). Seed 002: "Assaults
// must be resolved immediately if no friendly units exist in hex entered"; in a WWII game, by
// default, a stack entering a hex its side already holds in a melee joins it and fights the
// melee's next round at the next turn's start, declaring nothing (next_round); at_once, the
// default of a WWI game (seed 000 says nothing of it), fights a round as it enters.
#include <algorithm>

#include "cs_field.hpp"
#include "cs_session.hpp"
#include "engine/rules/preview.hpp"

namespace hexfire::test {
namespace {

// Side a: Inf6 in 0605 and Inf7 in 0506, both next to 0606, where side b's Inf5 stands alone.
std::string field(const std::string& variant, const std::string& options = "") {
  cs::Field f;
  f.title = "Joining a melee";
  f.variant = variant;
  f.options = options;
  f.side_a = R"(<unit name="Inf6" type="inf" at="0605"/>
    <unit name="Inf7" type="inf" at="0506"/>)";
  f.side_b = R"(<unit name="Inf5" type="inf" at="0606"/>)";
  return cs::field_text(f);
}

bool logged(const ApplyResult& r, const std::string& line) {
  return std::find(r.log.begin(), r.log.end(), line) != r.log.end();
}

// Inf6 assaults 0606 on ones (any check they call passes) and both sides stay: a melee.
Match with_a_melee(const GameSession& s) {
  Match m = s.match();
  const ApplyResult first = cs::forced(s, m, "a assault 0605 0606", std::vector<int>(8, 1));
  EXPECT_TRUE(first.ok) << first.error;
  EXPECT_TRUE(logged(first, "both sides hold 0606: the assault goes on next turn"));
  return m;
}

TEST(ColumnShiftJoinMelee, InWwiiAStackEnteringAMeleeJoinsItAndFightsItsNextRound) {
  auto s = cs::open(field("ww2"));
  ASSERT_TRUE(s);
  Match m = with_a_melee(*s);
  // Side b has nothing left to activate (Inf5 is held in the melee): a goes on.
  ASSERT_EQ(m.flow.active_side, *m.state.find_side("a"));
  EXPECT_EQ(s->rules().validate(m, cmd("a assault 0506 0606 cold_steel")).value_or(""),
            "0606 is a melee: a stack joining it fights its next round, with nothing declared (option assault_into_melee)");
  // Its preview is the melee's next round with Inf7 in it: 8 + 8, no first-round shifts.
  const auto previews = s->rules().make_previews();
  ASSERT_TRUE(previews);
  ActionRequest req;
  req.action = "assault";
  req.from = *m.state.map().parse_label("0506");
  req.target = *m.state.map().parse_label("0606");
  const ActionPreviewData d = previews->preview(m, req);
  ASSERT_TRUE(d.legal) << d.error;
  EXPECT_EQ(d.ledger.base_value, 16);
  EXPECT_TRUE(std::any_of(d.ledger.notes.begin(), d.ledger.notes.end(), [](const std::string& n) {
    return n.find("joins the melee in 0606: this round is fought at the next turn's start") != std::string::npos;
  })) << format_resolution(d.ledger);
  // Joining fights no round of its own. Then nobody has a stack left: the turn ends, the
  // initiative is rolled and the melee fights its next round, Inf6 and Inf7 together: the one
  // assault round of the command, and not a first round.
  const ApplyResult join = cs::forced(*s, m, "a assault 0506 0606", std::vector<int>(12, 1));
  ASSERT_TRUE(join.ok) << join.error;
  EXPECT_TRUE(logged(join, "0506 joins the melee in 0606: it fights the melee's next round, at the next turn's start"));
  EXPECT_EQ(m.state.unit(cs::unit(m, "Inf7")).position, m.state.map().parse_label("0606"));
  EXPECT_EQ(m.flow.turn, 2);
  ASSERT_EQ(std::count_if(join.resolutions.begin(), join.resolutions.end(), [](const Resolution& r) { return r.kind == "assault"; }), 1);
  const auto round = std::find_if(join.resolutions.begin(), join.resolutions.end(),
                                  [](const Resolution& r) { return r.kind == "assault"; });
  EXPECT_EQ(round->title, "Assault in 0606");
  ASSERT_FALSE(round->follow_ups.empty());
  EXPECT_EQ(round->follow_ups.front().base_value, 16) << format_resolution(*round);
}

TEST(ColumnShiftJoinMelee, InWwiOrWithTheOptionAtOnceTheJoiningStackFightsARoundAsItEnters) {
  for (const auto& [variant, options] : {std::pair<std::string, std::string>{"ww1", ""},
                                         {"ww2", R"(<option name="assault_into_melee" value="at_once"/>)"}}) {
  SCOPED_TRACE(variant);
  auto s = cs::open(field(variant, options));
  ASSERT_TRUE(s);
  Match m = with_a_melee(*s);
  if (variant == "ww1") {  // cold steel is Infantry Attacks'
    EXPECT_FALSE(s->rules().validate(m, cmd("a assault 0506 0606 cold_steel")).has_value());
  }
  // The round as it enters, a first round; the next turn's round follows at once (nobody has a
  // stack left).
  const ApplyResult join = cs::forced(*s, m, "a assault 0506 0606", std::vector<int>(12, 1));
  ASSERT_TRUE(join.ok) << join.error;
  ASSERT_EQ(join.resolutions.size(), 2u);
  EXPECT_EQ(join.resolutions.front().kind, "assault");
  EXPECT_EQ(join.resolutions.front().title, "Assault in 0606 (first round)");
  EXPECT_EQ(join.resolutions.front().follow_ups.front().base_value, 16);
  }
}

}  // namespace
}  // namespace hexfire::test
