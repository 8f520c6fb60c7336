// The validity of levels and packs: the rules of docs/spec/rules.md §1-2 and the
// level format's own (docs/spec/level-format.md).
#pragma once

#include "engine/files/Problem.h"
#include "engine/rules/Level.h"

#include <vector>

namespace ff {

// Every rule of docs/spec/rules.md §1-2 and the format's validity rules, each violation with
// its JSON path (as the file written by writeLevel would have it). Empty = valid.
std::vector<Problem> validateLevel(const Level& level);
// Level problems get the prefix "levels[i]."; plus the pack's own rules (id and
// title as for levels, at least one level, unique level ids).
std::vector<Problem> validatePack(const Pack& pack);

} // namespace ff
