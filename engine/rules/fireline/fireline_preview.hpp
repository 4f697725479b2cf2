// Fireline's PreviewProvider: reachable area by MP with every straggle check and its exact odds,
// fire and assault ledgers with their exact outcome distributions, the CRT for display, and the
// fireline commands ("move", "fire", "assault", "face", "end"); the Charge action is a charging move.
#pragma once

#include "engine/rules/fireline/fire.hpp"
#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/preview.hpp"

namespace hexfire::fireline {

class FirelineSystem;

class FirelinePreview final : public PreviewProvider {
 public:
  explicit FirelinePreview(const FirelineSystem& rules);

  std::vector<ActionKind> actions() const override;
  std::vector<ReachableHex> reach(const Match& m, const ActionRequest& r) const override;
  ActionPreviewData preview(const Match& m, const ActionRequest& r) const override;
  Command command(const Match& m, const ActionRequest& r) const override;
  // Assault, after a charging move while the stack may still charge (5.3, 5.7).
  std::optional<std::string> bound_action(const Match& m, Hex from) const override;
  std::vector<RulesTable> tables() const override;
  Command end_command(const Match& m) const override;
  std::vector<HexDirection> front_hexsides(const Match& m, UnitId unit) const override;
  // Reaction fire as normal fire with its advance shift; the straggle and D-result answers by
  // carrying them out on a copy (fireline_answer_preview.cpp).
  ActionPreviewData preview_answer(const Match& m, const Command& answer) const override;
  // The TEC's fire and assault lines for the hex besides the chart's costs and sight
  // (fireline_terrain_effects.cpp).
  std::vector<TerrainEffect> terrain_effects(const Match& m, Hex h, const std::vector<UnitId>& units) const override;

 private:
  // The move (4.x) of `units` of the stack in `from` (empty: all) along `path`: each step, every
  // straggle check with its odds, where it may end.
  ActionPreviewData preview_move(const Match& m, Hex from, const std::vector<Hex>& path,
                                 const std::vector<UnitId>& units, bool charging = false) const;
  // The Charge action's area (charge_move.hpp): the hexes next to an enemy stack the mounted
  // stack may reach and then charge.
  std::vector<ReachableHex> reach_for_charge(const Match& m, const ActionRequest& r) const;
  // Fire (5.5, 5.6) as `action` orders it: the stack in its firer hex, its units picked (empty:
  // the rules choose), at an advancing target or not.
  ActionPreviewData preview_fire(const Match& m, FireAction action) const;
  ActionPreviewData preview_assault(const Match& m, Hex from, Hex target) const;
  const FirelineSystem& rules_;  // outlives this provider
  const FirelineContext& ctx_;   // the system's
};

}  // namespace hexfire::fireline
