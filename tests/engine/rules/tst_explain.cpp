// Step explanations (engine/rules/Explain.h): what each sight ray saw, R10's choice and
// what the monster did after it. Every expectation was worked out by hand from the
// rules R5 and R9-R17 of docs/spec/rules.md; the comments give the derivation.
// Boards are RuleBoard pictures (see RuleBoard.h for the letters).
// Qt first: moc (Qt 6.4) cannot parse GCC 12's <concepts>, which <compare> pulls in,
// unless QTest has already included it.
#include <QObject>
#include <QTest>

#include "engine/rules/Arena.h"
#include "engine/rules/Explain.h"
#include "engine/rules/Level.h"
#include "engine/rules/Simulation.h"
#include "tests/engine/rules/RuleBoard.h"

#include <vector>

using namespace ff;
using ff::test::RuleBoard;

namespace {

// The explanation of the first step of `board`'s run.
StepWhy firstStep(const RuleBoard& board)
{
    const Level level = board.level();
    const Arena arena(level);
    Simulation sim(arena, arena.initialState());
    const State before = sim.state();
    return explainStep(arena, before, sim.step());
}

RaySeen token(Dir d, int distance, Side side)
{
    return {d, RayEnd::Token, distance, side};
}

RaySeen blocked(Dir d, RayEnd end, int distance)
{
    return {d, end, distance, Side::Own};
}

RaySeen piece(Dir d, PieceKind kind, int distance)
{
    return {d, RayEnd::Piece, distance, Side::Own, kind};
}

Deed walk(Dir d, Cell to, bool crossed = false)
{
    Deed deed;
    deed.type = Deed::Type::Walk;
    deed.dir = d;
    deed.at = to;
    deed.crossed = crossed;
    return deed;
}

bool operator==(const RaySeen& a, const RaySeen& b)
{
    return a.dir == b.dir && a.end == b.end && a.distance == b.distance &&
           (a.end != RayEnd::Token || a.side == b.side) && (a.end == RayEnd::Wall || a.kind == b.kind);
}

} // namespace

class TestExplain : public QObject {
    Q_OBJECT
private slots:
    // R9, R10: facing N, the rays are N (facing), W (left), E (right). North sees the
    // own token on (3,1) at 3, west the enemy on (1,4) at 2, east nothing up to the
    // edge (x = 4, 5, 6: 3 cells). The unique nearest is west at 2: it turns west and
    // walks to (2,4).
    void r10_turnsTowardTheUniqueNearestToken()
    {
        const StepWhy why =
            firstStep(RuleBoard({".......", "...o...", ".......", ".......", ".e.M...", ".......", "......."})
                          .facing(Dir::N));
        QCOMPARE(why.at, (Cell{3, 4}));
        QVERIFY(why.facing == Dir::N);
        QVERIFY(why.rays[0] == token(Dir::N, 3, Side::Own));
        QVERIFY(why.rays[1] == token(Dir::W, 2, Side::Enemy));
        QVERIFY(why.rays[2] == blocked(Dir::E, RayEnd::Wall, 3));
        QVERIFY(why.choice == Choice::TurnToNearest);
        QVERIFY(why.faced == Dir::W);
        QCOMPARE(why.nearest, 2);
        QVERIFY(why.deeds == std::vector<Deed>{walk(Dir::W, {2, 4})});
    }

    // R10: facing E, left (N) sees the enemy on (3,1) at 2, right (S) the enemy on
    // (3,5) at 2, ahead nothing (x = 4, 5, 6). A tie at 2 keeps the facing: on to (4,3).
    void r10_tieKeepsTheFacing()
    {
        const StepWhy why = firstStep(
            RuleBoard({".......", "...e...", ".......", "...M...", ".......", "...e...", "......."}));
        QVERIFY(why.choice == Choice::Tie);
        QCOMPARE(why.nearest, 2);
        QVERIFY(why.faced == Dir::E);
        QVERIFY(why.rays[0] == blocked(Dir::E, RayEnd::Wall, 3));
        QVERIFY(why.rays[1] == token(Dir::N, 2, Side::Enemy));
        QVERIFY(why.rays[2] == token(Dir::S, 2, Side::Enemy));
        QVERIFY(why.deeds == std::vector<Deed>{walk(Dir::E, {4, 3})});
    }

    // R9, R11: facing E, the right-turning stone on (2,3) ends the ray ahead at 1;
    // north (y = 2, 1, 0) and south (y = 4, 5, 6) see 3 cells each and no token. With
    // nothing seen the stone turns the monster right, to S, and it walks to (1,4).
    void r11_turningStoneAheadWithNothingSeenTurns()
    {
        const StepWhy why = firstStep(
            RuleBoard({".......", ".......", ".......", ".Mr....", ".......", ".......", "......e"}));
        QVERIFY(why.choice == Choice::NothingSeen);
        QCOMPARE(why.nearest, 0);
        QVERIFY(why.rays[0] == piece(Dir::E, PieceKind::TurnRight, 1));
        QVERIFY(why.rays[1] == blocked(Dir::N, RayEnd::Wall, 3));
        QVERIFY(why.rays[2] == blocked(Dir::S, RayEnd::Wall, 3));
        Deed turn;
        turn.type = Deed::Type::TurnStone;
        turn.kind = PieceKind::TurnRight;
        turn.dir = Dir::S;
        turn.at = {2, 3};
        QVERIFY(why.deeds == (std::vector<Deed>{turn, walk(Dir::S, {1, 4})}));
    }

    // R9, R12, R13: the stone on (1,3) ends the ray ahead at 1 (the enemy behind it is
    // not seen); nothing else in sight. The monster pushes the chain stone + enemy one
    // cell east (the enemy is pushed, not eaten) and walks onto (1,3): one push of two
    // objects, the first a stone.
    void r13_pushesAChain()
    {
        const StepWhy why = firstStep(
            RuleBoard({".......", ".......", ".......", "Mse....", ".......", ".......", "......e"}));
        QVERIFY(why.rays[0] == piece(Dir::E, PieceKind::Stone, 1));
        QVERIFY(why.choice == Choice::NothingSeen);
        QCOMPARE(why.deeds.size(), size_t{2});
        QVERIFY(why.deeds[0].type == Deed::Type::Push);
        QVERIFY(why.deeds[0].kind == PieceKind::Stone);
        QCOMPARE(why.deeds[0].count, 2);
        QVERIFY(why.deeds[1] == walk(Dir::E, {1, 3}));
    }

    // R9: a ray ends at the first void cell; the void (3,0) is 3 cells east of (0,0),
    // so 2 cells are in sight before the wall. South (right of E) runs to the edge:
    // y = 1, 2 are 2 cells; north (left) has none.
    void r09_voidCellEndsTheRay()
    {
        const StepWhy why = firstStep(RuleBoard({"M..#...", ".......", "...#..e"}));
        QVERIFY(why.rays[0] == blocked(Dir::E, RayEnd::Wall, 2));
        QVERIFY(why.rays[1] == blocked(Dir::N, RayEnd::Wall, 0));
        QVERIFY(why.rays[2] == blocked(Dir::S, RayEnd::Wall, 2));
    }

    // R5, R15: on (6,3) of a 7 x 7 board facing E, the next cell is outside, so the
    // monster crosses the wall to the reflection of its own cell, (0,3), in the same
    // step. Nothing is in sight ahead (0 cells).
    void r05_crossesTheWall()
    {
        const StepWhy why = firstStep(
            RuleBoard({"e......", ".......", ".......", "......M", ".......", ".......", "......."}));
        QVERIFY(why.rays[0] == blocked(Dir::E, RayEnd::Wall, 0));
        QVERIFY(why.deeds == std::vector<Deed>{walk(Dir::E, {0, 3}, true)});
    }

    // R9, R12, R17: blood does not end a ray, so the enemy on (5,3) is seen ahead at 5:
    // the nearest, straight ahead. The monster walks onto the blood (1,3) and slides
    // (2,3), (3,3), then enters (4,3), which is not blood: 3 cells of slide.
    void r17_slidesOnBlood()
    {
        const StepWhy why = firstStep(
            RuleBoard({".......", ".......", ".......", "Mbbb.e.", ".......", ".......", "......e"}));
        QVERIFY(why.choice == Choice::NearestAhead);
        QCOMPARE(why.nearest, 5);
        QVERIFY(why.rays[0] == token(Dir::E, 5, Side::Enemy));
        Deed slide;
        slide.type = Deed::Type::Slide;
        slide.dir = Dir::E;
        slide.at = {4, 3};
        slide.count = 3;
        QVERIFY(why.deeds == (std::vector<Deed>{walk(Dir::E, {1, 3}), slide}));
    }

    // R10, R12.2, R19: the enemy two cells ahead is seen at 2; step 1 walks to (1,0),
    // step 2 sees it at 1, walks onto (2,0) and eats it, the last enemy: two steps.
    void explainsEveryStepOfARun()
    {
        const Level level = RuleBoard({"M.e", "...", "..."}).level();
        const Arena arena(level);
        const std::vector<StepWhy> whys = explainRun(arena, arena.initialState());
        QCOMPARE(whys.size(), size_t{2});
        QVERIFY(whys[0].choice == Choice::NearestAhead);
        QCOMPARE(whys[0].nearest, 2);
        QVERIFY(whys[0].deeds == std::vector<Deed>{walk(Dir::E, {1, 0})});
        QCOMPARE(whys[1].at, (Cell{1, 0}));
        QCOMPARE(whys[1].nearest, 1);
        Deed eat;
        eat.type = Deed::Type::Eat;
        eat.side = Side::Enemy;
        eat.at = {2, 0};
        QVERIFY(whys[1].deeds == (std::vector<Deed>{walk(Dir::E, {2, 0}), eat}));
    }
};

QTEST_APPLESS_MAIN(TestExplain)
#include "tst_explain.moc"
