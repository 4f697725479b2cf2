// What the volley system's files share: the typed commands, the options, and the questions they
// all ask of the board (which regiment or battery stands in a hex, its arm, the officers with it,
// where a firer stands against a unit's facing). Internal to the volley system.
#pragma once

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "engine/commands/parsed_command.hpp"
#include "engine/flow/match.hpp"
#include "engine/map/movement.hpp"
#include "engine/rules/volley/volley_flow.hpp"

namespace hexfire::volley {

// The named options of the ruleset's <options> (docs/rules/volley.md lists each with its reason).
struct VolleyOptions {
  double inches_per_hex = 2;             // C-10
  std::string firing_figures = "by_formation";  // by_formation | all
  std::string resupply = "out_of_contact";      // out_of_contact | never (C-2)
  int contact_hexes = 3;                 // resupply and trigger 4's "within 6 inches", in hexes
  std::string shaken_fall_back = "full_move";   // full_move | none
  std::string rout_move = "two_moves";          // two_moves | one_move
  std::string rout_off_map = "stays";           // stays | leaves: a rout that runs into the map's edge (4.5, [D])
  std::string officers_in_rout = "follow";      // follow | stay: the officers with a routing unit (4.5, [D])
  std::string supported = "front_hex";          // front_hex | none (C-4)
  std::string officer_casualties = "never";     // never | loss_roll (4.5 "officer killed", [D])
  std::string hold_fire = "fire_phases";        // fire_phases | at_movers (4.5 "Orders", H; volley_hold_fire.hpp)
};

}  // namespace hexfire::volley

namespace hexfire::volley::board {

struct OrderCmd {  // a secret order for the regiment or battery in `at`
  Hex at{};
  Order order;
};
struct DoneCmd {};
struct FireCmd {
  Hex from{}, target{};
};
struct MoveCmd {
  Hex from{};
  std::vector<Hex> path;  // hexes entered, `from` excluded
};
struct RideCmd {  // the side's officers in `from` ride along the path
  Hex from{};
  std::vector<Hex> path;
};
struct FormCmd {
  Hex at{};
  std::string formation;
};
struct FaceCmd {
  Hex at{};
  HexDirection dir = HexDirection::N;
};
struct ChargeCmd {
  Hex from{}, target{};
};
struct PassCmd {};  // the Hold units offered a fire at a moving enemy let it go on
using Body = std::variant<OrderCmd, DoneCmd, FireCmd, MoveCmd, RideCmd, FormCmd, FaceCmd, ChargeCmd, PassCmd>;

class VolleyCommand final : public CommandBody {
 public:
  explicit VolleyCommand(Body b) : body(std::move(b)) {}
  Body body;
};

VolleyFlow& flow_of(Match& m);
const VolleyFlow& flow_of(const Match& m);

// The regiment or battery in `h` (one to a hex; officers stack with it), if any.
std::optional<UnitId> body_in(const GameState& s, Hex h);
// The movement search for `mover` with `mp` points, as a volley move is walked: never into a hex
// the enemy holds, and ending only where no other regiment or battery stands (an officer, who
// rides, ends anywhere). The preview's reach and the opponent's ai_reach both ask it.
MoveQuery move_query(const GameState& s, UnitId mover, int mp, bool officer);
// The officers of `side` in `h`.
std::vector<UnitId> officers_in(const GameState& s, Hex h, SideId side);
bool is_officer(const GameState& s, UnitId u);
bool on_map(const Unit& u);
// The unit's arm from its class: infantry, cavalry or artillery.
std::string arm_of(const GameState& s, UnitId u);
// An attribute of the unit's class; empty when it has none.
std::string class_attr(const GameState& s, UnitId u, const char* attr);
// The best officer with the unit: the morale modifier id of his rank ("division_officer"), or empty.
std::string officer_rank_here(const GameState& s, UnitId u);

// Degrees between the unit's facing and the line from its hex to `to` (0 dead ahead, 180 behind).
double degrees_off_front(HexDirection facing, Hex from, Hex to);
// Where a firer in `from` stands against the unit in `at` facing `facing`: 0 in front (within
// 60 degrees), 1 partial flank (to 120), 2 full flank (to 150), 3 rear (the [D] of
// docs/rules/volley.md, "Flanks on hexes").
int flank_of(HexDirection facing, Hex at, Hex from);
// The target's hexside a fire from `from` crosses into `at` (both when the line runs along a
// hexside), for the fence and wall DRMs.
std::vector<HexDirection> hexsides_facing(Hex at, Hex from);

// The nearest enemy regiment or battery of `side` to `h`: its distance, or nothing.
std::optional<int> nearest_enemy(const GameState& s, Hex h, SideId side);
std::string side_key(const Match& m, SideId s);
std::optional<SideId> other_side(const Match& m, SideId s);

}  // namespace hexfire::volley::board
