// A season of weekly levels (docs/weekly.md, "Making a season"): each week's level
// made by the generator from the week's number alone, so that whoever makes one week
// (the season command, later a hub or the app) gets the same level.
//
// A week's plan comes from a fixed schedule over the week of its year: the target
// difficulty from the saw-tooth calendar, the board from one rotation and the theme
// (a mechanic the solution's run must use, or the goal) from another. Generator seeds
// are derived from the week, the season seed and a candidate number; each candidate
// gets kSeasonAttempts attempts (never a time limit, so the result does not depend on
// the machine); when the plan's board gives nothing, the next boards of the rotation
// are tried. A candidate is dropped when its run is longer than a person can
// follow (kSeasonMaxRunSteps), a hard one's pieces do not form a chain
// (kSeasonChainSlack), or its position is alike (canonicalPositionText) to a
// level of the given earlier ones. Titles and hints come from curated phrase tables
// keyed by the theme and by the pieces to place.
#pragma once

#include "engine/files/GeneratorOptions.h"
#include "engine/files/IsoWeek.h"
#include "engine/rules/Level.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <set>
#include <stop_token>
#include <string>
#include <vector>

namespace ff {

// The longest run of the solution a week may ask a person to follow: blind players
// solved runs up to about 30 steps and failed at 36 and 45 (docs/weekly.md).
inline constexpr long kSeasonMaxRunSteps = 30;
// From this difficulty on, the pieces of a week's solution form a chain (each brings
// the next into play: the grade's `chain`) that leaves out at most kSeasonChainSlack
// of the needed pieces: a hard week is one idea, not five separate finds (a grade-5
// week of five tokens with a chain of two was not solved blind and rated fun 2).
inline constexpr int kSeasonChainFrom = 4;
inline constexpr int kSeasonChainSlack = 2;
// Generator attempts per candidate seed; candidates on the plan's board, then as many
// on each next board of the rotation, before a week gives up.
inline constexpr std::uint64_t kSeasonAttempts = 1000;
inline constexpr int kSeasonCandidatesPerBoard = 4;
inline constexpr int kSeasonCandidates = 8 * kSeasonCandidatesPerBoard;

// What a week is built around: a mechanic its solution's run uses, or its goal.
enum class SeasonTheme : std::uint8_t {
    Teleport,
    Crystal,
    TurnRight,
    Tie,
    TurnLeft,
    Slide,
    Survive,
    Turn180,
    Push,
};

struct WeekPlan {
    IsoWeek week;
    SeasonTheme theme = SeasonTheme::Push;
    // The generator's options for candidate 0 (seed included).
    GeneratorOptions options;
};

// `count` weeks from `from` on, in order.
std::vector<IsoWeek> seasonWeeks(IsoWeek from, int count);

// The plan of `week` with the season seed `seed`.
WeekPlan weekPlan(IsoWeek week, std::uint64_t seed);

// The generator seed of a week's candidate: below 2^63, fixed by its arguments.
std::uint64_t seasonSeed(IsoWeek week, std::uint64_t seed, int candidate);

// What the week's level must differ from: the canonical positions and the titles
// (English and German, lower case) of the earlier levels.
struct SeasonAfter {
    std::set<std::string> positions;
    std::set<std::string> titles;
};

// Adds `level` to `after`.
void addToSeasonAfter(SeasonAfter& after, const Level& level);

// Called when a candidate's attempt starts.
using SeasonProgress = std::function<void(int candidate, std::uint64_t attempt)>;

// A week's hint in English and German: what each piece of the level's solution must
// achieve, from the run without it (keep the monster away from an own token, bring
// it to an enemy, each named by its part of the board, never a cell), pieces with the
// same job named together; then the theme's idea (a turning theme only when its stone
// is to be placed) and how many pieces are needed; each sentence only while both
// texts stay within the format's length. Precondition: the level stores its solution.
struct SeasonHint {
    std::string en;
    std::string de;
};
SeasonHint seasonHint(const Level& level, SeasonTheme theme);

// The weekly level of `week`: id weekly-YYYY-wNN, week YYYY-WNN, author Furunkulus,
// difficulty its grade, solution stored, title and hint in English and German, the
// generator's x-generator record. Nothing when no candidate gives one, or when
// `stop` is requested (within 100 ms, the generator's promise).
std::optional<Level> seasonLevel(IsoWeek week, std::uint64_t seed, const SeasonAfter& after,
                                 const SeasonProgress& progress = {}, std::stop_token stop = {});

// What breaks the season's promises between its levels: two positions alike or two
// titles equal, each as a sentence naming the levels; empty when none.
std::vector<std::string> seasonClashes(const std::vector<Level>& season);

} // namespace ff
