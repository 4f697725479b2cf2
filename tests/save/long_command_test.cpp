// A save's command of megabytes (a hand-made move through thousands of hexes) is refused with a
// message that quotes it cut short with its length, never whole: the game drew such a message
// and ImGui aborted on it.
#include "engine/io/save_load.hpp"
#include "engine/io/text_escape.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

// A save of a short game whose first command is `c` instead, sealed correctly.
std::string save_with_first_command(const Command& c) {
  auto game = open_game(crossroads(), 5);
  Rng policy(5);
  for (int k = 0; k < 4; ++k) game->submit(*random_legal(*game, policy, 30));
  SaveFile f = game->to_save();
  f.commands.at(0) = c;
  return format_save(f);
}

std::string load_error(const Command& c) {
  SessionOpen o = load_save_text(save_with_first_command(c), "long.hxsave", rules_dir());
  EXPECT_FALSE(o.session);
  return o.error;
}

}  // namespace

TEST(LongCommand, AMoveThroughThousandsOfHexesIsQuotedCutShort) {
  Command c{"usa", "move", {}};
  for (int i = 0; i < 100000; ++i) c.args.push_back(i % 2 ? "0403" : "0402");
  const std::string error = load_error(c);
  EXPECT_LT(error.size(), 400u) << error.substr(0, 400);
  EXPECT_NE(error.find(": command 1 'usa move 0402 0403 0402"), std::string::npos) << error.substr(0, 400);
  EXPECT_NE(error.find(" ...' (" + std::to_string(to_line(c).size()) + " bytes) is illegal on replay: "),
            std::string::npos)
      << error.substr(0, 400);
}

TEST(LongCommand, ARulesReasonQuotingAHugeWordIsBoundedAtTheSeam) {
  // Each system's reason may quote a word of the command ("'...' is not a hex"): every reason
  // leaves validate and apply bounded, whichever system wrote it.
  auto game = open_game(crossroads(), 5);
  const std::string side = game->match().state.side(*game->match().flow.in_control).key;
  const Command c{side, "move", {"0402", std::string(1000000, '9')}};
  const auto why = game->rules().validate(game->match(), c);
  ASSERT_TRUE(why);
  EXPECT_LE(why->size(), kMaxMessageBytes);
  Match m = game->match();
  const ApplyResult r = game->rules().apply(m, c);
  EXPECT_FALSE(r.ok);
  EXPECT_LE(r.error.size(), kMaxMessageBytes);
  EXPECT_NE(r.error.find(" bytes left out] ... "), std::string::npos) << r.error.substr(0, 400);
}

}  // namespace hexfire::test
