#include "engine/search/Tightness.h"

#include <algorithm>

namespace ff {

namespace {

bool subsetSolves(const Arena& arena, const std::vector<Placement>& placement, const std::vector<bool>& keep,
                  RunWorkspace& ws)
{
    State s = arena.initialState();
    std::vector<Placement> kept;
    for (std::size_t i = 0; i < placement.size(); ++i) {
        if (keep[i])
            kept.push_back(placement[i]);
    }
    arena.place(s, kept);
    NullObserver none;
    return arena.run(s, kDefaultMaxSteps, none, ws).outcome == Outcome::Solved;
}

} // namespace

Tightness checkTightness(const Arena& arena, const std::vector<Placement>& placement)
{
    // A stop token without a stop source is never stopped.
    return *checkTightness(arena, placement, std::stop_token{});
}

std::optional<Tightness> checkTightness(const Arena& arena, const std::vector<Placement>& placement,
                                        std::stop_token stop)
{
    Tightness result;
    const std::size_t k = placement.size();
    if (k > static_cast<std::size_t>(kMaxTightnessPieces)) {
        result.status = Tightness::Status::TooManyPieces;
        return result;
    }
    RunWorkspace ws;
    if (stop.stop_requested())
        return std::nullopt;
    ++result.runs;
    if (!subsetSolves(arena, placement, std::vector<bool>(k, true), ws))
        return result;
    // Proper subsets by size, smallest first; within a size the kept pieces in
    // lexicographic order of their positions (prev_permutation from the first
    // `size` kept), so the earliest pieces are kept first.
    for (std::size_t size = 0; size < k; ++size) {
        std::vector<bool> keep(k, false);
        std::fill(keep.begin(), keep.begin() + static_cast<std::ptrdiff_t>(size), true);
        do {
            if (stop.stop_requested())
                return std::nullopt;
            ++result.runs;
            if (!subsetSolves(arena, placement, keep, ws))
                continue;
            result.status = Tightness::Status::NotTight;
            for (std::size_t i = 0; i < k; ++i) {
                if (!keep[i])
                    result.idle.push_back(placement[i]);
            }
            std::sort(result.idle.begin(), result.idle.end());
            return result;
        } while (std::prev_permutation(keep.begin(), keep.end()));
    }
    result.status = Tightness::Status::Tight;
    return result;
}

} // namespace ff
