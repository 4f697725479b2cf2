// GameSession: opening a scenario, submitting commands, undo, saves (see game_session.hpp).
#include "engine/flow/game_session.hpp"

#include <algorithm>
#include <filesystem>
#include <sstream>

#include "engine/flow/match_hash.hpp"
#include "engine/io/load_counts.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/scenario_source.hpp"
#include "engine/io/text_escape.hpp"
#include "engine/rules/scenario_check.hpp"

namespace hexfire {

SessionOpen GameSession::open(const GameSetup& setup) {
  SessionOpen out;
  std::string why;
  auto bytes = read_whole_file(setup.scenario_path, why);
  if (!bytes) {
    out.error = why;
    return out;
  }
  return open_text(setup, std::move(*bytes));
}

SessionOpen GameSession::open_text(const GameSetup& setup, std::string scenario_bytes, std::string scenario_name) {
  SessionOpen out;
  ScenarioLoad load = load_scenario_text(scenario_bytes, setup.scenario_path, setup.rules_dir);
  if (!load.ok()) {
    out.error = format_diagnostics(load.errors);
    out.scenario_errors = std::move(load.errors);
    return out;
  }
  Scenario& sc = *load.scenario;
  sc.info.source_path = setup.scenario_path;
  for (const auto& [k, v] : setup.options) sc.info.options[k] = v;
  std::string why;
  auto rules = make_rule_system(sc, setup.rules_dir, why);
  if (!rules) {
    // A value the setup gave is its own problem, not the scenario's (whose line it would get).
    std::istringstream lines(why);
    for (std::string l; std::getline(lines, l);)
      if (const auto named = option_named_in(setup.options, l)) {
        out.error = l.substr(named->at);
        out.setup_option = named->name;
        return out;
      }
    out.scenario_errors = rule_refusal_diagnostics(sc.info, why);
    out.error = format_diagnostics(out.scenario_errors);
    if (!out.error.empty()) out.error.pop_back();  // without its last newline
    return out;
  }
  // An option neither the ruleset nor the sequence of play declares is refused, as in the
  // scenario file itself: a save or a command line cannot slip in a setting no rule reads.
  const Ruleset& ruleset = sc.initial.ruleset();
  for (const auto& option : setup.options) {
    const std::string& k = option.first;  // a name of its own: clang 14 lambdas cannot capture a structured binding
    const auto& flow = rules->sequence_of_play().options;
    const bool of_flow = std::any_of(flow.begin(), flow.end(), [&](const FlowOptionDoc& d) { return d.name == k; });
    if (!ruleset.options.count(k) && !of_flow) {
      out.error = "option '" + k + "': the " + ruleset.system + " ruleset has no such option";
      out.setup_option = k;
      return out;
    }
  }
  std::unique_ptr<GameSession> s(new GameSession());
  s->setup_ = setup;
  if (!s->setup_.seed) s->setup_.seed = sc.info.seed;
  s->scenario_hash_ = scenario_content_hash(scenario_bytes);
  s->scenario_text_ = std::move(scenario_bytes);
  // A name that is not a safe relative path (a hand-made save's) is cut to its file name.
  const std::filesystem::path name(scenario_name);
  const bool safe = !scenario_name.empty() && name.is_relative() &&
                    std::none_of(name.begin(), name.end(), [](const auto& part) { return part == ".."; });
  s->scenario_name_ = scenario_name.empty() ? saved_scenario_name(setup.scenario_path, setup.rules_dir)
                      : safe                ? name.generic_string()
                                            : name.filename().string();
  s->initial_.emplace(rules->start(sc, *s->setup_.seed));
  s->scenario_ = std::make_shared<const Scenario>(std::move(sc));
  s->match_ = s->initial_;
  s->rules_ = std::move(rules);
  out.session = std::move(s);
  return out;
}

namespace {

// The record of a command this game knows only as a seal: its side gave a secret command.
CommandRecord sealed_record(const Match& m, const std::string& side_key) {
  const auto side = m.state.find_side(side_key);
  CommandRecord rec;
  rec.secret = true;
  rec.public_text = (side ? m.state.side(*side).name : side_key) + " gives a sealed order";
  rec.words.text = rec.public_text;
  return rec;
}

// A "reveal" event (the system shows a side's secrets) for a side whose commands are sealed.
bool reveals_sealed(const Match& m, const std::map<std::size_t, Seal>& sealed, const std::vector<FlowEvent>& events) {
  for (const FlowEvent& e : events) {
    if (e.kind != "reveal" || !e.side) continue;
    for (const auto& entry : sealed)
      if (m.state.find_side(entry.second.side) == e.side) return true;
  }
  return false;
}

CommandRecord record_of(const ApplyResult& r, const Match& after, std::size_t events_before) {
  CommandRecord rec{r.resolutions, r.log, {}, r.undoable, r.secret, r.public_text, r.words};
  const auto& ev = after.flow.events;
  rec.events.assign(ev.begin() + static_cast<std::ptrdiff_t>(std::min(events_before, ev.size())), ev.end());
  return rec;
}

}  // namespace

ApplyResult GameSession::submit(const Command& c) {
  if (!waiting_.empty()) {
    ApplyResult refused;
    refused.error = "the game waits for the sealed orders of " + waiting_for().front() +
                    ": save it and send the save to that player, whose game opens them";
    return refused;
  }
  const std::size_t events_before = match_->flow.events.size();
  ApplyResult r;
  if (sealed_.empty()) {
    r = rules_->apply(*match_, c);
    if (!r.ok) return r;
  } else {
    // Played on a copy first: a command that reveals a sealed side's secrets cannot be played here.
    Match trial = *match_;
    r = rules_->apply(trial, c);
    if (!r.ok) return r;
    if (reveals_sealed(trial, sealed_, r.events)) {
      waiting_.push_back(c);
      ApplyResult wait;
      wait.ok = true;
      wait.log.push_back("this reveals the sealed orders of " + waiting_for().front() +
                         ": it waits in the save until their game opens it");
      wait.words.text = wait.log.back();
      return wait;
    }
    *match_ = std::move(trial);  // the copy is the game: the command is not played twice
  }
  log_.push_back(c);
  records_.push_back(record_of(r, *match_, events_before));
  bool boundary = false;
  for (const FlowEvent& e : r.events)
    if (e.kind == "phase" || e.kind == "turn" || e.kind == "game_over") boundary = true;
  if (boundary && !autosave_.dir.empty()) autosave_now();
  return r;
}

std::optional<std::string> GameSession::undo() {
  if (!waiting_.empty()) {  // the waiting command was never played: taking it back is free
    waiting_.pop_back();
    return std::nullopt;
  }
  if (log_.empty()) return "there is nothing to undo";
  if (sealed_.count(log_.size() - 1)) return "a sealed command is the other side's decision: it cannot be taken back";
  const Command& last = log_.back();
  const CommandRecord& rec = records_.back();
  const std::string said = quote_input(rec.secret ? rec.public_text : to_line(last));  // a secret stays one
  if (!rec.undoable) return said + " rolled dice or revealed information: it cannot be taken back";
  // At one computer the screen belongs to the side in control: it may take back its own
  // decisions, never the other side's (a declined reaction, an order given before the hand-off).
  const auto& in_control = match_->flow.in_control;
  if (in_control && last.side != match_->state.side(*in_control).key)
    return said + " was the other side's decision: only the side that made it may take it back";
  std::vector<Command> keep(log_.begin(), log_.end() - 1);
  return replay_log(keep);
}

std::optional<std::string> GameSession::rebuild(const std::vector<Command>& log, const std::map<std::size_t, Seal>& skip,
                                                Match& m, std::vector<CommandRecord>& records,
                                                std::size_t* failed_at) const {
  count_log_replay();
  m = *initial_;
  records.clear();
  records.reserve(log.size());
  for (std::size_t i = 0; i < log.size(); ++i) {
    if (skip.count(i)) {
      records.push_back(sealed_record(m, log[i].side));
      continue;
    }
    const std::size_t events_before = m.flow.events.size();
    ApplyResult r = rules_->apply(m, log[i]);
    if (!r.ok) {
      if (failed_at) *failed_at = i;
      return "command " + std::to_string(i + 1) + " " + quote_input(to_line(log[i])) +
             " is illegal on replay: " + r.error;
    }
    records.push_back(record_of(r, m, events_before));
  }
  return std::nullopt;
}

std::optional<std::string> GameSession::replay_log(const std::vector<Command>& log, std::size_t* failed_at) {
  Match m = *initial_;
  std::vector<CommandRecord> records;
  if (auto err = rebuild(log, sealed_, m, records, failed_at)) return err;
  match_ = std::move(m);
  log_ = log;
  records_ = std::move(records);
  return std::nullopt;
}

SaveFile GameSession::to_save(bool with_snapshot, bool embed_scenario) const {
  SaveFile s;
  s.scenario_path = scenario_name_;
  s.scenario_hash = scenario_hash_;
  if (embed_scenario) s.scenario_text = scenario_text_;
  s.system = rules_->id();
  s.seed = setup_.seed.value_or(0);
  s.options = setup_.options;
  s.commands = log_;
  s.sealed = sealed_;
  s.waiting = waiting_;
  s.players = players_;
  s.turn = match_->flow.turn;
  s.phase = match_->flow.phase;
  s.state_hash = match_hash_hex(*match_);
  if (with_snapshot) {
    const std::string text = match_text(*match_);
    for (std::size_t start = 0; start < text.size();) {
      std::size_t end = text.find('\n', start);
      if (end == std::string::npos) end = text.size();
      s.snapshot.push_back(text.substr(start, end - start));
      start = end + 1;
    }
  }
  return s;
}

std::optional<std::string> GameSession::save(const std::string& path, bool with_snapshot, bool embed_scenario) const {
  const std::filesystem::path target(path);
  remove_stale_save_temps(target.parent_path().string(), target.filename().string());
  const Sealing sealing = to_sealed_save(with_snapshot, embed_scenario);
  // The keys first: a save whose key was never written could not be opened by its own player.
  for (const SealKey& key : sealing.keys)
    if (auto err = write_seal_key(keys_dir_, key)) return err;
  return write_file_atomic(path, format_save(sealing.save));
}

void GameSession::autosave_now() {
  const Sealing sealing = to_sealed_save();
  for (const SealKey& key : sealing.keys)
    if (auto err = write_seal_key(keys_dir_, key)) {
      autosave_error_ = *err;
      return;
    }
  autosave_error_ = write_autosave(autosave_, static_cast<int>(log_.size()), format_save(sealing.save));
}

}  // namespace hexfire
