// The name a counter prints: the full name in the condensed face when it fits, else shortened
// the way printed order-of-battle counters shorten it ("101st Pennsylvania" -> "101 PA"),
// always by whole words, never cut off mid-word.
#pragma once

#include <functional>
#include <string>
#include <vector>

namespace hexfire::game {

// The forms a name may print in, longest first; each later form is no longer than the one
// before and keeps the number and the distinctive word.
std::vector<std::string> counter_name_forms(const std::string& name);

struct CounterLabel {
  std::string text;
  int px = 0;  // font pixel height
};

// Width in pixels of `text` at font size `px` (the condensed face).
using TextWidth = std::function<double(const std::string& text, int px)>;

// The first form that fits `max_w` at `max_px` or a little smaller; else the shortest form at
// the largest size down to `min_px` that fits; else the shortest form at `min_px`.
CounterLabel fit_counter_label(const std::string& name, double max_w, int max_px, int min_px, const TextWidth& width);

}  // namespace hexfire::game
