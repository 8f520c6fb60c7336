// The player's move (R21): which inventory piece may go on which cell of a level,
// why not when it may not, and how many pieces of each type the inventory holds and
// leaves to place. The player's board, the solver, hints and the validation of a
// stored solution all decide this here.
#pragma once

#include "engine/rules/Level.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <vector>

namespace ff {

// Why a piece may not be placed (or moved) there; None: it may.
enum class PlacementRefusal : std::uint8_t {
    None,
    Void,           // not a playing cell (R2): a void cell or outside the board
    Occupied,       // an object of the level or a placed piece stands there
    Monster,        // the monster's start cell
    Blood,          // a blood cell
    Teleporter,     // a teleporter cell
    NotAllowed,     // the level lists allowed cells and this is not one of them
    NoneLeft,       // every piece of that type in the inventory is placed already
    NotInInventory, // the inventory holds no piece of that type
    NothingPlaced,  // a move: no placed piece stands on the cell it starts from
};

// PieceType and pieceTypeOf are the catalogue's (engine/rules/Catalogue.h).

// The pieces the inventory holds, by type: per type the sum of the counts of its
// items (a valid level lists each type once), for the kinds a player can place
// (isPlaceableKind), leaving out items that count less than one.
std::map<PieceType, int> inventoryCounts(const Level& level);

// R21 for one level, with the cells worked out once: placing and moving pieces given
// the pieces placed so far (in the order they were placed).
class PlacementRules {
public:
    // Any level, valid or not: every answer is about the pieces as listed.
    explicit PlacementRules(const Level& level);

    // Whether a piece may go on `c` with nothing placed yet. When several reasons
    // hold, the first of Void, Occupied (by an object of the level), Monster, Blood,
    // Teleporter, NotAllowed; None when it may.
    PlacementRefusal cellRefusal(Cell c) const;
    // For cellRefusal(c) Occupied, Blood or Teleporter: the index in the level's
    // pieces of the object or floor feature on `c` (the first one listed there).
    std::optional<std::size_t> blockingPiece(Cell c) const;

    // How many pieces of the type the inventory holds (inventoryCounts).
    int inventoryCount(PieceKind kind, Side side) const;
    // How many of them are not among `placed` (negative when `placed` has more).
    int countLeft(const std::vector<Placement>& placed, PieceKind kind, Side side) const;
    // The pieces of every type still to place: Level::inventorySize less the placed
    // pieces, at least 0.
    int piecesLeft(const std::vector<Placement>& placed) const;

    // cellRefusal(c), else Occupied when a piece of `placed` other than one on
    // `ignore` stands on `c`.
    PlacementRefusal checkCell(const std::vector<Placement>& placed, Cell c,
                               std::optional<Cell> ignore = {}) const;
    // One more piece of the type on `c`: NotInInventory when the inventory holds
    // none, else checkCell, else NoneLeft when every one is among `placed`.
    PlacementRefusal checkPlace(const std::vector<Placement>& placed, PieceKind kind, Side side,
                                Cell c) const;
    // Moving the piece of `placed` on `from` to `to` (its count is not spent again):
    // NothingPlaced when no piece of `placed` is on `from`, else checkCell with
    // `from` ignored.
    PlacementRefusal checkMove(const std::vector<Placement>& placed, Cell from, Cell to) const;
    // The entries of `placements` that may be placed in their order: each one that
    // checkPlace allows next to the entries kept before it.
    std::vector<Placement> legalPart(const std::vector<Placement>& placements) const;

private:
    int index(Cell c) const { return c.y * width_ + c.x; }
    bool inside(Cell c) const { return c.x >= 0 && c.y >= 0 && c.x < width_ && c.y < height_; }

    int width_;
    int height_;
    std::vector<PlacementRefusal> refusal_; // per cell of the rectangle
    std::vector<std::size_t> piece_;        // per cell: blockingPiece, or the largest size_t
    std::map<PieceType, int> inventory_;
    int inventorySize_;
};

} // namespace ff
