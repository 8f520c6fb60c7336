#include "engine/rules/Board.h"

#include <algorithm>

namespace ff {

Board Board::standard()
{
    std::vector<Cell> voids;
    for (int y = 0; y < 11; ++y) {
        for (int x = 0; x < 16; ++x) {
            if ((y <= 3 && x >= 12 + y) || (y >= 7 && x <= y - 7))
                voids.push_back({x, y});
        }
    }
    Board b(16, 11, std::move(voids), Cell{0, 0}, Cell{15, 10});
    b.standard_ = true;
    return b;
}

Board::Board(int width, int height, std::vector<Cell> voids, std::optional<Cell> exit,
             std::optional<Cell> entrance)
    : width_(std::clamp(width, 1, kMaxSize)), height_(std::clamp(height, 1, kMaxSize)),
      voids_(std::move(voids)), voidMask_(static_cast<size_t>(width_ * height_), false), exit_(exit),
      entrance_(entrance)
{
    for (Cell c : voids_) {
        if (inside(c))
            voidMask_[index(c)] = true;
    }
}

int Board::playingCount() const
{
    return static_cast<int>(std::count(voidMask_.begin(), voidMask_.end(), false));
}

Cell Board::next(Cell c, Dir d, bool* crossed) const
{
    const Cell n = step(c, d);
    const bool wall = isVoid(n);
    if (crossed)
        *crossed = wall;
    return wall ? reflect(c) : n;
}

bool Board::voidSymmetric() const
{
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            if (voidMask_[index({x, y})] != voidMask_[index(reflect({x, y}))])
                return false;
        }
    }
    return true;
}

bool operator==(const Board& a, const Board& b)
{
    return a.width_ == b.width_ && a.height_ == b.height_ && a.standard_ == b.standard_ &&
           a.voids_ == b.voids_ && a.exit_ == b.exit_ && a.entrance_ == b.entrance_;
}

} // namespace ff
