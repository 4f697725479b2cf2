// Stepping through a saved game (see replay.hpp).
#include "engine/flow/replay.hpp"

#include "engine/io/save_load.hpp"

namespace hexfire {

std::unique_ptr<Replay> Replay::open(const std::string& save_path, const std::string& rules_dir, std::string& why) {
  SessionOpen o = load_save_file(save_path, rules_dir);
  if (!o.session) {
    why = o.error;
    return nullptr;
  }
  return std::make_unique<Replay>(std::move(o.session));
}

Replay::Replay(std::unique_ptr<GameSession> finished) : session_(std::move(finished)), log_(session_->log()) {
  match_ = session_->initial();
}

bool Replay::forward() {
  if (position_ >= log_.size()) return false;
  last_ = session_->rules().apply(*match_, log_[position_]);
  ++position_;
  return true;
}

bool Replay::back() {
  if (position_ == 0) return false;
  seek(position_ - 1);
  return true;
}

void Replay::seek(std::size_t k) {
  if (k > log_.size()) k = log_.size();
  match_ = session_->initial();
  position_ = 0;
  last_.reset();
  while (position_ < k) forward();
}

}  // namespace hexfire
