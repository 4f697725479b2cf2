// Volley's own turn state (seed 003 4.5 "Turn order"): the phase's sides in turn, the secret
// orders of both sides until they are revealed, what each unit has spent and suffered in the
// current phase (the fire is simultaneous: a unit fires with the strength it had when the phase
// began, and the morale checks its losses call for come once every volley of the phase is
// rolled, 4.2 step 7), and the units locked in melee. The rule of hidden information for the
// orders is rows_for and unit_acted: a side sees its own orders, of the other side's only how
// many, until the reveal.
#pragma once

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/flow/system_flow.hpp"
#include "engine/hex/hex.hpp"

namespace hexfire::volley {

enum class OrderKind { FirstFire, Hold, Disengage, Charge, Move, Form };
const char* order_word(OrderKind k);   // "fire", "hold", "disengage", "charge", "move", "form"
const char* order_name(OrderKind k);   // "First Fire", "Hold", ...
std::optional<OrderKind> parse_order(const std::string& word);

struct Order {
  OrderKind kind = OrderKind::Hold;
  std::string formation;  // Form: the formation ordered
  bool operator==(const Order&) const = default;
};

// What has happened to a unit in this phase that its morale check reads (4.5 "When to check"
// and the modifiers of the fire column that depend on the fire, not the map).
struct Pressure {
  bool first_loss = false;     // trigger 1
  bool stand_lost = false;     // trigger 3 (a battery: a section)
  bool friend_broke = false;   // trigger 4: a friend within 6" routed or was destroyed, an officer killed
  int artillery_hits = 0;      // trigger 2, and +1 MMP per hit
  int flank = 0;               // the worst fire it took: 1 partial flank, 2 full flank, 3 rear
  bool cover = false;          // it was behind cover or in woods against a fire (the -1 MMP)
  std::vector<std::string> why;  // the triggers in words, for the ledger
  bool triggered() const { return first_loss || stand_lost || friend_broke || artillery_hits > 0; }
  bool operator==(const Pressure&) const = default;
};

// A move under way that the other side's Hold units may fire at (option hold_fire=at_movers,
// volley_hold_fire.hpp): the mover, where it set off, and the hexes it has still to enter.
struct HoldExposure {
  UnitId mover;
  Hex from{};
  std::vector<Hex> rest;
  bool operator==(const HoldExposure&) const = default;
};

// Two units locked in melee (4.6 step 6) and how far their melee has gone.
struct Melee {
  UnitId attacker, defender;
  int rounds = 0;  // rounds fought so far: the next is a later round (supporting units count in full)
  int turn = 0;    // the turn its last round was fought: the round limit holds it until the next turn
  bool operator==(const Melee&) const = default;
};

class VolleyFlow final : public SystemFlow {
 public:
  std::map<SideId, std::string> names, keys;
  std::map<UnitId, SideId> owners;  // every unit's side, for the secrecy of its order
  std::map<UnitId, std::string> awaiting;  // orders phase: regiments and batteries still without an order, by name
  std::vector<SideId> sides;        // the order the sides act in within a phase
  std::size_t turn_of = 0;          // index into sides: who acts in the current phase
  std::string phase;                // mirrors FlowState::phase
  std::map<UnitId, Order> orders;   // this turn's orders; secret until `revealed`
  bool revealed = false;
  std::map<UnitId, int> strength;   // firers' figures (a battery: half-sections) when the phase began
  std::map<UnitId, int> spent;      // movement phase: movement points spent
  std::map<UnitId, Pressure> pressure;  // this phase's morale triggers
  std::set<UnitId> charged;         // units that charged this turn (they fire no more this turn)
  std::vector<Melee> melees;        // units locked in melee
  std::optional<HoldExposure> exposure;  // a move halted for the other side's Hold fire

  std::unique_ptr<SystemFlow> clone() const override { return std::make_unique<VolleyFlow>(*this); }
  std::string hash_text() const override;
  std::string acting() const override;
  std::vector<FlowRow> rows_for(SideId viewer) const override;
  std::string unit_acted(UnitId unit, SideId viewer) const override;
  std::string unit_badge(UnitId unit, SideId viewer) const override;  // "FIRE", "HOLD", "DISENGAGE" ...
  // The other side's orders not yet revealed become Hold (volley_hidden.cpp).
  void redraw_hidden(SideId viewer, Rng& rng) override;

  std::optional<SideId> acting_side() const {
    return turn_of < sides.size() ? std::optional<SideId>(sides[turn_of]) : std::nullopt;
  }
  // Whether `side` has had its part of the current phase: it comes before the side acting now in
  // the phase's order (it said done, or had nothing to do).
  bool done_with_phase(SideId side) const {
    const auto at = std::find(sides.begin(), sides.end(), side);
    return at != sides.end() && static_cast<std::size_t>(at - sides.begin()) < turn_of;
  }
  SideId owner_of(UnitId u) const;
  // The unit's order as `viewer` may know it: its own side's always, the other's once revealed.
  const Order* order_seen(UnitId u, SideId viewer) const;
};

// Words of an order for people: "Hold", "Change formation to column".
std::string order_text(const Order& o);

}  // namespace hexfire::volley
