// Runs one search (SolverSearch) on several threads with results that do not depend
// on the thread count or timing.
//
// One producer thread walks the top of the search tree and hands each subtree below
// a fixed depth to a queue, in search order, between the batches of leaves it finds
// itself; worker threads walk the subtrees. Results are merged strictly in that
// order, so the solutions kept at a limit are the first ones in search order. At most
// kWindow items are in flight, which bounds memory however long the search runs.
#pragma once

#include "engine/search/SolverSpace.h"
#include "engine/search/SolverTypes.h"

namespace ff {

class SolverScheduler {
public:
    static constexpr std::size_t kWindow = 256;

    // See SolveOptions for the options and the progress callback's thread. `space`
    // must stay valid during the call.
    static SolveResult run(const SolverSpace& space, const SolveOptions& options);
};

} // namespace ff
