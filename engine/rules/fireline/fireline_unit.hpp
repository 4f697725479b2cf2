// Fireline's own state of a unit: its O hits and the flags movement and assault set for fire to
// read (thoroughfare, charging, advancing, pre-assault, advance fire). Kept in Unit::system.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

#include "engine/rules/unit_attributes.hpp"
#include "engine/units/unit.hpp"

namespace hexfire {
class ElementReader;
}

namespace hexfire::fireline {

// In the order the state hash lists them (the alphabetical order of their names).
enum class UnitFlag : std::uint8_t { AdvanceFire, Advancing, Charging, PreAssault, Thoroughfare };
inline constexpr int kUnitFlagCount = 5;

// "advance_fire", ... : the names in scripts, hashes and the ruleset's marker ids.
std::string_view flag_name(UnitFlag f);
std::optional<UnitFlag> parse_flag(std::string_view name);

// A leader's rank (5.4 "Army, Senior, Junior"): an army leader's benefit reaches any small-arms
// stack of his side; senior and junior leaders reach the stacks of the organization they command.
enum class LeaderRank : std::uint8_t { Army, Senior, Junior };
std::string_view rank_name(LeaderRank r);

class FirelineUnit final : public SystemUnitState {
 public:
  int o_hits = 0;
  // Scenario data for leaders (rank="..."), never changed in play, so not part of the hash.
  std::optional<LeaderRank> rank;

  bool has(UnitFlag f) const { return (flags_ & bit(f)) != 0; }
  void set(UnitFlag f, bool on) { flags_ = static_cast<std::uint8_t>(on ? flags_ | bit(f) : flags_ & ~bit(f)); }
  std::uint8_t flag_bits() const { return flags_; }
  void set_flag_bits(std::uint8_t bits) { flags_ = bits; }

  std::unique_ptr<SystemUnitState> clone() const override { return std::make_unique<FirelineUnit>(*this); }
  std::string hash_lead() const override;   // "hits=N"
  std::string hash_trail() const override;  // " advance_fire=1 charging=1" ...
  std::vector<FlowRow> rows() const override;
  UnitStateBadges badges() const override;

 private:
  static std::uint8_t bit(UnitFlag f) { return static_cast<std::uint8_t>(1u << static_cast<unsigned>(f)); }
  std::uint8_t flags_ = 0;
};

// The unit's fireline state; a unit that has none yet reads as fresh (no hits, no flags).
const FirelineUnit& fireline_unit(const Unit& u);
// The same, to change; gives the unit a fresh state when it has none (or another system's).
FirelineUnit& fireline_unit(Unit& u);

// hits="N" of a scenario's unit (0..99): the O hits it starts with; rank="army|senior|junior" of
// a leader.
UnitStateBox read_fireline_unit(ElementReader& unit_element);
// What read_fireline_unit reads, for the scenario editor.
std::vector<UnitAttribute> fireline_unit_attributes(const std::string& rules_dir);

}  // namespace hexfire::fireline
