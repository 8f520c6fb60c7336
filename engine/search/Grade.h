// How hard a level is for a person: features of the level and of its solution's run,
// combined into a difficulty from 1 (easy) to 5 (fiendish). docs/grading.md defines
// every feature and gives the formula as a table.
//
// The features come from runs of the solution: which of its pieces are needed and
// which bring which others into play (runs of its subsets), the mechanics from the
// events of its run and, where an event does not tell (a tie, a token hidden by a
// block or seen through a crystal), from Arena::look, the sight computation the run
// uses, and the tempting wrong answers from runs with one piece moved.
#pragma once

#include "engine/rules/Arena.h"
#include "engine/rules/Catalogue.h"
#include "engine/rules/Level.h"
#include "engine/rules/Placement.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace ff {

// The mechanics and their names are the catalogue's (engine/rules/Catalogue.h).

// What a run used, and how long it was.
struct RunTraits {
    std::vector<Mechanic> mechanics; // each at most once, in enum order
    long steps = 0;                  // RunResult::steps
    Outcome outcome = Outcome::Running;
};

// Runs `start` (pieces placed) to its end and notes every mechanic it uses.
RunTraits traceRun(const Arena& arena, State start, long maxSteps = kDefaultMaxSteps);

// Sets `seen` (one entry per grid index) to the cells the run of `placement` reads:
// every cell a sight ray covers and every cell the monster enters or pushes into
// (Arena::step's examine and ray reports). What a person watching the run sees the
// monster look at or walk on: where a piece would change something.
void markCellsRead(const Arena& arena, const std::vector<Placement>& placement,
                   std::vector<std::uint8_t>& seen, RunWorkspace& ws);

// A loss the player sees coming at once: the monster eats an own token within this
// many steps (docs/grading.md, "Forced").
inline constexpr long kThreatSteps = 6;
// A threat dictates a piece when at most this many cells of it avert the threat.
inline constexpr int kForcedCells = 2;

// The features of docs/grading.md: what a person solving the level without a
// computer must work out. None of them depends on how many placements there are.
struct GradeFeatures {
    int pieces = 0; // inventory size (R21)
    int needed = 0; // pieces of the solution no smaller part solves without (Tightness.h)
    int chain = 0;  // the longest chain of needed pieces, each brought into play by the one before
    std::vector<Mechanic> mechanics; // the solution's run, each once, in enum order
    long runSteps = 0;               // the solution's run
    int decoys = 0;                  // one piece moved elsewhere: placements that fail late
    int forced = 0;                  // needed pieces an early threat dictates, one after the other
    int plausible = 0;               // free cells the run with nothing placed or the solution's run reads
};

// The needed pieces a person must find: the needed ones less the forced ones.
int freePieces(const GradeFeatures& features);
// The points of docs/grading.md's table (from the free pieces, the chain, the run's
// steps and the plausible cells; the mechanics and decoys are reported, not counted).
int gradePoints(const GradeFeatures& features);
// The difficulty 1-5 that many points give, before the free pieces cap it.
int difficultyForPoints(int points);
// difficultyForPoints, never above the free pieces (a difficulty d needs d pieces
// that matter and that no threat dictates) nor below 1: more of any feature never
// lowers it, but forced pieces, which never raise it.
int difficultyOf(const GradeFeatures& features);

struct Grade {
    enum class Status : std::uint8_t {
        Graded,
        Unsolvable,          // no placement solves the level (R22)
        StoredSolutionFails, // the level's stored solution does not solve it
    };
    Status status = Status::Unsolvable;
    int difficulty = 0; // 1..5 when graded
    GradeFeatures features;
    // The solution graded: the stored one, else the solver's first one.
    std::vector<Placement> solution;
};

// Grades a level by its solution: the stored one, else the solver's first one (on
// `threads` workers, 0 = one per core; the result does not depend on it). Runs the
// solution, its subsets and its one-piece variations; no full search. Precondition:
// the level is valid (validateLevel gives no error).
Grade gradeLevel(const Level& level, unsigned threads = 0);

} // namespace ff
