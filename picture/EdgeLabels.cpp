#include "picture/EdgeLabels.h"

namespace ff::picture {

using ff::Cell;
using ff::Dir;

EdgeLabels::EdgeLabels(const ff::Board& board) : width_(board.width())
{
    const int w = board.width();
    const int h = board.height();
    symbolOf_.assign(static_cast<size_t>(w * h * 4), -1);
    std::vector<bool> visited(symbolOf_.size(), false);
    const auto boundary = [&](Cell c, Dir d) { return board.isPlaying(c) && board.isVoid(ff::step(c, d)); };

    std::vector<std::pair<Cell, Dir>> walk;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            for (int di = 0; di < 4; ++di) {
                const Cell start{x, y};
                const Dir startDir = static_cast<Dir>(di);
                if (!boundary(start, startDir) || visited[key(start, startDir)])
                    continue;
                // Walk the loop with the floor on the right: along side d the walk
                // heads turnRight(d); at the end of a side the outline turns right
                // (same cell), goes straight (next cell) or turns left (diagonal cell).
                Cell c = start;
                Dir d = startDir;
                while (!visited[key(c, d)]) {
                    visited[key(c, d)] = true;
                    walk.emplace_back(c, d);
                    const Dir heading = ff::turnRight(d);
                    const Cell ahead = ff::step(c, heading);
                    if (board.isVoid(ahead)) {
                        d = heading;
                    } else if (board.isVoid(ff::step(ahead, d))) {
                        c = ahead;
                    } else {
                        c = ff::step(ahead, d);
                        d = ff::turnLeft(d);
                    }
                }
            }
        }
    }

    for (const auto& [c, d] : walk) {
        if (symbolOf_[key(c, d)] >= 0)
            continue;
        const Cell twin = board.reflect(c);
        const Dir twinDir = ff::turnAround(d);
        const int symbol = symbolCount_++;
        symbolOf_[key(c, d)] = symbol;
        if (board.inside(twin) && boundary(twin, twinDir))
            symbolOf_[key(twin, twinDir)] = symbol;
    }
    labels_.reserve(walk.size());
    for (const auto& [c, d] : walk)
        labels_.push_back({c, d, symbolOf_[key(c, d)]});
}

int EdgeLabels::symbolAt(Cell c, Dir d) const
{
    if (c.x < 0 || c.y < 0 || c.x >= width_ || key(c, d) >= static_cast<int>(symbolOf_.size()))
        return -1;
    return symbolOf_[key(c, d)];
}

std::string EdgeLabels::symbolText(int symbol)
{
    if (symbol < kStar)
        return std::string(1, static_cast<char>('A' + symbol));
    if (symbol == kStar)
        return "\xe2\x98\x85"; // U+2605, the black star
    if (symbol < kStar + 27)
        return std::string(1, static_cast<char>('a' + symbol - kStar - 1));
    return std::to_string(symbol - kStar - 26);
}

} // namespace ff::picture
