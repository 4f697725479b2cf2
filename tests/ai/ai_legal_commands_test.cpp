// What legal_commands lists, carry_out accepts: the computer opponent picks among the listed
// commands and must never need to screen out one the system then refuses (fireline once listed
// reaction fire at a hex its target had left). Over positions of random games of a scenario of
// each system, with the fire-happy random policy so that prompts (reaction fire, D results,
// straggles, charges) come up, every listed command is applied to a copy of the position and
// must be carried out. Short games, and every few positions only, so the test stays fast (fewer
// under the address sanitizer).
#include "engine/ai/ai_player.hpp"
#include "engine/ai/choose_command.hpp"
#include "engine/ai/playout.hpp"
#include "flow/flow_helpers.hpp"
#include "tests/support/sanitizer_scale.hpp"

namespace hexfire::test {
namespace {

// Shorter under a sanitizer (tests/support/sanitizer_scale.hpp), to keep the CI short.
constexpr int kCommands = test_support::kUnderSanitizer ? 100 : 300;
constexpr int kEvery = test_support::kUnderSanitizer ? 25 : 8;

struct Refusal {
  int at = 0;
  std::string command, error;
};

// The listed commands `rules` refuses at positions of a random game of `scenario` (seed `seed`).
std::vector<Refusal> refusals(const std::string& scenario, std::uint64_t seed) {
  std::vector<Refusal> out;
  auto s = open_game(repo_path(scenario), seed);
  if (!s) return {{0, "open", scenario}};
  Rng policy(seed * 31 + 7);
  for (int i = 0; i < kCommands && !s->match().flow.game_over; ++i) {
    const std::vector<Command> legal = s->legal_commands();
    if (legal.empty()) break;
    const bool prompt = !s->match().flow.prompts.empty();
    if (i % kEvery == 0 || prompt)
      for (const Command& c : legal) {
        Match copy = s->match();
        const ApplyResult r = s->rules().apply(copy, c);
        if (!r.ok) out.push_back({i, to_line(c), r.error});
      }
    const auto c = ai::playout_pick(s->rules(), legal, policy);
    const ApplyResult r = s->submit(*c);
    if (!r.ok) {
      out.push_back({i, to_line(*c), r.error});
      break;
    }
  }
  return out;
}

void expect_none_refused(const std::string& scenario, std::initializer_list<std::uint64_t> seeds) {
  for (std::uint64_t seed : seeds)
    for (const Refusal& r : refusals(scenario, seed))
      ADD_FAILURE() << scenario << " seed " << seed << ", command " << r.at << ": '" << r.command
                    << "' listed but refused: " << r.error;
}

}  // namespace

TEST(AiLegalCommands, FirelineListsOnlyWhatItCarriesOut) {
  expect_none_refused("scenarios/fireline/crossroads.xml", {3, 4});
}

TEST(AiLegalCommands, ColumnShiftListsOnlyWhatItCarriesOut) {
  expect_none_refused("scenarios/column-shift/tutorial_ww1.xml", {3, 4});
}

TEST(AiLegalCommands, VolleyListsOnlyWhatItCarriesOut) {
  expect_none_refused("scenarios/volley/tutorial_volley.xml", {3, 4});
}

}  // namespace hexfire::test
