// Which ruleset attributes fireline reads, and where (so the list is checked when code changes).
#include "engine/rules/fireline/ruleset_attributes.hpp"

#include <array>
#include <string_view>

namespace hexfire::fireline {

namespace {

struct Read {
  std::string_view section, name;
};

// Each entry names the code that reads it.
constexpr std::array kRead{
    Read{"unit-classes", "action_mp"},     // movement_plan.cpp: allowance in the Action Segment
    Read{"unit-classes", "horse_mp"},      // movement_plan.cpp: allowance in the Horse Segment
    Read{"unit-classes", "straggles"},     // movement_plan.cpp: the stack makes straggle checks
    Read{"unit-classes", "small_arms"},    // fireline_stack.cpp is_small_arms: limits, 5.6 shifts
    Read{"terrain", "fire_line"},          // fire_modifiers.cpp: target in cover (-) or clear (+)
    Read{"terrain", "assault_line"},       // assault_fire.cpp: attacker in a run (-)
    Read{"terrain", "mfz"},                // mfz.cpp: MFZ 2 from the hex (embankment)
    Read{"terrain", "assault_disrupts"},   // assault.cpp: assaulting out of marsh disrupts
    Read{"terrain", "elevated"},           // fireline_stack.cpp effective_height, mfz.cpp
    Read{"terrain", "stop_on_exit"},       // movement_plan.cpp: artillery stops leaving a run
    Read{"terrain", "los_ground_level_only"},  // engine/map/line_of_sight.cpp (los_model=category)
    Read{"hexside-features", "fire_line_target_behind"},       // fire_modifiers.cpp
    Read{"hexside-features", "fire_line_firer_behind"},        // fire_modifiers.cpp
    Read{"hexside-features", "assault_line_defender_behind"},  // assault_fire.cpp
    Read{"hexside-features", "assault_line_usa_vs_csa"},       // assault_fire.cpp (note l option)
    Read{"hexside-features", "mfz"},                           // mfz.cpp
    Read{"roads", "mp_bonus"},             // movement_plan.cpp: thoroughfare bonus
    Read{"markers", "fire_line"},          // fire_modifiers.cpp: scenario markers on the target
    Read{"markers", "applies_to"},         // fire_modifiers.cpp
    Read{"markers", "needs_option"},       // fire_modifiers.cpp: design-option markers
};

}  // namespace

bool fireline_reads_attribute(const std::string& section, const std::string& name) {
  for (const Read& r : kRead)
    if (r.section == section && r.name == name) return true;
  return false;
}

Diagnostics unread_attributes(const Ruleset& rules, const std::string& rules_file) {
  Diagnostics out;
  for (const DeclaredAttribute& a : rules.declared_attributes)
    if (!fireline_reads_attribute(a.section, a.name))
      out.push_back({rules_file, a.line,
                     "<" + a.section + "> attribute '" + a.name +
                         "' is declared but no fireline rule reads it (remove it, or make a rule read it)"});
  return out;
}

}  // namespace hexfire::fireline
