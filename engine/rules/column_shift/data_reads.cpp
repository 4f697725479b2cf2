#include "engine/rules/column_shift/data_reads.hpp"

#include "engine/io/xml_reader.hpp"

namespace hexfire::column_shift {

std::string class_attr(const GameState& s, UnitId unit, const char* attr) {
  const Attributes& a = s.unit_class_of(unit).attributes;
  const auto it = a.find(attr);
  return it == a.end() ? std::string() : it->second;
}

int type_number(const GameState& s, UnitId unit, const char* attr, int fallback) {
  const Attributes& a = s.unit_type(s.unit(unit).type).attributes;
  const auto it = a.find(attr);
  if (it == a.end()) return fallback;
  const auto v = parse_whole_number(it->second);
  return v && *v >= -1000 && *v <= 1000 ? static_cast<int>(*v) : fallback;
}

std::string type_word(const GameState& s, UnitId unit, const char* attr) {
  const Attributes& a = s.unit_type(s.unit(unit).type).attributes;
  const auto it = a.find(attr);
  return it == a.end() ? std::string() : it->second;
}

std::string terrain_category(const GameState& s, Hex h) {
  const Attributes& a = s.ruleset().terrain_type(s.map().terrain(h)).attributes;
  const auto it = a.find("category");
  return it == a.end() ? std::string("open") : it->second;
}

bool entrenched(const GameState& s, Hex h) {
  const auto m = s.ruleset().find_marker("entrenchment");
  return m && s.map().has_marker(h, *m);
}

}  // namespace hexfire::column_shift
