#include "hub/LevelProof.h"

#include "engine/search/Grade.h"
#include "engine/search/Solver.h"
#include "engine/search/Tightness.h"

#include <algorithm>

namespace ff::hub {

namespace {

std::string placementList(const std::vector<Placement>& placed)
{
    std::string text;
    for (const Placement& p : placed)
        text += (text.empty() ? "" : ", ") + solutionEntryText(p);
    return text;
}

} // namespace

LevelProof proveLevel(const Level& level, const std::string& prefix, std::stop_token stop)
{
    LevelProof proof;
    const auto refuse = [&](std::string code, std::string message, std::vector<std::string> args = {}) {
        proof.status = LevelProof::Status::Refused;
        proof.problems.push_back({prefix, std::move(code), std::move(args), std::move(message)});
        return proof;
    };
    if (level.inventorySize() > kMaxTightnessPieces)
        return refuse("too-many-pieces",
                      "a published level places at most " + std::to_string(kMaxTightnessPieces) +
                          " pieces; this one places " + std::to_string(level.inventorySize()),
                      {std::to_string(kMaxTightnessPieces), std::to_string(level.inventorySize())});
    const Solver solver(level);
    SolveOptions options;
    options.limit = 2;
    options.threads = 1;
    options.stopToken = stop;
    const SolveResult found = solver.solve(options);
    if (found.cancelled) {
        proof.status = LevelProof::Status::OutOfTime;
        return proof;
    }
    if (found.count == 0)
        return refuse("unsolvable", "no placement of the inventory solves the level (R22)");
    if (found.count > 1)
        return refuse("not-unique",
                      "the level has more than one solution; a published level has exactly one: " +
                          placementList(found.solutions[0]) + " and " + placementList(found.solutions[1]),
                      {placementList(found.solutions[0]), placementList(found.solutions[1])});
    const std::vector<Placement>& only = found.solutions[0];
    if (level.solution) {
        std::vector<Placement> stored = *level.solution;
        std::sort(stored.begin(), stored.end());
        if (stored != only)
            return refuse("stored-solution-fails",
                          "the stored solution does not solve the level; its only solution is " +
                              placementList(only),
                          {placementList(only)});
    }
    const std::optional<Tightness> tight = checkTightness(solver.arena(), only, stop);
    if (!tight) {
        proof.status = LevelProof::Status::OutOfTime;
        return proof;
    }
    if (tight->status == Tightness::Status::NotTight)
        return refuse(
            "not-tight",
            "the level is also solved without these pieces of its solution, so they do not matter: " +
                placementList(tight->idle),
            {placementList(tight->idle)});
    Level withSolution = level;
    withSolution.solution = only;
    proof.status = LevelProof::Status::Proven;
    proof.solution = only;
    proof.grade = gradeLevel(withSolution, 1).difficulty;
    return proof;
}

} // namespace ff::hub
