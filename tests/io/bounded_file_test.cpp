// The bounded reader: regular files only (a FIFO is refused at once, never waited on), a size
// limit counted while reading (a device reports size 0), every refusal a message with the path;
// and the loaders that go through it say the same.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>

#include "engine/io/bounded_file.hpp"
#include "engine/io/ruleset_loader.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/scenario_loader.hpp"

namespace hexfire {
namespace {

namespace fs = std::filesystem;

std::string rules_dir() { return std::string(HEXFIRE_SOURCE_DIR) + "/assets/rules"; }

const std::string kRegularOnly = ", not a regular file: Hexfire reads only regular files";

struct Scratch {
  fs::path dir;
  Scratch() {
    dir = fs::temp_directory_path() / ("hexfire_bounded_" + std::to_string(::getpid()) + "_" +
                                       ::testing::UnitTest::GetInstance()->current_test_info()->name());
    fs::remove_all(dir);
    fs::create_directories(dir);
  }
  ~Scratch() {
    std::error_code ec;
    fs::remove_all(dir, ec);
  }
  std::string file(const std::string& name) const { return (dir / name).string(); }
  std::string write(const std::string& name, const std::string& text) const {
    std::ofstream(file(name), std::ios::binary) << text;
    return file(name);
  }
};

std::string refusal(const std::string& path, std::size_t limit = kMaxInputFileBytes) {
  FileProblem p;
  const auto text = read_bounded_file(path, p, limit);
  EXPECT_FALSE(text) << path << " was read";
  EXPECT_EQ(p.path, path);
  return p.message();
}

TEST(BoundedFile, ReadsARegularFileWhole) {
  Scratch s;
  const std::string text("line one\nline two\0 with a NUL\n", 30);
  FileProblem p;
  const auto got = read_bounded_file(s.write("a.txt", text), p);
  ASSERT_TRUE(got) << p.message();
  EXPECT_EQ(*got, text);
  EXPECT_EQ(read_bounded_file(s.write("empty.txt", ""), p).value_or("x"), "");
}

TEST(BoundedFile, AFifoIsRefusedAtOnceWithoutWaitingForAWriter) {
  Scratch s;
  const std::string fifo = s.file("pipe.xml");
  ASSERT_EQ(::mkfifo(fifo.c_str(), 0600), 0);
  const auto start = std::chrono::steady_clock::now();
  EXPECT_EQ(refusal(fifo), fifo + ": a named pipe (FIFO)" + kRegularOnly);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(2));
}

TEST(BoundedFile, DevicesAndDirectoriesAreRefused) {
  EXPECT_EQ(refusal("/dev/zero"), "/dev/zero: a character device" + kRegularOnly);
  EXPECT_EQ(refusal("/dev/null"), "/dev/null: a character device" + kRegularOnly);
  Scratch s;
  EXPECT_EQ(refusal(s.dir.string()), s.dir.string() + ": a directory" + kRegularOnly);
}

TEST(BoundedFile, ALinkIsJudgedByWhatItLeadsTo) {
  Scratch s;
  fs::create_symlink("/dev/zero", s.file("zero.xml"));
  EXPECT_EQ(refusal(s.file("zero.xml")), s.file("zero.xml") + ": a character device" + kRegularOnly);
  fs::create_symlink(s.write("real.txt", "fine"), s.file("link.txt"));
  FileProblem p;
  EXPECT_EQ(read_bounded_file(s.file("link.txt"), p).value_or(p.message()), "fine");
}

TEST(BoundedFile, AMissingFileNamesItsPath) {
  EXPECT_EQ(refusal("/nonexistent/x.xml"), "/nonexistent/x.xml: cannot open: No such file or directory");
}

TEST(BoundedFile, TheLimitIsCountedWhileReading) {
  Scratch s;
  FileProblem p;
  EXPECT_EQ(read_bounded_file(s.write("ten.txt", "0123456789"), p, 10).value_or("refused"), "0123456789");
  EXPECT_EQ(refusal(s.write("eleven.txt", "0123456789A"), 10),
            s.file("eleven.txt") + ": larger than 10 bytes, the limit for Hexfire's input files");
}

TEST(BoundedFile, AFileJustOverTheDefaultLimitIsRefused) {
  Scratch s;
  const std::string big = s.file("big.xml");
  {
    std::ofstream out(big, std::ios::binary);
  }
  fs::resize_file(big, kMaxInputFileBytes + 1);  // sparse: no disk used
  EXPECT_EQ(refusal(big), big + ": larger than 64 MiB, the limit for Hexfire's input files");
  fs::resize_file(big, kMaxInputFileBytes);
  FileProblem p;
  const auto at_limit = read_bounded_file(big, p);
  ASSERT_TRUE(at_limit) << p.message();
  EXPECT_EQ(at_limit->size(), kMaxInputFileBytes);
}

TEST(BoundedFile, TheScenarioLoaderAndLinterReportALinkToDevZero) {
  Scratch s;
  const std::string link = s.file("stranger.xml");
  fs::create_symlink("/dev/zero", link);
  const ScenarioLoad l = load_scenario(link, rules_dir());
  EXPECT_FALSE(l.ok());
  ASSERT_EQ(l.errors.size(), 1u);
  EXPECT_EQ(l.errors[0].to_string(), link + ": a character device" + kRegularOnly);
}

TEST(BoundedFile, TheScenarioAndRulesetLoadersRefuseAnOversizedFile) {
  Scratch s;
  const std::string big = s.file("huge.xml");
  {
    std::ofstream out(big, std::ios::binary);
    out << "<scenario>";
  }
  fs::resize_file(big, kMaxInputFileBytes + 100);
  const std::string expected = big + ": larger than 64 MiB, the limit for Hexfire's input files";
  const ScenarioLoad l = load_scenario(big, rules_dir());
  ASSERT_EQ(l.errors.size(), 1u);
  EXPECT_EQ(l.errors[0].to_string(), expected);
  const RulesetLoad r = load_ruleset(big);
  ASSERT_EQ(r.errors.size(), 1u);
  EXPECT_EQ(r.errors[0].to_string(), expected);
}

TEST(BoundedFile, ReadWholeFileGoesThroughIt) {
  std::string why;
  EXPECT_FALSE(read_whole_file("/dev/zero", why));
  EXPECT_EQ(why, "/dev/zero: a character device" + kRegularOnly);
}

}  // namespace
}  // namespace hexfire
