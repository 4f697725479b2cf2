// A scenario being edited: its XML document (the model the loader reads and write_xml_document
// writes, comments kept), the scenario that document loads to, every problem the linter would
// report, and undo/redo. Each edit changes a copy of the document; a refused edit changes nothing.
// After each edit the document is written and loaded again through the normal loader, so what the
// editor shows, the file it saves and the game it starts are the same thing.
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/hex/hex.hpp"
#include "engine/io/diagnostic.hpp"
#include "engine/io/scenario_loader.hpp"
#include "engine/io/xml_document.hpp"
#include "engine/rules/unit_attributes.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire {

// What an edit did: nothing on success (with `detail`, e.g. the name given to a new unit),
// else the reason it was refused, for the designer to read.
struct EditResult {
  std::optional<std::string> error;
  std::string detail;
  bool ok() const { return !error; }
};

struct NewScenarioSpec {
  std::string system;                 // a rule system id with a ruleset in rules_dir
  int width = 20;
  int height = 15;
  std::string layout = "flat-odd-q";  // as <map layout=...>
  std::string title = "New scenario";
};

// A unit to set up: `type` is a <unit-type> id of the scenario; a leader type makes a <leader>.
struct UnitPlacement {
  std::string side;  // side key
  std::string type;
  Hex at{};
  HexDirection facing = HexDirection::N;
  std::string name;  // empty: "<type name> N", the first free N
  std::string org;   // organization key; empty: none
};

// An objective of <victory>: a hex worth `points` (0..1000) to its holder at the end.
struct ObjectivePlacement {
  Hex at{};
  int points = 1;
  std::string name;   // empty: none
  std::string owner;  // side key holding it at the start; empty: nobody
};

// The scenario's settings as its document holds them now (texts as the loader reads them).
struct DraftSide {
  std::string key, name, color, briefing;
};
struct DraftObjective {
  std::string at;  // hex label
  int points = 0;
  std::string name, owner;
};
// A <unit-type> as written: its id, its class and its other attributes in file order.
struct DraftUnitType {
  std::string id;
  std::string unit_class;
  std::vector<std::pair<std::string, std::string>> attributes;  // name, value (id and class left out)
  int units = 0;  // units and leaders of the scenario of this type
};

struct DraftSettings {
  std::string title, briefing;
  int turns = 0;
  std::string seed;  // as written; empty: none (1)
  std::vector<DraftSide> sides;
  std::vector<DraftObjective> objectives;
};

// A unit's details as its element holds them (detail_edits.cpp).
struct DraftUnit {
  std::string name, type, side;  // side key
  bool leader = false;           // a <leader>
  bool on_map = true;            // else in a <reinforcement>
  std::string status;            // as written; empty: good
  bool reduced = false;
  std::string facing;             // as written; empty: the format's default, N
  bool has_reduced_side = false;  // its type has one
  std::map<std::string, std::string> attributes;  // the rule system's attributes it sets
};
// A ruleset option: the value without the scenario's override (ruleset, then variant), and the
// override ("" when it has none).
struct DraftOption {
  std::string name, default_value, value;
};
// <elimination>, <sudden-death> and <bonus> of <victory>: side key -> VP per SP, VP that wins,
// VP held from the start.
struct DraftVictoryRules {
  std::map<std::string, int> vp_per_sp;
  std::map<std::string, int> sudden_death;
  std::map<std::string, int> bonus;
};

// Organizations, leaders and reinforcements (force_edits.cpp): what the edits take and what the
// document holds now.
// A new organization: a top-level one names its `side`, a nested one its `parent` (it takes the
// parent's side).
struct OrgSpec {
  std::string key, name, level;  // name empty: the key; level empty: none
  std::string side;              // side key, for a top-level organization
  std::string parent;            // organization key; empty: top level
};
// A unit or leader of a reinforcement group, as the document holds it.
struct DraftArrival {
  std::string name, type, org, commands, facing;
  bool leader = false;
};
// A <reinforcement> group, in file order: its index names it in the edits.
struct DraftReinforcement {
  std::string side;
  int turn = 0;
  std::string entry;  // hex label
  std::vector<DraftArrival> units;
};
// A unit to add to a group: `type` a <unit-type> id (a leader type makes a <leader>).
struct ArrivalSpec {
  std::string type;
  std::string name;  // empty: "<type name> N", the first free N
  std::string org;   // organization key of the group's side; empty: none
  HexDirection facing = HexDirection::N;
};

class ScenarioDraft;

// A draft, or why the file could not be opened as one (missing, malformed XML).
struct DraftOpen;

class ScenarioDraft {
 public:
  // The file's document. `path` is where save() writes and names the file in messages.
  static DraftOpen open(const std::string& path, const std::string& rules_dir);
  // A document from text, as if read from `path` (nothing is read from disk but the ruleset).
  static DraftOpen open_text(const std::string& text, const std::string& path, const std::string& rules_dir);
  // An empty map of the first terrain of the system's ruleset, two sides, no units.
  static DraftOpen create(const NewScenarioSpec& spec, const std::string& path, const std::string& rules_dir);

  const XmlDocument& document() const { return doc_; }
  std::string text() const;  // the document as save() writes it
  const std::string& path() const { return path_; }
  void set_path(std::string path);
  const std::string& rules_dir() const { return rules_dir_; }

  // The document loaded: the scenario when it is clean, and the state to draw either way (the
  // partial scenario when there are errors; null when the file is not read as far as its map).
  const ScenarioLoad& load() const { return load_; }
  const GameState* state() const;
  // Every problem, in line order: what hexfire-lint prints for the saved file.
  const Diagnostics& problems() const { return problems_; }
  bool modified() const { return modified_; }
  // The hex a problem is about: the `at` of the element on its line, else a hex the message
  // names ("... at 0404", "hex 0503"); nothing when it names none.
  std::optional<Hex> problem_hex(const Diagnostic& problem) const;

  // Edits. Hexes off the map are left out; an edit that would change nothing is refused.
  EditResult paint_terrain(const std::vector<Hex>& hexes, const std::string& terrain_id);
  EditResult set_elevation(const std::vector<Hex>& hexes, int level);
  EditResult raise_elevation(const std::vector<Hex>& hexes, int delta);  // each hex from its own level
  // Adds the feature on that hexside, or removes it when it is there.
  EditResult toggle_hexside(Hex hex, HexDirection dir, const std::string& feature_id);
  // Adds a road of that type from the hex to its neighbour across `dir`, or removes it.
  EditResult toggle_road(Hex hex, HexDirection dir, const std::string& road_type);
  EditResult place_unit(const UnitPlacement& unit);  // detail: the unit's name
  EditResult move_unit(const std::string& name, Hex to);
  EditResult set_facing(const std::string& name, HexDirection facing);  // on the map or in a reinforcement
  EditResult remove_unit(const std::string& name);
  // Unit types (unit_type_edits.cpp): what the Unit tool sets up. A value the loader would
  // refuse is refused with the loader's own message.
  std::vector<DraftUnitType> unit_types() const;
  // The attributes a <unit-type> may have besides id and class, in the order the editor shows them.
  static const std::vector<std::string>& unit_type_attribute_names();
  // Strength 1; an empty id takes the class's, numbered when taken. detail: the id given.
  EditResult add_unit_type(const std::string& id, const std::string& unit_class);
  // Sets an attribute ("class" too); an empty value removes one that is not required.
  EditResult set_unit_type_attribute(const std::string& id, const std::string& name, const std::string& value);
  EditResult remove_unit_type(const std::string& id);  // refused while units are of the type
  // The scenario's settings (settings_edits.cpp). Each is one step of the history.
  DraftSettings settings() const;
  EditResult set_title(const std::string& title);
  EditResult set_turns(int turns);
  EditResult set_seed(const std::string& seed);  // a whole number 0..2^64-1
  EditResult set_side_name(const std::string& side, const std::string& name);
  EditResult set_side_color(const std::string& side, const std::string& color);  // "#rrggbb"
  // The briefing of a side, or the scenario's for both when `side` is empty; empty text removes it.
  EditResult set_briefing(const std::string& side, const std::string& text);
  // Adds the objective, or changes the one already in that hex.
  EditResult place_objective(const ObjectivePlacement& objective);
  EditResult remove_objective(Hex at);
  // Organizations, leaders and reinforcements (force_edits.cpp).
  EditResult add_org(const OrgSpec& org);  // detail: the key
  EditResult rename_org(const std::string& key, const std::string& name);
  EditResult set_org_key(const std::string& key, const std::string& new_key);  // units and leaders follow
  EditResult set_org_level(const std::string& key, const std::string& level);  // empty: none
  // Refused while a unit or leader names it (its `org` or `commands`), with their names; its
  // sub-organizations move up to its parent (to the top level, with its side).
  EditResult remove_org(const std::string& key);
  // The `org` of a unit or leader, on the map or in a reinforcement; empty takes it away.
  EditResult set_unit_org(const std::string& unit, const std::string& org);
  // The organization a leader `commands` (at most one leader each); empty takes it away.
  EditResult set_commands(const std::string& leader, const std::string& org);
  std::vector<DraftReinforcement> reinforcements() const;
  EditResult add_reinforcement(const std::string& side, int turn, Hex entry);  // detail: its index
  EditResult set_reinforcement_turn(std::size_t group, int turn);
  EditResult set_reinforcement_entry(std::size_t group, Hex entry);
  EditResult set_reinforcement_side(std::size_t group, const std::string& side);  // side key
  EditResult remove_reinforcement(std::size_t group);                          // with its units
  EditResult add_arrival(std::size_t group, const ArrivalSpec& unit);          // detail: the name
  EditResult remove_arrival(const std::string& name);

  // Unit details, options, markers and victory conditions (detail_edits.cpp).
  // A unit on the map or in a reinforcement, by name; nothing when none has it.
  std::optional<DraftUnit> unit_details(const std::string& name) const;
  // What the scenario's rule system reads on units (rule_system.hpp, unit_attributes.hpp).
  std::vector<UnitAttribute> unit_attributes() const;
  EditResult set_unit_status(const std::string& name, const std::string& status);  // "good" writes none
  EditResult set_unit_reduced(const std::string& name, bool reduced);
  // A new unique name; attributes naming the unit (UnitAttributeKind::Unit) follow it.
  EditResult rename_unit(const std::string& name, const std::string& new_name);
  // One of unit_attributes(); an empty value removes it (the system's default).
  EditResult set_unit_attribute(const std::string& name, const std::string& attribute, const std::string& value);
  std::vector<DraftOption> options() const;  // the ruleset's, in name order
  EditResult set_option(const std::string& name, const std::string& value);
  EditResult reset_option(const std::string& name);  // removes the override
  EditResult place_marker(Hex at, const std::string& type);
  EditResult remove_marker(Hex at, const std::string& type);
  // The marker of that type in `from` taken to `to` (where its element stands in the file).
  EditResult move_marker(Hex from, Hex to, const std::string& type);
  DraftVictoryRules victory_rules() const;
  EditResult set_elimination(const std::string& side, int vp_per_sp);  // adds or changes; 0..100
  EditResult remove_elimination(const std::string& side);
  EditResult set_sudden_death(const std::string& side, int vp);  // 1..100000
  EditResult remove_sudden_death(const std::string& side);
  EditResult set_bonus(const std::string& side, int vp);  // 1..1000
  EditResult remove_bonus(const std::string& side);

  // Edits between begin_stroke and end_stroke (a drag of the brush) are one step of the history.
  void begin_stroke();
  void end_stroke() { stroke_open_ = false; }

  bool can_undo() const { return done_ > 0; }
  bool can_redo() const { return done_ < history_.size(); }
  std::string undo_label() const;  // "" when there is nothing to undo
  std::string redo_label() const;
  bool undo();
  bool redo();

  // Writes the document atomically to path(); nothing on success, else what failed.
  std::optional<std::string> save();

 private:
  struct Step {
    std::string label;
    XmlDocument before;
    XmlDocument after;
    int stroke = 0;  // 0: a step of its own
  };

  ScenarioDraft(XmlDocument doc, std::string path, std::string rules_dir);
  // Runs `change` on a copy of the document's root, given the state the document loads to now;
  // on success the copy becomes the document and a step of the history.
  using Change = std::function<EditResult(XmlElement& root, const GameState& state)>;
  EditResult edit(const std::string& label, const Change& change);
  // As edit(), and refused with the first problem the change would add to the file's (the
  // loader's own words), for fields whose bounds the loader knows best.
  EditResult edit_loadable(const std::string& label, const Change& change);
  void reload();
  EditResult set_levels(const std::vector<std::pair<Hex, int>>& levels, const std::string& label);

  XmlDocument doc_;
  std::string path_;
  std::string rules_dir_;
  ScenarioLoad load_;
  Diagnostics problems_;
  std::vector<Step> history_;
  std::size_t done_ = 0;  // steps of history_ in effect
  bool modified_ = false;
  int stroke_ = 0;  // the stroke open now (or last)
  bool stroke_open_ = false;
};

struct DraftOpen {
  std::optional<ScenarioDraft> draft;
  Diagnostics errors;
};

// Hexes a brush of `radius` (0: the hex alone) covers around `center`, on the map.
std::vector<Hex> brush_hexes(const HexMap& map, Hex center, int radius);
// The hexes of `start`'s terrain connected to it through hexes of the same terrain.
std::vector<Hex> flood_fill_hexes(const HexMap& map, Hex start);

}  // namespace hexfire
