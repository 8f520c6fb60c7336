// The puzzle generator (engine/search/Generator.h, docs/generator.md): every level it gives
// is valid, has exactly one solution (R22) — counted by the solver and, on small
// boards, by a brute force written here from R21 alone — stores that solution, is
// graded at the difficulty asked for and records its options; the same options give
// the same bytes on one or two threads; a stop request and the time limit end it.
#include <QTest>

#include "engine/files/LevelIo.h"
#include "engine/rules/Arena.h"
#include "engine/rules/BasicLayout.h"
#include "engine/search/Generator.h"
#include "engine/search/Grade.h"
#include "engine/search/Solver.h"
#include "tests/engine/search/BruteForce.h"
#include "tests/engine/search/StopTiming.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <chrono>
#include <set>
#include <thread>

using namespace ff;
using namespace ff::test;

Q_DECLARE_METATYPE(std::uint64_t)

namespace {

GeneratorOptions small(std::uint64_t seed, int difficulty, int width, int height)
{
    GeneratorOptions o;
    o.seed = seed;
    o.difficulty = difficulty;
    o.board = GeneratorBoard::Custom;
    o.width = width;
    o.height = height;
    return o;
}

Level generated(const GeneratorOptions& options, unsigned threads = 0)
{
    GeneratorControl control;
    control.maxSeconds = 30;
    control.threads = threads;
    std::optional<Level> level = generateLevel(options, control);
    if (!level)
        qFatal("no level for seed %llu", static_cast<unsigned long long>(options.seed));
    return *level;
}

bool solvesWithStored(const Level& level)
{
    const Arena arena(level);
    State s = arena.initialState();
    arena.place(s, *level.solution);
    return arena.run(s).outcome == Outcome::Solved;
}

void checkLevel(const Level& level, const GeneratorOptions& options)
{
    QVERIFY2(validateLevel(level).empty(), qPrintable(QString::fromStdString(writeLevel(level))));
    QCOMPARE(level.inventorySize(), options.pieces.value_or(options.difficulty));
    QVERIFY(level.solution.has_value());
    QVERIFY(solvesWithStored(level));
    QVERIFY(!someProperSubsetSolves(level, *level.solution));
    QCOMPARE(Solver(level).countSolutions(2, 1), std::uint64_t{1});
    QCOMPARE(bruteForceSolutions(level), 1);
    if (level.allowed)
        QVERIFY(static_cast<int>(legalCells(level).size()) >= 4 * level.inventorySize());
    QCOMPARE(level.difficulty, std::optional<int>(options.difficulty));
    const Grade grade = gradeLevel(level, 1);
    QCOMPARE(grade.status, Grade::Status::Graded);
    QCOMPARE(grade.difficulty, options.difficulty);
    QCOMPARE(level.extras.size(), std::size_t{1});
    QCOMPARE(level.extras.front().first, std::string("x-generator"));
    QCOMPARE(level.extras.front().second, generatorRecord(options));
}

} // namespace

class TestGenerator : public QObject {
    Q_OBJECT
private slots:
    void smallBoardsAreValidUniqueAndGraded_data();
    void smallBoardsAreValidUniqueAndGraded();
    void standardBoards_data();
    void standardBoards();
    void defaultInventoriesVary();
    void mechanicsIncludedAndExcluded();
    void surviveForever();
    void withoutAZone();
    void sameOptionsSameBytes();
    void threadsDoNotChangeTheLevel();
    void recordReplays();
    void badOptionsGiveNothing();
    void optionChecksNameTheProblem();
    void names();
    void cancelWithin100ms();
    void timeLimitGivesUp();
    void attemptLimitGivesUp();
};

void TestGenerator::smallBoardsAreValidUniqueAndGraded_data()
{
    QTest::addColumn<std::uint64_t>("seed");
    QTest::addColumn<int>("difficulty");
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<int>("pieces");
    for (std::uint64_t seed = 0; seed < 12; ++seed) {
        QTest::addRow("d1-5x4-seed%d", int(seed)) << seed << 1 << 5 << 4 << 1;
        QTest::addRow("d2-5x4-seed%d", int(seed)) << seed << 2 << 5 << 4 << 2;
        QTest::addRow("d2-6x5-seed%d", int(seed)) << seed << 2 << 6 << 5 << 2;
    }
    for (std::uint64_t seed = 0; seed < 4; ++seed)
        QTest::addRow("d1-4x4-two-pieces-seed%d", int(seed)) << seed << 1 << 4 << 4 << 2;
}

void TestGenerator::smallBoardsAreValidUniqueAndGraded()
{
    QFETCH(std::uint64_t, seed);
    QFETCH(int, difficulty);
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(int, pieces);
    GeneratorOptions o = small(seed, difficulty, width, height);
    if (pieces != difficulty)
        o.pieces = pieces;
    checkLevel(generated(o), o);
}

void TestGenerator::standardBoards_data()
{
    QTest::addColumn<std::uint64_t>("seed");
    QTest::addColumn<int>("board");
    QTest::addColumn<int>("difficulty");
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        QTest::addRow("basic-d1-%d", int(seed)) << seed << int(GeneratorBoard::Basic) << 1;
        QTest::addRow("standard-d1-%d", int(seed)) << seed << int(GeneratorBoard::Standard) << 1;
        QTest::addRow("own-d1-%d", int(seed)) << seed << int(GeneratorBoard::Own) << 1;
        QTest::addRow("basic-d3-%d", int(seed)) << seed << int(GeneratorBoard::Basic) << 3;
        QTest::addRow("standard-d3-%d", int(seed)) << seed << int(GeneratorBoard::Standard) << 3;
    }
}

void TestGenerator::standardBoards()
{
    QFETCH(std::uint64_t, seed);
    QFETCH(int, board);
    QFETCH(int, difficulty);
    GeneratorOptions o;
    o.seed = seed;
    o.difficulty = difficulty;
    o.board = static_cast<GeneratorBoard>(board);
    const Level level = generated(o);
    QVERIFY(level.board.isStandard());
    checkLevel(level, o);
    // Blocking stones: at most one per 16 playing cells (156 / 16: 9), beyond the
    // basic layout's own stones.
    if (o.board != GeneratorBoard::Own) {
        const std::vector<Piece> layout =
            o.board == GeneratorBoard::Basic ? basicLayoutPieces() : std::vector<Piece>{};
        const auto blocking = std::count_if(level.pieces.begin(), level.pieces.end(), [&](const Piece& p) {
            return p.kind == PieceKind::Stone && std::find(layout.begin(), layout.end(), p) == layout.end();
        });
        QVERIFY2(blocking <= 9, qPrintable(QString::number(blocking) + " blocking stones"));
    }
}

void TestGenerator::defaultInventoriesVary()
{
    // All seven kinds by default: over a few seeds tiles and enemy tokens to place
    // turn up, not only own tokens.
    std::set<PieceKind> kinds;
    bool enemyToPlace = false;
    for (std::uint64_t seed = 1; seed <= 8; ++seed) {
        GeneratorOptions o;
        o.seed = seed;
        o.difficulty = 3;
        const Level level = generated(o);
        for (const InventoryItem& item : level.inventory) {
            kinds.insert(item.kind);
            enemyToPlace = enemyToPlace || (item.kind == PieceKind::Token && item.side == Side::Enemy);
        }
    }
    QVERIFY(enemyToPlace);
    QVERIFY(std::count_if(kinds.begin(), kinds.end(), [](PieceKind k) { return k != PieceKind::Token; }) >=
            3);
}

void TestGenerator::mechanicsIncludedAndExcluded()
{
    for (std::uint64_t seed = 0; seed < 4; ++seed) {
        GeneratorOptions o = small(seed, 1, 6, 5);
        o.include = {Mechanic::Push};
        o.exclude = {Mechanic::WallCrossing};
        const Level level = generated(o);
        checkLevel(level, o);
        const std::vector<Mechanic> used = gradeLevel(level).features.mechanics;
        QVERIFY(std::find(used.begin(), used.end(), Mechanic::Push) != used.end());
        QVERIFY(std::find(used.begin(), used.end(), Mechanic::WallCrossing) == used.end());
    }
}

void TestGenerator::surviveForever()
{
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
        GeneratorOptions o = small(seed, 1, 5, 4);
        o.goal = Goal::SurviveForever;
        const Level level = generated(o);
        QCOMPARE(level.effectiveGoal(), Goal::SurviveForever);
        checkLevel(level, o);
    }
}

// Asked for no zone, the level is unique by its board and stones alone, and its
// record says so (and reads back); the default records no "zone" key.
void TestGenerator::withoutAZone()
{
    for (std::uint64_t seed = 0; seed < 3; ++seed) {
        GeneratorOptions o;
        o.seed = seed;
        o.difficulty = 2;
        o.board = GeneratorBoard::Basic;
        o.zone = false;
        const Level level = generated(o);
        QVERIFY(!level.allowed);
        checkLevel(level, o);
        const nlohmann::json record = nlohmann::json::parse(level.extras.front().second);
        QCOMPARE(record.at("zone").get<bool>(), false);
        const std::optional<GeneratorOptions> back = generatorOptionsFromRecord(level.extras.front().second);
        QVERIFY(back && !back->zone);
        QCOMPARE(writeLevel(generated(*back)), writeLevel(level));
    }
    QVERIFY(!nlohmann::json::parse(generatorRecord(GeneratorOptions{})).contains("zone"));
}

void TestGenerator::sameOptionsSameBytes()
{
    for (std::uint64_t seed = 40; seed < 44; ++seed) {
        const GeneratorOptions o = small(seed, 2, 6, 5);
        QCOMPARE(writeLevel(generated(o)), writeLevel(generated(o)));
    }
    GeneratorOptions basic;
    basic.seed = 5;
    basic.difficulty = 2;
    QCOMPARE(writeLevel(generated(basic)), writeLevel(generated(basic)));
    // Another seed, another level.
    QVERIFY(writeLevel(generated(small(1, 2, 6, 5))) != writeLevel(generated(small(2, 2, 6, 5))));
}

void TestGenerator::threadsDoNotChangeTheLevel()
{
    for (std::uint64_t seed = 60; seed < 63; ++seed) {
        const GeneratorOptions o = small(seed, 2, 6, 5);
        QCOMPARE(writeLevel(generated(o, 1)), writeLevel(generated(o, 2)));
    }
    GeneratorOptions basic;
    basic.seed = 9;
    basic.difficulty = 3;
    QCOMPARE(writeLevel(generated(basic, 1)), writeLevel(generated(basic, 2)));
}

void TestGenerator::recordReplays()
{
    GeneratorOptions o = small(77, 2, 6, 5);
    o.kinds = {pieceTypeOf(PieceKind::Stone, Side::Own), pieceTypeOf(PieceKind::TurnLeft, Side::Own)};
    o.include = {Mechanic::NearestToken};
    o.exclude = {Mechanic::Teleport};
    const Level level = generated(o);
    const nlohmann::json record = nlohmann::json::parse(level.extras.front().second);
    QCOMPARE(record.at("version").get<int>(), kGeneratorVersion);
    QCOMPARE(record.at("seed").get<std::uint64_t>(), std::uint64_t{77});
    QCOMPARE(record.at("difficulty").get<int>(), 2);
    QCOMPARE(record.at("pieces").get<int>(), 2);
    QVERIFY(record.at("kinds") == nlohmann::json::parse(R"(["stone", "turn-left"])"));
    QVERIFY(record.at("include") == nlohmann::json::parse(R"(["nearest_token"])"));
    QVERIFY(record.at("exclude") == nlohmann::json::parse(R"(["teleport"])"));
    QCOMPARE(record.at("board").get<std::string>(), std::string("custom"));
    QCOMPARE(record.at("width").get<int>(), 6);
    QCOMPARE(record.at("height").get<int>(), 5);
    QCOMPARE(record.at("goal").get<std::string>(), std::string("eat-all-enemies"));

    // The record read back gives the same level.
    GeneratorOptions again = small(record.at("seed").get<std::uint64_t>(), record.at("difficulty").get<int>(),
                                   record.at("width").get<int>(), record.at("height").get<int>());
    for (const auto& name : record.at("kinds"))
        again.kinds.push_back(*pieceTypeFromName(name.get<std::string>()));
    for (const auto& name : record.at("include"))
        again.include.push_back(*mechanicFromName(name.get<std::string>()));
    for (const auto& name : record.at("exclude"))
        again.exclude.push_back(*mechanicFromName(name.get<std::string>()));
    QCOMPARE(writeLevel(generated(again)), writeLevel(level));
    for (const InventoryItem& item : level.inventory)
        QVERIFY(item.kind == PieceKind::Stone || item.kind == PieceKind::TurnLeft);
    QCOMPARE(level.id, std::string("generated-2-4d"));
    QCOMPARE(level.title, std::string("Generated 2-4d"));
}

void TestGenerator::badOptionsGiveNothing()
{
    std::vector<GeneratorOptions> bad(7, small(1, 2, 6, 5));
    bad[0].difficulty = 0;
    bad[1].difficulty = 6;
    bad[2].pieces = 1; // below the difficulty 2
    bad[3].pieces = kMaxGeneratorPieces + 1;
    bad[4].width = 65;
    bad[5].include = {Mechanic::Push};
    bad[5].exclude = {Mechanic::Push};
    bad[6].include = {Mechanic::SurviveForever};
    for (const GeneratorOptions& o : bad) {
        QVERIFY(!generatorOptionsProblem(o).empty());
        QVERIFY(!generateLevel(o).has_value());
    }
    GeneratorOptions crowded = small(1, 3, 3, 3); // 9 cells, 3 pieces need 4 each
    QVERIFY(!generatorOptionsProblem(crowded).empty());
    QVERIFY(generatorOptionsProblem(small(1, 2, 6, 5)).empty());
}

// Each refusal of badOptionsGiveNothing has its code, the first broken check first.
void TestGenerator::optionChecksNameTheProblem()
{
    using Check = GeneratorOptionsCheck;
    QCOMPARE(checkGeneratorOptions(small(1, 2, 6, 5)), Check::Ok);
    GeneratorOptions o = small(1, 6, 6, 5);
    o.difficulty = 0;
    QCOMPARE(checkGeneratorOptions(o), Check::Difficulty);
    o = small(1, 3, 6, 5);
    o.pieces = 2;
    QCOMPARE(checkGeneratorOptions(o), Check::Pieces);
    o = small(1, 2, 6, 65);
    QCOMPARE(checkGeneratorOptions(o), Check::BoardSize);
    QCOMPARE(checkGeneratorOptions(small(1, 3, 3, 3)), Check::NoRoom); // 9 cells < 3 * 4 + 4
    QCOMPARE(checkGeneratorOptions(small(1, 2, 4, 3)), Check::Ok);     // 12 cells = 2 * 4 + 4
    o = small(1, 2, 6, 5);
    o.include = {Mechanic::Push};
    o.exclude = {Mechanic::Push};
    QCOMPARE(checkGeneratorOptions(o), Check::IncludedAndExcluded);
    o = small(1, 2, 6, 5);
    o.include = {Mechanic::SurviveForever};
    QCOMPARE(checkGeneratorOptions(o), Check::SurviveForeverGoal);
    o.goal = Goal::SurviveForever;
    QCOMPARE(checkGeneratorOptions(o), Check::Ok);
}

void TestGenerator::names()
{
    for (int i = 0; i < kMechanicCount; ++i)
        QCOMPARE(mechanicFromName(mechanicName(static_cast<Mechanic>(i))),
                 std::optional(static_cast<Mechanic>(i)));
    QVERIFY(!mechanicFromName("pushing").has_value());
    QCOMPARE(pieceTypeFromName("own-token"), std::optional(pieceTypeOf(PieceKind::Token, Side::Own)));
    QCOMPARE(pieceTypeFromName("enemy-token"), std::optional(pieceTypeOf(PieceKind::Token, Side::Enemy)));
    QCOMPARE(pieceTypeFromName("turn-180"), std::optional(pieceTypeOf(PieceKind::Turn180, Side::Own)));
    QVERIFY(!pieceTypeFromName("token").has_value());
    QVERIFY(!pieceTypeFromName("blood").has_value());
    QVERIFY(!pieceTypeFromName("teleporter").has_value());
    QCOMPARE(pieceTypeName(pieceTypeOf(PieceKind::Token, Side::Enemy)), std::string("enemy-token"));
    QCOMPARE(pieceTypeName(pieceTypeOf(PieceKind::Crystal, Side::Own)), std::string("crystal"));
}

void TestGenerator::cancelWithin100ms()
{
    // Five pieces on the basic layout: seed 2 takes more than a minute, most of it
    // in the solver's searches.
    GeneratorOptions o;
    o.seed = 2;
    o.difficulty = 5;
    std::stop_source source;
    GeneratorControl control;
    control.maxSeconds = 60;
    control.stopToken = source.get_token();
    std::uint64_t attempts = 0;
    control.progress = [&](std::uint64_t) { ++attempts; };
    std::optional<Level> level;
    const double ms = ff::test::millisecondsToStop(source, std::chrono::milliseconds(400),
                                                   [&] { level = generateLevel(o, control); });
    qInfo("cancelled after %.1f ms, %llu attempts", ms, static_cast<unsigned long long>(attempts));
    QVERIFY(!level.has_value());
    QVERIFY(attempts > 0);
    QVERIFY(ms < 100.0);
}

void TestGenerator::timeLimitGivesUp()
{
    GeneratorOptions o;
    o.seed = 2;
    o.difficulty = 5;
    GeneratorControl control;
    control.maxSeconds = 0.3;
    const auto start = std::chrono::steady_clock::now();
    QVERIFY(!generateLevel(o, control).has_value());
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    QVERIFY(seconds >= 0.3);
    QVERIFY(seconds < 0.5); // the search stops within 100 ms of the time
}

// An attempt limit ends the search after exactly that many attempts, whatever the
// time, and a limit that reaches the finding attempt gives the same level as none.
void TestGenerator::attemptLimitGivesUp()
{
    const GeneratorOptions o = small(3, 2, 6, 5);
    GeneratorControl control;
    std::uint64_t attempts = 0;
    control.progress = [&](std::uint64_t) { ++attempts; };
    const std::optional<Level> unlimited = generateLevel(o, control);
    QVERIFY(unlimited.has_value());
    const std::uint64_t needed = attempts;
    QVERIFY(needed >= 2);

    control.maxAttempts = needed;
    attempts = 0;
    const std::optional<Level> enough = generateLevel(o, control);
    QVERIFY(enough.has_value());
    QCOMPARE(writeLevel(*enough), writeLevel(*unlimited));

    control.maxAttempts = needed - 1;
    attempts = 0;
    QVERIFY(!generateLevel(o, control).has_value());
    QCOMPARE(attempts, needed - 1);
}

QTEST_APPLESS_MAIN(TestGenerator)
#include "tst_generator.moc"
