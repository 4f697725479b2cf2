// Screen-stack actions beside the flow: F12 screenshots, selection on the bare map, N for the next
// stack that can move, and the map backdrop behind the menus.
#include <imgui.h>

#include <ctime>

#include "game/app/data_paths.hpp"
#include "game/play/play_screen.hpp"
#include "game/render/counter_renderer.hpp"
#include "game/screens/screen_stack.hpp"

namespace hexfire::game {

bool ScreenStack::take_screenshot() {
  const std::string dir = screenshot_dir();
  if (!make_dirs(dir)) {
    set_status("screenshot: cannot create " + dir);
    return false;
  }
  const std::time_t t = std::time(nullptr);
  char stamp[32];
  std::strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", std::localtime(&t));
  std::string path = dir + "/hexfire-" + stamp + ".png";
  for (int n = 2; SDL_RWops* f = SDL_RWFromFile(path.c_str(), "rb"); ++n) {
    SDL_RWclose(f);
    path = dir + "/hexfire-" + stamp + "-" + std::to_string(n) + ".png";
  }
  std::string error;
  if (!app_.save_screenshot(path, error)) {
    set_status("screenshot failed: " + error);
    return false;
  }
  set_status("screenshot " + path);
  return true;
}

void ScreenStack::select_at(Vec2 screen) {
  const auto h = app_.hex_at_screen(screen);
  if (!h || !app_.scenario()) return;
  const GameState& st = app_.scenario()->initial;
  const std::vector<UnitId> units = visible_stack(st, *h);
  if (units.empty()) {
    selected_.reset();
    log_.write("select none at " + st.map().label(*h));
    return;
  }
  selected_ = *h;
  std::string names;
  for (UnitId u : units) names += (names.empty() ? "" : ", ") + st.unit(u).name;
  log_.write("select " + st.map().label(*h) + ": " + names);
}

std::optional<Hex> ScreenStack::select_next_ready() {
  PlayScreen* play = app_.play();
  if (!play) return std::nullopt;
  const GameState& st = play->match().state;
  const auto control = play->match().flow.in_control;
  if (!control) return std::nullopt;
  // Own stacks in map order, starting after the one selected now, so N walks through them all.
  std::vector<Hex> own;
  for (Hex h : st.map().all_hexes())
    if (st.side_in(h) == control) own.push_back(h);
  std::size_t start = 0;
  if (const auto cur = play->selected_hex())
    for (std::size_t i = 0; i < own.size(); ++i)
      if (own[i] == *cur) start = i + 1;
  for (std::size_t k = 0; k < own.size(); ++k) {
    const Hex h = own[(start + k) % own.size()];
    if (!play->select(h)) continue;
    if (play->reach().empty()) continue;
    app_.focus(h, app_.camera().zoom());
    return h;
  }
  play->clear_selection();
  set_status("no stack of the side in control can move now");
  return std::nullopt;
}

void ScreenStack::draw_backdrop(float w, float h) {
  if (!backdrop_tried_) {
    backdrop_tried_ = true;
    const ScenarioEntry e = describe_scenario_file(default_scenario_path(), rules_dir());
    if (e.scenario)
      backdrop_ = render_map_picture(app_.renderer(), app_.textures(), app_.text(), e.scenario->initial,
                                     static_cast<int>(w), static_cast<int>(h), true);
  }
  if (!backdrop_.texture) return;
  // Cover the window (cropping the map's long side), then darken it so the panel reads first.
  const float sx = w / static_cast<float>(backdrop_.width), sy = h / static_cast<float>(backdrop_.height);
  const float k = sx > sy ? sx : sy;
  const float bw = static_cast<float>(backdrop_.width) * k, bh = static_cast<float>(backdrop_.height) * k;
  ImDrawList* dl = ImGui::GetBackgroundDrawList();
  dl->AddImage(reinterpret_cast<ImTextureID>(backdrop_.texture), ImVec2((w - bw) / 2, (h - bh) / 2),
               ImVec2((w + bw) / 2, (h + bh) / 2));
  dl->AddRectFilled(ImVec2(0, 0), ImVec2(w, h), IM_COL32(18, 20, 18, 190));
}

}  // namespace hexfire::game
