#include "picture/Shapes.h"

#include <cmath>
#include <numbers>

namespace ff::picture {

TurnArrow turnArrow(ff::PieceKind kind)
{
    TurnArrow arrow;
    if (kind == ff::PieceKind::Turn180) {
        // Up the left side, a half circle over the top, down the right side.
        constexpr double a = 0.5;
        constexpr int kArcPoints = 16;
        arrow.line.push_back({-a, 0.65});
        for (int i = 0; i <= kArcPoints; ++i) {
            const double angle = std::numbers::pi * (1.0 - static_cast<double>(i) / kArcPoints);
            arrow.line.push_back({a * std::cos(angle), -a * std::sin(angle)});
        }
        arrow.line.push_back({a, 0.2});
        arrow.tip = {a, 0.45};
        arrow.heading = {0, 1};
        return arrow;
    }
    // Up from the bottom left, then a right angle to the right.
    const double sign = kind == ff::PieceKind::TurnLeft ? -1 : 1;
    arrow.line = {{-0.45 * sign, 0.7}, {-0.45 * sign, -0.3}, {0.3 * sign, -0.3}};
    arrow.tip = {0.45 * sign, -0.3};
    arrow.heading = {sign, 0};
    return arrow;
}

std::array<Point, 3> arrowHead(Point tip, Point heading, double size)
{
    const double len = std::hypot(heading.x, heading.y);
    const Point u{heading.x / len, heading.y / len};
    const Point n{-u.y, u.x};
    return {{{tip.x + u.x * size * 0.55, tip.y + u.y * size * 0.55},
             {tip.x - u.x * size * 0.45 + n.x * size * 0.55, tip.y - u.y * size * 0.45 + n.y * size * 0.55},
             {tip.x - u.x * size * 0.45 - n.x * size * 0.55, tip.y - u.y * size * 0.45 - n.y * size * 0.55}}};
}

std::array<Point, 10> star(Point centre, double r)
{
    std::array<Point, 10> out;
    for (int i = 0; i < 10; ++i) {
        const double a = (-90.0 + 36.0 * i) * std::numbers::pi / 180;
        const double rr = i % 2 == 0 ? r : r * 0.45;
        out[static_cast<std::size_t>(i)] = {centre.x + std::cos(a) * rr, centre.y + std::sin(a) * rr};
    }
    return out;
}

} // namespace ff::picture
