// Geometry of the fortress floor: cells and the four directions (rules R1).
#pragma once

#include <compare>
#include <cstdint>
#include <optional>
#include <string_view>

namespace ff {

// R1: N = (0,-1), E = (+1,0), S = (0,+1), W = (-1,0). The numeric values run
// clockwise so that a quarter turn right is +1 modulo 4.
enum class Dir : std::uint8_t { N = 0, E = 1, S = 2, W = 3 };

constexpr Dir turnRight(Dir d)
{
    return static_cast<Dir>((static_cast<int>(d) + 1) & 3);
}
constexpr Dir turnLeft(Dir d)
{
    return static_cast<Dir>((static_cast<int>(d) + 3) & 3);
}
constexpr Dir turnAround(Dir d)
{
    return static_cast<Dir>((static_cast<int>(d) + 2) & 3);
}
constexpr int dirDx(Dir d)
{
    return d == Dir::E ? 1 : d == Dir::W ? -1 : 0;
}
constexpr int dirDy(Dir d)
{
    return d == Dir::S ? 1 : d == Dir::N ? -1 : 0;
}

// "N", "E", "S" or "W".
char dirLetter(Dir d);
// Parses exactly one of "N", "E", "S", "W"; anything else gives nothing.
std::optional<Dir> dirFromLetter(std::string_view s);

struct Cell {
    int x = 0;
    int y = 0;
    friend constexpr auto operator<=>(const Cell&, const Cell&) = default;
};

constexpr Cell step(Cell c, Dir d)
{
    return {c.x + dirDx(d), c.y + dirDy(d)};
}

} // namespace ff
