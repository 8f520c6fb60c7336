// The names of cells the player reads off the board: the column as a letter, the
// row as a number, so the exit of the standard board (0,0) is "a1" and its entrance
// (15,10) is "p11". Both renderers print the column letters above and below the
// board and the row numbers left and right of it; every text that names a cell
// (hints, problems, refusals, the editor's status bar) uses these names, so what a
// text says can be found on the board. The names are the same in every language.
#pragma once

#include "engine/rules/Geometry.h"

#include <string>

namespace ff::picture {

// Columns 0..25 are "a".."z", then "aa", "ab", ... like spreadsheet columns;
// precondition: x >= 0.
std::string columnName(int x);
// Rows count from 1 at the top; precondition: y >= 0.
std::string rowName(int y);
// The column's name followed by the row's, e.g. "c4" for (2,3); precondition: both
// coordinates are >= 0.
std::string cellName(ff::Cell c);

} // namespace ff::picture
