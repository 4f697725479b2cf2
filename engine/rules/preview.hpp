// System-neutral previews for the front end. A rule system declares its actions (ActionKind);
// the play screen fills one ActionRequest for whichever is chosen (a path, a target hex, the
// stack itself or a facing), and the same two calls answer every kind: preview() gives the
// ledger, exact odds, participants and path steps before any die is rolled, command() gives the
// command that carries out exactly what was previewed. Each rule system provides one (fireline:
// engine/rules/fireline/fireline_preview.hpp); panels read only this.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/commands/command.hpp"
#include "engine/flow/match.hpp"
#include "engine/flow/sequence.hpp"
#include "engine/hex/hex.hpp"
#include "engine/rules/distribution.hpp"
#include "engine/rules/resolution.hpp"

namespace hexfire {

class RuleSystem;

// One hex the selected stack can reach this segment, by its cheapest legal path.
struct ReachableHex {
  Hex hex{};
  int cost = 0;            // MP spent to get there
  std::vector<Hex> path;   // hexes entered, start excluded
  int risks = 0;           // checks (straggle, ...) rolled on the way
};

// One step of a previewed path.
struct PathStep {
  Hex hex{};
  int cost = 0;    // MP to enter
  int spent = 0;   // MP spent after the step
  // A check rolled before leaving the previous hex for this one (fireline: straggle check).
  bool risk = false;
  double risk_probability = 0.0;
  std::string risk_label;  // "straggle 30%"
  std::string note;        // the rules' note on the step
};

// One unit of the acting stack in a fire preview: may it take part, is it picked, and how much
// of it counts under the hex's limit.
struct Participant {
  UnitId unit{};
  bool can_take_part = false;  // able to fire at this target at all (range, No-LoS, status)
  bool picked = false;         // among the firers asked for (all when none were named)
  int counts = 0;              // strength counted in the resolution
  int strength = 0;            // the unit's whole strength
  std::string note;            // "counts 2 of 5 SP: fire limit of a clear hex", "range factor '-'"
};

// Any action before the roll.
struct ActionPreviewData {
  bool legal = false;
  std::string error;
  Resolution ledger;     // base, every modifier, the row; no dice (a move: each check on the way)
  Distribution odds;     // exact outcome distribution (a move: where it ends)
  std::vector<Participant> participants;  // fire: every combat unit of the firing stack
  // A Path action: the movement allowance and each step of the path.
  int allowance = 0;
  std::vector<PathStep> steps;
  bool has_risk() const {
    for (const auto& s : steps)
      if (s.risk) return true;
    return false;
  }
};

// One effect of a hex's terrain on a stack there or entering it, as the hex inspector lists it.
struct TerrainEffect {
  std::string what;    // "Move in", "Fire at it", "Assault it", "Line of sight", "Prohibited"
  std::string effect;  // "2 MP from S, N (woods)", "-1 row: Target in woods or marsh [fireline 5.6; TEC]"
};

// What the player supplies for an action once the acting stack is selected.
enum class ActionTarget {
  Path,    // hexes to move through (PreviewProvider::reach gives the area and each cheapest path)
  Hex,     // a target hex, enemy-held or empty
  Self,    // none: the acting stack itself (a formation change, digging in); previewed at once
  Facing,  // a hexside to face (the rotate keys, a right-click towards a hex)
};

// An action the play screen offers, declared by the rule system: the action bar, the keyboard
// shortcuts, the previews and the F1 help are built from this list.
struct ActionKind {
  std::string id;              // what ActionRequest::action names: "fire"
  std::string name;            // the button: "Fire"
  char shortcut = 0;           // a letter key, upper case: 'F'
  std::string verb;            // the command verb it issues; offered in phases whose verbs list it
  ActionTarget target = ActionTarget::Hex;
  bool picks_units = false;    // the player may tick which units of the stack take part
  bool enters_target = false;  // the acting stack goes into the target hex (drawn as an arrow)
  std::string roll_label;      // the button that carries it out: "Fire (roll)"
  std::string help;            // one line for F1: "target an enemy stack: fire with exact odds"
  // Stacks in other hexes may act with the selected one (a leader's group, a company line): the
  // player adds them with Shift+click among PreviewProvider::group_candidates.
  bool group = false;
  // With picks_units: the line above the units' checkboxes, in the system's words ("Firers: whole
  // stack (best range factor first); untick to hold a unit's fire"). Empty: a neutral line.
  std::string picks_note = {};
};

// Whether `a` is offered in `phase` of `sequence` (its verb is one of the phase's verbs).
bool action_offered(const ActionKind& a, const SequenceOfPlay& sequence, const std::string& phase);

// One request of the player for any action: who acts, from where, at what.
struct ActionRequest {
  std::string action;          // ActionKind::id
  Hex from{};                  // the acting stack
  Hex target{};                // Hex: the target; Path: where the path ends; Self: `from`
  std::vector<UnitId> units;   // the units picked to take part (or to move); empty: the rules choose
  std::vector<Hex> group;      // other hexes whose stacks act with it (ActionKind::group)
  std::vector<Hex> path;       // Path: the hexes entered, `from` excluded
  HexDirection facing = HexDirection::N;  // Facing: the hexside to face
};

// A Path action's request: `units` of the stack in `from` (empty: all) along `path`.
inline ActionRequest make_path_request(std::string action, Hex from, std::vector<Hex> path,
                                       std::vector<UnitId> units = {}) {
  ActionRequest r;
  r.action = std::move(action);
  r.from = from;
  r.target = path.empty() ? from : path.back();
  r.units = std::move(units);
  r.path = std::move(path);
  return r;
}

// A table of the rule system as the players' aid card prints it.
struct RulesTable {
  std::string id;     // "crt"
  std::string title;  // "Combat Results Table (d10)"
  std::vector<std::string> columns;
  std::vector<std::string> row_labels;
  std::vector<std::vector<std::string>> cells;  // [row][column]
};

// Where a resolution landed in a table.
struct TableMark {
  std::string table;
  int row = -1;
  int column = -1;
};

// The first table cell the resolution itself records (Resolution::lookups); nothing when it read
// no table. Follow-on checks are not searched: each has its own ledger.
inline std::optional<TableMark> table_mark_of(const Resolution& r) {
  for (const TableLookup& t : r.lookups)
    if (t.row >= 0) return TableMark{t.table, t.row, t.column};
  return std::nullopt;
}

class PreviewProvider {
 public:
  virtual ~PreviewProvider() = default;

  // The actions of this system in the order of the action bar; the first Path action is the
  // play screen's default.
  virtual std::vector<ActionKind> actions() const = 0;
  // Every hex the Path action `r.action` can take the stack in `r.from` to now (the side in
  // control acting), with the cheapest path to each. `r.units`: the units that move, the rest
  // staying; empty means the whole stack. Nothing for a system whose actions take no path.
  virtual std::vector<ReachableHex> reach(const Match& m, const ActionRequest& r) const {
    (void)m;
    (void)r;
    return {};
  }
  // Any action before the roll: ledger, exact odds, participants and (a Path action) the steps.
  // The same request given to command() carries out exactly what was previewed.
  virtual ActionPreviewData preview(const Match& m, const ActionRequest& r) const = 0;
  // The hexes whose stacks may join the group of the stack in `from` for `action` now, under the
  // system's rules (none for an action without ActionKind::group).
  virtual std::vector<Hex> group_candidates(const Match& m, const std::string& action, Hex from) const {
    (void)m;
    (void)action;
    (void)from;
    return {};
  }
  // The command that carries out `r`. Choices the rules leave to the owner on the way (a stack
  // stopped by a check on its path) come back as prompts when it is applied.
  virtual Command command(const Match& m, const ActionRequest& r) const = 0;
  // One answer of the pending prompt before the player picks it (reaction or opportunity fire, a
  // test the owner may take): the same ledger and exact odds as the action it carries out, and
  // in Resolution::hexes the firer and the target for the map. Not legal for an answer that
  // rolls no die (nothing to preview); the default previews nothing.
  virtual ActionPreviewData preview_answer(const Match& m, const Command& answer) const {
    (void)m;
    (void)answer;
    return {};
  }

  // The action the rules bind the stack in `from` to next, when they bind it to one: fireline's
  // Assault after a charging move, whose assault is then the charge. The play screen chooses it
  // as it selects the stack (after that move too), so the player is not left on an action the
  // rules would refuse. Nothing while the stack's choice is free, and by default.
  virtual std::optional<std::string> bound_action(const Match& m, Hex from) const {
    (void)m;
    (void)from;
    return std::nullopt;
  }

  virtual std::vector<RulesTable> tables() const = 0;

  // What the terrain of `h` does for `units` (the selected stack; empty: every class alike):
  // moving in, fire at it and assaults on it, line of sight, the hexsides they may not cross.
  // The default says what the ruleset's terrain chart says (terrain_effects.hpp); a system adds
  // its own fire and assault modifiers, read from its tables as its resolutions read them.
  virtual std::vector<TerrainEffect> terrain_effects(const Match& m, Hex h, const std::vector<UnitId>& units) const;

  // The side in control ends its part (an activation, an orders phase): the End button.
  virtual Command end_command(const Match& m) const = 0;
  // The words of the button that gives end_command now (Space), in the system's terms: a system
  // without activations ends an orders phase or its part of a phase, not an "activation".
  virtual std::string end_label(const Match& m) const {
    (void)m;
    return "End activation";
  }

  // Hexsides (directions out of the unit's hex) that are its front; the rest are flank/rear.
  virtual std::vector<HexDirection> front_hexsides(const Match& m, UnitId unit) const = 0;
};

// Every hexside: the front of a unit in a system without facing.
inline std::vector<HexDirection> all_hexsides() {
  return {HexDirection::N, HexDirection::NE, HexDirection::SE, HexDirection::S, HexDirection::SW, HexDirection::NW};
}

// The key of the side acting now ("" when none): whose command a previewed action is.
inline std::string acting_side_key(const Match& m) {
  return m.flow.active_side ? m.state.side(*m.flow.active_side).key : "";
}

// The provider of `rules`' system; nothing for a system without previews.
std::unique_ptr<PreviewProvider> make_preview_provider(const RuleSystem& rules);

}  // namespace hexfire
