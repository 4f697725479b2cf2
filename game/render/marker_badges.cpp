// Marker badges: which markers a stack shows, their colours and legends, and their drawing.
#include "game/render/marker_badges.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>

#include "game/render/color.hpp"
#include "game/render/geometry.hpp"

namespace hexfire::game {

namespace {

// Okabe-Ito colours: told apart by colour-blind players, and by lightness in greyscale; the
// legend says the same thing again in words.
constexpr SDL_Color kYellow{240, 228, 66, 255};
constexpr SDL_Color kVermillion{213, 94, 0, 255};
constexpr SDL_Color kPurple{204, 121, 167, 255};
constexpr SDL_Color kGrey{200, 200, 196, 255};  // not orange: that is a side colour in the safe palette
constexpr SDL_Color kSky{86, 180, 233, 255};
constexpr SDL_Color kCard{246, 243, 232, 255};
constexpr SDL_Color kBlack{20, 20, 20, 255};
constexpr SDL_Color kWhite{255, 255, 255, 255};
constexpr SDL_Color kHitRed{190, 20, 20, 255};
constexpr std::size_t kMaxBadges = 3;

int severity(UnitStatus s) {
  switch (s) {
    case UnitStatus::Good: return 0;
    case UnitStatus::Shaken: return 1;
    case UnitStatus::Disrupted: return 2;
    case UnitStatus::Demoralized: return 3;
    case UnitStatus::Routed: return 4;
  }
  return 0;
}

std::optional<MarkerBadge> status_badge(UnitStatus s) {
  switch (s) {
    case UnitStatus::Good: return std::nullopt;
    case UnitStatus::Shaken: return MarkerBadge{{"SHKN"}, kGrey, kBlack, "shaken"};
    case UnitStatus::Disrupted: return MarkerBadge{{"DISR"}, kYellow, kBlack, "disrupted"};
    case UnitStatus::Demoralized: return MarkerBadge{{"DEMO"}, kPurple, kBlack, "demoralized"};
    case UnitStatus::Routed: return MarkerBadge{{"ROUT"}, kVermillion, kWhite, "routed"};
  }
  return std::nullopt;
}

// "Advance fire" -> {"ADV", "FIRE"}: long words cut to three letters, as marker sheets do.
std::vector<std::string> legend_of(const std::string& name) {
  std::vector<std::string> out;
  std::string word;
  auto flush = [&] {
    if (word.empty()) return;
    if (word.size() > 5) word.resize(3);
    out.push_back(word);
    word.clear();
  };
  for (char ch : name) {
    if (std::isspace(static_cast<unsigned char>(ch)) || ch == '_') flush();
    else word += static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  }
  flush();
  if (out.size() > 2) out.resize(2);
  return out;
}

}  // namespace

MarkerBadge order_badge(const std::string& legend) { return {{legend}, kCard, kBlack, {}}; }

std::vector<MarkerBadge> stack_markers(const GameState& state, const std::vector<UnitId>& stack) {
  std::vector<MarkerBadge> out;
  if (stack.empty()) return out;
  UnitStatus worst = UnitStatus::Good;
  for (UnitId id : stack)
    if (severity(state.unit(id).status) > severity(worst)) worst = state.unit(id).status;
  if (auto badge = status_badge(worst)) out.push_back(*badge);
  // Hits and action markers belong to the combat unit the player sees; a leader on top of the
  // stack does not hide them.
  UnitId top = stack.back();
  for (auto it = stack.rbegin(); it != stack.rend(); ++it)
    if (!state.is_leader(*it)) {
      top = *it;
      break;
    }
  const Unit& u = state.unit(top);
  if (!u.system) return out;
  const UnitStateBadges carried = u.system->badges();
  for (const std::string& marker : carried.markers)
    if (const auto m = state.ruleset().find_marker(marker))
      out.push_back({legend_of(state.ruleset().marker(*m).name), kSky, kBlack, state.ruleset().marker(*m).icon});
  // Last, so it lies on top: the count is the marker a player reads most often. One label for
  // every count (a marker sheet's "O HITS: n"), so badges at one zoom all print alike.
  if (carried.count > 0) out.push_back({{std::to_string(carried.count), carried.count_label}, kCard, kHitRed, {}});
  return out;
}

namespace {

// The largest font at which every line fits `room_w` wide and, all lines together, `room_h` high.
int fit_px(TextCache& text, const std::vector<std::string>& lines, double room_w, double room_h) {
  int px = static_cast<int>(std::lround(room_h / (static_cast<double>(lines.size()) * 1.05)));
  for (; px >= 6; --px) {
    bool fits = true;
    for (const std::string& l : lines) fits = fits && text.measure(l, px, FontWeight::Condensed).x <= room_w;
    if (fits) return px;
  }
  return 0;  // a coloured square is all that reads at this size
}

void draw_card(const View& view, Vec2 mc, double m, SDL_Color fill) {
  const Vec2 h{m / 2, m / 2};
  rect_fill(view.renderer, mc - h + Vec2{2, 2}, mc + h + Vec2{2, 2}, SDL_Color{0, 0, 0, 90});
  if (SDL_Texture* card = view.textures->get("marker", "face")) {
    const Vec2 pts[4] = {mc - h, mc + Vec2{h.x, -h.y}, mc + h, mc + Vec2{-h.x, h.y}};
    const Vec2 uv[4] = {{0, 0}, {1, 0}, {1, 1}, {0, 1}};
    fill_convex_textured(view.renderer, card, pts, uv, fill);
  } else {
    rect_fill(view.renderer, mc - h, mc + h, fill);
  }
  rect_outline(view.renderer, mc - h, mc + h, 1, kBlack);
}

// Legend on top, icon below, as a printed marker has them; only where both stay legible.
bool draw_legend_and_icon(const View& view, const MarkerBadge& badge, Vec2 mc, double m) {
  constexpr double kMinBadgePx = 40;
  if (badge.icon.empty() || m < kMinBadgePx) return false;
  SDL_Texture* icon = view.textures->get("markericon", badge.icon);
  if (!icon) return false;
  std::string line;
  for (const std::string& l : badge.legend) line += (line.empty() ? "" : " ") + l;
  const int px = fit_px(*view.text, {line}, m * 0.86, m * 0.3);
  if (px == 0) return false;
  view.text->draw(line, mc + Vec2{0, -m * 0.26}, px, badge.ink, FontWeight::Condensed);
  const double side = m * 0.56;
  SDL_SetTextureColorMod(icon, badge.ink.r, badge.ink.g, badge.ink.b);
  const SDL_FRect dst{static_cast<float>(mc.x - side / 2), static_cast<float>(mc.y + m * 0.16 - side / 2),
                      static_cast<float>(side), static_cast<float>(side)};
  SDL_RenderCopyF(view.renderer, icon, nullptr, &dst);
  return true;
}

void draw_full_legend(const View& view, const MarkerBadge& badge, Vec2 mc, double m) {
  if (draw_legend_and_icon(view, badge, mc, m)) return;
  const double room = m * 0.84;
  const bool count = badge.legend.size() == 2 && badge.legend[0].size() <= 2;
  const int px = fit_px(*view.text, badge.legend, room, room);
  if (count && px < 7) {
    // Too small for its label: the count alone still reads, and the badge's look says what it counts.
    view.text->draw(badge.legend[0], mc, static_cast<int>(std::lround(m * 0.7)), badge.ink, FontWeight::Bold);
    return;
  }
  if (px == 0) {
    // Too small for its word: its first letters, where they fit. A blank card was all a volley
    // order showed at the default zoom.
    if (badge.legend.size() != 1) return;
    int cut_px = 0;  // the size the last try fits at
    const std::string cut = legend_that_fits(badge.legend[0], [&](const std::string& t) {
      cut_px = fit_px(*view.text, {t}, room, room);
      return cut_px > 0;
    });
    if (!cut.empty()) view.text->draw(cut, mc, cut_px, badge.ink, FontWeight::Condensed);
    return;
  }
  if (badge.legend.size() == 1) {
    view.text->draw(badge.legend[0], mc, px, badge.ink, FontWeight::Condensed);
    return;
  }
  // A hit count prints large over its small label; other two-line legends print evenly.
  const int top_px = count ? static_cast<int>(std::lround(std::min(m * 0.5, px * 1.6))) : px;
  view.text->draw(badge.legend[0], mc + Vec2{0, count ? -m * 0.12 : -m * 0.2}, top_px, badge.ink,
                  count ? FontWeight::Bold : FontWeight::Condensed);
  view.text->draw(badge.legend[1], mc + Vec2{0, count ? m * 0.25 : m * 0.2}, px, badge.ink, FontWeight::Condensed);
}

}  // namespace

std::string legend_that_fits(const std::string& word, const std::function<bool(const std::string&)>& fits) {
  if (!word.empty() && fits(word)) return word;
  // Shorter cuts only: a two-letter word is not tried twice.
  for (const std::size_t letters : {std::size_t{2}, std::size_t{1}})
    if (letters < word.size() && fits(word.substr(0, letters))) return word.substr(0, letters);
  return {};
}

BadgeLayout badge_layout(std::size_t badges, double s) {
  BadgeLayout l;
  // The column runs from just below the name (its band is the top quarter of the counter) to a
  // little below the counter's foot, in the gap before the next hex's counter; a badge no smaller
  // than kMinBadgeSidePx (a four-letter legend still reads), none larger than half the counter.
  const double top = -s * 0.24, bottom = s * kBadgeFoot, gap = std::max(1.0, s * 0.03);
  const double room = bottom - top;
  const auto fits = static_cast<std::size_t>(std::max(0.0, std::floor((room + gap) / (kMinBadgeSidePx + gap))));
  l.shown = std::min({badges, kMaxBadges, fits});
  // One alone may be a little smaller: at low zoom the order (or the status) still shows.
  if (l.shown <= 1) l.shown = badges > 0 && s * 0.48 >= kMinLoneBadgePx ? 1 : 0;
  if (l.shown == 0) return l;
  const auto n = static_cast<double>(l.shown);
  l.side = std::min(s * 0.48, (room - gap * (n - 1)) / n);
  l.step = l.side + gap;
  // More off than on the counter's edge: the symbol and the figures stay clear.
  l.x = s / 2 + l.side * 0.2;
  l.first_y = top + l.side / 2;
  return l;
}

void draw_marker_badges(const View& view, const std::vector<MarkerBadge>& badges, Vec2 c, double s, bool right) {
  const BadgeLayout l = badge_layout(badges.size(), s);
  if (l.shown == 0) return;
  std::vector<MarkerBadge> shown(badges.begin(), badges.begin() + static_cast<std::ptrdiff_t>(l.shown));
  // What does not fit is summed up on the last at full detail only: with fewer, the most
  // important ones (the order, the status, the formation) show rather than a count of the hidden.
  if (badges.size() > shown.size() && shown.size() == kMaxBadges)
    shown.back().legend = {"+" + std::to_string(badges.size() - shown.size() + 1)};
  for (std::size_t i = 0; i < shown.size(); ++i) {
    const Vec2 mc = c + Vec2{right ? l.x : -l.x, l.first_y + l.step * static_cast<double>(i)};
    draw_card(view, mc, l.side, shown[i].fill);
    draw_full_legend(view, shown[i], mc, l.side);
  }
}

}  // namespace hexfire::game
