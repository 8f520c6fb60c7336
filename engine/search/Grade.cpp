#include "engine/search/Grade.h"

#include "engine/rules/Simulation.h"
#include "engine/search/Solver.h"
#include "engine/search/Tightness.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <initializer_list>

namespace ff {

namespace {

using MechanicFlags = std::array<bool, kMechanicCount>;

void note(MechanicFlags& used, Mechanic m)
{
    used[static_cast<int>(m)] = true;
}

Mechanic turnMechanic(PieceKind stone)
{
    return stone == PieceKind::TurnRight  ? Mechanic::TurnRight
           : stone == PieceKind::TurnLeft ? Mechanic::TurnLeft
                                          : Mechanic::Turn180;
}

// Cell `distance` along a ray from the monster; a ray never crosses a wall (R9), so
// its cells are plain steps.
int rayCell(const Arena& arena, const State& s, Dir d, int distance)
{
    Cell c = arena.cellAt(s.monster);
    for (int k = 0; k < distance; ++k)
        c = step(c, d);
    return arena.index(c);
}

// What the look at the start of a step shows that no event reports: a tie at the
// nearest distance, a token seen through a crystal, and a block that ends a ray
// which, without the block, would see a token.
void noteSight(const Arena& arena, const State& s, MechanicFlags& used)
{
    constexpr std::uint8_t crystal = contentOf(PieceKind::Crystal, Side::Own);
    const Look look = arena.look(s);
    int nearest = 0;
    for (const Ray& r : look.rays) {
        if (r.token > 0 && (nearest == 0 || r.token < nearest))
            nearest = r.token;
    }
    const auto atNearest = std::count_if(look.rays.begin(), look.rays.end(),
                                         [&](const Ray& r) { return r.token > 0 && r.token == nearest; });
    if (atNearest >= 2)
        note(used, Mechanic::Tie);
    for (std::size_t k = 0; k < look.rays.size(); ++k) {
        const Ray& r = look.rays[k];
        for (int d = 1; d < r.token; ++d) {
            if (s.cells[rayCell(arena, s, r.dir, d)] == crystal)
                note(used, Mechanic::CrystalSight);
        }
        if (r.token != 0 || r.length == 0)
            continue;
        const int end = rayCell(arena, s, r.dir, r.length);
        if (!isSightBlocker(s.cells[end]))
            continue;
        State open = s;
        arena.clear(open, end);
        if (arena.look(open).rays[k].token != 0)
            note(used, Mechanic::BlockedSight);
    }
}

void noteEvent(const Event& e, MechanicFlags& used)
{
    switch (e.type) {
    case Event::Type::Face:
        note(used, Mechanic::NearestToken);
        break;
    case Event::Type::TurnStone:
        note(used, turnMechanic(e.kind));
        break;
    case Event::Type::SlideTurn: // R17: the slide stopped by a turning stone
        note(used, Mechanic::MonsterSlide);
        note(used, turnMechanic(e.kind));
        break;
    case Event::Type::Move:
        if (e.crossed)
            note(used, Mechanic::WallCrossing);
        if (e.slide)
            note(used, Mechanic::MonsterSlide);
        break;
    case Event::Type::Teleport:
        note(used, Mechanic::Teleport);
        if (e.crossed)
            note(used, Mechanic::WallCrossing);
        break;
    case Event::Type::Push:
    case Event::Type::Remove:
        note(used, Mechanic::Push);
        break;
    case Event::Type::ObjectSlide:
        note(used, Mechanic::ObjectSlide);
        break;
    case Event::Type::Crush:
        note(used, Mechanic::Push);
        note(used, e.reason == GoneReason::Teleporter    ? Mechanic::CrushTeleporter
                   : e.reason == GoneReason::IntoMonster ? Mechanic::CrushMonster
                                                         : Mechanic::CrushEdge);
        break;
    case Event::Type::Eat:
    case Event::Type::Stuck:
        break;
    }
}

// What Arena::run reports of the cells it reads (markCellsRead).
struct Examined {
    static constexpr bool kEvents = false;
    const Arena* arena;
    std::vector<std::uint8_t>* seen;
    void event(const Event&) {}
    void examine(int idx) { (*seen)[static_cast<std::size_t>(idx)] = 1; }
    void ray(int from, Dir d, int length)
    {
        Cell c = arena->cellAt(from);
        for (int k = 0; k < length; ++k) {
            c = step(c, d);
            (*seen)[static_cast<std::size_t>(arena->index(c))] = 1;
        }
    }
};

} // namespace

void markCellsRead(const Arena& arena, const std::vector<Placement>& placement,
                   std::vector<std::uint8_t>& seen, RunWorkspace& ws)
{
    seen.assign(static_cast<std::size_t>(arena.gridSize()), 0);
    State s = arena.initialState();
    arena.place(s, placement);
    Examined obs{&arena, &seen};
    arena.run(s, kDefaultMaxSteps, obs, ws);
}

RunTraits traceRun(const Arena& arena, State start, long maxSteps)
{
    MechanicFlags used{};
    Simulation run(arena, std::move(start), maxSteps);
    while (!run.finished()) {
        noteSight(arena, run.state(), used);
        for (const Event& e : run.step())
            noteEvent(e, used);
    }
    if (run.outcome() == Outcome::Solved && run.endsInLoop())
        note(used, Mechanic::SurviveForever);

    RunTraits traits;
    for (int m = 0; m < kMechanicCount; ++m) {
        if (used[m])
            traits.mechanics.push_back(static_cast<Mechanic>(m));
    }
    traits.steps = run.result().steps;
    traits.outcome = run.outcome();
    return traits;
}

int gradePoints(const GradeFeatures& f)
{
    const auto reached = [](long value, std::initializer_list<long> thresholds) {
        return static_cast<int>(
            std::count_if(thresholds.begin(), thresholds.end(), [&](long t) { return value >= t; }));
    };
    return 2 * std::max(0, freePieces(f) - 1) + std::max(0, f.chain - 1) + reached(f.runSteps, {25, 50}) +
           2 * reached(f.plausible, {30, 60});
}

int difficultyForPoints(int points)
{
    // 0-1 points give 1, 2-5 give 2, 6-9 give 3, 10-12 give 4, 13 and more give 5.
    if (points >= 13)
        return 5;
    return 1 + (std::max(0, points) + 2) / 4;
}

int freePieces(const GradeFeatures& features)
{
    return std::max(0, features.needed - features.forced);
}

int difficultyOf(const GradeFeatures& features)
{
    return std::max(1, std::min(difficultyForPoints(gradePoints(features)), freePieces(features)));
}

namespace {

// What tells two runs apart for the chain: how and when they end, and where.
struct RunEnd {
    Outcome outcome = Outcome::Running;
    long steps = 0;
    int monster = 0;
    Dir facing = Dir::N;
    int enemy = 0;
    friend bool operator==(const RunEnd&, const RunEnd&) = default;
};

RunEnd runEnd(const Arena& arena, const std::vector<Placement>& placement, RunWorkspace& ws)
{
    State s = arena.initialState();
    arena.place(s, placement);
    NullObserver none;
    const RunResult r = arena.run(s, kDefaultMaxSteps, none, ws);
    return {r.outcome, r.steps, s.monster, s.facing, s.enemy};
}

std::vector<Placement> without(const std::vector<Placement>& pieces, std::size_t i, std::size_t j)
{
    std::vector<Placement> rest;
    for (std::size_t k = 0; k < pieces.size(); ++k) {
        if (k != i && k != j)
            rest.push_back(pieces[k]);
    }
    return rest;
}

// The chain among the needed pieces: piece i brings piece j into play when, with i
// taken away, taking j away too changes nothing in the run. The longest path of
// such steps, counted in pieces (among the first kChainPieces).
constexpr std::size_t kChainPieces = 16;

int chainOf(const Arena& arena, std::vector<Placement> needed)
{
    if (needed.empty())
        return 0;
    needed.resize(std::min(needed.size(), kChainPieces));
    const std::size_t n = needed.size();
    RunWorkspace ws;
    std::vector<std::uint32_t> brings(n, 0);
    for (std::size_t i = 0; i < n; ++i) {
        const RunEnd withoutI = runEnd(arena, without(needed, i, i), ws);
        for (std::size_t j = 0; j < n; ++j) {
            if (j != i && runEnd(arena, without(needed, i, j), ws) == withoutI)
                brings[i] |= std::uint32_t{1} << j;
        }
    }
    // Longest simple path: reach[mask] holds the last pieces of paths over `mask`.
    std::vector<std::uint32_t> reach(std::size_t{1} << n, 0);
    int longest = 1;
    for (std::size_t i = 0; i < n; ++i)
        reach[std::size_t{1} << i] = std::uint32_t{1} << i;
    for (std::size_t mask = 1; mask < reach.size(); ++mask) {
        if (reach[mask] == 0)
            continue;
        longest = std::max(longest, std::popcount(static_cast<std::uint32_t>(mask)));
        for (std::size_t last = 0; last < n; ++last) {
            if (!(reach[mask] & (std::uint32_t{1} << last)))
                continue;
            for (std::size_t j = 0; j < n; ++j) {
                if ((brings[last] & (std::uint32_t{1} << j)) && !(mask & (std::size_t{1} << j)))
                    reach[mask | (std::size_t{1} << j)] |= std::uint32_t{1} << j;
            }
        }
    }
    return longest;
}

// Placements with one piece of `solution` moved to another free cell whose run fails
// late: it ate or crushed some enemy token and left at most one.
int decoysOf(const Level& level, const Arena& arena, const std::vector<Placement>& solution)
{
    const PlacementRules rules(level);
    RunWorkspace ws;
    NullObserver none;
    int decoys = 0;
    for (std::size_t i = 0; i < solution.size(); ++i) {
        std::vector<Placement> moved = without(solution, i, i);
        for (int y = 0; y < level.board.height(); ++y) {
            for (int x = 0; x < level.board.width(); ++x) {
                const Cell c{x, y};
                if (c == solution[i].at || rules.checkCell(moved, c) != PlacementRefusal::None)
                    continue;
                moved.push_back({solution[i].kind, solution[i].side, c});
                State s = arena.initialState();
                arena.place(s, moved);
                const int enemies = s.enemy;
                const RunResult r = arena.run(s, kDefaultMaxSteps, none, ws);
                if (r.outcome != Outcome::Solved && s.enemy <= 1 && s.enemy < enemies)
                    ++decoys;
                moved.pop_back();
            }
        }
    }
    return decoys;
}

// Whether the run of `placement` loses an own token by step `by`.
bool losesBy(const Arena& arena, const std::vector<Placement>& placement, long by, RunWorkspace& ws)
{
    // Only the first `by` steps matter: the run is capped there, not played to its end.
    State s = arena.initialState();
    arena.place(s, placement);
    NullObserver none;
    return arena.run(s, by, none, ws).outcome == Outcome::OwnTokenLost;
}

// The forced opening: starting with nothing placed, while the run loses an own token
// within kThreatSteps, exactly one of the needed pieces left averts that loss when
// added, on at most kForcedCells of the cells it may take; that piece is forced and
// put down on its cell of the solution. The number of pieces so dictated.
int forcedOf(const Level& level, const Arena& arena, std::vector<Placement> needed)
{
    const PlacementRules rules(level);
    RunWorkspace ws;
    std::vector<Placement> placed;
    while (!needed.empty()) {
        const RunEnd end = runEnd(arena, placed, ws);
        if (end.outcome != Outcome::OwnTokenLost || end.steps > kThreatSteps)
            break;
        std::optional<std::size_t> saviour;
        int saviours = 0;
        for (std::size_t i = 0; i < needed.size(); ++i) {
            placed.push_back(needed[i]);
            if (!losesBy(arena, placed, end.steps, ws)) {
                saviour = i;
                ++saviours;
            }
            placed.pop_back();
        }
        if (saviours != 1)
            break;
        const Placement piece = needed[*saviour];
        int cells = 0;
        for (int y = 0; y < level.board.height() && cells <= kForcedCells; ++y) {
            for (int x = 0; x < level.board.width() && cells <= kForcedCells; ++x) {
                const Cell c{x, y};
                if (rules.checkCell(placed, c) != PlacementRefusal::None)
                    continue;
                placed.push_back({piece.kind, piece.side, c});
                if (!losesBy(arena, placed, end.steps, ws))
                    ++cells;
                placed.pop_back();
            }
        }
        if (cells > kForcedCells)
            break;
        placed.push_back(piece);
        needed.erase(needed.begin() + static_cast<std::ptrdiff_t>(*saviour));
    }
    return static_cast<int>(placed.size());
}

// The free cells a piece may take (R21, the zone) that the run with nothing placed or
// the solution's run reads: the places that look worth trying, the first before
// anything is placed, the others once the idea takes shape.
int plausibleOf(const Level& level, const Arena& arena, const std::vector<Placement>& solution)
{
    const PlacementRules rules(level);
    RunWorkspace ws;
    std::vector<std::uint8_t> seen;
    std::vector<std::uint8_t> seenSolved;
    markCellsRead(arena, {}, seen, ws);
    markCellsRead(arena, solution, seenSolved, ws);
    for (std::size_t i = 0; i < seen.size(); ++i)
        seen[i] |= seenSolved[i];
    int cells = 0;
    for (int y = 0; y < level.board.height(); ++y) {
        for (int x = 0; x < level.board.width(); ++x) {
            const Cell c{x, y};
            if (rules.cellRefusal(c) == PlacementRefusal::None &&
                seen[static_cast<std::size_t>(arena.index(c))])
                ++cells;
        }
    }
    return cells;
}

} // namespace

Grade gradeLevel(const Level& level, unsigned threads)
{
    Grade grade;
    const Solver solver(level);
    if (level.solution) {
        grade.solution = *level.solution;
    } else {
        SolveOptions first;
        first.limit = 1;
        first.threads = threads;
        const SolveResult found = solver.solve(first);
        if (found.count == 0)
            return grade;
        grade.solution = found.solutions.front();
    }
    const Arena& arena = solver.arena();
    State start = arena.initialState();
    arena.place(start, grade.solution);
    RunTraits run = traceRun(arena, std::move(start));
    if (run.outcome != Outcome::Solved) {
        if (solver.isSolvable(threads))
            grade.status = Grade::Status::StoredSolutionFails;
        return grade;
    }

    GradeFeatures& f = grade.features;
    f.pieces = level.inventorySize();
    const Tightness tightness = checkTightness(arena, grade.solution);
    std::vector<Placement> needed = grade.solution;
    for (const Placement& idle : tightness.idle)
        needed.erase(std::find(needed.begin(), needed.end(), idle));
    f.needed = static_cast<int>(needed.size());
    f.chain = chainOf(arena, needed);
    f.mechanics = std::move(run.mechanics);
    f.runSteps = run.steps;
    f.decoys = decoysOf(level, arena, grade.solution);
    f.forced = forcedOf(level, arena, needed);
    f.plausible = plausibleOf(level, arena, grade.solution);
    grade.difficulty = difficultyOf(f);
    grade.status = Grade::Status::Graded;
    return grade;
}

} // namespace ff
