// The map-shaping helpers every system's test fixture wants, addressing hexes by board label:
// a CRTP base over a fixture with `rules` (shared_ptr<const Ruleset>) and `state` (GameState)
// members, whose setters return the fixture so calls chain.
//
//   struct World : LabelledMap<World> { ... };
//   w.terrain("0503", "woods").elevation("0504", 1).marker("0503", "entrenchment");
#pragma once

#include <stdexcept>
#include <string>

#include "engine/state/game_state.hpp"

namespace hexfire::test_support {

template <class Fixture>
struct LabelledMap {
  Hex hex(const std::string& label) const {
    const auto h = self().state.map().parse_label(label);
    if (!h) throw std::invalid_argument("the fixture's map has no hex " + label);
    return *h;
  }
  Fixture& terrain(const std::string& label, const std::string& id) {
    const auto t = self().rules->find_terrain(id);
    if (!t) throw std::invalid_argument("no terrain " + id);
    self().state.map().set_terrain(hex(label), *t);
    return self();
  }
  Fixture& elevation(const std::string& label, int level) {
    self().state.map().set_elevation(hex(label), level);
    return self();
  }
  Fixture& marker(const std::string& label, const std::string& id) {
    const auto m = self().rules->find_marker(id);
    if (!m) throw std::invalid_argument("no marker " + id);
    self().state.map().add_marker(hex(label), *m);
    return self();
  }

 private:
  Fixture& self() { return static_cast<Fixture&>(*this); }
  const Fixture& self() const { return static_cast<const Fixture&>(*this); }
};

}  // namespace hexfire::test_support
