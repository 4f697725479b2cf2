// Smoke tests of the hex core; the property suite lives beside it.
#include <gtest/gtest.h>

#include "engine/hex/hex.hpp"

namespace hexfire {

TEST(HexBasics, NeighbourOfOppositeReturns) {
  const Hex h{3, -2};
  for (HexDirection d : kAllDirections) EXPECT_EQ(neighbor(neighbor(h, d), opposite(d)), h);
}

}  // namespace hexfire
