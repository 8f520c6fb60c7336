// Where a board lies in its picture, in cells, for the app's renderer
// (board/BoardGeometry.h) and the SVG writer alike.
#pragma once

namespace ff::picture {

// The margin around the board, in cells: room for the edge letters' gates and,
// outside them, the cell names' column letters and row numbers.
inline constexpr double kMargin = 1.1;
// How far the column letters and row numbers stand from the board, in cells:
// beyond the edge letters' gates, which stay within 0.6 cells of the floor.
inline constexpr double kNameDistance = 0.9;
// Pictures whose cells would be smaller than this many pixels are thumbnails: a
// thin frame of kThumbMargin cells, no letters, no masonry, no tile shading.
inline constexpr double kMinLetterCell = 14;
inline constexpr double kThumbMargin = 0.25;
// Bigger boards on bigger screens need no bigger letters than this, in pixels.
inline constexpr double kMaxLetter = 30;

} // namespace ff::picture
