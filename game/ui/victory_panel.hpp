// Victory status: each side's VP (objectives and losses inflicted), who holds each objective,
// who leads and any sudden-death threshold reached, from engine/flow/victory.
#pragma once

#include "engine/flow/match.hpp"
#include "engine/flow/victory.hpp"

namespace hexfire::game {

void draw_victory_panel(const Match& match, const VictoryStanding& standing, float window_w, float window_h);
// The standing's text lines, for the panel and the victory screen (tests read these).
std::vector<std::string> victory_lines(const Match& match, const VictoryStanding& standing);

}  // namespace hexfire::game
