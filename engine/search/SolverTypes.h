// The plain data a search takes and gives (see Solver.h for the search itself).
#pragma once

#include "engine/rules/Arena.h"
#include "engine/search/SolverSpace.h"

#include <array>
#include <cstdint>
#include <functional>
#include <limits>
#include <stop_token>
#include <utility>
#include <vector>

namespace ff {

// A limit meaning "every solution".
inline constexpr std::uint64_t kNoSolutionLimit = std::numeric_limits<std::uint64_t>::max();

// Counts of placements and solutions saturate at the largest std::uint64_t.
constexpr std::uint64_t addSat(std::uint64_t a, std::uint64_t b)
{
    return a > kNoSolutionLimit - b ? kNoSolutionLimit : a + b;
}
constexpr std::uint64_t mulSat(std::uint64_t a, std::uint64_t b)
{
    if (a == 0 || b == 0)
        return 0;
    return a > kNoSolutionLimit / b ? kNoSolutionLimit : a * b;
}

struct SolveOptions {
    // Stop once this many solutions are known; 1 asks for a first solution.
    std::uint64_t limit = 1000;
    // Keep the solutions themselves (else only count them; memory stays flat).
    bool collect = true;
    // Worker threads; 0 = std::thread::hardware_concurrency().
    unsigned threads = 0;
    // A stop request ends the search (cancelled); it returns within 100 ms.
    std::stop_token stopToken;
    // Called on the thread that called solve(), at most every 50 ms while the search
    // runs and once at its end: the fraction of all placements whose outcome is
    // settled (0..1, never decreasing; exactly 1 when the search completed) and
    // that number of placements (brute force would simulate each one).
    std::function<void(double fraction, std::uint64_t placements)> progress;
    // The run's safety cap (R19).
    long maxSteps = kDefaultMaxSteps;
};

struct SolveResult {
    // Each solution lists every placed piece sorted by Placement's order; the list is
    // sorted too. When the limit cut the search, these are the first `limit`
    // solutions in the search's fixed order, which depends only on the level.
    std::vector<std::vector<Placement>> solutions;
    // Solutions found (the same as solutions.size() when collecting), at most limit.
    std::uint64_t count = 0;
    // True when every solution was found: not cut at the limit, not cancelled.
    bool complete = false;
    bool cancelled = false;
    // Runs simulated: each run the search follows to its outcome counts once.
    std::uint64_t simulations = 0;
    // Runs simulated in the search's fixed order (which depends only on the level, not
    // on threads or timing) up to and including the one that found the first solution;
    // 0 when none was found.
    std::uint64_t simulationsToFirstSolution = 0;
    // Near misses: placements whose run does not solve the level although it ate or
    // crushed some enemy token and left at most one (tokens not placed count as
    // left), over the runs merged into the result: all placements when `complete`.
    // Saturating.
    std::uint64_t nearMisses = 0;
    // Runs brute force would simulate: the number of distinct placements (R21),
    // saturating at the largest std::uint64_t.
    std::uint64_t bruteForceSimulations = 0;
    double seconds = 0;
};

// A subtree of the search handed to a worker thread: a run just after one of its
// cells got an inventory piece (see SolverSearch).
struct SolverTask {
    State state;                                      // before the step to take next
    std::vector<SolverSpace::ClassSet> possible;      // per grid index, see SolverSearch
    SolverSpace::ClassCounts remaining{};             // pieces left per class
    std::vector<std::pair<int, std::uint8_t>> placed; // grid index, class
    long steps = 0;                                   // steps taken so far
};

// What one stretch of the search found, in the search's order.
struct SolverBatch {
    std::uint64_t count = 0; // solutions, saturating
    std::uint64_t simulations = 0;
    std::uint64_t firstSolutionAt = 0; // simulations up to the batch's first solution, 0 for none
    std::uint64_t nearMisses = 0;      // see SolveResult, saturating
    std::vector<std::vector<Placement>> solutions;
};

} // namespace ff
