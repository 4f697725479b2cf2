// Limits by design on what a scenario, ruleset or save file may hold. Each is set so that a file
// at the limit loads and starts in well under a second and the game stays within its memory
// budget; docs/scenario-format.md ("Limits") and docs/game-flow.md give the reasons and numbers.
// Loaders refuse a file over a limit with a message naming the file, the line and the limit.
#pragma once

#include <cstddef>

#include "engine/map/hex_map.hpp"

namespace hexfire::limits {

// ---- the map -----------------------------------------------------------------------------
// Hexes per side of the map. Printed boards are far smaller; this bounds the map's memory
// (48 bytes a hex in each copy of the game state: 48 MB at 1000x1000).
inline constexpr int kMaxMapSide = 1000;
// Hexes on the map: the largest map, width x height.
inline constexpr long long kMaxHexes = 1000LL * 1000LL;
static_assert(kMaxMapSide <= HexMap::kMaxSide, "the map storage must hold the largest legal map");

// ---- the forces --------------------------------------------------------------------------
inline constexpr int kMaxSides = 8;
// Units and leaders together, on the map and in reinforcements.
inline constexpr std::size_t kMaxUnits = 20000;
inline constexpr std::size_t kMaxLeaders = 2000;
inline constexpr std::size_t kMaxOrganizations = 5000;
inline constexpr std::size_t kMaxUnitTypes = 1000;

// ---- the map's contents and the victory rules --------------------------------------------
inline constexpr std::size_t kMaxMarkers = 10000;        // <marker> elements
inline constexpr std::size_t kMaxObjectives = 1000;      // <objective> elements
inline constexpr std::size_t kMaxReinforcements = 1000;  // <reinforcement> elements

// ---- the XML itself (checked before the parser sees it: engine/io/xml_guard.hpp) -----------
inline constexpr int kMaxAttributesPerElement = 32;
inline constexpr std::size_t kMaxElements = 250000;
inline constexpr int kMaxNestingDepth = 32;
// Attributes in a whole file. The most a real file holds is a few per element (a largest map
// set hex by hex: 250,000 <hex> elements of 3); the document model costs about 70 bytes an
// attribute, and without this 250,000 elements of 32 empty attributes took 1.3 GB to load.
inline constexpr std::size_t kMaxAttributes = 1000000;
// Lines of a scenario or ruleset file: a largest map written one row a line (2,000 rows of
// terrain and elevation) with every unit on a line of its own is under 40,000; a save carries
// its scenario line by line, so this also bounds what a save's lines are split into.
inline constexpr std::size_t kMaxXmlLines = 1000000;

// ---- text (bytes of UTF-8) ------------------------------------------------------------------
// Names of units, leaders, sides, organizations, unit types and objectives; keys and ids.
inline constexpr std::size_t kMaxNameLength = 100;
inline constexpr std::size_t kMaxTitleLength = 200;
// The scenario's briefing and each side's.
inline constexpr std::size_t kMaxBriefingLength = 20000;
inline constexpr std::size_t kMaxOptionValueLength = 200;

// ---- saves -------------------------------------------------------------------------------
// Commands in a save's log. A long game is a few thousand; loading replays every one.
inline constexpr std::size_t kMaxSaveCommands = 100000;
// Lines of a save's snapshot (match_text): one per unit, one per hex with markers, one per
// objective, and a few for the flow.
inline constexpr std::size_t kMaxSnapshotLines = kMaxUnits + kMaxMarkers + kMaxObjectives + 1000;
// Lines of a save: the commands, the snapshot, the scenario it carries, and room for the header
// and options.
inline constexpr std::size_t kMaxSaveLines = kMaxSaveCommands + kMaxSnapshotLines + kMaxXmlLines + 1000;

}  // namespace hexfire::limits
