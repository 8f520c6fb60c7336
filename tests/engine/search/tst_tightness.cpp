// Tight solutions (engine/search/Tightness.h): a placement that solves a level and of which
// no proper subset, the empty one included, solves it. Every expected run below was
// worked out by hand from the rules (docs/spec/rules.md); the boards are custom, so
// a step off the rectangle lands on the point reflection of its cell (R5).
#include <QTest>

#include "engine/search/Tightness.h"
#include "tests/engine/rules/RuleBoard.h"

using namespace ff;
using namespace ff::test;

namespace {

using Status = Tightness::Status;

// The monster on (0,1) faces E and sees the own token on (2,1) (R10) and eats it:
// with nothing placed the run is lost. A turn-right stone on (1,1) ends the E ray
// (R9), so the monster sees nothing, turns S by the stone (R11), walks to (0,2),
// then S off the board lands on (4,0) (R5) and eats the enemy there: solved.
Level lure(const char* bottomRow)
{
    return RuleBoard({"....e", //
                      "M.o..", //
                      bottomRow})
        .level();
}

Placement turnRightOn(Cell c)
{
    return {PieceKind::TurnRight, Side::Own, c};
}

Placement stoneOn(Cell c)
{
    return {PieceKind::Stone, Side::Own, c};
}

} // namespace

class TestTightness : public QObject {
    Q_OBJECT

private slots:
    void onePieceThatTurnsTheMonsterIsTight()
    {
        const Arena arena(lure("....."));
        const Tightness t = checkTightness(arena, {turnRightOn({1, 1})});
        QCOMPARE(t.status, Status::Tight);
        QVERIFY(t.tight());
        QVERIFY(t.idle.empty());
        QCOMPARE(t.runs, std::uint64_t{2}); // the placement, then the empty one
    }

    // The stone on (3,2) only ends the E ray along row 2 that sees nothing anyway.
    void aStoneThatChangesNothingIsIdle()
    {
        const Arena arena(lure("....."));
        const Tightness t = checkTightness(arena, {stoneOn({3, 2}), turnRightOn({1, 1})});
        QCOMPARE(t.status, Status::NotTight);
        QVERIFY(!t.tight());
        QCOMPARE(t.idle, (std::vector<Placement>{stoneOn({3, 2})}));
        // the whole, the empty one, the stone alone (fails), the turn-right alone
        QCOMPARE(t.runs, std::uint64_t{4});
    }

    // An own token on (3,2): on (0,2) the monster would see it along row 2 at
    // distance 3, turn E and eat it. The stone on (2,2) hides it (R9); alone, the
    // stone leaves the first own token in sight. Both are needed.
    void twoPiecesThatNeedEachOtherAreTight()
    {
        const Arena arena(lure("...o."));
        const Tightness t = checkTightness(arena, {stoneOn({2, 2}), turnRightOn({1, 1})});
        QCOMPARE(t.status, Status::Tight);
        QVERIFY(t.idle.empty());
        QCOMPARE(t.runs, std::uint64_t{4});
    }

    void aPlacementThatDoesNotSolveFails()
    {
        const Arena arena(lure("....."));
        const Tightness nothing = checkTightness(arena, {});
        QCOMPARE(nothing.status, Status::Fails);
        QCOMPARE(nothing.runs, std::uint64_t{1});
        // A stone on (1,1) pushes the chain stone + own token east (R13) until the
        // token is crushed at the edge (R14): lost.
        QCOMPARE(checkTightness(arena, {stoneOn({1, 1})}).status, Status::Fails);
    }

    // Nothing placed and the enemy in sight: the empty placement solves, and having
    // no proper subset it is tight; any piece added to it is idle.
    void withTheEnemyInSightEveryPieceIsIdle()
    {
        const Arena arena(RuleBoard({"M..e", //
                                     "...."})
                              .level());
        QCOMPARE(checkTightness(arena, {}).status, Status::Tight);
        const Tightness t = checkTightness(arena, {stoneOn({1, 1})});
        QCOMPARE(t.status, Status::NotTight);
        QCOMPARE(t.idle, (std::vector<Placement>{stoneOn({1, 1})}));
    }

    // Two stones where nothing looks: the turn-right stone alone solves, so both
    // stones are idle, found after the empty subset and the two stones alone.
    void everyPieceOutsideTheSmallestSolvingSubsetIsIdle()
    {
        const Arena arena(lure("....."));
        const Tightness t = checkTightness(arena, {stoneOn({3, 0}), stoneOn({3, 2}), turnRightOn({1, 1})});
        QCOMPARE(t.status, Status::NotTight);
        QCOMPARE(t.idle, (std::vector<Placement>{stoneOn({3, 0}), stoneOn({3, 2})}));
        QCOMPARE(t.runs, std::uint64_t{5});
    }

    // The variant with a stop token answers the same while not stopped, and nothing
    // once a stop was requested.
    void aStopRequestGivesNothing()
    {
        const Arena arena(lure("....."));
        const std::vector<Placement> placement{stoneOn({3, 2}), turnRightOn({1, 1})};
        std::stop_source source;
        const std::optional<Tightness> running = checkTightness(arena, placement, source.get_token());
        QVERIFY(running.has_value());
        QCOMPARE(running->status, Status::NotTight);
        QCOMPARE(running->idle, (std::vector<Placement>{stoneOn({3, 2})}));
        QCOMPARE(running->runs, std::uint64_t{4});
        source.request_stop();
        QVERIFY(!checkTightness(arena, placement, source.get_token()).has_value());
    }

    void tooManyPiecesAreNotChecked()
    {
        const Arena arena(RuleBoard({"M.........", //
                                     "..........", //
                                     "..........", //
                                     ".........e"})
                              .level());
        std::vector<Placement> many;
        for (int x = 0; x < 10; ++x) {
            many.push_back(stoneOn({x, 1}));
            many.push_back(stoneOn({x, 2}));
        }
        many.push_back(stoneOn({1, 3}));
        QCOMPARE(static_cast<int>(many.size()), kMaxTightnessPieces + 1);
        const Tightness t = checkTightness(arena, many);
        QCOMPARE(t.status, Status::TooManyPieces);
        QCOMPARE(t.runs, std::uint64_t{0});
    }
};

QTEST_APPLESS_MAIN(TestTightness)
#include "tst_tightness.moc"
