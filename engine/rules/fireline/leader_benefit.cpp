// The leader line of the morale schedule by affiliation and rank.
#include "engine/rules/fireline/leader_benefit.hpp"

#include <algorithm>
#include <vector>

#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/fireline_unit.hpp"

namespace hexfire::fireline {

namespace {

std::optional<OrgId> affiliation(const GameState& s, UnitId leader) {
  for (const Organization& o : s.orgs())
    if (o.leader == leader) return o.id;
  return s.unit(leader).org;
}

bool within(const GameState& s, std::optional<OrgId> unit_org, OrgId ancestor) {
  for (std::size_t guard = 0; unit_org && guard <= s.orgs().size(); ++guard) {
    if (*unit_org == ancestor) return true;
    unit_org = s.org(*unit_org).parent;
  }
  return false;
}

int preference(const GameState& s, UnitId leader) {
  const auto rank = fireline_unit(s.unit(leader)).rank;
  return rank == LeaderRank::Army ? 2 : rank == LeaderRank::Senior ? 1 : 0;
}

}  // namespace

LeaderBenefit leader_benefit(const GameState& s, Hex h) {
  std::vector<UnitId> leaders = leaders_in(s, h);
  if (leaders.empty()) return {};
  std::stable_sort(leaders.begin(), leaders.end(),
                   [&s](UnitId a, UnitId b) { return preference(s, a) < preference(s, b); });
  const std::string here = hex_name(s, h);
  std::vector<UnitId> small_arms;
  for (UnitId id : combat_units(s, h))
    if (!is_artillery(s, id)) small_arms.push_back(id);
  if (small_arms.empty())
    return {leaders.front(), s.unit(leaders.front()).name + " is in " + here +
                                 " (artillery takes any leader's benefit, regardless of affiliation)"};
  for (UnitId l : leaders) {
    const Unit& leader = s.unit(l);
    const auto rank = fireline_unit(leader).rank;
    if (rank == LeaderRank::Army && leader.side == s.unit(small_arms.front()).side)
      return {l, leader.name + " (army) is in " + here};
    const auto org = affiliation(s, l);
    if (!org) {
      // Maps built without organizations (code-built situations) have no affiliation to judge.
      const bool none = std::all_of(small_arms.begin(), small_arms.end(), [&](UnitId u) { return !s.unit(u).org; });
      if (none) return {l, leader.name + " is in " + here + " (no organizations to judge affiliation by)"};
      continue;
    }
    const bool all = std::all_of(small_arms.begin(), small_arms.end(),
                                 [&](UnitId u) { return within(s, s.unit(u).org, *org); });
    if (all)
      return {l, leader.name + (rank ? " (" + std::string(rank_name(*rank)) + ")" : std::string()) + " of " +
                     s.org(*org).name + " is in " + here};
  }
  return {std::nullopt, "no leader in " + here + " is of the small-arms units' command (5.4: 1 leader only, as appropriate)"};
}

}  // namespace hexfire::fireline
