// Fireline's flow state: its hash text, what each side may see of it, and what a unit has done.
#include "engine/rules/fireline/fireline_flow.hpp"

#include <stdexcept>

namespace hexfire::fireline {
namespace {

std::string ids(const std::set<UnitId>& set) {
  std::string out;
  for (UnitId id : set) out += " " + std::to_string(id.value);
  return out;
}

}  // namespace

// The text is the one match_text wrote before the flow state moved here, so the hashes of saves
// and recorded games did not change: the acting chit's key ends the shared "active" line.
std::string FirelineFlow::hash_text() const {
  std::string out = (active_chit ? active_chit->key : "-") + "\ncup";
  for (const Chit& c : cup) out += " " + c.key;
  out += "\ndrawn";
  for (const Chit& c : drawn) out += " " + c.key;
  out += "\nmoved" + ids(moved) + "\nfired" + ids(fired) + "\nassaulted" + ids(assaulted) + "\nrallied" +
         ids(rallied) + "\nreacted" + ids(reacted) + "\n";
  return out;
}

std::vector<FlowRow> FirelineFlow::rows_for(SideId viewer) const {
  (void)viewer;  // both sides see the same: the cup's contents are secret to everyone
  std::vector<FlowRow> rows;
  if (active_chit) rows.push_back({"Acting", active_chit->label});
  std::string names;
  for (const Chit& c : drawn) names += (names.empty() ? "" : ", ") + c.label;
  rows.push_back({"Drawn this turn", names.empty() ? "none" : names});
  rows.push_back({"Chits left in the cup", std::to_string(cup.size())});
  return rows;
}

// Every action in fireline is open: any viewer sees it.
std::string FirelineFlow::unit_acted(UnitId unit, SideId) const {
  std::string out;
  auto add = [&](const std::set<UnitId>& s, const char* word) {
    if (s.count(unit)) out += (out.empty() ? "" : ", ") + std::string(word);
  };
  add(moved, "moved");
  add(fired, "fired");
  add(assaulted, "assaulted");
  add(rallied, "rallied");  // reaction fire is the enemy's answer, not an action of the unit's own
  return out;
}

FirelineFlow& fireline_flow(Match& m) {
  auto* f = dynamic_cast<FirelineFlow*>(m.flow.system.get());
  if (!f) throw std::logic_error("a fireline match without fireline's flow state");
  return *f;
}

const FirelineFlow& fireline_flow(const Match& m) {
  const auto* f = dynamic_cast<const FirelineFlow*>(m.flow.system.get());
  if (!f) throw std::logic_error("a fireline match without fireline's flow state");
  return *f;
}

}  // namespace hexfire::fireline
