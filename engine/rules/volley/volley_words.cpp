// Volley's commands in words for the log (RuleSystem::describe): units by name, hexes by label.
// A secret order never reaches here for the other side: the seam logs its public text.
#include "engine/rules/volley/volley_system.hpp"

namespace hexfire::volley {

using namespace board;

LogWords VolleySystem::describe(const Match& before, const ParsedCommand& pc) const {
  const GameState& s = before.state;
  const HexMap& map = s.map();
  const Body& body = static_cast<const VolleyCommand&>(*pc.body).body;
  auto name_in = [&](Hex h) {
    const auto u = body_in(s, h);
    return (u ? s.unit(*u).name + " in " : std::string("the unit in ")) + map.label(h);
  };
  return std::visit(
      [&](const auto& b) -> LogWords {
        using T = std::decay_t<decltype(b)>;
        if constexpr (std::is_same_v<T, OrderCmd>) return {LogKind::Other, name_in(b.at) + " is ordered: " + order_text(b.order)};
        else if constexpr (std::is_same_v<T, DoneCmd>) return {LogKind::Other, s.side(pc.side).name + " is done"};
        else if constexpr (std::is_same_v<T, PassCmd>) return {LogKind::Other, s.side(pc.side).name + " lets the move go on"};
        else if constexpr (std::is_same_v<T, FireCmd>) return {LogKind::Fire, name_in(b.from) + " fires at " + name_in(b.target)};
        else if constexpr (std::is_same_v<T, MoveCmd>)  // Hold fire may halt it on the way (volley_hold_fire.hpp)
          return {LogKind::Move, name_in(b.from) + (options_.hold_fire == "at_movers" ? " sets off for " : " moves to ") +
                                     map.label(b.path.back())};
        else if constexpr (std::is_same_v<T, RideCmd>)
          return {LogKind::Move, "officers ride from " + map.label(b.from) + " to " + map.label(b.path.back())};
        else if constexpr (std::is_same_v<T, FormCmd>) return {LogKind::Other, name_in(b.at) + " forms " + b.formation};
        else if constexpr (std::is_same_v<T, FaceCmd>)
          return {LogKind::Move, name_in(b.at) + " pivots to face " + direction_name(b.dir)};
        else return {LogKind::Assault, name_in(b.from) + " charges " + name_in(b.target)};
      },
      body);
}

}  // namespace hexfire::volley
