// Blood pools (R6): a pool is a connected set of cells (level-format.md), connected by
// steps N, E, S and W on the board's rectangle. Walls are not crossed: a pool is a
// patch of the floor, and R5 is the monster's alone.
#pragma once

#include "engine/rules/Geometry.h"

#include <vector>

namespace ff {

// True when `a` and `b` are one step N, E, S or W apart.
bool neighbours(Cell a, Cell b);

// The connected parts of `cells`. Each part keeps the cells in the order of `cells`;
// the parts come in the order of their first cells, so the first part holds
// cells.front() and the second (if any) starts with the first cell that cannot be
// reached from it. A cell listed twice is one cell: both entries are in its part.
// `cells` is one pool exactly when there is at most one part.
std::vector<std::vector<Cell>> connectedParts(const std::vector<Cell>& cells);

} // namespace ff
