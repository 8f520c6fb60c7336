#include "engine/Grade.h"

#include "engine/Simulation.h"
#include "engine/Solver.h"

#include <algorithm>
#include <array>
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
            if (s.cells[rayCell(arena, s, r.dir, d)] == kCrystal)
                note(used, Mechanic::CrystalSight);
        }
        if (r.token != 0 || r.length == 0)
            continue;
        const int end = rayCell(arena, s, r.dir, r.length);
        if (s.cells[end] != kStone && !isTurning(s.cells[end]))
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

} // namespace

const char* mechanicName(Mechanic m)
{
    switch (m) {
    case Mechanic::NearestToken:
        return "nearest_token";
    case Mechanic::Tie:
        return "tie";
    case Mechanic::Push:
        return "push";
    case Mechanic::CrushEdge:
        return "crush_edge";
    case Mechanic::CrushTeleporter:
        return "crush_teleporter";
    case Mechanic::CrushMonster:
        return "crush_monster";
    case Mechanic::WallCrossing:
        return "wall_crossing";
    case Mechanic::MonsterSlide:
        return "monster_slide";
    case Mechanic::ObjectSlide:
        return "object_slide";
    case Mechanic::Teleport:
        return "teleport";
    case Mechanic::TurnRight:
        return "turn_right";
    case Mechanic::TurnLeft:
        return "turn_left";
    case Mechanic::Turn180:
        return "turn_180";
    case Mechanic::BlockedSight:
        return "blocked_sight";
    case Mechanic::CrystalSight:
        return "crystal_sight";
    case Mechanic::SurviveForever:
        return "survive_forever";
    }
    return "";
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
    const auto reached = [](double value, std::initializer_list<double> thresholds) {
        return static_cast<int>(
            std::count_if(thresholds.begin(), thresholds.end(), [&](double t) { return value >= t; }));
    };
    return reached(static_cast<double>(f.effort), {10, 100, 1'000, 10'000}) +
           reached(f.spaceLog10, {3, 6, 9}) + reached(static_cast<double>(f.mechanics.size()), {3, 5, 7}) +
           reached(static_cast<double>(f.runSteps), {20, 50}) +
           reached(static_cast<double>(f.nearMisses), {100, 10'000});
}

int difficultyForPoints(int points)
{
    // 0-2 points give 1, 3-4 give 2, 5-6 give 3, 7-8 give 4, 9 and more give 5.
    return std::min(5, 1 + std::max(0, points - 1) / 2);
}

int difficultyOf(const GradeFeatures& features)
{
    return std::max(1, std::min(difficultyForPoints(gradePoints(features)), features.pieces));
}

Grade gradeLevel(const Level& level, unsigned threads)
{
    const Solver solver(level);
    SolveOptions all;
    all.limit = kNoSolutionLimit;
    all.collect = false;
    all.threads = threads;
    return gradeSearched(level, solver, solver.solve(all), threads);
}

Grade gradeSearched(const Level& level, const Solver& solver, const SolveResult& search, unsigned threads)
{
    Grade grade;
    if (search.count == 0)
        return grade;

    if (level.solution) {
        grade.solution = *level.solution;
    } else {
        SolveOptions first;
        first.limit = 1;
        first.threads = threads;
        grade.solution = solver.solve(first).solutions.front();
    }
    const Arena& arena = solver.arena();
    State start = arena.initialState();
    arena.place(start, grade.solution);
    RunTraits run = traceRun(arena, std::move(start));
    if (run.outcome != Outcome::Solved) {
        grade.status = Grade::Status::StoredSolutionFails;
        return grade;
    }

    GradeFeatures& f = grade.features;
    f.pieces = level.inventorySize();
    f.spaceLog10 = std::log10(static_cast<double>(search.bruteForceSimulations));
    f.effort = search.simulationsToFirstSolution;
    f.mechanics = std::move(run.mechanics);
    f.runSteps = run.steps;
    f.nearMisses = search.nearMisses;
    grade.difficulty = difficultyOf(f);
    grade.status = Grade::Status::Graded;
    return grade;
}

} // namespace ff
