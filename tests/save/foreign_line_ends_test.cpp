// A save that an editor or a transfer changed only in its line ends or by a byte-order mark loads
// as the save it was: CRLF line ends (Windows, mail, git's autocrlf) and a UTF-8 BOM (Notepad)
// read as absent, whether the checksum was of the file as Hexfire wrote it or of the changed
// bytes (a save edited and sealed again). They gave "the version '4\r' is not a number" and
// "should be 'hexfire-save 4', found 'hexfire-save 4'".
#include "engine/flow/match_hash.hpp"
#include "engine/io/save_load.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

const std::string kBom = "\xEF\xBB\xBF";

std::unique_ptr<GameSession> played() {
  auto s = open_game(crossroads(), 7);
  Rng policy(7);
  for (int k = 0; k < 10; ++k) s->submit(*random_legal(*s, policy, 30));
  return s;
}

std::string crlf(const std::string& text) {
  std::string out;
  for (const char c : text) out += c == '\n' ? std::string("\r\n") : std::string(1, c);
  return out;
}

// The save's text before its checksum line, and sealed again over `body`.
std::string body_of(const std::string& save) { return save.substr(0, save.rfind("checksum ")); }
std::string resealed(const std::string& body) { return seal_save_text(body); }

void expect_loads_as(const std::string& text, const GameSession& game) {
  SessionOpen o = load_save_text(text, "changed.hxsave", rules_dir());
  ASSERT_TRUE(o.session) << o.error.substr(0, 300);
  EXPECT_EQ(match_hash(o.session->match()), match_hash(game.match()));
}

}  // namespace

TEST(ForeignLineEnds, ASaveWithCrlfLineEndsLoads) {
  const auto game = played();
  const std::string save = format_save(game->to_save());
  expect_loads_as(crlf(save), *game);                    // converted whole, checksum line too
  expect_loads_as(resealed(crlf(body_of(save))), *game);  // edited with CRLF and sealed again
}

TEST(ForeignLineEnds, ASaveWithAByteOrderMarkLoads) {
  const auto game = played();
  const std::string save = format_save(game->to_save());
  expect_loads_as(kBom + save, *game);
  expect_loads_as(resealed(kBom + body_of(save)), *game);
  expect_loads_as(kBom + crlf(save), *game);
}

TEST(ForeignLineEnds, AChangeBeyondLineEndsStillFailsTheChecksum) {
  const auto game = played();
  std::string changed = crlf(format_save(game->to_save()));
  const auto seed = changed.find("\r\nseed ");
  ASSERT_NE(seed, std::string::npos);
  changed[seed + 7] = changed[seed + 7] == '1' ? '2' : '1';
  SessionOpen o = load_save_text(changed, "changed.hxsave", rules_dir());
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find("checksum mismatch"), std::string::npos) << o.error;
  // A carriage return inside a line is still a control character, refused at its line.
  std::string inside = format_save(game->to_save());
  inside.insert(inside.find("\nseed ") + 5, "\r");
  o = load_save_text(resealed(body_of(inside)), "cr.hxsave", rules_dir());
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find("the control character 0x0d"), std::string::npos) << o.error;
}

}  // namespace hexfire::test
