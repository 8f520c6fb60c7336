// Tight solutions: a solution whose every piece is needed. A placement is *tight* when
// it solves the level and no proper subset of it does, the empty placement included
// (docs/grading.md). A level whose solution is not tight can be won with pieces left
// out; the pieces outside the smallest subset that still solves are *idle*: parked
// where they change nothing the goal needs.
//
// The check runs the monster on subsets of the placement, smallest first, so it makes
// at most 2^pieces runs and stops at the first subset that solves.
#pragma once

#include "engine/rules/Arena.h"
#include "engine/rules/Level.h"

#include <cstdint>
#include <optional>
#include <stop_token>
#include <vector>

namespace ff {

// Placements with more pieces than this are not checked (2^20 runs at most).
inline constexpr int kMaxTightnessPieces = 20;

struct Tightness {
    enum class Status : std::uint8_t {
        Tight,         // it solves and no proper subset does
        NotTight,      // it solves and a proper subset does; see `idle`
        Fails,         // the placement itself does not solve the level
        TooManyPieces, // more than kMaxTightnessPieces pieces: not checked
    };
    Status status = Status::Fails;
    // NotTight: the placement less the smallest subset that solves, sorted; among
    // subsets of that size the first in the placement's order (fewest idle pieces
    // first, then the earliest pieces kept). Empty otherwise.
    std::vector<Placement> idle;
    // Runs simulated.
    std::uint64_t runs = 0;

    bool tight() const { return status == Status::Tight; }
};

// Checks `placement` (pieces on cells that are free for them, R21) on the level the
// arena was made from.
Tightness checkTightness(const Arena& arena, const std::vector<Placement>& placement);
// The same, for work that must end when asked (the editor's): `stop` is looked at
// before every run, and a stop requested before the answer is known gives nothing.
std::optional<Tightness> checkTightness(const Arena& arena, const std::vector<Placement>& placement,
                                        std::stop_token stop);

} // namespace ff
