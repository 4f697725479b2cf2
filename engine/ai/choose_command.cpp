#include "engine/ai/choose_command.hpp"

#include <algorithm>
#include <numeric>
#include <vector>

#include "engine/ai/evaluate.hpp"
#include "engine/ai/playout.hpp"
#include "engine/flow/victory.hpp"
#include "engine/state/state_hash.hpp"

namespace hexfire::ai {
namespace {

// splitmix64's finaliser: seeds for the opponent's streams from a few numbers.
std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
  std::uint64_t z = a * 0x9e3779b97f4a7c15ULL + b + 0x632be59bd9b4e019ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

// The position without the record of how it came about (events, command count): two equal
// signatures are the same position to play on from.
std::uint64_t position_signature(const Match& m) {
  std::string flow = m.flow.phase + "|" + std::to_string(m.flow.turn) + "|" +
                     std::to_string(m.flow.in_control ? static_cast<int>(m.flow.in_control->value) : -1) + "|" +
                     std::to_string(m.flow.prompts.size()) + "|" + (m.flow.system ? m.flow.system->hash_text() : "");
  return fnv1a64(flow, state_hash(m.state));
}

// `c` does again what `r` did to the same piece, or steps back along `r`'s step.
bool repeats(const Command& c, const Command& r) {
  if (c.verb != r.verb || c.args.empty() || r.args.empty()) return false;
  if (c.args.front() == r.args.front()) return true;
  return c.args.size() == 2 && r.args.size() == 2 && c.args[0] == r.args[1] && c.args[1] == r.args[0];
}

struct Candidate {
  std::size_t index = 0;  // in the listed order
  double screen_sum = 0;  // the one-step evaluations, on `screens` copies
  int screens = 0;
  double playout_sum = 0;
  int playouts = 0;
  bool idle = false;       // it leaves the position as it was (giving an order again, ...)
  bool refused = false;    // listed, yet the system refused to carry it out on the copy
  bool rolled = false;     // it drew the game's dice on the first copy (a fire, an assault)
  double screen() const { return screens > 0 ? screen_sum / screens : 0; }
  double score() const { return playouts > 0 ? playout_sum / playouts : screen(); }
};

class Search {
 public:
  Search(const RuleSystem& rules, const Match& m, SideId side, const AiHooks& hooks, std::uint64_t stream)
      : rules_(rules), m_(m), side_(side), hooks_(hooks), stream_(stream) {}

  bool cancelled() const { return hooks_.cancel && hooks_.cancel->load(std::memory_order_relaxed); }
  int nodes() const { return nodes_; }

  // The match as `side_` may imagine it: the k-th determinization (the same k gives the same copy).
  Match determinized(int k) const {
    Match c = m_;
    Rng r(mix(stream_, static_cast<std::uint64_t>(k)));
    rules_.redraw_hidden(c, side_, r);
    return c;
  }

  // `c` applied on a copy of `base`, played on `depth` commands, evaluated for the side; `idle`
  // (when given) says whether `c` left the position as it was (`base_signature`: base's
  // position_signature, hashed once for all the candidates), `rolled` whether it drew the dice.
  double trial(const Match& base, const Command& c, int depth, std::uint64_t playout_seed, bool* idle = nullptr,
               bool* refused = nullptr, std::uint64_t base_signature = 0, bool* rolled = nullptr) {
    Match copy = base;
    count(1);
    if (!rules_.apply(copy, c).ok) {
      if (refused) *refused = true;
      return evaluate(rules_, base, side_, m_.flow.turn);
    }
    if (idle) *idle = position_signature(copy) == base_signature;
    // Closed, a command of a batch rolls what closing rolls (volley's rally checks), and is
    // screened on as many copies as closing at once: with more copies for "done" alone, its
    // mean had luck the orders' one copy had not.
    close_batch(copy, c);
    Rng policy(playout_seed);
    follow_up(copy, c, depth > 0 ? &policy : nullptr);
    if (rolled) *rolled = !(copy.state.rng.state() == base.state.rng.state());
    if (depth == 0) decline_their_prompts(copy);
    if (depth > 0) count(play_out(rules_, copy, depth, policy));
    return evaluate(rules_, copy, side_, m_.flow.turn, depth > 0 ? kPlayoutResult : kWon);
  }

 private:
  // On the screen, a prompt the command leaves to another side (an opportunity fire at the stack
  // as it moves, a reaction) is answered with its answer of no words (pass) while it has one, so
  // that the screen weighs where the command takes the side's pieces: a move stops at the first
  // hex an enemy may fire at until the prompt is answered, and every move through that hex
  // screened the same. The WW2 tutorial's British, needing the church (0605) on the last turn,
  // screened "0506 0605" and "0506 0605 0706 0805" alike, and the playouts' noise chose to go
  // through it and out of it. The fire the enemy may give is the threat's to weigh and the
  // playouts' to try (the random policy fires half the time). Each pass is a node, as every
  // command applied is (the tournaments of docs/ai.md, session 15, were played so).
  // `policy`: answered by the playout policy instead (follow_up, before a playout).
  void decline_their_prompts(Match& copy, Rng* policy = nullptr) {
    for (int i = 0; i < kMostDeclined && !copy.flow.game_over && !copy.flow.prompts.empty() &&
                    copy.flow.prompts.front().side != side_;
         ++i) {
      const std::string& key = copy.state.side(copy.flow.prompts.front().side).key;
      const auto legal = rules_.legal_commands(copy);
      std::optional<Command> answer;
      if (policy) {
        answer = playout_pick(rules_, legal, *policy);
      } else if (const auto pass = std::find_if(legal.begin(), legal.end(),
                                                [&key](const Command& c) { return c.side == key && c.args.empty(); });
                 pass != legal.end()) {
        answer = *pass;
      }
      if (!answer) return;
      count(1);
      if (!rules_.apply(copy, *answer).ok) return;
    }
  }
  static constexpr int kMostDeclined = 4;

  // A command that binds the side's next (RuleSystem::ai_follow_ups: a charging move, whose
  // stack's next action is its charge) is weighed with the best of what it binds carried out
  // after it. The prompts it raised come first: declined on the screen, as after any command;
  // answered by the playout policy (`policy`) before a playout, whose first commands they would
  // have been. The best is the one the evaluation rates highest on this copy: with two targets
  // the choice sees the copy's dice, which flatters the command a little; a charge mostly has
  // one.
  void follow_up(Match& copy, const Command& c, Rng* policy) {
    std::vector<Command> then = rules_.ai_follow_ups(copy, side_, c);
    if (then.empty()) return;
    decline_their_prompts(copy, policy);
    std::optional<Match> best;
    double best_score = 0;
    for (const Command& next : then) {
      if (rules_.validate(copy, next)) continue;  // the reaction fire left the stack unable
      Match t = copy;
      count(1);
      if (!rules_.apply(t, next).ok) continue;
      const double v = evaluate(rules_, t, side_, m_.flow.turn);
      if (!best || v > best_score) {
        best = std::move(t);
        best_score = v;
      }
    }
    if (best) copy = std::move(*best);
  }

  // A command of a batch (RuleSystem::ai_closing_command: volley's orders) is weighed with the
  // batch closed after it, as closing at once is: on the same copy and dice, from the same point
  // of the turn. Only while the real match is in such a batch (`closing_`).
  void close_batch(Match& copy, const Command& c) {
    if (!closing_ || c == *closing_) return;
    const auto close = rules_.ai_closing_command(copy, side_);
    if (!close) return;
    count(1);
    (void)rules_.apply(copy, *close);
  }

  // What the result (the game's, or in the last turn the standing's) counts at a playout's end:
  // ten VP's worth, not kWon. A playout is a few commands of the random policy, and at kWon the
  // ones that reached the last turn scored +-10,000 by its dice alone: from turn 2 of the WW1
  // tutorial the kept candidates' means ran from -930 to +2,310, and the choice among them was
  // the playouts' luck. The screen, one command of the side's own choosing, counts it whole.
  static constexpr double kPlayoutResult = 100.0;

  void count(int n) {
    nodes_ += n;
    if (hooks_.nodes_done) hooks_.nodes_done->store(nodes_, std::memory_order_relaxed);
  }

  const RuleSystem& rules_;
  const Match& m_;
  SideId side_;
  const AiHooks& hooks_;
  std::uint64_t stream_;
  std::optional<Command> closing_ = rules_.ai_closing_command(m_, side_);
  int nodes_ = 0;
};

// Behind in the last turn, only the dice can turn the result: the best two candidates that roll
// them (a fire, an assault) are played on with the best, in place of the last kept. On the
// screen every command that does not take the objective scores the same loss, and one that
// rolls shows its chance only when one of its three copies rolls the win: on the WW1 tutorial's
// last turn (seed 340) both British assaults on Morcourt screened a few points under the moves
// and the end, which alone were played on, and the British ended their turn with two stacks
// next to the village unused.
void keep_the_dice(const std::vector<Candidate>& ranked, std::vector<Candidate>& kept) {
  std::size_t slot = kept.size();
  int taken = 0;
  for (const Candidate& c : ranked) {
    if (taken == 2 || slot <= 1) break;
    if (!c.rolled) continue;
    ++taken;
    if (std::any_of(kept.begin(), kept.end(), [&c](const Candidate& k) { return k.index == c.index; })) continue;
    kept[--slot] = c;
  }
}

}  // namespace

std::vector<Command> recent_commands(const std::vector<Command>& log, const std::string& side_key) {
  std::size_t from = log.size();
  while (from > 0 && log[from - 1].side == side_key) --from;
  return {log.begin() + static_cast<std::ptrdiff_t>(from), log.end()};
}

std::optional<SideId> side_to_act(const RuleSystem& rules, const Match& m) {
  if (m.flow.game_over) return std::nullopt;
  if (!m.flow.prompts.empty()) return m.flow.prompts.front().side;
  if (m.flow.in_control) return m.flow.in_control;
  const auto legal = rules.legal_commands(m);
  if (legal.empty()) return std::nullopt;
  return m.state.find_side(legal.front().side);
}

std::optional<AiChoice> choose_command(const RuleSystem& rules, const Match& m, SideId side, const AiSettings& settings,
                                       const AiHooks& hooks, const std::vector<Command>& recent) {
  const std::string& key = m.state.side(side).key;
  std::vector<Command> legal;
  for (Command& c : rules.legal_commands(m))
    if (c.side == key) legal.push_back(std::move(c));
  // The system's own further candidates (RuleSystem::ai_candidates: longer moves, charges),
  // when the side has something else to do than answer a prompt.
  if (!legal.empty() && m.flow.prompts.empty())
    for (Command& c : rules.ai_candidates(m, side))
      if (c.side == key && std::find(legal.begin(), legal.end(), c) == legal.end()) legal.push_back(std::move(c));
  auto repeated = [&recent](const Command& c) {
    return std::any_of(recent.begin(), recent.end(), [&c](const Command& r) { return repeats(c, r); });
  };
  if (!std::all_of(legal.begin(), legal.end(), repeated)) legal.erase(std::remove_if(legal.begin(), legal.end(), repeated), legal.end());
  if (legal.empty()) return std::nullopt;
  AiChoice out;
  out.candidates = static_cast<int>(legal.size());
  if (legal.size() == 1) {
    out.command = legal.front();
    return out;
  }

  SearchBudget budget = budget_of(settings.strength);
  if (settings.nodes) budget.nodes = std::max(1, *settings.nodes);
  // The opponent's own stream: its seed, the point of the game and the side; never the game's dice.
  const std::uint64_t stream =
      mix(mix(settings.seed, static_cast<std::uint64_t>(m.flow.commands_applied)), side.value);
  Search search(rules, m, side, hooks, stream);
  Rng noise(mix(stream, 0xa1));
  // A budget smaller than the candidates (the tests' tiny budgets, a huge position) screens a
  // sample of them drawn with the opponent's own RNG, in their listed order: the node budget is
  // a bound on the work, which the screen alone exceeds by no more than the passes it gives
  // (decline_their_prompts: four at most a candidate) and a batch's closing (one a candidate).
  if (static_cast<int>(legal.size()) > budget.nodes) {
    Rng pick(mix(stream, 0xc4));
    std::vector<std::size_t> order(legal.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    for (std::size_t i = 0; i < static_cast<std::size_t>(budget.nodes); ++i)
      std::swap(order[i], order[i + static_cast<std::size_t>(pick.below(static_cast<int>(legal.size() - i)))]);
    order.resize(static_cast<std::size_t>(budget.nodes));
    std::sort(order.begin(), order.end());
    std::vector<Command> sample;
    for (std::size_t i : order) sample.push_back(std::move(legal[i]));
    legal = std::move(sample);
  }

  // 1. Screen every candidate on the same few determinizations, one step deep.
  std::vector<Candidate> cands(legal.size());
  const int n = static_cast<int>(legal.size());
  const int samples = std::clamp(budget.nodes / (2 * n), 1, std::max(1, budget.screen_samples));
  for (int k = 0; k < samples && !search.cancelled(); ++k) {
    const Match base = search.determinized(k);
    const std::uint64_t signature = k == 0 ? position_signature(base) : 0;
    for (std::size_t i = 0; i < legal.size(); ++i) {
      cands[i].index = i;
      cands[i].screen_sum += search.trial(base, legal[i], 0, 0, k == 0 ? &cands[i].idle : nullptr, &cands[i].refused,
                                          signature, k == 0 ? &cands[i].rolled : nullptr);
      ++cands[i].screens;
    }
  }
  // A command that rolls the dice (a fire, an assault) is screened on more copies, up to
  // `chance_samples`, with at most half the nodes left: on one copy it was weighed by one roll.
  // The WW2 tutorial's British on turn 2 (150 candidates, at 300 nodes one copy each and no
  // playouts) scored every fire at the town as "end" (that copy's roll missed) and the assault
  // out of the river above them all, and assaulted at -4 columns with nothing fired first. A
  // command that draws no dice gives the same on every copy but for what the side cannot see,
  // which the copies above already vary. Normal screens the dice's candidates on its 3 copies
  // however many candidates there are; on 8, which leaves its playouts fewer nodes, it lost two
  // games of Seven Pines in 20 that on 3 it won (docs/ai.md, session 16).
  std::vector<std::size_t> rolling;
  for (std::size_t i = 0; i < cands.size(); ++i)
    if (cands[i].rolled && !cands[i].refused) rolling.push_back(i);
  if (!rolling.empty()) {
    const int spare = (budget.nodes - search.nodes()) / 2;
    const int more = std::min(budget.chance_samples - samples, spare / static_cast<int>(rolling.size()));
    for (int k = samples; k < samples + more && !search.cancelled(); ++k) {
      const Match base = search.determinized(k);
      for (std::size_t i : rolling) {
        cands[i].screen_sum += search.trial(base, legal[i], 0, 0);
        ++cands[i].screens;
      }
    }
  }
  // A listed command the system refuses to carry out (fireline once listed an advance fire at a
  // hex its target had left) is never chosen while another is left.
  if (std::any_of(cands.begin(), cands.end(), [](const Candidate& c) { return !c.refused; }))
    cands.erase(std::remove_if(cands.begin(), cands.end(), [](const Candidate& c) { return c.refused; }), cands.end());
  // A command that changes nothing would be chosen again and again (an order given anew): it
  // is kept out while anything else is legal.
  if (std::any_of(cands.begin(), cands.end(), [](const Candidate& c) { return !c.idle; }))
    cands.erase(std::remove_if(cands.begin(), cands.end(), [](const Candidate& c) { return c.idle; }), cands.end());
  if (budget.noise > 0)
    for (Candidate& c : cands) c.screen_sum += c.screens * budget.noise * (noise.below(2001) - 1000) / 1000.0;
  auto better = [](const Candidate& a, const Candidate& b) {
    return a.score() != b.score() ? a.score() > b.score() : a.index < b.index;
  };
  std::stable_sort(cands.begin(), cands.end(), better);

  // 2. Play the best on, round after round, each round on one determinization and one playout
  // stream shared by every kept candidate, while the budget lasts.
  const std::size_t width = std::min<std::size_t>(cands.size(), static_cast<std::size_t>(std::max(1, budget.width)));
  std::vector<Candidate> kept(cands.begin(), cands.begin() + static_cast<std::ptrdiff_t>(width));
  if (width > 1 && in_last_turn(m) && victory_standing(m).leader != side) keep_the_dice(cands, kept);
  for (int round = 0; width > 1 && search.nodes() < budget.nodes && !search.cancelled(); ++round) {
    const Match base = search.determinized(1000 + round);
    const std::uint64_t playout_seed = mix(stream, 5000u + static_cast<std::uint64_t>(round));
    for (Candidate& c : kept) {
      c.playout_sum += search.trial(base, legal[c.index], budget.depth, playout_seed);
      ++c.playouts;
    }
  }
  std::stable_sort(kept.begin(), kept.end(), better);
  out.command = legal[kept.front().index];
  out.score = kept.front().score();
  out.nodes = search.nodes();
  out.cancelled = search.cancelled();
  return out;
}

}  // namespace hexfire::ai
