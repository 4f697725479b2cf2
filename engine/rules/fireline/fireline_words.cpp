// FirelineSystem's words for people (RuleSystem::describe): each order as a sentence with the
// names of its units, read before it is carried out, and the ledgers' results after it.
#include <algorithm>

#include "engine/rules/fireline/fireline_command.hpp"
#include "engine/rules/fireline/fireline_system.hpp"

namespace hexfire::fireline {
namespace {

std::string side_name(const Match& m, SideId side) { return m.state.side(side).name; }

// "moves" for one unit, "move" for several: the subject is a list of names.
std::string verb_for(const std::vector<UnitId>& units, const std::string& one, const std::string& many) {
  return units.size() > 1 ? many : one;
}

std::vector<UnitId> movers(const GameState& s, const MoveCommand& mc) {
  return mc.picked && !mc.args.order.units.empty() ? mc.args.order.units : s.stack_at(mc.from);
}

struct Describer {
  const Match& m;
  SideId side;
  const GameState& s() const { return m.state; }
  std::string at(Hex h) const { return hex_word(s(), h); }

  LogWords operator()(const EndOrder&) const { return {LogKind::Other, side_name(m, side) + " ends the activation"}; }
  LogWords operator()(const PassOrder&) const { return {LogKind::Other, side_name(m, side) + " passes"}; }
  LogWords operator()(const ActivateOrder& o) const {
    const auto org = s().find_org(o.formation);
    const std::string who = org ? s().org(*org).name : o.formation;
    return {LogKind::Other, side_name(m, side) + " activates " + who};
  }
  LogWords operator()(const FaceOrder& o) const {
    const auto& units = s().stack_at(o.hex);
    return {LogKind::Move, names_in(s(), o.hex) + " in " + at(o.hex) + " " + verb_for(units, "faces ", "face ") +
                               direction_name(o.direction)};
  }
  LogWords operator()(const MoveCommand& mc) const {
    const std::vector<UnitId> units = movers(s(), mc);
    const MoveOrder& o = mc.args.order;
    std::string how = o.rout_mp > 0 ? verb_for(units, "routs", "rout")
                      : o.charging ? verb_for(units, "charges", "charge")
                                   : verb_for(units, "moves", "move");
    std::string text = names_of(s(), units, mc.from) + " " + how + " from " + at(mc.from);
    if (!o.path.empty()) text += " to " + at(o.path.back());
    return {LogKind::Move, text};
  }
  LogWords operator()(const FireAction& a) const {
    const std::vector<UnitId>& firers = a.units.empty() ? s().stack_at(a.firer) : a.units;
    return {LogKind::Fire, names_of(s(), firers, a.firer) + " in " + at(a.firer) + " " +
                               verb_for(firers, "fires", "fire") + " at " + names_in(s(), a.target) + " in " +
                               at(a.target)};
  }
  LogWords operator()(const AssaultOrder& a) const {
    const auto& units = s().stack_at(a.from);
    const std::string how = a.charge ? verb_for(units, "charges", "charge") : verb_for(units, "assaults", "assault");
    return {LogKind::Assault, names_in(s(), a.from) + " in " + at(a.from) + " " + how + " " + names_in(s(), a.target) +
                                  " in " + at(a.target)};
  }
  LogWords operator()(const RallyOrder& o) const {
    return {LogKind::Morale, names_in(s(), o.hex) + " in " + at(o.hex) + " " +
                                 verb_for(s().stack_at(o.hex), "tries", "try") + " to rally"};
  }
  LogWords operator()(const PromptAnswer& a) const {
    const std::string choice = a.words.empty() ? std::string() : a.words.front();
    std::string what = side_name(m, side);
    if (choice == "hit") what += ": the stragglers take the O hit and go on";
    else if (choice == "stop") what += ": the stragglers stop";
    else if (choice == "accept") what += " accepts the disruption";
    else if (choice == "test") what += " tests morale for 1 O hit instead of disruption";
    else what += " answers: " + choice;
    return {LogKind::Morale, what};
  }
};

// A ledger's result in the log's words ("straggle check 50%: passed").
void say_result(const Resolution& r, std::string& out) {
  // The move's own ledger repeats the sentence's "to 0709" unless the move ended short.
  const bool says_nothing_new = r.kind == "move" && r.result == "moved";
  if (!says_nothing_new && !r.result_text.empty()) {
    std::string what = r.kind;
    if (r.kind == "straggle") what = "straggle check";
    else if (r.kind == "o_hits") what = "O hits";
    else if (r.kind == "d_result") what = "D result";
    else if (r.kind == "d_result_test") what = "AMM test";
    else if (r.kind == "move") what.clear();
    else
      std::replace(what.begin(), what.end(), '_', ' ');
    out += "; " + (what.empty() ? std::string() : what + ": ") + r.result_text;
  }
  for (const Resolution& f : r.follow_ups) say_result(f, out);
}

}  // namespace

LogWords FirelineSystem::describe(const Match& before, const ParsedCommand& c) const {
  return std::visit(Describer{before, c.side}, fireline_command(c).order);
}

void FirelineSystem::describe_outcome(const Match&, const ParsedCommand&, const ApplyResult& done,
                                      LogWords& words) const {
  for (const Resolution& r : done.resolutions) say_result(r, words.text);
}

}  // namespace hexfire::fireline
