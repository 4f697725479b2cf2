// The system-neutral helpers of preview.hpp.
#include "engine/rules/preview.hpp"

#include <algorithm>

namespace hexfire {

bool action_offered(const ActionKind& a, const SequenceOfPlay& sequence, const std::string& phase) {
  const PhaseDef* p = sequence.phase(phase);
  return p && std::find(p->verbs.begin(), p->verbs.end(), a.verb) != p->verbs.end();
}

}  // namespace hexfire
