// Fireline's unit state (see fireline_unit.hpp).
#include "engine/rules/fireline/fireline_unit.hpp"

#include <array>

#include "engine/io/xml_reader.hpp"
#include "engine/units/system_state_of.hpp"

namespace hexfire::fireline {
namespace {

constexpr std::array<std::string_view, kUnitFlagCount> kFlagNames = {"advance_fire", "advancing", "charging",
                                                                     "pre_assault", "thoroughfare"};

}  // namespace

std::string_view flag_name(UnitFlag f) { return kFlagNames[static_cast<std::size_t>(f)]; }

std::optional<UnitFlag> parse_flag(std::string_view name) {
  for (std::size_t i = 0; i < kFlagNames.size(); ++i)
    if (kFlagNames[i] == name) return static_cast<UnitFlag>(i);
  return std::nullopt;
}

std::string FirelineUnit::hash_lead() const { return "hits=" + std::to_string(o_hits); }

std::string FirelineUnit::hash_trail() const {
  std::string out;
  for (int i = 0; i < kUnitFlagCount; ++i)
    if (has(static_cast<UnitFlag>(i))) out += " " + std::string(kFlagNames[static_cast<std::size_t>(i)]) + "=1";
  return out;
}

std::string_view rank_name(LeaderRank r) {
  switch (r) {
    case LeaderRank::Army: return "army";
    case LeaderRank::Senior: return "senior";
    case LeaderRank::Junior: return "junior";
  }
  return "junior";
}

std::vector<FlowRow> FirelineUnit::rows() const {
  std::vector<FlowRow> out{{"O hits", std::to_string(o_hits)}};
  if (rank) out.push_back({"Rank", std::string(rank_name(*rank))});
  return out;
}

UnitStateBadges FirelineUnit::badges() const {
  UnitStateBadges b;
  for (int i = 0; i < kUnitFlagCount; ++i)
    if (has(static_cast<UnitFlag>(i))) b.markers.emplace_back(kFlagNames[static_cast<std::size_t>(i)]);
  b.count = o_hits;
  b.count_label = "O HITS";
  return b;
}

const FirelineUnit& fireline_unit(const Unit& u) { return system_state_of<FirelineUnit>(u); }

FirelineUnit& fireline_unit(Unit& u) { return system_state_of<FirelineUnit>(u); }

UnitStateBox read_fireline_unit(ElementReader& unit_element) {
  auto state = std::make_unique<FirelineUnit>();
  state->o_hits = unit_element.integer("hits", 0, 99).value_or(0);
  if (unit_element.element().name == "leader") {
    if (const auto rank = unit_element.str("rank")) {
      for (LeaderRank r : {LeaderRank::Army, LeaderRank::Senior, LeaderRank::Junior})
        if (*rank == rank_name(r)) state->rank = r;
      if (!state->rank) {
        const auto at = unit_element.str("at");
        unit_element.error("rank=\"" + *rank + "\"" + (at ? " (leader at " + *at + ")" : std::string()) +
                           " is not a leader rank (army, senior or junior)");
      }
    }
  }
  return UnitStateBox(std::move(state));
}

std::vector<UnitAttribute> fireline_unit_attributes(const std::string&) {
  std::vector<std::string> ranks;
  for (LeaderRank r : {LeaderRank::Army, LeaderRank::Senior, LeaderRank::Junior}) ranks.emplace_back(rank_name(r));
  return {{"hits", "O hits", UnitAttributeKind::Number, 0, 99, {}, UnitAttributeOn::Any, "O hits taken before the start (default 0)"},
          {"rank", "Rank", UnitAttributeKind::Choice, 0, 0, ranks, UnitAttributeOn::Leader,
           "army: his benefit reaches any small-arms stack of his side; absent: by affiliation alone"}};
}

}  // namespace hexfire::fireline
