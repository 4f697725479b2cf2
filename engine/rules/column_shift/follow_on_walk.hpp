// Private to column-shift's follow-on walks (follow_on_odds.cpp: the odds the previews show;
// follow_on_expectation.cpp: the opponent's expectations over the same walk): the packed states
// of the units a result reaches, the Walker that applies a result and walks its checks, and the
// small helpers both need. Not for use elsewhere.
#pragma once

#include <algorithm>
#include <array>
#include <compare>
#include <cstdint>
#include <cstdlib>
#include <map>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/rules/column_shift/column_shift_unit.hpp"
#include "engine/rules/column_shift/follow_on_odds.hpp"

namespace hexfire::column_shift::follow_on_walk {

// What a result and its checks can change of a reached unit.
struct Snap {
  std::uint8_t status = 0;
  std::uint8_t lost = 0;  // compound morale losses (B-6)
  bool gone = false;
  bool reduced = false;
  auto operator<=>(const Snap&) const = default;
};

// The reached units' snaps packed two bytes a unit in a string: short stacks stay in the string's
// own buffer, so the walk's many states copy and compare without the heap.
class PackedSnaps {
 public:
  PackedSnaps() = default;
  explicit PackedSnaps(const std::vector<Snap>& snaps) {
    for (const Snap& x : snaps) {
      bytes_.push_back(static_cast<char>(x.status | (x.gone ? 8 : 0) | (x.reduced ? 16 : 0)));
      bytes_.push_back(static_cast<char>(x.lost));
    }
  }
  Snap operator[](std::size_t i) const {
    const auto b = static_cast<unsigned char>(bytes_[2 * i]);
    return {static_cast<std::uint8_t>(b & 7), static_cast<std::uint8_t>(bytes_[2 * i + 1]), (b & 8) != 0, (b & 16) != 0};
  }
  void set(std::size_t i, const Snap& x) {
    bytes_[2 * i] = static_cast<char>(x.status | (x.gone ? 8 : 0) | (x.reduced ? 16 : 0));
    bytes_[2 * i + 1] = static_cast<char>(x.lost);
  }
  std::vector<Snap> unpack() const {
    std::vector<Snap> out;
    for (std::size_t i = 0; i < bytes_.size() / 2; ++i) out.push_back((*this)[i]);
    return out;
  }
  auto operator<=>(const PackedSnaps&) const = default;

 private:
  std::string bytes_;
};

// A unit other than a leader matters to later checks only through nothing (a check reads the
// unit's own state and the leaders'), so once checked it is folded into counts of what the checks
// did: states that differ only in which unit it was merge, and the walk stays small.
struct WalkState {
  PackedSnaps units;                       // one per reached unit, in reached order
  std::array<std::uint8_t, 3> counts{};    // checked units disrupted, demoralized, lower morale
  std::size_t next = 0;                    // the next check
  auto operator<=>(const WalkState&) const = default;
};

// Which count a check's change falls in: 0 disrupted, 1 demoralized, 2 lower morale; none.
inline std::optional<std::size_t> change_of(const Snap& before, const Snap& now) {
  if (now.gone) return std::nullopt;
  if (now.status != before.status)
    return static_cast<UnitStatus>(now.status) == UnitStatus::Disrupted ? 0 : 1;
  if (now.lost != before.lost) return 2;
  return std::nullopt;
}

// A morale check at `value` (the bonus), or a leader's casualty check after `value` steps.
struct Job {
  std::size_t unit = 0;
  bool casualty = false;
  int value = 0;
};

inline Snap snap_of(const GameState& s, UnitId id) {
  const Unit& u = s.unit(id);
  return {static_cast<std::uint8_t>(u.status), static_cast<std::uint8_t>(column_shift_unit(u).morale_lost),
          u.eliminated || !u.position, u.reduced};
}

// What one result left, its checks walked.
struct ResultWalk {
  std::vector<UnitId> reached;
  std::vector<Snap> before, after;  // before the result; after its losses, before any check
  std::vector<bool> leader;
  int steps = 0;
  StagedWalk<WalkState> walk;

  // What the walk's final state `w` left, packed (a byte a count) so that the odds add up under
  // a number and the words are written once per outcome (format_outcome).
  std::uint64_t code(const WalkState& w) const {
    int disrupted = w.counts[0], demoralized = w.counts[1], morale = w.counts[2], killed = 0, eliminated = 0,
        flipped = 0;
    for (std::size_t i = 0; i < reached.size(); ++i) {
      const Snap x = w.units[i];
      if (before[i].gone) continue;
      if (leader[i]) killed += x.gone;
      else if (after[i].gone) ++eliminated;
      else if (after[i].reduced && !before[i].reduced) ++flipped;
      // A unit folded into the counts stands as after the losses; any other change is read here.
      if (!leader[i] && w.units[i] == after[i]) continue;
      if (const auto c = change_of(before[i], x)) ++(*c == 0 ? disrupted : *c == 1 ? demoralized : morale);
    }
    std::uint64_t out = 0;
    for (int n : {steps, flipped, eliminated, disrupted, demoralized, morale, killed})
      out = (out << 8) | static_cast<std::uint64_t>(std::min(n, 255));
    return out;
  }
};

// The words of an outcome code: "2 steps lost, 1 eliminated, 1 demoralized"; "no effect".
inline std::string format_outcome(std::uint64_t code) {
  static const char* const one[] = {"step lost", "flipped", "eliminated", "disrupted", "demoralized", "lower morale",
                                    "leader killed"};
  static const char* const many[] = {"steps lost", "flipped", "eliminated", "disrupted", "demoralized",
                                     "lower morale", "leaders killed"};
  std::string out;
  for (int k = 0; k < 7; ++k) {
    const auto n = static_cast<int>((code >> (8 * (6 - k))) & 0xff);
    if (n > 0) out += (out.empty() ? "" : ", ") + std::to_string(n) + " " + (n == 1 ? one[k] : many[k]);
  }
  return out.empty() ? "no effect" : out;
}

using CodeOdds = std::map<std::uint64_t, Fraction>;

inline void add_code(CodeOdds& into, std::uint64_t code, const Fraction& p) {
  if (p.num == 0) return;
  into[code] += p;
}

inline CodeOdds odds_of(const ResultWalk& r) {
  CodeOdds out;
  for (const auto& [w, p] : r.walk.finals) add_code(out, r.code(w), p);
  return out;
}

// One odds computation: a single working copy of the position (every walk puts back what it
// changed), and each check's outcomes by the situation that decides them, shared by every
// result walked (the same unit in the same state with the same bonus and the same leaders about
// it checks alike whatever result brought it there).
class Walker {
 public:
  Walker(const GameState& s, const MoraleOptions& mo, const LossChooser& choose) : work_(s), mo_(mo), choose_(choose) {}

  GameState& work() { return work_; }

  // Sets the reached units to `x` (a unit gone is off the map; one back is where it stood).
  void put(const std::vector<UnitId>& ids, const std::vector<Snap>& x) {
    for (std::size_t i = 0; i < ids.size(); ++i) {
      Unit& u = work_.unit_mut(ids[i]);
      if (!home_.count(ids[i])) home_[ids[i]] = u.position;
      u.status = static_cast<UnitStatus>(x[i].status);
      column_shift_unit(u).morale_lost = x[i].lost;
      u.eliminated = x[i].gone;
      u.reduced = x[i].reduced;
      u.position = x[i].gone ? std::nullopt : home_[ids[i]];
    }
  }

  std::uint64_t paths() const { return paths_; }

  // `fold`: units other than leaders are folded into counts once checked (their states are not
  // needed afterwards); without it the final states keep every unit (to count a fire value on).
  ResultWalk walk(const std::vector<UnitId>& reached, const CellResult& cell, bool assault,
                  const std::vector<std::pair<UnitId, CellResult>>& own, bool fold = true) {
    ResultWalk r;
    r.reached = reached;
    for (UnitId id : reached) {
      if (!home_.count(id)) home_[id] = work_.unit(id).position;
      r.before.push_back(snap_of(work_, id));
      r.leader.push_back(work_.is_leader(id));
    }
    // The losses through apply_result itself: it places every loss before it asks for a die, so
    // a source with no dice stops it there (the flow's dry run of the loss prompt does the same).
    try {
      ScriptedDice none({});
      apply_result(work_, mo_, reached, cell, assault, own, choose_, none);
    } catch (const DiceExhausted&) {
    }
    for (std::size_t i = 0; i < reached.size(); ++i) {
      r.after.push_back(snap_of(work_, reached[i]));
      if (r.before[i].gone || r.leader[i]) continue;
      const bool two_sided = work_.unit_type(work_.unit(reached[i]).type).reduced_strength > 0;
      if (r.after[i].gone) r.steps += two_sided && !r.before[i].reduced ? 2 : 1;
      else if (r.after[i].reduced && !r.before[i].reduced) r.steps += 1;
    }
    put(reached, r.before);
    // The checks in apply_result's order: morale of those still there, then leader casualties.
    std::vector<Job> jobs;
    for (std::size_t i = 0; i < reached.size(); ++i) {
      if (r.after[i].gone) continue;
      const CellResult* mine = nullptr;
      for (const auto& [u, c] : own)
        if (u == reached[i]) mine = &c;
      const CellResult& c = mine && mine->morale_check ? *mine : cell;
      if (!c.morale_check || (r.leader[i] && !c.leaders_check_without_loss && r.steps == 0)) continue;  // B-8
      jobs.push_back({i, false, c.morale_bonus});
    }
    if (cell.losses > 0)
      for (std::size_t i = 0; i < reached.size(); ++i)
        if (!r.after[i].gone && r.leader[i]) jobs.push_back({i, true, r.steps});
    const auto step = [&](const WalkState& w, StageOutcomes<WalkState>& out) {
      out.reached.clear();
      out.paths = 0;
      const Job& job = jobs[w.next];
      for (const auto& [x, p, n] : outcomes(reached, r.leader, w.units, job)) {
        WalkState next = w;
        if (fold && !job.casualty && !r.leader[job.unit]) {
          if (const auto c = change_of(r.before[job.unit], x)) ++next.counts[*c];
          next.units.set(job.unit, r.after[job.unit]);  // folded into the counts
        } else {
          next.units.set(job.unit, x);
        }
        ++next.next;
        out.reached.push_back({std::move(next), p, n});
      }
    };
    r.walk = walk_outcomes(WalkState{PackedSnaps(r.after), {}, 0}, step, [&](const WalkState& w) { return w.next >= jobs.size(); });
    return r;
  }

 private:
  // The outcomes of one check of the unit `job` names, the reached units standing as `units`.
  // A check reads only the total of its two dice (morale.hpp: morale_effect, leader_killed), so
  // it is worked out once per total, each total weighted by the ways the two dice make it.
  const std::vector<Reached<Snap>>& outcomes(const std::vector<UnitId>& reached, const std::vector<bool>& leader,
                                             const PackedSnaps& units, const Job& job) {
    const UnitId id = reached[job.unit];
    // The situation packed in a number: the unit, the check, its state, and the state of every
    // other reached leader (a situation too large for 64 bits goes by its bytes instead).
    const Snap self = units[job.unit];
    std::uint64_t packed = id.value;
    bool fits = id.value < (1u << 20) && job.value >= 0 && job.value < 16 && self.lost < 64;
    const auto add = [&](std::uint64_t v, int bits) { packed = (packed << bits) | v; };
    add(job.casualty ? 1 : 0, 1);
    add(static_cast<std::uint64_t>(job.value) & 15, 4);
    add(self.status & 7u, 3);
    add(self.lost & 63u, 6);
    add(self.gone ? 1 : 0, 1);
    add(self.reduced ? 1 : 0, 1);
    std::string bytes;  // the whole situation, for one that does not fit
    const auto raw = [&](std::uint32_t v) {
      for (int shift = 0; shift < 32; shift += 8) bytes.push_back(static_cast<char>((v >> shift) & 0xff));
    };
    raw(id.value);
    raw(job.casualty ? 1u : 0u);
    raw(static_cast<std::uint32_t>(job.value));
    raw(static_cast<std::uint32_t>(self.status | (self.gone ? 8 : 0) | (self.reduced ? 16 : 0)));
    raw(self.lost);
    int leaders = 0;
    if (!job.casualty)
      for (std::size_t l = 0; l < reached.size(); ++l)
        if (leader[l] && l != job.unit) {
          const Snap x = units[l];
          const auto v = static_cast<std::uint64_t>(x.status | (x.gone ? 8 : 0));
          if (++leaders <= 7) add(v, 4);
          bytes.push_back(static_cast<char>(v));
        }
    fits = fits && leaders <= 7;
    std::map<std::uint64_t, StageOutcomes<Snap>>::iterator small;
    std::map<std::string, StageOutcomes<Snap>>::iterator large;
    if (fits) {
      small = rolled_.lower_bound(packed);
      if (small != rolled_.end() && small->first == packed) return small->second.reached;
    } else {
      large = rolled_large_.lower_bound(bytes);
      if (large != rolled_large_.end() && large->first == bytes) return large->second.reached;
    }
    std::vector<Snap> base;
    for (UnitId u : reached) base.push_back(snap_of(work_, u));
    put(reached, units.unpack());
    // What the check reads before its dice, read once; then each total through morale_effect
    // (or leader_killed) and apply_morale, as check_morale and the flow do.
    const MoraleTarget target = job.casualty ? MoraleTarget{} : morale_target(work_, mo_, id);
    std::array<std::optional<Snap>, 13> by_total;
    StageOutcomes<Snap> o;
    roll_outcomes<Snap>(
        [&](DiceSource& walk_dice) {
          const int a = walk_dice.d6("first"), b = walk_dice.d6("second");
          std::optional<Snap>& x = by_total[static_cast<std::size_t>(a + b)];
          if (!x) {
            x = units[job.unit];
            if (job.casualty) {
              x->gone = leader_killed(a + b, job.value);
            } else {
              apply_morale(work_, id, morale_effect(target, a + b, job.value));
              x = snap_of(work_, id);
              put({id}, {units[job.unit]});
            }
            ++paths_;
          }
          return *x;
        },
        o);
    put(reached, base);
    if (fits) return rolled_.emplace_hint(small, packed, std::move(o))->second.reached;
    return rolled_large_.emplace_hint(large, std::move(bytes), std::move(o))->second.reached;
  }

  GameState work_;
  const MoraleOptions& mo_;
  const LossChooser& choose_;
  std::map<UnitId, std::optional<Hex>> home_;  // where each unit walked stood
  std::map<std::uint64_t, StageOutcomes<Snap>> rolled_;
  std::map<std::string, StageOutcomes<Snap>> rolled_large_;
  std::uint64_t paths_ = 0;  // checks run
};

inline void add_odds(ResultOdds& into, const std::string& key, const Fraction& p) {
  if (p.num == 0) return;
  into[key] += p;
}

// Each die face of a side's assault fire, with its probability; one "face" of certainty when the
// side has no column (it does not roll).
inline std::vector<std::pair<std::optional<int>, Fraction>> assault_faces(const std::optional<int>& column) {
  if (!column) return {{std::nullopt, Fraction::of(1, 1)}};
  std::vector<std::pair<std::optional<int>, Fraction>> out;
  for (int d = 1; d <= 6; ++d) out.push_back({d, Fraction::of(1, 6)});
  return out;
}

inline const CellResult& no_effect() {
  static const CellResult none{"-", false, 0, 0};
  return none;
}

// The outcomes (distinct keys) as a Distribution over their common denominator in whole counts,
// most likely first, ties by key: what distribution_from makes of a map of keys, without building
// that map (whose string keys cost more than the walk here); distribution_from itself when the
// common denominator would not fit in 128 bits (it throws).
inline Distribution finish(std::vector<std::pair<std::string, Fraction>> items, std::uint64_t paths) {
  OddsCount den = 1;
  bool fits = true;
  for (const auto& [k, p] : items) {
    const OddsCount g = odds_gcd(den, p.den);
    fits = fits && !__builtin_mul_overflow(odds_quotient(den, g), p.den, &den);
  }
  if (!fits) {
    std::map<std::string, Fraction> by_key;
    for (auto& [k, p] : items) by_key.emplace(std::move(k), p);
    return distribution_from(by_key, paths, paths);
  }
  Distribution d;
  d.outcomes.reserve(items.size());
  for (auto& [k, p] : items) d.outcomes.push_back({std::move(k), {p.num * odds_quotient(den, p.den), den}});
  std::sort(d.outcomes.begin(), d.outcomes.end(), [](const hexfire::OutcomeOdds& x, const hexfire::OutcomeOdds& y) {
    return x.probability.count != y.probability.count ? x.probability.count > y.probability.count : x.outcome < y.outcome;
  });
  d.paths = d.sequences = paths;
  return d;
}

// The exact walk throws std::overflow_error past 128 bits (staged_odds.hpp): more than two dozen
// checks of two dice in one resolution (36^25 > 2^128), a very large stack fired at. Such a resolution
// shows no odds (its ledger still shows) and its expectation no loss, rather than stopping the
// game: the opponent's threat, which walks every fire it might give, stopped a tournament on
// mtsensk_1941 with it. `walk()`, or `otherwise()` when it outgrows 128 bits.
template <class Walk, class Otherwise>
auto unless_too_large(Walk&& walk, Otherwise&& otherwise) -> decltype(walk()) {
  try {
    return walk();
  } catch (const std::overflow_error&) {
    return otherwise();
  }
}

}  // namespace hexfire::column_shift::follow_on_walk
