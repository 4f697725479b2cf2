// The scenario editor's screen (main menu -> Editor, `hexfire --edit FILE`): the map of the
// scenario being edited, drawn by the game's own map renderer, a tool palette, the problems of
// the document as the linter reports them, undo/redo and save. It edits a ScenarioDraft
// (engine/edit): the XML document itself, through the normal loader, for any rule system.
#pragma once

#include <SDL.h>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/edit/scenario_draft.hpp"
#include "game/render/layout.hpp"
#include "game/screens/scenario_options.hpp"

namespace hexfire::game {

class GameApp;

// Select opens the Unit panel of the unit clicked; Marker puts a ruleset marker on a hex or takes it off.
enum class EditorTool { Terrain, Raise, Lower, Hexside, Road, Unit, Move, Turn, Delete, Objective, Select, Marker };
const char* editor_tool_name(EditorTool t);

// The tool's settings the palette shows.
struct EditorBrush {
  EditorTool tool = EditorTool::Terrain;
  std::string terrain;        // terrain id
  int radius = 0;             // 0..3
  bool flood = false;         // the terrain tool fills the connected area of one terrain
  std::string feature;        // hexside feature id
  std::string road;           // road type id
  std::string unit_type;      // <unit-type> id
  std::string side;           // side key
  HexDirection facing = HexDirection::N;
  int points = 1;              // the Objective tool's objective (editor_settings.cpp)
  std::string owner;           // side key; empty: nobody holds it at the start
  std::string objective_name;  // empty: none
  std::string marker;          // the Marker tool's marker type (editor_details.cpp)
  std::string org;             // the Unit tool's organization for new units; empty: none (editor_forces.cpp)
};

// What the screen asks of the screen stack.
enum class EditorRequest { None, Close, Play };

// A button drawn by the stack (so tests find it by its label): label, width, height -> pressed.
using EditorButton = std::function<bool(const char*, float, float)>;

class EditorScreen {
 public:
  explicit EditorScreen(GameApp& app) : app_(app) {}
  ~EditorScreen() { remove_play_copy(); }
  EditorScreen(const EditorScreen&) = delete;
  EditorScreen& operator=(const EditorScreen&) = delete;

  // Opens a file, or makes a new scenario that save() writes to `path`; false and the reason.
  bool open(const std::string& path, std::string& error);
  bool create(const NewScenarioSpec& spec, const std::string& path, std::string& error);
  // No draft: the open/new form, with `path` as the new scenario's file (a file not made yet).
  void prepare_new(const std::string& path);
  bool has_draft() const { return draft_.has_value(); }
  ScenarioDraft* draft() { return draft_ ? &*draft_ : nullptr; }
  const ScenarioDraft* draft() const { return draft_ ? &*draft_ : nullptr; }
  void close();
  // Puts the draft's map on the app again (on coming back to the editor).
  void show(bool frame_map);

  // Map clicks and the editor's keys; true when the event was the editor's.
  bool handle_event(const SDL_Event& e, bool ui_wants_mouse, bool typing);
  EditorRequest draw(float w, float h, float ui_scale, const EditorButton& button);

  EditorBrush& brush() { return brush_; }
  // The tool at a point of the window (as a click does); false with message() when refused.
  bool use_tool_at(Vec2 screen);
  bool undo();
  bool redo();
  bool save();
  // The draft written to a file of its own for a game ("Play from here"): the file it edits is
  // left alone. Nothing, with message(), when it cannot be written.
  std::optional<std::string> write_play_copy();
  void remove_play_copy();  // the last one written, once its game is over
  const std::string& message() const { return message_; }
  std::optional<std::string> moving() const { return moving_; }
  // The scenario's settings window (editor_settings.cpp), opened from the palette.
  bool settings_open() const { return settings_open_; }
  void set_settings_open(bool open);
  // The unit types window (editor_unit_types.cpp), opened from the Unit tool; it and the
  // settings window share their place beside the palette, so one closes the other.
  bool unit_types_open() const { return unit_types_open_; }
  void set_unit_types_open(bool open);
  // The centre of a settings field as last drawn ("title", "turns", "seed", "name:KEY", ...; a
  // Problems row: "problem:N"), or of a Forces window's field, tree row ("org:KEY") or header
  // ("header:leaders"), for tests.
  std::optional<Vec2> field_centre(const std::string& field) const;
  const std::map<std::string, Vec2>& field_centres() const { return field_centres_; }

  // Unit details, options, markers and victory conditions (editor_unit_panel.cpp, editor_details.cpp).
  // The unit the Unit panel shows (the Select tool's pick); nothing: the panel is closed.
  const std::optional<std::string>& selected_unit() const { return selected_; }
  void select_unit(std::optional<std::string> name) { selected_ = std::move(name); }

  // The order of battle (editor_forces.cpp, editor_arrivals.cpp): the Forces window, opened from
  // the palette in the settings window's place, and the map click that sets a reinforcement
  // group's entry hex.
  bool forces_open() const { return forces_open_; }
  void set_forces_open(bool open);
  const std::string& forces_side() const { return forces_side_; }  // the side shown
  void set_forces_side(std::string side) { forces_side_ = std::move(side); }
  // The organization picked in the tree (its units' hexes are outlined on the map); "" none.
  const std::string& picked_org() const { return picked_org_; }
  // The group whose entry hex the next map click sets (kNewGroup: a new group); none: no pick.
  static constexpr std::size_t kNewGroup = static_cast<std::size_t>(-1);
  std::optional<std::size_t> picking_entry() const { return entry_for_; }

  // The open/new form's state (editor_open.cpp).
  struct NewForm {
    int width = 20, height = 15;
    int layout = 0;  // index into kLayouts
    int system = 0;  // index into rule_system_ids()
    char path[512] = "";
  };

 private:
  void refresh();  // the app shows the draft's state; the palette's choices stay valid
  void report(const EditResult& r, const std::string& done);
  bool refuse(std::string why);  // message_ = why; false
  // The hexside nearest a point of the window within its hex.
  HexDirection nearest_side(Hex h, Vec2 screen) const;
  void draw_palette(float w, float h, float ui_scale, const EditorButton& button, EditorRequest& request);
  void draw_problems(float w, float h, float ui_scale);
  EditorRequest draw_open(float w, float h, float ui_scale, const EditorButton& button);
  void draw_settings(float w, float h, float ui_scale, const EditorButton& button);
  void draw_objective_tool();  // the palette's part for the Objective tool
  void draw_unit_types(float w, float h, float ui_scale, const EditorButton& button);
  // The next window's place: beside the palette, above the problems panel (editor_settings.cpp).
  void place_beside_palette(float w, float h, float ui_scale, float width) const;
  // Unit details, options, markers and victory conditions (editor_unit_panel.cpp, editor_details.cpp).
  void draw_unit_panel(float w, float h, float ui_scale, const EditorButton& button);
  void draw_unit_attribute(const DraftUnit& u, const UnitAttribute& a, float label_width, const EditorButton& button);
  void draw_marker_tool();
  void draw_option_rows(float ui_scale, const EditorButton& button);  // in the settings window
  void draw_victory_rules(float ui_scale);
  bool select_at(Hex hex);  // the Select tool: the next unit of the hex
  bool toggle_marker_at(Hex hex);
  const std::vector<UnitAttribute>& unit_attributes();  // the draft's system's, kept per system
  // A text field of the settings: shows `value` until clicked, true (with `value` the text
  // typed) when the designer leaves it changed: one edit, one step of undo.
  bool settings_field(const std::string& field, std::string& value, std::size_t max, bool multiline, float height, int flags);

  // The order of battle (editor_forces.cpp, editor_arrivals.cpp).
  void draw_forces(float w, float h, float ui_scale, const EditorButton& button);
  void draw_org_tree(const GameState& s, SideId side);
  void draw_picked_org(const GameState& s, const EditorButton& button);
  void draw_new_org(const GameState& s, const EditorButton& button);
  void draw_leaders(const GameState& s, SideId side);
  void draw_arrivals(const GameState& s, SideId side, float ui_scale, const EditorButton& button);
  void draw_unit_org_choice();  // the palette's part for the Unit tool
  // A drop-down of the side's organizations (and `none`); true when the choice changed. `note`
  // names its centres for the tests (org_combo in editor_forces.cpp).
  bool org_combo(const char* id, const GameState& s, SideId side, std::string& key, const char* none,
                 const std::string& note = "");
  bool set_entry_at(Hex hex);  // the map click while picking_entry()
  void mark_forces(const GameState& s);
  void note_centre(const std::string& item);  // the last item's centre, as field_centre() gives it

  GameApp& app_;
  std::optional<ScenarioDraft> draft_;
  EditorBrush brush_;
  std::string message_;
  std::optional<std::string> moving_;  // the unit picked up by the Move tool
  bool stroking_ = false;              // the left button is down with a brush tool
  std::optional<Hex> last_stroke_hex_;
  NewForm form_;
  int picked_file_ = -1;
  std::vector<std::string> files_;  // the shipped scenarios the open form lists
  std::string play_copy_;
  bool settings_open_ = false;
  bool unit_types_open_ = false;
  std::string picked_type_;     // the unit type whose fields the window shows
  std::string new_type_class_;  // the class of the next type added
  std::map<std::string, std::vector<char>> field_text_;  // the settings fields being typed in
  std::map<std::string, Vec2> field_centres_;
  // Unit details, options, markers and victory conditions.
  std::optional<std::string> selected_;
  std::string attributes_system_;  // the system unit_attributes_ are of
  std::vector<UnitAttribute> unit_attributes_;
  std::vector<OptionChoice> option_choices_;  // the values each option takes, asked of the rules
  std::string option_choices_of_;             // "system/variant" they were asked for
  float palette_height_ = 0;                  // what the palette's contents took in the last frame
  float unit_panel_height_ = 0;               // and the Unit panel's
  std::optional<Vec2> marker_press_;          // where the Marker tool's button went down
  // The order of battle (editor_forces.cpp, editor_arrivals.cpp).
  bool forces_open_ = false;
  std::string forces_side_;  // side key
  std::string picked_org_;   // organization key
  int tree_rows_ = 12;       // rows of the organization tree drawn last frame
  OrgSpec new_org_;          // the "New organization" form (parent "": top level)
  std::optional<std::size_t> entry_for_;
  std::optional<std::size_t> open_group_;  // a group just made, opened in the window once
  int new_turn_ = 2;         // the new group's turn
  ArrivalSpec new_arrival_;  // the unit a group's "Add unit" adds
};

}  // namespace hexfire::game
