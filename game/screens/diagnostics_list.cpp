// The rows of a problem list: a selectable as tall as the wrapped message, with the place and the
// message drawn over it (a plain Selectable neither wraps nor takes two colours).
#include "game/screens/diagnostics_list.hpp"

#include <filesystem>

#include "engine/io/text_escape.hpp"
#include "game/screens/screen_style.hpp"

namespace hexfire::game {

std::string diagnostic_place(const Diagnostic& d) {
  std::string place = std::filesystem::path(d.file).filename().string();
  if (d.line > 0) place += ":" + std::to_string(d.line);
  return place;
}

namespace {

ScreenRect last_item_rect() {
  return ScreenRect{ImGui::GetItemRectMin().x, ImGui::GetItemRectMin().y, ImGui::GetItemRectMax().x,
                    ImGui::GetItemRectMax().y};
}

}  // namespace

DiagnosticsListResult draw_diagnostics_list(const char* id, const Diagnostics& problems, ImVec2 size,
                                            std::map<std::string, ScreenRect>& rects) {
  DiagnosticsListResult out;
  ImGui::TextColored(ImVec4(1, 0.45f, 0.4f, 1), "%zu %s", problems.size(),
                     problems.size() == 1 ? "problem" : "problems (in line order)");
  ImGui::SameLine();
  ImGui::TextColored(kDim, " click a row to copy it");
  ImGui::SameLine(ImGui::GetContentRegionMax().x - 90);
  if (ImGui::SmallButton("Copy all")) {
    ImGui::SetClipboardText(format_diagnostics(problems).c_str());
    out.copied_all = true;
  }
  rects["Copy all"] = last_item_rect();
  ImGui::BeginChild(id, size, true);
  const float place_w = 150;
  for (std::size_t i = 0; i < problems.size(); ++i) {
    const Diagnostic& d = problems[i];
    // Drawn bounded: ImGui draws one text in one run of 16-bit vertex indices, and a message
    // quoting a 200 KB value overflowed it (an assertion, the game gone).
    const std::string message = bound_message(d.message);
    ImGui::PushID(static_cast<int>(i));
    const std::string place = diagnostic_place(d);
    const float text_w = ImGui::GetContentRegionAvail().x - place_w - 8;
    const ImVec2 msg = ImGui::CalcTextSize(message.c_str(), nullptr, false, text_w > 50 ? text_w : 50);
    const ImVec2 a = ImGui::GetCursorScreenPos();
    if (ImGui::Selectable("##problem", false, 0, ImVec2(0, msg.y + 4))) {
      ImGui::SetClipboardText(d.to_string().c_str());
      out.copied = i;
    }
    if (ImGui::IsItemHovered()) ImGui::SetTooltip("%s", d.to_string().c_str());
    rects["error:" + std::to_string(i)] = last_item_rect();
    const ImVec2 after = ImGui::GetCursorScreenPos();
    ImGui::SetCursorScreenPos(ImVec2(a.x + 2, a.y + 2));
    ImGui::TextColored(kAccent, "%s", place.c_str());
    ImGui::SetCursorScreenPos(ImVec2(a.x + place_w, a.y + 2));
    ImGui::PushTextWrapPos(ImGui::GetCursorPosX() + (text_w > 50 ? text_w : 50));
    ImGui::TextUnformatted(message.c_str());
    ImGui::PopTextWrapPos();
    ImGui::SetCursorScreenPos(after);
    ImGui::PopID();
  }
  ImGui::EndChild();
  return out;
}

}  // namespace hexfire::game
