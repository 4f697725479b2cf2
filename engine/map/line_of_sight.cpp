// Line of sight: walks the hex line once, judging hexes and crossed hexsides against the
// sight line (conventions in line_of_sight.hpp).
#include "engine/map/line_of_sight.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cstdint>
#include <cstddef>
#include <cstdlib>

namespace hexfire {

LosOptions los_options_from(const Ruleset& rules) { return los_options_from(rules, rules.options); }

LosOptions los_options_from(const Ruleset& rules, const std::map<std::string, std::string>& options) {
  LosOptions o;
  if (auto it = options.find("los_eye_height"); it != options.end()) {
    char* end = nullptr;
    const double v = std::strtod(it->second.c_str(), &end);
    if (end != it->second.c_str() && *end == '\0' && v >= 0.0) o.eye_height = v;
  }
  if (auto it = options.find("los_endpoint_hexsides_block"); it != options.end()) {
    if (it->second == "true") o.endpoint_hexsides_block = true;
    if (it->second == "false") o.endpoint_hexsides_block = false;
  }
  if (auto it = options.find("los_model"); it != options.end()) o.by_category = it->second == "category";
  for (std::size_t i = 0; i < rules.terrain.size() && i < 64; ++i) {
    const auto& a = rules.terrain[i].attributes;
    if (auto it = a.find("los_ground_level_only"); it != a.end() && it->second == "true")
      o.ground_level_only_terrain |= std::uint64_t{1} << i;
  }
  return o;
}

namespace {

// What stopped the line at one place; turned into words only when the caller wants them.
struct Obstacle {
  enum class Kind { Terrain, Ground, Hexside, Crest, CrestHex } kind = Kind::Terrain;
  Hex hex;                         // the hex (Terrain, Ground) or the observer-side hex of the hexside
  HexDirection dir = HexDirection::N;  // hexside direction out of `hex`
  std::uint32_t feature = 0;       // hexside feature (Hexside)
  int level = 0;                   // elevation (Ground, Crest)
};

// Appends the obstacle in words ("woods in hex 0412") to out.
void describe_into(std::string& out, const HexMap& map, const Ruleset& rules, const Obstacle& o) {
  const auto name = [&out](const std::string& n) {
    const std::size_t at = out.size();
    out += n;
    if (at < out.size()) out[at] = static_cast<char>(std::tolower(static_cast<unsigned char>(out[at])));
  };
  switch (o.kind) {
    case Obstacle::Kind::Terrain:
      name(rules.terrain_type(map.terrain(o.hex)).name);
      out += " in hex ";
      out += map.label(o.hex);
      return;
    case Obstacle::Kind::CrestHex:
      out += "the slope in hex ";
      out += map.label(o.hex);
      out += " (a crest hex: traced into, not through)";
      return;
    case Obstacle::Kind::Ground:
      out += "higher ground in hex ";
      out += map.label(o.hex);
      out += " (elevation ";
      out += std::to_string(o.level);
      out += ')';
      return;
    case Obstacle::Kind::Hexside:
    case Obstacle::Kind::Crest:
      if (o.kind == Obstacle::Kind::Hexside)
        name(rules.hexside_features[o.feature].name);
      else
        out += "the crest";
      out += " on hexside ";
      out += map.label(o.hex);
      out += '/';
      out += map.label(neighbor(o.hex, o.dir));
      if (o.kind == Obstacle::Kind::Crest) {
        out += " (elevation ";
        out += std::to_string(o.level);
        out += "; both ends are lower)";
      }
      return;
  }
}

std::string describe(const HexMap& map, const Ruleset& rules, const Obstacle& o) {
  std::string out;
  describe_into(out, map, rules, o);
  return out;
}

// A hex on the line with its map cell looked up once (cell < 0: off the map).
struct Spot {
  Hex hex;
  std::ptrdiff_t cell = -1;
  int level = 0;
  bool on_map() const { return cell >= 0; }
  std::size_t index() const { return static_cast<std::size_t>(cell); }
};

// One pass along the line. kFull also records path, profile and the first obstacle's words,
// and keeps walking after a block so the whole line can be drawn.
template <bool kFull>
class Tracer {
 public:
  Tracer(const HexMap& map, const Ruleset& rules, const LosOptions& opt, Hex from, Hex to, LosResult* out)
      : map_(map), rules_(rules), opt_(opt), from_(from), to_(to), out_(out) {
    n_ = distance(from, to);
    elev_from_ = map.elevation(from);
    elev_to_ = map.elevation(to);
    // Heights are compared scaled by 2n so the half-sample positions of hexsides stay exact.
    base2n_ = (elev_from_ + opt.eye_height) * 2.0 * n_;
    rise_ = static_cast<double>(elev_to_ - elev_from_);
    for (std::size_t i = 0; i < rules.hexside_features.size() && i < 32; ++i) {
      const HexsideFeatureType& f = rules.hexside_features[i];
      if (f.blocks_los) block_mask_ |= std::uint32_t{1} << i;
      if (f.crest) crest_mask_ |= std::uint32_t{1} << i;
    }
    // Obstacle heights per terrain type, so the walk reads no TerrainType; rulesets with more
    // types than the table holds fall back to reading them.
    terrain_count_ = std::min(rules.terrain.size(), terrain_extra_.size());
    for (std::size_t i = 0; i < terrain_count_; ++i)
      terrain_extra_[i] = rules.terrain[i].blocks_los ? rules.terrain[i].los_height : kNoObstacle;
  }

  bool blocked() const { return blocked_; }

  bool feed(const HexLineStep& st, int sample) {
    if constexpr (kFull) out_->path.push_back(st);
    if (st.alternate) {  // judged once the step after it is known
      pair_x_ = spot(st.hex);
      pair_y_ = spot(*st.alternate);
      pair_sample_ = sample;
      has_pair_ = true;
      if constexpr (kFull) out_->profile.push_back(std::max(pair_x_.level, pair_y_.level));
      return true;
    }
    const Spot cur = spot(st.hex);
    if constexpr (kFull) {
      out_->profile.push_back(cur.level);
      if (blocked_) return true;  // the rest is only drawn
    }
    if (first_) {
      first_ = false;
      prev_ = cur;
      prev_sample_ = sample;
      return true;
    }
    if (has_pair_) {
      check_along(sample, cur);
      has_pair_ = false;
    } else {
      Obstacle o;
      if (hexside_blocks(prev_, cur, prev_sample_ + sample, &o)) record(o);
    }
    if (sample < n_) {
      Obstacle o;
      if (hex_blocks(cur, 2 * sample, &o)) record(o);
    }
    prev_ = cur;
    prev_sample_ = sample;
    return kFull || !blocked_;
  }

 private:
  static constexpr int kNoObstacle = -1000000;

  Spot spot(Hex h) const {
    const auto cell = map_.index_of_hex(h);
    if (!cell) return Spot{h, -1, 0};
    return Spot{h, static_cast<std::ptrdiff_t>(*cell), map_.elevation_at(*cell)};
  }

  bool reaches(int top, int sample2) const {
    return static_cast<double>(top) * 2.0 * n_ >= base2n_ + rise_ * sample2;
  }

  int terrain_extra(std::size_t cell) const {
    const TerrainId t = map_.terrain_at(cell);
    if (t.value < terrain_count_) return terrain_extra_[t.value];
    const TerrainType& type = rules_.terrain_type(t);
    return type.blocks_los ? type.los_height : kNoObstacle;
  }

  // A hex on the high side of a crest hexside: the slope itself, in a chart's categories.
  bool crest_hex(const Spot& h) const {
    if (!h.on_map() || crest_mask_ == 0) return false;
    for (HexDirection d : kAllDirections) {
      if ((map_.hexside_mask_at(h.index(), d) & crest_mask_) == 0) continue;
      const auto n = map_.index_of_hex(neighbor(h.hex, d));
      if (n && map_.elevation_at(*n) < h.level) return true;
    }
    return false;
  }

  bool ground_level_only(const Spot& h) const {
    const TerrainId t = map_.terrain_at(h.index());
    return t.value < 64 && (opt_.ground_level_only_terrain >> t.value & 1u) != 0;
  }

  // An end beside hex h is at ground level: not on a crest, not on such terrain, not higher.
  bool end_at_ground_level(Hex end, const Spot& h) const {
    const Spot e = spot(end);
    return e.on_map() && !crest_hex(e) && !ground_level_only(e) && e.level <= h.level;
  }

  bool hex_blocks_by_category(const Spot& h, Obstacle* o) const {
    if (terrain_extra(h.index()) != kNoObstacle &&
        !(ground_level_only(h) && !(end_at_ground_level(from_, h) && end_at_ground_level(to_, h)))) {
      *o = Obstacle{Obstacle::Kind::Terrain, h.hex, HexDirection::N, 0, h.level};
      return true;
    }
    if (crest_hex(h)) {
      *o = Obstacle{Obstacle::Kind::CrestHex, h.hex, HexDirection::N, 0, h.level};
      return true;
    }
    return false;
  }

  bool hex_blocks(const Spot& h, int sample2, Obstacle* o) const {
    if (!h.on_map()) return false;
    if (opt_.by_category) return hex_blocks_by_category(h, o);
    if (reaches(h.level, sample2)) {
      *o = Obstacle{Obstacle::Kind::Ground, h.hex, HexDirection::N, 0, h.level};
      return true;
    }
    const int extra = terrain_extra(h.index());
    if (extra != kNoObstacle && reaches(h.level + extra, sample2)) {
      *o = Obstacle{Obstacle::Kind::Terrain, h.hex, HexDirection::N, 0, h.level};
      return true;
    }
    return false;
  }

  bool hexside_blocks(const Spot& a, const Spot& b, int sample2, Obstacle* o) const {
    const auto d = direction_to(a.hex, b.hex);
    if (!d || (!a.on_map() && !b.on_map())) return false;
    const std::uint32_t mask =
        (a.on_map() ? map_.hexside_mask_at(a.index(), *d) : map_.hexside_mask_at(b.index(), opposite(*d))) &
        (block_mask_ | crest_mask_);
    if (mask == 0) return false;
    const int top_level = std::max(a.on_map() ? a.level : b.level, b.on_map() ? b.level : a.level);
    if (opt_.by_category) {
      // Crests block through their crest hexes; other blocking features wherever crossed
      // between the ends.
      const bool at_end = a.hex == from_ || a.hex == to_ || b.hex == from_ || b.hex == to_;
      const std::uint32_t walls = mask & block_mask_ & ~crest_mask_;
      if (walls == 0 || (at_end && !opt_.endpoint_hexsides_block)) return false;
      *o = Obstacle{Obstacle::Kind::Hexside, a.hex, *d, static_cast<std::uint32_t>(std::countr_zero(walls)), top_level};
      return true;
    }
    if ((mask & crest_mask_) != 0 && elev_from_ < top_level && elev_to_ < top_level) {
      *o = Obstacle{Obstacle::Kind::Crest, a.hex, *d, 0, top_level};
      return true;
    }
    const bool at_endpoint = a.hex == from_ || a.hex == to_ || b.hex == from_ || b.hex == to_;
    if (at_endpoint && !opt_.endpoint_hexsides_block) return false;
    for (std::uint32_t bits = mask & block_mask_; bits != 0; bits &= bits - 1) {
      const auto f = static_cast<std::uint32_t>(std::countr_zero(bits));
      if (reaches(top_level + rules_.hexside_features[f].los_height, sample2)) {
        *o = Obstacle{Obstacle::Kind::Hexside, a.hex, *d, f, top_level};
        return true;
      }
    }
    return false;
  }

  // The way round through x: the hexside into it, the hex, the hexside out of it.
  bool way_blocked(const Spot& x, int next_sample, const Spot& next, Obstacle* o) const {
    return hexside_blocks(prev_, x, prev_sample_ + pair_sample_, o) || hex_blocks(x, 2 * pair_sample_, o) ||
           hexside_blocks(x, next, pair_sample_ + next_sample, o);
  }

  void check_along(int next_sample, const Spot& next) {
    if (blocked_) return;
    const Spot& x = pair_x_;
    const Spot& y = pair_y_;
    Obstacle ox, oy;
    // A way off the map is no way round, so the line stands or falls by the other.
    const bool x_blocked = x.on_map() ? way_blocked(x, next_sample, next, &ox) : y.on_map();
    if (!x_blocked) return;
    const bool y_blocked = y.on_map() ? way_blocked(y, next_sample, next, &oy) : x.on_map();
    if (!y_blocked) return;
    blocked_ = true;
    if constexpr (kFull) {
      out_->clear = false;
      out_->blocking_hex = x.hex;
      std::string text = "blocked along hexside " + map_.label(x.hex) + "/" + map_.label(y.hex) + ": ";
      if (x.on_map() && y.on_map())
        text += describe(map_, rules_, ox) + " and " + describe(map_, rules_, oy);
      else
        text += describe(map_, rules_, x.on_map() ? ox : oy) + " (the other side is off the map)";
      out_->reason = std::move(text);
    }
  }

  void record(const Obstacle& o) {
    if (blocked_) return;
    blocked_ = true;
    if constexpr (kFull) {
      out_->clear = false;
      if (o.kind == Obstacle::Kind::Terrain || o.kind == Obstacle::Kind::Ground || o.kind == Obstacle::Kind::CrestHex) {
        out_->blocking_hex = o.hex;
      } else {
        out_->blocking_hexside_from = o.hex;
        out_->blocking_hexside_dir = o.dir;
      }
      out_->reason.reserve(64);
      out_->reason = "blocked by ";
      describe_into(out_->reason, map_, rules_, o);
    }
  }

  const HexMap& map_;
  const Ruleset& rules_;
  const LosOptions& opt_;
  Hex from_, to_;
  LosResult* out_;
  int n_ = 0;
  int elev_from_ = 0, elev_to_ = 0;
  double base2n_ = 0.0, rise_ = 0.0;
  std::uint32_t block_mask_ = 0, crest_mask_ = 0;
  std::array<int, 32> terrain_extra_{};
  std::size_t terrain_count_ = 0;

  bool first_ = true;
  bool blocked_ = false;
  Spot prev_;
  int prev_sample_ = 0;
  bool has_pair_ = false;
  Spot pair_x_, pair_y_;  // the pending along-hexside step: its hex and its alternate
  int pair_sample_ = 0;
};

}  // namespace

LosResult line_of_sight(const HexMap& map, const Ruleset& rules, Hex from, Hex to, const LosOptions& options) {
  LosResult result;
  if (!map.contains(from) || !map.contains(to)) {
    result.clear = false;
    result.reason = "no line of sight: hex " + (map.contains(from) ? to_string(to) : to_string(from)) +
                    " is off the map";
    return result;
  }
  result.path.reserve(static_cast<std::size_t>(distance(from, to) + 2));
  result.profile.reserve(result.path.capacity());
  Tracer<true> tracer(map, rules, options, from, to, &result);
  walk_hex_line(from, to, [&tracer](const HexLineStep& st, int sample) { return tracer.feed(st, sample); });
  if (result.clear) result.reason = "clear";
  return result;
}

bool has_line_of_sight(const HexMap& map, const Ruleset& rules, Hex from, Hex to, const LosOptions& options) {
  if (!map.contains(from) || !map.contains(to)) return false;
  Tracer<false> tracer(map, rules, options, from, to, nullptr);
  walk_hex_line(from, to, [&tracer](const HexLineStep& st, int sample) { return tracer.feed(st, sample); });
  return !tracer.blocked();
}

}  // namespace hexfire
