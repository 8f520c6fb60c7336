// The exact solver (R21, R22): the pruned search against brute force, thread
// independence, limits, cancellation, progress and hints.
// moc (Qt 6.4) cannot parse <concepts>, which the engine headers pull in via
// <compare>; the test class itself needs none of them.
#ifndef Q_MOC_RUN
#include "engine/files/LevelIo.h"
#include "engine/rules/BasicLayout.h"
#include "engine/search/Solver.h"
#include "tests/engine/search/StopTiming.h"
#endif

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <random>
#include <set>
#include <stop_token>
#include <string_view>
#include <thread>

using namespace ff;

namespace {

using Solutions = std::vector<std::vector<Placement>>;

Piece object(PieceKind kind, Cell at, Side side = Side::Enemy)
{
    Piece p;
    p.kind = kind;
    p.at = at;
    p.side = side;
    return p;
}

// The standard board with the basic layout (R4), monster at (0,0) facing E.
Level basicLevel()
{
    Level level = basicLayoutLevel();
    level.id = "basic";
    level.title = "Basic";
    return level;
}

// Brute force: every combination (R21) simulated with Arena::run. `nearMisses`, when
// given, counts the combinations whose run fails after eating or crushing some enemy
// token and leaves at most one (SolveResult::nearMisses).
Solutions bruteForce(const Level& level, long maxSteps, std::uint64_t* combinations,
                     std::uint64_t* nearMisses = nullptr)
{
    const Arena arena(level);
    const State start = arena.initialState();
    std::vector<Cell> cells;
    const Board& board = level.board;
    for (int y = 0; y < board.height(); ++y) {
        for (int x = 0; x < board.width(); ++x) {
            const Cell c{x, y};
            const int i = arena.index(c);
            if (!board.isPlaying(c) || start.cells[i] != kEmpty || i == start.monster || arena.isBlood(i) ||
                arena.isTeleporter(i))
                continue;
            if (level.allowed &&
                std::find(level.allowed->begin(), level.allowed->end(), c) == level.allowed->end())
                continue;
            cells.push_back(c);
        }
    }
    std::vector<std::pair<Placement, int>> classes; // piece (cell unset), count
    for (const InventoryItem& item : level.inventory) {
        Placement p{item.kind, effectiveSide(item.kind, item.side), {}};
        auto it = std::find_if(classes.begin(), classes.end(), [&](const auto& c) { return c.first == p; });
        if (it == classes.end())
            classes.emplace_back(p, item.count);
        else
            it->second += item.count;
    }
    Solutions solutions;
    std::vector<Placement> current;
    std::vector<bool> used(cells.size(), false);
    *combinations = 0;
    if (nearMisses)
        *nearMisses = 0;
    std::function<void(std::size_t, std::size_t, int)> rec = [&](std::size_t ci, std::size_t from, int left) {
        if (ci == classes.size()) {
            ++*combinations;
            State s = start;
            arena.place(s, current);
            const int enemies = s.enemy;
            if (arena.run(s, maxSteps).outcome == Outcome::Solved) {
                std::vector<Placement> sorted = current;
                std::sort(sorted.begin(), sorted.end());
                solutions.push_back(sorted);
            } else if (nearMisses && s.enemy <= 1 && s.enemy < enemies) {
                ++*nearMisses;
            }
            return;
        }
        if (left == 0) {
            rec(ci + 1, 0, ci + 1 < classes.size() ? classes[ci + 1].second : 0);
            return;
        }
        for (std::size_t j = from; j < cells.size(); ++j) {
            if (used[j])
                continue;
            used[j] = true;
            Placement p = classes[ci].first;
            p.at = cells[j];
            current.push_back(p);
            rec(ci, j + 1, left - 1);
            current.pop_back();
            used[j] = false;
        }
    };
    rec(0, 0, classes.empty() ? 0 : classes.front().second);
    std::sort(solutions.begin(), solutions.end());
    return solutions;
}

constexpr PieceKind kObjectKinds[] = {PieceKind::Token,     PieceKind::Stone,    PieceKind::Crystal,
                                      PieceKind::TurnRight, PieceKind::TurnLeft, PieceKind::Turn180};

// A small valid level: a custom board with point-symmetric voids, blood, maybe a
// teleporter pair, objects of every kind, an inventory of 1-3 pieces.
Level randomLevel(std::mt19937& rng)
{
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    const int w = pick(4, 7);
    const int h = pick(3, 5);
    std::vector<Cell> voids;
    const int voidPairs = pick(0, 2);
    for (int i = 0; i < voidPairs; ++i) {
        const Cell c{pick(0, w - 1), pick(0, h - 1)};
        const Cell r{w - 1 - c.x, h - 1 - c.y};
        if (std::find(voids.begin(), voids.end(), c) != voids.end())
            continue;
        voids.push_back(c);
        if (r != c)
            voids.push_back(r);
    }
    std::optional<Cell> exit;
    std::optional<Cell> entrance;
    Board probe(w, h, voids);
    std::vector<Cell> free;
    for (int y = 0; y < h; ++y) {
        for (int x = 0; x < w; ++x) {
            if (probe.isPlaying({x, y}))
                free.push_back({x, y});
        }
    }
    std::shuffle(free.begin(), free.end(), rng);
    auto take = [&] {
        const Cell c = free.back();
        free.pop_back();
        return c;
    };
    if (pick(0, 2) == 0) {
        exit = free[pick(0, static_cast<int>(free.size()) - 1)];
        entrance = free[pick(0, static_cast<int>(free.size()) - 1)];
    }
    Level level;
    level.id = "random";
    level.title = "Random";
    level.board = Board(w, h, voids, exit, entrance);
    level.monsterAt = take();
    level.monsterFacing = static_cast<Dir>(pick(0, 3));
    if (pick(0, 3) == 0)
        level.goal = Goal::SurviveForever;

    Piece blood;
    blood.kind = PieceKind::Blood;
    const int pool = pick(0, 3);
    for (int i = 0; i < pool; ++i)
        blood.cells.push_back(take());
    if (!blood.cells.empty())
        level.pieces.push_back(blood);
    if (pick(0, 2) == 0) {
        for (int i = 0; i < 2; ++i) {
            Piece t;
            t.kind = PieceKind::Teleporter;
            t.pair = "A";
            t.at = take();
            t.arrow = static_cast<Dir>(pick(0, 3));
            level.pieces.push_back(t);
        }
    }
    // Objects may stand on blood: put the pool cells back among the choices.
    for (Cell c : blood.cells) {
        if (pick(0, 2) == 0)
            free.insert(free.begin(), c);
    }
    std::shuffle(free.begin(), free.end(), rng);
    bool enemy = false;
    const int objects = pick(1, 4);
    for (int i = 0; i < objects && free.size() > 6; ++i) {
        const PieceKind kind = kObjectKinds[pick(0, 5)];
        const Side side = pick(0, 2) == 0 ? Side::Own : Side::Enemy;
        enemy = enemy || (kind == PieceKind::Token && side == Side::Enemy);
        level.pieces.push_back(object(kind, take(), side));
    }
    const int pieces = pick(1, 3);
    for (int i = 0; i < pieces; ++i) {
        InventoryItem item;
        item.kind = kObjectKinds[pick(0, 5)];
        item.side = pick(0, 1) == 0 ? Side::Own : Side::Enemy;
        item.count = 1;
        enemy = enemy || (item.kind == PieceKind::Token && item.side == Side::Enemy);
        level.inventory.push_back(item);
    }
    if (!enemy)
        level.pieces.push_back(object(PieceKind::Token, take(), Side::Enemy));
    if (pick(0, 4) == 0) {
        std::vector<Cell> allowed;
        for (int y = 0; y < h; ++y) {
            for (int x = 0; x < w; ++x) {
                if (pick(0, 2) != 0)
                    allowed.push_back({x, y});
            }
        }
        level.allowed = allowed;
    }
    return level;
}

// A search that takes seconds: the basic layout with a large inventory.
Level bigLevel()
{
    Level level = basicLevel();
    level.pieces.push_back(object(PieceKind::Token, {10, 6}));
    level.pieces.push_back(object(PieceKind::Token, {3, 4}));
    level.inventory = {{PieceKind::Token, Side::Own, 3}, {PieceKind::Stone, Side::Own, 3}};
    return level;
}

// A level with a handful of solutions, small enough for brute force.
Level smallLevel()
{
    Level level;
    level.id = "small";
    level.title = "Small";
    level.board = Board(6, 4);
    level.monsterAt = {0, 0};
    level.monsterFacing = Dir::E;
    level.pieces.push_back(object(PieceKind::Token, {4, 2}));
    level.pieces.push_back(object(PieceKind::Token, {1, 3}));
    level.pieces.push_back(object(PieceKind::Stone, {3, 0}));
    level.inventory = {{PieceKind::Token, Side::Own, 1}, {PieceKind::TurnRight, Side::Own, 1}};
    return level;
}

// tests/data/bench/trio-two-enemies.ffl.json.
Level trioTwoEnemies()
{
    Level level = basicLevel();
    level.pieces.push_back(object(PieceKind::Token, {14, 3}));
    level.pieces.push_back(object(PieceKind::Token, {6, 7}));
    level.inventory = {{PieceKind::Token, Side::Own, 1}, {PieceKind::Stone, Side::Own, 2}};
    return level;
}

// tests/data/bench/NAME.ffl.json when it reads, parses and validates.
std::optional<Level> readBenchLevel(const char* name)
{
    const std::string path = std::string(FF_TEST_DATA_DIR) + "/bench/" + name + ".ffl.json";
    std::string error;
    const std::optional<std::string> text = readTextFile(path, error);
    if (!text)
        return std::nullopt;
    Loaded<Level> loaded = parseLevel(*text);
    if (!loaded.value || !validateLevel(*loaded.value).empty())
        return std::nullopt;
    return std::move(loaded.value);
}

SolveOptions allSolutions(unsigned threads)
{
    SolveOptions o;
    o.limit = kNoSolutionLimit;
    o.threads = threads;
    return o;
}

} // namespace

class TestSolver : public QObject {
    Q_OBJECT

private slots:
    void prunedEqualsBruteForce_R21_R22();
    void resultsIndependentOfThreads();
    void limitAndComplete();
    void cancelWithin100ms();
    void progressIsMonotone();
    void hintOnCompletableLevel();
    void hintOnDeadEnd();
    void hintRejectsIllegalPieces();
    void hintTakesBackTheFewestPieces();
    void hintOnUnsolvableLevel();
    void benchLevelsKeepTheirCounts();
    void nearMissesEqualBruteForce();
    void firstSolutionRunIndependentOfThreadsAndLimit();
    void prunedEqualsBruteForceFiveMixedPieces();
    void uniqueBenchLevelsAreProvenUnique();
};

void TestSolver::prunedEqualsBruteForce_R21_R22()
{
    std::mt19937 rng(20261122);
    int withSolutions = 0;
    std::uint64_t simulated = 0;
    std::uint64_t brute = 0;
    for (int n = 0; n < 1500; ++n) {
        const Level level = randomLevel(rng);
        const long maxSteps = n % 4 == 0 ? std::uniform_int_distribution<long>(1, 40)(rng) : kDefaultMaxSteps;
        std::uint64_t combinations = 0;
        const Solutions expected = bruteForce(level, maxSteps, &combinations);
        const Solver solver(level);
        SolveOptions o = allSolutions(2);
        o.maxSteps = maxSteps;
        const SolveResult r = solver.solve(o);
        if (r.solutions != expected || r.bruteForceSimulations != combinations) {
            qWarning("level %d: pruned %zu solutions, brute force %zu (of %llu / %llu)", n,
                     r.solutions.size(), expected.size(),
                     static_cast<unsigned long long>(r.bruteForceSimulations),
                     static_cast<unsigned long long>(combinations));
        }
        QCOMPARE(r.bruteForceSimulations, combinations);
        QCOMPARE(r.solutions, expected);
        QCOMPARE(r.count, static_cast<std::uint64_t>(expected.size()));
        QVERIFY(r.complete);
        QVERIFY(!r.cancelled);
        withSolutions += expected.empty() ? 0 : 1;
        simulated += r.simulations;
        brute += combinations;
    }
    // The random levels must exercise both answers, and pruning must pay.
    QVERIFY(withSolutions > 100);
    QVERIFY(simulated < brute);
}

void TestSolver::resultsIndependentOfThreads()
{
    // 130 solutions.
    const Solver solver(trioTwoEnemies());
    for (std::uint64_t limit : {std::uint64_t{7}, kNoSolutionLimit}) {
        SolveOptions o = allSolutions(1);
        o.limit = limit;
        const SolveResult one = solver.solve(o);
        o.threads = 2;
        const SolveResult two = solver.solve(o);
        QCOMPARE(one.count, limit == 7 ? std::uint64_t{7} : std::uint64_t{130});
        QCOMPARE(one.solutions, two.solutions);
        QCOMPARE(one.count, two.count);
        QCOMPARE(one.complete, two.complete);
        QCOMPARE(one.simulations, two.simulations);
        QCOMPARE(one.bruteForceSimulations, two.bruteForceSimulations);
    }
}

void TestSolver::limitAndComplete()
{
    const Level level = smallLevel();
    std::uint64_t combinations = 0;
    const Solutions all = bruteForce(level, kDefaultMaxSteps, &combinations);
    QVERIFY(all.size() >= 3);
    const Solver solver(level);
    const std::uint64_t n = all.size();

    SolveOptions o = allSolutions(2);
    o.limit = n;
    SolveResult r = solver.solve(o);
    QCOMPARE(r.count, n);
    QVERIFY(r.complete); // exactly `limit` solutions: nothing was cut
    QCOMPARE(r.solutions, all);

    o.limit = n - 1;
    r = solver.solve(o);
    QCOMPARE(r.count, n - 1);
    QVERIFY(!r.complete);
    QVERIFY(!r.cancelled);
    QCOMPARE(r.solutions.size(), static_cast<std::size_t>(n - 1));
    for (const auto& s : r.solutions)
        QVERIFY(std::binary_search(all.begin(), all.end(), s));

    o.limit = 1;
    o.collect = false;
    r = solver.solve(o);
    QCOMPARE(r.count, std::uint64_t{1});
    QVERIFY(r.solutions.empty());
    QVERIFY(!r.complete);

    QVERIFY(solver.isSolvable());
    QCOMPARE(solver.countSolutions(kNoSolutionLimit), n);
    QCOMPARE(solver.countSolutions(2), std::uint64_t{2});
    QVERIFY(!solver.isUnique());
}

void TestSolver::cancelWithin100ms()
{
    const Solver solver(bigLevel());
    std::stop_source source;
    SolveOptions o = allSolutions(2);
    o.stopToken = source.get_token();
    o.collect = false;
    SolveResult r;
    const double ms =
        ff::test::millisecondsToStop(source, std::chrono::milliseconds(400), [&] { r = solver.solve(o); });
    qInfo("cancelled after %.1f ms", ms);
    QVERIFY(r.cancelled);
    QVERIFY(!r.complete);
    QVERIFY(ms < 100.0);
}

void TestSolver::progressIsMonotone()
{
    Level level = basicLevel();
    level.pieces.push_back(object(PieceKind::Token, {10, 6}));
    level.pieces.push_back(object(PieceKind::Token, {3, 4}));
    level.inventory = {{PieceKind::Token, Side::Own, 2}, {PieceKind::Stone, Side::Own, 2}};
    const Solver solver(level);
    std::vector<std::pair<double, std::uint64_t>> seen;
    const auto caller = std::this_thread::get_id();
    bool sameThread = true;
    SolveOptions o = allSolutions(2);
    o.collect = false;
    o.progress = [&](double f, std::uint64_t n) {
        seen.emplace_back(f, n);
        sameThread = sameThread && std::this_thread::get_id() == caller;
    };
    const SolveResult r = solver.solve(o);
    QVERIFY(r.complete);
    QVERIFY(sameThread);
    QVERIFY(seen.size() >= 2);
    for (std::size_t i = 1; i < seen.size(); ++i) {
        QVERIFY(seen[i].first >= seen[i - 1].first);
        QVERIFY(seen[i].second >= seen[i - 1].second);
    }
    QVERIFY(seen.front().first >= 0.0);
    // Every placement is settled exactly once: the count ends at brute force's.
    QCOMPARE(seen.back().first, 1.0);
    QCOMPARE(seen.back().second, r.bruteForceSimulations);
}

void TestSolver::hintOnCompletableLevel()
{
    const Level level = smallLevel();
    std::uint64_t combinations = 0;
    const Solutions all = bruteForce(level, kDefaultMaxSteps, &combinations);
    const Solver solver(level);

    // From nothing: the hint is a piece of some solution.
    Hint h = solver.hint({});
    QCOMPARE(h.status, Hint::Status::Completable);
    QVERIFY(h.next.has_value());
    QCOMPARE(h.completions, static_cast<std::uint64_t>(all.size()));
    QVERIFY(h.exact);
    bool inSome = false;
    for (const auto& s : all)
        inSome = inSome || std::find(s.begin(), s.end(), *h.next) != s.end();
    QVERIFY(inSome);

    // With one piece of a solution placed, the hint completes a solution with it.
    const Placement first = all.front().front();
    h = solver.hint({first});
    QCOMPARE(h.status, Hint::Status::Completable);
    QVERIFY(h.next.has_value());
    std::vector<Placement> both{first, *h.next};
    std::sort(both.begin(), both.end());
    QVERIFY(std::binary_search(all.begin(), all.end(), both));

    // Everything placed: completable, nothing left to suggest.
    h = solver.hint(all.front());
    QCOMPARE(h.status, Hint::Status::Completable);
    QVERIFY(!h.next.has_value());
}

void TestSolver::hintOnDeadEnd()
{
    const Level level = smallLevel();
    std::uint64_t combinations = 0;
    const Solutions all = bruteForce(level, kDefaultMaxSteps, &combinations);
    const Solver solver(level);
    // An own token on a cell no solution uses is a dead end, on one a solution uses not.
    int deadEnds = 0;
    for (int y = 0; y < 4; ++y) {
        for (int x = 0; x < 6; ++x) {
            const Placement p{PieceKind::Token, Side::Own, {x, y}};
            if (solver.hint({p}).status != Hint::Status::Invalid) {
                bool used = false;
                for (const auto& s : all)
                    used = used || std::find(s.begin(), s.end(), p) != s.end();
                QCOMPARE(solver.hint({p}).status,
                         used ? Hint::Status::Completable : Hint::Status::NotCompletable);
                deadEnds += used ? 0 : 1;
            }
        }
    }
    QVERIFY(deadEnds > 0);
}

void TestSolver::hintRejectsIllegalPieces()
{
    const Solver solver(smallLevel());
    // Occupied cell, monster cell, outside, wrong kind, too many.
    QCOMPARE(solver.hint({{PieceKind::Token, Side::Own, {3, 0}}}).status, Hint::Status::Invalid);
    QCOMPARE(solver.hint({{PieceKind::Token, Side::Own, {0, 0}}}).status, Hint::Status::Invalid);
    QCOMPARE(solver.hint({{PieceKind::Token, Side::Own, {6, 0}}}).status, Hint::Status::Invalid);
    QCOMPARE(solver.hint({{PieceKind::Stone, Side::Own, {2, 2}}}).status, Hint::Status::Invalid);
    QCOMPARE(
        solver.hint({{PieceKind::Token, Side::Own, {2, 2}}, {PieceKind::Token, Side::Own, {2, 3}}}).status,
        Hint::Status::Invalid);
    QCOMPARE(solver.hint({{PieceKind::Token, Side::Own, {2, 2}}, {PieceKind::TurnRight, Side::Own, {2, 2}}})
                 .status,
             Hint::Status::Invalid);
}

void TestSolver::hintTakesBackTheFewestPieces()
{
    // For every placement of both pieces of smallLevel that no completion solves,
    // the pieces to take back are the fewest by brute force (R21: the rest must be
    // part of some solution), the smallest list among those, and leaving the rest
    // makes the level completable again.
    const Level level = smallLevel();
    std::uint64_t combinations = 0;
    const Solutions all = bruteForce(level, kDefaultMaxSteps, &combinations);
    QVERIFY(!all.empty());
    const Solver solver(level);
    int checked = 0;
    int keepOne = 0;
    for (int a = 0; a < 24; ++a) {
        for (int b = 0; b < 24; ++b) {
            std::vector<Placement> placed = {{PieceKind::Token, Side::Own, {a % 6, a / 6}},
                                             {PieceKind::TurnRight, Side::Own, {b % 6, b / 6}}};
            const Hint h = solver.hint(placed);
            if (h.status != Hint::Status::NotCompletable)
                continue;
            ++checked;
            std::sort(placed.begin(), placed.end());
            std::vector<Placement> expected = placed;
            for (const auto& solution : all) {
                std::vector<Placement> extra;
                for (const Placement& p : placed)
                    if (std::find(solution.begin(), solution.end(), p) == solution.end())
                        extra.push_back(p);
                if (extra.size() < expected.size() || (extra.size() == expected.size() && extra < expected))
                    expected = extra;
            }
            QCOMPARE(h.takeBack, expected);
            std::vector<Placement> kept;
            for (const Placement& p : placed)
                if (std::find(h.takeBack.begin(), h.takeBack.end(), p) == h.takeBack.end())
                    kept.push_back(p);
            QCOMPARE(solver.hint(kept).status, Hint::Status::Completable);
            keepOne += kept.size() == 1 ? 1 : 0;
        }
    }
    QVERIFY(checked > 0);
    QVERIFY(keepOne > 0);
}

void TestSolver::hintOnUnsolvableLevel()
{
    // No enemy token left to eat: no placement solves it (R27), placed or not.
    Level level = smallLevel();
    std::erase_if(level.pieces, [](const Piece& p) { return p.kind == PieceKind::Token; });
    const Solver solver(level);
    QCOMPARE(solver.hint({}).status, Hint::Status::Unsolvable);
    const Hint h = solver.hint({{PieceKind::Token, Side::Own, {2, 2}}});
    QCOMPARE(h.status, Hint::Status::Unsolvable);
    QVERIFY(h.takeBack.empty());
}

void TestSolver::benchLevelsKeepTheirCounts()
{
    // Solution counts of tests/data/bench; quad-two-enemies (4006 of 77,044,506
    // placements) and trio-two-enemies were checked against brute force once.
    const std::pair<const char*, std::uint64_t> expected[] = {
        {"duo-two-enemies", 1},        {"duo-three-enemies", 13},    {"trio-two-enemies", 130},
        {"trio-three-enemies", 253},   {"trio-four-enemies", 4570},  {"quad-two-enemies", 4006},
        {"quad-three-enemies", 24882}, {"quad-four-enemies", 68164},
    };
    for (const auto& [name, count] : expected) {
        const std::optional<Level> level = readBenchLevel(name);
        QVERIFY2(level.has_value(), name);
        const Solver solver(*level);
        QCOMPARE(solver.countSolutions(kNoSolutionLimit), count);
        // The stored solution solves it.
        const Hint h = solver.hint(*level->solution);
        QCOMPARE(h.status, Hint::Status::Completable);
        QVERIFY(!h.next.has_value());
    }
}

void TestSolver::nearMissesEqualBruteForce()
{
    std::mt19937 rng(20261123);
    std::uint64_t total = 0;
    for (int n = 0; n < 600; ++n) {
        const Level level = randomLevel(rng);
        std::uint64_t combinations = 0;
        std::uint64_t nearMisses = 0;
        bruteForce(level, kDefaultMaxSteps, &combinations, &nearMisses);
        const SolveResult r = Solver(level).solve(allSolutions(2));
        QVERIFY(r.complete);
        if (r.nearMisses != nearMisses)
            qWarning("level %d: pruned %llu near misses, brute force %llu", n,
                     static_cast<unsigned long long>(r.nearMisses),
                     static_cast<unsigned long long>(nearMisses));
        QCOMPARE(r.nearMisses, nearMisses);
        total += nearMisses;
    }
    QVERIFY(total > 100);
}

void TestSolver::firstSolutionRunIndependentOfThreadsAndLimit()
{
    const Solver solver(trioTwoEnemies());
    SolveOptions o = allSolutions(1);
    o.collect = false;
    const SolveResult all = solver.solve(o);
    QVERIFY(all.simulationsToFirstSolution >= 1);
    QVERIFY(all.simulationsToFirstSolution <= all.simulations);
    for (std::uint64_t limit : {std::uint64_t{1}, std::uint64_t{7}, kNoSolutionLimit}) {
        for (unsigned threads : {1u, 2u}) {
            o.limit = limit;
            o.threads = threads;
            const SolveResult r = solver.solve(o);
            QCOMPARE(r.simulationsToFirstSolution, all.simulationsToFirstSolution);
            if (limit == kNoSolutionLimit)
                QCOMPARE(r.nearMisses, all.nearMisses);
        }
    }
    // No solution, no such run: on 3 x 2 the monster (0,0) E sees its own token on
    // (1,0) at distance 1 in step 1 and no stone can stand between or make a tie
    // (R10), so every placement of the stone loses it.
    Level lost;
    lost.id = "lost";
    lost.title = "Lost";
    lost.board = Board(3, 2);
    lost.pieces = {object(PieceKind::Token, {1, 0}, Side::Own), object(PieceKind::Token, {2, 1})};
    lost.inventory = {{PieceKind::Stone, Side::Own, 1}};
    const SolveResult none = Solver(lost).solve(allSolutions(2));
    QCOMPARE(none.count, std::uint64_t{0});
    QCOMPARE(none.simulationsToFirstSolution, std::uint64_t{0});
}

void TestSolver::prunedEqualsBruteForceFiveMixedPieces()
{
    // Five pieces of mixed kinds (tokens of both sides, stones, turning stones,
    // crystals) on small custom boards, where brute force is still feasible.
    std::mt19937 rng(20261124);
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    int withSolutions = 0;
    for (int n = 0; n < 40;) {
        Level level = randomLevel(rng);
        if (level.board.width() * level.board.height() > 20)
            continue;
        ++n;
        level.board = Board(level.board.width(), level.board.height());
        level.allowed.reset();
        std::erase_if(level.pieces, [](const Piece& p) { return p.kind == PieceKind::Teleporter; });
        level.inventory.clear();
        level.inventory.push_back({PieceKind::Token, Side::Own, 1});
        level.inventory.push_back({PieceKind::Token, Side::Enemy, 1});
        for (int i = 0; i < 3; ++i)
            level.inventory.push_back({kObjectKinds[pick(1, 5)], Side::Own, 1});
        if (!validateLevel(level).empty())
            continue;
        std::uint64_t combinations = 0;
        const Solutions expected = bruteForce(level, kDefaultMaxSteps, &combinations);
        const SolveResult r = Solver(level).solve(allSolutions(2));
        QVERIFY(r.complete);
        QCOMPARE(r.bruteForceSimulations, combinations);
        QCOMPARE(r.solutions, expected);
        // A uniqueness proof (limit 2) agrees with the full count.
        QCOMPARE(Solver(level).countSolutions(2, 2), std::min<std::uint64_t>(expected.size(), 2));
        if (!expected.empty())
            ++withSolutions;
    }
    QVERIFY(withSolutions > 0);
}

void TestSolver::uniqueBenchLevelsAreProvenUnique()
{
    // tests/data/bench/unique*: each has exactly one solution (R22), the stored one;
    // together they cover five and six pieces to place.
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(std::string(FF_TEST_DATA_DIR) + "/bench")) {
        const std::string file = entry.path().filename().string();
        if (file.starts_with("unique") && file.ends_with(".ffl.json"))
            names.push_back(file.substr(0, file.size() - std::string_view(".ffl.json").size()));
    }
    std::sort(names.begin(), names.end());
    std::set<int> pieces;
    for (const std::string& file : names) {
        const char* name = file.c_str();
        const std::optional<Level> level = readBenchLevel(name);
        QVERIFY2(level.has_value(), name);
        QVERIFY(level->solution.has_value());
        pieces.insert(level->inventorySize());
        SolveOptions o;
        o.limit = 2;
        const SolveResult r = Solver(*level).solve(o);
        QVERIFY2(r.complete, name);
        QCOMPARE(r.count, std::uint64_t{1});
        std::vector<Placement> stored = *level->solution;
        std::sort(stored.begin(), stored.end());
        QCOMPARE(r.solutions.front(), stored);
    }
    QVERIFY(pieces.contains(5));
    QVERIFY(pieces.contains(6));
}

QTEST_APPLESS_MAIN(TestSolver)
#include "tst_solver.moc"
