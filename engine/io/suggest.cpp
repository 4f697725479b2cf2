#include "engine/io/suggest.hpp"

#include <algorithm>
#include <cctype>

namespace hexfire {

int name_distance(const std::string& a, const std::string& b, int limit) {
  const auto lower = [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); };
  const std::size_t n = a.size(), m = b.size();
  if (static_cast<int>(n > m ? n - m : m - n) > limit) return limit + 1;
  // Optimal string alignment distance over three rows.
  std::vector<int> before(m + 1), prev(m + 1), cur(m + 1);
  for (std::size_t j = 0; j <= m; ++j) prev[j] = static_cast<int>(j);
  for (std::size_t i = 1; i <= n; ++i) {
    cur[0] = static_cast<int>(i);
    int row_best = cur[0];
    for (std::size_t j = 1; j <= m; ++j) {
      const int cost = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost});
      if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) && lower(a[i - 2]) == lower(b[j - 1]))
        cur[j] = std::min(cur[j], before[j - 2] + 1);
      row_best = std::min(row_best, cur[j]);
    }
    if (row_best > limit) return limit + 1;
    std::swap(before, prev);
    std::swap(prev, cur);
  }
  return std::min(prev[m], limit + 1);
}

std::optional<std::string> nearest_name(const std::string& word, const std::vector<std::string>& known) {
  const int limit = std::max(1, static_cast<int>(word.size()) / 3);
  const std::string* best = nullptr;
  int best_distance = limit + 1;
  for (const std::string& k : known) {
    const int d = name_distance(word, k, limit);
    if (d < best_distance) best_distance = d, best = &k;
  }
  if (!best) return std::nullopt;
  return *best;
}

std::string suggestion(const std::string& word, const std::vector<std::string>& known, std::size_t list_at_most) {
  if (const auto best = nearest_name(word, known)) return "; did you mean '" + *best + "'?";
  if (known.empty() || known.size() > list_at_most) return "";
  std::string out = "; one of: ";
  for (std::size_t i = 0; i < known.size(); ++i) out += (i ? ", " : "") + known[i];
  return out;
}

}  // namespace hexfire
