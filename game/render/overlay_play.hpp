// Map overlays of the play screen: reachable area shaded by MP cost, the previewed path with
// each straggle check and its odds, front/flank arcs, fire and assault target lines, the line
// of sight with its blocking hex or hexside, the short post-roll flash (it decides nothing), and
// the scenario's objectives.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "engine/map/line_of_sight.hpp"
#include "engine/rules/preview.hpp"
#include "engine/state/scenario.hpp"
#include "game/render/view.hpp"

namespace hexfire::game {

void draw_reach_overlay(const View& view, const std::vector<ReachableHex>& reach, int allowance);
// `how`: said after the MP at the path's end, when a plain click there does something else
// (a stack of one's own: the click selects it, Ctrl+click moves onto it).
void draw_path_overlay(const View& view, Hex from, const ActionPreviewData& path, const std::string& how = {});
void draw_arcs_overlay(const View& view, Hex at, const std::vector<HexDirection>& front);
void draw_target_overlay(const View& view, Hex from, Hex to, bool legal, bool assault);
void draw_los_overlay(const View& view, Hex from, Hex to, const LosResult& los);
void draw_flash_overlay(const View& view, const std::vector<Hex>& hexes, int frames_left);
void draw_selection_overlay(const View& view, Hex at);
// Each objective: a badge with its VP beside the counters, ringed in its holder's colour (grey
// while nobody holds it).
void draw_objectives_overlay(const View& view, const GameState& state, const std::vector<Objective>& objectives);
// The dice of the roll just made, beside `at`, while the flash lasts.
void draw_dice_overlay(const View& view, Hex at, const std::vector<int>& dice);

}  // namespace hexfire::game
