// The tilesets of a TMX map, embedded or external (.tsx): which tiles say what about terrain,
// elevation, hexsides and roads (docs/tiled.md, "Tile properties").
#include <algorithm>

#include "engine/io/bounded_file.hpp"
#include "engine/io/suggest.hpp"
#include "engine/io/tiled/tmx_layer_data.hpp"
#include "engine/io/tiled/tmx_paths.hpp"
#include "engine/io/tiled/tmx_read.hpp"

namespace hexfire::tiled {

namespace {

const std::vector<std::string> kTileProperties = {"terrain", "elevation", "hexsides", "roads"};

// "fence:N,NE stream:S": each word an id, a colon and directions.
template <class Id, class Find>
void read_edges(MapContext& ctx, DiagnosticSink& sink, const Property& p, const std::string& subject, Find find,
                const char* what, const std::vector<std::string>& known, std::vector<std::pair<HexDirection, Id>>& out) {
  for (const auto& word : split_words(p.value)) {
    const auto colon = word.find(':');
    if (colon == std::string::npos || colon == 0 || colon + 1 >= word.size()) {
      sink.error(p.line, subject + ": " + p.name + ": '" + word + "' is not of the form ID:DIR[,DIR...] (e.g. " +
                             (p.name == "roads" ? "road" : "fence") + ":" + (ctx.flat_top() ? "N,SE" : "NE,W") + ")");
      continue;
    }
    const std::string id_text = word.substr(0, colon);
    const auto id = find(id_text);
    if (!id) {
      sink.error(p.line, subject + ": " + p.name + ": '" + id_text + "' is not a " + what + " of the " +
                             ctx.rules.system + " ruleset" + suggestion(id_text, known));
      continue;
    }
    std::string dirs = word.substr(colon + 1);
    std::size_t start = 0;
    while (start <= dirs.size()) {
      const auto comma = dirs.find(',', start);
      const std::string d = dirs.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
      if (const auto dir = parse_map_direction(d, ctx.flat_top())) out.emplace_back(*dir, *id);
      else
        sink.error(p.line, subject + ": " + p.name + ": '" + d + "' is not a direction of a " +
                               (ctx.flat_top() ? "flat-top" : "pointy-top") + " map (" +
                               map_direction_names(ctx.flat_top()) + ")");
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  }
}

TileTraits read_tile(MapContext& ctx, DiagnosticSink& sink, const XmlElement& tile, const std::string& subject) {
  TileTraits t;
  const Ruleset& rules = ctx.rules;
  for (const Property& p : properties_of(tile)) {
    if (p.name == "terrain") {
      if (const auto id = rules.find_terrain(p.value)) t.terrain = id;
      else
        sink.error(p.line, subject + ": terrain '" + p.value + "' is not a terrain type of the " + rules.system +
                               " ruleset" + suggestion(p.value, ids_of(rules.terrain)));
    } else if (p.name == "elevation") {
      const auto v = parse_whole_number(p.value);
      if (v && *v >= -9 && *v <= 99) t.elevation = static_cast<int>(*v);
      else sink.error(p.line, subject + ": elevation '" + p.value + "' is not a whole number from -9 to 99");
    } else if (p.name == "hexsides") {
      read_edges<HexsideFeatureId>(ctx, sink, p, subject,
                                   [&](const std::string& s) { return rules.find_hexside_feature(s); },
                                   "hexside feature", ids_of(rules.hexside_features), t.hexsides);
    } else if (p.name == "roads") {
      read_edges<RoadTypeId>(ctx, sink, p, subject, [&](const std::string& s) { return rules.find_road_type(s); },
                             "road type", ids_of(rules.road_types), t.roads);
    } else if (const std::string close = suggestion(p.name, kTileProperties, 0); !close.empty()) {
      // Other properties are the designer's own; one a letter away from ours is a typo.
      sink.error(p.line, subject + ": property '" + p.name + "' is not one Hexfire reads" + close);
    }
  }
  return t;
}

// The tiles of one <tileset> element (embedded, or the root of a .tsx).
void read_tiles(MapContext& ctx, DiagnosticSink& sink, const XmlElement& tileset, std::uint32_t first_gid,
                Tilesets& out) {
  const XmlAttribute* name = tileset.attribute("name");
  const std::string set_name = name ? "tileset '" + name->value + "'" : "tileset";
  for (const XmlElement* tile : tileset.child_elements("tile")) {
    const XmlAttribute* id = tile->attribute("id");
    const auto local = id ? parse_whole_number(id->value) : std::nullopt;
    if (!local || *local < 0 || *local > static_cast<long long>(~kGidFlagBits - first_gid)) {
      sink.error(tile->line, set_name + ": <tile> needs an id from 0 to " + std::to_string(~kGidFlagBits - first_gid));
      continue;
    }
    const std::string subject = set_name + ", tile " + id->value;
    TileTraits traits = read_tile(ctx, sink, *tile, subject);
    if (traits.terrain || traits.elevation || !traits.hexsides.empty() || !traits.roads.empty())
      out.by_gid[first_gid + static_cast<std::uint32_t>(*local)] = std::move(traits);
  }
}

}  // namespace

Tilesets read_tilesets(MapContext& ctx, const XmlElement& map, DiagnosticSink& sink) {
  Tilesets out;
  for (const XmlElement* ts : map.child_elements("tileset")) {
    const XmlAttribute* fg = ts->attribute("firstgid");
    const auto first = fg ? parse_whole_number(fg->value) : std::nullopt;
    if (!first || *first < 1 || *first > static_cast<long long>(~kGidFlagBits)) {
      sink.error(ts->line, "<tileset> needs a firstgid from 1 to " + std::to_string(~kGidFlagBits));
      continue;
    }
    const auto first_gid = static_cast<std::uint32_t>(*first);
    if (std::find(out.first_gids.begin(), out.first_gids.end(), first_gid) != out.first_gids.end()) {
      sink.error(ts->line, "a second <tileset> with firstgid " + fg->value);
      continue;
    }
    out.first_gids.push_back(first_gid);
    const XmlAttribute* source = ts->attribute("source");
    if (!source) {
      read_tiles(ctx, sink, *ts, first_gid, out);
      continue;
    }
    std::string why;
    const auto path = path_inside(ctx.root, folder_of(ctx.path), source->value, why);
    if (!path) {
      sink.error(ts->line, "tileset source=\"" + source->value + "\": " + why);
      continue;
    }
    FileProblem problem;
    const auto text = read_bounded_file(*path, problem);
    if (!text) {
      sink.error(ts->line, "tileset source=\"" + source->value + "\": cannot read " + *path + ": " + problem.what);
      continue;
    }
    DiagnosticSink tsx_sink(*path, ctx.errors);
    const auto doc = parse_xml_document(*text, tsx_sink);
    if (!doc) continue;
    const XmlElement* root = doc->root();
    if (!root || root->name != "tileset") {
      tsx_sink.error(root ? root->line : 0, "the root element of a tileset must be <tileset>");
      continue;
    }
    read_tiles(ctx, tsx_sink, *root, first_gid, out);
  }
  std::sort(out.first_gids.begin(), out.first_gids.end());
  return out;
}

}  // namespace hexfire::tiled
