// Column-shift's words for people (RuleSystem::describe): each command in the log as a sentence
// with its units' names, read before the command moved them, its results after it, and its kind.
#include <gtest/gtest.h>

#include "cs_field.hpp"
#include "cs_session.hpp"

namespace hexfire::test::cs {
namespace {

// Side a: Lt. Hale with 1st Company in 0303, 2nd Company in 0203; side b: 3rd and 4th Kompanie in
// 0304, below 0303.
std::unique_ptr<GameSession> field() {
  Field f;
  f.types = R"(<unit-type id="ldr" class="leader" strength="0" morale="8" movement="4" combat="1" morale_mod="1"/>)";
  f.side_a = R"(<leader name="Lt. Hale" type="ldr" at="0303"/>
    <unit name="1st Company" type="inf" at="0303"/>
    <unit name="2nd Company" type="inf" at="0203"/>)";
  f.side_b = R"(<unit name="3rd Kompanie" type="inf" at="0304"/>
    <unit name="4th Kompanie" type="inf" at="0304"/>)";
  return open(field_text(f));
}

TEST(ColumnShiftLogWords, AMoveNamesItsUnitAndBothHexes) {
  auto s = field();
  ASSERT_TRUE(s);
  const ApplyResult r = s->submit(cmd("a move 0203 0202 0201"));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.words.kind, LogKind::Move);
  EXPECT_EQ(r.words.text.rfind("2nd Company moves from 0203 to 0201", 0), 0u) << r.words.text;
  EXPECT_EQ(s->records().back().words.text, r.words.text);
}

TEST(ColumnShiftLogWords, FireNamesTheStackAndTheTargetAndSaysTheResult) {
  auto s = field();
  ASSERT_TRUE(s);
  Match m = s->match();
  // 2 + 2: X, a step loss the owner places (system_test's field); then threes for every check.
  const ApplyResult r = forced(*s, m, "a fire 0303 0304", {2, 2, 3, 3, 3, 3, 3, 3, 3, 3});
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.words.kind, LogKind::Fire);
  EXPECT_EQ(r.words.text.rfind("Lt. Hale and 1st Company in 0303 fire at 3rd Kompanie and 4th Kompanie in 0304; fire: ", 0), 0u)
      << r.words.text;
  ASSERT_FALSE(r.resolutions.empty());
  EXPECT_NE(r.words.text.find(r.resolutions.front().result_text), std::string::npos) << r.words.text;
  // The owner's choice of loss is a sentence of its own.
  ASSERT_FALSE(m.flow.prompts.empty());
  ScriptedDice threes(std::vector<int>(12, 3));
  const ApplyResult loss = s->rules().apply(m, m.flow.prompts.front().options.front(), &threes);
  ASSERT_TRUE(loss.ok) << loss.error;
  EXPECT_NE(loss.words.text.find("Kompanie takes a step loss"), std::string::npos) << loss.words.text;
}

TEST(ColumnShiftLogWords, ActivationAndItsEndAreSaidBySide) {
  auto s = field();
  ASSERT_TRUE(s);
  const ApplyResult a = s->submit(cmd("a activate 0303"));
  ASSERT_TRUE(a.ok) << a.error;
  EXPECT_EQ(a.words.kind, LogKind::Other);
  EXPECT_EQ(a.words.text, "Allies activates Lt. Hale and 1st Company in 0303");
  const ApplyResult e = s->submit(cmd("a end"));
  ASSERT_TRUE(e.ok) << e.error;
  EXPECT_EQ(e.words.text.rfind("Allies ends the activation", 0), 0u) << e.words.text;
}

TEST(ColumnShiftLogWords, AnAssaultIsAnAssault) {
  auto s = field();
  ASSERT_TRUE(s);
  Match m = s->match();
  const ApplyResult r = forced(*s, m, "a assault 0303 0304", std::vector<int>(24, 3));
  ASSERT_TRUE(r.ok) << r.error;
  EXPECT_EQ(r.words.kind, LogKind::Assault);
  EXPECT_EQ(r.words.text.rfind("Lt. Hale and 1st Company in 0303 assault 3rd Kompanie and 4th Kompanie in 0304", 0), 0u)
      << r.words.text;
}

}  // namespace
}  // namespace hexfire::test::cs
