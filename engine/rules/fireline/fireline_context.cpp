// Building the fireline context: options parsed and checked, tables attached.
#include "engine/rules/fireline/fireline_context.hpp"

#include "engine/io/xml_reader.hpp"
#include "engine/rules/fireline/ruleset_attributes.hpp"

namespace hexfire::fireline {

std::optional<std::string> FirelineContext::option(const std::string& name) const {
  const auto it = option_values.find(name);
  if (it == option_values.end()) return std::nullopt;
  return it->second;
}

namespace {

struct OptionReader {
  const std::map<std::string, std::string>& values;
  Diagnostics& errors;
  std::string source;

  const std::string* get(const char* name) const {
    const auto it = values.find(name);
    return it == values.end() ? nullptr : &it->second;
  }
  void bad(const char* name, const std::string& v, const std::string& allowed) {
    errors.push_back({source, 0, std::string("option ") + name + "=\"" + v + "\": must be " + allowed});
  }
  void boolean(const char* name, bool& out) {
    if (const auto* v = get(name)) {
      if (*v == "true") out = true;
      else if (*v == "false") out = false;
      else bad(name, *v, "true or false");
    }
  }
  void choice(const char* name, bool& out, const char* when_true, const char* when_false) {
    if (const auto* v = get(name)) {
      if (*v == when_true) out = true;
      else if (*v == when_false) out = false;
      else bad(name, *v, std::string(when_true) + " or " + when_false);
    }
  }
  void integer(const char* name, int& out, int lo, int hi) {
    if (const auto* v = get(name)) {
      const auto n = parse_whole_number(*v);
      if (!n || *n < lo || *n > hi) bad(name, *v, "a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
      else out = static_cast<int>(*n);
    }
  }
};

}  // namespace

FirelineContextLoad make_fireline_context(std::shared_ptr<const Ruleset> ruleset, FirelineTables tables,
                                          const std::map<std::string, std::string>& overrides,
                                          const std::string& source) {
  FirelineContextLoad out;
  if (!ruleset) {
    out.errors.push_back({source, 0, "no ruleset"});
    return out;
  }
  FirelineContext ctx;
  ctx.option_values = ruleset->options;
  for (const auto& [k, v] : overrides) ctx.option_values[k] = v;
  OptionReader r{ctx.option_values, out.errors, source};
  FirelineOptions& o = ctx.options;
  r.boolean("straggle_uses_amm", o.straggle_uses_amm);
  if (const auto* v = r.get("apportion_hits")) {
    if (*v != "most_sp_first") r.bad("apportion_hits", *v, "most_sp_first");
  }
  r.integer("flank_hexsides", o.flank_hexsides, 1, 5);
  if (o.flank_hexsides % 2 == 0) r.bad("flank_hexsides", std::to_string(o.flank_hexsides), "odd (1, 3 or 5)");
  if (const auto* v = r.get("d_result_o_hit_option")) {
    if (*v == "ask" || *v == "test" || *v == "off") {
      o.d_result_ask = *v == "ask";
      o.d_result_o_hit_test = *v != "off";
    } else {
      r.bad("d_result_o_hit_option", *v, "ask, test or off");
    }
  }
  if (const auto* v = r.get("round_fire")) {
    if (*v == "down") o.round_fire = RoundFire::Down;
    else if (*v == "nearest") o.round_fire = RoundFire::Nearest;
    else if (*v == "up") o.round_fire = RoundFire::Up;
    else r.bad("round_fire", *v, "down, nearest or up");
  }
  r.integer("no_los_cap_row", o.no_los_cap_row, 0, tables.crt.last_row());
  r.choice("fire_line_clamp", o.clamp_each_step, "each_step", "end");
  r.boolean("routed_may_fire", o.routed_may_fire);
  r.choice("disrupted_d_result", o.disrupted_d_checks, "o_hit", "o_hit_no_check");
  // The movement, zone, command, assault and rally options are read where they are used
  // (movement_options.hpp); their values are checked here, once, so a bad one in a scenario is
  // an error naming it rather than a silent fall-back to the default.
  for (const char* name : {"mfz_blocks_leaving", "straggle_hit_checks_disorganization", "ezoc_disrupted_exerts",
                           "mfz_routed_projects", "command_search_parent_leader", "assault_occupy",
                           "assault_pre_assault_fire", "assault_disrupted_may_start", "rally_blocked_by_enemy_mfz",
                           "abatis_assault_usa_vs_csa_only", "entrenchment_marker"}) {
    bool ignored = false;
    r.boolean(name, ignored);
  }
  for (const char* name : {"command_range", "assault_rounds", "assault_retreat_hexes", "assault_no_retreat_hits",
                           "routed_retreat_mp"}) {
    int ignored = 0;
    r.integer(name, ignored, 0, 99);
  }
  if (const auto* v = r.get("los_model"); v && *v != "category" && *v != "height") r.bad("los_model", *v, "category or height");
  if (!out.errors.empty()) return out;
  ctx.ruleset = std::move(ruleset);
  ctx.tables = std::move(tables);
  out.context = std::move(ctx);
  return out;
}

FirelineContextLoad load_fireline_context(std::shared_ptr<const Ruleset> ruleset, const std::string& rules_file,
                                          const std::map<std::string, std::string>& overrides) {
  auto t = load_fireline_tables(rules_file);
  if (!t.tables) {
    FirelineContextLoad out;
    out.errors = std::move(t.errors);
    return out;
  }
  if (ruleset) {
    // No dead data: every attribute the file declares must be one a rule reads.
    Diagnostics unread = unread_attributes(*ruleset, rules_file);
    if (!unread.empty()) {
      FirelineContextLoad out;
      out.errors = std::move(unread);
      return out;
    }
  }
  return make_fireline_context(std::move(ruleset), std::move(*t.tables), overrides);
}

}  // namespace hexfire::fireline
