// Scenario XML (format 2), the <map> element: size and layout, terrain rows with a legend, elevation
// rows, per-hex overrides, hexsides (single and runs), roads as hex paths, and markers; or, with
// tmx="...", the size, layout, terrain, elevation, hexsides and roads of a Tiled map (docs/tiled.md).
#include <optional>
#include <set>
#include <string_view>
#include <vector>

#include "engine/io/limit_check.hpp"
#include "engine/io/limits.hpp"
#include "engine/io/scenario_build.hpp"
#include "engine/io/suggest.hpp"
#include "engine/io/text_escape.hpp"
#include "engine/io/tiled/tiled_map.hpp"
#include "engine/io/tiled/tmx_paths.hpp"

namespace hexfire::scenario_io {

namespace {

class MapReader {
 public:
  explicit MapReader(Build& b) : b_(b), rules_(*b.rules), markers_(b.sink, limits::kMaxMarkers, "markers") {}

  void read(const XmlElement* map) {
    if (!map || !read_header(*map)) {
      b_.state.emplace(b_.rules, HexMap(1, 1));
      return;
    }
    b_.state.emplace(b_.rules, HexMap(width_, height_, layout_, labels_));
    b_.map_ok = true;
    for (const Hex h : b_.map().all_hexes()) b_.map().set_terrain(h, default_terrain_);
    if (tiled_) apply_tiled(*tiled_);

    std::vector<const XmlElement*> terrain, elevation, overrides, sides, runs, roads, markers;
    for_each_child(b_.sink, *map, [&](const XmlElement& e) {
      const std::string n = e.name;
      if (tmx_ && (n == "legend" || n == "terrain" || n == "elevation")) {
        b_.sink.error(e.line, "<" + n + "> cannot be used with tmx=: the terrain and elevation come from the Tiled map");
        return true;
      }
      if (n == "legend") read_legend(e);
      else if (n == "terrain") terrain.push_back(&e);
      else if (n == "elevation") elevation.push_back(&e);
      else if (n == "hex") overrides.push_back(&e);
      else if (n == "hexside") sides.push_back(&e);
      else if (n == "hexside-run") runs.push_back(&e);
      else if (n == "road") roads.push_back(&e);
      else if (n == "marker") markers.push_back(&e);
      else return false;
      return true;
    }, {"legend", "terrain", "elevation", "hex", "hexside", "hexside-run", "road", "marker"});
    single_child(b_.sink, *map, "terrain");
    single_child(b_.sink, *map, "elevation");
    if (!terrain.empty()) read_terrain_rows(*terrain.front());
    if (!elevation.empty()) read_elevation_rows(*elevation.front());
    for (const auto* e : overrides) read_hex(*e);
    for (const auto* e : sides) read_hexside(*e);
    for (const auto* e : runs) read_hexside_run(*e);
    for (const auto* e : roads) read_road(*e);
    for (const auto* e : markers) read_marker(*e);
  }

 private:
  bool read_header(const XmlElement& map) {
    ElementReader r(b_.sink, map);
    std::optional<int> w, h;
    bool ok = true;
    if (const auto tmx = r.str("tmx")) {
      tmx_ = true;
      for (const char* a : {"width", "height", "layout"})
        if (r.has(a)) r.error(std::string(a) + "= comes from the Tiled map named by tmx=; leave it out");
      if (read_tiled(r, *tmx)) w = tiled_->width, h = tiled_->height, layout_ = tiled_->layout;
      ok = ok && w && h;
    } else {
      w = r.integer("width", 1, limits::kMaxMapSide, Need::Required);
      h = r.integer("height", 1, limits::kMaxMapSide, Need::Required);
      ok = w && h;
    }
    if (const auto l = tmx_ ? std::nullopt : r.str("layout")) {
      const auto parsed = parse_layout(*l);
      if (!parsed) {
        r.error("layout=\"" + *l + "\" is not one of flat-odd-q, flat-even-q, pointy-odd-r, pointy-even-r");
        ok = false;
      } else {
        layout_ = *parsed;
      }
    }
    const auto first = r.integer("label-first", 0, 9);
    const auto digits = r.integer("label-digits", 1, 4);
    if ((r.has("label-first") && !first) || (r.has("label-digits") && !digits)) ok = false;
    labels_.first_index = first.value_or(1);
    labels_.digits = digits.value_or(2);
    const auto dt = r.str("default-terrain", Need::Required);
    if (dt) {
      if (const auto t = rules_.find_terrain(*dt)) default_terrain_ = *t;
      else r.error("default-terrain=\"" + *dt + "\": " + no_terrain(*dt)), ok = false;
    } else {
      ok = false;
    }
    if (!ok) return false;
    width_ = *w;
    height_ = *h;
    if (static_cast<long long>(width_) * height_ > limits::kMaxHexes) {
      r.error("a " + std::to_string(width_) + "x" + std::to_string(height_) + " map has more than " +
              std::to_string(limits::kMaxHexes) + " hexes (the limit is " + std::to_string(limits::kMaxHexes) + ")");
      return false;
    }
    int limit = 1;
    for (int i = 0; i < labels_.digits; ++i) limit *= 10;
    if (width_ - 1 + labels_.first_index >= limit || height_ - 1 + labels_.first_index >= limit) {
      r.error(std::to_string(labels_.digits) + "-digit labels cannot number a " + std::to_string(width_) +
              "x" + std::to_string(height_) + " map (raise label-digits)");
      return false;
    }
    return true;
  }

  // The Tiled map, read against the ruleset; its own errors are listed after the scenario's.
  bool read_tiled(ElementReader& r, const std::string& tmx) {
    TiledMapLoad load = load_tiled_map(tiled::folder_of(b_.info.source_path), tmx, rules_);
    if (!load.unreadable.empty()) return r.error("tmx=\"" + tmx + "\": " + load.unreadable), false;
    if (!load.map) {
      r.error("tmx=\"" + tmx + "\": the Tiled map has " + std::to_string(load.errors.size()) +
              (load.errors.size() == 1 ? " error" : " errors") + " (listed after this file's)");
      b_.other_files.insert(b_.other_files.end(), load.errors.begin(), load.errors.end());
      return false;
    }
    tiled_ = std::move(load.map);
    return true;
  }

  void apply_tiled(const TiledMap& t) {
    HexMap& m = b_.map();
    for (int row = 0; row < t.height; ++row)
      for (int col = 0; col < t.width; ++col) {
        const std::size_t i = static_cast<std::size_t>(row) * static_cast<std::size_t>(t.width) + static_cast<std::size_t>(col);
        const Hex h = m.hex_at({col, row});
        if (t.terrain[i]) m.set_terrain(h, *t.terrain[i]);
        if (t.elevation[i]) m.set_elevation(h, *t.elevation[i]);
      }
    for (const TiledHexside& s : t.hexsides) {
      const Hex h = m.hex_at(s.at);
      m.add_hexside_feature(h, s.dir, s.feature);
      // The hex in front of a wall's protected side is exposed on it (as behind= in <hexside>).
      if (s.exposed == TiledExposed::Across && m.contains(neighbor(h, s.dir)))
        m.set_hexside_exposed(neighbor(h, s.dir), opposite(s.dir), true);
      if (s.exposed == TiledExposed::At) m.set_hexside_exposed(h, s.dir, true);
    }
    for (const TiledRoad& r : t.roads) m.add_road(m.hex_at(r.from), m.hex_at(r.to), r.type);
  }

  std::string no_terrain(const std::string& id) const {
    return quote_input(id) + " is not a terrain type of the " + rules_.system + " ruleset" +
           suggestion(id, ids_of(rules_.terrain));
  }

  void read_legend(const XmlElement& e) {
    ElementReader r(b_.sink, e);
    const auto c = r.str("char", Need::Required);
    const auto t = r.str("terrain", Need::Required);
    if (!c || !t) return;
    r.set_subject("legend " + quote_input(*c));
    if (c->size() != 1 || *c == " " || *c == "\t") return r.error("char must be one character, not a space");
    const auto id = rules_.find_terrain(*t);
    if (!id) {
      broken_legend_.insert((*c)[0]);  // reported here once, not again at every hex of the rows
      return r.error(no_terrain(*t));
    }
    if (!legend_.emplace((*c)[0], *id).second) r.error("the character is in the legend twice");
  }

  std::string hex_label_at(int col, int row) const { return hex_label({col, row}, labels_); }

  // Checks the shape of a row block (`rs`: text_rows or text_word_rows of `e`); calls
  // cell(col, row, cell, line) for each cell.
  template <typename Rows, typename Cell>
  void rows(const XmlElement& e, const Rows& rs, const char* what, Cell cell) {
    ElementReader r(b_.sink, e);
    expect_text_only(b_.sink, e);
    if (rs.size() != static_cast<std::size_t>(height_))
      r.error("has " + std::to_string(rs.size()) + " rows; the map has " + std::to_string(height_));
    for (std::size_t i = 0; i < rs.size() && i < static_cast<std::size_t>(height_); ++i) {
      const int row = static_cast<int>(i);
      if (rs[i].cells.size() != static_cast<std::size_t>(width_)) {
        b_.sink.error(rs[i].line, std::string(what) + " row " + std::to_string(row + labels_.first_index) + " has " +
                                      std::to_string(rs[i].cells.size()) + " hexes; the map is " +
                                      std::to_string(width_) + " wide");
        continue;
      }
      for (int col = 0; col < width_; ++col) cell(col, row, rs[i].cells[static_cast<std::size_t>(col)], rs[i].line);
    }
  }

  void read_terrain_rows(const XmlElement& e) {
    std::set<std::pair<int, char>> reported;
    rows(e, text_rows(e), "terrain", [&](int col, int row, char c, int line) {
      const auto it = legend_.find(c);
      if (it != legend_.end()) return b_.map().set_terrain(b_.map().hex_at({col, row}), it->second);
      if (broken_legend_.count(c)) return;  // its <legend> line has the error
      if (reported.insert({row, c}).second)
        b_.sink.error(line, "terrain row " + std::to_string(row + labels_.first_index) + ", hex " +
                                hex_label_at(col, row) + ": '" + std::string(1, c) + "' is not in the <legend>");
    });
  }

  // Format 2: whole numbers separated by spaces, the range of <hex elevation="..."> (a format-1
  // block of one digit a hex was upgraded to this before reading, format_upgrade.hpp).
  void read_elevation_rows(const XmlElement& e) {
    std::set<int> reported;
    rows(e, text_word_rows(e), "elevation", [&](int col, int row, std::string_view word, int line) {
      if (const auto v = elevation_word(word)) return b_.map().set_elevation(b_.map().hex_at({col, row}), *v);
      if (reported.insert(row).second)
        b_.sink.error(line, "elevation row " + std::to_string(row + labels_.first_index) + ", hex " +
                                hex_label_at(col, row) + ": '" + std::string(word.substr(0, 12)) +
                                (word.size() > 12 ? "..." : "") + "' is not a height from -9 to 99");
    });
  }

  static std::optional<int> elevation_word(std::string_view w) {
    const bool minus = !w.empty() && w.front() == '-';
    const std::string_view digits = minus ? w.substr(1) : w;
    if (digits.empty() || digits.size() > 2) return std::nullopt;
    int v = 0;
    for (const char c : digits) {
      if (c < '0' || c > '9') return std::nullopt;
      v = v * 10 + (c - '0');
    }
    if (minus) v = -v;
    if (v < -9) return std::nullopt;
    return v;
  }

  // Resolves attribute `attr` as a hex; sets the subject to "<what> at <label>".
  std::optional<Hex> hex_attr(ElementReader& r, const std::string& what, const char* attr = "at") {
    const auto at = r.str(attr, Need::Required);
    if (!at) return std::nullopt;
    r.set_subject(what + " at " + cut_input(*at));
    std::string why;
    const auto h = b_.find_hex(*at, why);
    if (!h) r.error(why);
    return h;
  }

  void read_hex(const XmlElement& e) {
    ElementReader r(b_.sink, e);
    const auto terrain = r.str("terrain");
    const auto elevation = r.integer("elevation", -9, 99);
    const auto h = hex_attr(r, "hex");
    if (!r.has("terrain") && !r.has("elevation")) r.error("sets neither terrain nor elevation");
    if (!h) return;
    if (terrain) {
      if (const auto t = rules_.find_terrain(*terrain)) b_.map().set_terrain(*h, *t);
      else r.error(no_terrain(*terrain));
    }
    if (elevation) b_.map().set_elevation(*h, *elevation);
  }

  // Which side of a hexside feature is its protected side (behind="at|across|both").
  enum class Behind { Both, At, Across };

  std::optional<Behind> behind_attr(ElementReader& r, std::optional<HexsideFeatureId> feature) {
    const auto v = r.str("behind");
    if (!v || *v == "both") return Behind::Both;
    if (feature && !rules_.hexside_feature(*feature).protected_side) {
      r.error("behind=\"" + *v + "\": a " + rules_.hexside_feature(*feature).name +
              " has no protected side (only features with protected-side=\"true\" in the ruleset)");
      return std::nullopt;
    }
    if (*v == "at") return Behind::At;
    if (*v == "across") return Behind::Across;
    r.error("behind=\"" + *v + "\" must be at (the hex named is behind the feature), across (its neighbour is) or both");
    return std::nullopt;
  }

  void add_hexside(ElementReader& r, const std::string& label, const std::string& dir_text, HexsideFeatureId f,
                   const std::string& feature, Behind behind) {
    const std::string where = "hexside " + label + " " + dir_text + ": ";
    std::string why;
    const auto h = b_.find_hex(label, why);
    if (!h) return b_.sink.error(r.line(), where + why);
    const auto d = parse_direction(dir_text);
    if (!d) return b_.sink.error(r.line(), where + "'" + dir_text + "' is not a direction (N, NE, SE, S, SW, NW)");
    if (b_.map().has_hexside_feature(*h, *d, f)) return b_.sink.error(r.line(), where + "already has " + feature);
    b_.map().add_hexside_feature(*h, *d, f);
    // The hex in front of the protected side is exposed on this hexside (a neighbour off the
    // map needs no mark).
    const Hex across = neighbor(*h, *d);
    if (behind == Behind::At && b_.map().contains(across)) b_.map().set_hexside_exposed(across, opposite(*d), true);
    if (behind == Behind::Across) b_.map().set_hexside_exposed(*h, *d, true);
  }

  std::optional<HexsideFeatureId> feature_attr(ElementReader& r) {
    const auto f = r.str("feature", Need::Required);
    if (!f) return std::nullopt;
    const auto id = rules_.find_hexside_feature(*f);
    if (!id)
      r.error("'" + *f + "' is not a hexside feature of the " + rules_.system + " ruleset" +
              suggestion(*f, ids_of(rules_.hexside_features)));
    return id;
  }

  void read_hexside(const XmlElement& e) {
    ElementReader r(b_.sink, e);
    const auto at = r.str("at", Need::Required);
    const auto dir = r.str("dir", Need::Required);
    if (at && dir) r.set_subject("hexside " + cut_input(*at) + " " + cut_input(*dir));
    const auto f = feature_attr(r);
    const auto behind = behind_attr(r, f);
    if (at && dir && f && behind) add_hexside(r, *at, *dir, *f, rules_.hexside_feature(*f).id, *behind);
  }

  // sides="0405:N,NE 0506:NW": a hex label, a colon, and one or more directions.
  void read_hexside_run(const XmlElement& e) {
    ElementReader r(b_.sink, e);
    const auto list = r.str("sides", Need::Required);
    const auto f = feature_attr(r);
    const auto behind = behind_attr(r, f);
    if (!list || !f || !behind) return;
    const auto words = split_words(*list);
    if (words.empty()) r.error("sides is empty");
    for (const auto& w : words) {
      const auto colon = w.find(':');
      if (colon == std::string::npos || colon + 1 >= w.size()) {
        r.error("'" + w + "' is not of the form HEX:DIR[,DIR...] (e.g. 0405:N,NE)");
        continue;
      }
      const std::string label = w.substr(0, colon);
      std::string dirs = w.substr(colon + 1);
      std::size_t start = 0;
      while (start <= dirs.size()) {
        const auto comma = dirs.find(',', start);
        const std::string d = dirs.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        add_hexside(r, label, d, *f, rules_.hexside_feature(*f).id, *behind);
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
    }
  }

  void read_road(const XmlElement& e) {
    ElementReader r(b_.sink, e);
    const auto type = r.str("type", Need::Required);
    const auto path = r.str("path", Need::Required);
    if (!type || !path) return;
    const auto id = rules_.find_road_type(*type);
    if (!id)
      return r.error(quote_input(*type) + " is not a road type of the " + rules_.system + " ruleset" +
                     suggestion(*type, ids_of(rules_.road_types)));
    r.set_subject(*type + " path");
    const auto words = split_words(*path);
    if (words.size() < 2) return r.error("needs at least two hexes");
    std::optional<Hex> prev;
    std::string prev_label;
    for (const auto& w : words) {
      std::string why;
      const auto h = b_.find_hex(w, why);
      if (!h) {
        r.error(w + ": " + why);
        prev.reset();
        continue;
      }
      if (prev) {
        if (!direction_to(*prev, *h)) r.error(prev_label + " to " + w + ": the hexes are not adjacent");
        else b_.map().add_road(*prev, *h, *id);
      }
      prev = h;
      prev_label = w;
    }
  }

  void read_marker(const XmlElement& e) {
    if (!markers_.take(e.line)) return;
    ElementReader r(b_.sink, e);
    const auto type = r.str("type", Need::Required);
    const auto h = hex_attr(r, "marker '" + type.value_or("?") + "'");
    if (!type) return;
    const auto id = rules_.find_marker(*type);
    if (!id)
      return r.error("'" + *type + "' is not a marker of the " + rules_.system + " ruleset" +
                     suggestion(*type, ids_of(rules_.markers)));
    if (rules_.marker(*id).unit_only)
      return r.error("'" + *type + "' shows a unit's state on its counter and is not placed on a hex; set it on the unit");
    if (!h) return;
    if (b_.map().has_marker(*h, *id)) return r.error("the hex already has this marker");
    b_.map().add_marker(*h, *id);
  }

  Build& b_;
  const Ruleset& rules_;
  int width_ = 1;
  int height_ = 1;
  OffsetLayout layout_ = OffsetLayout::FlatOddQ;
  HexLabelFormat labels_;
  bool tmx_ = false;               // the map names a Tiled map
  std::optional<TiledMap> tiled_;  // and it was read without errors
  TerrainId default_terrain_{};
  std::map<char, TerrainId> legend_;
  std::set<char> broken_legend_;  // legend characters whose terrain is unknown
  CountLimit markers_;
};

}  // namespace

void read_map(Build& b, const XmlElement* map) { MapReader(b).read(map); }

}  // namespace hexfire::scenario_io
