// Volley's previews for the play screen (engine/rules/preview.hpp): the orders as actions on
// the unit itself, a volley with its ledger and exact odds, moves and rides with their area,
// formation changes, pivots, and the players' aid tables.
#include <algorithm>

#include "engine/map/movement.hpp"
#include "engine/rules/preview.hpp"
#include "engine/rules/volley/volley_charge_on_map.hpp"
#include "engine/rules/volley/volley_forecast.hpp"
#include "engine/rules/volley/volley_situation.hpp"
#include "engine/rules/volley/volley_system.hpp"
#include "engine/rules/volley/volley_unit.hpp"

namespace hexfire::volley {

using namespace board;

namespace {

struct OrderAction {
  const char* id;
  const char* name;
  char key;
  OrderKind kind;
  const char* formation;
  const char* help;
};
constexpr OrderAction kOrderActions[] = {
    {"order_fire", "Order: First Fire", 'I', OrderKind::FirstFire, "", "fires before anybody moves: 3 dice and +1"},
    {"order_hold", "Order: Hold", 'H', OrderKind::Hold, "", "stands and fires at any time of the turn: 3 dice"},
    {"order_disengage", "Order: Disengage", 'D', OrderKind::Disengage, "",
     "moves away from the enemy before the charges; fire at it is halved"},
    {"order_move", "Order: Move", 'O', OrderKind::Move, "", "moves in the movement phase, then fires with 2 dice"},
    {"order_charge", "Order: Charge", 'W', OrderKind::Charge, "", "charges the closest enemy in the charge phase"},
    {"order_line", "Order: form line", 'N', OrderKind::Form, "line", "changes to line in the movement phase"},
    {"order_column", "Order: form column", 'C', OrderKind::Form, "column", "changes to column in the movement phase"},
    {"order_skirmish", "Order: form skirmish", 'S', OrderKind::Form, "skirmish", "changes to skirmish order"},
    {"order_double", "Order: form double line", 'B', OrderKind::Form, "double_line", "changes to double line"},
    {"order_extended", "Order: form extended line", 'X', OrderKind::Form, "extended_line", "changes to extended line"},
    {"order_march", "Order: form march column", 'K', OrderKind::Form, "march_column", "changes to march column"},
    {"order_limber", "Order: limber", 'U', OrderKind::Form, "limbered", "a battery limbers to move"},
    {"order_unlimber", "Order: unlimber", 'J', OrderKind::Form, "unlimbered", "a battery unlimbers to fire"},
};

const OrderAction* order_action(const std::string& id) {
  for (const auto& a : kOrderActions)
    if (id == a.id) return &a;
  return nullptr;
}

RulesTable casualty_table(const VolleyTables& t) {
  RulesTable out;
  out.id = "casualties";
  out.title = t.casualties.title;
  for (std::size_t c = 0; c < t.casualties.totals.size(); ++c) out.columns.push_back(t.casualties.column_label(static_cast<int>(c)));
  for (std::size_t r = 0; r < t.casualties.figures.size(); ++r) {
    out.row_labels.push_back(t.casualties.row_label(static_cast<int>(r)));
    std::vector<std::string> row;
    for (const Casualty& c : t.casualties.cells[r]) row.push_back(c.code);
    out.cells.push_back(std::move(row));
  }
  return out;
}

std::string signed_text(int v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

class VolleyPreviews final : public PreviewProvider {
 public:
  explicit VolleyPreviews(const VolleySystem& rules) : rules_(rules) {}

  std::vector<ActionKind> actions() const override {
    std::vector<ActionKind> out = {
        {"move", "Move", 'M', "move", ActionTarget::Path, false, false, "Move", "move the regiment or battery"},
        {"fire", "Fire", 'F', "fire", ActionTarget::Hex, false, false, "Fire (roll)",
         "fire a volley at an enemy in front, in sight and in range, with exact odds"},
        {"charge", "Charge", 'G', "charge", ActionTarget::Hex, false, true, "Charge (roll)",
         "charge the closest enemy: the bonus, the defensive volley, the impact and the outcome, with exact odds"},
        {"face", "Face", 'A', "face", ActionTarget::Facing, false, false, "Pivot", "pivot to face a hexside (a move)"},
        {"form", "Change formation", 'V', "form", ActionTarget::Self, false, false, "Change formation",
         "change to the formation the unit was ordered to"},
        {"ride", "Ride (officers)", 'R', "ride", ActionTarget::Path, false, false, "Ride", "the officers in the hex ride"}};
    for (const auto& a : kOrderActions)
      out.push_back({a.id, a.name, a.key, "order", ActionTarget::Self, false, false, "Give the order", a.help});
    return out;
  }

  std::vector<ReachableHex> reach(const Match& m, const ActionRequest& r) const override {
    std::vector<ReachableHex> out;
    if (!m.flow.active_side) return out;
    const SideId side = *m.flow.active_side;
    std::optional<UnitId> mover;
    if (r.action == "ride") {
      const auto o = officers_in(m.state, r.from, side);
      if (!o.empty()) mover = o.front();
    } else {
      mover = body_in(m.state, r.from);
    }
    if (!mover || m.state.unit(*mover).side != side) return out;
    const MoveQuery q = move_query(m.state, *mover, rules_.mp_left(m, *mover), r.action == "ride");
    const ReachableArea area = reachable_area(m.state.map(), m.state.ruleset(), q);
    for (Hex h : area.hexes()) {
      if (h == r.from) continue;
      std::vector<Hex> path = area.path_to(h);
      path.erase(path.begin());
      ActionRequest req = make_path_request(r.action, r.from, path);
      if (rules_.validate(m, command(m, req))) continue;  // e.g. a disengaging unit not getting away
      out.push_back({h, *area.spent(h), std::move(path), 0});
    }
    return out;
  }

  ActionPreviewData preview(const Match& m, const ActionRequest& r) const override {
    ActionPreviewData p;
    const Command c = command(m, r);
    if (auto why = rules_.validate(m, c)) {
      p.error = *why;
      return p;
    }
    p.legal = true;
    const GameState& s = m.state;
    if (r.action == "fire") return fire_preview(m, r.from, r.target);
    if (r.action == "charge") {
      const UnitId charger = *body_in(s, r.from), target = *body_in(s, r.target);
      ChargeForecast f = forecast_charge(rules_, m, charger, target);
      p.odds = std::move(f.odds);
      p.ledger = std::move(f.ledger);
      p.ledger.hexes = {r.from, r.target};
      return p;
    }
    p.ledger.system = "volley";
    if (r.action == "move" || r.action == "ride") {
      p.ledger.kind = "move";
      const auto mover = r.action == "ride" ? officers_in(s, r.from, *m.flow.active_side).front() : *body_in(s, r.from);
      p.allowance = rules_.mp_left(m, mover);
      p.ledger.title = s.unit(mover).name + " moves to " + s.map().label(r.target);
      int spent = 0;
      for (std::size_t i = 0; i < r.path.size(); ++i) {
        const auto cost = rules_.path_cost(m, mover, {r.path.begin(), r.path.begin() + static_cast<long>(i) + 1});
        const int upto = std::holds_alternative<int>(cost) ? std::get<int>(cost) : spent;
        p.steps.push_back({r.path[i], upto - spent, upto, false, 0.0, "", ""});
        spent = upto;
      }
      p.ledger.inputs.push_back({"Movement points", std::to_string(spent) + " of " + std::to_string(p.allowance)});
      return p;
    }
    const UnitId u = *body_in(s, r.from);
    p.ledger.kind = "order";
    if (const OrderAction* a = order_action(r.action)) {
      p.ledger.title = s.unit(u).name + ": " + a->name;
      p.ledger.inputs.push_back({"Order", order_text({a->kind, a->formation})});
      p.ledger.notes.push_back(a->help);
      p.ledger.notes.push_back("secret from the other side until the orders are revealed");
    } else if (r.action == "form") {
      const auto o = flow_of(m).orders.at(u);
      p.ledger.title = s.unit(u).name + " changes to " + o.formation;
      p.ledger.inputs.push_back({"Costs", volley_unit(s.unit(u)).quality == "green" ? "a whole move" : "half a move"});
    } else if (r.action == "face") {
      p.ledger.title = s.unit(u).name + " pivots to face " + direction_name(r.facing);
      p.ledger.notes.push_back("a pivot counts as a move: 2 dice in the fire phase (4.2)");
    }
    return p;
  }

  // A Hold unit's fire at a mover (volley_hold_fire.hpp), as the Fire action previews it.
  ActionPreviewData preview_answer(const Match& m, const Command& answer) const override {
    if (answer.verb != "fire" || answer.args.size() != 2 || rules_.validate(m, answer)) return {};
    const auto from = m.state.map().parse_label(answer.args[0]), target = m.state.map().parse_label(answer.args[1]);
    if (!from || !target) return {};
    return fire_preview(m, *from, *target);
  }

  Command command(const Match& m, const ActionRequest& r) const override {
    const std::string key = acting_side_key(m);
    const HexMap& map = m.state.map();
    if (r.action == "move" || r.action == "ride") {
      Command c{key, r.action, {map.label(r.from)}};
      for (Hex h : r.path) c.args.push_back(map.label(h));
      return c;
    }
    if (r.action == "fire" || r.action == "charge") return {key, r.action, {map.label(r.from), map.label(r.target)}};
    if (r.action == "face") return {key, "face", {map.label(r.from), direction_name(r.facing)}};
    if (r.action == "form") {
      const auto u = body_in(m.state, r.from);
      const auto& orders = flow_of(m).orders;
      const auto o = u ? orders.find(*u) : orders.end();
      return {key, "form", {map.label(r.from), o == orders.end() ? std::string("line") : o->second.formation}};
    }
    if (const OrderAction* a = order_action(r.action)) {
      Command c{key, "order", {map.label(r.from), order_word(a->kind)}};
      if (a->kind == OrderKind::Form) c.args.push_back(a->formation);
      return c;
    }
    return {key, r.action, {map.label(r.from)}};
  }

  std::vector<RulesTable> tables() const override {
    const VolleyTables& t = rules_.tables();
    std::vector<RulesTable> out = {casualty_table(t)};
    RulesTable w{"weapons", "Weapons: ranges in inches and DRMs", {"Close", "Normal", "Long", "DRM", "Close DRM", "Melee DRM"}, {}, {}};
    for (const Weapon& x : t.weapons) {
      w.row_labels.push_back(x.name);
      auto num = [](double d) {
        std::string s = std::to_string(d);
        s.erase(s.find_last_not_of('0') + 1);
        if (!s.empty() && s.back() == '.') s.pop_back();
        return s;
      };
      w.cells.push_back({num(x.close), num(x.normal), num(x.longest), signed_text(x.drm), signed_text(x.close_drm),
                         signed_text(x.melee_drm)});
    }
    out.push_back(std::move(w));
    RulesTable f{"formation_drms", "Target formation DRMs", {"Infantry or artillery target", "Cavalry target"}, {}, {}};
    for (const FormationDrm& d : t.formations) {
      f.row_labels.push_back(d.label);
      f.cells.push_back({signed_text(d.infantry), signed_text(d.cavalry)});
    }
    out.push_back(std::move(f));
    RulesTable d{"drms", "Firer and target DRMs", {"DRM"}, {}, {}};
    for (const Drm& x : t.firer_drms) d.row_labels.push_back("Firer: " + x.label), d.cells.push_back({signed_text(x.value)});
    for (const Drm& x : t.target_drms)
      d.row_labels.push_back("Target: " + x.label),
          d.cells.push_back({signed_text(x.value) + (x.artillery ? " (" + signed_text(*x.artillery) + " artillery)" : "")});
    out.push_back(std::move(d));
    RulesTable mm{"morale", "Morale point modifiers (2d6 must roll above)", {"By fire", "By charge"}, {}, {}};
    for (const auto& [q, v] : t.base_morale) mm.row_labels.push_back("Base: " + q), mm.cells.push_back({std::to_string(v), std::to_string(v)});
    for (const MoraleModifier& x : t.morale_modifiers) {
      mm.row_labels.push_back(x.label);
      mm.cells.push_back({x.fire ? signed_text(*x.fire) : "-", x.charge ? signed_text(*x.charge) : "-"});
    }
    out.push_back(std::move(mm));
    return out;
  }

  Command end_command(const Match& m) const override { return {acting_side_key(m), "done", {}}; }
  // "done" ends the side's part of the phase (units still without orders hold).
  std::string end_label(const Match& m) const override {
    return m.flow.phase == "orders" ? "Orders given" : "Done with the phase";
  }

  std::vector<HexDirection> front_hexsides(const Match& m, UnitId unit) const override {
    const HexDirection f = m.state.unit(unit).facing;
    return {rotate(f, -1), f, rotate(f, 1)};
  }

 private:
  // The volley of the unit in `from` at the one in `target`: its exact odds and ledger, and the
  // figures that fire.
  ActionPreviewData fire_preview(const Match& m, Hex from, Hex target_hex) const {
    ActionPreviewData p;
    p.legal = true;
    const GameState& s = m.state;
    const UnitId firer = *body_in(s, from), target = *body_in(s, target_hex);
    VolleyForecast f = forecast_volley(rules_, m, firer, target);
    const FireRead& rd = f.read;
    p.odds = std::move(f.odds);
    p.ledger = std::move(f.ledger);
    p.ledger.hexes = {from, target_hex};
    Participant part;
    part.unit = firer;
    part.can_take_part = part.picked = true;
    part.counts = rd.fire.figures ? rd.fire.figures : rd.fire.half_sections;
    const VolleyUnit& v = volley_unit(s.unit(firer));
    part.strength = v.battery() ? v.sections * 2 : v.figures;
    if (part.counts != part.strength)
      part.note = std::to_string(part.counts) + (v.battery() ? " half-sections" : " figures") + " fire in " + v.formation;
    p.participants.push_back(part);
    return p;
  }

  const VolleySystem& rules_;
};

}  // namespace

std::unique_ptr<PreviewProvider> VolleySystem::make_previews() const { return std::make_unique<VolleyPreviews>(*this); }

}  // namespace hexfire::volley
