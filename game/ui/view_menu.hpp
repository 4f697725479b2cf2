// The View menu: shows or hides each closable panel and puts every panel back in its dock.
#pragma once

namespace hexfire::game {

// Draws the popup `id` when it is open (ImGui::OpenPopup(id) opens it).
void draw_view_menu(const char* id);

}  // namespace hexfire::game
