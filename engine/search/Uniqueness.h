// Taking other solutions away (R22): the steps the generator uses to make its levels
// unique, and "make it unique" for an author, who has a valid level with several
// solutions and the one they intended (docs/generator.md).
//
// A level loses a solution when a cell that solution uses is blocked: by a stone
// (which may also change the monster's runs, so every stone is checked against the
// intended solution and the level searched again) or by leaving the cell out of the
// placement zone (which only removes placements, never adds a solution). The zone
// always keeps at least kZoneCellsPerPiece cells per piece to place, so the
// uniqueness comes from the monster's rules, not from a zone that leaves no choice.
#pragma once

#include "engine/rules/Arena.h"
#include "engine/rules/Level.h"
#include "engine/rules/Placement.h"
#include "engine/search/Grade.h"

#include <cstdint>
#include <functional>
#include <stop_token>
#include <vector>

namespace ff {

// An allowed zone keeps at least this many cells per piece to place.
inline constexpr int kZoneCellsPerPiece = 4;

// Cells where an inventory piece could go (R21, without a zone), in row order.
std::vector<Cell> freeCells(const Level& level);

// Whether `placement` solves the level the arena was made from.
bool solves(const Arena& arena, const std::vector<Placement>& placement);

// The cells the solutions other than `intended` use and `intended` does not, the
// most used first (the smaller cell first on a tie).
std::vector<Cell> cellsToBlock(const std::vector<std::vector<Placement>>& solutions,
                               const std::vector<Placement>& intended);

// Puts a stone on `c` (taking it out of the zone) when the intended placement still
// solves the level with it, its run is accepted by `accept`, and a zone keeps
// kZoneCellsPerPiece cells per piece; false, changing nothing, otherwise. `zone` is
// the level's allowed cells, or its free cells when it has no zone.
bool blockWithStone(Level& level, std::vector<Cell>& zone, Cell c, const std::vector<Placement>& intended,
                    const std::function<bool(const RunTraits&)>& accept);

// Takes the first `cells` of `ranked` out of `zone` while it keeps more than
// kZoneCellsPerPiece cells per piece to place; false (nothing taken) when not even
// the first may go.
bool shrinkZone(std::vector<Cell>& zone, const std::vector<Cell>& ranked, std::size_t cells, int pieces);

// One change that makes a level unique with its intended solution.
struct UniquenessProposal {
    enum class Kind : std::uint8_t {
        Stones,      // stones on `cells`, in this order
        Zone,        // the placement zone loses `cells`
        FewerPieces, // the inventory holds one `from` fewer; `cells`: where it stood
        SwapPiece,   // the intended piece on `cells` becomes a `to` instead of a `from`
    };
    Kind kind = Kind::Stones;
    std::vector<Cell> cells;
    PieceType from;
    PieceType to;
    // The level with the change, its `solution` the intended solution (for the
    // inventory changes: adapted to the new inventory). Valid, its solver counts
    // exactly one solution, and that solution is tight (engine/search/Tightness.h).
    Level level;
};

struct UniquenessOptions {
    // Solver threads; 0 = one per core. The proposals do not depend on it.
    unsigned threads = 0;
    // A stop request ends the search within 100 ms (UniquenessResult::cancelled).
    std::stop_token stopToken;
    // Called on the calling thread with the fraction of the work done (0..1).
    std::function<void(double fraction)> progress;
};

struct UniquenessResult {
    enum class Status : std::uint8_t {
        Proposed,      // `proposals` lists what was found (possibly nothing)
        AlreadyUnique, // the intended solution is the level's only one
        IntendedFails, // the intended placement is not legal or does not solve the level
        Cancelled,
    };
    Status status = Status::Proposed;
    // The solutions the level had (exact when `complete`, else at least this many).
    std::uint64_t solutionsBefore = 0;
    bool complete = false;
    std::vector<UniquenessProposal> proposals;
};

// Searches changes of `level` (valid, validateLevel gives no error) that keep
// `intended` (a placement of its inventory) a solution and remove every other one:
// single stones on cells only other solutions use; a smaller placement zone; if no
// single stone is enough, a short sequence of stones, each on the cell most of the
// remaining other solutions use; one piece fewer or one piece of another kind, in
// this order. Each
// proposal is checked: applied, the intended solution solves the level, no proper
// subset of it does (checkTightness: a level with an idle piece is never proposed,
// so an intended solution with one keeps only the changes that take it away or put
// it to work) and the solver finds exactly one solution. Deterministic: the same
// level and intended solution give the same proposals.
UniquenessResult proposeUniqueness(const Level& level, const std::vector<Placement>& intended,
                                   const UniquenessOptions& options = {});

} // namespace ff
