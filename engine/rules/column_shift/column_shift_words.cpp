// ColumnShiftSystem's words for people (RuleSystem::describe): each command as a sentence with the
// names of its units, read before it is carried out, and the ledgers' results after it.
#include <algorithm>

#include "engine/rules/column_shift/column_shift_board.hpp"

namespace hexfire::column_shift {
namespace {

using namespace board;

std::string plural(const std::vector<UnitId>& units, const std::string& one, const std::string& many) {
  return units.size() > 1 ? many : one;
}

struct Describer {
  const Match& m;
  SideId side;
  const GameState& s() const { return m.state; }
  std::string at(Hex h) const { return hex_word(s(), h); }
  std::string side_name() const { return s().side(side).name; }
  // "1st Platoon and a Panzer III in 0405": the side's own units in a hex.
  std::vector<UnitId> own(Hex h) const { return units_in(s(), h, side); }
  std::string who(Hex h) const { return names_of(s(), own(h), h) + " in " + at(h); }
  std::string enemy(Hex h) const { return names_in(s(), h) + " in " + at(h); }

  LogWords operator()(const ActivateCmd& c) const { return {LogKind::Other, side_name() + " activates " + who(c.hex)}; }
  LogWords operator()(const MoveCmd& c) const {
    std::string text = names_of(s(), own(c.from), c.from) + " " + plural(own(c.from), "moves", "move") + " from " + at(c.from);
    if (!c.path.empty()) text += " to " + at(c.path.back());
    return {LogKind::Move, text};
  }
  LogWords operator()(const FireCmd& c) const {
    std::vector<UnitId> firers = own(c.from);
    for (Hex h : c.with)
      for (UnitId u : own(h)) firers.push_back(u);
    return {LogKind::Fire, names_of(s(), firers, c.from) + " in " + at(c.from) + " " + plural(firers, "fires", "fire") +
                               " at " + enemy(c.target)};
  }
  LogWords operator()(const AssaultCmd& c) const {
    const auto units = own(c.from);
    std::string how = c.declaration == Declaration::Charge ? plural(units, "charges", "charge")
                                                           : plural(units, "assaults", "assault");
    std::string text = who(c.from) + " " + how + " " + enemy(c.target);
    if (c.declaration == Declaration::ColdSteel) text += " with cold steel";
    return {LogKind::Assault, text};
  }
  LogWords operator()(const RecoverCmd& c) const {
    return {LogKind::Morale, who(c.hex) + " " + plural(own(c.hex), "tries", "try") + " to recover"};
  }
  LogWords operator()(const DigCmd& c) const {
    return {LogKind::Other, who(c.hex) + " " + plural(own(c.hex), "digs", "dig") + " in"};
  }
  LogWords operator()(const EndCmd&) const { return {LogKind::Other, side_name() + " ends the activation"}; }
  LogWords operator()(const LoseCmd& c) const {
    return {LogKind::Other, s().unit(c.unit).name + " takes a step loss"};
  }
  LogWords operator()(const OpFireCmd& c) const {
    const auto firers = own(c.from);
    const Unit& target = s().unit(c.target);
    std::string text = who(c.from) + " " + plural(firers, "opportunity-fires", "opportunity-fire") + " at " + target.name;
    if (target.position) text += " in " + at(*target.position);
    return {LogKind::Fire, text};
  }
  LogWords operator()(const PassCmd&) const { return {LogKind::Other, side_name() + " passes for the rest of the turn"}; }
  LogWords operator()(const CarryCmd& c) const {
    return {LogKind::Move, who(c.hex) + ": " + carry_verb(c.action)};
  }
  LogWords operator()(const AnswerCmd& c) const {
    return {LogKind::Assault,
            side_name() + (c.cold_steel ? " answers with cold steel" : " does not answer with cold steel")};
  }
  // The units the retreat prompt stands for (demoralized_retreat.hpp), named before they go.
  LogWords operator()(const RetreatCmd& c) const {
    const ColumnShiftFlow& f = flow_of(m);
    const std::vector<UnitId> units = f.retreat ? f.retreat->units : own(c.from);
    return {LogKind::Morale, names_of(s(), units, c.from) + ", demoralized under fire, " +
                                 plural(units, "retreats", "retreat") + " from " + at(c.from) + " to " + at(c.to)};
  }
};

// A ledger's result in the log's words ("fire: 1 step loss; morale: passed").
void say_result(const Resolution& r, std::string& out) {
  if (!r.result_text.empty()) {
    std::string what = r.kind == "direct_fire" ? std::string("fire") : r.kind;
    std::replace(what.begin(), what.end(), '_', ' ');
    out += "; " + (what.empty() ? std::string() : what + ": ") + r.result_text;
  }
  for (const Resolution& f : r.follow_ups) say_result(f, out);
}

}  // namespace

LogWords ColumnShiftSystem::describe(const Match& before, const ParsedCommand& c) const {
  return std::visit(Describer{before, c.side}, static_cast<const CsCommand&>(*c.body).body);
}

void ColumnShiftSystem::describe_outcome(const Match&, const ParsedCommand&, const ApplyResult& done,
                                         LogWords& words) const {
  for (const Resolution& r : done.resolutions) say_result(r, words.text);
}

}  // namespace hexfire::column_shift
