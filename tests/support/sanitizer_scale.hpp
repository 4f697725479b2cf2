// Random-situation sweeps are for the rules: the dev build (`ctest --preset dev`) runs them in
// full. Under a sanitizer (ten times slower) the same code paths are what matter for memory
// errors, so such a sweep may run a smaller share of its situations: tools/test runs the asan
// preset only, within its time budget, as it keeps long fuzz runs out.
#pragma once

namespace hexfire::test_support {

#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderSanitizer = true;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
inline constexpr bool kUnderSanitizer = true;
#else
inline constexpr bool kUnderSanitizer = false;
#endif
#else
inline constexpr bool kUnderSanitizer = false;
#endif

// `full` in the dev build, about a quarter of it (at least one) under a sanitizer.
constexpr int sweep_size(int full) { return kUnderSanitizer ? (full + 3) / 4 : full; }

}  // namespace hexfire::test_support
