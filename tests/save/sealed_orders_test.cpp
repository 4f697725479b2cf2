// Secret orders in saves (play by e-mail): a side's orders not yet revealed travel as seals, the
// other player's game plays on without them and keeps the command that would reveal them waiting,
// and the owner's game opens them with its key and goes on to the same game as one played at one
// computer. Also SHA-256 against FIPS 180-4's examples.
#include <algorithm>
#include <filesystem>
#include <fstream>

#include "engine/core/sha256.hpp"
#include "engine/flow/match_hash.hpp"
#include "engine/io/save_atomic.hpp"
#include "engine/io/save_load.hpp"
#include "flow/flow_helpers.hpp"

namespace hexfire::test {
namespace {

TEST(Sha256, FipsExamples) {
  EXPECT_EQ(sha256_hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
  EXPECT_EQ(sha256_hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  // 56 bytes: the length no longer fits the first padded block.
  EXPECT_EQ(sha256_hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
  EXPECT_EQ(sha256_hex(std::string(1000000, 'a')), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}

const char* const kUnionOrders[] = {"usa order 0102 fire", "usa order 0204 move", "usa order 0206 move"};
const char* const kConfederateOrders[] = {"csa order 0604 hold", "csa order 0704 form line"};

std::unique_ptr<GameSession> tutorial() {
  return open_game(repo_path("scenarios/volley/tutorial_volley.xml"), 11);
}

void play(GameSession& g, const std::vector<std::string>& lines) {
  for (const std::string& line : lines) {
    const ApplyResult r = g.submit(cmd(line));
    ASSERT_TRUE(r.ok) << line << ": " << r.error;
  }
}

std::vector<std::string> union_turn() { return {kUnionOrders[0], kUnionOrders[1], kUnionOrders[2], "usa done"}; }
std::vector<std::string> confederate_turn() { return {kConfederateOrders[0], kConfederateOrders[1], "csa done"}; }

std::string read(const std::string& path) {
  std::string why;
  return read_whole_file(path, why).value_or("");
}

std::size_t files_in(const std::filesystem::path& dir) {
  if (!std::filesystem::exists(dir)) return 0;
  return static_cast<std::size_t>(std::distance(std::filesystem::directory_iterator(dir), {}));
}

TEST(SealedOrders, TheSaveShowsThatOrdersWereGivenButNotWhich) {
  TempDir dir("sealed_hide");
  auto g = tutorial();
  g->set_keys_dir(dir.file("union_keys"));
  play(*g, union_turn());
  ASSERT_FALSE(g->save(dir.file("turn1.hxsave")));
  const std::string all = read(dir.file("turn1.hxsave"));
  const std::string text = all.substr(all.find("\ncommands "));  // past the scenario's own words
  EXPECT_EQ(text.find(" order "), std::string::npos) << text;
  EXPECT_NE(text.find("\nsealed usa "), std::string::npos);
  EXPECT_NE(text.find("\ncommand usa done\n"), std::string::npos);  // "done" is no secret
  EXPECT_EQ(files_in(dir.file("union_keys")), 1u);
  // Without keys the snapshot would give the orders away: a sealed save has none.
  ASSERT_FALSE(g->save(dir.file("snap.hxsave"), true));
  EXPECT_EQ(read(dir.file("snap.hxsave")).find("\nsnapshot "), std::string::npos);
}

TEST(SealedOrders, ItsOwnerReloadsTheWholeGame) {
  TempDir dir("sealed_own");
  auto g = tutorial();
  g->set_keys_dir(dir.file("keys"));
  play(*g, union_turn());
  play(*g, {kConfederateOrders[0]});  // at one computer: both sides' orders sealed
  ASSERT_FALSE(g->save(dir.file("x.hxsave")));
  EXPECT_EQ(files_in(dir.file("keys")), 2u);
  SessionOpen back = load_save_file(dir.file("x.hxsave"), rules_dir(), dir.file("keys"));
  ASSERT_TRUE(back.session) << back.error;
  EXPECT_TRUE(back.session->sealed().empty());
  EXPECT_EQ(back.session->log(), g->log());
  EXPECT_EQ(match_hash_hex(back.session->match()), match_hash_hex(g->match()));
}

TEST(SealedOrders, PlayByMailReachesTheSameGameAsOneComputer) {
  TempDir dir("sealed_mail");
  auto one_computer = tutorial();
  play(*one_computer, union_turn());
  play(*one_computer, confederate_turn());
  play(*one_computer, {"usa fire 0102 0604"});

  // The Union player gives orders and mails the save; the key stays on their machine.
  auto union_game = tutorial();
  union_game->set_keys_dir(dir.file("union_keys"));
  play(*union_game, union_turn());
  ASSERT_FALSE(union_game->save(dir.file("to_csa.hxsave")));

  // The Confederate player has no key: the Union's orders stay sealed; theirs can be given.
  SessionOpen csa = load_save_file(dir.file("to_csa.hxsave"), rules_dir(), dir.file("csa_keys"));
  ASSERT_TRUE(csa.session) << csa.error;
  GameSession& cg = *csa.session;
  EXPECT_EQ(cg.sealed().size(), 3u);
  // Its log reads as the Union's own game reads to the Confederate player.
  for (std::size_t i = 0; i < 3; ++i) EXPECT_EQ(cg.records()[i].public_text, "Union gives a sealed order");
  EXPECT_EQ(cg.records()[3].log, one_computer->records()[3].log);
  play(cg, {kConfederateOrders[0], kConfederateOrders[1]});
  // Their "done" would reveal both sides' orders: it waits, and nothing else may be played.
  const ApplyResult done = cg.submit(cmd("csa done"));
  ASSERT_TRUE(done.ok) << done.error;
  EXPECT_EQ(cg.waiting().size(), 1u);
  EXPECT_EQ(cg.waiting_for(), std::vector<std::string>{"Union"});
  EXPECT_NE(done.log.front().find("waits"), std::string::npos);
  const ApplyResult refused = cg.submit(cmd("usa fire 0102 0604"));
  EXPECT_FALSE(refused.ok);
  EXPECT_NE(refused.error.find("Union"), std::string::npos) << refused.error;
  ASSERT_FALSE(cg.save(dir.file("to_usa.hxsave")));
  EXPECT_EQ(files_in(dir.file("csa_keys")), 0u);  // the committed side's game seals nothing of its own
  EXPECT_NE(read(dir.file("to_usa.hxsave")).find("\nwaiting csa done\n"), std::string::npos);

  // Reopened without the Union's key, the Confederate save is still waiting.
  SessionOpen again = load_save_file(dir.file("to_usa.hxsave"), rules_dir(), dir.file("csa_keys"));
  ASSERT_TRUE(again.session) << again.error;
  EXPECT_EQ(again.session->waiting().size(), 1u);

  // The Union's game opens its seals, plays the waiting "done" and goes on.
  SessionOpen usa = load_save_file(dir.file("to_usa.hxsave"), rules_dir(), dir.file("union_keys"));
  ASSERT_TRUE(usa.session) << usa.error;
  EXPECT_TRUE(usa.session->sealed().empty());
  EXPECT_TRUE(usa.session->waiting().empty());
  play(*usa.session, {"usa fire 0102 0604"});
  EXPECT_EQ(usa.session->log(), one_computer->log());
  EXPECT_EQ(match_hash_hex(usa.session->match()), match_hash_hex(one_computer->match()));
}

TEST(SealedOrders, AKeyThatDoesNotMatchItsDigestOpensNothing) {
  TempDir dir("sealed_forged");
  auto g = tutorial();
  g->set_keys_dir(dir.file("keys"));
  play(*g, union_turn());
  ASSERT_FALSE(g->save(dir.file("x.hxsave")));
  // The Union player edits their key to change an order after committing to it.
  const auto key_file = std::filesystem::directory_iterator(dir.file("keys"))->path().string();
  std::string key = read(key_file);
  const auto at = key.find("0102 fire");
  ASSERT_NE(at, std::string::npos) << key;
  key.replace(at, 9, "0102 hold");
  ASSERT_FALSE(write_file_atomic(key_file, key));
  SessionOpen o = load_save_file(dir.file("x.hxsave"), rules_dir(), dir.file("keys"));
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(o.session->sealed().size(), 1u);  // the forged order stays sealed; the others open
  EXPECT_EQ(o.session->mismatched_seals().size(), 1u);  // and the player is told why
  EXPECT_EQ(o.warnings.size(), 1u);
}

TEST(SealedOrders, ASealThatDoesNotMatchItsKeyIsToldAsSuchWithItsLine) {
  TempDir dir("sealed_changed");
  auto g = tutorial();
  g->set_keys_dir(dir.file("keys"));
  play(*g, union_turn());
  ASSERT_FALSE(g->save(dir.file("x.hxsave")));
  // The first seal's digest changed in the save (and the checksum made right again).
  std::string text = read(dir.file("x.hxsave"));
  const auto at = text.find("\nsealed usa ");
  ASSERT_NE(at, std::string::npos);
  const std::string key_id = text.substr(at + 12, 16);
  const auto digest = at + 12 + 17;
  text.replace(digest, 64, std::string(64, '0'));
  text = seal_save_text(text.substr(0, text.rfind("checksum ")));
  const int line = 2 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  SessionOpen o = load_save_text(text, "x.hxsave", rules_dir(), dir.file("keys"));
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(o.session->sealed().size(), 1u);
  EXPECT_EQ(o.session->mismatched_seals().size(), 1u);
  ASSERT_EQ(o.warnings.size(), 1u);
  EXPECT_EQ(o.warnings[0], "x.hxsave:" + std::to_string(line) + ": command 1: the seal does not match its key " +
                               key_id +
                               " (found in the keys folder): the save or the key file was changed after the orders "
                               "were sealed; the command stays sealed");
  // Without the key the same save is only sealed: nothing is said to be wrong.
  SessionOpen other = load_save_text(text, "x.hxsave", rules_dir(), dir.file("other_keys"));
  ASSERT_TRUE(other.session) << other.error;
  EXPECT_EQ(other.session->sealed().size(), 3u);
  EXPECT_TRUE(other.session->mismatched_seals().empty());
  EXPECT_TRUE(other.warnings.empty());
}

// A key file that is there but damaged is told as such, with why, at the seal's line: before,
// it counted as no key at all. Its commands stay sealed.
TEST(SealedOrders, ADamagedKeyFileIsToldAsSuchWithItsLine) {
  TempDir dir("sealed_damaged_key");
  auto g = tutorial();
  g->set_keys_dir(dir.file("keys"));
  play(*g, union_turn());
  ASSERT_FALSE(g->save(dir.file("x.hxsave")));
  const std::string text = read(dir.file("x.hxsave"));
  const auto at = text.find("\nsealed usa ");
  ASSERT_NE(at, std::string::npos);
  const std::string key_id = text.substr(at + 12, 16);
  const std::string key_path = dir.file("keys") + "/" + key_id + ".hxkey";
  std::string key = read(key_path);
  ASSERT_EQ(key.rfind("hexfire-key 1\n", 0), 0u);
  key.replace(0, 13, "hexfire-kex 1");  // one byte changed in its header
  { std::ofstream(key_path, std::ios::binary) << key; }
  const int line = 2 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
  SessionOpen o = load_save_text(text, "x.hxsave", rules_dir(), dir.file("keys"));
  ASSERT_TRUE(o.session) << o.error;
  EXPECT_EQ(o.session->sealed().size(), 3u);
  EXPECT_EQ(o.session->damaged_keys().size(), 3u);
  EXPECT_TRUE(o.session->mismatched_seals().empty());
  ASSERT_EQ(o.warnings.size(), 3u);
  EXPECT_EQ(o.warnings[0], "x.hxsave:" + std::to_string(line) + ": command 1: its key file " + key_id +
                               ".hxkey in the keys folder cannot be used (not a Hexfire key file); the command "
                               "stays sealed");
}

TEST(SealedOrders, AFakedStateHashIsRefused) {
  TempDir dir("sealed_hash");
  auto g = tutorial();
  g->set_keys_dir(dir.file("keys"));
  play(*g, union_turn());
  SaveFile s = g->to_sealed_save().save;
  s.state_hash = match_hash_hex(g->match());  // the hash of the whole game, not the sealed one
  SessionOpen o = load_save_text(format_save(s), "x.hxsave", rules_dir(), dir.file("keys"));
  EXPECT_FALSE(o.session);
  EXPECT_NE(o.error.find("state hash"), std::string::npos) << o.error;
}

TEST(SealedOrders, WithoutAKeysFolderSecretsStayInTheOpen) {
  auto g = tutorial();
  play(*g, union_turn());
  const GameSession::Sealing s = g->to_sealed_save();
  EXPECT_TRUE(s.keys.empty());
  EXPECT_TRUE(s.save.sealed.empty());
  EXPECT_NE(format_save(s.save).find("command usa order 0102 fire"), std::string::npos);
}

}  // namespace
}  // namespace hexfire::test
