// Counter name shortening: abbreviations printed order-of-battle counters use, applied word by word.
#include "game/render/counter_label.hpp"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <sstream>
#include <utility>

namespace hexfire::game {

namespace {

using Words = std::vector<std::string>;

struct Abbreviation {
  Words phrase;
  std::string shortened;
};

// Longer phrases first, so "West Virginia" is not read as "West VA".
const std::vector<Abbreviation>& abbreviations() {
  static const std::vector<Abbreviation> table = {
      {{"brig.", "gen."}, "BG"}, {{"maj.", "gen."}, "MG"}, {{"lt.", "gen."}, "LG"}, {{"lt.", "col."}, "LtCol"},
      {{"new", "york"}, "NY"}, {{"new", "jersey"}, "NJ"}, {{"new", "hampshire"}, "NH"},
      {{"north", "carolina"}, "NC"}, {{"south", "carolina"}, "SC"}, {{"west", "virginia"}, "WV"},
      {{"rhode", "island"}, "RI"}, {{"pennsylvania"}, "PA"}, {{"virginia"}, "VA"}, {{"massachusetts"}, "MA"},
      {{"connecticut"}, "CT"}, {{"alabama"}, "AL"}, {{"georgia"}, "GA"}, {{"mississippi"}, "MS"},
      {{"louisiana"}, "LA"}, {{"florida"}, "FL"}, {{"maine"}, "ME"}, {{"vermont"}, "VT"}, {{"ohio"}, "OH"},
      {{"indiana"}, "IN"}, {{"illinois"}, "IL"}, {{"michigan"}, "MI"}, {{"wisconsin"}, "WI"},
      {{"minnesota"}, "MN"}, {{"tennessee"}, "TN"}, {{"texas"}, "TX"}, {{"arkansas"}, "AR"},
      {{"kentucky"}, "KY"}, {{"maryland"}, "MD"}, {{"delaware"}, "DE"}, {{"missouri"}, "MO"},
      {{"iowa"}, "IA"}, {{"u.s."}, "US"}, {{"heavy", "artillery"}, "HA"}, {{"battery"}, "Bty"}, {{"artillery"}, "Arty"},
      {{"cavalry"}, "Cav"}, {{"infantry"}, "Inf"}, {{"heavy"}, "Hvy"}, {{"light"}, "Lt"},
      {{"battalion"}, "Bn"}, {{"sharpshooters"}, "SS"}, {{"regiment"}, "Regt"}, {{"brigade"}, "Bde"},
      {{"division"}, "Div"}, {{"company"}, "Co"}, {{"squadron"}, "Sqn"}, {{"volunteers"}, "Vols"},
  };
  return table;
}

// Words the NATO symbol or the leader's counter already says.
bool said_by_symbol(const std::string& w) {
  static const Words kinds = {"Bty", "Arty", "Cav", "Inf", "Hvy", "Lt", "BG", "MG", "LG", "LtCol", "Col.", "Gen."};
  return std::find(kinds.begin(), kinds.end(), w) != kinds.end();
}

std::string lower(std::string s) {
  for (char& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

Words split(const std::string& s) {
  Words out;
  std::istringstream in(s);
  for (std::string w; in >> w;) out.push_back(w);
  return out;
}

std::string join(const Words& w) {
  std::string out;
  for (const std::string& x : w) out += (out.empty() ? "" : " ") + x;
  return out;
}

// A word without the comma that may follow it, and that comma.
std::pair<std::string, std::string> bare(const std::string& w) {
  if (!w.empty() && w.back() == ',') return {w.substr(0, w.size() - 1), ","};
  return {w, ""};
}

Words abbreviate(const Words& in) {
  Words out;
  for (std::size_t i = 0; i < in.size();) {
    bool done = false;
    for (const Abbreviation& a : abbreviations()) {
      if (i + a.phrase.size() > in.size()) continue;
      bool match = true;
      for (std::size_t k = 0; k < a.phrase.size() && match; ++k)
        match = lower(bare(in[i + k]).first) == a.phrase[k];
      if (!match) continue;
      out.push_back(a.shortened + bare(in[i + a.phrase.size() - 1]).second);
      i += a.phrase.size();
      done = true;
      break;
    }
    if (!done) out.push_back(in[i++]);
  }
  return out;
}

// "101st" -> "101": the number is what the eye looks for.
Words drop_ordinals(Words w) {
  for (std::string& x : w) {
    auto [word, comma] = bare(x);
    const std::size_t digits = static_cast<std::size_t>(
        std::find_if(word.begin(), word.end(), [](char c) { return !std::isdigit(static_cast<unsigned char>(c)); }) -
        word.begin());
    const std::string tail = lower(word.substr(digits));
    const bool ordinal = tail == "st" || tail == "nd" || tail == "rd" || tail == "th";
    if (digits > 0 && ordinal) x = word.substr(0, digits) + comma;
  }
  return w;
}

// "Bty A, 1 NY" -> "A/1 NY", the usual way of writing a battery of a numbered regiment.
Words battery_of_regiment(const Words& w) {
  if (w.size() < 3 || w[0] != "Bty" || w[1].size() != 2 || w[1].back() != ',') return w;
  Words out{w[1].substr(0, 1) + "/" + w[2]};
  out.insert(out.end(), w.begin() + 3, w.end());
  return out;
}

Words drop_symbol_words(const Words& w) {
  Words out;
  for (const std::string& x : w)
    if (!said_by_symbol(bare(x).first)) out.push_back(x);
  return out.empty() ? w : out;
}

// Initials ("G.B.") go before the surname does.
Words drop_initials(const Words& w) {
  Words out;
  for (std::size_t i = 0; i < w.size(); ++i)
    if (i + 1 == w.size() || w[i].empty() || w[i].back() != '.') out.push_back(w[i]);
  return out;
}

}  // namespace

std::vector<std::string> counter_name_forms(const std::string& name) {
  std::vector<std::string> forms;
  auto add = [&](const Words& w) {
    const std::string s = join(w);
    if (!s.empty() && (forms.empty() || (s != forms.back() && s.size() <= forms.back().size()))) forms.push_back(s);
  };
  Words w = split(name);
  add(w);
  w = abbreviate(w);
  add(w);
  w = drop_ordinals(w);
  add(w);
  w = battery_of_regiment(w);
  add(w);
  w = drop_symbol_words(w);
  add(w);
  w = drop_initials(w);
  add(w);
  return forms;
}

CounterLabel fit_counter_label(const std::string& name, double max_w, int max_px, int min_px, const TextWidth& width) {
  const std::vector<std::string> forms = counter_name_forms(name);
  if (forms.empty()) return {};
  // Names on one counter sheet print at one size: a form may shrink a little to fit (a longer
  // name beats a shorter one), but a much smaller full name would look like a misprint next to
  // its neighbours, so a shorter form at the sheet's size wins then.
  const int near_px = std::max(min_px, static_cast<int>(std::lround(max_px * 0.85)));
  for (const std::string& f : forms)
    for (int px = max_px; px >= near_px; --px)
      if (width(f, px) <= max_w) return {f, px};
  for (int px = near_px - 1; px >= min_px; --px)
    if (width(forms.back(), px) <= max_w) return {forms.back(), px};
  return {forms.back(), min_px};
}

}  // namespace hexfire::game
