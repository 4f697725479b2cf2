// Command-line parsing for hexfire.
#include "game/app/options.hpp"

#include <cstdio>
#include <cstdlib>

#include "engine/ai/ai_settings.hpp"

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
bool parse_size_any(const std::string& s, int& w, int& h) {
  char x = 0, extra = 0;
  return std::sscanf(s.c_str(), "%d%c%d%c", &w, &x, &h, &extra) == 3 && (x == 'x' || x == 'X');
}
}  // namespace

const char* usage_text() {
  return "usage: hexfire [--scenario FILE | --load SAVE | --edit FILE] [--screenshot FILE.png] [--size WxH]\n"
         "  --scenario FILE      scenario XML (default: scenarios/fireline/crossroads.xml)\n"
         "  --screenshot FILE    render one frame (map and panels) to a PNG and exit\n"
         "  --size WxH           window size (default 1280x800, at least 320x240)\n"
         "  --focus HEX          centre and inspect hex HEX (e.g. 0804) in the screenshot\n"
         "  --zoom Z             zoom for --focus, 0.25 to 4 (default 1)\n"
         "  --demo               show the built-in demonstration map (--demo-pointy: pointy-top)\n"
         "  --rule-system ID     whose map --demo and --generate-map build (default: the first\n"
         "                       rule system that builds one)\n"
         "  --screen NAME        open on a screen: menu, picker, settings, play, pause, handoff, victory,\n"
         "                       editor; one it cannot reach (a bad scenario) prints why and opens\n"
         "                       the main menu showing it\n"
         "                       (without --scenario and --screen the game opens on the main menu)\n"
         "  --log FILE           log the player's actions to FILE ('-': stdout)\n"
         "  --bench-frames N     draw N frames, print the median and 95th-percentile frame times, exit\n"
         "  --generate-map WxH   play on a random WxH-hex map (benchmarks; up to 400x400)\n"
         "  --zoom-out           start at the smallest zoom\n"
         "  --play               open the scenario straight on the play screen (a new game); a bad\n"
         "                       scenario prints its message and opens the main menu showing it\n"
         "  --load SAVE          open the saved game SAVE (.hxsave) on the play screen; a bad save\n"
         "                       prints its message and opens the main menu showing it\n"
         "  --edit FILE          open the scenario FILE in the scenario editor (saved over FILE with\n"
         "                       Ctrl+S); a FILE not made yet opens the form for a new scenario\n"
         "  --edit-window NAME   with --edit: open the editor's settings or forces window\n"
         "  --select HEX         play screen: select the stack in HEX (activations end until its side acts)\n"
         "  --hover HEX          play screen: hover HEX (the move path preview to it)\n"
         "  --target HEX         play screen: preview the rule system's first target action (fireline:\n"
         "                       fire) from the selection at HEX (ledger and odds)\n"
         "  --action ID          play screen: choose the rule system's action ID first (fireline: move,\n"
         "                       fire, assault)\n"
         "  --los HEX            play screen: line-of-sight tool on, from the selection to HEX\n"
         "  --roll               play screen: with --target, roll it (dice, ledger, marked table row)\n"
         "  --tables             play screen: open the rule system's tables\n"
         "  --help-overlay       open the help (F1): the shortcuts and the rule system's summary\n"
         "  --replay N           play screen: step N of the replay of the game's log (with --load, a save\n"
         "                       stepped through on the map; Backspace shows it in play, Esc closes)\n"
         "  --computer SIDE[:S]  the computer plays side SIDE (its key, e.g. csa) at strength S: easy,\n"
         "                       normal (default) or hard; repeat for each side it plays\n"
         "  --computer-nodes N   the computer's search budget in commands tried (default: by strength)\n";
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
      o.size_given = true;
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
    } else if (a == "--screen") {
      if (auto v = value("--screen")) {
        // As the usage lists them (staging.cpp opens each; the editor on --scenario's file).
        static const char* names[] = {"menu", "picker", "settings", "play", "pause", "handoff", "victory", "editor"};
        bool known = false;
        for (const char* n : names) known = known || *v == n;
        if (known) o.screen = *v;
        else out.error = "--screen wants menu, picker, settings, play, pause, handoff, victory or editor (got '" + *v + "')";
      }
    } else if (a == "--log") {
      if (auto v = value("--log")) o.log = *v;
    } else if (a == "--replay") {
      if (auto v = value("--replay")) {
        char* end = nullptr;
        const long n = std::strtol(v->c_str(), &end, 10);
        if (end == v->c_str() || *end != '\0' || n < 1 || n > 1000000)
          out.error = "--replay wants a step number from 1 (got '" + *v + "')";
        else
          o.replay = static_cast<int>(n);
      }
    } else if (a == "--bench-frames") {
      if (auto v = value("--bench-frames")) {
        char* end = nullptr;
        const long n = std::strtol(v->c_str(), &end, 10);
        if (end == v->c_str() || *end != '\0' || n < 1 || n > 100000)
          out.error = "--bench-frames wants a count from 1 to 100000 (got '" + *v + "')";
        else
          o.bench_frames = static_cast<int>(n);
      }
    } else if (a == "--generate-map") {
      int gw = 0, gh = 0;
      if (auto v = value("--generate-map"); v && (!parse_size_any(*v, gw, gh) || gw < 2 || gh < 2 || gw > 400 || gh > 400))
        out.error = "--generate-map wants WxH from 2x2 to 400x400 (got '" + *v + "')";
      else
        o.generate_map = std::make_pair(gw, gh);
    } else if (a == "--zoom-out") {
      o.zoom_out = true;
    } else if (a == "--computer") {
      if (auto v = value("--computer")) {
        const auto colon = v->find(':');
        const std::string side = v->substr(0, colon);
        const std::string strength = colon == std::string::npos ? "normal" : v->substr(colon + 1);
        if (side.empty() || !ai::parse_strength(strength))
          out.error = "--computer wants SIDE or SIDE:easy|normal|hard (got '" + *v + "')";
        else
          o.computer.emplace_back(side, strength);
      }
    } else if (a == "--computer-nodes") {
      if (auto v = value("--computer-nodes")) {
        char* end = nullptr;
        const long n = std::strtol(v->c_str(), &end, 10);
        if (end == v->c_str() || *end || n < 1 || n > 10000000) out.error = "--computer-nodes wants a count of 1 or more";
        else o.computer_nodes = static_cast<int>(n);
      }
    } else if (a == "--load") {
      if (auto v = value("--load")) o.load = *v;
    } else if (a == "--edit") {
      if (auto v = value("--edit")) o.edit = *v;
    } else if (a == "--edit-window") {
      if (auto v = value("--edit-window")) {
        if (*v != "settings" && *v != "forces") out.error = "--edit-window is settings or forces";
        else o.edit_window = *v;
      }
    } else if (a == "--play") {
      o.play = true;
    } else if (a == "--select" || a == "--target" || a == "--los" || a == "--hover") {
      if (auto v = value(a.c_str())) {
        o.play = true;
        (a == "--select" ? o.select : a == "--target" ? o.target : a == "--los" ? o.los : o.hover) = *v;
      }
    } else if (a == "--action") {
      if (auto v = value("--action")) {
        o.play = true;
        o.action = *v;
      }
    } else if (a == "--roll") {
      o.play = o.roll = true;
    } else if (a == "--tables") {
      o.play = o.tables = true;
    } else if (a == "--help-overlay") {
      o.help_overlay = true;
    } else if (a == "--demo") {
      o.demo = true;
    } else if (a == "--rule-system") {
      if (auto v = value("--rule-system")) o.rule_system = *v;
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
