#include "synth.hpp"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numbers>

namespace hexfire::sound {

float Noise::next() { return uniform01() * 2.0f - 1.0f; }

float Noise::uniform01() {
  s_ ^= s_ << 13;
  s_ ^= s_ >> 17;
  s_ ^= s_ << 5;
  return static_cast<float>(s_ >> 8) / 16777216.0f;
}

namespace {

std::size_t index_of(double seconds) { return static_cast<std::size_t>(std::max(0.0, seconds) * kRate); }

}  // namespace

void Buffer::burst(const Burst& b, Noise& noise) {
  const std::size_t start = index_of(b.at), n = index_of(b.length);
  float lp = 0, hp = 0;
  for (std::size_t i = 0; i < n && start + i < s_.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    const double env = std::min(1.0, t / b.attack) * std::exp(-t / b.decay);
    lp += b.lowpass * (noise.next() - lp);
    hp += b.highpass * (lp - hp);
    const float x = b.highpass > 0 ? lp - hp : lp;
    s_[start + i] += static_cast<float>(b.amp * env) * x;
  }
}

void Buffer::tone(double at, double length, double f0, double f1, float amp, double attack, double decay, int harmonics) {
  const std::size_t start = index_of(at), n = index_of(length);
  double phase = 0;
  for (std::size_t i = 0; i < n && start + i < s_.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    const double f = f0 + (f1 - f0) * t / length;
    phase += 2 * std::numbers::pi * f / kRate;
    double v = 0;
    for (int h = 1; h <= harmonics; ++h) v += std::sin(phase * h) / h;
    double env = std::min(1.0, t / attack);
    if (decay > 0) env *= std::exp(-t / decay);
    else env *= std::min(1.0, (length - t) / 0.04);  // held: a short release, no click
    s_[start + i] += static_cast<float>(amp * env * v);
  }
}

void Buffer::room(double delay, float feedback, float lowpass, int taps) {
  const std::size_t d = index_of(delay);
  if (d == 0) return;
  std::vector<float> wet(s_.size(), 0.0f);
  float gain = feedback;
  for (int k = 1; k <= taps; ++k, gain *= feedback) {
    float lp = 0;
    const std::size_t off = d * static_cast<std::size_t>(k) + static_cast<std::size_t>(k * 37);  // uneven: no flutter
    for (std::size_t i = 0; i + off < s_.size(); ++i) {
      lp += lowpass * (s_[i] - lp);
      wet[i + off] += gain * lp;
    }
  }
  for (std::size_t i = 0; i < s_.size(); ++i) s_[i] += wet[i];
}

void Buffer::normalize(float peak) {
  float top = 0;
  for (float v : s_) top = std::max(top, std::abs(v));
  if (top <= 0) return;
  for (float& v : s_) v *= peak / top;
}

void Buffer::fade_out(double seconds) {
  const std::size_t n = std::min(index_of(seconds), s_.size());
  for (std::size_t i = 0; i < n; ++i) s_[s_.size() - n + i] *= 1.0f - static_cast<float>(i) / static_cast<float>(n);
}

bool write_wav(const Buffer& b, const std::string& path, std::string& error) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) {
    error = "cannot write";
    return false;
  }
  const auto& s = b.samples();
  const std::uint32_t data = static_cast<std::uint32_t>(s.size() * 2);
  auto u32 = [f](std::uint32_t v) { for (int i = 0; i < 4; ++i) std::fputc(static_cast<int>((v >> (8 * i)) & 0xff), f); };
  auto u16 = [f](std::uint32_t v) { for (int i = 0; i < 2; ++i) std::fputc(static_cast<int>((v >> (8 * i)) & 0xff), f); };
  std::fputs("RIFF", f);
  u32(36 + data);
  std::fputs("WAVEfmt ", f);
  u32(16);
  u16(1);                 // PCM
  u16(1);                 // mono
  u32(kRate);
  u32(kRate * 2);         // bytes per second
  u16(2);                 // block align
  u16(16);                // bits per sample
  std::fputs("data", f);
  u32(data);
  for (float v : s) {
    const long q = std::lround(std::clamp(v, -1.0f, 1.0f) * 32767.0f);
    u16(static_cast<std::uint32_t>(static_cast<std::uint16_t>(static_cast<std::int16_t>(q))));
  }
  const bool ok = std::fclose(f) == 0;
  if (!ok) error = "write failed";
  return ok;
}

}  // namespace hexfire::sound
