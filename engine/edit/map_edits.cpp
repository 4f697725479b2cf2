// The map's edits of a scenario draft: terrain, elevation, hexside features and roads, written
// where a designer would write them by hand: the <terrain> and <elevation> rows (made when the
// file has none), <hex> overrides only for what the rows cannot say (a Tiled map), one
// <hexside> per feature, roads as paths that grow at their ends.
#include <algorithm>
#include <cctype>
#include <set>

#include "engine/edit/document_nodes.hpp"
#include "engine/edit/scenario_draft.hpp"

namespace hexfire {

namespace {

using edit::attribute;

std::vector<Hex> on_map(const HexMap& map, const std::vector<Hex>& hexes) {
  std::set<Hex> seen;
  std::vector<Hex> out;
  for (const Hex h : hexes)
    if (map.contains(h) && seen.insert(h).second) out.push_back(h);
  return out;
}

// The hex an `at` (or path word) names, if it is on the map.
std::optional<Hex> hex_of(const HexMap& map, const std::string& label) { return map.parse_label(label); }

// The legend character of a terrain, added to the legend when it has none.
char legend_char(XmlElement& map, const std::string& terrain_id) {
  std::set<char> used;
  for (XmlElement* l : edit::children(map, "legend")) {
    const auto c = attribute(*l, "char");
    if (!c || c->size() != 1) continue;
    if (attribute(*l, "terrain") == terrain_id) return (*c)[0];
    used.insert((*c)[0]);
  }
  std::string candidates;
  for (const char c : terrain_id)
    if (std::isalnum(static_cast<unsigned char>(c))) candidates += {c, static_cast<char>(std::toupper(static_cast<unsigned char>(c)))};
  candidates += "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.#*+=~^%$@!?:;-_/|";
  char pick = '?';
  for (const char c : candidates)
    if (!used.count(c)) {
      pick = c;
      break;
    }
  // The legend goes before the rows, where a designer looks for it.
  XmlElement l{"legend", 0, {}, {}};
  l.set_attribute("char", std::string(1, pick));
  l.set_attribute("terrain", terrain_id);
  std::size_t at = 0;
  for (std::size_t i = 0; i < map.children.size(); ++i)
    if (const XmlElement* e = map.children[i].element(); e && e->name == "legend") at = i + 1;
  map.children.insert(map.children.begin() + static_cast<std::ptrdiff_t>(at), XmlNode{std::move(l)});
  return pick;
}

// The map's rows of `block` ("terrain" or "elevation"), made from the state when the file has
// none; nothing when the block's shape does not match the map (its own error is listed).
template <typename CellOf>
std::optional<edit::CellRows> rows_of(XmlElement& map, const std::string& block, const HexMap& m, CellOf cell_of) {
  if (XmlElement* e = edit::child(map, block)) {
    auto rows = edit::read_rows(*e, block == "elevation");
    if (rows.size() != static_cast<std::size_t>(m.height())) return std::nullopt;
    for (const auto& r : rows)
      if (r.size() != static_cast<std::size_t>(m.width())) return std::nullopt;
    return rows;
  }
  edit::CellRows rows(static_cast<std::size_t>(m.height()), std::vector<std::string>(static_cast<std::size_t>(m.width())));
  for (const Hex h : m.all_hexes()) {
    const OffsetCoord c = m.offset_of(h);
    rows[static_cast<std::size_t>(c.row)][static_cast<std::size_t>(c.col)] = cell_of(h);
  }
  return rows;
}

void put_rows(XmlElement& map, const std::string& block, const edit::CellRows& rows) {
  XmlElement* e = edit::child(map, block);
  if (!e) {
    // After the legend (terrain) or the terrain rows (elevation), as the format's example has them.
    XmlElement made{block, 0, {}, {}};
    std::size_t at = 0;
    for (std::size_t i = 0; i < map.children.size(); ++i)
      if (const XmlElement* c = map.children[i].element(); c && (c->name == "legend" || c->name == "terrain")) at = i + 1;
    map.children.insert(map.children.begin() + static_cast<std::ptrdiff_t>(at), XmlNode{std::move(made)});
    e = edit::child(map, block);
  }
  edit::write_rows(*e, rows);
}

// Takes `attr` off the <hex> overrides of these hexes (the rows now say it); drops an override
// left with nothing to set.
void drop_overrides(XmlElement& map, const HexMap& m, const std::set<Hex>& hexes, const std::string& attr) {
  for (XmlElement* e : edit::children(map, "hex")) {
    const auto at = attribute(*e, "at");
    if (at && hexes.count(hex_of(m, *at).value_or(Hex{1 << 20, 0}))) edit::remove_attribute(*e, attr);
  }
  edit::remove_children(map, [](const XmlElement& e) {
    return e.name == "hex" && !e.attribute("terrain") && !e.attribute("elevation");
  });
}

// Sets `attr` on the hex's <hex> override, made when there is none.
void set_override(XmlElement& map, const HexMap& m, Hex h, const std::string& attr, const std::string& value) {
  for (XmlElement* e : edit::children(map, "hex"))
    if (const auto at = attribute(*e, "at"); at && hex_of(m, *at) == h) return e->set_attribute(attr, value);
  XmlElement& e = map.add_element("hex");
  e.set_attribute("at", m.label(h));
  e.set_attribute(attr, value);
}

XmlElement* map_of(XmlElement& root) { return edit::child(root, "map"); }

const char* kRowsBroken = "rows do not match the map's size; fix the problem listed at them first";

}  // namespace

EditResult ScenarioDraft::paint_terrain(const std::vector<Hex>& hexes, const std::string& terrain_id) {
  return edit("paint " + terrain_id, [&](XmlElement& root, const GameState& s) -> EditResult {
    const HexMap& m = s.map();
    const auto t = s.ruleset().find_terrain(terrain_id);
    if (!t) return {"'" + terrain_id + "' is not a terrain of the " + s.ruleset().system + " ruleset", ""};
    std::vector<Hex> todo;
    for (const Hex h : on_map(m, hexes))
      if (m.terrain(h) != *t) todo.push_back(h);
    if (todo.empty()) return {"already " + terrain_id, ""};
    XmlElement* map = map_of(root);
    if (!map) return {"the scenario has no <map>", ""};
    if (map->attribute("tmx")) {
      for (const Hex h : todo) set_override(*map, m, h, "terrain", terrain_id);
      return {};
    }
    // Every terrain the rows will hold needs its legend character before the rows are made.
    const char c = legend_char(*map, terrain_id);
    auto rows = rows_of(*map, "terrain", m, [&](Hex h) {
      return std::string(1, legend_char(*map, s.ruleset().terrain_type(m.terrain(h)).id));
    });
    if (!rows) return {std::string("the <terrain> ") + kRowsBroken, ""};
    for (const Hex h : todo) {
      const OffsetCoord o = m.offset_of(h);
      (*rows)[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = std::string(1, c);
    }
    put_rows(*map, "terrain", *rows);
    drop_overrides(*map, m, std::set<Hex>(todo.begin(), todo.end()), "terrain");
    return {};
  });
}

EditResult ScenarioDraft::set_elevation(const std::vector<Hex>& hexes, int level) {
  const GameState* s = state();
  if (!s) return {"the scenario does not load as far as its map; fix the problems listed first", ""};
  std::vector<std::pair<Hex, int>> levels;
  for (const Hex h : on_map(s->map(), hexes)) levels.emplace_back(h, level);
  return set_levels(levels, "elevation " + std::to_string(level));
}

EditResult ScenarioDraft::raise_elevation(const std::vector<Hex>& hexes, int delta) {
  const GameState* s = state();
  if (!s) return {"the scenario does not load as far as its map; fix the problems listed first", ""};
  std::vector<std::pair<Hex, int>> levels;
  for (const Hex h : on_map(s->map(), hexes)) levels.emplace_back(h, s->map().elevation(h) + delta);
  return set_levels(levels, delta > 0 ? "raise ground" : "lower ground");
}

EditResult ScenarioDraft::set_levels(const std::vector<std::pair<Hex, int>>& levels, const std::string& label) {
  return edit(label, [&](XmlElement& root, const GameState& s) -> EditResult {
    const HexMap& m = s.map();
    std::vector<std::pair<Hex, int>> todo;
    for (const auto& [h, level] : levels) {
      if (level < -9 || level > 99) return {"elevation " + std::to_string(level) + " is out of range (-9..99)", ""};
      if (m.elevation(h) != level) todo.emplace_back(h, level);
    }
    if (todo.empty()) return {"no elevation changes", ""};
    XmlElement* map = map_of(root);
    if (!map) return {"the scenario has no <map>", ""};
    const bool tiled = map->attribute("tmx") != nullptr;
    std::optional<edit::CellRows> rows;
    if (!tiled) {
      // Format 2's rows hold any level a hex may have (-9..99), so no <hex> override is needed.
      rows = rows_of(*map, "elevation", m, [&](Hex h) { return std::to_string(m.elevation(h)); });
      if (!rows) return {std::string("the <elevation> ") + kRowsBroken, ""};
    }
    std::set<Hex> in_rows;
    for (const auto& [h, level] : todo) {
      if (tiled) {
        set_override(*map, m, h, "elevation", std::to_string(level));
        continue;
      }
      const OffsetCoord o = m.offset_of(h);
      (*rows)[static_cast<std::size_t>(o.row)][static_cast<std::size_t>(o.col)] = std::to_string(level);
      in_rows.insert(h);
    }
    if (!in_rows.empty()) {
      put_rows(*map, "elevation", *rows);
      drop_overrides(*map, m, in_rows, "elevation");
    }
    return {};
  });
}

EditResult ScenarioDraft::toggle_hexside(Hex hex, HexDirection dir, const std::string& feature_id) {
  return edit("hexside " + feature_id, [&](XmlElement& root, const GameState& s) -> EditResult {
    const HexMap& m = s.map();
    const auto f = s.ruleset().find_hexside_feature(feature_id);
    if (!f) return {"'" + feature_id + "' is not a hexside feature of the " + s.ruleset().system + " ruleset", ""};
    if (!m.contains(hex)) return {"the hex is off the map", ""};
    XmlElement* map = map_of(root);
    if (!map) return {"the scenario has no <map>", ""};
    const Hex across = neighbor(hex, dir);
    // The same hexside, named from this hex or from its neighbour.
    auto names_it = [&](const std::optional<Hex>& at, HexDirection d) {
      return at && ((*at == hex && d == dir) || (*at == across && d == opposite(dir)));
    };
    if (!m.has_hexside_feature(hex, dir, *f)) {
      XmlElement& e = map->add_element("hexside");
      e.set_attribute("at", m.label(hex));
      e.set_attribute("dir", direction_name(dir));
      e.set_attribute("feature", feature_id);
      return {};
    }
    std::size_t removed = edit::remove_children(*map, [&](const XmlElement& e) {
      if (e.name != "hexside" || attribute(e, "feature") != feature_id) return false;
      const auto at = attribute(e, "at");
      const auto d = parse_direction(attribute(e, "dir").value_or(""));
      return d && names_it(at ? hex_of(m, *at) : std::nullopt, *d);
    });
    for (XmlElement* run : edit::children(*map, "hexside-run")) {
      if (attribute(*run, "feature") != feature_id) continue;
      std::vector<std::string> kept;
      for (const std::string& w : edit::words(attribute(*run, "sides").value_or(""))) {
        const auto colon = w.find(':');
        if (colon == std::string::npos) {
          kept.push_back(w);
          continue;
        }
        const auto at = hex_of(m, w.substr(0, colon));
        std::string dirs;
        std::string rest = w.substr(colon + 1) + ",";
        for (std::size_t p = 0, q; (q = rest.find(',', p)) != std::string::npos; p = q + 1) {
          const std::string one = rest.substr(p, q - p);
          const auto d = parse_direction(one);
          if (d && names_it(at, *d)) {
            ++removed;
            continue;
          }
          if (!one.empty()) dirs += (dirs.empty() ? "" : ",") + one;
        }
        if (!dirs.empty()) kept.push_back(w.substr(0, colon + 1) + dirs);
      }
      run->set_attribute("sides", edit::join_words(kept));
    }
    edit::remove_children(*map, [](const XmlElement& e) {
      return e.name == "hexside-run" && edit::words(attribute(e, "sides").value_or("")).empty();
    });
    if (removed == 0) return {"this " + feature_id + " comes from the Tiled map; change it there", ""};
    return {};
  });
}

EditResult ScenarioDraft::toggle_road(Hex hex, HexDirection dir, const std::string& road_type) {
  return edit("road " + road_type, [&](XmlElement& root, const GameState& s) -> EditResult {
    const HexMap& m = s.map();
    const auto t = s.ruleset().find_road_type(road_type);
    if (!t) return {"'" + road_type + "' is not a road type of the " + s.ruleset().system + " ruleset", ""};
    const Hex b = neighbor(hex, dir);
    if (!m.contains(hex) || !m.contains(b)) return {"a road runs between two hexes of the map", ""};
    XmlElement* map = map_of(root);
    if (!map) return {"the scenario has no <map>", ""};
    const std::string la = m.label(hex), lb = m.label(b);
    if (!m.has_road(hex, b, *t)) {
      // Grow a road of that type that ends in either hex, else start a new one.
      for (XmlElement* r : edit::children(*map, "road")) {
        if (attribute(*r, "type") != road_type) continue;
        auto w = edit::words(attribute(*r, "path").value_or(""));
        if (w.empty()) continue;
        const auto first = hex_of(m, w.front()), last = hex_of(m, w.back());
        if (last == hex) w.push_back(lb);
        else if (last == b) w.push_back(la);
        else if (first == hex) w.insert(w.begin(), lb);
        else if (first == b) w.insert(w.begin(), la);
        else continue;
        r->set_attribute("path", edit::join_words(w));
        return {};
      }
      XmlElement& r = map->add_element("road");
      r.set_attribute("type", road_type);
      r.set_attribute("path", la + " " + lb);
      return {};
    }
    // Cut every path of that type where it crosses this hexside; pieces of one hex go.
    bool cut = false;
    std::vector<XmlNode> out;
    for (XmlNode& n : map->children) {
      const XmlElement* r = n.element();
      if (!r || r->name != "road" || attribute(*r, "type") != road_type) {
        out.push_back(std::move(n));
        continue;
      }
      const auto w = edit::words(attribute(*r, "path").value_or(""));
      std::vector<std::vector<std::string>> pieces(1);
      for (std::size_t i = 0; i < w.size(); ++i) {
        pieces.back().push_back(w[i]);
        if (i + 1 < w.size()) {
          const auto x = hex_of(m, w[i]), y = hex_of(m, w[i + 1]);
          if ((x == hex && y == b) || (x == b && y == hex)) {
            pieces.emplace_back();
            cut = true;
          }
        }
      }
      for (const auto& p : pieces) {
        if (p.size() < 2) continue;
        XmlElement piece = *r;
        piece.set_attribute("path", edit::join_words(p));
        out.push_back(XmlNode{std::move(piece)});
      }
    }
    map->children = std::move(out);
    if (!cut) return {"this road comes from the Tiled map; change it there", ""};
    return {};
  });
}

}  // namespace hexfire
