// The play screen's panel data: phase bar and stack inspector, read from the match.
#include "game/play/play_screen.hpp"

#include <algorithm>

namespace hexfire::game {

PhaseBarData PlayScreen::phase_bar() const {
  const Match& m = match();
  PhaseBarData d;
  d.turn = m.flow.turn;
  d.turns = m.info.turns;
  const PhaseDef* ph = session_->rules().sequence_of_play().phase(m.flow.phase);
  d.phase = ph ? ph->name : m.flow.phase;
  d.phase_doc = ph ? ph->doc : std::string();
  if (m.flow.active_chit) d.activation = m.flow.active_chit->label;
  if (m.flow.active_side) d.active_side = m.state.side(*m.flow.active_side).name;
  if (m.flow.in_control) d.in_control = m.state.side(*m.flow.in_control).name;
  for (const Prompt& p : m.flow.prompts) d.obligations.push_back(m.state.side(p.side).name + ": " + p.text);
  d.game_over = m.flow.game_over;
  d.result = m.flow.result;
  return d;
}

StackPanelData PlayScreen::stack_panel() const {
  StackPanelData d;
  const std::optional<Hex> h = selected_ ? selected_ : hovered_;
  if (!h) return d;
  const GameState& s = match().state;
  d.hex = s.map().label(*h);
  if (auto side = s.side_in(*h)) d.side = s.side(*side).name;
  const auto& stack = s.stack_at(*h);
  for (std::size_t i = 0; i < stack.size(); ++i) {
    const Unit& u = s.unit(stack[i]);
    const UnitType& t = s.unit_type(u.type);
    StackUnitRow row;
    row.id = u.id;
    row.name = u.name;
    row.type = t.name;
    row.strength = u.reduced ? t.reduced_strength : t.strength;
    row.morale = u.reduced ? t.reduced_morale : t.morale;
    row.o_hits = u.hits;
    row.status = status_name(u.status);
    row.facing = direction_name(u.facing);
    row.leader = s.is_leader(u.id);
    row.selected = selected_ && *h == *selected_ && i == std::min(selected_index_, stack.size() - 1);
    const auto& f = match().flow;
    auto add = [&](const std::set<UnitId>& set, const char* what) {
      if (set.count(u.id)) row.acted += (row.acted.empty() ? "" : ", ") + std::string(what);
    };
    add(f.moved, "moved");
    add(f.fired, "fired");
    add(f.assaulted, "assaulted");
    add(f.rallied, "rallied");
    row.moving = selected_ && *h == *selected_ &&
                 (movers_.empty() || std::find(movers_.begin(), movers_.end(), u.id) != movers_.end());
    d.units.push_back(std::move(row));
  }
  d.can_split = selected_ && *h == *selected_ && stack.size() > 1 && mode_ == PlayMode::Move && is_own_stack(*h);
  d.whole_stack = movers_.empty();
  return d;
}

}  // namespace hexfire::game
