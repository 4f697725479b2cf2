#include "engine/rules/column_shift/results.hpp"

#include <algorithm>
#include <stdexcept>

#include "engine/rules/column_shift/armour.hpp"
#include "engine/rules/column_shift/carriers.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/data_reads.hpp"

namespace hexfire::column_shift {
namespace {

LossCategory category_of(const GameState& s, UnitId id) {
  return class_attr(s, id, "loss_category") == "vehicle" ? LossCategory::Vehicles : LossCategory::CombatUnits;
}

int morale_rank(UnitStatus st) {
  return st == UnitStatus::Good ? 0 : st == UnitStatus::Disrupted ? 1 : 2;
}

bool present(const GameState& s, UnitId id) { return s.unit(id).position && !s.unit(id).eliminated; }

}  // namespace

std::vector<UnitId> loss_candidates(const GameState& s, const std::vector<UnitId>& reached, LossCategory category,
                                    bool best_morale_first) {
  std::vector<UnitId> out;
  for (UnitId id : reached)
    // A unit loaded on a wagon, truck or prime mover is no combat unit to lose a step: it dies with
    // its vehicle. Riders on an AFV stay exposed.
    if (present(s, id) && !s.is_leader(id) && !(carried(s, id) && !carries_riders(s, *carrier_of(s, id))) &&
        category_of(s, id) == category)
      out.push_back(id);
  if (!best_morale_first || out.empty()) return out;
  int best = 3;
  for (UnitId id : out) best = std::min(best, morale_rank(s.unit(id).status));
  std::erase_if(out, [&](UnitId id) { return morale_rank(s.unit(id).status) != best; });
  return out;
}

std::vector<UnitId> take_step_loss(GameState& s, UnitId unit) {
  if (category_of(s, unit) == LossCategory::Vehicles) return lose_vehicle(s, unit);
  Unit& u = s.unit_mut(unit);
  if (!u.reduced && s.unit_type(u.type).reduced_strength > 0) {
    u.reduced = true;
    return {};
  }
  u.eliminated = true;
  u.position.reset();
  // An AFV gone sets its riders down where they are.
  for (UnitId rider : cargo_of(s, unit)) column_shift_unit(s.unit_mut(rider)).carried_by.reset();
  return {};
}

AppliedResult apply_result(GameState& s, const MoraleOptions& o, const std::vector<UnitId>& reached,
                           const CellResult& cell, bool assault, const std::vector<std::pair<UnitId, CellResult>>& own,
                           const LossChooser& choose, DiceSource& dice) {
  AppliedResult out;
  const auto own_of = [&](UnitId id) -> const CellResult* {
    for (const auto& [u, r] : own)
      if (u == id) return &r;
    return nullptr;
  };
  auto lose = [&](UnitId id, const std::string& why) {
    const std::string name = s.unit(id).name;
    const auto cargo = take_step_loss(s, id);
    ++out.steps_lost;
    std::string with;
    for (UnitId c : cargo) with += (with.empty() ? " with its cargo: " : ", ") + s.unit(c).name;
    out.consequences.push_back(name + (s.unit(id).eliminated ? ": eliminated" : ": flipped to its reduced side") + with + why);
  };
  // Step losses, category by category (1.2, 2.2, 3.1); an empty category is skipped.
  for (LossCategory cat : {LossCategory::CombatUnits, LossCategory::Vehicles}) {
    // B-3: an assault's 2M2 or 3M2 owes one loss to an AFV while one is present; the losses go
    // as usual until only the owed one is left, and that one goes to an AFV.
    bool afv_owed = assault && cat == LossCategory::CombatUnits && afv_loss_owed(cell);
    for (int i = 0; i < cell.losses; ++i) {
      auto candidates = loss_candidates(s, reached, cat, assault && i == 0);
      if (candidates.empty()) break;
      bool to_afv = false;
      if (afv_owed && cell.losses - i == 1) {
        auto afvs = loss_candidates(s, reached, cat, false);
        std::erase_if(afvs, [&](UnitId id) { return !is_afv(s, id); });
        to_afv = !afvs.empty();
        if (to_afv) candidates = std::move(afvs);
      }
      const UnitId pick = candidates.size() == 1 ? candidates.front() : choose(candidates, cat, i);
      if (std::find(candidates.begin(), candidates.end(), pick) == candidates.end())
        throw std::logic_error("column-shift: a loss was placed on a unit that may not take it");
      if (afv_owed && is_afv(s, pick)) afv_owed = false;
      lose(pick, to_afv ? " (the AFV loss of " + cell.code + ", B-3)" : std::string());
    }
  }
  // A unit's own worse result (7.52): its extra losses are charged to it alone.
  for (const auto& [id, r] : own)
    for (int i = cell.losses; i < r.losses && present(s, id); ++i) lose(id, " (its own column, 7.52)");
  // The morale checks of everyone still there, at the result's M# or the unit's own.
  for (UnitId id : reached) {
    if (!present(s, id)) continue;
    const CellResult* mine = own_of(id);
    const CellResult& r = mine && mine->morale_check ? *mine : cell;
    if (!r.morale_check) continue;
    if (s.is_leader(id) && !r.leaders_check_without_loss && out.steps_lost == 0) continue;  // B-8
    MoraleCheck c = check_morale(s, o, id, r.morale_bonus, dice);
    apply_morale(s, id, c.effect);
    out.checks.push_back(std::move(c.ledger));
  }
  // Leader casualties after any step-loss result (seed 001's X: "check for leader casualties for
  // any leaders in the hex", 6.7), a step lost or not: a leader alone, or beside units the loss
  // could not reach, still rolls, -1 for each step that was lost.
  if (cell.losses > 0)
    for (UnitId id : reached) {
      if (!present(s, id) || !s.is_leader(id)) continue;
      CasualtyCheck c = check_leader_casualty(s, id, out.steps_lost, dice);
      if (c.killed) {
        out.consequences.push_back(s.unit(id).name + ": killed");
        s.unit_mut(id).eliminated = true;
        s.unit_mut(id).position.reset();
      }
      out.checks.push_back(std::move(c.ledger));
    }
  return out;
}

}  // namespace hexfire::column_shift
