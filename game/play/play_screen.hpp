// The play screen: a GameSession started from a scenario, the player's selection, hover and mode,
// the previews (reachable area, path, fire/assault ledger and odds, line of sight), prompts, the
// combat log and undo. Every change to the game goes through a Command applied by the rule
// system (GameSession::submit), so saves and replays capture it; animations decide nothing.
#pragma once

#include <SDL.h>

#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "engine/flow/game_session.hpp"
#include "engine/map/line_of_sight.hpp"
#include "engine/rules/preview.hpp"
#include "game/play/computer_players.hpp"
#include "game/play/play_types.hpp"
#include "game/play/turn_replay.hpp"
#include "game/render/camera.hpp"
#include "game/render/counter_motion.hpp"
#include "game/render/layout.hpp"
#include "game/ui/hex_info.hpp"
#include "game/ui/phase_bar_fit.hpp"
#include "game/ui/tables_panel.hpp"

namespace hexfire::game {

struct View;
class SoundPlayer;

class PlayScreen {
 public:
  // Opens the scenario through GameSession (rules from `rules_dir`); nothing, with `error`.
  static std::unique_ptr<PlayScreen> open(const std::string& scenario_path, const std::string& rules_dir,
                                          std::string& error, std::optional<std::uint64_t> seed = std::nullopt,
                                          std::map<std::string, std::string> options = {});

  // A screen that takes over a loaded game (load_save_file), which becomes its one session: the
  // combat log and ledgers come from the session's records of each command, so nothing is
  // parsed or played again. Nothing, with `error`, for a system without previews.
  static std::unique_ptr<PlayScreen> adopt(std::unique_ptr<GameSession> loaded, std::string& error);

  // Takes over a loaded game as adopt does. False (the screen unchanged) with `error`.
  bool open_session(std::unique_ptr<GameSession> loaded, std::string& error);

  // The map view the screen picks hexes with (owned by the app). The screen moves it to frame the
  // side in control at the start and after each hand-off (play_opening_view.cpp).
  void attach(Camera* camera, const Layout* layout) {
    camera_ = camera;
    layout_ = layout;
    camera_settled();
  }
  // The camera as it stands now was set by the program, not the player (the app's start-up):
  // the opening view may still replace it. A change before the first frame otherwise counts as
  // the player's (a screenshot's framing, --focus).
  void camera_settled();
  // True when the event was used here (the app then leaves it alone).
  bool handle_event(const SDL_Event& e, bool ui_wants_mouse, bool ui_wants_keyboard);
  // Reach shading, path, straggle marks; also hands the counters pass the stacks on the move.
  void draw_under_units(View& view) const;
  void draw_over_units(const View& view) const;   // arcs, targets, LOS, animation
  void draw_ui(float width, float height);         // ImGui panels
  void tick();                                     // one frame of animation time

  // Intents: what clicks and keys do, callable directly by tests and screenshot staging.
  void hover(std::optional<Hex> h);
  // A left click on `h` with the modifier keys `mods` (SDL's KMOD_*): Shift adds to a group,
  // Ctrl moves the selected stack also onto a stack of its own side, which a plain click selects.
  void click(Hex h, std::uint16_t mods = 0);
  // What that click would do, from the same branches: the pointer's shape while over `h`.
  ClickEffect click_effect(Hex h, std::uint16_t mods = 0) const;
  // What a click where the pointer is would do with the modifier keys held now (nullopt off the
  // map, over a panel, while the stack is turned by a right-drag).
  std::optional<ClickEffect> pointer_effect() const;
  // Ctrl+click: the selected stack moves (its path action) to `h`, also onto a stack of its own
  // side there, which a plain click selects instead.
  bool move_onto(Hex h);
  bool select(Hex h);                 // a stack of the side in control
  void select_unit(std::size_t index);  // a unit within the selected stack (inspector)
  // Chooses one of the rule system's actions (ActionKind::id); false for an id it does not have.
  bool set_action(const std::string& id);
  void set_target(Hex h);             // previews the chosen target action at `h` from the selection
  // Adds the stack in `h` to the acting group of a group action (or takes it out); false when the
  // rules do not let it join. The preview follows.
  bool toggle_group(Hex h);
  const std::vector<Hex>& group() const { return group_; }
  // Picks or drops one unit of the selected stack as a firer (the preview follows); the whole
  // stack fires while nothing is picked.
  void toggle_firer(UnitId unit);
  // Takes one unit of the selected stack out of (or back into) the group that moves; the rest
  // stay where they are. The whole stack moves while nothing is taken out.
  void toggle_mover(UnitId unit);
  void move_whole_stack();
  const std::vector<UnitId>& moving_units() const { return movers_; }
  // Where the last frame drew each unit's firer / "moves" checkbox (for tests that click them).
  std::optional<ControlRect> firer_box(UnitId unit) const { return box_of(firer_boxes_, unit); }
  std::optional<ControlRect> mover_box(UnitId unit) const { return box_of(mover_boxes_, unit); }
  // The phase bar's controls as drawn last frame (PhaseBarInput::controls) and the form it took.
  std::optional<ControlRect> bar_control(const std::string& id) const {
    for (const auto& [name, r] : bar_controls_)
      if (name == id) return r;
    return std::nullopt;
  }
  BarForm bar_form() const { return bar_form_; }
  void fire_whole_stack();
  const std::vector<UnitId>& picked_firers() const { return firers_; }
  bool confirm_action();              // carries out (rolls) the previewed target action
  // Facing goes through the system's Facing action (none declared: refused with a message).
  bool face(HexDirection d);
  bool turn_facing(int steps);        // +1 clockwise
  bool face_towards(Hex h);
  bool end_activation();
  // What the End button and Space do: end at once, or first ask when stacks of the side can still
  // act and the player has not said "don't ask again" (set_confirm_end).
  void request_end();
  void cancel_end() { confirming_end_ = false; }
  bool confirming_end() const { return confirming_end_; }
  void set_confirm_end(bool on) { confirm_end_ = on; }
  // Where the commands' sound cues go (command_cues.hpp); nothing: none are played.
  void set_sound(SoundPlayer* sound) { sound_ = sound; }
  // "Don't ask again": the question is off, and the change is reported once.
  void dont_ask_end_again() {
    confirm_end_ = false;
    confirm_end_changed_ = true;
  }
  bool confirm_end() const { return confirm_end_; }
  // True once after the player ticked "don't ask again" (the caller saves the setting).
  bool take_confirm_end_change() { return std::exchange(confirm_end_changed_, false); }
  // The side in control's stacks that can still do something other than face or end.
  int stacks_able_to_act() const;
  bool undo();
  bool answer_prompt(std::size_t option);
  void set_los(bool on) { los_on_ = on; refresh_los(); }
  void open_log_entry(std::size_t index);
  void show_tables(bool on) { tables_open_ = on; }
  void clear_selection();
  // Autosave at the end of every phase and turn (engine/flow/autosave.hpp); off by default so
  // tests, screenshots and benchmarks write nothing.
  void set_autosave(AutosavePolicy policy) { session_->set_autosave(std::move(policy)); }
  // Where the player's seal keys live: secret orders are sealed in saves (seal_key.hpp).
  void set_keys_dir(std::string dir) { session_->set_keys_dir(std::move(dir)); }

  // Queries (plain data, for tests and panels).
  const GameSession& session() const { return *session_; }
  const Match& match() const { return session_->match(); }
  const PreviewProvider& previews() const { return *previews_; }
  const std::vector<ActionKind>& actions() const { return actions_; }
  const ActionKind& action() const;  // the action chosen now
  // The side at the screen, whose secrets it may show: the side in control (hotseat hands the
  // screen over with control), else the active side; nothing between turns.
  // Against the computer the screen is the player's: the first side the computer does not play.
  std::optional<SideId> viewer() const;
  // The sides the computer plays (computer_players.hpp): set at the start, changed from the pause menu.
  ComputerPlayers& computer() { return computer_; }
  // Gives `side` to the computer at `strength`, or to a person (nullopt), and records it in the
  // session, so the game's saves say who plays each side (GameSession::players).
  void set_player(SideId side, std::optional<ai::Strength> strength);
  const ComputerPlayers& computer() const { return computer_; }
  std::optional<Hex> selected_hex() const { return selected_; }
  std::optional<UnitId> selected_unit() const;
  std::optional<Hex> hovered() const { return hovered_; }
  const std::vector<ReachableHex>& reach() const { return reach_; }
  const std::optional<ActionPreviewData>& path_preview() const { return path_; }
  const std::optional<ActionPreviewData>& action_preview() const { return action_; }
  std::optional<Hex> target() const { return target_; }
  const std::optional<Resolution>& last_resolution() const { return last_resolution_; }
  const std::optional<TableMark>& table_mark() const { return table_mark_; }
  std::optional<PromptView> pending_prompt() const;
  // The pending prompt's answers previewed (PreviewProvider::preview_answer), one per option, in
  // its order; worked out once per prompt (play_answers.cpp).
  const std::vector<ActionPreviewData>& answer_previews() const;
  // The answer whose ledger and odds are shown now: the one under the mouse, else the first
  // that rolls; nothing without a prompt or an answer that rolls.
  std::optional<std::size_t> answer_shown() const;
  void hover_answer(std::optional<std::size_t> option) { hovered_answer_ = option; }
  // What the terrain of `h` does for the selected stack (else for any unit), from the rule
  // system, into the hex inspector's `info` (play_terrain.cpp).
  void add_terrain_effects(Hex h, HexInfo& info) const;
  // The screen step that brings the previewed firer and target out from under every panel when
  // the panels found no place clear of them; nothing when they are clear (play_keep_in_view.cpp).
  std::optional<Vec2> pan_clear_of_previews(float width, float height) const;
  PhaseBarData phase_bar() const;
  std::vector<ActionButton> action_buttons() const;  // the action bar: the system's actions
  StackPanelData stack_panel() const;
  LedgerView ledger_panel() const;    // what the ledger panel shows now (preview or opened entry)
  const std::vector<LogEntry>& log() const { return log_; }
  // The rules reference the Tables window shows: the system's tables, then the terrain effects
  // chart of the ruleset (play_reference.cpp).
  std::vector<RulesTable> reference_tables() const;
  std::optional<std::size_t> opened_log_entry() const { return opened_entry_; }
  const std::optional<LosResult>& los() const { return los_; }
  bool los_on() const { return los_on_; }
  const std::string& message() const { return message_; }  // the last refusal or notice
  bool animating() const { return anim_frames_ > 0 || motion_.running(); }
  // Where the unit's counter is drawn now, in screen pixels: between hexes while a move
  // animation carries it, else its hex's centre; nothing off the map or without a view.
  std::optional<Vec2> animated_unit_position(UnitId id) const;
  const CounterMotion& motion() const { return motion_; }
  bool tables_open() const { return tables_open_; }

  // The replay of what happened (turn_replay.hpp, play_replay.cpp): what `viewer` has not seen
  // since its last turn (after the hand-off; Backspace shows it again), or the game's log from command
  // `first` (a loaded save). False, with a message, when there is nothing to show. While it is
  // open the map shows the position after the step shown and the map takes no orders.
  bool open_replay_since(SideId viewer);
  bool open_replay_of_log(std::size_t first = 0);
  void close_replay();
  const TurnReplay* replay() const { return replay_.get(); }
  bool replay_next();
  bool replay_back();
  bool replay_seek(std::size_t k);
  void replay_play_all();
  // Where the replay panel drew its buttons last frame ("Back", "Next", "Play all", "Close").
  std::optional<ControlRect> replay_button(const std::string& name) const;
  // The position the map shows: the replay's step, else the game's.
  const GameState& shown_state() const;
  // The world point the camera should centre on (a replay step out of view); taken once.
  std::optional<Vec2> take_camera_goal() {
    if (camera_goal_) camera_auto_ = true;
    return std::exchange(camera_goal_, std::nullopt);
  }
  // The roll just made, shown a moment on the map (line, result chit, dice): frames left.
  int shot_frames() const { return shot_frames_; }

 private:
  PlayScreen() = default;
  static std::unique_ptr<PlayScreen> from_session(SessionOpen o, std::string& error);
  std::optional<Hex> hex_at(int x, int y) const;
  bool submit(const Command& c);
  // The log panel's entry for a command from what the session recorded of it.
  static LogEntry log_entry(const Command& c, const CommandRecord& rec);
  void after_change();
  void refresh_reach();
  void refresh_path();
  void refresh_los();
  bool is_own_stack(Hex h) const;
  bool request_move(Hex to);
  bool in_reach(Hex h) const;  // the selected stack's path action reaches it
  bool path_action() const { return action().target == ActionTarget::Path; }
  const std::string& default_action() const;  // the first Path action, else the first
  // The action a stack starts with when selected: the one the rules bind it to, if the phase
  // offers it (PreviewProvider::bound_action), else default_action().
  std::string action_on_selecting(Hex h) const;
  // The system's first action of this kind, nothing when it declares none.
  const ActionKind* first_action(ActionTarget target) const;
  std::optional<ActionRequest> request() const;  // the chosen target action at target_
  // The chosen Path action (else the first) for the selected stack's movers along `path`.
  std::optional<ActionRequest> path_request(std::vector<Hex> path) const;
  std::vector<Command> activation_choices() const;
  // The resolution a command's log entry shows first (non-empty `rs`).
  const Resolution& headline(const std::vector<Resolution>& rs) const;

  std::unique_ptr<GameSession> session_;
  // After session_: destroyed first, so its search (which reads the session's rules) has stopped.
  ComputerPlayers computer_;
  bool from_computer_ = false;  // submit() is carrying out the computer's choice
  std::unique_ptr<PreviewProvider> previews_;
  Camera* camera_ = nullptr;
  // The opening view (play_opening_view.cpp): the side in control framed at the start and after
  // each hand-off unless the player moved the map this turn.
  struct CameraView {
    Vec2 pan{};
    double zoom = 0;
    bool operator==(const CameraView& o) const { return pan.x == o.pan.x && pan.y == o.pan.y && zoom == o.zoom; }
  };
  CameraView camera_view() const { return {camera_->pan(), camera_->zoom()}; }
  void follow_control(float width, float height);
  bool frame_side(SideId side, float width, float height);
  std::optional<CameraView> camera_seen_;    // at the end of the last frame
  std::optional<CameraView> camera_fitted_;  // as the last fit left it
  mutable bool camera_auto_ = false;         // moved since by the program (a replay step, previews)
  std::optional<int> camera_moved_turn_;     // the turn in which the player last moved the map
  std::optional<SideId> framed_side_;        // the side in control when last looked at
  bool frame_wanted_ = true;                 // a hand-off (or the start) not framed yet
  int settle_frames_ = 0;                    // refits while the panels settle their heights
  const Layout* layout_ = nullptr;

  std::vector<ActionKind> actions_;  // the rule system's actions, in the order of the action bar
  std::string action_id_;
  std::optional<Hex> selected_;
  std::size_t selected_index_ = 0;
  std::optional<Hex> hovered_;
  std::vector<ReachableHex> reach_;
  std::optional<ActionPreviewData> path_;
  std::vector<Hex> path_hexes_;
  std::optional<Hex> target_;
  std::optional<ActionPreviewData> action_;
  // Where the stack just moved while the other side answers first (reaction fire): selected
  // again once control comes back, if the rules then bind it to an action (resume_bound_stack).
  std::optional<Hex> resume_at_;
  void resume_bound_stack();
  std::vector<UnitId> firers_;  // picked firers of the selected stack; empty: the whole stack
  std::vector<Hex> group_;      // other stacks acting with the selected one (a group action)
  std::vector<UnitId> movers_;  // units of the selected stack picked to move; empty: the whole stack
  std::vector<std::pair<UnitId, ControlRect>> firer_boxes_, mover_boxes_;  // drawn last frame
  std::vector<std::pair<std::string, ControlRect>> bar_controls_;          // the phase bar's, last frame
  BarForm bar_form_ = BarForm::Full;
  static std::optional<ControlRect> box_of(const std::vector<std::pair<UnitId, ControlRect>>& boxes, UnitId unit) {
    for (const auto& [id, r] : boxes)
      if (id == unit) return r;
    return std::nullopt;
  }
  std::optional<Resolution> last_resolution_;
  std::optional<TableMark> table_mark_;
  std::vector<LogEntry> log_;
  std::optional<std::size_t> opened_entry_;
  bool los_on_ = false;
  bool confirm_end_ = false;  // off unless the game's settings turn it on (tests and scripts end at once)
  bool confirming_end_ = false;
  bool confirm_end_changed_ = false;
  std::optional<LosResult> los_;
  std::optional<Hex> los_from_;
  bool tables_open_ = false;
  TablesWindowState tables_window_;  // where the tables window was put, and whether it was dragged
  std::string message_;
  int anim_frames_ = 0;
  std::vector<Hex> anim_hexes_;
  std::vector<int> anim_dice_;  // shown beside the target while the flash lasts
  CounterMotion motion_;        // counters sliding along the path just moved
  SoundPlayer* sound_ = nullptr;  // the app's; none: silent (the CLI-like tests)
  // The replay (play_replay.cpp) and the roll shown on the map after any fire or assault.
  std::unique_ptr<TurnReplay> replay_;
  std::vector<std::pair<std::string, ControlRect>> replay_buttons_;
  std::optional<Vec2> camera_goal_;
  std::optional<Vec2> replay_goal_;  // the step's centre, waiting for the panel to have its size
  int replay_frames_ = 0;            // frames the replay panel has been drawn
  std::vector<ReplayShot> shots_;
  std::vector<Resolution> shot_ledgers_;
  int shot_frames_ = 0;
  static constexpr int kShotFrames = 70;  // a little over a second at 60 frames a second
  bool open_replay(TurnDigest digest, std::string title);
  void show_replay_step();
  bool replay_event(const SDL_Event& e);
  // `keep_clear`: the stacks the previews are about (a prompt's firer and target), which the
  // panel keeps off when it stands aside for a prompt.
  void draw_replay_ui(float width, float height, const std::vector<ClearArea>& keep_clear);
  void draw_shots(const View& view) const;
  LedgerView replay_ledger() const;
  // The prompt answers' previews and the state they were made for (commands applied, prompts).
  mutable std::vector<ActionPreviewData> answer_previews_;
  mutable std::pair<int, std::size_t> answers_for_{-1, 0};
  std::optional<std::size_t> hovered_answer_;
  mutable std::vector<Hex> waited_for_;  // the stacks whose previews have had frames to find a place
  mutable int frames_waited_ = 0;        // since they were shown or the map last moved for them
  mutable int pans_made_ = 0;            // the map's moves out from under those previews
  static constexpr int kSettleFrames = 2, kMostPans = 3;
  // Mouse gestures.
  int down_x_ = 0, down_y_ = 0;
  bool left_down_ = false;
  bool facing_drag_ = false;
  int mouse_x_ = -1, mouse_y_ = -1;
};

}  // namespace hexfire::game
