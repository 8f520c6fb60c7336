// The validity of levels and packs: the rules of docs/spec/rules.md §1-2 and the
// level format's own (docs/spec/level-format.md).
#pragma once

#include "engine/files/Problem.h"
#include "engine/rules/Level.h"

#include <array>
#include <cstddef>
#include <string_view>
#include <vector>

namespace ff {

// The most characters (code points) a title, hint, author or colour may have.
inline constexpr std::size_t kMaxTextLength = 200;

// Every rule of docs/spec/rules.md §1-2 and the format's validity rules, each violation with
// its JSON path (as the file written by writeLevel would have it). Empty = valid.
std::vector<Problem> validateLevel(const Level& level);
// Level problems get the prefix "levels[i]."; plus the pack's own rules (id and
// title as for levels, at least one level, unique level ids).
std::vector<Problem> validatePack(const Pack& pack);

// The title the level editor gives a new level, in every language the app ships
// (ff::editor::LevelEditDocument::newStandardLevel; tests/editor holds them against the
// translations).
inline constexpr std::array<std::string_view, 2> kNewLevelTitles = {"Untitled", "Unbenannt"};

// What a valid level needs besides to be published on a hub: something to place
// (nothing-to-place, path "inventory"), and a title of its own in every language it
// carries: neither blank nor, without regard to ASCII case, a title of
// kNewLevelTitles (untitled, path "title" or "title_i18n.LANG"). Empty = publishable.
std::vector<Problem> publicationProblems(const Level& level);

} // namespace ff
