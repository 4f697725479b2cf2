#include "engine/ai/playout.hpp"

namespace hexfire::ai {
namespace {

const Command& any_of(const std::vector<const Command*>& from, Rng& rng) {
  return *from[static_cast<std::size_t>(rng.below(static_cast<int>(from.size())))];
}

}  // namespace

std::optional<Command> playout_pick(const RuleSystem& rules, const std::vector<Command>& legal, Rng& rng) {
  if (legal.empty()) return std::nullopt;
  std::vector<const Command*> strikes, closers;
  for (const Command& c : legal) {
    const CommandCue cue = rules.cue_of(c.verb);
    if (cue == CommandCue::Fire || cue == CommandCue::Assault) strikes.push_back(&c);
    if (c.args.empty()) closers.push_back(&c);
  }
  const int roll = rng.below(4);
  if (!strikes.empty() && roll < 2) return any_of(strikes, rng);
  if (!closers.empty() && roll == 2) return any_of(closers, rng);
  return legal[static_cast<std::size_t>(rng.below(static_cast<int>(legal.size())))];
}

int play_out(const RuleSystem& rules, Match& m, int depth, Rng& rng) {
  int applied = 0;
  for (int i = 0; i < depth && !m.flow.game_over; ++i) {
    const auto c = playout_pick(rules, rules.legal_commands(m), rng);
    if (!c) break;
    ++applied;
    if (!rules.apply(m, *c).ok) break;  // cannot happen for a listed command; stop rather than loop
  }
  return applied;
}

}  // namespace hexfire::ai
