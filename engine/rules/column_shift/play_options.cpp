#include "engine/rules/column_shift/play_options.hpp"

#include "engine/rules/column_shift/data_reads.hpp"

namespace hexfire::column_shift {

std::optional<PlayOptions> read_play_options(const std::map<std::string, std::string>& values, const std::string& variant,
                                             std::string& why) {
  // The charts name the activation of a leader with his units or of one stack and leave what it
  // may do to the full rules: one stack, one action, is the only activation played so far.
  const auto activation = option_choice(values, "activation", "one_stack", {"one_stack"}, why);
  // An assault needs combat units on both sides (a fire value to roll): leaders go in with units.
  const auto leaders = option_choice(values, "leaders_assault", "with_units", {"with_units"}, why);
  const auto melee = option_choice(values, "fire_into_melee", "no", {"no", "enemy"}, why);
  const auto run_up = option_choice(values, "charge_run_up", "2", {"1", "2", "3"}, why);
  const auto capacity = option_choice(values, "carrier_capacity", "1", {"1", "2", "3"}, why);
  const auto answer = option_choice(values, "cold_steel_answer", "ask", {"ask", "never"}, why);
  const auto retreat = option_choice(values, "demoralized_retreat", "one_hex", {"one_hex", "none"}, why);
  const auto dig = option_choice(values, "dig_in_units", "infantry", {"infantry", "any"}, why);
  const auto join = option_choice(values, "assault_into_melee", "by_variant", {"next_round", "at_once", "by_variant"}, why);
  if (!activation || !leaders || !melee || !run_up || !capacity || !answer || !retreat || !dig || !join) return std::nullopt;
  PlayOptions o;
  o.fire_into_melee = *melee == "enemy";
  o.charge_run_up = (*run_up)[0] - '0';
  o.carrier_capacity = (*capacity)[0] - '0';
  o.cold_steel_answer = *answer == "ask";
  o.demoralized_retreat = *retreat == "one_hex";
  o.dig_in_infantry_only = *dig == "infantry";
  o.join_melee_next_round = *join == "next_round" || (*join == "by_variant" && variant == "ww2");
  return o;
}

bool may_dig_in(const GameState& s, UnitId unit, const PlayOptions& o) {
  if (s.is_leader(unit)) return false;
  // Dismounted cavalry fight on foot as infantry do (a class that mounts to another is the
  // dismounted form of a mounted one): Néry's squadrons dig in.
  const std::string mounts_to = class_attr(s, unit, "mounts_to");
  return !o.dig_in_infantry_only || class_attr(s, unit, "arm") == "infantry" || (!mounts_to.empty() && mounts_to != "none");
}

}  // namespace hexfire::column_shift
