// The WWII armour rules of seed 002 (rules reference 3.1, 3.2, B-1, B-3): the assault shifts for
// closed-top AFVs with infantry, for AFVs in town or woods without their infantry and against
// infantry riding an AFV, and the AFV loss that 2M2 and 3M2 demand. Kept apart from assault.cpp and results.cpp, which ask here.
#pragma once

#include <string>
#include <vector>

#include "engine/rules/column_shift/column_table.hpp"
#include "engine/rules/resolution.hpp"
#include "engine/state/game_state.hpp"

namespace hexfire::column_shift {

// A unit whose class is an armoured fighting vehicle (afv="closed" or "open").
bool is_afv(const GameState& s, UnitId id);

// B-1: which AFVs earn the "AFVs with infantry" shift. Literal (option afv_infantry=literal, the
// default): closed-top AFVs of any nation, and German and Soviet Guards AFVs even when open-top.
// Nations (afv_infantry=nations): only German and Soviet Guards AFVs, closed- or open-top.
enum class AfvInfantryReading { Literal, Nations };

// An assault shift the armour rules find for one side: its id in <assault_shifts>, where it
// comes from and why.
struct ArmourShift {
  std::string id;
  ModifierSource source;
  std::string reason;
};

// The armour shifts for the side whose units in the assault hex are `own`, facing `enemy`.
std::vector<ArmourShift> armour_shifts(const GameState& s, AfvInfantryReading reading, Hex hex,
                                       const std::vector<UnitId>& own, const std::vector<UnitId>& enemy);

// B-3: the results whose losses must include one AFV's when one is present (seed 002: 2M2, 3M2).
bool afv_loss_owed(const CellResult& cell);

}  // namespace hexfire::column_shift
