// Command range look-ups: the HO-level leader, distance, and the routed rule.
#include "engine/rules/fireline/command.hpp"

#include "engine/rules/fireline/movement_options.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/isolation.hpp"
#include "engine/rules/fireline/movement_plan.hpp"

namespace hexfire::fireline {

namespace {

std::optional<UnitId> leader_of(const CommandOptions& opts, const GameState& state, OrgId org) {
  const bool climb = opts.search_parent_leader;
  std::optional<OrgId> at = org;
  for (std::size_t guard = 0; at && guard < state.orgs().size(); ++guard) {
    const Organization& o = state.org(*at);
    if (o.leader && !state.unit(*o.leader).eliminated) return o.leader;
    if (!climb) break;
    at = o.parent;
  }
  return std::nullopt;
}

CommandStatus status_of(const CommandOptions& opts, const GameState& state, UnitId id) {
  CommandStatus s;
  const Unit& u = state.unit(id);
  s.range = opts.range;
  if (state.is_leader(id)) {
    s.reason = "leaders command themselves";
    return s;
  }
  if (u.status == UnitStatus::Routed) {
    s.in_command = false;
    s.reason = u.name + " is routed (routed units are always out of command)";
    return s;
  }
  if (!u.org) {
    s.in_command = false;
    s.reason = u.name + " belongs to no organization";
    return s;
  }
  // The HO leader (6.3 default: "farther than the HO leader's command range ... from its HO
  // leader"): the leader of the unit's organization at the HO level (ho_level: regiment in
  // Vol 1, division in Vol 2), not a lower officer such as the regiment's colonel in Vol 2.
  const OrgId ho = ho_at_level(state, id, opts.ho_level).value_or(*u.org);
  s.leader = leader_of(opts, state, ho);
  if (!s.leader) {
    s.in_command = false;
    s.reason = state.org(ho).name + " has no leader on the map";
    return s;
  }
  const Unit& leader = state.unit(*s.leader);
  if (const int printed = state.unit_type(leader.type).command_range; printed > 0) s.range = printed;
  if (!u.position || !leader.position) {
    s.in_command = false;
    s.reason = leader.name + " or " + u.name + " is not on the map";
    return s;
  }
  s.distance = distance(*u.position, *leader.position);
  s.in_command = *s.distance <= s.range;
  s.reason = std::to_string(*s.distance) + (*s.distance == 1 ? " hex" : " hexes") + " from " + leader.name +
             " (command range " + std::to_string(s.range) + ")";
  return s;
}

CommandStatus stack_status_of(const CommandOptions& opts, const GameState& state, Hex h) {
  CommandStatus first;
  bool have = false;
  for (UnitId id : combat_units(state, h)) {
    CommandStatus s = status_of(opts, state, id);
    if (!s.in_command) return s;
    if (!have) first = std::move(s), have = true;
  }
  return first;
}

}  // namespace

std::optional<UnitId> ho_leader(const FirelineContext& ctx, const GameState& state, OrgId org) {
  return leader_of(command_options(ctx.option_values), state, org);
}

CommandStatus command_status(const FirelineContext& ctx, const GameState& state, UnitId unit) {
  return status_of(command_options(ctx.option_values), state, unit);
}

CommandStatus stack_command_status(const FirelineContext& ctx, const GameState& state, Hex h) {
  return stack_status_of(command_options(ctx.option_values), state, h);
}

void install_command_hook(FirelineContext& ctx) {
  ctx.hooks.out_of_command = [opts = command_options(ctx.option_values)](const GameState& state,
                                                                          Hex h) -> std::optional<std::string> {
    CommandStatus s = stack_status_of(opts, state, h);
    if (s.in_command) return std::nullopt;
    return s.reason;
  };
}

void install_command_and_isolation_hooks(FirelineContext& ctx) {
  install_command_hook(ctx);
  install_isolation_hook(ctx);
}

}  // namespace hexfire::fireline
