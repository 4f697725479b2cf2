// Volley on the seam: the turn of seed 003 (4.5 "Turn order": orders, routs and rallies, the
// reveal, first fire, disengaging moves, charges, movement, the remaining fire, melee), typed
// commands (order, done, fire, move, form, face, charge), the secret orders and the previews.
// The rules themselves are the other files of this folder (volley_fire, volley_morale and the
// map readings of volley_situation); this file and volley_carry_out.cpp only sequence them.
// docs/rules/volley.md.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/map/line_of_sight.hpp"
#include "engine/rules/rule_system.hpp"
#include "engine/rules/volley/volley_board.hpp"
#include "engine/rules/volley/volley_charge.hpp"
#include "engine/rules/volley/volley_tables.hpp"

namespace hexfire::volley {

// The opponent's hint keeps the expected damage of the volleys it has read (volley_ai.cpp).
struct ThreatCache;
std::shared_ptr<ThreatCache> make_threat_cache();
// A unit's threat under each order that shapes its volley (volley_ai.cpp): the plain volley (Hold,
// Disengage, no order), First Fire's, the two dice fewer after a Move or a change of formation,
// and a Charge's (the better of its charge and its plain volley: a unit that charges fires no
// more that turn). Past the movement phase an order changes nothing: all are the plain volley.
struct ThreatByOrder {
  double plain = 0, first_fire = 0, moved = 0, charge = 0;
  double under(OrderKind k) const;
};

class VolleySystem final : public RuleSystem {
 public:
  VolleySystem(VolleyTables tables, VolleyOptions options, ChargeOptions charge, LosOptions los);
  static std::unique_ptr<RuleSystem> create(const Scenario& scenario, const std::string& rules_dir, std::string& why);

  const std::string& id() const override { return id_; }
  const SequenceOfPlay& sequence_of_play() const override { return sequence_; }
  std::vector<VerbHelp> verbs() const override;
  CommandCue cue_of(const std::string& verb) const override;
  Match start(const Scenario& scenario, std::uint64_t seed) const override;
  std::vector<Command> legal_commands(const Match& m) const override;
  std::variant<ParsedCommand, std::string> parse(const Match& m, const Command& c) const override;
  std::optional<std::string> check(const Match& m, const ParsedCommand& c) const override;
  ApplyResult carry_out(Match& m, const ParsedCommand& c, DiceSource* forced) const override;
  LogWords describe(const Match& before, const ParsedCommand& c) const override;
  std::variant<ActionTrial, std::string> try_action(Match& m, const Command& c, DiceSource* forced) const override;
  std::unique_ptr<PreviewProvider> make_previews() const override;
  std::vector<SetupProblem> check_setup(const Scenario& scenario) const override;
  // The computer opponent's copy: the dice drawn again, and each of the other side's orders not
  // yet revealed drawn from the orders that unit may be given (volley_hidden.cpp).
  void redraw_hidden(Match& m, SideId viewer, Rng& rng) const override;
  // Hints for the computer opponent (volley_ai.cpp): each unit's best volley from where it
  // stands, its expected casualties from the exact odds; and how much nearer a hex the move its
  // order gives lets it get, over the ground.
  std::optional<double> ai_threat(const Match& m, SideId side, SideId viewer) const override;
  int ai_reach(const Match& m, UnitId unit, SideId viewer, Hex toward) const override;
  // "done" while the side gives its orders (volley_ai.cpp).
  std::optional<Command> ai_closing_command(const Match& m, SideId side) const override;
  // The worth a unit's charge is expected to take off the closest enemy (ai_threat's part for a
  // unit on a Charge order, volley_ai.cpp); 0 when it may not charge.
  double charge_threat(const Match& m, UnitId charger) const;
  // The worth the side's units are expected to take off the enemy in the melees the turn's end
  // holds for them as the map stands: the pairs in contact (volley_contact.hpp) and the melees
  // carried over; one round's odds (ai_threat's part, volley_ai.cpp).
  double melee_threat(const Match& m, SideId side) const;
  // A unit's threat under each order that shapes its volley (ThreatByOrder, volley_ai.cpp);
  // the charge's part walked only when `with_charge` (its odds are not cached).
  ThreatByOrder threat_by_order(const Match& m, const Unit& a, bool with_charge) const;

  // The flow and the units' defaults (weapon from the class, line or unlimbered) as a game
  // begins: start(), and try_action on the bare position hexfire-cli resolve sets up.
  void prepare(Match& m) const;

  const VolleyTables& tables() const { return tables_; }
  const VolleyOptions& options() const { return options_; }
  const LosOptions& los() const { return los_; }
  const ChargeOptions& charge_options() const { return charge_; }
  // Why `charger` may not charge `target` now, or nothing.
  std::optional<std::string> may_charge(const Match& m, UnitId charger, UnitId target) const;
  // Why it may not charge `target` this turn whatever the phase and order (charged already,
  // locked in melee, or charge_barred), or nothing: may_charge's part the opponent reads ahead.
  std::optional<std::string> charge_left(const Match& m, UnitId charger, UnitId target) const;
  // The map's part of it, whatever the phase and orders: batteries and units not in good order
  // do not charge, and a charge goes at the closest enemy (may_charge, and try_action's what-if).
  std::optional<std::string> charge_barred(const Match& m, UnitId charger, UnitId target) const;

  // The orders `unit` may be given (routed units none, shaken ones no charge).
  std::vector<Order> orders_for(const Match& m, UnitId unit) const;
  // Why the unit may not act in the current phase with the verb, or nothing.
  std::optional<std::string> may_fire_now(const Match& m, UnitId firer) const;
  std::optional<std::string> may_move_now(const Match& m, UnitId unit) const;
  // The movement points the unit has left this phase.
  int mp_left(const Match& m, UnitId unit) const;
  // The cost of moving `unit` along `path` (from its hex, excluded), or why it may not.
  std::variant<int, std::string> path_cost(const Match& m, UnitId unit, const std::vector<Hex>& path) const;

 private:
  std::string id_ = "volley";
  // ai_threat's expected damage by what a volley's reading depends on (volley_ai.cpp): shared
  // by copies, locked, as the opponent may think on a worker thread.
  std::shared_ptr<ThreatCache> threat_cache_ = make_threat_cache();
  SequenceOfPlay sequence_;
  VolleyTables tables_;
  VolleyOptions options_;
  ChargeOptions charge_;
  LosOptions los_;
};

// Reads a regiment's figures, stands, quality, weapon, formation, repeaters, and a battery's
// sections and horses, on a scenario's <unit>.
UnitStateBox read_volley_unit(ElementReader& r);
// What read_volley_unit reads, for the scenario editor; the weapons from the tables in rules_dir.
std::vector<UnitAttribute> volley_unit_attributes(const std::string& rules_dir);

std::unique_ptr<RuleSystem> make_volley(const Scenario& scenario, const std::string& rules_dir, std::string& why);

// The phases in order; "orders" first. The automatic ones (rally, reveal; melee when nobody is
// in contact) are carried out by the flow itself.
const std::vector<std::string>& volley_phases();

}  // namespace hexfire::volley
