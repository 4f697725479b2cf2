// Parsing and running fireline action scripts (see action_script.hpp).
#include "engine/rules/fireline/action_script.hpp"

#include <algorithm>

#include "engine/io/xml_reader.hpp"
#include "engine/rules/fireline/fireline_stack.hpp"
#include "engine/rules/fireline/movement_actions.hpp"
#include "engine/rules/fireline/o_hits.hpp"

namespace hexfire::fireline {

ActionScript parse_action_script(const std::string& text, const std::string& file) {
  ActionScript out;
  out.file = file;
  int line_no = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    ++line_no;
    std::string line = text.substr(start, end - start);
    if (const auto hash = line.find('#'); hash != std::string::npos) line.resize(hash);
    auto words = split_words(line);
    if (!words.empty()) {
      ScriptLine l;
      l.line = line_no;
      l.verb = words.front();
      l.args.assign(words.begin() + 1, words.end());
      out.lines.push_back(std::move(l));
    }
    start = end + 1;
  }
  return out;
}

void ActionRegistry::add(ActionVerb v) {
  for (auto& existing : verbs_)
    if (existing.verb == v.verb) {
      existing = std::move(v);
      return;
    }
  verbs_.push_back(std::move(v));
}

const ActionVerb* ActionRegistry::find(const std::string& verb) const {
  for (const auto& v : verbs_)
    if (v.verb == verb) return &v;
  return nullptr;
}

std::optional<Diagnostic> ActionRegistry::run(GameState& s, const FirelineContext& ctx, const ActionScript& script,
                                              DiceSource& dice, ActionReport& report) const {
  for (const auto& line : script.lines) {
    const ActionVerb* v = find(line.verb);
    if (!v) {
      std::string known;
      for (const auto& k : verbs_) known += (known.empty() ? "" : ", ") + k.verb;
      return Diagnostic{script.file, line.line, "unknown action '" + line.verb + "' (known: " + known + ")"};
    }
    std::string error;
    try {
      error = v->run(s, ctx, line, dice, report);
    } catch (const DiceExhausted&) {
      error = "ran out of forced dice";
    }
    if (!error.empty()) return Diagnostic{script.file, line.line, line.verb + ": " + error + " (usage: " + v->usage + ")"};
  }
  return std::nullopt;
}

std::optional<Hex> parse_script_hex(const GameState& s, const std::string& label, std::string& why) {
  if (auto h = s.map().parse_label(label)) return h;
  why = "'" + label + "' is not a hex of this " + std::to_string(s.map().width()) + "x" +
        std::to_string(s.map().height()) + " map";
  return std::nullopt;
}

std::optional<std::vector<UnitId>> parse_unit_list(const GameState& s, const std::string& list, std::string& why) {
  std::vector<UnitId> out;
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    const std::string word = list.substr(start, comma - start);
    const bool digits = !word.empty() && word.size() <= 9 &&
                        std::all_of(word.begin(), word.end(), [](char ch) { return ch >= '0' && ch <= '9'; });
    if (!digits || std::stoul(word) >= s.units().size()) {
      why = "'" + word + "' in units=" + list + " is not a unit number (hexfire-cli state lists them)";
      return std::nullopt;
    }
    out.push_back(UnitId{static_cast<std::uint32_t>(std::stoul(word))});
    start = comma + 1;
  }
  return out;
}

std::optional<FireAction> parse_fire_args(const GameState& s, const std::vector<std::string>& args, std::string& why) {
  if (args.size() < 2 || args.size() > 4) {
    why = "needs a firing hex and a target hex, then optionally advance|pre-assault and units=N,N";
    return std::nullopt;
  }
  FireAction a;
  const auto f = parse_script_hex(s, args[0], why);
  if (!f) return std::nullopt;
  const auto t = parse_script_hex(s, args[1], why);
  if (!t) return std::nullopt;
  a.firer = *f;
  a.target = *t;
  for (std::size_t i = 2; i < args.size(); ++i) {
    const std::string& w = args[i];
    if (w == "advance" && !a.vs_advance && !a.vs_pre_assault) a.vs_advance = true;
    else if (w == "pre-assault" && !a.vs_advance && !a.vs_pre_assault) a.vs_pre_assault = true;
    else if (w.rfind(kUnitsPrefix, 0) == 0 && a.units.empty()) {
      const auto units = parse_unit_list(s, w.substr(std::string(kUnitsPrefix).size()), why);
      if (!units) return std::nullopt;
      a.units = *units;
    } else {
      why = "'" + w + "' is not advance, pre-assault or units=N,N (or is given twice)";
      return std::nullopt;
    }
  }
  return a;
}

std::string units_arg(const std::vector<UnitId>& units) {
  std::string out = kUnitsPrefix;
  for (std::size_t i = 0; i < units.size(); ++i) out += (i ? "," : "") + std::to_string(units[i].value);
  return out;
}

std::string fire_stack(GameState& s, const FirelineContext& ctx, const FireAction& a, DiceSource& dice, ActionReport& r) {
  FireOutcome out = resolve_fire(s, ctx, a, dice);
  if (!out.ok) return out.error;
  r.log.push_back(s.map().label(a.firer) + " fires at " + s.map().label(a.target) + ": " + out.outcome);
  r.resolutions.push_back(std::move(out.ledger));
  return {};
}

std::string face_stack(GameState& s, Hex h, HexDirection d, ActionReport& r) {
  if (s.stack_at(h).empty()) return "there are no units in " + s.map().label(h);
  for (UnitId id : s.stack_at(h)) s.unit_mut(id).facing = d;
  r.log.push_back(s.map().label(h) + " faces " + direction_name(d));
  return {};
}

namespace {

std::string run_fire(GameState& s, const FirelineContext& ctx, const ScriptLine& l, DiceSource& dice, ActionReport& r) {
  std::string why;
  const auto a = parse_fire_args(s, l.args, why);
  if (!a) return why;
  return fire_stack(s, ctx, *a, dice, r);
}

std::string run_face(GameState& s, const FirelineContext&, const ScriptLine& l, DiceSource&, ActionReport& r) {
  if (l.args.size() != 2) return "needs a hex and a direction";
  std::string why;
  const auto h = parse_script_hex(s, l.args[0], why);
  if (!h) return why;
  const auto d = parse_direction(l.args[1]);
  if (!d) return "'" + l.args[1] + "' is not a direction (N, NE, SE, S, SW, NW)";
  return face_stack(s, *h, *d, r);
}

std::string run_status(GameState& s, const FirelineContext&, const ScriptLine& l, DiceSource&, ActionReport& r) {
  if (l.args.size() != 2) return "needs a hex and a status";
  std::string why;
  const auto h = parse_script_hex(s, l.args[0], why);
  if (!h) return why;
  const auto st = parse_status(l.args[1]);
  if (!st || (*st != UnitStatus::Good && *st != UnitStatus::Disrupted && *st != UnitStatus::Routed))
    return "'" + l.args[1] + "' is not a fireline status (good, disrupted, routed)";
  const auto units = combat_units(s, *h);
  if (units.empty()) return "there are no combat units in " + l.args[0];
  for (UnitId id : units) s.unit_mut(id).status = *st;
  r.log.push_back(l.args[0] + " is " + l.args[1]);
  return {};
}

std::string run_tag(GameState& s, const FirelineContext&, const ScriptLine& l, DiceSource&, ActionReport& r) {
  if (l.args.size() < 2 || l.args.size() > 3) return "needs a hex, a tag and optionally 0 or 1";
  std::string why;
  const auto h = parse_script_hex(s, l.args[0], why);
  if (!h) return why;
  const std::string& tag = l.args[1];
  const auto flag = parse_flag(tag);
  if (!flag) return "'" + tag + "' is not a fireline tag (thoroughfare, charging, advancing, pre_assault, advance_fire)";
  int value = 1;
  if (l.args.size() == 3) {
    if (l.args[2] != "0" && l.args[2] != "1") return "the value must be 0 or 1";
    value = l.args[2] == "1" ? 1 : 0;
  }
  const auto units = combat_units(s, *h);
  if (units.empty()) return "there are no combat units in " + l.args[0];
  for (UnitId id : units) set_tag(s.unit_mut(id), *flag, value != 0);
  r.log.push_back(l.args[0] + (value ? " tagged " : " untagged ") + tag);
  return {};
}

std::string run_hits(GameState& s, const FirelineContext& ctx, const ScriptLine& l, DiceSource&, ActionReport& r) {
  if (l.args.size() != 2) return "needs a hex and a number of O hits";
  std::string why;
  const auto h = parse_script_hex(s, l.args[0], why);
  if (!h) return why;
  const auto n = parse_whole_number(l.args[1]);
  if (!n || *n < 1 || *n > 12) return "'" + l.args[1] + "' is not a number of O hits from 1 to 12";
  if (combat_units(s, *h).empty()) return "there are no combat units in " + l.args[0];
  r.resolutions.push_back(apply_o_hits_to_hex(s, ctx, *h, static_cast<int>(*n), "set by the script", nullptr));
  r.log.push_back(l.args[0] + " takes " + l.args[1] + " O hit(s)");
  return {};
}

}  // namespace

ActionRegistry fireline_actions() {
  ActionRegistry r;
  r.add({"fire", "fire FIRER_HEX TARGET_HEX [advance|pre-assault] [units=N,N]",
         "the stack in FIRER_HEX fires at TARGET_HEX, rolled with the game's dice", run_fire});
  r.add({"face", "face HEX DIRECTION", "every unit in HEX faces DIRECTION (N, NE, SE, S, SW, NW)", run_face});
  r.add({"status", "status HEX good|disrupted|routed", "sets the status of the stack in HEX", run_status});
  r.add({"tag", "tag HEX TAG [0|1]",
         "marks the stack in HEX: thoroughfare, charging, advancing, pre_assault, advance_fire", run_tag});
  r.add({"hits", "hits HEX N", "the stack in HEX takes N O hits, shared out as 6.4 says (no check)", run_hits});
  add_movement_actions(r);  // move, assault, rally (movement_actions.hpp)
  return r;
}

}  // namespace hexfire::fireline
