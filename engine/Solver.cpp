#include "engine/Solver.h"

#include "engine/SolverScheduler.h"
#include "engine/SolverSpace.h"

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
    const SolverSpace full(arena_, level_);
    std::vector<bool> isCandidate(arena_.gridSize(), false);
    for (int idx : full.candidates())
        isCandidate[idx] = true;
    std::vector<Placement> fixed;
    for (const Placement& p : placed) {
        Placement q = p;
        if (q.kind != PieceKind::Token)
            q.side = Side::Own;
        if (!isPlaceableKind(q.kind) || !arena_.board().isPlaying(q.at) || !isCandidate[arena_.index(q.at)]) {
            hint.status = Hint::Status::Invalid;
            return hint;
        }
        isCandidate[arena_.index(q.at)] = false; // one piece per cell
        fixed.push_back(q);
    }
    // Each fixed piece must match an inventory piece: compare per kind and side.
    std::map<std::pair<PieceKind, Side>, int> have;
    for (const InventoryItem& item : level_.inventory) {
        if (item.count > 0)
            have[{item.kind, item.kind == PieceKind::Token ? item.side : Side::Own}] += item.count;
    }
    for (const Placement& p : fixed) {
        if (--have[{p.kind, p.side}] < 0) {
            hint.status = Hint::Status::Invalid;
            return hint;
        }
    }

    const SolverSpace space(arena_, level_, fixed);
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

} // namespace ff
