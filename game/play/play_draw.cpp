// The play screen's drawing: map overlays from the current previews, and the ImGui panels.
#include <imgui.h>

#include "game/play/play_screen.hpp"
#include "game/render/overlay_play.hpp"
#include "game/render/replay_overlay.hpp"
#include "game/ui/end_confirm.hpp"
#include "game/ui/ledger_panel.hpp"
#include "game/ui/log_panel.hpp"
#include "game/ui/los_panel.hpp"
#include "game/ui/phase_bar.hpp"
#include "game/ui/prompt_panel.hpp"
#include "game/ui/stack_panel.hpp"
#include "game/ui/tables_panel.hpp"

namespace hexfire::game {

namespace {

// The screen box of hex `h`, and of the `dice` drawn beside it (as draw_dice_overlay lays them).
ClearArea screen_area(const Camera& camera, const Layout& layout, Hex h, std::size_t dice) {
  const Vec2 c = camera.world_to_screen(layout.hex_to_pixel(h));
  const double r = layout.size() * camera.zoom();
  const double side = std::max(22.0, r * 0.55);
  const double right = c.x + (dice > 0 ? r * 0.95 + static_cast<double>(dice) * (side + 6) : r);
  return {static_cast<float>(c.x - r), static_cast<float>(c.y - r), static_cast<float>(right),
          static_cast<float>(c.y + r)};
}

}  // namespace

void PlayScreen::draw_under_units(View& view) const {
  view.motion = &motion_;
  if (!selected_ || replay_) return;
  int allowance = 1;
  for (const ReachableHex& r : reach_) allowance = std::max(allowance, r.cost);
  if (path_action() && !los_on_) draw_reach_overlay(view, reach_, allowance);
}

void PlayScreen::draw_over_units(const View& view) const {
  if (replay_) return draw_replay_step_overlay(view, replay_->step(), replay_->state_after());
  if (selected_) {
    draw_selection_overlay(view, *selected_);
    for (const Hex g : group_) draw_selection_overlay(view, g);  // the rest of the acting group
    if (target_ && action_)
      for (const Hex g : group_) draw_target_overlay(view, g, *target_, action_->legal, false);
    if (const auto u = selected_unit()) draw_arcs_overlay(view, *selected_, previews_->front_hexsides(match(), *u));
    if (path_ && !los_on_)
      draw_path_overlay(view, *selected_, *path_, hovered_ && is_own_stack(*hovered_) ? "Ctrl+click" : "");
    if (target_ && action_) draw_target_overlay(view, *selected_, *target_, action_->legal, action().enters_target);
  }
  if (const auto a = answer_shown(); a && answer_previews()[*a].ledger.hexes.size() >= 2) {  // the answer's fire
    const std::vector<Hex>& hexes = answer_previews()[*a].ledger.hexes;
    draw_target_overlay(view, hexes.front(), hexes.back(), true, false);
  }
  if (los_ && los_from_ && hovered_) draw_los_overlay(view, *los_from_, *hovered_, *los_);
  draw_flash_overlay(view, anim_hexes_, anim_frames_);
  draw_shots(view);  // the line, the result chit and the dice of any roll just made
}

std::optional<Vec2> PlayScreen::animated_unit_position(UnitId id) const {
  if (!camera_ || !layout_ || id.value >= match().state.units().size()) return std::nullopt;
  if (const auto p = motion_.position(id, *layout_)) return camera_->world_to_screen(*p);
  const Unit& u = match().state.unit(id);
  if (u.eliminated || !u.position) return std::nullopt;
  return camera_->world_to_screen(layout_->hex_to_pixel(*u.position));
}

void PlayScreen::draw_ui(float width, float height) {
  follow_control(width, height);  // the side in control in view (play_opening_view.cpp)
  const PhaseBarInput bar = draw_phase_bar(phase_bar(), action_buttons(), message_, width);
  bar_controls_ = bar.controls;
  bar_form_ = bar.form;
  switch (bar.act) {
    case PhaseBarAction::EndActivation: request_end(); break;
    case PhaseBarAction::Undo: undo(); break;
    case PhaseBarAction::ChooseAction: set_action(bar.action); break;
    case PhaseBarAction::Tables: tables_open_ = !tables_open_; break;
    case PhaseBarAction::None: break;
  }
  if (confirming_end_) {
    bool dont_ask = false;
    switch (draw_end_confirm(stacks_able_to_act(), previews_->end_label(match()), width, height, dont_ask)) {
      case EndConfirmChoice::End: end_activation(); break;
      case EndConfirmChoice::Keep: cancel_end(); break;
      case EndConfirmChoice::None: break;
    }
    if (dont_ask) dont_ask_end_again();
  }
  const StackPanelInput stack_input = draw_stack_panel(stack_panel(), width, height);
  if (stack_input.clicked) select_unit(*stack_input.clicked);
  if (stack_input.toggle_mover) toggle_mover(*stack_input.toggle_mover);
  if (stack_input.whole_stack) move_whole_stack();
  mover_boxes_ = stack_input.mover_boxes;
  const bool can_roll = action_ && action_->legal;
  LedgerPanelInput ledger_input;
  const std::string roll = action().roll_label.empty() ? action().name : action().roll_label;
  // The stacks the previews are about: the acting one, its target, a prompt's firer and target.
  std::vector<ClearArea> keep_clear;
  if (camera_ && layout_) {
    std::vector<Hex> about;
    if (selected_) about.push_back(*selected_);
    if (target_) about.push_back(*target_);
    if (const auto a = answer_shown()) about.insert(about.end(), answer_previews()[*a].ledger.hexes.begin(), answer_previews()[*a].ledger.hexes.end());
    for (const Hex h : about) keep_clear.push_back(screen_area(*camera_, *layout_, h, 0));
  }
  draw_ledger_panel(ledger_panel(), can_roll, roll.c_str(), width, height, &ledger_input, keep_clear);
  if (ledger_input.toggle_firer) toggle_firer(*ledger_input.toggle_firer);
  if (ledger_input.whole_stack) fire_whole_stack();
  firer_boxes_ = ledger_input.firer_boxes;
  if (ledger_input.roll) confirm_action();
  if (auto i = draw_log_panel(log_, opened_entry_, width, height)) {
    action_.reset();
    target_.reset();
    open_log_entry(*i);
  }
  if (los_ && los_from_ && hovered_) {
    const auto& map = match().state.map();
    std::vector<int> tops(los_->profile.begin(), los_->profile.end());
    const Ruleset& rules = match().state.ruleset();
    for (std::size_t i = 1; i + 1 < los_->path.size() && i < tops.size(); ++i) {
      const TerrainType& t = rules.terrain_type(map.terrain(los_->path[i].hex));
      if (t.blocks_los) tops[i] += t.los_height;
    }
    draw_los_panel(*los_, tops, map.label(*los_from_), map.label(*hovered_),
                   los_options_from(rules, match().info.options_in_effect(rules)).eye_height, width, height);
  }
  if (tables_open_) {
    // Keep clear of the roll being shown (target and dice), else of the action being prepared.
    const bool flash = anim_frames_ > 0 && anim_hexes_.size() == 2;
    const std::optional<Hex> focus = flash ? std::optional<Hex>(anim_hexes_[1]) : target_ ? target_ : selected_;
    std::optional<ClearArea> avoid;
    if (focus && camera_ && layout_) avoid = screen_area(*camera_, *layout_, *focus, flash ? anim_dice_.size() : 0);
    draw_tables_panel(reference_tables(), table_mark_, &tables_open_, width, height, avoid,
                      flash ? std::optional<std::size_t>(log_.size()) : std::nullopt, tables_window_);
  } else {
    tables_window_.was_open = false;
  }
  if (const auto p = pending_prompt()) {
    std::optional<std::size_t> hovered;
    if (auto choice = draw_prompt_panel(*p, width, height, &hovered, keep_clear)) answer_prompt(*choice);
    hover_answer(hovered);
  }
  if (replay_) draw_replay_ui(width, height, keep_clear);
}

}  // namespace hexfire::game
