// Commands as text lines: round trip, comments, file:line errors in command files, and the
// byte-order mark and CRLF line ends an editor may leave in one.
#include <gtest/gtest.h>

#include "engine/commands/command.hpp"

namespace hexfire {

TEST(CommandLine, RoundTripsThroughItsTextLine) {
  const Command c{"usa", "move", {"0811", "0810", "0710", "charge"}};
  EXPECT_EQ(to_line(c), "usa move 0811 0810 0710 charge");
  std::string why;
  const auto back = parse_command_line(to_line(c), why);
  ASSERT_TRUE(back) << why;
  EXPECT_EQ(*back, c);
}

TEST(CommandLine, CommentsAndBlanksAreIgnoredAndASideAndVerbAreRequired) {
  std::string why;
  const auto c = parse_command_line("  csa   end   # the chit goes back", why);
  ASSERT_TRUE(c);
  EXPECT_EQ(*c, (Command{"csa", "end", {}}));
  EXPECT_FALSE(parse_command_line("csa", why));
  EXPECT_EQ(why, "a command needs a side and a verb (\"usa end\")");
  EXPECT_FALSE(parse_command_line("csa e\x01nd", why));
  EXPECT_EQ(why, "the command contains a control character");
}

TEST(CommandFile, EachBadLineIsReportedWithItsLine) {
  const CommandFile f = parse_command_file("# opening\nusa end\n\nusa\ncsa fire 0705 0708\r\n", "turn1.txt");
  ASSERT_EQ(f.commands.size(), 2u);
  EXPECT_EQ(f.commands[0].line, 2);
  EXPECT_EQ(f.commands[1].line, 5);
  EXPECT_EQ(f.commands[1].command, (Command{"csa", "fire", {"0705", "0708"}}));
  ASSERT_EQ(f.errors.size(), 1u);
  EXPECT_EQ(f.errors[0], "turn1.txt:4: a command needs a side and a verb (\"usa end\")");
}

TEST(CommandFile, AByteOrderMarkAndCrlfLineEndsAreReadAsAbsent) {
  // Notepad's mark made the first side "\xEF\xBB\xBFbrit": "there is no side 'brit'".
  const CommandFile f = parse_command_file("\xEF\xBB\xBF" "brit fire 0702 0505\r\nger pass\r\n", "bom.txt");
  EXPECT_TRUE(f.errors.empty());
  ASSERT_EQ(f.commands.size(), 2u);
  EXPECT_EQ(f.commands[0].command, (Command{"brit", "fire", {"0702", "0505"}}));
  EXPECT_EQ(f.commands[1].command, (Command{"ger", "pass", {}}));
  EXPECT_EQ(f.commands[1].line, 2);
}

}  // namespace hexfire
