// What one search ranges over (R21): the start state with any pieces fixed in
// advance, the cells a piece may go on, and the inventory grouped into classes of
// identical pieces.
//
// Class 0 is "empty"; classes 1..classCount() are the distinct inventory pieces in
// PieceKind order (own token before enemy token). A set of classes is a bit mask,
// bit k for class k, so a cell's possible contents fit one byte: at most
// kMaxClasses classes, enough for every placeable type (a static_assert says so).
#pragma once

#include "engine/rules/Arena.h"

#include <array>
#include <cstdint>
#include <vector>

namespace ff {

class SolverSpace {
public:
    // Bit 0 of a class set is "empty", the others are classes.
    static constexpr int kMaxClasses = 8 * sizeof(std::uint8_t) - 1;
    static constexpr std::uint8_t kEmptyBit = 1;
    // A number per class, indexed by class (index 0, "empty", unused).
    using ClassCounts = std::array<int, kMaxClasses + 1>;

    // Preconditions: the level is valid (validateLevel) and was used to build
    // `arena`; `fixed` are pieces of its inventory on distinct candidate cells
    // (Solver::hint checks that). The fixed pieces stand on the board from the start
    // and leave the inventory.
    SolverSpace(const Arena& arena, const Level& level, const std::vector<Placement>& fixed = {});

    const Arena& arena() const { return *arena_; }
    // The real start: level pieces plus the fixed pieces.
    const State& start() const { return start_; }
    // The start as the search runs it: `enemy` also counts the enemy tokens still in
    // the inventory, so that eating the board's last enemy does not end the run while
    // some are yet to be placed.
    const State& searchStart() const { return searchStart_; }
    bool eatAll() const { return eatAll_; }

    int classCount() const { return classCount_; }
    int pieceCount() const { return pieceCount_; }
    std::uint8_t content(int k) const { return content_[k]; }
    Placement placement(int k, int idx) const;
    int count(int k) const { return count_[k]; }
    // Classes whose pieces end a sight ray or show in one.
    std::uint8_t tokenClasses() const { return tokenClasses_; }
    std::uint8_t blockClasses() const { return blockClasses_; }

    // Per grid index: kEmptyBit plus every class for a candidate cell, 0 otherwise.
    const std::vector<std::uint8_t>& initialPossible() const { return possible_; }
    // Candidate cells (free, allowed: R21), ascending grid index.
    const std::vector<int>& candidates() const { return candidates_; }
    int xOf(int idx) const { return xOf_[idx]; }
    int yOf(int idx) const { return yOf_[idx]; }
    int delta(Dir d) const { return delta_[static_cast<int>(d)]; }

private:
    const Arena* arena_;
    State start_;
    State searchStart_;
    bool eatAll_ = true;
    int classCount_ = 0;
    int pieceCount_ = 0;
    std::array<std::uint8_t, kMaxClasses + 1> content_{};
    std::array<PieceKind, kMaxClasses + 1> kind_{};
    std::array<Side, kMaxClasses + 1> side_{};
    ClassCounts count_{};
    std::uint8_t tokenClasses_ = 0;
    std::uint8_t blockClasses_ = 0;
    std::vector<std::uint8_t> possible_;
    std::vector<int> candidates_;
    std::vector<int> xOf_;
    std::vector<int> yOf_;
    std::array<int, 4> delta_{};
};

static_assert(kPlaceableTypes.size() <= SolverSpace::kMaxClasses,
              "every placeable type must fit a class set of the solver (one byte per cell)");

} // namespace ff
