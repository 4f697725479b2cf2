// The sequence of play as data: a rule system describes its turn as an ordered list of phases
// (what happens, who acts, which verbs are legal there), and the flow code and the front end's
// phase bar read the same description. The code that enforces it lives in each rule system.
#pragma once

#include <string>
#include <vector>

namespace hexfire {

struct PhaseDef {
  std::string id;                  // "activation", "reaction", "horse", "rally", "end_of_turn"
  std::string name;                // "Action Segment"
  std::string who;                 // "the side whose chit was drawn", "both sides in turn"
  std::vector<std::string> verbs;  // legal verbs in this phase ("move", "fire", "end")
  bool repeats = false;            // once per activation (true) or once per turn
  std::string doc;                 // one line for the help text and the phase bar tooltip
};

// A named design default of the sequence of play, with its current value.
struct FlowOptionDoc {
  std::string name;   // "activation_mode"
  std::string value;  // "chit_cup"
  std::string doc;    // "chit_cup | alternate: how formations are picked to act"
};

struct SequenceOfPlay {
  std::string system;                // "fireline"
  std::string summary;               // the turn in one paragraph
  std::vector<PhaseDef> phases;      // in order within a turn
  std::vector<FlowOptionDoc> options;

  const PhaseDef* phase(const std::string& id) const {
    for (const auto& p : phases)
      if (p.id == id) return &p;
    return nullptr;
  }
};

}  // namespace hexfire
