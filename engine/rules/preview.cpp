// The system-neutral helpers of preview.hpp.
#include "engine/rules/preview.hpp"

#include <algorithm>

#include "engine/rules/rule_system.hpp"

namespace hexfire {

bool action_offered(const ActionKind& a, const SequenceOfPlay& sequence, const std::string& phase) {
  const PhaseDef* p = sequence.phase(phase);
  return p && std::find(p->verbs.begin(), p->verbs.end(), a.verb) != p->verbs.end();
}

std::unique_ptr<PreviewProvider> RuleSystem::make_previews() const { return nullptr; }

std::unique_ptr<PreviewProvider> make_preview_provider(const RuleSystem& rules) { return rules.make_previews(); }

}  // namespace hexfire
