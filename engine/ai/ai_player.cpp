#include "engine/ai/ai_player.hpp"

#include <algorithm>

#include "engine/ai/choose_command.hpp"
#include "engine/io/text_escape.hpp"

namespace hexfire::ai {

std::optional<Player> parse_player(const std::string& word) {
  Player p;
  if (word == "random") {
    p.random = true;
    return p;
  }
  const auto s = parse_strength(word);
  if (!s) return std::nullopt;
  p.ai.strength = *s;
  return p;
}

std::optional<Command> player_pick(const RuleSystem& rules, const Match& m, SideId side, const Player& player, Rng& dice,
                                   const std::vector<Command>& log) {
  if (!player.random) {
    const auto choice = choose_command(rules, m, side, player.ai, {}, recent_commands(log, m.state.side(side).key));
    if (!choice) return std::nullopt;
    return choice->command;
  }
  std::vector<Command> mine;
  for (Command& c : rules.legal_commands(m))
    if (c.side == m.state.side(side).key) mine.push_back(std::move(c));
  if (mine.empty()) return std::nullopt;
  return mine[static_cast<std::size_t>(dice.below(static_cast<int>(mine.size())))];
}

PlayedGame play_on(GameSession& s, const std::vector<Player>& by_side, std::uint64_t random_seed, int limit) {
  PlayedGame out;
  Rng dice(random_seed * 7919u + 17u);
  const Player random_player{true, {}};
  std::size_t refusals_at = 0;
  int refusals_here = 0;
  while (out.commands < limit && !s.match().flow.game_over) {
    const auto side = side_to_act(s.rules(), s.match());
    if (!side) break;
    const Player& p = side->value < by_side.size() ? by_side[side->value] : random_player;
    if (s.log().size() != refusals_at) {
      refusals_at = s.log().size();
      refusals_here = 0;
    }
    const auto c = player_pick(s.rules(), s.match(), *side, p, dice, s.log());
    if (!c) {
      out.error = "no legal command for " + s.match().state.side(*side).key;
      break;
    }
    const ApplyResult r = s.submit(*c);
    ++out.commands;
    if (r.ok) continue;
    const auto listed = s.legal_commands();
    const bool was_listed = std::find(listed.begin(), listed.end(), *c) != listed.end();
    const std::string what =
        "command " + std::to_string(s.log().size() + 1) + " " + quote_input(to_line(*c)) + " refused: " + r.error;
    // Listed yet refused: the system's legal_commands and its carry_out disagree (fireline's
    // advance fire at a hex its target had left). Counted and told; the match is unchanged, so
    // the player picks again (the random player with new dice) a few times before giving up.
    if (was_listed && ++refusals_here < 20) {
      if (refusals_here == 1) out.refused_listed.push_back(what);
      continue;
    }
    out.error = what + (was_listed ? " (listed by legal_commands)" : " (not listed by legal_commands)");
    break;
  }
  out.finished = s.match().flow.game_over;
  return out;
}

}  // namespace hexfire::ai
