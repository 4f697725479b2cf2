#include "engine/rules/column_shift/morale_limits.hpp"

namespace hexfire::column_shift {

namespace {

std::optional<UnitId> first_with(const GameState& s, const std::vector<UnitId>& units, UnitStatus status) {
  for (UnitId u : units)
    if (s.unit(u).status == status) return u;
  return std::nullopt;
}

}  // namespace

std::optional<std::string> morale_forbids(const GameState& s, const std::vector<UnitId>& units, const board::Body& body) {
  using namespace board;
  if (std::holds_alternative<RecoverCmd>(body) || std::holds_alternative<EndCmd>(body) ||
      std::holds_alternative<ActivateCmd>(body))
    return std::nullopt;
  if (const auto d = first_with(s, units, UnitStatus::Demoralized))
    return s.unit(*d).name + " is demoralized: it must try to recover, so its stack may only recover (seed 002 3.3)";
  const auto disrupted = first_with(s, units, UnitStatus::Disrupted);
  if (!disrupted) return std::nullopt;
  if (std::holds_alternative<AssaultCmd>(body))
    return s.unit(*disrupted).name + " is disrupted: a disrupted unit may not assault (seed 002 3.3)";
  if (const auto* mv = std::get_if<MoveCmd>(&body); mv && mv->path.size() > 1)
    return s.unit(*disrupted).name + " is disrupted: its stack moves at most 1 hex (seed 002 3.3)";
  return std::nullopt;
}

std::optional<std::string> recovery_owed(const GameState& s, const std::vector<UnitId>& units) {
  if (const auto d = first_with(s, units, UnitStatus::Demoralized))
    return s.unit(*d).name + " is demoralized and must attempt recovery (seed 002 3.3): recover before the activation ends";
  return std::nullopt;
}

}  // namespace hexfire::column_shift
