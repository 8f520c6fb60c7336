// Solutions counted without the solver: every placement of the inventory simulated,
// with the legal cells read directly from R21. For small boards only.
#pragma once

#include "engine/rules/Level.h"

#include <vector>

namespace ff::test {

// R21 read directly: a piece may go on a playing cell without an object, that is
// not the monster's, not blood, not a teleporter and, when the level lists allowed
// cells, one of them.
std::vector<Cell> legalCells(const Level& level);

// Every placement of the inventory (identical pieces once per set of cells, R21),
// each simulated: those that give `solved`, each sorted by Placement's order.
std::vector<std::vector<Placement>> bruteForceSolutionList(const Level& level);

// The number of bruteForceSolutionList.
int bruteForceSolutions(const Level& level);

// Whether some proper subset of `placement` (the empty one included) solves the
// level: every subset run, without engine/search/Tightness.h.
bool someProperSubsetSolves(const Level& level, const std::vector<Placement>& placement);

} // namespace ff::test
