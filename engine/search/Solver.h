// The exact solver (R21, R22): every placement of the inventory that solves a level,
// counted or listed, on several threads, cancellable, with progress; and hints for a
// player who has placed some pieces.
//
// How the search avoids simulating placements that cannot matter, and why that is
// exact, is explained in SolverSearch.h; how threads share the work without changing
// the result, in SolverScheduler.h. No Qt: the CLI, the player and the editor use it.
#pragma once

#include "engine/rules/Arena.h"
#include "engine/search/SolverTypes.h"

#include <optional>
#include <vector>

namespace ff {

// The answer to "how do I go on from here?".
struct Hint {
    enum class Status : std::uint8_t {
        Completable,    // some completion solves the level; `next` is one of its pieces
        NotCompletable, // no placement of the remaining pieces solves it; see `takeBack`
        Unsolvable,     // no placement at all solves the level (R22)
        Invalid,        // `placed` is not part of any placement (see Solver::hint)
        Cancelled,
    };
    Status status = Status::NotCompletable;
    // A further piece, absent when nothing is left to place.
    std::optional<Placement> next;
    // NotCompletable: the fewest placed pieces to take back so that the others are
    // part of a solution, sorted; among equally few the smallest list. Taken from
    // the solutions the search finds (up to the options' limit), so it is the
    // smallest there is whenever the level has no more solutions than that.
    std::vector<Placement> takeBack;
    // Completions seen (all of them when `exact`); `next` is in the most of them.
    std::uint64_t completions = 0;
    bool exact = false;
};

class Solver {
public:
    // Precondition: the level is valid (validateLevel gives no error).
    explicit Solver(Level level);

    const Level& level() const { return level_; }
    const Arena& arena() const { return arena_; }

    // Searches every placement (R21): the solutions up to options.limit, see
    // SolveResult. Safe to call from several threads at once.
    SolveResult solve(const SolveOptions& options = {}) const;

    // R22.
    bool isSolvable(unsigned threads = 0) const;
    // The number of solutions, stopping at `limit`.
    std::uint64_t countSolutions(std::uint64_t limit, unsigned threads = 0) const;
    bool isUnique(unsigned threads = 0) const;

    // `placed`: pieces of the inventory the player has put on candidate cells (free,
    // allowed: R21), each cell at most once; anything else gives Status::Invalid.
    // Searches the completions (up to options.limit of them) and suggests the piece
    // that lies in the most of them, the least revealing choice: a piece every
    // completion shares gives nothing away that the position does not already
    // force. Ties go to the smallest Placement. When no completion solves it, says
    // which placed pieces to take back, or that the level has no solution at all.
    Hint hint(const std::vector<Placement>& placed, const SolveOptions& options = {}) const;

private:
    // Fills hint.takeBack for a placement no completion solves, or sets Unsolvable
    // or Cancelled.
    void takeBack(const std::vector<Placement>& placed, const SolveOptions& options, Hint& hint) const;

    Level level_;
    Arena arena_;
};

} // namespace ff
