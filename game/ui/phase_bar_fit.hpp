// How the phase bar shows the actions of the phase in at most two rows of buttons, whatever the
// system declares and whatever the window and UI scale: a system may offer many actions (volley's
// thirteen orders), each with a long name. Pure text and widths, so it is tested without a window.
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace hexfire::game {

// From the roomiest to the tightest; the bar takes the first that fits its rows.
enum class BarForm {
  Full,     // every label whole: "Order: form extended line (X)"
  Grouped,  // a prefix shared by several actions said once: "Order:" then "form extended line (X)"
  Terse,    // grouped, and the keys only in the tooltips: "form extended line"
  Menu,     // each group behind one drop-down button: "Order: Hold v"
};

// "Order: Hold (H)" -> "Order"; "" when the label has no "Prefix: " part.
std::string label_group(const std::string& label);
// The label without its group prefix ("Hold (H)"), and with `keys` false without its trailing
// key in brackets ("Hold").
std::string short_label(const std::string& label, bool keys);

// One control of the bar as it would be drawn in a form: the words on it.
struct BarControl {
  enum Kind { Text, Button, Menu } kind = Button;
  std::string words;
  std::size_t action = 0;              // Button: index into the labels given
  std::vector<std::size_t> members;    // Menu: the actions behind it
  std::string group;                   // Text and Menu: the group's prefix
};

// The controls for `labels` (the actions shown now, in order) in `form`; `chosen` names the one
// chosen (its words show on a Menu). `fixed` (undo, tables, end, view) follow unchanged.
std::vector<BarControl> bar_controls(const std::vector<std::string>& labels, std::size_t chosen, BarForm form);

// How many rows the widths take flowed left to right in `line_w` with `spacing` between items.
int rows_for(const std::vector<float>& widths, float line_w, float spacing);

// The roomiest form whose controls (measured by `width`, then `fixed_widths` of each form)
// take at most `max_rows`; Menu when none does.
BarForm choose_bar_form(const std::vector<std::string>& labels, std::size_t chosen,
                        const std::function<float(const BarControl&)>& width,
                        const std::function<std::vector<float>(BarForm)>& fixed_widths, float line_w, float spacing,
                        int max_rows = 2);

}  // namespace hexfire::game
