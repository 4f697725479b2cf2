// Marker badges laid on a counter the way a printed game puts status, hit and action markers on
// a stack: small coloured squares with a short legend, cascading down the counter's left edge.
#pragma once

#include <cstddef>
#include <functional>

#include <SDL.h>

#include <string>
#include <vector>

#include "engine/state/game_state.hpp"
#include "game/render/view.hpp"

namespace hexfire::game {

struct MarkerBadge {
  std::vector<std::string> legend;  // one or two short lines: {"DISR"}, {"ADV", "FIRE"}, {"2", "O HITS"}
  SDL_Color fill{};
  SDL_Color ink{};
  std::string icon;  // art (assets/art/markericon_<icon>.png) printed under the legend when large
};

// The markers a stack carries, in the order they are laid: its worst status, every unit tag
// the ruleset names as a marker (advance fire, ...), then the count its top combat unit's
// system state prints (fireline: O hits).
std::vector<MarkerBadge> stack_markers(const GameState& state, const std::vector<UnitId>& stack);
// The badge of a flow legend on a counter (View::unit_badge): the order a player gave, in ink on a card.
MarkerBadge order_badge(const std::string& legend);

// Where the badges of a counter of side `s` stand, relative to its centre: the level of detail.
// As many as fit side by side down the counter's edge, each at least kMinBadgeSidePx, at most three,
// below the name and none over another; the first `shown` of the stack's badges (most important
// first: the order, the status, the system's markers such as the formation, then the count).
struct BadgeLayout {
  std::size_t shown = 0;
  double side = 0;     // each badge's side in pixels
  double x = 0;        // centre's offset from the counter's centre, towards the badge column
  double first_y = 0;  // the first badge's centre, below the counter's centre (negative: above)
  double step = 0;     // between the centres of successive badges
};
constexpr double kMinBadgeSidePx = 22;
constexpr double kBadgeFoot = 0.66;  // how far below the counter's centre the column reaches, in sides
constexpr double kMinLoneBadgePx = 12;  // a single badge, the most important, down to this
BadgeLayout badge_layout(std::size_t badges, double s);

// What a one-word legend prints as on a badge: the word where `fits` it, else its first two
// letters, else its first letter, else nothing (a coloured card alone).
std::string legend_that_fits(const std::string& word, const std::function<bool(const std::string&)>& fits);

// Draws the badges down the left (or `right`) edge of the counter of side `s` centred at `c`:
// those badge_layout finds room for, the rest summed up on the last as "+N" when three show.
void draw_marker_badges(const View& view, const std::vector<MarkerBadge>& badges, Vec2 c, double s, bool right);

}  // namespace hexfire::game
