// What one search ranges over (R21): the start state with any pieces fixed in
// advance, the cells a piece may go on, and the inventory grouped into classes of
// identical pieces.
//
// Class 0 is "empty"; classes 1..classCount() are the distinct inventory pieces in
// PieceKind order (own token before enemy token). A set of classes (ClassSet) is a
// bit mask, bit k for class k: at most kMaxClasses classes, enough for every
// placeable type (a static_assert says so; a wider ClassSet makes room for more).
#pragma once

#include "engine/rules/Arena.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace ff {

class SolverSpace {
public:
    // A set of classes: bit 0 is "empty", bit k class k. Its width bounds the classes,
    // and everything the search keeps per class or per set is sized from it.
    using ClassSet = std::uint8_t;
    static constexpr int kMaxClasses = 8 * sizeof(ClassSet) - 1;
    static constexpr std::size_t kClassSets = std::size_t{1} << (kMaxClasses + 1);
    static constexpr ClassSet kEmptyBit = 1;
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
    ClassSet tokenClasses() const { return tokenClasses_; }
    ClassSet blockClasses() const { return blockClasses_; }

    // Per grid index: kEmptyBit plus every class for a candidate cell, 0 otherwise.
    const std::vector<ClassSet>& initialPossible() const { return possible_; }
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
    ClassSet tokenClasses_ = 0;
    ClassSet blockClasses_ = 0;
    std::vector<ClassSet> possible_;
    std::vector<int> candidates_;
    std::vector<int> xOf_;
    std::vector<int> yOf_;
    std::array<int, 4> delta_{};
};

static_assert(kPlaceableTypes.size() <= SolverSpace::kMaxClasses,
              "every placeable type must fit a class set of the solver (one byte per cell)");

} // namespace ff
