// Reading the fireline movement-side options, with their documented defaults.
#include "engine/rules/fireline/movement_options.hpp"

#include <charconv>

namespace hexfire::fireline {
namespace {

int option_int(const OptionValues& rs, const std::string& key, int fallback) {
  const auto it = rs.find(key);
  if (it == rs.end()) return fallback;
  int v = 0;
  const auto& s = it->second;
  const char* first = s.data();
  if (!s.empty() && s.front() == '+') ++first;
  const auto [p, ec] = std::from_chars(first, s.data() + s.size(), v);
  return ec == std::errc{} && p == s.data() + s.size() ? v : fallback;
}

bool option_bool(const OptionValues& rs, const std::string& key, bool fallback) {
  const auto it = rs.find(key);
  if (it == rs.end()) return fallback;
  const auto& s = it->second;
  if (s == "1" || s == "true" || s == "yes" || s == "on") return true;
  if (s == "0" || s == "false" || s == "no" || s == "off") return false;
  return fallback;
}

}  // namespace

MovementOptions movement_options(const OptionValues& rs) {
  MovementOptions o;
  o.mfz_blocks_leaving = option_bool(rs, "mfz_blocks_leaving", o.mfz_blocks_leaving);
  o.routed_retreat_mp = option_int(rs, "routed_retreat_mp", o.routed_retreat_mp);
  return o;
}

StraggleOptions straggle_options(const OptionValues& rs) {
  StraggleOptions o;
  o.hit_checks_disorganization = option_bool(rs, "straggle_hit_checks_disorganization", o.hit_checks_disorganization);
  return o;
}

ZoneOptions zone_options(const OptionValues& rs) {
  ZoneOptions o;
  o.disrupted_exerts_ezoc = option_bool(rs, "ezoc_disrupted_exerts", o.disrupted_exerts_ezoc);
  o.routed_projects_mfz = option_bool(rs, "mfz_routed_projects", o.routed_projects_mfz);
  return o;
}

CommandOptions command_options(const OptionValues& rs) {
  CommandOptions o;
  o.range = option_int(rs, "command_range", o.range);
  o.search_parent_leader = option_bool(rs, "command_search_parent_leader", o.search_parent_leader);
  if (const auto it = rs.find("ho_level"); it != rs.end() && !it->second.empty()) o.ho_level = it->second;
  return o;
}

AssaultOptions assault_options(const OptionValues& rs) {
  AssaultOptions o;
  o.max_rounds = option_int(rs, "assault_rounds", o.max_rounds);
  o.retreat_hexes = option_int(rs, "assault_retreat_hexes", o.retreat_hexes);
  o.no_retreat_hits = option_int(rs, "assault_no_retreat_hits", o.no_retreat_hits);
  o.attacker_occupies = option_bool(rs, "assault_occupy", o.attacker_occupies);
  o.pre_assault_fire = option_bool(rs, "assault_pre_assault_fire", o.pre_assault_fire);
  o.disrupted_may_assault = option_bool(rs, "assault_disrupted_may_start", o.disrupted_may_assault);
  return o;
}

RallyOptions rally_options(const OptionValues& rs) {
  RallyOptions o;
  o.blocked_by_enemy_mfz = option_bool(rs, "rally_blocked_by_enemy_mfz", o.blocked_by_enemy_mfz);
  return o;
}

}  // namespace hexfire::fireline
