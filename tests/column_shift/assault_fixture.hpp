// The assault tests' common ground: the small World, the options, and an assault into 0505 by
// the allies from 0506 in the fixture's variant (or the one a test names).
#pragma once

#include <gtest/gtest.h>

#include <string>
#include <utility>

#include "column_shift_world.hpp"
#include "engine/rules/column_shift/assault.hpp"

namespace hexfire::column_shift::testing {

class AssaultFixture : public ::testing::Test {
 protected:
  explicit AssaultFixture(std::string variant) : variant_(std::move(variant)) {}

  World w;
  AssaultOptions options;
  MoraleOptions morale;
  AssaultSituation situation(const std::string& variant = "") {
    AssaultSituation a;
    a.variant = variant.empty() ? variant_ : variant;
    a.hex = w.hex("0505");
    a.attacker = w.allies;
    a.entered_from = {w.hex("0506")};
    return a;
  }
  AssaultPlan plan(const AssaultSituation& a) { return plan_assault(w.state, w.tables, options, a); }

 private:
  std::string variant_;
};

}  // namespace hexfire::column_shift::testing
