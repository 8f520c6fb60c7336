// The puzzle generator: a level with exactly one solution (R22) at a difficulty
// chosen in advance (docs/generator.md).
//
// Attempts are numbered from 0; attempt n draws everything from a PRNG seeded with
// the seed and n: a layout, an inventory and an intended placement that solves it.
// Other solutions are then taken away by blocking objects and by shrinking the
// placement zone (never below four cells per piece), and the level is graded
// (engine/search/Grade.h). The first attempt whose grade is the target is the result. The
// PRNG is our own and all arithmetic on it is integer, and the solver's answers do
// not depend on threads or timing, so the result depends only on the options and
// kGeneratorVersion; the time limit and a stop request only decide when to give up.
#pragma once

#include "engine/files/GeneratorOptions.h"
#include "engine/rules/Level.h"
#include "engine/rules/Placement.h"
#include "engine/search/Grade.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <string_view>
#include <vector>

namespace ff {

// What the options break, first found first: the difficulty 1..5, the pieces within
// difficulty..kMaxGeneratorPieces, a custom size within the board's limits
// (Board::kMinSize..kMaxSize) with room for kZoneCellsPerPiece (engine/search/Uniqueness.h)
// cells per piece and four more, no mechanic both included and excluded,
// survive_forever included only with that goal.
enum class GeneratorOptionsCheck : std::uint8_t {
    Ok,
    Difficulty,
    Pieces,
    BoardSize,
    NoRoom,
    IncludedAndExcluded,
    SurviveForeverGoal,
};
GeneratorOptionsCheck checkGeneratorOptions(const GeneratorOptions& options);

// checkGeneratorOptions as an English sentence, or "" when the options can be tried.
std::string generatorOptionsProblem(const GeneratorOptions& options);

struct GeneratorControl {
    // Give up (return nothing) when this many seconds have passed.
    double maxSeconds = 60;
    // Give up after this many attempts (0 = no limit). Unlike the time, it decides
    // whether a level is returned the same way on every machine.
    std::uint64_t maxAttempts = 0;
    // Solver threads; 0 = one per core. The result does not depend on it.
    unsigned threads = 0;
    // A stop request gives up within 100 ms.
    std::stop_token stopToken;
    // Called on the calling thread when an attempt starts, with its number.
    std::function<void(std::uint64_t attempt)> progress;
};

// A level for `options`: valid, exactly one solution, stored in `solution`,
// `difficulty` the target as gradeLevel gives it, id "generated-D-SEED" and title
// "Generated D-SEED" (SEED in hex), and the extra key "x-generator" holding
// generatorRecord(options). Nothing when generatorOptionsProblem objects, when
// stopped, when the time ran out or when maxAttempts attempts found nothing.
std::optional<Level> generateLevel(const GeneratorOptions& options, const GeneratorControl& control = {});

} // namespace ff
