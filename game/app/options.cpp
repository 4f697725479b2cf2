// Command-line parsing for hexfire.
#include "game/app/options.hpp"

#include <cstdio>
#include <cstdlib>

namespace hexfire::game {

namespace {
bool parse_size(const std::string& s, int& w, int& h) {
  int a = 0, b = 0;
  char x = 0, extra = 0;
  if (std::sscanf(s.c_str(), "%d%c%d%c", &a, &x, &b, &extra) != 3 || (x != 'x' && x != 'X')) return false;
  if (a < 320 || b < 240 || a > 16384 || b > 16384) return false;
  w = a;
  h = b;
  return true;
}
}  // namespace

const char* usage_text() {
  return "usage: hexfire [--scenario FILE] [--screenshot FILE.png] [--size WxH]\n"
         "  --scenario FILE      scenario XML (default: scenarios/fireline/crossroads.xml)\n"
         "  --screenshot FILE    render one frame (map and panels) to a PNG and exit\n"
         "  --size WxH           window size (default 1280x800, at least 320x240)\n"
         "  --focus HEX          centre and inspect hex HEX (e.g. 0804) in the screenshot\n"
         "  --zoom Z             zoom for --focus, 0.25 to 4 (default 1)\n"
         "  --demo               show the built-in demonstration map (--demo-pointy: pointy-top)\n";
}

ParsedOptions parse_options(const std::vector<std::string>& args) {
  ParsedOptions out;
  Options& o = out.options;
  for (std::size_t i = 0; i < args.size(); ++i) {
    const std::string& a = args[i];
    auto value = [&](const char* name) -> std::optional<std::string> {
      if (i + 1 >= args.size()) {
        out.error = std::string(name) + " needs a value";
        return std::nullopt;
      }
      return args[++i];
    };
    if (a == "--scenario") {
      if (auto v = value("--scenario")) o.scenario = *v;
    } else if (a == "--screenshot") {
      if (auto v = value("--screenshot")) o.screenshot = *v;
    } else if (a == "--size") {
      if (auto v = value("--size"); v && !parse_size(*v, o.width, o.height))
        out.error = "--size wants WxH, e.g. 1280x800 (got '" + *v + "')";
    } else if (a == "--focus") {
      if (auto v = value("--focus")) o.focus = *v;
    } else if (a == "--zoom") {
      if (auto v = value("--zoom")) {
        char* end = nullptr;
        const double z = std::strtod(v->c_str(), &end);
        if (end == v->c_str() || *end != '\0' || !(z >= 0.25 && z <= 4.0))
          out.error = "--zoom wants a number from 0.25 to 4 (got '" + *v + "')";
        else
          o.zoom = z;
      }
    } else if (a == "--demo") {
      o.demo = true;
    } else if (a == "--demo-pointy") {
      o.demo = o.demo_pointy = true;
    } else if (a == "--help" || a == "-h") {
      o.help = true;
    } else {
      out.error = "unknown argument '" + a + "'";
    }
    if (!out.error.empty()) return out;
  }
  return out;
}

}  // namespace hexfire::game
