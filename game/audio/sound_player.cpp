#include "game/audio/sound_player.hpp"

#include <algorithm>
#include <cstring>
#include <filesystem>

namespace hexfire::game {

namespace {

constexpr int kRate = 22050;  // the rate tools/sound writes; other files are converted to it
constexpr std::size_t kMaxSamples = kRate * 10;  // no effect runs longer than ten seconds
constexpr std::size_t kMaxVoices = 8;            // a burst of cues never piles up without end

// The file as mono S16 at kRate, converted by SDL when it was written otherwise; empty on failure.
std::vector<Sint16> load_pcm(const std::string& path, std::string& why) {
  SDL_AudioSpec spec;
  Uint8* buf = nullptr;
  Uint32 len = 0;
  if (!SDL_LoadWAV(path.c_str(), &spec, &buf, &len)) {
    why = path + ": " + SDL_GetError();
    return {};
  }
  SDL_AudioCVT cvt;
  std::vector<Uint8> bytes;
  const int need = SDL_BuildAudioCVT(&cvt, spec.format, spec.channels, spec.freq, AUDIO_S16SYS, 1, kRate);
  if (need < 0) {
    why = path + ": " + SDL_GetError();
  } else {
    bytes.assign(buf, buf + len);
    if (need > 0) {
      bytes.resize(static_cast<std::size_t>(len) * static_cast<std::size_t>(cvt.len_mult));
      cvt.buf = bytes.data();
      cvt.len = static_cast<int>(len);
      if (SDL_ConvertAudio(&cvt) != 0) {
        why = path + ": " + SDL_GetError();
        bytes.clear();
      } else {
        bytes.resize(static_cast<std::size_t>(cvt.len_cvt));
      }
    }
  }
  SDL_FreeWAV(buf);
  std::vector<Sint16> pcm(std::min(bytes.size() / 2, kMaxSamples));
  std::memcpy(pcm.data(), bytes.data(), pcm.size() * 2);
  return pcm;
}

}  // namespace

SoundPlayer::~SoundPlayer() {
  if (device_) SDL_CloseAudioDevice(device_);
  if (started_audio_) SDL_QuitSubSystem(SDL_INIT_AUDIO);
}

bool SoundPlayer::load(const std::string& dir, std::string* why) {
  std::string problem;
  std::error_code ec;
  for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
    if (entry.path().extension() != ".wav") continue;
    std::string err;
    std::vector<Sint16> pcm = load_pcm(entry.path().string(), err);
    if (pcm.empty()) {
      if (problem.empty()) problem = err.empty() ? entry.path().string() + ": empty" : err;
      continue;
    }
    cues_[entry.path().stem().string()] = std::move(pcm);
  }
  if (ec) problem = dir + ": " + ec.message();
  if (cues_.empty() && problem.empty()) problem = dir + ": no sounds";
  if (why) *why = problem;
  return problem.empty();
}

bool SoundPlayer::open_device(std::string* why) {
  if (device_) return true;
  if (SDL_InitSubSystem(SDL_INIT_AUDIO) != 0) {
    if (why) *why = std::string("no audio: ") + SDL_GetError();
    return false;
  }
  started_audio_ = true;
  SDL_AudioSpec want{};
  want.freq = kRate;
  want.format = AUDIO_S16SYS;
  want.channels = 1;
  want.samples = 512;  // ~23 ms: a shot lands with the result on screen
  want.callback = &SoundPlayer::callback;
  want.userdata = this;
  device_ = SDL_OpenAudioDevice(nullptr, 0, &want, nullptr, 0);
  if (!device_) {
    if (why) *why = std::string("no audio device: ") + SDL_GetError();
    return false;
  }
  SDL_PauseAudioDevice(device_, 0);
  return true;
}

void SoundPlayer::play(const std::string& cue) {
  // The last cues only: a long evening's play never grows this without end.
  if (played_.size() >= 256) played_.erase(played_.begin(), played_.begin() + 128);
  played_.push_back(cue);
  const auto it = cues_.find(cue);
  if (it == cues_.end()) return;
  std::lock_guard<std::mutex> hold(lock_);
  if (muted_ || volume_ == 0) return;
  if (voices_.size() >= kMaxVoices) voices_.erase(voices_.begin());
  voices_.push_back({&it->second, 0});
}

void SoundPlayer::set_volume(int percent) {
  std::lock_guard<std::mutex> hold(lock_);
  volume_ = std::clamp(percent, 0, 100);
}

void SoundPlayer::set_muted(bool muted) {
  std::lock_guard<std::mutex> hold(lock_);
  muted_ = muted;
  if (muted) voices_.clear();  // mute silences what is playing too
}

void SoundPlayer::mix(Sint16* out, int samples) {
  std::lock_guard<std::mutex> hold(lock_);
  // Perceived loudness follows roughly the square of the slider, so 50% sounds like half.
  const float gain = muted_ ? 0.0f : static_cast<float>(volume_ * volume_) / 10000.0f;
  for (int i = 0; i < samples; ++i) {
    float sum = out[i];
    for (Voice& v : voices_)
      if (v.at < v.pcm->size()) sum += gain * static_cast<float>((*v.pcm)[v.at++]);
    out[i] = static_cast<Sint16>(std::clamp(sum, -32768.0f, 32767.0f));
  }
  std::erase_if(voices_, [](const Voice& v) { return v.at >= v.pcm->size(); });
}

void SoundPlayer::callback(void* self, Uint8* stream, int len) {
  std::memset(stream, 0, static_cast<std::size_t>(len));
  static_cast<SoundPlayer*>(self)->mix(reinterpret_cast<Sint16*>(stream), len / 2);
}

}  // namespace hexfire::game
