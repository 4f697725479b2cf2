// Play screen state and intents: selection, previews, commands, prompts, undo and the log.
#include "game/play/play_screen.hpp"

#include <imgui.h>

#include <algorithm>
#include <set>
#include <cmath>
#include <numbers>

#include "engine/flow/match_hash.hpp"
#include "engine/map/line_of_sight.hpp"
#include "game/audio/command_cues.hpp"
#include "game/audio/sound_player.hpp"
#include "game/play/log_entries.hpp"
#include "game/play/move_animation.hpp"

namespace hexfire::game {

std::unique_ptr<PlayScreen> PlayScreen::open(const std::string& scenario_path, const std::string& rules_dir,
                                             std::string& error, std::optional<std::uint64_t> seed,
                                             std::map<std::string, std::string> options) {
  return from_session(GameSession::open(GameSetup{scenario_path, rules_dir, seed, std::move(options)}), error);
}

std::unique_ptr<PlayScreen> PlayScreen::from_session(SessionOpen o, std::string& error) {
  if (!o.session) {
    error = o.error;
    return nullptr;
  }
  std::unique_ptr<PlayScreen> p(new PlayScreen());
  p->session_ = std::move(o.session);
  p->previews_ = make_preview_provider(p->session_->rules());
  if (!p->previews_) {
    error = "the rule system '" + p->session_->rules().id() + "' has no previews for the play screen yet";
    return nullptr;
  }
  p->actions_ = p->previews_->actions();
  p->action_id_ = p->default_action();
  for (const FlowEvent& ev : p->match().flow.events) p->log_.push_back(event_log_entry(ev));
  return p;
}

std::unique_ptr<PlayScreen> PlayScreen::adopt(std::unique_ptr<GameSession> loaded, std::string& error) {
  if (!loaded) {
    error = "no game to open";
    return nullptr;
  }
  SessionOpen o;
  o.session = std::move(loaded);
  std::unique_ptr<PlayScreen> p = from_session(std::move(o), error);
  if (!p) return nullptr;
  // from_session listed the events of the match as it stands; a loaded game lists the start's
  // events, then each command with what it did.
  p->log_.clear();
  for (const FlowEvent& ev : p->session_->initial().flow.events) p->log_.push_back(event_log_entry(ev));
  const auto& cmds = p->session_->log();
  const auto& recs = p->session_->records();
  for (std::size_t i = 0; i < cmds.size() && i < recs.size(); ++i) {
    p->log_.push_back(log_entry(cmds[i], recs[i]));
    if (!recs[i].resolutions.empty()) {
      p->last_resolution_ = p->headline(recs[i].resolutions);
      p->table_mark_ = table_mark_of(*p->last_resolution_);
      p->opened_entry_ = p->log_.size() - 1;
    }
  }
  return p;
}

bool PlayScreen::open_session(std::unique_ptr<GameSession> loaded, std::string& error) {
  std::unique_ptr<PlayScreen> fresh = adopt(std::move(loaded), error);
  if (!fresh) return false;
  computer_.stop();
  clear_selection();
  session_ = std::move(fresh->session_);
  previews_ = std::move(fresh->previews_);
  log_ = std::move(fresh->log_);
  last_resolution_ = fresh->last_resolution_;
  table_mark_ = fresh->table_mark_;
  opened_entry_ = fresh->opened_entry_;
  actions_ = previews_->actions();
  action_id_ = default_action();
  hovered_.reset();
  los_.reset();
  los_from_.reset();
  message_.clear();
  anim_frames_ = 0;
  anim_hexes_.clear();
  anim_dice_.clear();
  motion_.stop();
  replay_.reset();
  shot_frames_ = 0;
  left_down_ = facing_drag_ = false;
  return true;
}

std::optional<Hex> PlayScreen::hex_at(int x, int y) const {
  if (!camera_ || !layout_) return std::nullopt;
  const Hex h = layout_->pixel_to_hex(camera_->screen_to_world({static_cast<double>(x), static_cast<double>(y)}));
  if (!match().state.map().contains(h)) return std::nullopt;
  return h;
}

void PlayScreen::set_player(SideId side, std::optional<ai::Strength> strength) {
  computer_.set(side, strength);
  std::vector<std::pair<std::string, std::string>> players;
  for (const Side& s : match().state.sides()) {
    const auto st = computer_.strength_of(s.id);
    players.emplace_back(s.key, st ? ai::strength_name(*st) : "person");
  }
  session_->set_players(std::move(players));
}

std::optional<SideId> PlayScreen::viewer() const {
  const auto now = match().flow.in_control ? match().flow.in_control : match().flow.active_side;
  if (!now || !computer_.plays(*now)) return now;
  for (const Side& side : match().state.sides())
    if (!computer_.plays(side.id)) return side.id;
  return now;  // the computer plays every side: the screen watches the side acting
}

bool PlayScreen::is_own_stack(Hex h) const {
  const auto s = match().state.side_in(h);
  return s && match().flow.in_control && *s == *match().flow.in_control && !computer_.plays(*s);
}

std::optional<UnitId> PlayScreen::selected_unit() const {
  if (!selected_) return std::nullopt;
  const auto& stack = match().state.stack_at(*selected_);
  if (stack.empty()) return std::nullopt;
  return stack[std::min(selected_index_, stack.size() - 1)];
}

void PlayScreen::clear_selection() {
  selected_.reset();
  selected_index_ = 0;
  reach_.clear();
  path_.reset();
  path_hexes_.clear();
  target_.reset();
  action_.reset();
  firers_.clear();
  movers_.clear();
  group_.clear();
}

bool PlayScreen::select(Hex h) {
  if (!is_own_stack(h)) {
    message_ = match().state.stack_at(h).empty() ? "no stack in " + match().state.map().label(h)
                                                 : "that stack is not yours to command now";
    return false;
  }
  clear_selection();
  selected_ = h;
  const auto& stack = match().state.stack_at(h);
  for (std::size_t i = 0; i < stack.size(); ++i)
    if (!match().state.is_leader(stack[i])) {
      selected_index_ = i;
      break;
    }
  action_id_ = action_on_selecting(h);
  refresh_reach();
  refresh_path();
  refresh_los();
  message_.clear();
  return true;
}

void PlayScreen::select_unit(std::size_t index) {
  if (!selected_) return;
  if (index < match().state.stack_at(*selected_).size()) selected_index_ = index;
}

const ActionKind& PlayScreen::action() const {
  for (const ActionKind& a : actions_)
    if (a.id == action_id_) return a;
  static const ActionKind none{"", "", 0, "", ActionTarget::Hex, false, false, "", ""};
  return none;  // a system that declares no actions
}

const ActionKind* PlayScreen::first_action(ActionTarget target) const {
  for (const ActionKind& a : actions_)
    if (a.target == target) return &a;
  return nullptr;
}

const std::string& PlayScreen::default_action() const {
  for (const ActionKind& a : actions_)
    if (a.target == ActionTarget::Path) return a.id;
  static const std::string none;
  return actions_.empty() ? none : actions_.front().id;
}

bool PlayScreen::set_action(const std::string& id) {
  if (std::none_of(actions_.begin(), actions_.end(), [&](const ActionKind& a) { return a.id == id; })) return false;
  action_id_ = id;
  target_.reset();
  action_.reset();
  group_.clear();
  // Each Path action has its own area (a charge reaches only the hexes it may charge from).
  refresh_reach();
  refresh_path();
  // An action on the stack itself needs no target: preview it at once.
  if (selected_ && action().target == ActionTarget::Self) set_target(*selected_);
  return true;
}

std::optional<ActionRequest> PlayScreen::request() const {
  if (!selected_ || !target_ || path_action()) return std::nullopt;
  ActionRequest r;
  r.action = action_id_;
  r.from = *selected_;
  r.target = *target_;
  if (action().picks_units) r.units = firers_;
  if (action().group) r.group = group_;
  return r;
}

std::optional<ActionRequest> PlayScreen::path_request(std::vector<Hex> path) const {
  const ActionKind* a = path_action() ? &action() : first_action(ActionTarget::Path);
  if (!selected_ || !a) return std::nullopt;
  return make_path_request(a->id, *selected_, std::move(path), movers_);
}

void PlayScreen::hover(std::optional<Hex> h) {
  if (h == hovered_) return;
  hovered_ = h;
  refresh_path();
  refresh_los();
}

void PlayScreen::refresh_reach() {
  reach_.clear();
  if (!match().flow.prompts.empty()) return;
  if (const auto r = path_request({})) reach_ = previews_->reach(match(), *r);
}

void PlayScreen::refresh_path() {
  path_.reset();
  path_hexes_.clear();
  if (!selected_ || !hovered_ || !path_action()) return;
  for (const ReachableHex& r : reach_)
    if (r.hex == *hovered_) {
      path_hexes_ = r.path;
      path_ = previews_->preview(match(), *path_request(r.path));
      return;
    }
}

void PlayScreen::refresh_los() {
  los_.reset();
  los_from_.reset();
  if (!los_on_ || !hovered_) return;
  const Hex from = selected_ ? *selected_ : *hovered_;
  const GameState& s = match().state;
  // The scenario's own options (and its variant's) may choose the line-of-sight model.
  los_ = line_of_sight(s.map(), s.ruleset(), from, *hovered_,
                       los_options_from(s.ruleset(), match().info.options_in_effect(s.ruleset())));
  los_from_ = from;
}

void PlayScreen::set_target(Hex h) {
  if (!selected_) return;
  if (path_action()) {  // a target means the first action that takes one
    const auto it = std::find_if(actions_.begin(), actions_.end(),
                                 [](const ActionKind& a) { return a.target == ActionTarget::Hex; });
    if (it == actions_.end()) return;
    action_id_ = it->id;
  }
  target_ = h;
  const ActionRequest r = *request();
  action_ = previews_->preview(match(), r);
  const Command c = previews_->command(match(), r);
  // The flow's own limits (already fired this activation, ...) come first.
  if (auto why = session_->validate(c)) {
    action_->legal = false;
    action_->error = *why;
  }
  opened_entry_.reset();
}

ClickEffect PlayScreen::click_effect(Hex h, std::uint16_t mods) const {
  if ((mods & KMOD_SHIFT) && action().group && selected_ && is_own_stack(h) && h != *selected_)
    return ClickEffect::Group;
  if ((mods & KMOD_CTRL) && selected_ && path_action()) {
    if (h == *selected_) return ClickEffect::None;
    return in_reach(h) ? ClickEffect::Move : ClickEffect::OutOfReach;
  }
  if (is_own_stack(h)) {
    if (!selected_ || *selected_ != h) return ClickEffect::Select;
    // A click on the selected stack: the stack acts on itself, if its action does.
    return action().target == ActionTarget::Self ? ClickEffect::Target : ClickEffect::None;
  }
  if (!selected_) return ClickEffect::SelectFirst;
  if (action().target == ActionTarget::Facing) return ClickEffect::Face;
  if (match().state.side_in(h)) return ClickEffect::Target;  // an enemy stack
  if (path_action()) return in_reach(h) ? ClickEffect::Move : ClickEffect::OutOfReach;
  if (action().target == ActionTarget::Hex) return ClickEffect::Target;  // an empty hex it aims at
  return ClickEffect::None;
}

std::optional<ClickEffect> PlayScreen::pointer_effect() const {
  if (!hovered_ || facing_drag_) return std::nullopt;
  return click_effect(*hovered_, static_cast<std::uint16_t>(SDL_GetModState()));
}

void PlayScreen::click(Hex h, std::uint16_t mods) {
  switch (click_effect(h, mods)) {
    case ClickEffect::Group: toggle_group(h); return;
    case ClickEffect::Move:
    case ClickEffect::OutOfReach: request_move(h); return;  // out of reach: its message says why
    case ClickEffect::Target: set_target(h); return;
    case ClickEffect::Face: face_towards(h); return;
    case ClickEffect::SelectFirst: message_ = "select one of your stacks first"; return;
    case ClickEffect::None: return;
    case ClickEffect::Select: break;
  }
  // A click on one's own stack selects it, even in the moving stack's reach: selecting is what
  // a player does most. Moving onto it is Ctrl+click (ClickEffect::Move), which the message says.
  const bool could_join = path_action() && in_reach(h);
  const std::string mover = selected_ ? match().state.map().label(*selected_) : std::string();
  select(h);
  if (could_join) message_ = "Ctrl+click moves " + mover + " onto a stack of yours";
}

bool PlayScreen::in_reach(Hex h) const {
  return std::any_of(reach_.begin(), reach_.end(), [&](const ReachableHex& r) { return r.hex == h; });
}

bool PlayScreen::move_onto(Hex h) {
  if (!selected_ || !path_action()) {
    message_ = "select a stack and a move first";
    return false;
  }
  if (*selected_ == h) return false;
  return request_move(h);
}

bool PlayScreen::request_move(Hex to) {
  const auto it = std::find_if(reach_.begin(), reach_.end(), [&](const ReachableHex& r) { return r.hex == to; });
  if (it == reach_.end()) {
    message_ = std::string(movers_.empty() ? "the stack" : "the units picked") + " cannot reach " +
               match().state.map().label(to) + " this segment";
    return false;
  }
  // Straggle checks are rolled as the stack goes; a failed one stops it and the rules ask the
  // owner (a flow prompt): nothing is asked before the move.
  const Hex from = *selected_;
  if (!submit(previews_->command(match(), *path_request(it->path)))) return false;
  if (is_own_stack(to)) {
    select(to);
  } else {
    if (!is_own_stack(from)) clear_selection();
    if (!match().flow.prompts.empty()) resume_at_ = to;  // the other side answers first
  }
  return true;
}

bool PlayScreen::answer_prompt(std::size_t option) {
  if (match().flow.prompts.empty()) {
    // A phase whose only decision is which formation acts (alternate activations).
    const std::vector<Command> picks = activation_choices();
    if (option >= picks.size()) return false;
    return submit(picks[option]);
  }
  const Prompt& p = match().flow.prompts.front();
  if (option >= p.options.size()) return false;
  const Command c = p.options[option];
  // A fire answer's roll flashes between its firer and target with its dice, as an action's does.
  const std::vector<Hex> fire = option < answer_previews().size() ? answer_previews()[option].ledger.hexes : std::vector<Hex>{};
  if (!submit(c)) return false;
  if (fire.size() >= 2 && opened_entry_ == log_.size() - 1 && last_resolution_) {
    anim_hexes_ = {fire.front(), fire.back()};
    anim_frames_ = 45;
    anim_dice_.clear();
    for (const DieRoll& d : last_resolution_->dice) anim_dice_.push_back(d.value);
  }
  if (selected_ && !is_own_stack(*selected_)) clear_selection();  // the stack went on, or left
  return true;
}

std::vector<Command> PlayScreen::activation_choices() const {
  std::vector<Command> out;
  if (match().flow.phase != "select") return out;
  for (const Command& c : session_->legal_commands())
    if (c.verb == "activate") out.push_back(c);
  return out;
}

bool PlayScreen::confirm_action() {
  if (!selected_ || !target_ || !action_ || !action_->legal) {
    message_ = action_ ? action_->error : "pick a target first";
    return false;
  }
  const Command c = previews_->command(match(), *request());
  const Hex tgt = *target_;
  if (!submit(c)) return false;
  anim_hexes_ = {*selected_, tgt};
  anim_frames_ = 45;
  anim_dice_.clear();
  if (last_resolution_)
    for (const DieRoll& d : last_resolution_->dice) anim_dice_.push_back(d.value);
  const Hex keep = *selected_;
  action_.reset();
  target_.reset();
  if (is_own_stack(keep)) select(keep);
  else clear_selection();
  return true;
}

bool PlayScreen::face(HexDirection d) {
  const ActionKind* a = first_action(ActionTarget::Facing);
  if (!selected_ || !a) {
    if (selected_) message_ = "units do not change facing in this game";
    return false;
  }
  ActionRequest r;
  r.action = a->id;
  r.from = *selected_;
  r.target = *selected_;
  r.facing = d;
  return submit(previews_->command(match(), r));
}

bool PlayScreen::turn_facing(int steps) {
  const auto u = selected_unit();
  if (!u) return false;
  return face(rotate(match().state.unit(*u).facing, steps));
}

bool PlayScreen::face_towards(Hex h) {
  if (!selected_ || h == *selected_ || !layout_) return false;
  const Vec2 a = layout_->hex_to_pixel(*selected_), b = layout_->hex_to_pixel(h);
  const double ang = std::atan2(b.y - a.y, b.x - a.x);
  HexDirection best = HexDirection::N;
  double best_d = 1e9;
  for (HexDirection d : kAllDirections) {
    const Vec2 m = layout_->side_midpoint(d);
    double diff = std::fabs(std::atan2(m.y, m.x) - ang);
    if (diff > std::numbers::pi) diff = 2 * std::numbers::pi - diff;
    if (diff < best_d) {
      best_d = diff;
      best = d;
    }
  }
  const auto u = selected_unit();
  if (u && match().state.unit(*u).facing == best) return true;
  return face(best);
}

bool PlayScreen::end_activation() {
  confirming_end_ = false;
  const Command c = previews_->end_command(match());
  if (!submit(c)) return false;
  clear_selection();
  return true;
}

int PlayScreen::stacks_able_to_act() const {
  // The verbs of the actions that do something: a path, a target or the stack itself.
  std::set<std::string> verbs;
  for (const ActionKind& a : actions_)
    if (a.target != ActionTarget::Facing) verbs.insert(a.verb);
  std::set<std::string> stacks;
  for (const Command& c : session_->legal_commands())
    if (verbs.count(c.verb) && !c.args.empty()) stacks.insert(c.args.front());
  return static_cast<int>(stacks.size());
}

void PlayScreen::request_end() {
  if (confirming_end_ || !confirm_end_ || !match().flow.prompts.empty() || stacks_able_to_act() == 0) {
    end_activation();
    return;
  }
  confirming_end_ = true;
}

bool PlayScreen::undo() {
  computer_.stop();  // its search was for the position being taken back
  if (auto why = session_->undo()) {
    message_ = "cannot undo: " + *why;
    return false;
  }
  if (!log_.empty()) log_.pop_back();
  motion_.stop();
  message_ = "undone";
  resume_at_.reset();
  const auto keep = selected_;
  clear_selection();
  if (keep && is_own_stack(*keep)) select(*keep);
  after_change();
  return true;
}

LogEntry PlayScreen::log_entry(const Command& c, const CommandRecord& rec) { return make_log_entry(c, rec); }

bool PlayScreen::submit(const Command& c) {
  // A side the computer plays takes no command from the screen (it may still be thinking).
  if (const auto side = match().state.find_side(c.side); side && computer_.plays(*side) && !from_computer_) {
    message_ = "the computer plays " + match().state.side(*side).name;
    return false;
  }
  const UnitPositions before = unit_positions(match().state);
  const std::size_t waiting_before = session_->waiting().size();
  ApplyResult r = session_->submit(c);
  if (!r.ok) {
    message_ = r.error;
    return false;
  }
  if (session_->waiting().size() > waiting_before) {  // kept for the sealed side's game: nothing played
    message_ = r.log.front();
    return true;
  }
  close_replay();  // an order given from a panel (a prompt's answer, End) brings the map back to now
  std::vector<CounterTrack> tracks = moved_tracks(before, match().state, c);
  if (sound_)
    for (const std::string& cue : command_cues(match().state, session_->rules().cue_of(c.verb), c, r.resolutions, !tracks.empty()))
      sound_->play(cue);
  motion_.start(std::move(tracks));  // a new command ends the last slide
  shots_ = shots_of(session_->rules(), c, r.resolutions);  // shown a moment on the map
  shot_ledgers_ = r.resolutions;
  shot_frames_ = shots_.empty() ? 0 : kShotFrames;
  log_.push_back(log_entry(c, session_->records().back()));
  if (!r.resolutions.empty()) {
    last_resolution_ = headline(r.resolutions);
    table_mark_ = table_mark_of(*last_resolution_);
    opened_entry_ = log_.size() - 1;
  }
  // The game goes on without its autosave, but the player must know the safety net is gone.
  const auto& autosave_error = session_->last_autosave_error();
  message_ = autosave_error ? "autosave failed: " + *autosave_error : std::string();
  after_change();
  resume_bound_stack();
  return true;
}

void PlayScreen::after_change() {
  refresh_reach();
  refresh_path();
  refresh_los();
}

void PlayScreen::open_log_entry(std::size_t index) {
  if (index >= log_.size() || log_[index].resolutions.empty()) return;
  opened_entry_ = index;
  last_resolution_ = log_[index].resolutions.back();
  table_mark_ = table_mark_of(*last_resolution_);
}

void PlayScreen::tick() {
  if (auto chosen = computer_.poll(*session_)) {
    from_computer_ = true;
    submit(*chosen);
    from_computer_ = false;
  }
  if (anim_frames_ > 0) --anim_frames_;
  if (shot_frames_ > 0) --shot_frames_;
  if (replay_ && replay_->tick()) show_replay_step();
  motion_.tick();
}

}  // namespace hexfire::game
