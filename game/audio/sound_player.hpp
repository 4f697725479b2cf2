// The game's sound effects through SDL2's own audio: the cues (assets/sound/<cue>.wav) loaded
// once, mixed in the audio callback at the player's volume. Without an audio device (a server,
// the headless tests) it stays silent and the game goes on; `played()` still lists every cue
// asked for, so the tests can check what a player would have heard.
#pragma once

#include <SDL.h>

#include <map>
#include <mutex>
#include <string>
#include <vector>

namespace hexfire::game {

class SoundPlayer {
 public:
  SoundPlayer() = default;
  ~SoundPlayer();
  SoundPlayer(const SoundPlayer&) = delete;
  SoundPlayer& operator=(const SoundPlayer&) = delete;

  // Loads every cue in `dir` and opens the default audio device. False (with the reason) when
  // there is no device or a file is bad; the cues that loaded still count for played().
  bool open(const std::string& dir, std::string* why = nullptr) { return load(dir, why) && open_device(why); }
  // The two halves: the cues alone (a headless run, which has no one to hear them) ...
  bool load(const std::string& dir, std::string* why = nullptr);
  // ... and the device, once the cues are in.
  bool open_device(std::string* why = nullptr);
  bool has(const std::string& cue) const { return cues_.count(cue) > 0; }
  bool live() const { return device_ != 0; }

  void play(const std::string& cue);
  void set_volume(int percent);  // 0..100
  void set_muted(bool muted);
  int volume() const { return volume_; }
  bool muted() const { return muted_; }

  const std::vector<std::string>& played() const { return played_; }  // the latest, oldest first
  // Stops (or restarts) the device's callback: a test that mixes by hand has the voices alone.
  void set_paused(bool paused) {
    if (device_) SDL_PauseAudioDevice(device_, paused ? 1 : 0);
  }

  // Adds the sounds now playing into `out` (mono S16) and advances them: the device's callback,
  // public so a test can hear the mix without a device.
  void mix(Sint16* out, int samples);

 private:
  struct Voice {
    const std::vector<Sint16>* pcm;
    std::size_t at = 0;
  };
  static void callback(void* self, Uint8* stream, int len);

  std::map<std::string, std::vector<Sint16>> cues_;
  std::vector<Voice> voices_;  // guarded by lock_ (the callback runs on SDL's audio thread)
  std::mutex lock_;
  SDL_AudioDeviceID device_ = 0;
  bool started_audio_ = false;
  int volume_ = 70;
  bool muted_ = false;
  std::vector<std::string> played_;
};

}  // namespace hexfire::game
