// A tiny offline synthesiser for the game's sound effects: a mono float buffer, a seeded noise
// source and the few primitives the recipes need (noise bursts through one-pole filters, decaying
// tones). Everything is deterministic, so the generated files are the same on every run.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace hexfire::sound {

constexpr int kRate = 22050;  // samples per second: ample for effects, small files

// xorshift32: the same noise on every machine and compiler.
class Noise {
 public:
  explicit Noise(std::uint32_t seed) : s_(seed ? seed : 1u) {}
  float next();           // uniform in [-1, 1)
  float uniform01();      // uniform in [0, 1)

 private:
  std::uint32_t s_;
};

// How a burst of noise sounds: its loudness, how fast it dies away, and how dark it is.
struct Burst {
  double at = 0;          // seconds from the start
  float amp = 1;
  double attack = 0.002;  // seconds to full loudness
  double decay = 0.05;    // seconds for the level to fall by e
  double length = 0.3;    // seconds drawn (long enough for the decay to be inaudible)
  float lowpass = 0.5f;   // one-pole coefficient: 1 = bright, small = dull thump
  float highpass = 0.0f;  // one-pole coefficient of the removed low end; 0 = none
};

class Buffer {
 public:
  explicit Buffer(double seconds) : s_(static_cast<std::size_t>(seconds * kRate), 0.0f) {}

  void burst(const Burst& b, Noise& noise);
  // A tone sliding from f0 to f1 Hz, `harmonics` partials at 1/n each, under an attack and an
  // exponential decay (decay <= 0: held level, then a short release at the end).
  void tone(double at, double length, double f0, double f1, float amp, double attack, double decay, int harmonics);
  // A cheap room: delayed, darker copies of the whole buffer added back.
  void room(double delay, float feedback, float lowpass, int taps);
  void normalize(float peak);  // scales so the loudest sample is `peak`
  void fade_out(double seconds);

  const std::vector<float>& samples() const { return s_; }

 private:
  std::vector<float> s_;
};

// 16-bit mono PCM WAV; false with a reason on failure.
bool write_wav(const Buffer& b, const std::string& path, std::string& error);

}  // namespace hexfire::sound
