// Line of sight between two hexes: blocking terrain, blocking hexsides, crests and elevation,
// with a result that explains itself in map labels.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "engine/hex/hex.hpp"
#include "engine/map/hex_map.hpp"
#include "engine/map/ruleset.hpp"

namespace hexfire {

// The conventions, decided once here:
//
// Path. The line runs centre to centre along hex_line(from, to) (see hex.hpp for the exact
// cases). `from` and `to` never block, whatever they hold: a line may be traced into blocking
// terrain but not through it.
//
// Height. Elevation levels are whole numbers. The sight line runs straight from
// elevation(from) + eye_height to elevation(to) + eye_height (the same eye height at both ends,
// so line of sight is reciprocal). At each intermediate step the obstacle top is the hex
// elevation, plus los_height when its terrain blocks_los. The hex blocks when its top reaches
// the sight line there (top >= line height). Plain ground therefore blocks only as rising
// ground (a hill between two lower hexes); woods on a hill are that much taller.
//
// Hexsides. A line crossing a hexside with a blocks_los feature is blocked when the feature's
// top (the higher adjoining hex's elevation + los_height) reaches the sight line at the crossing.
// A feature on a hexside of `from` or `to` does not block (units stand at their walls and fire
// over them) unless LosOptions::endpoint_hexsides_block is set. A crest hexside blocks every
// line that crosses it when both `from` and `to` are lower than the crest (the higher adjoining
// hex's elevation); crests apply at the endpoints too, since the brow hides what lies below it.
//
// Along a hexside. When the line runs exactly along the hexside between two hexes (a step with
// an alternate), it is blocked there only if BOTH ways round are blocked. Each way is judged as
// if the line went through that hex: the hex itself, and the hexsides from the previous step
// into it and from it into the next step. The hexside the line runs along is not crossed, so its
// features do not block. A hex off the map does not count as a way round.
//
// Off the map. If `from` or `to` is off the map the line is not clear (reason says so).
//
// By category (LosOptions::by_category, a chart's "LoS: Blocks" column read literally): heights
// do not lift a line over anything and plain ground never blocks. An intermediate hex blocks when
// its terrain blocks_los, or when it is a crest hex (the high side of a crest hexside: the slope
// itself), whatever the heights of the two ends; a line may be traced into or out of such a hex
// but not through it. A terrain listed in ground_level_only_terrain (a railroad embankment)
// blocks only when both ends are at ground level beside it: neither end is a crest hex, stands on
// such terrain, or is higher than the hex in question. A blocks_los hexside feature that is not a
// crest blocks any line crossing it away from the two ends. The along-hexside rule above is kept:
// a line along a hexside is blocked only when both ways round are, so mirror-image situations
// give the same answer.
struct LosOptions {
  double eye_height = 0.5;  // above the hex elevation, in elevation levels, at both ends
  bool endpoint_hexsides_block = false;
  bool by_category = false;
  std::uint64_t ground_level_only_terrain = 0;  // bit TerrainId::value (ids below 64)
};

// Reads the ruleset options "los_eye_height" (a number), "los_endpoint_hexsides_block" and
// "los_model" ("height" or "category"), from `options` (the ruleset's options with a
// scenario's overrides) or, without it, the ruleset's own; and the terrain attribute
// "los_ground_level_only" ("true"). Missing or unreadable options keep the defaults above.
LosOptions los_options_from(const Ruleset& rules);
LosOptions los_options_from(const Ruleset& rules, const std::map<std::string, std::string>& options);

struct LosResult {
  bool clear = true;
  std::optional<Hex> blocking_hex;  // first blocking hex (for along-hexside blocks: `hex` of that step)
  // First blocking hexside, as the hex on the observer's side and the direction out of it.
  std::optional<Hex> blocking_hexside_from;
  std::optional<HexDirection> blocking_hexside_dir;
  // "clear", or why not, in map labels: "blocked by woods in hex 0412".
  std::string reason;
  // The whole line from observer to target (it is drawn even when blocked), and the ground
  // elevation of each step's `hex` (for along-hexside steps, the higher of the two).
  std::vector<HexLineStep> path;
  std::vector<int> profile;
};

// The full answer, with path, profile and reason, for the UI and the ledger.
LosResult line_of_sight(const HexMap& map, const Ruleset& rules, Hex from, Hex to,
                        const LosOptions& options = {});

// The same decision without building path, profile or text, stopping at the first block; for
// hot callers (AI, fire zones). Allocates nothing.
bool has_line_of_sight(const HexMap& map, const Ruleset& rules, Hex from, Hex to,
                       const LosOptions& options = {});

}  // namespace hexfire
