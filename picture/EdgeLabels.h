// The edge letters printed around the playing area, so that wall crossings (R5)
// can be read off the board.
//
// Scheme. A boundary edge is a side of a playing cell c in direction d whose
// neighbour c + d is void (or outside the rectangle). By R5/R15 a monster that
// leaves c through that edge re-enters the board on reflect(c), coming in through
// the side opposite to d; since the void set is point-symmetric (R2), that side is
// a boundary edge too, and it is exactly the point reflection of the first edge
// through the board's centre. So the crossings pair the boundary edges two by two,
// and both edges of a pair carry the same symbol.
//
// Symbols are handed out by walking the outline: loops are found in row-major order
// of their first edge (the outer outline first, then holes), each loop is walked
// with the floor on the right-hand side (clockwise for the outer outline), starting
// at the top side of the first playing cell. Every edge whose pair has no symbol yet
// gets the next one, in the order A..Z, the star, a..z, then the numbers 1, 2, ...
// On the standard board (R3) the outline has 54 edges: A is the top side of the exit
// (0,0) and the bottom side of the entrance (15,10), the letters run clockwise, and
// the star marks the left side of the exit and the right side of the entrance — the
// 27 symbols A–Z and the star of the real board. A symbol pairing an edge with itself
// cannot occur: the reflection of a boundary edge is never the edge itself.
//
// The scheme reads nothing but the board's shape, so the letters are stable for a
// level and identical in the player, the editor and exported pictures (the SVG).
#pragma once

#include "engine/rules/Board.h"

#include <string>

#include <vector>

namespace ff::picture {

struct EdgeLabel {
    ff::Cell cell; // the playing cell the edge belongs to
    ff::Dir dir;   // the side of the cell: cell + dir is void
    int symbol = 0;
};

class EdgeLabels {
public:
    static constexpr int kStar = 26;

    explicit EdgeLabels(const ff::Board& board);

    // Every boundary edge with its symbol, in walking order.
    const std::vector<EdgeLabel>& labels() const { return labels_; }
    // The symbol of the edge on side `d` of `c`, or -1 when that is no boundary edge.
    int symbolAt(ff::Cell c, ff::Dir d) const;
    // Number of distinct symbols (= half the number of boundary edges).
    int symbolCount() const { return symbolCount_; }

    // "A".."Z", "★", "a".."z", "1", "2", ... in UTF-8; precondition: symbol >= 0.
    static std::string symbolText(int symbol);

private:
    int key(ff::Cell c, ff::Dir d) const { return (c.y * width_ + c.x) * 4 + static_cast<int>(d); }

    int width_;
    std::vector<EdgeLabel> labels_;
    std::vector<int> symbolOf_; // per key(), -1 for no boundary edge
    int symbolCount_ = 0;
};

} // namespace ff::picture
