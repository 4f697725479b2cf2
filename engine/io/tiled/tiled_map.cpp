// Reading a Tiled TMX hexagonal map (see tiled_map.hpp and docs/tiled.md): the <map> header,
// the tile layers in order (groups included), object layers; tilesets in tmx_tilesets.cpp,
// polylines in tmx_objects.cpp, layer data in tmx_layer_data.cpp.
#include "engine/io/tiled/tiled_map.hpp"

#include <algorithm>
#include <tuple>

#include "engine/io/bounded_file.hpp"
#include "engine/io/limits.hpp"
#include "engine/io/tiled/tmx_layer_data.hpp"
#include "engine/io/tiled/tmx_paths.hpp"
#include "engine/io/tiled/tmx_read.hpp"

namespace hexfire {

namespace tiled {

std::optional<HexDirection> parse_map_direction(const std::string& word, bool flat_top) {
  static const char* const kFlat[6] = {"N", "NE", "SE", "S", "SW", "NW"};
  // Hexfire's six directions drawn on a pointy-top map, index 0 first (engine/hex/hex.hpp).
  static const char* const kPointy[6] = {"NW", "NE", "E", "SE", "SW", "W"};
  const char* const* names = flat_top ? kFlat : kPointy;
  for (int i = 0; i < 6; ++i)
    if (word == names[i]) return direction_from_index(i);
  return std::nullopt;
}

std::string map_direction_names(bool flat_top) { return flat_top ? "N, NE, SE, S, SW, NW" : "NE, E, SE, SW, W, NW"; }

std::vector<Property> properties_of(const XmlElement& element) {
  std::vector<Property> out;
  for (const XmlElement* props : element.child_elements("properties"))
    for (const XmlElement* p : props->child_elements("property")) {
      const XmlAttribute* name = p->attribute("name");
      if (!name) continue;
      const XmlAttribute* value = p->attribute("value");
      out.push_back({name->value, value ? value->value : p->text(), p->line});
    }
  return out;
}

namespace {

struct Header {
  int width = 0;
  int height = 0;
  int tile_width = 0;
  int tile_height = 0;
  int side = 0;
  bool stagger_x = false;
  bool stagger_even = false;
};

std::optional<long long> number_attr(const XmlElement& e, const char* name) {
  const XmlAttribute* a = e.attribute(name);
  return a ? parse_whole_number(a->value) : std::nullopt;
}

std::optional<Header> read_header(const XmlElement& map, DiagnosticSink& sink) {
  const auto attr = [&](const char* name) {
    const XmlAttribute* a = map.attribute(name);
    return a ? a->value : std::string();
  };
  const std::string orientation = attr("orientation");
  if (orientation != "hexagonal") {
    const std::string what = orientation.empty() ? "no orientation" : "orientation \"" + orientation + "\"";
    sink.error(map.line, "the map has " + what + "; Hexfire reads only hexagonal maps (in Tiled: Map > Map "
                                              "Properties > Orientation: Hexagonal)" +
                             (orientation == "staggered" ? " (a staggered map is isometric, not hexagonal)" : ""));
    return std::nullopt;
  }
  if (attr("infinite") == "1") {
    sink.error(map.line, "the map is infinite; Hexfire reads only fixed-size maps (in Tiled: untick Map "
                         "Properties > Infinite)");
    return std::nullopt;
  }
  Header h;
  bool ok = true;
  const auto whole = [&](const char* name, long long min, long long max, int& into) {
    const auto v = number_attr(map, name);
    if (!v || *v < min || *v > max) {
      sink.error(map.line, std::string(name) + "=\"" + attr(name) + "\" must be a whole number from " +
                               std::to_string(min) + " to " + std::to_string(max));
      ok = false;
      return;
    }
    into = static_cast<int>(*v);
  };
  whole("width", 1, limits::kMaxMapSide, h.width);
  whole("height", 1, limits::kMaxMapSide, h.height);
  whole("tilewidth", 2, 100000, h.tile_width);
  whole("tileheight", 2, 100000, h.tile_height);
  if (map.attribute("hexsidelength")) whole("hexsidelength", 0, 100000, h.side);
  const std::string axis = attr("staggeraxis"), index = attr("staggerindex");
  if (axis != "x" && axis != "y")
    sink.error(map.line, "staggeraxis=\"" + axis + "\" must be x (flat-top hexes) or y (pointy-top hexes)"), ok = false;
  if (index != "odd" && index != "even")
    sink.error(map.line, "staggerindex=\"" + index + "\" must be odd or even"), ok = false;
  if (!ok) return std::nullopt;
  h.stagger_x = axis == "x";
  h.stagger_even = index == "even";
  if (h.side > (h.stagger_x ? h.tile_width : h.tile_height)) {
    sink.error(map.line, "hexsidelength=\"" + attr("hexsidelength") + "\" is longer than the tile");
    return std::nullopt;
  }
  if (static_cast<long long>(h.width) * h.height > limits::kMaxHexes) {
    sink.error(map.line, "a " + std::to_string(h.width) + "x" + std::to_string(h.height) + " map has more than " +
                             std::to_string(limits::kMaxHexes) + " hexes (the limit is " +
                             std::to_string(limits::kMaxHexes) + ")");
    return std::nullopt;
  }
  return h;
}

class LayerReader {
 public:
  LayerReader(MapContext& ctx, DiagnosticSink& sink, const Tilesets& tilesets, TiledMap& out)
      : ctx_(ctx), sink_(sink), tilesets_(tilesets), out_(out) {}

  // Layers bottom to top, groups entered in place.
  void read_layers(const XmlElement& parent) {
    for (const XmlElement* e : parent.child_elements()) {
      if (e->name == "layer") read_tile_layer(*e);
      else if (e->name == "objectgroup") read_object_layer(ctx_, *e, sink_, out_);
      else if (e->name == "group") read_layers(*e);
    }
  }

 private:
  void read_tile_layer(const XmlElement& layer) {
    const XmlAttribute* name = layer.attribute("name");
    const std::string subject = "layer '" + (name ? name->value : std::string()) + "'";
    const auto w = number_attr(layer, "width"), h = number_attr(layer, "height");
    if ((layer.attribute("width") && w != ctx_.width) || (layer.attribute("height") && h != ctx_.height))
      return sink_.error(layer.line, subject + ": its size is not the map's (" + std::to_string(ctx_.width) + "x" +
                                         std::to_string(ctx_.height) + ")");
    const XmlElement* data = layer.first_child("data");
    if (!data) return sink_.error(layer.line, subject + " has no <data>");
    if (data->first_child("chunk"))
      return sink_.error(data->line, subject + ": the layer is stored in chunks (an infinite map); Hexfire reads "
                                               "only fixed-size maps");
    const XmlAttribute* enc = data->attribute("encoding");
    const XmlAttribute* comp = data->attribute("compression");
    std::string why;
    const std::size_t cells = static_cast<std::size_t>(ctx_.width) * static_cast<std::size_t>(ctx_.height);
    const auto gids = decode_layer_data(data->text(), enc ? enc->value : "", comp ? comp->value : "", cells, why);
    if (!gids) return sink_.error(data->line, subject + ": " + why);
    bool reported = false;
    for (std::size_t i = 0; i < cells; ++i) {
      const std::uint32_t gid = tiled::without_flip_bits((*gids)[i]);
      if (gid == 0) continue;
      const OffsetCoord at{static_cast<int>(i % static_cast<std::size_t>(ctx_.width)),
                           static_cast<int>(i / static_cast<std::size_t>(ctx_.width))};
      if (tilesets_.first_gids.empty() || gid < tilesets_.first_gids.front()) {
        if (!reported)
          sink_.error(data->line, subject + ": the tile at column " + std::to_string(at.col) + ", row " +
                                      std::to_string(at.row) + " (GID " + std::to_string(gid) +
                                      ") belongs to no tileset");
        reported = true;
        continue;
      }
      const auto it = tilesets_.by_gid.find(gid);
      if (it == tilesets_.by_gid.end()) continue;
      apply(at, i, it->second);
    }
  }

  void apply(OffsetCoord at, std::size_t cell, const TileTraits& t) {
    if (t.terrain) out_.terrain[cell] = t.terrain;
    if (t.elevation) out_.elevation[cell] = t.elevation;
    const Hex h = from_offset(at, out_.layout);
    for (const auto& [dir, feature] : t.hexsides) out_.hexsides.push_back({at, dir, feature});
    for (const auto& [dir, type] : t.roads) {
      const OffsetCoord to = to_offset(neighbor(h, dir), out_.layout);
      if (ctx_.on_map(to)) out_.roads.push_back({at, to, type});  // a road may run off the edge
    }
  }

  MapContext& ctx_;
  DiagnosticSink& sink_;
  const Tilesets& tilesets_;
  TiledMap& out_;
};

// One entry per hexside and per road link, however many tiles and polylines named it.
void remove_repeats(MapContext& ctx, TiledMap& m) {
  for (auto& s : m.hexsides) {
    const OffsetCoord across = to_offset(neighbor(from_offset(s.at, m.layout), s.dir), m.layout);
    if (index_of(s.dir) >= 3 && ctx.on_map(across)) {
      const TiledExposed flipped = s.exposed == TiledExposed::At       ? TiledExposed::Across
                                   : s.exposed == TiledExposed::Across ? TiledExposed::At
                                                                       : TiledExposed::None;
      s = {across, opposite(s.dir), s.feature, flipped};
    }
  }
  const auto side_key = [](const TiledHexside& s) {
    return std::make_tuple(s.at.col, s.at.row, index_of(s.dir), s.feature, static_cast<int>(s.exposed));
  };
  std::sort(m.hexsides.begin(), m.hexsides.end(), [&](const auto& a, const auto& b) { return side_key(a) < side_key(b); });
  m.hexsides.erase(std::unique(m.hexsides.begin(), m.hexsides.end(),
                               [&](const auto& a, const auto& b) { return side_key(a) == side_key(b); }),
                   m.hexsides.end());
  for (auto& r : m.roads)
    if (std::tie(r.to.col, r.to.row) < std::tie(r.from.col, r.from.row)) std::swap(r.from, r.to);
  const auto road_key = [](const TiledRoad& r) { return std::make_tuple(r.from.col, r.from.row, r.to.col, r.to.row, r.type); };
  std::sort(m.roads.begin(), m.roads.end(), [&](const auto& a, const auto& b) { return road_key(a) < road_key(b); });
  m.roads.erase(std::unique(m.roads.begin(), m.roads.end(),
                            [&](const auto& a, const auto& b) { return road_key(a) == road_key(b); }),
                m.roads.end());
}

}  // namespace
}  // namespace tiled

TiledMapLoad parse_tiled_map(const std::string& text, const std::string& path, const std::string& root,
                             const Ruleset& rules) {
  TiledMapLoad out;
  try {
    DiagnosticSink sink(path, out.errors);
    const auto doc = parse_xml_document(text, sink);
    if (!doc) return out;
    const XmlElement* map = doc->root();
    if (!map || map->name != "map") {
      sink.error(map ? map->line : 0, "the root element of a Tiled map must be <map>");
      return out;
    }
    const auto header = tiled::read_header(*map, sink);
    if (!header) return out;
    tiled::MapContext ctx{rules, path, root, out.errors, header->width, header->height,
                          tiled::TmxGrid(header->tile_width, header->tile_height, header->side, header->stagger_x,
                                         header->stagger_even)};
    TiledMap m;
    m.width = header->width;
    m.height = header->height;
    m.layout = ctx.grid.layout();
    const std::size_t cells = static_cast<std::size_t>(m.width) * static_cast<std::size_t>(m.height);
    m.terrain.assign(cells, std::nullopt);
    m.elevation.assign(cells, std::nullopt);
    const tiled::Tilesets tilesets = tiled::read_tilesets(ctx, *map, sink);
    tiled::LayerReader(ctx, sink, tilesets, m).read_layers(*map);
    tiled::remove_repeats(ctx, m);
    if (out.errors.empty()) out.map = std::move(m);
  } catch (const std::exception& e) {
    out.errors.push_back({path, 0, std::string("internal error while reading the Tiled map: ") + e.what()});
    out.map.reset();
  }
  return out;
}

TiledMapLoad load_tiled_map(const std::string& scenario_folder, const std::string& relative, const Ruleset& rules) {
  TiledMapLoad out;
  const auto path = tiled::path_inside(scenario_folder, scenario_folder, relative, out.unreadable);
  if (!path) return out;
  FileProblem problem;
  const auto text = read_bounded_file(*path, problem);
  if (!text) {
    out.unreadable = "cannot read " + *path + ": " + problem.what;
    return out;
  }
  return parse_tiled_map(*text, *path, scenario_folder, rules);
}

}  // namespace hexfire
