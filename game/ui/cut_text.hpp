// Text that a panel too narrow for it cuts off is given whole in a tooltip.
#pragma once

namespace hexfire::game {

// Call right after the item that shows `text`: when the window's edge cuts it and the pointer
// is on it, the tooltip shows it whole.
void tooltip_if_cut(const char* text);
// The same for a text field (an InputText) showing `text`.
void tooltip_if_field_cut(const char* text);

}  // namespace hexfire::game
