// What the hub asks of a community level before it publishes it (docs/server.md,
// "Community levels"): its canonical form (engine/rules/Symmetry.h), under which
// copies turned or mirrored are the same level, and the engine's proof that it has exactly one solution and
// that every piece of it matters.
#pragma once

#include "engine/files/LevelIo.h"
#include "engine/rules/Level.h"
#include "engine/rules/Placement.h"
#include "engine/rules/Symmetry.h"

#include <stop_token>
#include <string>
#include <vector>

namespace ff::hub {

struct LevelProof {
    enum class Status { Proven, Refused, OutOfTime };
    Status status = Status::Refused;
    // Refused: why, each with a stable code (too-many-pieces, unsolvable, not-unique,
    // stored-solution-fails, not-tight) and its path prefixed by `prefix`.
    std::vector<Problem> problems;
    // Proven: the only solution, sorted, and gradeLevel's difficulty (1..5).
    std::vector<Placement> solution;
    int grade = 0;
};

// Proves a valid level (validateLevel gives no error) on the calling thread: the
// solver finds exactly one solution (R22), the stored solution (when there is one) is
// that one, and no proper part of it solves the level (checkTightness). A stop
// request ends it within about 100 ms with OutOfTime.
LevelProof proveLevel(const Level& level, const std::string& prefix, std::stop_token stop);

} // namespace ff::hub
