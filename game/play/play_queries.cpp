// The play screen's panel data: phase bar, stack inspector, pending prompt and ledger, read from
// the match and the previews.
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
  if (m.flow.system) d.activation = m.flow.system->acting();
  if (m.flow.active_side) d.active_side = m.state.side(*m.flow.active_side).name;
  if (m.flow.in_control) d.in_control = m.state.side(*m.flow.in_control).name;
  for (const Prompt& p : m.flow.prompts) {
    // Named once: some systems' prompts already begin with the side ("British: place step loss ...").
    const std::string who = m.state.side(p.side).name + ": ";
    d.obligations.push_back(p.text.rfind(who, 0) == 0 ? p.text : who + p.text);
  }
  d.game_over = m.flow.game_over;
  d.answering = !m.flow.prompts.empty() && !m.flow.game_over;
  d.result = m.flow.result;
  d.end_label = previews_->end_label(m);
  if (m.flow.in_control && computer_.plays(*m.flow.in_control) && !m.flow.game_over) {
    d.computer = d.in_control;
    d.computer_progress = computer_.thinking_for() == m.flow.in_control ? computer_.progress() : 0.0f;
  }
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
    row.state = unit_state_rows(u);
    // A system that prints its own number on the counter (volley's figures) says it in its rows:
    // the type's nominal strength and morale would only mislead.
    if (u.system && u.system->badges().face_value) row.strength = row.morale = -1;
    row.status = status_name(u.status);
    if (s.ruleset().unit_facing) row.facing = direction_name(u.facing);
    row.leader = s.is_leader(u.id);
    row.selected = selected_ && *h == *selected_ && i == std::min(selected_index_, stack.size() - 1);
    if (match().flow.system && viewer()) row.acted = match().flow.system->unit_acted(u.id, *viewer());
    row.moving = selected_ && *h == *selected_ &&
                 (movers_.empty() || std::find(movers_.begin(), movers_.end(), u.id) != movers_.end());
    d.units.push_back(std::move(row));
  }
  d.can_split = selected_ && *h == *selected_ && stack.size() > 1 && path_action() && is_own_stack(*h);
  d.whole_stack = movers_.empty();
  return d;
}

std::optional<PromptView> PlayScreen::pending_prompt() const {
  if (match().flow.prompts.empty()) {
    const std::vector<Command> picks = activation_choices();
    if (picks.empty()) return std::nullopt;
    PromptView v{"activate", {}, "Choose the formation that acts next; the others wait their turn.", {}, {}, {}, {}};
    if (match().flow.in_control) v.side = match().state.side(*match().flow.in_control).name;
    for (const Command& c : picks) v.options.push_back("Activate " + c.args.front());
    return v;
  }
  const Prompt& p = match().flow.prompts.front();
  PromptView v{p.id, match().state.side(p.side).name, p.text, {}, {}, answer_shown(), {}};
  const std::vector<ActionPreviewData>& previews = answer_previews();
  for (std::size_t i = 0; i < p.options.size(); ++i) {
    v.options.push_back(i < p.labels.size() ? p.labels[i] : to_line(p.options[i]));
    v.odds.push_back(i < previews.size() && previews[i].legal ? odds_line(previews[i].odds, 3) : std::string());
  }
  if (v.shown) v.shown_odds = odds_pairs(previews[*v.shown].odds);
  return v;
}

std::string PlayScreen::action_on_selecting(Hex h) const {
  // A stack the rules bind to one action (fireline: its charge after a charging move) starts on
  // it, rather than leaving the player on the first Path action to look for the one allowed.
  if (const auto bound = previews_->bound_action(match(), h)) {
    const SequenceOfPlay& seq = session_->rules().sequence_of_play();
    for (const ActionKind& a : actions_)
      if (a.id == *bound && action_offered(a, seq, match().flow.phase)) return a.id;
  }
  return default_action();
}

std::vector<ActionButton> PlayScreen::action_buttons() const {
  std::vector<ActionButton> out;
  const SequenceOfPlay& seq = session_->rules().sequence_of_play();
  for (const ActionKind& a : actions_) {
    std::string label = a.name;
    if (a.shortcut) label += std::string(" (") + a.shortcut + ")";
    out.push_back({a.id, label, a.id == action_id_, action_offered(a, seq, match().flow.phase), a.help});
  }
  return out;
}

LedgerView PlayScreen::ledger_panel() const {
  if (replay_) return replay_ledger();
  if (action_ && target_ && selected_) {
    LedgerView v;
    if (action_->legal) {
      v = make_ledger_view(action_->ledger, &action_->odds, true);
    } else {  // not allowed: say why instead of showing odds
      v.preview = true;
      const auto& map = match().state.map();
      v.title = action().name + " from " + map.label(*selected_) +
                " at " + map.label(*target_) + ": not allowed";
      v.lines.push_back(action_->error);
    }
    v.whole_stack = firers_.empty();
    v.picks_note = action().picks_note;
    for (const Participant& p : action_->participants) {
      const Unit& u = match().state.unit(p.unit);
      v.firers.push_back({p.unit, u.name, p.picked, p.can_take_part, p.note});
    }
    return v;
  }
  if (const auto shown = answer_shown()) {  // a prompt's answer, before the player picks it
    const ActionPreviewData& a = answer_previews()[*shown];
    LedgerView v = make_ledger_view(a.ledger, &a.odds, true);
    v.odds_in_prompt = true;
    const Prompt& p = match().flow.prompts.front();
    v.title = "If " + std::to_string(*shown + 1) + ". " + (*shown < p.labels.size() ? p.labels[*shown] : to_line(p.options[*shown])) +
              ": " + v.title;
    return v;
  }
  if (opened_entry_ && *opened_entry_ < log_.size() && !log_[*opened_entry_].resolutions.empty()) {
    return make_ledger_view(headline(log_[*opened_entry_].resolutions), nullptr, false);
  }
  if (path_ && path_->legal && path_->has_risk()) return make_ledger_view(path_->ledger, &path_->odds, true);
  return {};
}

const Resolution& PlayScreen::headline(const std::vector<Resolution>& rs) const {
  // The last one the rule system can place in one of its tables (the combat), else the last.
  for (auto it = rs.rbegin(); it != rs.rend(); ++it)
    if (table_mark_of(*it)) return *it;
  return rs.back();
}

}  // namespace hexfire::game
