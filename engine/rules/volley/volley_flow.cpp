#include "engine/rules/volley/volley_flow.hpp"

namespace hexfire::volley {

namespace {
struct OrderWords {
  OrderKind kind;
  const char* word;
  const char* name;
};
constexpr OrderWords kOrders[] = {{OrderKind::FirstFire, "fire", "First Fire"},
                                  {OrderKind::Hold, "hold", "Hold"},
                                  {OrderKind::Disengage, "disengage", "Disengage"},
                                  {OrderKind::Charge, "charge", "Charge"},
                                  {OrderKind::Move, "move", "Move"},
                                  {OrderKind::Form, "form", "Change formation"}};
}  // namespace

const char* order_word(OrderKind k) {
  for (const auto& o : kOrders)
    if (o.kind == k) return o.word;
  return "hold";
}

const char* order_name(OrderKind k) {
  for (const auto& o : kOrders)
    if (o.kind == k) return o.name;
  return "Hold";
}

std::optional<OrderKind> parse_order(const std::string& word) {
  for (const auto& o : kOrders)
    if (word == o.word) return o.kind;
  return std::nullopt;
}

std::string order_text(const Order& o) {
  std::string out = order_name(o.kind);
  if (o.kind == OrderKind::Form) out += " to " + o.formation;
  return out;
}

SideId VolleyFlow::owner_of(UnitId u) const {
  const auto it = owners.find(u);
  return it == owners.end() ? SideId{} : it->second;
}

const Order* VolleyFlow::order_seen(UnitId u, SideId viewer) const {
  const auto it = orders.find(u);
  if (it == orders.end()) return nullptr;
  return revealed || owner_of(u) == viewer ? &it->second : nullptr;
}

std::string VolleyFlow::hash_text() const {
  const auto side = acting_side();
  std::string out = side ? keys.at(*side) : "-";
  out += " " + phase + (revealed ? " revealed" : "");
  for (const auto& [u, o] : orders) out += " o" + std::to_string(u.value) + order_word(o.kind) + o.formation;
  for (const auto& [u, n] : strength) out += " s" + std::to_string(u.value) + ":" + std::to_string(n);
  for (const auto& [u, n] : spent) out += " mp" + std::to_string(u.value) + ":" + std::to_string(n);
  for (const auto& [u, p] : pressure) {
    out += " p" + std::to_string(u.value) + ":" + (p.first_loss ? "1" : "0") + (p.stand_lost ? "1" : "0") +
           (p.friend_broke ? "1" : "0") + std::to_string(p.artillery_hits) + std::to_string(p.flank) +
           (p.cover ? "c" : "");
  }
  for (UnitId u : charged) out += " c" + std::to_string(u.value);
  for (const auto& [u, name] : awaiting) out += " w" + std::to_string(u.value);
  for (const Melee& x : melees)
    out += " m" + std::to_string(x.attacker.value) + "-" + std::to_string(x.defender.value) + ":" + std::to_string(x.rounds) +
           "@" + std::to_string(x.turn);
  if (exposure) {
    out += " x" + std::to_string(exposure->mover.value) + "@" + std::to_string(exposure->from.q) + "," +
           std::to_string(exposure->from.r);
    for (Hex h : exposure->rest) out += ">" + std::to_string(h.q) + "," + std::to_string(h.r);
  }
  return out;
}

std::string VolleyFlow::acting() const {
  const auto side = acting_side();
  if (!side) return "";
  if (phase == "orders") return names.at(*side) + " gives orders";
  return names.at(*side);
}

std::vector<FlowRow> VolleyFlow::rows_for(SideId viewer) const {
  std::vector<FlowRow> out;
  for (const auto& [side, name] : names) {
    int count = 0;
    for (const auto& [u, o] : orders)
      if (owner_of(u) == side) ++count;
    if (side == viewer || revealed)
      out.push_back({side == viewer ? "Your orders" : "Orders of " + name, std::to_string(count) + " given"});
    else
      out.push_back({"Orders of " + name, std::to_string(count) + " given (secret until revealed)"});
  }
  std::string waiting;
  for (const auto& [u, name] : awaiting)
    if (owner_of(u) == viewer) waiting += (waiting.empty() ? "" : ", ") + name;
  if (phase == "orders" && !waiting.empty()) out.push_back({"Still without orders", waiting});
  if (!melees.empty()) out.push_back({"Melees", std::to_string(melees.size())});
  return out;
}

std::string VolleyFlow::unit_badge(UnitId unit, SideId viewer) const {
  const Order* o = order_seen(unit, viewer);
  if (!o) return {};
  switch (o->kind) {
    case OrderKind::FirstFire: return "FIRE";
    case OrderKind::Hold: return "HOLD";
    case OrderKind::Disengage: return "DISENG";
    case OrderKind::Charge: return "CHARGE";
    case OrderKind::Move: return "MOVE";
    case OrderKind::Form: return "FORM";
  }
  return {};
}

std::string VolleyFlow::unit_acted(UnitId unit, SideId viewer) const {
  std::string out;
  if (const Order* o = order_seen(unit, viewer)) out = "order: " + order_text(*o);
  if (charged.count(unit)) out += out.empty() ? "charged" : ", charged";
  return out;
}

}  // namespace hexfire::volley
