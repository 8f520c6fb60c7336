// Make it unique (engine/search/Uniqueness.h, docs/generator.md): on small hand-made levels
// with two, about ten and about fifty solutions, every proposal keeps the intended
// solution and leaves it the only one, counted by the solver and by a brute force
// written from R21 alone (tests/engine/search/BruteForce.h), and that solution is tight: no
// proper subset of it solves the level (checkTightness, and every subset run here);
// a zone keeps four cells per piece; the answers are deterministic, and an intended
// placement that does not solve the level, a unique level and a stop request are
// told apart.
#include <QTest>

#include "engine/files/LevelIo.h"
#include "engine/search/Solver.h"
#include "engine/search/Tightness.h"
#include "engine/search/Uniqueness.h"
#include "tests/engine/rules/RuleBoard.h"
#include "tests/engine/search/BruteForce.h"

#include <algorithm>

using namespace ff;
using namespace ff::test;

Q_DECLARE_METATYPE(ff::Level)

namespace {

using Kind = UniquenessProposal::Kind;

Level withInventory(Level level, std::vector<InventoryItem> inventory)
{
    level.inventory = std::move(inventory);
    return level;
}

// Two solutions: the monster on (4,1) faces W and sees nothing; one own token and
// one stone to place.
Level twoSolutions()
{
    return withInventory(RuleBoard({"......", //
                                    "....Ms", //
                                    ".....e", //
                                    "...o.."})
                             .facing(Dir::W)
                             .level(),
                         {{PieceKind::Token, Side::Own, 1}, {PieceKind::Stone, Side::Own, 1}});
}

// Two solutions whose every piece is needed: the monster on (0,0) faces E towards
// its own token on (3,0) and eats it in step 3 unless a turn-right stone on (1,0) or
// (2,0) ends that ray and turns it S (R9, R11); then it sees the enemy on (4,1)
// along row 1, walks to it and, the own token above tying with it at distance 1,
// keeps its facing and eats it (R10).
Level twoTightSolutions()
{
    return withInventory(RuleBoard({"M..o.", //
                                    "....e"})
                             .level(),
                         {{PieceKind::TurnRight, Side::Own, 1}});
}

// About ten solutions: two own tokens to place.
Level tenSolutions()
{
    return withInventory(RuleBoard({"......", //
                                    "o...s.", //
                                    "eMse..", //
                                    ".....s"})
                             .facing(Dir::W)
                             .level(),
                         {{PieceKind::Token, Side::Own, 2}});
}

// About fifty solutions: an own token and a stone to place on a nearly empty board.
Level fiftySolutions()
{
    return withInventory(RuleBoard({"..M....", //
                                    ".......", //
                                    ".......", //
                                    "...es..", //
                                    "..o...."})
                             .facing(Dir::N)
                             .level(),
                         {{PieceKind::Token, Side::Own, 1}, {PieceKind::Stone, Side::Own, 1}});
}

// The monster on (0,1) faces E and sees the own token on (2,1). A turn-right stone on
// (1,1) ends that ray (R9), so it sees nothing, turns S (R11) to (0,2), sees along
// row 2 (its left ray) and crosses the wall S to (4,0) (R5), onto the enemy: solved.
// That stone is the only way: anywhere else the facing ray shows the own token at
// distance 2, and it is eaten in step 2. The own token to place as well is eaten
// wherever a ray of that run looks ((0,0), (0,2) in step 1, row 2 in step 2), and is
// idle on the five cells none does: (1,0) (2,0) (3,0) (3,1) (4,1). Five solutions.
Level idleToken()
{
    return withInventory(RuleBoard({"....e", //
                                    "M.o..", //
                                    "....."})
                             .level(),
                         {{PieceKind::Token, Side::Own, 1}, {PieceKind::TurnRight, Side::Own, 1}});
}

bool inZone(const Level& level, Cell c)
{
    return !level.allowed ||
           std::find(level.allowed->begin(), level.allowed->end(), c) != level.allowed->end();
}

bool hasStone(const Level& level, Cell c)
{
    return std::any_of(level.pieces.begin(), level.pieces.end(),
                       [&](const Piece& p) { return p.kind == PieceKind::Stone && p.at == c; });
}

// Everything a proposal promises, checked without trusting the code under test.
void checkProposal(const Level& before, const std::vector<Placement>& intended, const UniquenessProposal& p)
{
    const Level& after = p.level;
    QVERIFY2(validateLevel(after).empty(), writeLevel(after).c_str());
    QVERIFY(after.solution.has_value());
    const std::vector<std::vector<Placement>> solutions = bruteForceSolutionList(after);
    QCOMPARE(solutions.size(), std::size_t{1});
    QCOMPARE(solutions.front(), *after.solution);
    QCOMPARE(Solver(after).countSolutions(2, 1), std::uint64_t{1});
    QCOMPARE(checkTightness(Arena(after), *after.solution).status, Tightness::Status::Tight);
    QVERIFY(!someProperSubsetSolves(after, *after.solution));
    QVERIFY(!p.cells.empty());
    switch (p.kind) {
    case Kind::Stones:
        QCOMPARE(*after.solution, intended);
        QCOMPARE(after.pieces.size(), before.pieces.size() + p.cells.size());
        for (Cell c : p.cells) {
            QVERIFY(hasStone(after, c));
            QVERIFY(!hasStone(before, c));
        }
        QCOMPARE(after.inventory, before.inventory);
        break;
    case Kind::Zone:
        QCOMPARE(*after.solution, intended);
        QCOMPARE(after.pieces, before.pieces);
        QVERIFY(after.allowed.has_value());
        QVERIFY(static_cast<int>(legalCells(after).size()) >= kZoneCellsPerPiece * after.inventorySize());
        for (const Placement& piece : intended)
            QVERIFY(inZone(after, piece.at));
        for (Cell c : p.cells)
            QVERIFY(!inZone(after, c));
        QCOMPARE(legalCells(after).size() + p.cells.size(), legalCells(before).size());
        break;
    case Kind::FewerPieces:
    case Kind::SwapPiece: {
        QCOMPARE(after.pieces, before.pieces);
        QCOMPARE(after.allowed, before.allowed);
        QCOMPARE(p.cells.size(), std::size_t{1});
        // The adapted solution is the intended one less the piece on the cell, or
        // with another kind there.
        std::vector<Placement> expected;
        for (const Placement& piece : intended) {
            if (piece.at != p.cells.front())
                expected.push_back(piece);
            else if (p.kind == Kind::SwapPiece)
                expected.push_back({p.to.kind, p.to.side, piece.at});
        }
        std::sort(expected.begin(), expected.end());
        QCOMPARE(*after.solution, expected);
        QCOMPARE(after.inventorySize(), before.inventorySize() - (p.kind == Kind::FewerPieces ? 1 : 0));
        break;
    }
    }
}

} // namespace

class TestUniqueness : public QObject {
    Q_OBJECT
private slots:
    void proposalsKeepTheIntendedSolutionAlone_data();
    void proposalsKeepTheIntendedSolutionAlone();
    void everyKindIsOffered();
    void noProposalKeepsAnIdlePiece();
    void sameLevelSameProposals();
    void intendedMustSolve();
    void uniqueLevelNeedsNothing();
    void stopRequestCancels();
    void sharedStepsKeepTheZoneFloor();
};

void TestUniqueness::proposalsKeepTheIntendedSolutionAlone_data()
{
    QTest::addColumn<Level>("level");
    QTest::addColumn<int>("atLeast");
    QTest::addColumn<int>("atMost");
    QTest::newRow("two solutions") << twoSolutions() << 2 << 2;
    QTest::newRow("two tight solutions") << twoTightSolutions() << 2 << 2;
    QTest::newRow("about ten") << tenSolutions() << 5 << 15;
    QTest::newRow("about fifty") << fiftySolutions() << 35 << 70;
}

// For the first, a middle and the last solution as the intended one.
void TestUniqueness::proposalsKeepTheIntendedSolutionAlone()
{
    QFETCH(Level, level);
    QFETCH(int, atLeast);
    QFETCH(int, atMost);
    QVERIFY(validateLevel(level).empty());
    const std::vector<std::vector<Placement>> all = bruteForceSolutionList(level);
    const int count = static_cast<int>(all.size());
    QVERIFY(count >= atLeast && count <= atMost);
    QCOMPARE(Solver(level).countSolutions(1000, 1), static_cast<std::uint64_t>(count));
    int proposals = 0;
    for (const std::size_t i : {std::size_t{0}, all.size() / 2, all.size() - 1}) {
        const UniquenessResult result = proposeUniqueness(level, all[i]);
        QCOMPARE(result.status, UniquenessResult::Status::Proposed);
        QCOMPARE(result.solutionsBefore, static_cast<std::uint64_t>(count));
        QVERIFY(result.complete);
        for (const UniquenessProposal& p : result.proposals)
            checkProposal(level, all[i], p);
        proposals += static_cast<int>(result.proposals.size());
    }
    QVERIFY(proposals > 0);
}

// On a level whose solutions need every piece: in twoSolutions() the own token to
// place is idle in both, so only the changes that take it away are offered there.
void TestUniqueness::everyKindIsOffered()
{
    const Level level = twoTightSolutions();
    const std::vector<std::vector<Placement>> all = bruteForceSolutionList(level);
    std::vector<Kind> kinds;
    for (const std::vector<Placement>& intended : all)
        for (const UniquenessProposal& p : proposeUniqueness(level, intended).proposals)
            kinds.push_back(p.kind);
    QVERIFY(std::count(kinds.begin(), kinds.end(), Kind::Stones) > 0);
    QVERIFY(std::count(kinds.begin(), kinds.end(), Kind::Zone) > 0);
    QVERIFY(std::count(kinds.begin(), kinds.end(), Kind::FewerPieces) +
                std::count(kinds.begin(), kinds.end(), Kind::SwapPiece) >
            0);
}

// The intended solution has an idle own token. Leaving the four other cells where it
// would be idle out of the zone makes the level unique (twelve free cells, eight
// kept), and so would stones on them, but the token would stay idle: neither is
// offered. One token fewer leaves the turn-right stone alone, tight and the only
// solution.
void TestUniqueness::noProposalKeepsAnIdlePiece()
{
    const Level level = idleToken();
    QVERIFY(validateLevel(level).empty());
    const Placement turnRight{PieceKind::TurnRight, Side::Own, {1, 1}};
    const Placement token{PieceKind::Token, Side::Own, {1, 0}};
    std::vector<Placement> intended{token, turnRight};
    std::sort(intended.begin(), intended.end());
    std::vector<std::vector<Placement>> expected;
    for (const Cell c : {Cell{1, 0}, Cell{2, 0}, Cell{3, 0}, Cell{3, 1}, Cell{4, 1}}) {
        std::vector<Placement> solution{{PieceKind::Token, Side::Own, c}, turnRight};
        std::sort(solution.begin(), solution.end());
        expected.push_back(solution);
    }
    std::sort(expected.begin(), expected.end());
    std::vector<std::vector<Placement>> all = bruteForceSolutionList(level);
    std::sort(all.begin(), all.end());
    QCOMPARE(all, expected);
    const Tightness before = checkTightness(Arena(level), intended);
    QCOMPARE(before.status, Tightness::Status::NotTight);
    QCOMPARE(before.idle, std::vector<Placement>{token});
    QVERIFY(someProperSubsetSolves(level, intended));

    // A zone that makes it unique and keeps the idle token.
    Level zoned = level;
    zoned.allowed = legalCells(level);
    for (const Cell c : {Cell{2, 0}, Cell{3, 0}, Cell{3, 1}, Cell{4, 1}})
        std::erase(*zoned.allowed, c);
    QCOMPARE(static_cast<int>(zoned.allowed->size()), kZoneCellsPerPiece * 2);
    QCOMPARE(bruteForceSolutionList(zoned), std::vector<std::vector<Placement>>{intended});
    QVERIFY(someProperSubsetSolves(zoned, intended));

    const UniquenessResult result = proposeUniqueness(level, intended);
    QCOMPARE(result.status, UniquenessResult::Status::Proposed);
    QCOMPARE(result.solutionsBefore, std::uint64_t{5});
    bool fewerTokens = false;
    for (const UniquenessProposal& p : result.proposals) {
        checkProposal(level, intended, p);
        QVERIFY(p.kind == Kind::FewerPieces || p.kind == Kind::SwapPiece);
        if (p.kind == Kind::FewerPieces && p.from == pieceTypeOf(PieceKind::Token, Side::Own)) {
            fewerTokens = true;
            QCOMPARE(*p.level.solution, std::vector<Placement>{turnRight});
        }
    }
    QVERIFY(fewerTokens);
}

void TestUniqueness::sameLevelSameProposals()
{
    const Level level = tenSolutions();
    const std::vector<Placement> intended = bruteForceSolutionList(level).front();
    UniquenessOptions one;
    one.threads = 1;
    UniquenessOptions two;
    two.threads = 2;
    const UniquenessResult a = proposeUniqueness(level, intended, one);
    const UniquenessResult b = proposeUniqueness(level, intended, two);
    QCOMPARE(a.proposals.size(), b.proposals.size());
    for (std::size_t i = 0; i < a.proposals.size(); ++i) {
        QCOMPARE(a.proposals[i].kind, b.proposals[i].kind);
        QCOMPARE(a.proposals[i].cells, b.proposals[i].cells);
        QVERIFY(a.proposals[i].level == b.proposals[i].level);
    }
}

// R21: a placement on a stone is no placement; one that loses an own token does not
// solve the level.
void TestUniqueness::intendedMustSolve()
{
    const Level level = twoSolutions();
    const std::vector<Placement> onStone = {{PieceKind::Stone, Side::Own, {5, 1}},
                                            {PieceKind::Token, Side::Own, {0, 0}}};
    QCOMPARE(proposeUniqueness(level, onStone).status, UniquenessResult::Status::IntendedFails);
    const std::vector<Placement> onlyOne = {{PieceKind::Token, Side::Own, {0, 0}}};
    QCOMPARE(proposeUniqueness(level, onlyOne).status, UniquenessResult::Status::IntendedFails);
    const std::vector<std::vector<Placement>> all = bruteForceSolutionList(level);
    const std::vector<Placement> failing = {{PieceKind::Stone, Side::Own, {0, 0}},
                                            {PieceKind::Token, Side::Own, {0, 3}}};
    QVERIFY(std::find(all.begin(), all.end(), failing) == all.end());
    QCOMPARE(proposeUniqueness(level, failing).status, UniquenessResult::Status::IntendedFails);
}

void TestUniqueness::uniqueLevelNeedsNothing()
{
    const Level level = twoSolutions();
    const std::vector<Placement> intended = bruteForceSolutionList(level).front();
    const UniquenessResult made = proposeUniqueness(level, intended);
    QVERIFY(!made.proposals.empty());
    const UniquenessResult again =
        proposeUniqueness(made.proposals.front().level, *made.proposals.front().level.solution);
    QCOMPARE(again.status, UniquenessResult::Status::AlreadyUnique);
    QVERIFY(again.proposals.empty());
}

void TestUniqueness::stopRequestCancels()
{
    const Level level = fiftySolutions();
    std::stop_source stop;
    stop.request_stop();
    UniquenessOptions options;
    options.stopToken = stop.get_token();
    const UniquenessResult result = proposeUniqueness(level, bruteForceSolutionList(level).front(), options);
    QCOMPARE(result.status, UniquenessResult::Status::Cancelled);
    QVERIFY(result.proposals.empty());
}

// The generator's steps: shrinkZone never goes to kZoneCellsPerPiece cells per piece
// or below, and takes nothing when the zone is at that floor already.
void TestUniqueness::sharedStepsKeepTheZoneFloor()
{
    std::vector<Cell> zone;
    for (int x = 0; x < 10; ++x)
        zone.push_back({x, 0});
    const std::vector<Cell> ranked = {{0, 0}, {1, 0}, {2, 0}, {3, 0}};
    QVERIFY(shrinkZone(zone, ranked, 4, 2));
    QCOMPARE(zone.size(), std::size_t{8});
    QCOMPARE(zone.front(), (Cell{2, 0}));
    QVERIFY(!shrinkZone(zone, {{5, 0}}, 1, 2));
    QCOMPARE(zone.size(), std::size_t{8});
}

QTEST_APPLESS_MAIN(TestUniqueness)
#include "tst_uniqueness.moc"
