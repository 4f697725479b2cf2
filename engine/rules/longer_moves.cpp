#include "engine/rules/longer_moves.hpp"

#include <algorithm>
#include <variant>

namespace hexfire {

std::vector<Command> reach_commands(const RuleSystem& rules, const PreviewProvider& previews, const Match& m,
                                    const std::string& action, Hex from, std::size_t shortest) {
  std::vector<Command> out;
  ActionRequest r;
  r.action = action;
  r.from = from;
  for (const ReachableHex& to : previews.reach(m, r)) {
    if (to.path.size() < shortest) continue;
    r.target = to.hex;
    r.path = to.path;
    // The reach counts the movement points alone; the rules may still refuse the command (a
    // disrupted stack moves one hex at most in column-shift): only the legal ones are offered.
    Command c = previews.command(m, r);
    const auto parsed = rules.parse(m, c);
    const auto* pc = std::get_if<ParsedCommand>(&parsed);
    if (pc && !rules.check(m, *pc)) out.push_back(std::move(c));
  }
  return out;
}

std::vector<Command> longer_moves(const RuleSystem& rules, const Match& m, SideId side,
                                  const std::vector<std::string>& also) {
  std::vector<Command> out;
  if (!m.flow.active_side || *m.flow.active_side != side || !m.flow.prompts.empty()) return out;
  // The stacks that may move now are those legal_commands gives a one-hex move.
  std::vector<Hex> movers;
  for (const Command& c : rules.legal_commands(m))
    if (c.verb == "move" && c.args.size() == 2)
      if (const auto h = m.state.map().parse_label(c.args[0]); h && std::find(movers.begin(), movers.end(), *h) == movers.end())
        movers.push_back(*h);
  if (movers.empty()) return out;
  const std::unique_ptr<PreviewProvider> previews = rules.make_previews();
  // A one-hex move is listed already.
  for (Hex from : movers) {
    for (Command& c : reach_commands(rules, *previews, m, "move", from, 2)) out.push_back(std::move(c));
    for (const std::string& action : also)
      for (Command& c : reach_commands(rules, *previews, m, action, from, 1)) out.push_back(std::move(c));
  }
  return out;
}

}  // namespace hexfire
