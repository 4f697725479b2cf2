// The scenario editor's Forces window (the palette's "Forces"): per side, the organization tree
// (pick one to rename it, change its level, remove it, move its units to another), a form that
// adds an organization at the top level or under the one picked, the leaders with what each
// commands, and the reinforcement groups (editor_arrivals.cpp). Also the palette's organization
// for units the Unit tool sets up. Every change is one edit of the draft, one step of undo.
#include <imgui.h>

#include <algorithm>

#include "engine/io/limits.hpp"
#include "game/app/game_app.hpp"
#include "game/screens/editor_screen.hpp"
#include "game/screens/screen_style.hpp"
#include "game/ui/panel_board.hpp"

namespace hexfire::game {

namespace {

constexpr ImGuiWindowFlags kPanel = ImGuiWindowFlags_NoCollapse | ImGuiWindowFlags_NoMove | ImGuiWindowFlags_NoResize |
                                    ImGuiWindowFlags_NoSavedSettings;

// The side's organizations in file order (the tree walked depth first) with their depths.
std::vector<std::pair<const Organization*, int>> side_orgs(const GameState& s, SideId side) {
  std::vector<std::pair<const Organization*, int>> out;
  for (const Organization& o : s.orgs()) {
    if (o.side != side) continue;
    int depth = 0;
    for (auto p = o.parent; p; p = s.org(*p).parent) ++depth;
    out.emplace_back(&o, depth);
  }
  return out;
}

std::string org_label(const GameState& s, const std::string& key, const char* none) {
  const auto o = s.find_org(key);
  return o ? s.org(*o).name : none;
}

// The units and leaders whose organization is `org` (a leader's is what he commands unless
// his own `org` says otherwise).
std::vector<const Unit*> members(const GameState& s, OrgId org) {
  std::vector<const Unit*> out;
  for (const Unit& u : s.units())
    if (u.org == org) out.push_back(&u);
  return out;
}

}  // namespace

void EditorScreen::note_centre(const std::string& item) {
  const ImVec2 a = ImGui::GetItemRectMin(), b = ImGui::GetItemRectMax();
  field_centres_[item] = Vec2{(a.x + b.x) / 2, (a.y + b.y) / 2};
}

void EditorScreen::set_forces_open(bool open) {
  forces_open_ = open;
  if (open) settings_open_ = unit_types_open_ = false;  // they share the place beside the palette
  if (!open) entry_for_.reset();
}

bool EditorScreen::org_combo(const char* id, const GameState& s, SideId side, std::string& key, const char* none,
                             const std::string& note) {
  bool changed = false;
  const bool open = ImGui::BeginCombo(id, org_label(s, key, none).c_str());
  // Where the box and, once it is open, each row are, for field_centre(): "combo:NOTE" and
  // "combo:NOTE:KEY" (NOTE: none for "none"). Only the closed box is the last item here.
  if (!open && !note.empty()) note_centre("combo:" + note);
  if (open) {
    if (ImGui::Selectable(none, key.empty())) key.clear(), changed = true;
    if (!note.empty()) note_centre("combo:" + note + ":");
    for (const auto& [o, depth] : side_orgs(s, side)) {
      const std::string row = std::string(static_cast<std::size_t>(depth) * 2, ' ') + o->name + "##" + o->key;
      if (ImGui::Selectable(row.c_str(), o->key == key)) changed = o->key != key, key = o->key;
      if (!note.empty()) note_centre("combo:" + note + ":" + o->key);
    }
    ImGui::EndCombo();
  }
  return changed;
}

void EditorScreen::draw_forces(float w, float h, float ui_scale, const EditorButton& button) {
  const GameState* s = draft_->state();
  if (!s || s->sides().empty()) return;  // the Problems panel says why the sides did not load
  const DockBox box = current_dock(w, h).left;
  // Beside the palette, above the problems panel, as the settings window sits.
  const float left = box.x0 + 250 * ui_scale + 8;
  const float width = std::min(380 * ui_scale, std::max(200.0f, w - left - 8));
  ImGui::SetNextWindowPos(ImVec2(left, box.y0), ImGuiCond_Always);
  const std::size_t problems = draft_->problems().size();
  const float below = problems == 0 ? 70 * ui_scale : std::min(h * 0.3f, (60 + 20 * static_cast<float>(problems)) * ui_scale);
  ImGui::SetNextWindowSize(ImVec2(width, std::max(200.0f, h - box.y0 - below - 16)), ImGuiCond_Always);
  ImGui::SetNextWindowBgAlpha(0.92f);
  ImGui::Begin("Forces##editor", nullptr, kPanel);
  if (!s->find_side(forces_side_) && !s->sides().empty()) forces_side_ = s->sides().front().key;
  // One button per side, as the palette's tools: the side shown is the pressed one.
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float each = (ImGui::GetContentRegionAvail().x - gap * static_cast<float>(s->sides().size() - 1)) /
                     static_cast<float>(s->sides().size());
  for (std::size_t i = 0; i < s->sides().size(); ++i) {
    const Side& side = s->sides()[i];
    if (i) ImGui::SameLine();
    const bool on = side.key == forces_side_;
    if (on) ImGui::PushStyleColor(ImGuiCol_Button, ImGui::GetStyleColorVec4(ImGuiCol_ButtonActive));
    if (button((side.name + "##side:" + side.key).c_str(), each, 0) && !on) {
      forces_side_ = side.key;
      picked_org_.clear();
    }
    if (on) ImGui::PopStyleColor();
  }
  const SideId side = *s->find_side(forces_side_);
  if (const auto o = s->find_org(picked_org_); !o || s->org(*o).side != side) picked_org_.clear();

  // An edit loads the draft again: each part reads the state as it is when it is drawn, and
  // stops drawing from it once it has made an edit.
  const auto now = [this] { return draft_->state(); };
  const bool orgs_open = ImGui::CollapsingHeader("Organizations", ImGuiTreeNodeFlags_DefaultOpen);
  note_centre("header:organizations");
  if (orgs_open) {
    if (now()) draw_org_tree(*now(), side);
    if (now()) draw_picked_org(*now(), button);
    if (now()) draw_new_org(*now(), button);
  }
  const bool leaders_open = ImGui::CollapsingHeader("Leaders", ImGuiTreeNodeFlags_DefaultOpen);
  note_centre("header:leaders");
  if (leaders_open && now()) draw_leaders(*now(), side);
  if (now()) draw_arrivals(*now(), side, ui_scale, button);
  ImGui::Separator();
  if (button("Close forces", -1, 0)) set_forces_open(false);
  ImGui::End();
  if (forces_open_ && now()) mark_forces(*now());
}

void EditorScreen::draw_org_tree(const GameState& s, SideId side) {
  const auto orgs = side_orgs(s, side);
  if (orgs.empty()) {
    ImGui::TextColored(kDim, "None yet: add one below.");
    return;
  }
  // A box of its own, so a big army's tree scrolls without pushing the rest away: as tall as the
  // rows shown last frame (nodes open or closed), at most twelve.
  const float rows = static_cast<float>(std::clamp(tree_rows_, 1, 12));
  ImGui::BeginChild("##org_tree", ImVec2(0, rows * ImGui::GetTextLineHeightWithSpacing() + 2 * ImGui::GetStyle().WindowPadding.y),
                    true);
  tree_rows_ = 0;
  int open = 0;              // tree levels pushed
  int hidden_below = 1 << 30;  // orgs deeper than this sit in a closed node
  for (std::size_t i = 0; i < orgs.size(); ++i) {
    const Organization& o = *orgs[i].first;
    const int depth = orgs[i].second;
    if (depth > hidden_below) continue;
    hidden_below = 1 << 30;
    for (; open > depth; --open) ImGui::TreePop();
    const bool leaf = i + 1 == orgs.size() || orgs[i + 1].second <= depth;
    ImGuiTreeNodeFlags flags = ImGuiTreeNodeFlags_OpenOnArrow | ImGuiTreeNodeFlags_OpenOnDoubleClick |
                               ImGuiTreeNodeFlags_SpanAvailWidth;
    if (leaf) flags |= ImGuiTreeNodeFlags_Leaf;
    if (depth == 0) flags |= ImGuiTreeNodeFlags_DefaultOpen;
    if (o.key == picked_org_) flags |= ImGuiTreeNodeFlags_Selected;
    const bool node_open = ImGui::TreeNodeEx(o.key.c_str(), flags, "%s", o.name.c_str());
    ++tree_rows_;
    if (ImGui::IsItemClicked() && !ImGui::IsItemToggledOpen()) {
      picked_org_ = o.key;
      new_org_.parent = o.key;  // the form adds under the organization picked
    }
    note_centre("org:" + o.key);
    // Its level and how many units it holds, dimmed after the name.
    const std::size_t count = members(s, o.id).size();
    ImGui::SameLine();
    if (count == 0) ImGui::TextColored(kDim, "%s", o.level.c_str());
    else ImGui::TextColored(kDim, "%s%s%zu unit%s", o.level.c_str(), o.level.empty() ? "" : ", ", count, count == 1 ? "" : "s");
    if (node_open) ++open;
    else hidden_below = depth;
  }
  for (; open > 0; --open) ImGui::TreePop();
  ImGui::EndChild();
}

void EditorScreen::draw_picked_org(const GameState& s, const EditorButton& button) {
  const auto id = s.find_org(picked_org_);
  if (!id) {
    ImGui::TextColored(kDim, "Click one to change it or to see its units.");
    return;
  }
  const Organization& o = s.org(*id);
  const auto apply = [this](const EditResult& r, const std::string& done) { report(r, done); };
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float half = (ImGui::GetContentRegionAvail().x - gap) / 2;
  // Its key, which units and leaders name it by (they follow a new key), on a line of its own.
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(kDim, "Key");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(half - ImGui::GetItemRectSize().x - gap);
  std::string new_key = o.key;
  if (settings_field("org-key", new_key, limits::kMaxNameLength, false, 0, ImGuiInputTextFlags_AutoSelectAll)) {
    const std::string key = o.key;
    const EditResult r = draft_->set_org_key(key, new_key);
    if (r.ok()) picked_org_ = new_key;
    apply(r, key + " is keyed " + new_key);
    return;
  }
  // The two labels on one line, the two fields under them.
  ImGui::TextColored(kDim, "Name");
  ImGui::SameLine(half + gap + ImGui::GetStyle().WindowPadding.x);
  ImGui::TextColored(kDim, "Level");
  ImGui::PushItemWidth(half);
  std::string name = o.name;
  const bool renamed = settings_field("org-name", name, limits::kMaxNameLength, false, 0, ImGuiInputTextFlags_AutoSelectAll);
  ImGui::SameLine();
  std::string level = o.level;
  const bool levelled = settings_field("org-level", level, limits::kMaxNameLength, false, 0, ImGuiInputTextFlags_AutoSelectAll);
  ImGui::PopItemWidth();
  if (renamed || levelled) {
    const std::string key = o.key;  // `o` is gone once the draft reloads
    if (renamed) apply(draft_->rename_org(key, name), key + " is named " + name);
    if (levelled) apply(draft_->set_org_level(key, level), key + "'s level: " + (level.empty() ? "none" : level));
    return;
  }
  ImGui::TextColored(kDim, "%s", o.leader ? ("Led by " + s.unit(*o.leader).name).c_str() : "No leader commands it.");
  // Its units, each movable to another organization of the side.
  for (const Unit* u : members(s, o.id)) {
    ImGui::PushID(u->name.c_str());
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(u->name.c_str());
    if (!u->position) {
      ImGui::SameLine();
      ImGui::TextColored(kDim, "(arrives later)");
    }
    ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.55f);
    ImGui::SetNextItemWidth(-1);
    std::string key = o.key;
    if (org_combo("##move", s, o.side, key, "no organization", "move:" + u->name)) {
      const std::string unit = u->name;
      const EditResult r = draft_->set_unit_org(unit, key);
      ImGui::PopID();
      apply(r, unit + (key.empty() ? " is in no organization" : " moved to " + key));
      return;  // the state those rows were drawn from has changed
    }
    ImGui::PopID();
  }
  if (button("Remove organization", -1, 0)) {
    const std::string key = o.key;
    const EditResult r = draft_->remove_org(key);
    if (r.ok()) picked_org_.clear();
    apply(r, "removed " + key);
  }
}

void EditorScreen::draw_new_org(const GameState& s, const EditorButton& button) {
  ImGui::Separator();
  ImGui::TextColored(kDim, "New organization");
  const SideId side = *s.find_side(forces_side_);
  if (const auto p = s.find_org(new_org_.parent); !p || s.org(*p).side != side) new_org_.parent.clear();
  const float gap = ImGui::GetStyle().ItemSpacing.x;
  const float third = (ImGui::GetContentRegionAvail().x - 2 * gap) / 3;
  const std::pair<const char*, std::string*> fields[] = {{"key", &new_org_.key}, {"name", &new_org_.name}, {"level", &new_org_.level}};
  // The three labels on one line, the three fields under them.
  for (int i = 0; i < 3; ++i) {
    if (i) ImGui::SameLine(static_cast<float>(i) * (third + gap) + ImGui::GetStyle().WindowPadding.x);
    ImGui::TextColored(kDim, "%s", fields[i].first);
  }
  ImGui::PushItemWidth(third);
  for (int i = 0; i < 3; ++i) {
    if (i) ImGui::SameLine();
    std::string value = *fields[i].second;
    if (settings_field(std::string("new-org-") + fields[i].first, value, limits::kMaxNameLength, false, 0, 0))
      *fields[i].second = value;
  }
  ImGui::PopItemWidth();
  ImGui::AlignTextToFramePadding();
  ImGui::TextColored(kDim, "Under");
  ImGui::SameLine();
  ImGui::SetNextItemWidth(-1);
  org_combo("##new_parent", s, side, new_org_.parent, "the top level");
  if (button("Add organization", -1, 0)) {
    OrgSpec spec = new_org_;
    spec.side = forces_side_;
    if (!spec.parent.empty()) spec.side.clear();  // a nested one takes its parent's
    const EditResult r = draft_->add_org(spec);
    if (r.ok()) {
      picked_org_ = spec.key;
      new_org_ = OrgSpec{"", "", "", "", spec.parent};  // ready for the next sibling
    }
    report(r, "added " + spec.key + (spec.parent.empty() ? "" : " under " + spec.parent));
  }
}

void EditorScreen::draw_leaders(const GameState& s, SideId side) {
  bool any = false;
  for (const Unit& u : s.units()) {
    if (u.side != side || !s.is_leader(u.id)) continue;
    any = true;
    ImGui::PushID(u.name.c_str());
    ImGui::AlignTextToFramePadding();
    ImGui::TextUnformatted(u.name.c_str());
    ImGui::SameLine(ImGui::GetContentRegionAvail().x * 0.55f);
    std::string commands;
    for (const Organization& o : s.orgs())
      if (o.leader == u.id) commands = o.key;
    ImGui::SetNextItemWidth(-1);
    if (org_combo("##commands", s, side, commands, "commands nothing", "commands:" + u.name)) {
      const std::string leader = u.name;
      const EditResult r = draft_->set_commands(leader, commands);
      ImGui::PopID();
      report(r, leader + (commands.empty() ? " commands nothing" : " commands " + commands));
      return;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("What %s commands (at most one leader each)", u.name.c_str());
    ImGui::PopID();
  }
  if (!any) ImGui::TextColored(kDim, "None: the Unit tool sets up a leader\nwhen its type is a leader's.");
}

void EditorScreen::draw_unit_org_choice() {
  const GameState* s = draft_->state();
  const auto side = s->find_side(brush_.side);
  if (!side) return;
  if (const auto o = s->find_org(brush_.org); !o || s->org(*o).side != *side) brush_.org.clear();
  ImGui::SetNextItemWidth(-1);
  org_combo("##unit_org", *s, *side, brush_.org, "no organization", "unit_org");
}

}  // namespace hexfire::game
