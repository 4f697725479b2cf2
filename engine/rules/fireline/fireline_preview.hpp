// Fireline's PreviewProvider: reachable area by MP with every straggle check and its exact odds,
// fire and assault ledgers with their exact outcome distributions, the CRT for display, and the
// fireline commands ("move ... straggle=stop", "fire", "assault", "face", "end").
#pragma once

#include "engine/rules/fireline/fireline_context.hpp"
#include "engine/rules/preview.hpp"

namespace hexfire::fireline {

class FirelinePreview final : public PreviewProvider {
 public:
  explicit FirelinePreview(const FirelineContext& ctx) : ctx_(ctx) {}

  std::vector<ReachableHex> reachable(const Match& m, Hex from, const std::vector<UnitId>& units) const override;
  MovePreviewData preview_move(const Match& m, Hex from, const std::vector<Hex>& path,
                               const std::vector<UnitId>& units) const override;
  std::vector<ActionKind> actions() const override;
  ActionPreviewData preview(const Match& m, const ActionRequest& r) const override;
  Command command(const Match& m, const ActionRequest& r) const override;
  std::vector<RulesTable> tables() const override;
  Command move_command(const Match& m, Hex from, const std::vector<Hex>& path,
                       const std::vector<UnitId>& units) const override;
  Command face_command(const Match& m, Hex at, HexDirection d) const override;
  Command end_command(const Match& m) const override;
  std::vector<HexDirection> front_hexsides(const Match& m, UnitId unit) const override;

 private:
  // Fire (5.5, 5.6) by the stack in `firer`, `firers` picked (empty: the rules choose).
  ActionPreviewData preview_fire(const Match& m, Hex firer, Hex target, const std::vector<UnitId>& firers) const;
  ActionPreviewData preview_assault(const Match& m, Hex from, Hex target) const;
  const FirelineContext& ctx_;  // owned by the FirelineSystem, which outlives this provider
};

}  // namespace hexfire::fireline
