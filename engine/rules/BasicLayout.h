// The basic layout of R4, the rulebook's printed setup that the "classic" levels
// start from: eleven stones and two blood pools on the standard board (R3).
#pragma once

#include "engine/rules/Level.h"

#include <vector>

namespace ff {

// The basic layout as pieces: the eleven stones in the order R4 lists them, then
// blood pool A and blood pool B, each with its cells in R4's order. Share codes rely
// on this order (a level whose pieces start with exactly these gets a shorter code).
std::vector<Piece> basicLayoutPieces();

// The standard board (R3) with the basic layout and the monster on (0,0) facing E;
// no id, title, inventory or other pieces.
Level basicLayoutLevel();

} // namespace ff
