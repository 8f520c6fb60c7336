// The board's shape: a width x height rectangle minus void cells (R2), with the
// standard board of R3 and the wall crossing of R5/R15.
#pragma once

#include "engine/rules/Geometry.h"

#include <optional>
#include <vector>

namespace ff {

class Board {
public:
    static constexpr int kMinSize = 2;
    static constexpr int kMaxSize = 64;

    // The 16 x 11 board of R3 (20 void cells, exit (0,0), entrance (15,10)).
    static Board standard();

    // A custom board. Nothing is checked here: cells outside the rectangle in
    // `voids` are kept in voids() (so validation can report them) but ignored by
    // the geometry. Width and height are clamped to 1..kMaxSize for storage.
    Board(int width, int height, std::vector<Cell> voids = {}, std::optional<Cell> exit = {},
          std::optional<Cell> entrance = {});

    int width() const { return width_; }
    int height() const { return height_; }
    bool isStandard() const { return standard_; }
    // The void cells as listed when the board was made (order kept for saving).
    const std::vector<Cell>& voids() const { return voids_; }
    const std::optional<Cell>& exit() const { return exit_; }
    const std::optional<Cell>& entrance() const { return entrance_; }

    bool inside(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_; }
    // Void: a listed void cell or anything outside the rectangle (R2).
    bool isVoid(Cell c) const { return !inside(c) || voidMask_[index(c)]; }
    bool isPlaying(Cell c) const { return !isVoid(c); }
    int playingCount() const;
    // R5: the point reflection (width-1-x, height-1-y).
    Cell reflect(Cell c) const { return {width_ - 1 - c.x, height_ - 1 - c.y}; }
    // R15: c + d when that is a playing cell, else the R5 landing cell. `crossed`
    // (optional) tells which of the two happened.
    Cell next(Cell c, Dir d, bool* crossed = nullptr) const;
    // R2: the void set is point-symmetric.
    bool voidSymmetric() const;

    friend bool operator==(const Board& a, const Board& b);

private:
    int index(Cell c) const { return c.y * width_ + c.x; }

    int width_;
    int height_;
    bool standard_ = false;
    std::vector<Cell> voids_;
    std::vector<bool> voidMask_;
    std::optional<Cell> exit_;
    std::optional<Cell> entrance_;
};

} // namespace ff
