// Levels alike under the board's symmetries: the hub's copies of community levels
// (docs/server.md, "Community levels") and the weekly series' look-alikes
// (docs/weekly.md).
#pragma once

#include "engine/rules/Level.h"

#include <string>

namespace ff {

// The level's rule content (board, monster, pieces, inventory, zone, goal; not its
// id, title, author, hint, cosmetic token colours and values, or solution) as text,
// the least of its images under the board's eight symmetries (rotations by 90, 180
// and 270 degrees, reflections in the axes and the diagonals), each taken as it is
// and with turn-right and turn-left exchanged (the mirror image of a right turn is a
// left turn, so a faithful mirror copy exchanges them; a careless one does not, and
// both are copies). The exit and the entrance are one set, as the rules treat them
// alike (R14). Two levels are copies when their canonical texts are equal.
std::string canonicalLevelText(const Level& level);

// canonicalLevelText of the position alone: board, monster and pieces, without the
// goal, the inventory and the zone. Two levels are look-alikes when their canonical
// position texts are equal.
std::string canonicalPositionText(const Level& level);

} // namespace ff
