// What the computer opponent's threat hints (RuleSystem::ai_threat) read again and again: the
// expected loss of a fire, a volley or an assault, walked over the exact odds the previews show.
// A search reads the same few thousands of times, so each system keeps them, for its lifetime,
// by what their walk reads (the same key, the same value: a tournament plays the same games with
// the cache as without it). Locked: the opponent thinks on a worker thread while the screen
// reads the same rule system.
#pragma once

#include <map>
#include <mutex>

namespace hexfire {

template <class Key>
class ExpectationCache {
 public:
  // The value kept under `key`, or `work()` worked out (outside the lock) and kept.
  template <class Work>
  double remembered(const Key& key, Work&& work) {
    {
      std::lock_guard<std::mutex> hold(lock_);
      const auto it = values_.find(key);
      if (it != values_.end()) return it->second;
    }
    const double value = work();
    std::lock_guard<std::mutex> hold(lock_);
    values_.emplace(key, value);
    return value;
  }

 private:
  std::mutex lock_;
  std::map<Key, double> values_;
};

}  // namespace hexfire
