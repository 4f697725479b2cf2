// GameSession's sealed commands: sealing a side's unrevealed secrets in a save, and opening them
// again when the save comes back to the game that holds their keys (seal_key.hpp).
#include <algorithm>
#include <set>

#include "engine/flow/game_session.hpp"
#include "engine/flow/match_hash.hpp"
#include "engine/io/text_escape.hpp"

namespace hexfire {

namespace {

// The log entries that are secret and whose side has had no "reveal" event since: what the other
// player may not yet read. Events carry the index of the command that caused them.
std::set<std::size_t> unrevealed_secrets(const Match& m, const std::vector<Command>& log,
                                         const std::vector<CommandRecord>& records) {
  std::set<std::size_t> out;
  for (std::size_t i = 0; i < records.size() && i < log.size(); ++i) {
    if (!records[i].secret) continue;
    const auto side = m.state.find_side(log[i].side);
    bool revealed = false;
    for (const FlowEvent& e : m.flow.events)
      if (e.kind == "reveal" && e.side == side && e.command >= static_cast<int>(i)) revealed = true;
    if (!revealed) out.insert(i);
  }
  return out;
}

}  // namespace

std::vector<std::string> GameSession::waiting_for() const {
  std::vector<std::string> names;
  if (waiting_.empty()) return names;
  for (const auto& entry : sealed_) {
    const auto side = match_->state.find_side(entry.second.side);
    const std::string name = side ? match_->state.side(*side).name : entry.second.side;
    if (std::find(names.begin(), names.end(), name) == names.end()) names.push_back(name);
  }
  return names;
}

GameSession::Sealing GameSession::to_sealed_save(bool with_snapshot, bool embed_scenario) const {
  Sealing out{to_save(with_snapshot, embed_scenario), {}};
  if (keys_dir_.empty() || !sealed_.empty()) return out;
  const std::set<std::size_t> hidden = unrevealed_secrets(*match_, log_, records_);
  if (hidden.empty()) return out;
  std::map<std::string, SealKey> by_side;
  for (std::size_t i : hidden) {
    SealKey& key = by_side[log_[i].side];
    if (key.salt.empty()) {
      key.side = log_[i].side;
      key.salt = new_seal_salt();
    }
    key.commands.emplace_back(i, log_[i]);
    out.save.sealed[i] = Seal{key.side, seal_key_id(key.salt), seal_digest(key.salt, i, log_[i])};
    out.save.commands[i] = Command{key.side, "sealed", {}};
  }
  for (auto& entry : by_side) out.keys.push_back(std::move(entry.second));
  // The save's hash is of the game a player without the keys rebuilds: the sealed entries left out.
  Match without = *initial_;
  std::vector<CommandRecord> records;
  if (!rebuild(log_, out.save.sealed, without, records, nullptr)) out.save.state_hash = match_hash_hex(without);
  // A snapshot would show what the seals hide.
  out.save.snapshot.clear();
  return out;
}

std::optional<std::string> GameSession::replay_sealed(const SaveFile& save, std::size_t* failed_at) {
  sealed_ = save.sealed;
  waiting_.clear();
  return replay_log(save.commands, failed_at);
}

std::optional<std::string> GameSession::open_seals(const std::vector<Command>& waiting, std::size_t* failed_at) {
  std::vector<Command> log = log_;
  std::map<std::size_t, Seal> still = sealed_;
  std::map<std::string, std::optional<SealKey>> keys;
  std::map<std::string, std::string> damaged;  // key id -> why its file cannot be used
  mismatched_seals_.clear();
  damaged_keys_.clear();
  for (auto it = still.begin(); it != still.end();) {
    const Seal& seal = it->second;
    if (!keys.count(seal.key_id)) keys[seal.key_id] = read_seal_key(keys_dir_, seal.key_id, &damaged[seal.key_id]);
    const auto& key = keys[seal.key_id];
    if (!key && !damaged[seal.key_id].empty()) damaged_keys_[it->first] = damaged[seal.key_id];
    const Command* found = nullptr;
    if (key && key->side == seal.side)
      for (const auto& [index, command] : key->commands)
        if (index == it->first && command.side == seal.side && seal_digest(key->salt, index, command) == seal.digest)
          found = &command;
    if (!found) {
      if (key) mismatched_seals_.insert(it->first);  // the key is here: the seal or the key was changed
      ++it;
      continue;
    }
    log[it->first] = *found;
    it = still.erase(it);
  }
  if (still.size() != sealed_.size()) {
    const std::map<std::size_t, Seal> before = sealed_;
    sealed_ = still;
    if (auto err = replay_log(log, failed_at)) {
      sealed_ = before;
      return err;
    }
  }
  if (!sealed_.empty()) {
    waiting_ = waiting;
    return std::nullopt;
  }
  const std::size_t base = log_.size();
  for (std::size_t i = 0; i < waiting.size(); ++i) {
    const ApplyResult r = submit(waiting[i]);
    if (!r.ok) {
      if (failed_at) *failed_at = base + i;
      return "waiting command " + std::to_string(i + 1) + " " + quote_input(to_line(waiting[i])) +
             " is illegal: " + r.error;
    }
  }
  return std::nullopt;
}

}  // namespace hexfire
