// A level's board as an SVG picture, without Qt: the same board, pieces, gates
// with their letters, cell names, zone, teleporters, doors and monster that the
// app's renderer (board/BoardRenderer.h) paints for the level at rest, in the same
// colours (Palette.h), layout (Layout.h) and shapes (Shapes.h). For the hub's web
// pages and `furunkulus-cli render`.
//
// The picture is deterministic: the same level and options give the same bytes.
// It is accessible: role="img" with a <title> (the level's title) and a <desc>
// that lists the board and its pieces in words. Every drawn thing of the level is
// a group with machine-readable attributes:
//   data-kind   "token", "stone", "crystal", "turn-right", "turn-left", "turn-180"
//               (the level format's kind names), "teleporter", "blood", "zone",
//               "gate", "exit", "entrance", "monster"
//   data-cell   the cell's name ("c4", picture/CellName.h); blood has data-cells,
//               the names of its cells separated by spaces
//   data-side   tokens: "own" or "enemy"
//   data-placed "true" on a piece of the stored solution (SvgOptions::showSolution)
//   data-pair   teleporters: the pair's name; data-arrow its arrow ("N", "E", ...)
//   data-edge   gates: the side of data-cell the gate stands on ("N", "E", ...);
//               data-letter the gate's symbol ("A", "★", "a", "1", ...)
//   data-facing the monster: where it faces ("N", "E", "S" or "W")
// Text is set in "DejaVu Sans", sans-serif.
#pragma once

#include "engine/rules/Level.h"

#include <string>

namespace ff::picture {

struct SvgOptions {
    // The picture's width in pixels; its height follows from the board's shape
    // (svgHeight). At least 1.
    int width = 640;
    // Draw the level's stored solution's pieces placed (ringed, as the app shows
    // placed pieces); a level without a solution is drawn without.
    bool showSolution = false;
    // Put before every id in the picture, so several pictures can share one page.
    std::string idPrefix = "ff-";
};

// The SVG document (UTF-8, with an XML declaration).
std::string boardSvg(const ff::Level& level, const SvgOptions& options = {});
// The height in pixels of boardSvg's picture of `level` at `width` pixels.
int svgHeight(const ff::Level& level, int width);

} // namespace ff::picture
