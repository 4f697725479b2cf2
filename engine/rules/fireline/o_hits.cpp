// O hits, the disorganization check and CRT result application (see o_hits.hpp).
#include "engine/rules/fireline/o_hits.hpp"

#include <optional>

#include "engine/rules/fireline/fireline_stack.hpp"

namespace hexfire::fireline {

namespace {

// The next unit to take a hit under 6.4; nullptr when none is left.
StackUnit* next_hit_taker(StackWork& w) {
  int fewest = -1;
  bool small_arms_left = false;
  for (const auto& u : w.units) {
    if (u.eliminated) continue;
    if (fewest < 0 || u.hits_this_result < fewest) fewest = u.hits_this_result;
  }
  for (const auto& u : w.units)
    if (!u.eliminated && u.hits_this_result == fewest && !u.artillery) small_arms_left = true;
  StackUnit* best = nullptr;
  for (auto& u : w.units) {
    if (u.eliminated || u.hits_this_result != fewest) continue;
    if (small_arms_left && u.artillery) continue;  // artillery stacked with small arms takes hits last
    if (!best || u.sp() > best->sp() || (u.sp() == best->sp() && u.modified_morale() > best->modified_morale()))
      best = &u;
  }
  return best;
}

}  // namespace

void apply_o_hits(StackWork& w, const FirelineContext& ctx, int hits, Resolution& ledger, HitTally& tally) {
  for (auto& u : w.units) u.hits_this_result = 0;
  const int per_side = ctx.tables.hits_per_side;
  for (int i = 0; i < hits; ++i) {
    StackUnit* u = next_hit_taker(w);
    if (!u) {
      if (!w.quiet) ledger.consequences.push_back("no unit left in " + w.label + " to take the remaining O hit(s)");
      break;
    }
    ++u->hits_this_result;
    ++tally.hits;
    const int before = u->hits;
    ++u->hits;
    if (u->hits < per_side) {
      if (!w.quiet) ledger.consequences.push_back(*u->name + ": O hits " + std::to_string(before) + " -> " + std::to_string(u->hits));
    } else if (!u->reduced && u->has_reduced_side) {
      u->reduced = true;
      u->hits = 0;  // D-12: the reduced side starts without hits
      ++tally.reduced;
      if (!w.quiet) ledger.consequences.push_back(*u->name + ": O hit " + std::to_string(per_side) +
                                    " flips it to its reduced side (" + std::to_string(u->sp()) + " SP, morale " +
                                    std::to_string(u->base_morale()) + ", O hits reset to 0)");
    } else {
      u->eliminated = true;
      ++tally.eliminated;
      if (!w.quiet) ledger.consequences.push_back(*u->name + ": O hit " + std::to_string(per_side) + " on its " +
                                    (u->reduced ? "reduced" : "only") + " side removes it");
    }
  }
}

void step_down(StackWork& w, Resolution& ledger, HitTally& tally) {
  const UnitStatus from = w.status;
  if (w.status == UnitStatus::Good) w.status = UnitStatus::Disrupted;
  else w.status = UnitStatus::Routed;
  tally.status_after = w.status;
  if (w.quiet) return;
  if (from == w.status) ledger.consequences.push_back("stack in " + w.label + " stays routed");
  else
    ledger.consequences.push_back("stack in " + w.label + ": " + status_name(from) + " -> " + status_name(w.status));
}

void disorganization_check(StackWork& w, const FirelineContext&, DiceSource& dice, Resolution& ledger,
                           HitTally& tally) {
  if (w.living() == 0) return;
  if (w.quiet) {  // step_down writes nothing to the ledger in quiet mode
    if (!roll_morale_check(w, dice, "disorganization", {}, nullptr)) step_down(w, ledger, tally);
    return;
  }
  Resolution check;
  if (roll_morale_check(w, dice, "disorganization", "Disorganization check, stack in " + w.label, &check))
    check.consequences.push_back("no further effect");
  else
    step_down(w, check, tally);
  ledger.follow_ups.push_back(std::move(check));
}

void settle_d_result(StackWork& w, const FirelineContext& ctx, bool test, DiceSource& dice, Resolution& ledger,
                     HitTally& tally) {
  if (!test) {
    step_down(w, ledger, tally);
    return;
  }
  // In quiet mode nothing is written, so the test may share the outer ledger.
  std::optional<Resolution> own;
  if (!w.quiet) own.emplace();
  Resolution& check = own ? *own : ledger;
  const bool passed = roll_morale_check(w, dice, "d_result_test",
                                        w.quiet ? std::string() : "D result: AMM test to take 1 O hit instead",
                                        own ? &check : nullptr);
  if (passed) {
    tally.d_converted = true;
    if (!w.quiet) check.consequences.push_back("passed: 1 O hit instead of disruption, stays in good order");
    apply_o_hits(w, ctx, 1, check, tally);
  } else {
    step_down(w, check, tally);
  }
  if (own) ledger.follow_ups.push_back(std::move(*own));
}

std::string outcome_key(const std::string& code, const HitTally& t) {
  std::string key = code;
  key += ':';
  bool any = false;
  auto add = [&](int n, const char* one, const char* many) {
    key += any ? ", " : " ";
    any = true;
    if (n >= 0) {
      key += std::to_string(n);
      key += n == 1 ? one : many;
    } else {
      key += one;
    }
  };
  if (t.hits) add(t.hits, " O hit", " O hits");
  if (t.reduced) add(t.reduced, " reduced", " reduced");
  if (t.eliminated) add(t.eliminated, " removed", " removed");
  if (t.status_after != t.status_before) add(-1, status_name(t.status_after), "");
  if (t.d_pending) add(-1, "owner's choice", "");
  if (!any) key += " no effect";
  return key;
}

std::string apply_crt_outcome(StackWork& w, const FirelineContext& ctx, const CrtOutcome& outcome, DiceSource& dice,
                              Resolution& ledger) {
  return outcome_key(outcome.code, apply_crt_effects(w, ctx, outcome, dice, ledger));
}

HitTally apply_crt_effects(StackWork& w, const FirelineContext& ctx, const CrtOutcome& outcome, DiceSource& dice,
                           Resolution& ledger) {
  HitTally tally;
  tally.status_before = tally.status_after = w.status;
  if (outcome.disrupts) {
    if (w.status != UnitStatus::Good) {
      if (!w.quiet) ledger.consequences.push_back("stack in " + w.label + " is already " + status_name(w.status) +
                                    ": D counts as 1 O hit");
      apply_o_hits(w, ctx, 1, ledger, tally);
      if (ctx.options.disrupted_d_checks) disorganization_check(w, ctx, dice, ledger, tally);
    } else if (w.defer_d_choice) {
      // The owner decides later (settle_d_result); nothing happens to the stack yet.
      w.d_choice_pending = true;
      tally.d_pending = true;
      if (!w.quiet)
        ledger.consequences.push_back("D on the good-order stack in " + w.label +
                                      ": its owner chooses to be disrupted or to test its AMM for 1 O hit instead");
    } else {
      settle_d_result(w, ctx, ctx.options.d_result_o_hit_test, dice, ledger, tally);
    }
  } else if (outcome.o_hits > 0) {
    apply_o_hits(w, ctx, outcome.o_hits, ledger, tally);
    disorganization_check(w, ctx, dice, ledger, tally);
  } else if (!w.quiet) {
    ledger.consequences.push_back("no effect");
  }
  return tally;
}

Resolution apply_o_hits_to_hex(GameState& s, const FirelineContext& ctx, Hex h, int hits, const std::string& cause,
                               DiceSource* dice) {
  Resolution r;
  r.kind = "o_hits";
  r.system = "fireline";
  r.title = std::to_string(hits) + " O hit(s) on the stack in " + hex_name(s, h) + ": " + cause;
  r.hexes.push_back(h);
  StackWork w = snapshot_stack(s, ctx, h);
  HitTally tally;
  tally.status_before = tally.status_after = w.status;
  apply_o_hits(w, ctx, hits, r, tally);
  if (dice) disorganization_check(w, ctx, *dice, r, tally);
  r.result = outcome_key(std::to_string(hits), tally);
  commit_stack(s, w);
  return r;
}

}  // namespace hexfire::fireline
