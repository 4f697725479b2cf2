// Hexside features and roads drawn in Tiled as polylines (docs/tiled.md, "Object layers"): a
// hexside polyline runs along hex edges with a point at every hex corner; a road polyline runs
// through hex centres, with a point where it turns (a straight stretch may cross many hexes).
#include <charconv>
#include <cmath>
#include <algorithm>

#include "engine/io/suggest.hpp"
#include "engine/io/tiled/tmx_read.hpp"

namespace hexfire::tiled {

namespace {

std::optional<double> parse_number(const std::string& s) {
  double v = 0;
  const char* end = s.data() + s.size();
  const auto [ptr, ec] = std::from_chars(s.data(), end, v);
  if (ec != std::errc() || ptr != end || !std::isfinite(v)) return std::nullopt;
  return v;
}

std::string point_text(Point p) {
  const auto num = [](double v) {
    const double r = std::round(v);
    return std::abs(v - r) < 1e-9 ? std::to_string(static_cast<long long>(r)) : std::to_string(v);
  };
  return "(" + num(p.x) + "," + num(p.y) + ")";
}

class ObjectReader {
 public:
  ObjectReader(MapContext& ctx, DiagnosticSink& sink, TiledMap& out) : ctx_(ctx), sink_(sink), out_(out) {
    // Points far outside the map are refused before any hex arithmetic sees them.
    const Point last = ctx.grid.centre({ctx.width - 1, ctx.height - 1});
    limit_ = std::abs(last.x) + std::abs(last.y) + 1e4;
  }

  void read(const XmlElement& group) {
    Point offset{attr_number(group, "offsetx"), attr_number(group, "offsety")};
    for (const XmlElement* object : group.child_elements("object")) read_object(*object, offset);
  }

 private:
  double attr_number(const XmlElement& e, const char* name) {
    const XmlAttribute* a = e.attribute(name);
    if (!a) return 0;
    const auto v = parse_number(a->value);
    if (!v || std::abs(*v) > limit_) {
      sink_.error(a->line ? a->line : e.line, "<" + e.name + "> " + name + "=\"" + a->value + "\" is not a number on the map");
      return 0;
    }
    return *v;
  }

  void read_object(const XmlElement& object, Point offset) {
    const XmlAttribute* cls = object.attribute("class");
    if (!cls) cls = object.attribute("type");
    const std::string kind = cls ? cls->value : "";
    if (kind != "hexside" && kind != "road") {
      // Other objects (labels, notes) are the designer's own; a near miss is a typo.
      if (const std::string close = suggestion(kind, {"hexside", "road"}, 0); !kind.empty() && !close.empty())
        sink_.error(object.line, "object class '" + kind + "' is not one Hexfire reads" + close);
      return;
    }
    const XmlAttribute* name = object.attribute("name");
    const XmlAttribute* id = object.attribute("id");
    subject_ = kind + " object" + (id ? " " + id->value : std::string()) +
               (name && !name->value.empty() ? " '" + name->value + "'" : std::string());
    if (object.attribute("template")) return error(object.line, "objects made from templates are not read; detach it in Tiled");
    if (const XmlAttribute* rot = object.attribute("rotation"); rot && parse_number(rot->value).value_or(1) != 0)
      return error(object.line, "is rotated; Hexfire reads only unrotated polylines");
    const char* prop = kind == "hexside" ? "feature" : "road";
    std::optional<Property> what, behind;
    for (const Property& p : properties_of(object)) {
      if (p.name == prop) what = p;
      if (p.name == "behind" && kind == "hexside") behind = p;
    }
    if (!what) return error(object.line, std::string("has no '") + prop + "' property naming the " +
                                             (kind == "hexside" ? "hexside feature" : "road type"));
    const XmlElement* line = object.first_child("polyline");
    const XmlAttribute* pts = line ? line->attribute("points") : nullptr;
    if (!pts) return error(object.line, "is not a polyline");
    const Point origin{offset.x + attr_number(object, "x"), offset.y + attr_number(object, "y")};
    std::vector<Point> points;
    for (const auto& word : split_words(pts->value)) {
      const auto comma = word.find(',');
      const auto x = comma == std::string::npos ? std::nullopt : parse_number(word.substr(0, comma));
      const auto y = comma == std::string::npos ? std::nullopt : parse_number(word.substr(comma + 1));
      if (!x || !y || std::abs(*x) > limit_ || std::abs(*y) > limit_)
        return error(line->line, "point '" + word + "' is not a point x,y on the map");
      points.push_back({origin.x + *x, origin.y + *y});
    }
    if (points.size() < 2) return error(line->line, "needs at least two points");
    if (kind == "hexside") {
      const auto f = ctx_.rules.find_hexside_feature(what->value);
      if (!f)
        return error(what->line, "'" + what->value + "' is not a hexside feature of the " + ctx_.rules.system +
                                     " ruleset" + suggestion(what->value, ids_of(ctx_.rules.hexside_features)));
      Side side = Side::Both;
      if (behind && behind->value != "both") {
        if (!ctx_.rules.hexside_feature(*f).protected_side)
          return error(behind->line, "behind=\"" + behind->value + "\": a " + ctx_.rules.hexside_feature(*f).name +
                                         " has no protected side");
        if (behind->value != "left" && behind->value != "right")
          return error(behind->line, "behind=\"" + behind->value + "\" must be left or right (of the polyline, "
                                     "walked from its first point) or both");
        side = behind->value == "left" ? Side::Left : Side::Right;
      }
      for (std::size_t i = 0; i + 1 < points.size(); ++i)
        hexside_segment(line->line, points[i], points[i + 1], *f, side);
    } else {
      const auto r = ctx_.rules.find_road_type(what->value);
      if (!r)
        return error(what->line, "'" + what->value + "' is not a road type of the " + ctx_.rules.system +
                                     " ruleset" + suggestion(what->value, ids_of(ctx_.rules.road_types)));
      road(line->line, points, *r);
    }
  }

  void error(int line, const std::string& message) { sink_.error(line, subject_ + ": " + message); }

  // One edge between two corners: the edge of the hex nearest its midpoint whose midpoint is
  // nearest, if the segment's ends are that edge's corners.
  enum class Side { Both, Left, Right };

  // Whether `p` lies left of the walk from a to b as drawn (y grows downwards).
  static bool on_left(Point a, Point b, Point p) { return (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x) < 0; }

  void hexside_segment(int line, Point a, Point b, HexsideFeatureId f, Side side) {
    const TmxGrid& g = ctx_.grid;
    const Point mid{(a.x + b.x) / 2, (a.y + b.y) / 2};
    const OffsetCoord c = g.nearest(mid);
    const auto corners = g.corners(c);
    std::size_t best = 0;
    double best_d = 1e300;
    for (std::size_t i = 0; i < 6; ++i) {
      const Point& p = corners[i];
      const Point& q = corners[(i + 1) % 6];
      const double d = distance(Point{(p.x + q.x) / 2, (p.y + q.y) / 2}, mid);
      if (d < best_d) best_d = d, best = i;
    }
    const Point& p = corners[best];
    const Point& q = corners[(best + 1) % 6];
    const double tol = g.tolerance();
    const bool on_corners = (distance(p, a) <= tol && distance(q, b) <= tol) || (distance(p, b) <= tol && distance(q, a) <= tol);
    if (!on_corners)
      return error(line, "the segment " + point_text(a) + " to " + point_text(b) +
                             " is not one hex edge; put a point at every hex corner the polyline passes");
    // The neighbour across that edge: the hex whose centre mirrors this one's in the edge.
    const Point centre = g.centre(c);
    const Point edge_mid{(p.x + q.x) / 2, (p.y + q.y) / 2};
    const Point across_centre{2 * edge_mid.x - centre.x, 2 * edge_mid.y - centre.y};
    const Hex h = from_offset(c, g.layout());
    for (const HexDirection d : kAllDirections) {
      const OffsetCoord n = to_offset(neighbor(h, d), g.layout());
      if (distance(g.centre(n), across_centre) > tol) continue;
      // The hex behind a protected side: c when it lies on the side named, else its neighbour.
      const bool c_behind = side != Side::Both && (on_left(a, b, centre) == (side == Side::Left));
      const auto exposed = [&](bool at_is_c) {
        if (side == Side::Both) return TiledExposed::None;
        return at_is_c == c_behind ? TiledExposed::Across : TiledExposed::At;
      };
      if (ctx_.on_map(c)) return add_hexside({c, d, f, exposed(true)});
      if (ctx_.on_map(n)) return add_hexside({n, opposite(d), f, exposed(false)});
      return error(line, "the edge " + point_text(a) + " to " + point_text(b) + " is outside the map");
    }
    error(line, "the segment " + point_text(a) + " to " + point_text(b) + " is not one hex edge");
  }

  void add_hexside(const TiledHexside& s) { out_.hexsides.push_back(s); }

  std::optional<OffsetCoord> centre_at(int line, Point p) {
    const OffsetCoord c = ctx_.grid.nearest(p);
    if (distance(ctx_.grid.centre(c), p) > ctx_.grid.tolerance()) {
      error(line, "point " + point_text(p) + " is not at a hex centre");
      return std::nullopt;
    }
    if (!ctx_.on_map(c)) {
      error(line, "point " + point_text(p) + " is outside the map");
      return std::nullopt;
    }
    return c;
  }

  void road(int line, const std::vector<Point>& points, RoadTypeId type) {
    const OffsetLayout layout = ctx_.grid.layout();
    std::optional<OffsetCoord> prev;
    Point prev_point;
    for (const Point& p : points) {
      const auto c = centre_at(line, p);
      if (!c) return;
      if (prev && !(*prev == *c)) {
        // A straight stretch: every hex on the line between the two ends, each centre on it.
        const Hex a = from_offset(*prev, layout), b = from_offset(*c, layout);
        std::optional<Hex> last;
        bool straight = true;
        walk_hex_line(a, b, [&](const HexLineStep& step, int) {
          const Point centre = ctx_.grid.centre(to_offset(step.hex, layout));
          if (step.alternate || distance_to_segment(centre, prev_point, p) > ctx_.grid.tolerance()) {
            straight = false;
            return false;
          }
          if (last) add_road(to_offset(*last, layout), to_offset(step.hex, layout), type);
          last = step.hex;
          return true;
        });
        if (!straight)
          return error(line, "the stretch " + point_text(prev_point) + " to " + point_text(p) +
                                 " does not run through hex centres; put a point in every hex where the road turns");
      }
      prev = c;
      prev_point = p;
    }
  }

  static double distance_to_segment(Point p, Point a, Point b) {
    const double dx = b.x - a.x, dy = b.y - a.y;
    const double len2 = dx * dx + dy * dy;
    double t = len2 > 0 ? ((p.x - a.x) * dx + (p.y - a.y) * dy) / len2 : 0;
    t = std::clamp(t, 0.0, 1.0);
    return distance(p, Point{a.x + t * dx, a.y + t * dy});
  }

  void add_road(OffsetCoord from, OffsetCoord to, RoadTypeId type) {
    if (ctx_.on_map(from) && ctx_.on_map(to)) out_.roads.push_back({from, to, type});
  }

  MapContext& ctx_;
  DiagnosticSink& sink_;
  TiledMap& out_;
  double limit_ = 0;
  std::string subject_;
};

}  // namespace

void read_object_layer(MapContext& ctx, const XmlElement& group, DiagnosticSink& sink, TiledMap& out) {
  ObjectReader(ctx, sink, out).read(group);
}

}  // namespace hexfire::tiled
