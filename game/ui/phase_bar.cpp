// The phase bar across the top of the play screen (ImGui).
#include "game/ui/phase_bar.hpp"

#include <imgui.h>

#include <algorithm>
#include <string>
#include <utility>

#include "engine/io/text_escape.hpp"
#include "game/ui/panel_board.hpp"
#include "game/ui/phase_bar_fit.hpp"
#include "game/ui/view_menu.hpp"
#include "game/ui/whole_pixel_size.hpp"

namespace hexfire::game {

namespace {

ControlRect last_item_rect() {
  const ImVec2 lo = ImGui::GetItemRectMin(), hi = ImGui::GetItemRectMax();
  return {lo.x, lo.y, hi.x, hi.y};
}

// The bar's own buttons after the actions: whole in the roomy forms, the keys in tooltips else.
struct FixedButton {
  PhaseBarAction act;
  std::string words;
  std::string key;
};

std::vector<FixedButton> fixed_buttons(const PhaseBarData& d) {
  std::vector<FixedButton> out{{PhaseBarAction::Undo, "Undo", "Ctrl+Z"}, {PhaseBarAction::Tables, "Tables", "T"}};
  if (d.computer.empty() && !d.answering) out.push_back({PhaseBarAction::EndActivation, d.end_label, "Space"});
  out.push_back({PhaseBarAction::None, "View", "F2"});
  return out;
}

std::string fixed_words(const FixedButton& b, BarForm form) {
  return form == BarForm::Full || form == BarForm::Grouped ? b.words + " (" + b.key + ")" : b.words;
}

}  // namespace

PhaseBarInput draw_phase_bar(const PhaseBarData& d, const std::vector<ActionButton>& actions, const std::string& message,
                             float window_w) {
  PhaseBarInput in;
  PhaseBarAction& act = in.act;
  // Top centre between the side columns, or across the whole top when they leave it too little.
  const DockBox box = current_dock(window_w, ImGui::GetIO().DisplaySize.y).phase;
  const float max_w = std::min(box.width(), 760 * ImGui::GetIO().FontGlobalScale);
  ImGui::SetNextWindowPos(ImVec2((box.x0 + box.x1) * 0.5f, box.y0), ImGuiCond_Always, ImVec2(0.5f, 0));
  size_limits_in_whole_pixels(ImVec2(max_w, 0), ImVec2(max_w, 400 * ImGui::GetIO().FontGlobalScale));
  ImGui::Begin("##phase", nullptr,
               ImGuiWindowFlags_NoTitleBar | ImGuiWindowFlags_NoResize | ImGuiWindowFlags_NoMove |
                   ImGuiWindowFlags_AlwaysAutoResize | ImGuiWindowFlags_NoSavedSettings | ImGuiWindowFlags_NoFocusOnAppearing);
  // Everything flows onto as many lines as the bar's width needs: a system may declare any number
  // of actions, names may be long, and the bar must not grow under the panels beside it.
  const ImGuiStyle& style = ImGui::GetStyle();
  const float line_w = max_w - 2 * style.WindowPadding.x;
  float used = 0;
  auto flow = [&](float w) {
    if (used > 0 && used + style.ItemSpacing.x + w <= line_w) {
      ImGui::SameLine();
      used += style.ItemSpacing.x + w;
    } else {
      used = w;
    }
  };
  auto text = [&](const ImVec4& colour, const std::string& t) {
    flow(std::min(ImGui::CalcTextSize(t.c_str()).x, line_w));
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(colour, "%s", t.c_str());
    ImGui::PopTextWrapPos();
  };
  const ImVec4 plain = style.Colors[ImGuiCol_Text];
  text(plain, "Turn " + std::to_string(d.turn) + "/" + std::to_string(d.turns));
  text(ImVec4(1.0f, 0.85f, 0.4f, 1), d.phase);
  if (!d.phase_doc.empty() && ImGui::IsItemHovered()) ImGui::SetTooltip("%s", d.phase_doc.c_str());
  if (!d.activation.empty()) text(plain, "| " + d.activation);
  if (!d.in_control.empty()) text(plain, "| to act: " + d.in_control);
  used = 0;
  ImGui::PushTextWrapPos(0.0f);  // long obligations wrap within the bar
  for (const auto& o : d.obligations) ImGui::TextColored(ImVec4(1.0f, 0.55f, 0.45f, 1), "! %s", o.c_str());
  if (d.game_over) ImGui::TextColored(ImVec4(0.6f, 1, 0.6f, 1), "Game over: %s", d.result.c_str());
  ImGui::PopTextWrapPos();

  // Only the actions of this phase: a system with many (volley's orders, its fire and moves in
  // other phases) would fill the bar with buttons that do nothing now. The chosen one stays.
  std::vector<const ActionButton*> shown;
  std::vector<std::string> labels;
  std::size_t chosen = static_cast<std::size_t>(-1);
  if (!d.computer.empty()) {
    // The computer's side acts: its actions are not the player's, so the bar shows it thinking
    // where they would be (on the bar, not over the map's top edge).
    const std::string words = d.computer + " (computer) is thinking...";
    ImGui::TextColored(ImVec4(0.75f, 0.8f, 0.9f, 1), "%s", words.c_str());
    ImGui::SameLine();
    ImGui::ProgressBar(d.computer_progress, ImVec2(std::max(line_w - ImGui::GetCursorPosX() + style.WindowPadding.x, 40.0f),
                                                   ImGui::GetTextLineHeight()), "");
    in.controls.push_back({"thinking", last_item_rect()});
  }
  if (d.computer.empty() && d.answering) {
    // The obligation above says whose decision it is; this says where it is taken.
    text(ImVec4(0.75f, 0.8f, 0.9f, 1), "Answer in the Decision panel, or press its number key.");
    in.controls.push_back({"answer_first", last_item_rect()});
  }
  for (const ActionButton& b : actions) {
    if (!d.computer.empty() || d.answering) break;
    if (!b.offered && !b.chosen) continue;
    if (b.chosen) chosen = shown.size();
    shown.push_back(&b);
    labels.push_back(b.label);
  }
  // The roomiest form that keeps the buttons to two rows (issue 13: thirteen orders at 1.5 filled
  // the top of a 1024x640 window).
  const std::vector<FixedButton> fixed = fixed_buttons(d);
  auto button_w = [&](const std::string& words) { return ImGui::CalcTextSize(words.c_str()).x + 2 * style.FramePadding.x; };
  auto control_w = [&](const BarControl& c) {
    if (c.kind == BarControl::Text) return ImGui::CalcTextSize(c.words.c_str()).x;
    if (c.kind == BarControl::Menu) return button_w(c.words) + ImGui::GetFrameHeight();
    return button_w(c.words);
  };
  const BarForm form = choose_bar_form(
      labels, chosen, control_w,
      [&](BarForm f) {
        std::vector<float> w;
        for (const FixedButton& b : fixed) w.push_back(button_w(fixed_words(b, f)));
        return w;
      },
      line_w, style.ItemSpacing.x);
  in.form = form;
  auto tip = [&](const ActionButton& b) {
    if (!ImGui::IsItemHovered()) return;
    if (b.help.empty()) ImGui::SetTooltip("%s", b.label.c_str());
    else ImGui::SetTooltip("%s\n%s", b.label.c_str(), b.help.c_str());
  };
  for (const BarControl& c : bar_controls(labels, chosen, form)) {
    if (c.kind == BarControl::Text) {
      text(ImVec4(0.75f, 0.8f, 0.9f, 1), c.words);
      continue;
    }
    if (c.kind == BarControl::Menu) {
      // One drop-down for the group: its members by their whole names, the chosen one ticked.
      flow(control_w(c));
      const bool picked = std::find(c.members.begin(), c.members.end(), chosen) != c.members.end();
      if (picked) ImGui::PushStyleColor(ImGuiCol_FrameBg, ImVec4(0.25f, 0.45f, 0.7f, 1));
      ImGui::SetNextItemWidth(control_w(c));
      const bool open = ImGui::BeginCombo(("##group_" + c.group).c_str(), c.words.c_str());
      if (picked) ImGui::PopStyleColor();
      in.controls.push_back({"group:" + c.group, last_item_rect()});
      if (!open && ImGui::IsItemHovered()) ImGui::SetTooltip("%s: %zu choices", c.group.c_str(), c.members.size());
      if (open) {
        for (const std::size_t k : c.members) {
          const ActionButton& b = *shown[k];
          if (ImGui::Selectable(short_label(b.label, true).c_str(), k == chosen)) {
            act = PhaseBarAction::ChooseAction;
            in.action = b.id;
          }
          tip(b);
        }
        ImGui::EndCombo();
      }
      continue;
    }
    const ActionButton& b = *shown[c.action];
    flow(control_w(c));
    if (b.chosen) ImGui::PushStyleColor(ImGuiCol_Button, ImVec4(0.25f, 0.45f, 0.7f, 1));
    if (!b.offered) ImGui::PushStyleVar(ImGuiStyleVar_Alpha, style.Alpha * 0.5f);
    if (ImGui::SmallButton((c.words + "##" + b.id).c_str())) {
      act = PhaseBarAction::ChooseAction;
      in.action = b.id;
    }
    in.controls.push_back({b.id, last_item_rect()});
    if (c.words != b.label) tip(b);
    if (!b.offered) ImGui::PopStyleVar();
    if (b.chosen) ImGui::PopStyleColor();
  }
  bool view = false;
  for (const FixedButton& b : fixed) {
    const std::string words = fixed_words(b, form);
    flow(button_w(words));
    const bool hit = ImGui::SmallButton(words.c_str());
    if (words == b.words && ImGui::IsItemHovered()) ImGui::SetTooltip("%s (%s)", b.words.c_str(), b.key.c_str());
    if (b.act == PhaseBarAction::None) {
      view = hit;
      in.controls.push_back({"view", last_item_rect()});
    } else {
      if (hit) act = b.act;
      in.controls.push_back({b.act == PhaseBarAction::Undo ? "undo" : b.act == PhaseBarAction::Tables ? "tables" : "end",
                             last_item_rect()});
    }
  }
  if (view || std::exchange(panel_board().view_menu_asked, false)) ImGui::OpenPopup("view_menu");
  draw_view_menu("view_menu");
  if (!message.empty()) {
    ImGui::PushTextWrapPos(0);
    ImGui::TextColored(ImVec4(1, 0.75f, 0.5f, 1), "%s", bound_message(message).c_str());
    ImGui::PopTextWrapPos();
  }
  ImGui::End();
  return in;
}

}  // namespace hexfire::game
