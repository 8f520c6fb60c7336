// Shapes that the app's renderer and the SVG writer draw alike, as points in a
// unit square or around a centre, so both pictures of a piece have one outline.
#pragma once

#include "engine/rules/Catalogue.h"

#include <array>
#include <vector>

namespace ff::picture {

struct Point {
    double x = 0;
    double y = 0;
};

// A stone's outline in its cell, (0,0) the cell's top-left and (1,1) its
// bottom-right corner; the last point closes it.
inline constexpr std::array<Point, 9> kStoneOutline = {{{0.30, 0.12},
                                                        {0.66, 0.10},
                                                        {0.88, 0.30},
                                                        {0.90, 0.62},
                                                        {0.74, 0.88},
                                                        {0.40, 0.90},
                                                        {0.14, 0.74},
                                                        {0.10, 0.42},
                                                        {0.30, 0.12}}};

// The right-turning stone's outline around its cell's centre, in cells: a block
// pointed to the right. The left-turning stone's is its mirror image (x negated);
// the U-turn stone is a rounded square.
inline constexpr std::array<Point, 5> kTurnStoneOutline = {
    {{-0.38, -0.36}, {0.12, -0.36}, {0.42, 0.0}, {0.12, 0.36}, {-0.38, 0.36}}};

// The arrow on a turning stone, in units of the arrow's radius around the stone's
// centre (y down): a line stroked kTurnArrowWidth wide with round joins, and a
// head of kTurnArrowHead at `tip` pointing along `heading`. The right-turning
// stone's goes up and turns a right angle to the right, the left-turning stone's
// to the left; the U-turn stone's is a hairpin: up, round, back down.
struct TurnArrow {
    std::vector<Point> line;
    Point tip;
    Point heading;
};
inline constexpr double kTurnArrowWidth = 0.2;
inline constexpr double kTurnArrowHead = 0.55;
// The arrow of a turning stone; precondition: `kind` is TurnRight, TurnLeft or Turn180.
TurnArrow turnArrow(ff::PieceKind kind);

// An arrow head of `size` pointing along `heading` near `tip`: its three corners.
std::array<Point, 3> arrowHead(Point tip, Point heading, double size);
// A five-pointed star of radius `r` around `centre`: its ten corners, the first on top.
std::array<Point, 10> star(Point centre, double r);

} // namespace ff::picture
