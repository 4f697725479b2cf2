// Players of a whole game for hexfire-cli play --ai, its tournament and the tests: the random
// legal player or the computer opponent at a strength, each side given to one, played through a
// GameSession exactly as the front end submits commands (so the log replays to the same hash).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/ai/ai_settings.hpp"
#include "engine/core/rng.hpp"
#include "engine/flow/game_session.hpp"

namespace hexfire::ai {

struct Player {
  bool random = false;  // a legal command at random; else the computer opponent with `ai`
  AiSettings ai;
  std::string name() const { return random ? "random" : strength_name(ai.strength); }
};

// "random", "easy", "normal", "hard"; nothing for another word.
std::optional<Player> parse_player(const std::string& word);

// The command `player` gives for `side` in `m`; `dice` is the random player's stream, `log` the
// commands so far (the computer's recent_commands).
std::optional<Command> player_pick(const RuleSystem& rules, const Match& m, SideId side, const Player& player, Rng& dice,
                                   const std::vector<Command>& log = {});

struct PlayedGame {
  int commands = 0;            // commands submitted here
  bool finished = false;       // the game is over (else the limit was reached)
  std::optional<std::string> error;  // a command refused (a bug: every pick is a legal command)
  std::vector<std::string> refused_listed;  // listed by legal_commands, yet refused: a system's bug
};

// Plays the session on until the game is over or `limit` commands: the side to act by
// `by_side[side index]` (a missing entry: random). `random_seed` seeds the random players.
PlayedGame play_on(GameSession& s, const std::vector<Player>& by_side, std::uint64_t random_seed, int limit);

}  // namespace hexfire::ai
