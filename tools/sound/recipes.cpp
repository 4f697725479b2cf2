// The recipes of the game's sound effects, one function each; main.cpp writes them as WAVs.
#include "recipes.hpp"

namespace hexfire::sound {

namespace {

// One rifle or musket shot: a bright crack, the darker body of the report behind it.
void shot(Buffer& b, Noise& n, double at, float amp) {
  b.burst({at, amp, 0.0008, 0.012, 0.12, 0.9f, 0.05f}, n);          // crack
  b.burst({at + 0.002, amp * 0.8f, 0.003, 0.09, 0.5, 0.18f, 0.0f}, n); // report
}

Buffer volley() {
  Buffer b(1.1);
  Noise n(1861);
  // A ragged volley: a dozen pieces going off over a third of a second, not all at once.
  for (int i = 0; i < 12; ++i) {
    const double at = 0.02 + 0.34 * n.uniform01() * n.uniform01();
    shot(b, n, at, 0.55f + 0.45f * n.uniform01());
  }
  b.room(0.085, 0.45f, 0.25f, 6);
  b.normalize(0.85f);
  b.fade_out(0.3);
  return b;
}

Buffer artillery() {
  Buffer b(2.0);
  Noise n(1862);
  b.burst({0.0, 0.6f, 0.0008, 0.02, 0.15, 0.7f, 0.02f}, n);          // the muzzle's crack
  b.burst({0.002, 1.0f, 0.004, 0.35, 1.6, 0.035f, 0.0f}, n);         // the boom, very dark
  b.tone(0.0, 1.2, 62, 34, 0.7f, 0.004, 0.28, 2);                    // the thump felt in the chest
  b.burst({0.25, 0.25f, 0.05, 0.6, 2.0, 0.02f, 0.0f}, n);            // rumble rolling back
  b.room(0.16, 0.5f, 0.08f, 5);
  b.normalize(0.9f);
  b.fade_out(0.5);
  return b;
}

// Feet and kit on the move: soft thuds in step, each with a little rustle.
Buffer march() {
  Buffer b(1.0);
  Noise n(1863);
  for (int i = 0; i < 6; ++i) {
    const double at = 0.03 + 0.15 * i + 0.01 * n.uniform01();
    const float amp = (i % 2 ? 0.7f : 1.0f) * (0.8f + 0.2f * n.uniform01());
    b.burst({at, amp, 0.004, 0.035, 0.15, 0.05f, 0.0f}, n);
    b.burst({at + 0.01, amp * 0.12f, 0.01, 0.05, 0.12, 0.5f, 0.2f}, n);
  }
  b.normalize(0.6f);
  b.fade_out(0.1);
  return b;
}

// Dice shaken and thrown: clicks thickening, then the last few as the dice settle.
Buffer dice() {
  Buffer b(0.8);
  Noise n(1864);
  double at = 0.01;
  for (int i = 0; i < 16; ++i) {
    at += 0.012 + 0.03 * n.uniform01() * (i < 10 ? 1.0 : 2.0);
    const float amp = i < 10 ? 0.4f + 0.3f * n.uniform01() : 0.9f - 0.06f * static_cast<float>(i - 10);
    b.burst({at, amp, 0.0004, 0.004, 0.03, 0.8f, 0.35f}, n);
    b.tone(at, 0.03, 2300 + 900 * n.uniform01(), 2300, amp * 0.08f, 0.0005, 0.006, 1);
  }
  b.room(0.03, 0.25f, 0.4f, 3);
  b.normalize(0.7f);
  return b;
}

// The hand-off: a short two-note call on a bugle-like tone, fourth up, so the other player looks up.
Buffer handoff() {
  Buffer b(1.0);
  b.tone(0.02, 0.22, 392, 392, 0.5f, 0.03, 0, 6);
  b.tone(0.26, 0.6, 523.25, 523.25, 0.55f, 0.03, 0, 6);
  b.room(0.11, 0.3f, 0.3f, 3);
  b.normalize(0.55f);
  b.fade_out(0.15);
  return b;
}

}  // namespace

std::vector<NamedSound> sound_recipes() {
  return {{"volley", volley()}, {"artillery", artillery()}, {"march", march()}, {"dice", dice()}, {"handoff", handoff()}};
}

}  // namespace hexfire::sound
