// hexfire_record_column_shift_games: plays seeded random games of legal commands on column-shift's
// code-built map of each variant and writes them, with their match hashes, as the recorded-games
// fixture of tests/fixtures/column-shift/replays/ (column_shift_games.hpp). Deterministic: the
// same build of the rules writes the same files.
//   hexfire_record_column_shift_games OUT_DIR [GAMES_PER_VARIANT] [COMMAND_CAP]
#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include "engine/core/rng.hpp"
#include "engine/flow/match_hash.hpp"
#include "tests/support/column_shift_games.hpp"
#include "tests/support/recorded_games.hpp"

namespace {

using hexfire::Command;
using hexfire::Rng;
using Options = std::map<std::string, std::string>;

std::string repo_path(const std::string& rel) { return std::string(HEXFIRE_SOURCE_DIR) + "/" + rel; }

// The games cycle through these, so every option of the turn and of the fire is played too.
const std::vector<Options>& option_sets() {
  static const std::vector<Options> sets = {
      {},
      {{"opportunity_fire_move", "stops"}},
      {{"opportunity_fire_at_fire", "false"}, {"assault_morale_shift", "symmetric"}},
      {{"flanking_fire", "true"}, {"mixed_range", "any_far"}, {"leader_morale_reach", "adjacent"}},
  };
  return sets;
}

// A legal command at random, weighted so that the games fight: prompts are answered at random
// (opportunity fire taken more often than passed), otherwise fire, assault and move are
// preferred and `end` is rare enough that stacks act.
// Moves that close on the enemy are kept apart and preferred, so that stacks meet and assault.
Command pick(const hexfire::Match& m, const std::vector<Command>& legal, Rng& rng) {
  const auto nearest_enemy = [&](const std::string& side, const std::string& label) {
    const auto h = m.state.map().parse_label(label);
    int best = 1000;
    for (const hexfire::Unit& u : m.state.units())
      if (h && u.position && !u.eliminated && m.state.side(u.side).key != side)
        best = std::min(best, hexfire::distance(*h, *u.position));
    return best;
  };
  std::vector<const Command*> fire, assault, move, closer, end, other, pass;
  for (const Command& c : legal) {
    if (c.verb == "fire" || c.verb == "opfire") fire.push_back(&c);
    else if (c.verb == "assault") assault.push_back(&c);
    else if (c.verb == "move" && nearest_enemy(c.side, c.args.back()) < nearest_enemy(c.side, c.args.front()))
      closer.push_back(&c);
    else if (c.verb == "move") move.push_back(&c);
    else if (c.verb == "end") end.push_back(&c);
    else if (c.verb == "pass") pass.push_back(&c);
    else other.push_back(&c);
  }
  const std::vector<std::pair<int, std::vector<const Command*>*>> weighted = {
      {30, &fire}, {40, &assault}, {30, &closer}, {10, &move}, {6, &end}, {8, &other}, {10, &pass}};
  int total = 0;
  for (const auto& [w, list] : weighted) total += list->empty() ? 0 : w;
  int roll = rng.below(total);
  for (const auto& [w, list] : weighted) {
    if (list->empty()) continue;
    if (roll < w) return *(*list)[static_cast<std::size_t>(rng.below(static_cast<int>(list->size())))];
    roll -= w;
  }
  return legal.front();
}

// Moves are listed one hex at a time: half the time the path goes on a hex or two where that is
// legal, so moves past opportunity fire on the way are played too.
Command longer(const hexfire::RuleSystem& rules, const hexfire::Match& m, Command c, Rng& rng) {
  const hexfire::HexMap& map = m.state.map();
  for (int step = 0; step < 2 && rng.below(2) == 0; ++step) {
    const auto last = map.parse_label(c.args.back());
    if (!last) break;
    const hexfire::Hex to = hexfire::neighbor(*last, static_cast<hexfire::HexDirection>(rng.below(6)));
    if (!map.contains(to)) break;
    Command next = c;
    next.args.push_back(map.label(to));
    if (rules.validate(m, next)) break;
    c = std::move(next);
  }
  return c;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: hexfire_record_column_shift_games OUT_DIR [GAMES_PER_VARIANT] [COMMAND_CAP]\n";
    return 2;
  }
  const std::string out_dir = argv[1];
  const int per_variant = argc > 2 ? std::atoi(argv[2]) : 200;
  const std::size_t cap = argc > 3 ? static_cast<std::size_t>(std::atoi(argv[3])) : 200;
  int number = 0;
  for (const std::string variant : {"ww1", "ww2"}) {
    const std::string path = out_dir + "/" + variant + ".games";
    std::ofstream out(path);
    out << "# " << per_variant << " seeded random games on column-shift's code-built " << variant
        << " map, written by hexfire_record_column_shift_games; see README.md\n\n";
    int finished = 0;
    std::size_t commands = 0;
    for (int i = 0; i < per_variant; ++i) {
      ++number;
      hexfire::test_support::RecordedGame g;
      g.number = number;
      g.scenario = hexfire::test_support::column_shift_game_scenario(variant);
      g.seed = 5000u + static_cast<std::uint64_t>(number);
      g.options = option_sets()[static_cast<std::size_t>(i) % option_sets().size()];
      auto game = hexfire::test_support::start_column_shift_game(repo_path("assets/rules"), variant, g.options, g.seed);
      if (!game.rules) {
        std::cerr << variant << ": " << game.error << "\n";
        return 1;
      }
      hexfire::Match& m = *game.match;
      g.hashes[0] = hexfire::match_hash_hex(m);
      Rng policy(g.seed * 2654435761u + 29u);
      while (g.commands.size() < cap && !m.flow.game_over) {
        const auto legal = game.rules->legal_commands(m);
        if (legal.empty()) break;
        Command c = pick(m, legal, policy);
        if (c.verb == "move") c = longer(*game.rules, m, c, policy);
        const auto r = game.rules->apply(m, c);
        if (!r.ok) {
          std::cerr << variant << " game " << number << ": legal command '" << to_line(c) << "' failed: " << r.error
                    << "\n";
          return 1;
        }
        g.commands.push_back(c);
        if (g.commands.size() % 25 == 0) g.hashes[g.commands.size()] = hexfire::match_hash_hex(m);
      }
      g.hashes[g.commands.size()] = hexfire::match_hash_hex(m);
      finished += m.flow.game_over ? 1 : 0;
      commands += g.commands.size();
      out << hexfire::test_support::format_recorded_game(g);
    }
    if (!out) {
      std::cerr << path << ": cannot be written\n";
      return 1;
    }
    std::cout << path << ": " << per_variant << " games, " << commands << " commands, " << finished
              << " played to the end\n";
  }
  return 0;
}
