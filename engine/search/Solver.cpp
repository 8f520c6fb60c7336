#include "engine/search/Solver.h"

#include "engine/rules/Placement.h"
#include "engine/search/SolverScheduler.h"
#include "engine/search/SolverSpace.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <utility>

namespace ff {

Solver::Solver(Level level) : level_(std::move(level)), arena_(level_) {}

SolveResult Solver::solve(const SolveOptions& options) const
{
    const SolverSpace space(arena_, level_);
    return SolverScheduler::run(space, options);
}

bool Solver::isSolvable(unsigned threads) const
{
    return countSolutions(1, threads) > 0;
}

std::uint64_t Solver::countSolutions(std::uint64_t limit, unsigned threads) const
{
    SolveOptions options;
    options.limit = limit;
    options.collect = false;
    options.threads = threads;
    return solve(options).count;
}

bool Solver::isUnique(unsigned threads) const
{
    return countSolutions(2, threads) == 1;
}

Hint Solver::hint(const std::vector<Placement>& placed, const SolveOptions& options) const
{
    Hint hint;
    if (PlacementRules(level_).legalPart(placed).size() != placed.size()) {
        hint.status = Hint::Status::Invalid;
        return hint;
    }

    const SolverSpace space(arena_, level_, placed);
    SolveOptions o = options;
    o.collect = true;
    const SolveResult r = SolverScheduler::run(space, o);
    hint.completions = r.count;
    hint.exact = r.complete;
    if (r.cancelled) {
        hint.status = Hint::Status::Cancelled;
        return hint;
    }
    if (r.count == 0) {
        hint.status = Hint::Status::NotCompletable;
        takeBack(placed, options, hint);
        return hint;
    }
    hint.status = Hint::Status::Completable;
    std::map<Placement, std::uint64_t> seen;
    for (const auto& solution : r.solutions) {
        for (const Placement& p : solution)
            ++seen[p];
    }
    std::uint64_t best = 0;
    for (const auto& [p, n] : seen) {
        if (n > best) { // map order: ties keep the smallest placement
            best = n;
            hint.next = p;
        }
    }
    return hint;
}

void Solver::takeBack(const std::vector<Placement>& placed, const SolveOptions& options, Hint& hint) const
{
    SolveOptions o = options;
    o.collect = true;
    const SolveResult r = solve(o);
    if (r.cancelled) {
        hint.status = Hint::Status::Cancelled;
        return;
    }
    if (r.count == 0) {
        hint.status = Hint::Status::Unsolvable;
        return;
    }
    // Identical pieces are interchangeable (R21), so a placed piece is kept exactly
    // when the solution has that kind on that cell: the pieces to take back are the
    // sorted difference.
    std::vector<Placement> mine = placed;
    std::sort(mine.begin(), mine.end());
    bool first = true;
    for (const std::vector<Placement>& solution : r.solutions) {
        std::vector<Placement> extra;
        std::set_difference(mine.begin(), mine.end(), solution.begin(), solution.end(),
                            std::back_inserter(extra));
        if (first || extra.size() < hint.takeBack.size() ||
            (extra.size() == hint.takeBack.size() && extra < hint.takeBack))
            hint.takeBack = std::move(extra);
        first = false;
    }
}

} // namespace ff
