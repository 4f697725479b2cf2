// Plain data the play screen's panels show, so tests can read exactly what a panel displays.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/core/strong_id.hpp"
#include "engine/flow/system_flow.hpp"
#include "engine/hex/hex.hpp"
#include "engine/rules/distribution.hpp"
#include "engine/rules/log_words.hpp"
#include "engine/rules/resolution.hpp"

namespace hexfire::game {

// Where a control was drawn in the last frame, in window pixels (tests click it through SDL).
struct ControlRect {
  float x0 = 0, y0 = 0, x1 = 0, y1 = 0;
};


// What a left click on a hex of the map would do now (PlayScreen::click_effect): the click acts
// on it and the pointer's shape shows it beforehand.
enum class ClickEffect {
  None,        // nothing (the selected stack itself, a hex no action takes)
  Select,      // selects a stack of one's own
  Group,       // Shift: adds the stack to the acting group, or takes it out
  Move,        // the selected stack moves there (Ctrl: onto a stack of its own side too)
  OutOfReach,  // a move there is asked for but cannot be made this segment (the message says why)
  Target,      // the chosen action aims there (an enemy stack, a hex, the stack itself)
  Face,        // the selected stack turns towards it
  SelectFirst  // nothing is selected: the message says to select a stack first
};

// One button of the action bar, from the rule system's ActionKind.
struct ActionButton {
  std::string id;
  std::string label;    // "Fire (F)"
  bool chosen = false;
  bool offered = true;  // offered in this phase (drawn dimmed otherwise)
  std::string help = {};  // ActionKind::help, for the tooltip
};

// A decision put to the player: an engine prompt (reaction fire) or a risky move's standing answer.
struct PromptView {
  std::string id;       // "straggle", "reaction_fire"
  std::string side;     // who answers ("Union")
  std::string text;     // the choice and its consequence
  std::vector<std::string> options;
  // Per option, the exact odds of what it rolls in a line ("no effect 45%, 1 O hit 30% ..."),
  // empty for one that rolls nothing; and the option whose ledger the panels show.
  std::vector<std::string> odds;
  std::optional<std::size_t> shown;
  // The shown option's whole distribution, drawn as bars in the prompt's own window: in a window
  // of their own beside it, the odds stood where the prompt wanted to stand, and at 1280x800 the
  // prompt covered them.
  std::vector<std::pair<std::string, double>> shown_odds;
};

struct PhaseBarData {
  int turn = 0;
  int turns = 0;
  std::string phase;        // "Action Segment"
  std::string phase_doc;
  std::string activation;   // "Kanawha Brigade (Union)"
  std::string active_side;  // "Union"
  std::string in_control;   // who has the mouse now
  std::vector<std::string> obligations;  // pending decisions, in order
  bool game_over = false;
  std::string result;
  std::string end_label = "End activation";  // the rule system's words for what Space ends now
  // The side in control is the computer's: the bar shows it thinking (progress 0..1) in place of
  // the actions and the end button, which are not the player's to use while it acts.
  std::string computer;  // the side's name, empty when a player is in control
  float computer_progress = 0;
  // A prompt waits (the Decision panel): nothing else may be done until it is answered, so the
  // bar says so in place of the actions and the end button, which would only be refused.
  bool answering = false;
};

struct StackUnitRow {
  UnitId id{};
  std::string name;
  std::string type;
  int strength = 0;    // SP now (reduced side counted)
  int morale = 0;
  std::vector<FlowRow> state;  // the rule system's own rows for the unit (fireline: O hits)
  std::string status;  // "good", "disrupted", "routed"
  std::string facing;
  bool leader = false;
  bool selected = false;
  std::string acted;   // "moved, fired" this activation
  bool moving = false;  // in the group that moves (every unit while the whole stack moves)
};

struct StackPanelData {
  std::string hex;     // "0811"
  std::string side;
  std::vector<StackUnitRow> units;
  bool can_split = false;    // the player's own selected stack of 2+ units in move mode: checkboxes
  bool whole_stack = true;   // no unit taken out of the moving group
};

// What the player did in the stack panel this frame.
struct StackPanelInput {
  std::optional<std::size_t> clicked;  // a row, to inspect that unit
  std::optional<UnitId> toggle_mover;
  bool whole_stack = false;
  std::vector<std::pair<UnitId, ControlRect>> mover_boxes;  // each unit's "moves" checkbox
};

// The ledger panel's content as lines of text: heading, inputs, base, modifiers, row, dice, result.
struct LedgerView {
  std::string title;
  std::vector<std::string> lines;
  std::vector<std::string> modifiers;  // "+1  Target in woods  [fireline 5.6]  target hex 0412 is woods"
  std::string final_row;
  std::string final_row_label = "Row used";  // "Column used" on a column-shift table
  std::string result;                  // empty for a preview
  std::vector<std::string> follow_ups;  // "then: <title>: <result>", each follow-on check after the roll
  std::vector<DieRoll> dice;            // the dice rolled, drawn with their faces (empty for a preview)
  std::vector<std::pair<std::string, double>> odds;  // outcome, probability
  bool preview = false;
  bool odds_in_prompt = false;  // a prompt's answer: its odds are drawn in the prompt (PromptView::shown_odds)
  // Fire previews: each unit of the firing stack with a checkbox (5.2 fire limits shown per unit).
  struct Firer {
    UnitId unit{};
    std::string name;   // "12th Ohio"
    bool picked = false;
    bool can_fire = false;
    std::string note;   // "counts 4 of 5 SP: fire limit of 0811"
  };
  std::vector<Firer> firers;
  bool whole_stack = true;  // nothing picked: the rules choose the firers under the limit
  std::string picks_note = {};  // the rule system's line above the checkboxes (ActionKind::picks_note)
};

// What the player did in the ledger panel this frame.
struct LedgerPanelInput {
  bool roll = false;
  std::optional<UnitId> toggle_firer;
  bool whole_stack = false;
  std::vector<std::pair<UnitId, ControlRect>> firer_boxes;  // each firer's checkbox
};

struct LogEntry {
  std::string text;                      // the command and its results in words (RuleSystem::describe), then the turn's events
  std::vector<Resolution> resolutions;   // its ledgers, reopened on click
  bool undoable = false;
  LogKind kind = LogKind::Other;         // what the log's filter sorts it by
  std::string command;                   // the command's own line (its public text when secret), for the tooltip
  std::string details;                   // the rule system's log lines, for the tooltip
};

// Lines of a ledger as the panel prints them (shared by preview, roll and reopened log entries).
LedgerView make_ledger_view(const Resolution& r, const Distribution* odds, bool preview);
// Each outcome with its probability, likeliest first, as the odds bars take them.
std::vector<std::pair<std::string, double>> odds_pairs(const Distribution& odds);
// The `most` likeliest outcomes in one line: "no effect 45%, 1 O hit 30%, ..." (play_answers.cpp).
std::string odds_line(const Distribution& odds, std::size_t most);

}  // namespace hexfire::game
