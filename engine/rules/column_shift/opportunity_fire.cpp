#include "engine/rules/column_shift/opportunity_fire.hpp"

#include "engine/flow/flow_view.hpp"
#include "engine/rules/column_shift/column_shift_board.hpp"
#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/data_reads.hpp"
#include "engine/rules/column_shift/morale_limits.hpp"

namespace hexfire::column_shift {

using namespace board;

std::optional<OpportunityOptions> read_opportunity_options(const std::map<std::string, std::string>& values,
                                                           std::string& why) {
  const auto move = option_choice(values, "opportunity_fire_move", "goes_on", {"goes_on", "stops"}, why);
  const auto fire = option_choice(values, "opportunity_fire_at_fire", "true", {"true", "false"}, why);
  if (!move || !fire) return std::nullopt;
  return OpportunityOptions{*move == "stops", *fire == "true"};
}

std::string Exposure::hash_text() const {
  std::string out = " exposed " + std::to_string(side.value) + "@" + std::to_string(at.q) + "," + std::to_string(at.r);
  for (std::size_t i = 0; i < units.size(); ++i)
    out += " u" + std::to_string(units[i].value) + ":" + std::to_string(static_cast<int>(status[i])) + (reduced[i] ? "r" : "");
  for (Hex h : rest) out += " >" + std::to_string(h.q) + "," + std::to_string(h.r);
  if (offered_here) out += " offered";
  if (fired_at_here) out += " fired";
  if (moving) out += " moving";
  return out;
}

namespace {

// The opportunity fire prompt at the exposure's hex: one option per unactivated stack of the
// other side and exposed unit it may fire at, then pass. No options: no prompt.
bool offer(Match& m, const ColumnShiftSystem& sys, std::vector<FlowEvent>& events) {
  ColumnShiftFlow& f = flow_of(m);
  const Exposure& e = *f.exposure;
  const GameState& s = m.state;
  const HexMap& map = s.map();
  const auto other = other_side(m, e.side);
  if (!other) return false;
  Prompt pr;
  pr.id = "opportunity_fire";
  pr.side = *other;
  pr.text = s.side(*other).name + ": enemy units " + (e.moving ? "moved into " : "fired from ") + map.label(e.at) +
            ": opportunity fire (+1 column) with a stack not yet activated, or pass";
  std::vector<UnitId> targets;
  for (Hex h : stacks_that_may_act(m, *other)) {
    const auto firers = ColumnShiftSystem::acting_units(m, *other, h);
    // Taking it is the stack's activation, so what its morale forbids an activation it forbids
    // here: a stack holding a demoralized unit may only try to recover (3.3).
    if (morale_forbids(s, firers, board::FireCmd{h, e.at, {}})) continue;
    for (UnitId u : e.units) {
      // Seed 001 13.0: "unit and/or leader if opportunity fire": a leader that moves may be the
      // single target too (the result then reaches him alone: no step to lose, his checks).
      if (!on_map(s, u, e.at)) continue;
      if (!plan_direct_fire(s, sys.tables(), sys.options().fire, {firers, e.at, u, f.night}).legal) continue;
      pr.options.push_back({side_key(m, *other), "opfire", {map.label(h), unit_word(u)}});
      pr.labels.push_back("Fire from " + map.label(h) + " at " + s.unit(u).name);
      if (std::find(targets.begin(), targets.end(), u) == targets.end()) targets.push_back(u);
    }
  }
  if (pr.options.empty()) return false;
  pr.options.push_back({side_key(m, *other), "pass", {}});
  pr.labels.push_back("Pass");
  f.offered = OfferedFire{*other, targets};
  m.flow.prompts = {pr};
  add_event(m, events, "prompt", pr.text, *other);
  return true;
}

}  // namespace

void carry_on_exposure(Match& m, const ColumnShiftSystem& sys, std::vector<std::string>& log,
                       std::vector<FlowEvent>& events) {
  ColumnShiftFlow& f = flow_of(m);
  GameState& s = m.state;
  while (f.exposure && m.flow.prompts.empty() && !m.flow.game_over) {
    Exposure& e = *f.exposure;
    if (!e.offered_here) {
      e.offered_here = true;
      if ((e.moving || sys.options().opportunity.at_fire) && offer(m, sys, events)) return;
    }
    if (e.rest.empty() || (e.fired_at_here && sys.options().opportunity.move_stops)) {
      if (e.moving && !e.rest.empty()) log.push_back("the move ends in " + s.map().label(e.at) + " under fire");
      f.exposure.reset();
      return;
    }
    // Units the fire eliminated, flipped or shook stay where they are; the rest go on (3.3: a
    // disrupted unit moves at most 1 hex, a demoralized one does not advance).
    Exposure next = e;
    next.units.clear();
    next.status.clear();
    next.reduced.clear();
    for (std::size_t i = 0; i < e.units.size(); ++i) {
      const Unit& u = s.unit(e.units[i]);
      if (!on_map(s, u.id, e.at) || u.status != e.status[i] || u.reduced != e.reduced[i]) continue;
      next.units.push_back(u.id);
      next.status.push_back(e.status[i]);
      next.reduced.push_back(e.reduced[i]);
    }
    // Leaders alone go on only if they set off alone.
    bool combat = false, had_combat = false;
    for (UnitId u : next.units) combat = combat || !s.is_leader(u);
    for (UnitId u : e.units) had_combat = had_combat || !s.is_leader(u);
    if (next.units.empty() || (had_combat && !combat)) {
      log.push_back("the move ends in " + s.map().label(e.at));
      f.exposure.reset();
      return;
    }
    next.at = next.rest.front();
    next.rest.erase(next.rest.begin());
    next.offered_here = false;
    next.fired_at_here = false;
    for (UnitId u : next.units) s.move_unit(u, next.at);
    if (next.units.size() < e.units.size())
      log.push_back(std::to_string(next.units.size()) + " of the stack go on to " + s.map().label(next.at));
    f.exposure = std::move(next);
  }
}

}  // namespace hexfire::column_shift
