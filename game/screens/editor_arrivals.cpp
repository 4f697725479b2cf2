// The Forces window's reinforcements (editor_forces.cpp): the side's groups with their turn,
// entry hex and units; a new group or a new entry hex is picked with a click on the map. While
// the window is open the map outlines each group's entry hex with its turn, and the hexes of
// the organization picked in the tree.
#include <imgui.h>

#include <algorithm>
#include <cstdlib>

#include "engine/io/limits.hpp"
#include "game/app/game_app.hpp"
#include "game/render/color.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/screen_style.hpp"

namespace hexfire::game {

void EditorScreen::draw_arrivals(const GameState& s, SideId side, float ui_scale, const EditorButton& button) {
  const std::vector<DraftReinforcement> groups = draft_->reinforcements();
  const std::string& key = s.side(side).key;
  const auto mine = std::count_if(groups.begin(), groups.end(), [&](const DraftReinforcement& g) { return g.side == key; });
  const std::string header = "Reinforcements (" + std::to_string(mine) + ")###reinforcements";
  const bool open_all = ImGui::CollapsingHeader(header.c_str(), ImGuiTreeNodeFlags_DefaultOpen);
  note_centre("header:reinforcements");
  if (!open_all) return;
  const int turns = std::max(1, draft_->settings().turns);
  const auto apply = [this](const EditResult& r, const std::string& done) { report(r, done); };

  for (std::size_t g = 0; g < groups.size(); ++g) {
    const DraftReinforcement& group = groups[g];
    if (group.side != key) continue;
    const std::string id = std::to_string(g);
    ImGui::PushID(static_cast<int>(g));
    const std::size_t count = group.units.size();
    const std::string title = "Turn " + std::to_string(group.turn) + ", enters at " + group.entry + ": " +
                              (count == 0 ? "no units" : std::to_string(count) + (count == 1 ? " unit" : " units")) + "###group";
    // Closed until opened, so a big scenario's groups fit; a group just made opens.
    if (open_group_ == g) ImGui::SetNextItemOpen(true);
    const bool open = ImGui::TreeNodeEx(title.c_str(), ImGuiTreeNodeFlags_SpanAvailWidth);
    if (open_group_ == g) open_group_.reset();
    if (!open) {
      ImGui::PopID();
      continue;
    }
    // Turn, entry hex and the group's own buttons on one line.
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(kDim, "Turn");
    ImGui::SameLine();
    ImGui::PushItemWidth(44 * ui_scale);
    std::string turn = std::to_string(group.turn);
    const bool turned = settings_field("turn:" + id, turn, 3, false, 0, ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_AutoSelectAll);
    ImGui::PopItemWidth();
    if (turned) {
      const int n = turn.empty() ? 0 : std::atoi(turn.c_str());
      ImGui::TreePop();
      ImGui::PopID();
      return apply(draft_->set_reinforcement_turn(g, n), "the group arrives on turn " + std::to_string(n));
    }
    ImGui::SameLine();
    const bool picking = entry_for_ == g;
    if (button((picking ? "Click the map...##entry:" : "Entry " + group.entry + "##entry:").append(id).c_str(), 0, 0))
      entry_for_ = picking ? std::nullopt : std::optional<std::size_t>(g);
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("Then click the hex where the group enters");
    ImGui::SameLine();
    if (button(("Remove group##group:" + id).c_str(), -1, 0)) {
      entry_for_.reset();
      ImGui::TreePop();
      ImGui::PopID();
      return apply(draft_->remove_reinforcement(g), "removed the group of turn " + std::to_string(group.turn));
    }
    for (const DraftArrival& u : group.units) {
      ImGui::PushID(u.name.c_str());
      if (button(("x##arrival:" + u.name).c_str(), 0, 0)) {
        const std::string name = u.name;
        ImGui::PopID();
        ImGui::TreePop();
        ImGui::PopID();
        return apply(draft_->remove_arrival(name), "took " + name + " out of the group");
      }
      ImGui::SameLine();
      // A click opens the Unit panel on it (status, facing, the system's attributes), as the
      // Select tool does for a unit on the map.
      if (ImGui::Selectable(u.name.c_str(), selected_ == u.name, 0, ImGui::CalcTextSize(u.name.c_str()))) selected_ = u.name;
      note_centre("arrival:" + u.name);
      if (ImGui::IsItemHovered()) ImGui::SetTooltip("Its details in the Unit panel");
      ImGui::SameLine();
      const std::string org = !u.commands.empty() ? "commands " + u.commands : u.org;
      ImGui::TextColored(kDim, "%s%s%s", u.type.c_str(), org.empty() ? "" : ", ", org.c_str());
      ImGui::PopID();
    }
    // The unit "Add unit" adds: the type, its organization and, where units face, its facing.
    std::vector<std::pair<std::string, std::string>> types;
    for (const UnitType& t : s.unit_types()) types.emplace_back(t.id, t.name.empty() ? t.id : t.name);
    if (!s.find_unit_type(new_arrival_.type) && !types.empty()) new_arrival_.type = types.front().first;
    if (const auto o = s.find_org(new_arrival_.org); !o || s.org(*o).side != side) new_arrival_.org.clear();
    const float half = (ImGui::GetContentRegionAvail().x - ImGui::GetStyle().ItemSpacing.x) / 2;
    std::string shown = new_arrival_.type;
    for (const auto& [tid, tname] : types)
      if (tid == new_arrival_.type) shown = tname;
    ImGui::SetNextItemWidth(half);
    if (ImGui::BeginCombo("##type", shown.c_str())) {
      for (const auto& [tid, tname] : types)
        if (ImGui::Selectable(tname.c_str(), tid == new_arrival_.type)) new_arrival_.type = tid;
      ImGui::EndCombo();
    }
    ImGui::SameLine();
    ImGui::SetNextItemWidth(-1);
    org_combo("##org", s, side, new_arrival_.org, "no organization");
    ImGui::AlignTextToFramePadding();
    ImGui::TextColored(kDim, "named");
    ImGui::SameLine();
    ImGui::SetNextItemWidth(half - ImGui::GetItemRectSize().x - ImGui::GetStyle().ItemSpacing.x);
    std::string name = new_arrival_.name;
    if (settings_field("arrival-name:" + id, name, limits::kMaxNameLength, false, 0, 0)) new_arrival_.name = name;
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("The unit's name; empty: the type's name and a number");
    if (s.ruleset().unit_facing) {
      ImGui::SameLine();
      ImGui::SetNextItemWidth(-1);
      if (ImGui::BeginCombo("##facing", (std::string("facing ") + direction_name(new_arrival_.facing)).c_str())) {
        for (int i = 0; i < 6; ++i)
          if (ImGui::Selectable(direction_name(direction_from_index(i)), direction_from_index(i) == new_arrival_.facing))
            new_arrival_.facing = direction_from_index(i);
        ImGui::EndCombo();
      }
    }
    if (button(("Add unit##group:" + id).c_str(), -1, 0)) {
      const EditResult r = draft_->add_arrival(g, new_arrival_);
      if (r.ok()) new_arrival_.name.clear();
      ImGui::TreePop();
      ImGui::PopID();
      return apply(r, "added " + r.detail + " to the group of turn " + std::to_string(group.turn));
    }
    // The group to another side: refused while its units belong to this side's organizations.
    for (const Side& other : s.sides()) {
      if (other.key == key) continue;
      if (button(("Give the group to " + other.name + "##toside:" + other.key + ":" + id).c_str(), -1, 0)) {
        const std::string to = other.key, to_name = other.name;
        ImGui::TreePop();
        ImGui::PopID();
        return apply(draft_->set_reinforcement_side(g, to), "the group of turn " + std::to_string(group.turn) + " is " + to_name + "'s");
      }
    }
    ImGui::TreePop();
    ImGui::PopID();
  }
  if (mine == 0) ImGui::TextColored(kDim, "None for this side.");

  // A new group: its turn here, its entry hex by a click on the map.
  new_turn_ = std::clamp(new_turn_, 1, turns);
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(kDim, "New group on turn");
  ImGui::SameLine();
  ImGui::PushItemWidth(44 * ui_scale);
  std::string turn = std::to_string(new_turn_);
  if (settings_field("new-turn", turn, 3, false, 0, ImGuiInputTextFlags_CharsDecimal | ImGuiInputTextFlags_AutoSelectAll))
    new_turn_ = std::clamp(turn.empty() ? 1 : std::atoi(turn.c_str()), 1, turns);
  ImGui::PopItemWidth();
  ImGui::SameLine();
  const bool picking = entry_for_ == kNewGroup;
  if (button(picking ? "Click its entry hex...##new_group" : "Pick its entry hex##new_group", -1, 0)) {
    entry_for_ = picking ? std::nullopt : std::optional<std::size_t>(kNewGroup);
    message_ = picking ? "no new group" : "click the hex where the new group enters (Esc: cancel)";
  }
}

bool EditorScreen::set_entry_at(Hex hex) {
  const std::size_t group = *entry_for_;
  entry_for_.reset();
  const std::string label = draft_->state()->map().label(hex);
  if (group == kNewGroup) {
    const EditResult r = draft_->add_reinforcement(forces_side_, new_turn_, hex);
    if (r.ok()) open_group_ = std::stoul(r.detail);
    report(r, "a new group enters at " + label + " on turn " + std::to_string(new_turn_));
    return r.ok();
  }
  const EditResult r = draft_->set_reinforcement_entry(group, hex);
  report(r, "the group enters at " + label);
  return r.ok();
}

void EditorScreen::mark_forces(const GameState& s) {
  std::vector<HexMark> marks;
  // The picked organization's units set up on the map, in white, under the entry marks.
  if (const auto org = s.find_org(picked_org_))
    for (const Unit& u : s.units())
      if (u.position && u.org == org) marks.push_back({*u.position, SDL_Color{255, 255, 255, 255}, ""});
  // Every group's entry, in its side's colour, tagged with its turn (several: "T2 T4").
  std::vector<std::pair<Hex, std::string>> entries;
  std::vector<SDL_Color> colors;
  for (const DraftReinforcement& g : draft_->reinforcements()) {
    const auto at = s.map().parse_label(g.entry);
    const auto side = s.find_side(g.side);
    if (!at || !side || !s.map().contains(*at)) continue;
    const auto same = std::find_if(entries.begin(), entries.end(), [&](const auto& e) { return e.first == *at; });
    if (same != entries.end()) {
      same->second += " T" + std::to_string(g.turn);
      continue;
    }
    entries.emplace_back(*at, "T" + std::to_string(g.turn));
    colors.push_back(color_or(s.side(*side).color, SDL_Color{230, 200, 60, 255}));
  }
  for (std::size_t i = 0; i < entries.size(); ++i) marks.push_back({entries[i].first, colors[i], entries[i].second});
  app_.mark_hexes(marks);
}

}  // namespace hexfire::game
