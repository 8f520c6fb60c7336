// The monster rules R1-R20 and the project's own rules R23+ of docs/spec/rules.md,
// one or more tests per rule, named after it.
//
// Every expectation here was worked out by hand from the rule text before the engine
// ran; each test's comment shows the derivation (rule, cells, why). Boards are drawn
// with RuleBoard (see RuleBoard.h for the letters); paths are "x,yF" per step (the
// monster's cell and facing at the end of the step), sub-moves are written as
//   face F | turn K@x,y F | stuck F | move a>b F [crossed] [slide] |
//   teleport a>[via]>b F [crossed] | push K a>b | slide K a>b | eat K a |
//   crush K a REASON | remove K a REASON | slideturn a K@x,y F
// with K the object's picture letter and REASON off-board, teleporter, monster or exit.
// Qt first: moc (Qt 6.4) cannot parse GCC 12's <concepts>, which <compare> pulls in,
// unless QTest has already included it.
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTest>

#include "engine/rules/Arena.h"
#include "engine/rules/BasicLayout.h"
#include "engine/rules/Board.h"
#include "engine/rules/Level.h"
#include "engine/rules/Simulation.h"
#include "tests/engine/rules/RuleBoard.h"

#include <algorithm>
#include <set>
#include <stdexcept>
#include <utility>
#include <vector>

using namespace ff;
using ff::test::RuleBoard;
using namespace Qt::StringLiterals;

namespace {

QString cellText(Cell c)
{
    return u"%1,%2"_s.arg(c.x).arg(c.y);
}

QString posText(Cell c, Dir d)
{
    return cellText(c) + QChar::fromLatin1(dirLetter(d));
}

QString reasonText(GoneReason r)
{
    switch (r) {
    case GoneReason::OffBoard:
        return u"off-board"_s;
    case GoneReason::Teleporter:
        return u"teleporter"_s;
    case GoneReason::IntoMonster:
        return u"monster"_s;
    case GoneReason::ExitOrEntrance:
        return u"exit"_s;
    }
    return u"?"_s;
}

QString eventText(const Event& e)
{
    const QChar k = QChar::fromLatin1(RuleBoard::letter(e.kind, e.side));
    const QChar d = QChar::fromLatin1(dirLetter(e.dir));
    switch (e.type) {
    case Event::Type::Face:
        return u"face "_s + d;
    case Event::Type::TurnStone:
        return u"turn "_s + k + u'@' + cellText(e.to) + u' ' + d;
    case Event::Type::Stuck:
        return u"stuck "_s + d;
    case Event::Type::Move:
        return u"move "_s + cellText(e.from) + u'>' + cellText(e.to) + u' ' + d +
               (e.crossed ? u" crossed"_s : QString()) + (e.slide ? u" slide"_s : QString());
    case Event::Type::Teleport:
        return u"teleport "_s + cellText(e.from) + u">["_s + cellText(e.via) + u"]>"_s + cellText(e.to) +
               u' ' + d + (e.crossed ? u" crossed"_s : QString());
    case Event::Type::Push:
        return u"push "_s + k + u' ' + cellText(e.from) + u'>' + cellText(e.to);
    case Event::Type::ObjectSlide:
        return u"slide "_s + k + u' ' + cellText(e.from) + u'>' + cellText(e.to);
    case Event::Type::Eat:
        return u"eat "_s + k + u' ' + cellText(e.from);
    case Event::Type::Crush:
        return u"crush "_s + k + u' ' + cellText(e.from) + u' ' + reasonText(e.reason);
    case Event::Type::Remove:
        return u"remove "_s + k + u' ' + cellText(e.from) + u' ' + reasonText(e.reason);
    case Event::Type::SlideTurn:
        return u"slideturn "_s + cellText(e.from) + u' ' + k + u'@' + cellText(e.to) + u' ' + d;
    }
    return u"?"_s;
}

// A run of a RuleBoard level watched step by step through ff::Simulation.
class Play {
public:
    explicit Play(const RuleBoard& board, long maxSteps = kDefaultMaxSteps)
        : board_(board), level_(board.level()), arena_(level_), sim_(arena_, arena_.initialState(), maxSteps)
    {
    }

    // Takes up to n more steps, fewer when the run is settled first: the monster's cell
    // and facing after each, space separated.
    QString path(int n)
    {
        QStringList out;
        for (int k = 0; k < n && !sim_.finished(); ++k) {
            sim_.step();
            out << posText(arena_.cellAt(sim_.state().monster), sim_.state().facing);
        }
        return out.join(u' ');
    }

    // Takes one step: its sub-moves in order, "; " between them.
    QString step()
    {
        if (sim_.finished())
            return u"(the run is already settled)"_s;
        return eventsText(sim_.step());
    }

    // Runs to the end: the sub-moves of one lap of the loop the run ends in
    // (Simulation::loopEvents), "; " between them.
    QString loop()
    {
        while (!sim_.finished())
            sim_.step();
        return eventsText(sim_.loopEvents());
    }

    QStringList picture() const
    {
        QStringList out;
        for (const std::string& row : board_.picture(arena_, sim_.state()))
            out << QString::fromStdString(row);
        return out;
    }

    const Level& level() const { return level_; }
    const Arena& arena() const { return arena_; }
    const State& state() const { return sim_.state(); }
    const Simulation& sim() const { return sim_; }

private:
    static QString eventsText(const std::vector<Event>& events)
    {
        QStringList out;
        for (const Event& e : events)
            out << eventText(e);
        return out.join(u"; "_s);
    }

    RuleBoard board_;
    Level level_;
    Arena arena_;
    Simulation sim_;
};

// Runs the level to its end with Arena::run: "outcome steps x,yF" with the monster's
// final cell and facing. The step-by-step Simulation must end in the very same state;
// when it does not, the difference is appended so the comparison fails visibly.
QString finish(const RuleBoard& board, long maxSteps = kDefaultMaxSteps)
{
    const Level level = board.level();
    const Arena arena(level);
    State s = arena.initialState();
    const RunResult r = arena.run(s, maxSteps);
    QString text = QString::fromLatin1(outcomeName(r.outcome)) + u' ' + QString::number(r.steps) + u' ' +
                   posText(arena.cellAt(s.monster), s.facing);
    Simulation sim(arena, arena.initialState(), maxSteps);
    while (!sim.finished())
        sim.step();
    if (sim.steps() != r.steps || sim.outcome() != r.outcome || !sim.state().sameAs(s))
        text += u" (simulation: "_s + QString::fromLatin1(outcomeName(sim.outcome())) + u' ' +
                QString::number(sim.steps()) + u' ' +
                posText(arena.cellAt(sim.state().monster), sim.state().facing) + u')';
    return text;
}

// The engine's basic layout (r04_basicLayout checks it against R4) as a picture.
RuleBoard basicLayout()
{
    const Arena arena(basicLayoutLevel());
    return RuleBoard::standard(RuleBoard::standard().picture(arena, arena.initialState()));
}

std::set<Cell> cellsOf(const Level& level, PieceKind kind)
{
    std::set<Cell> out;
    for (const Piece& p : level.pieces) {
        if (p.kind != kind)
            continue;
        if (kind == PieceKind::Blood)
            out.insert(p.cells.begin(), p.cells.end());
        else
            out.insert(p.at);
    }
    return out;
}

} // namespace

class TestRules : public QObject {
    Q_OBJECT

private slots:
    // ---- R1 coordinates and directions --------------------------------------------

    void r01_directionsAndQuarterTurns()
    {
        // R1: N = (0,-1), E = (+1,0), S = (0,+1), W = (-1,0); left = counter-clockwise.
        QCOMPARE(step({3, 4}, Dir::N), (Cell{3, 3}));
        QCOMPARE(step({3, 4}, Dir::E), (Cell{4, 4}));
        QCOMPARE(step({3, 4}, Dir::S), (Cell{3, 5}));
        QCOMPARE(step({3, 4}, Dir::W), (Cell{2, 4}));
        QVERIFY(turnLeft(Dir::N) == Dir::W);
        QVERIFY(turnLeft(Dir::W) == Dir::S);
        QVERIFY(turnLeft(Dir::S) == Dir::E);
        QVERIFY(turnLeft(Dir::E) == Dir::N);
        QVERIFY(turnRight(Dir::N) == Dir::E);
        QVERIFY(turnRight(Dir::E) == Dir::S);
        QVERIFY(turnRight(Dir::S) == Dir::W);
        QVERIFY(turnRight(Dir::W) == Dir::N);
        QVERIFY(turnAround(Dir::N) == Dir::S);
        QVERIFY(turnAround(Dir::E) == Dir::W);
    }

    void r01_rowsCountFromTheTop()
    {
        // Monster (1,0) facing S, nothing to see: S moves down the picture, y grows.
        // Step 3 from (1,2): (1,3) is outside, R5 lands on (3-1-1, 3-1-2) = (1,0).
        Play play(RuleBoard({".M.", "...", "..."}).facing(Dir::S));
        QCOMPARE(play.path(3), u"1,1S 1,2S 1,0S"_s);
    }

    void r01_leftOfNorthIsWest()
    {
        // Facing N the rays are N, left = W, right = E (R1, R9). A lone token on (0,1)
        // is on the left ray at distance 1: the monster turns W and eats it.
        QCOMPARE(finish(RuleBoard({"...", "eM.", "..."}).facing(Dir::N)), u"solved 1 0,1W"_s);
        // On (2,1) it is on the right ray: the monster turns E.
        QCOMPARE(finish(RuleBoard({"...", ".Me", "..."}).facing(Dir::N)), u"solved 1 2,1E"_s);
    }

    // ---- R2 custom boards -----------------------------------------------------------

    void r02_voidsArePointSymmetric()
    {
        // (0,0) reflects to (5-1-0, 4-1-0) = (4,3).
        QVERIFY(Board(5, 4, {{0, 0}, {4, 3}}).voidSymmetric());
        QVERIFY(!Board(5, 4, {{0, 0}}).voidSymmetric());
        QVERIFY(!Board(5, 4, {{0, 0}, {4, 0}}).voidSymmetric());
        const Level level = RuleBoard({"#M...", ".....", ".....", "....#"}).level();
        const Board& b = level.board;
        QCOMPARE(b.width(), 5);
        QCOMPARE(b.height(), 4);
        QVERIFY(b.voidSymmetric());
        QVERIFY(b.isVoid({0, 0}));
        QVERIFY(b.isVoid({4, 3}));
        QVERIFY(b.isPlaying({4, 0}));
        QCOMPARE(b.playingCount(), 18);
        // Everything outside the rectangle is void too.
        QVERIFY(b.isVoid({-1, 0}));
        QVERIFY(b.isVoid({5, 0}));
        QVERIFY(b.isVoid({0, 4}));
        QVERIFY(b.isVoid({0, -1}));
    }

    void r02_voidCellIsAWallForTheMonster()
    {
        // Monster (1,0) facing W; (0,0) is void, so the step crosses the wall (R5):
        // it lands on the reflection of (1,0) = (5-1-1, 4-1-0) = (3,3), facing W.
        Play play(RuleBoard({"#M...", ".....", ".....", "....#"}).facing(Dir::W));
        QCOMPARE(play.step(), u"move 1,0>3,3 W crossed"_s);
    }

    // ---- R3 the standard board ---------------------------------------------------------

    void r03_standardBoard()
    {
        const Board b = Board::standard();
        QCOMPARE(b.width(), 16);
        QCOMPARE(b.height(), 11);
        QVERIFY(b.isStandard());
        // y <= 3 and x >= 12 + y: 4 + 3 + 2 + 1 cells; y >= 7 and x <= y - 7: 1 + 2 + 3 + 4.
        const std::set<Cell> expected = {{12, 0}, {13, 0}, {14, 0}, {15, 0}, {13, 1}, {14, 1}, {15, 1},
                                         {14, 2}, {15, 2}, {15, 3}, {0, 7},  {0, 8},  {1, 8},  {0, 9},
                                         {1, 9},  {2, 9},  {0, 10}, {1, 10}, {2, 10}, {3, 10}};
        QCOMPARE(b.voids().size(), size_t{20});
        QVERIFY(std::set<Cell>(b.voids().begin(), b.voids().end()) == expected);
        int voids = 0;
        for (int y = 0; y < 11; ++y) {
            for (int x = 0; x < 16; ++x) {
                QCOMPARE(b.isVoid({x, y}), expected.count({x, y}) == 1);
                voids += b.isVoid({x, y}) ? 1 : 0;
            }
        }
        QCOMPARE(voids, 20);
        QCOMPARE(b.playingCount(), 156);
        QVERIFY(b.voidSymmetric());
        QCOMPARE(b.exit(), std::optional<Cell>(Cell{0, 0}));
        QCOMPARE(b.entrance(), std::optional<Cell>(Cell{15, 10}));
        // The monster starts on (0,0) facing E.
        const Level level;
        QCOMPARE(level.monsterAt, (Cell{0, 0}));
        QVERIFY(level.monsterFacing == Dir::E);
        QVERIFY(level.board == b);
        const Level drawn = RuleBoard::standard().level();
        QVERIFY(drawn.board == b);
        QCOMPARE(drawn.monsterAt, (Cell{0, 0}));
        QVERIFY(drawn.monsterFacing == Dir::E);
    }

    // ---- R4 the basic layout ---------------------------------------------------------

    void r04_basicLayout()
    {
        // The engine's basic layout, piece by piece in R4's order: the stones, then
        // pool A and pool B as two blood pieces, on the standard board (R3) with the
        // monster on (0,0) facing E. The only test that lists R4's cells.
        const Level level = basicLayoutLevel();
        QVERIFY(level.board == Board::standard());
        QCOMPARE(level.monsterAt, (Cell{0, 0}));
        QVERIFY(level.monsterFacing == Dir::E);
        QVERIFY(level.inventory.empty());
        QVERIFY(level.pieces == basicLayoutPieces());
        const std::vector<Cell> stones = {{2, 2}, {12, 3}, {7, 4},  {8, 5}, {13, 5}, {6, 6},
                                          {4, 7}, {12, 7}, {14, 8}, {5, 9}, {8, 9}};
        QCOMPARE(level.pieces.size(), stones.size() + 2);
        for (std::size_t i = 0; i < stones.size(); ++i) {
            QVERIFY(level.pieces[i].kind == PieceKind::Stone);
            QCOMPARE(level.pieces[i].at, stones[i]);
        }
        const Piece& poolA = level.pieces[stones.size()];
        const Piece& poolB = level.pieces[stones.size() + 1];
        QVERIFY(poolA.kind == PieceKind::Blood);
        QCOMPARE(poolA.cells, (std::vector<Cell>{{8, 2}, {9, 2}, {8, 3}, {9, 3}}));
        QVERIFY(poolB.kind == PieceKind::Blood);
        QCOMPARE(poolB.cells, (std::vector<Cell>{{4, 8}, {5, 8}, {6, 8}, {7, 8}}));

        const RuleBoard board = basicLayout().set({8, 4}, 'e');
        // The run: along row 0 nothing is seen (columns 0..7 end at stones or voids
        // before any token), so steps 1-8 walk to (8,0). Step 9 from (8,0): the S ray
        // passes (8,1), blood (8,2) (8,3) and sees the enemy at distance 4; the E ray
        // ends at void (12,0): turn S, enter (8,1). Step 10: enemy straight ahead at 3,
        // nothing on E (ends at void (13,1)) or W: enter blood (8,2), slide (8,3), enter
        // (8,4) eating the last enemy: solved.
        Play play(board);
        QCOMPARE(play.path(9), u"1,0E 2,0E 3,0E 4,0E 5,0E 6,0E 7,0E 8,0E 8,1S"_s);
        QCOMPARE(play.step(), u"move 8,1>8,2 S; move 8,2>8,3 S slide; move 8,3>8,4 S slide; eat e 8,4"_s);
        QCOMPARE(finish(board), u"solved 10 8,4S"_s);
    }

    void r04_basicLayoutLongRun()
    {
        // As above with a second enemy on (9,10), on no ray until step 17 (the monster
        // only looks along rows 0,1,4..10 and columns 0..8). Step 10 eats (8,4), the
        // run goes on. Step 11 from (8,4) facing S: S ends at stone (8,5), E row 4 is
        // empty, W ends at stone (7,4): push (8,5) to (8,6). Steps 12, 13 push the stone
        // on to (8,8) (rays: E ends at (13,5) / row 6 empty; W row 5 empty / ends at
        // (6,6)). Step 14 pushes the chain (8,8) + R4's stone (8,9) down by one; step 15
        // pushes that chain against the edge: (8,10) leaves the board; step 16 the last
        // one too. Step 17 from (8,10) facing S: S is outside, E sees the enemy (9,10)
        // at 1: turn E and eat it: solved.
        const RuleBoard board = basicLayout().set({8, 4}, 'e').set({9, 10}, 'e');
        Play play(board);
        QCOMPARE(play.path(10), u"1,0E 2,0E 3,0E 4,0E 5,0E 6,0E 7,0E 8,0E 8,1S 8,4S"_s);
        QCOMPARE(play.path(3), u"8,5S 8,6S 8,7S"_s);
        QCOMPARE(play.step(), u"push s 8,9>8,10; push s 8,8>8,9; move 8,7>8,8 S"_s);
        QCOMPARE(play.step(), u"remove s 8,10 off-board; push s 8,9>8,10; move 8,8>8,9 S"_s);
        QCOMPARE(play.step(), u"remove s 8,10 off-board; move 8,9>8,10 S"_s);
        QCOMPARE(play.step(), u"face E; move 8,10>9,10 E; eat e 9,10"_s);
        QCOMPARE(play.state().objects, 9);
        QCOMPARE(finish(board), u"solved 17 9,10E"_s);
    }

    // ---- R5 wall crossing --------------------------------------------------------------

    void r05_wallCrossingLandsOnPointReflection()
    {
        const Board b(5, 3);
        bool crossed = false;
        QCOMPARE(b.next({4, 0}, Dir::E, &crossed), (Cell{0, 2}));
        QVERIFY(crossed);
        QCOMPARE(b.next({4, 1}, Dir::E, &crossed), (Cell{0, 1}));
        QVERIFY(crossed);
        QCOMPARE(b.next({0, 0}, Dir::N, &crossed), (Cell{4, 2}));
        QVERIFY(crossed);
        QCOMPARE(b.next({0, 0}, Dir::W), (Cell{4, 2}));
        QCOMPARE(b.next({2, 1}, Dir::E, &crossed), (Cell{3, 1}));
        QVERIFY(!crossed);
        // Monster (4,0) facing E: (5,0) is outside, it lands on (0,2) facing E in the
        // same step, then walks on to (1,2).
        Play play(RuleBoard({"....M", ".....", "....."}));
        QCOMPARE(play.step(), u"move 4,0>0,2 E crossed"_s);
        QCOMPARE(play.path(1), u"1,2E"_s);
    }

    void r05_wallCrossingOnStandardBoard()
    {
        // R5 on the standard board: the reflection of the cell itself.
        const Board b = Board::standard();
        QCOMPARE(b.next({11, 0}, Dir::E), (Cell{4, 10})); // (12,0) void
        QCOMPARE(b.next({12, 1}, Dir::N), (Cell{3, 9}));  // (12,0) void
        QCOMPARE(b.next({1, 7}, Dir::W), (Cell{14, 3}));  // (0,7) void
        QCOMPARE(b.next({0, 6}, Dir::W), (Cell{15, 4}));  // outside
        QCOMPARE(b.next({5, 0}, Dir::N), (Cell{10, 10})); // outside
        QCOMPARE(b.next({15, 4}, Dir::E), (Cell{0, 6}));
        QCOMPARE(b.next({3, 9}, Dir::S), (Cell{12, 1})); // (3,10) void
        // Monster (11,0) facing E on the empty board: to (4,10) facing E.
        Play play(RuleBoard::standard().set({0, 0}, '.').set({11, 0}, 'M'));
        QCOMPARE(play.step(), u"move 11,0>4,10 E crossed"_s);
    }

    void r05_landingCellIsEnteredLikeAnyOther()
    {
        // Monster (3,0) facing E on 4 x 3 sees nothing (E: outside, N: outside, S:
        // (3,1) (3,2)). The next cell is the reflection (0,2), which holds the enemy:
        // entered by R12, the token is eaten in that one step.
        const RuleBoard board({"...M", "....", "e..."});
        Play play(board);
        QCOMPARE(play.step(), u"move 3,0>0,2 E crossed; eat e 0,2"_s);
        QCOMPARE(finish(board), u"solved 1 0,2E"_s);
        // A stone on the landing cell is pushed on along E inside the rectangle.
        Play push(RuleBoard({"...M", "....", "s..."}));
        QCOMPARE(push.step(), u"push s 0,2>1,2; move 3,0>0,2 E crossed"_s);
        QCOMPARE(push.picture(), (QStringList{"....", "....", "Ms.."}));
    }

    // ---- R6 floor features ---------------------------------------------------------

    void r06_floorFeaturesNeverMove()
    {
        // Step 1: blood (1,0), slide over (2,0), into teleporter (3,0): out on its twin
        // (4,1) facing the twin's arrow E. Step 2: on to (5,1). Blood and teleporters
        // stay where they were.
        Play play(RuleBoard({"Mbb1..", "....1."}).teleporter('1', Dir::S, Dir::E));
        QCOMPARE(play.step(), u"move 0,0>1,0 E; move 1,0>2,0 E slide; teleport 2,0>[3,0]>4,1 E"_s);
        QCOMPARE(play.picture(), (QStringList{".bb1..", "....M."}));
        QCOMPARE(play.path(1), u"5,1E"_s);
        QCOMPARE(play.picture(), (QStringList{".bb1..", "....1M"}));
        const Arena& a = play.arena();
        QVERIFY(a.isBlood(a.index({1, 0})) && a.isBlood(a.index({2, 0})));
        QVERIFY(a.isTeleporter(a.index({3, 0})) && a.isTeleporter(a.index({4, 1})));
        QVERIFY(!a.isBlood(a.index({0, 0})) && !a.isTeleporter(a.index({5, 1})));
    }

    // ---- R7 objects ------------------------------------------------------------------

    void r07_everyObjectKindIsPushed()
    {
        // Monster (0,0) facing E: the E ray passes the crystal and ends at the
        // turn-right on (2,0), nothing else in sight. The next cell holds a crystal (not
        // a turning stone): the whole chain (1,0)..(7,0) moves one cell E, farthest
        // first; the tokens behind the blocks are pushed, not eaten.
        Play play(RuleBoard({"Mcrlusoe.", "........."}));
        QCOMPARE(play.step(),
                 u"push e 7,0>8,0; push o 6,0>7,0; push s 5,0>6,0; push u 4,0>5,0; push l 3,0>4,0; "
                 "push r 2,0>3,0; push c 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".Mcrlusoe", "........."}));
        QCOMPARE(play.state().objects, 7);
    }

    void r07_noObjectRestsOnATeleporter()
    {
        // The crystal pushed from (1,0) toward teleporter (2,0) is destroyed (R14).
        Play play(RuleBoard({"Mc1..", ".....", "..1.."}).teleporter('1', Dir::N, Dir::S));
        QCOMPARE(play.step(), u"remove c 1,0 teleporter; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".M1..", ".....", "..1.."}));
        QCOMPARE(play.state().objects, 0);
    }

    // ---- R8 the monster ----------------------------------------------------------------

    void r08_monsterEndsItsStepOffBlood()
    {
        // Blood (1,0) (2,0): entered and slid over in step 1, which ends on (3,0).
        Play play(RuleBoard({"Mbb..", "....."}));
        QCOMPARE(play.step(), u"move 0,0>1,0 E; move 1,0>2,0 E slide; move 2,0>3,0 E slide"_s);
        QCOMPARE(play.picture(), (QStringList{".bbM.", "....."}));
    }

    // ---- R9 rays -----------------------------------------------------------------------

    void r09_raysStopAtStones()
    {
        // Monster (2,2) facing E: the E ray ends at the stone (3,2), so the enemy (4,2)
        // is hidden; the left ray N sees the enemy (2,0) at 2; S sees nothing. Turn N.
        Play play(RuleBoard({"..e..", ".....", "..Mse", ".....", "....."}));
        QCOMPARE(play.step(), u"face N; move 2,2>2,1 N"_s);
    }

    void r09_raysStopAtTurningStones()
    {
        // Step 1 from (0,1) E: E ray (1,1), turn-left (2,1) ends it; N (0,0), S (0,2):
        // nothing. Move to (1,1). Step 2: E ray ends at once at the turn-left, so the
        // enemy (3,1) is unseen; nothing seen at all, so R11 turns the monster N on the
        // turn-left and it enters (1,0).
        Play play(RuleBoard({".....", "M.le.", "....."}));
        QCOMPARE(play.path(2), u"1,1E 1,0N"_s);
    }

    void r09_sightDoesNotCrossWalls()
    {
        // Monster (1,0) facing N on 4 x 4. The N ray ends at the wall; across it lies
        // (2,3) = reflection of (1,0) with an enemy, which is not seen. The right ray E
        // sees the own token (3,0) at 2: turn E to (2,0). Step 2: own token at 1 (E),
        // enemy (2,3) at 3 (S): eat the own token.
        const RuleBoard board({".M.o", "....", "....", "..e."});
        Play play(RuleBoard(board).facing(Dir::N));
        QCOMPARE(play.path(2), u"2,0E 3,0E"_s);
        QCOMPARE(finish(RuleBoard(board).facing(Dir::N)), u"own-token-lost 2 3,0E"_s);
    }

    void r09_crystalsBloodAndTeleportersDoNotStopRays()
    {
        // Monster (0,1) facing N: N ray (0,0), W nothing. The right ray E passes the
        // crystal (1,1), blood (2,1), teleporter (3,1) and sees the enemy (4,1) at 4:
        // turn E. The crystal is pushed onto blood (2,1); the teleporter (3,1) past the
        // pool stops its slide on (2,1) (R14).
        Play play(RuleBoard({".....1", "Mcb1e.", "......"}).facing(Dir::N).teleporter('1', Dir::S, Dir::E));
        QCOMPARE(play.step(), u"face E; push c 1,1>2,1; move 0,1>1,1 E"_s);
        QCOMPARE(play.picture(), (QStringList{".....1", ".MC1e.", "......"}));
    }

    void r09_tokenOnBloodIsSeen()
    {
        // Monster (0,1) facing N sees only the enemy on blood (3,1), right ray, at 3.
        Play play(RuleBoard({".....", "M..E.", "....."}).facing(Dir::N));
        QCOMPARE(play.step(), u"face E; move 0,1>1,1 E"_s);
    }

    void r09_lookReportsRays()
    {
        // Arena::look for monster (2,2) facing E on 5 x 5: facing ray E ends at the
        // stone (3,2) (length 1, no token); left N sees the enemy (2,0) at 2 (length 2 to
        // the edge); right S sees nothing over 2 cells. R10 picks N.
        Play play(RuleBoard({"..e..", ".....", "..Mse", ".....", "....."}));
        const Look look = play.arena().look(play.state());
        QVERIFY(look.rays[0].dir == Dir::E);
        QCOMPARE(look.rays[0].length, 1);
        QCOMPARE(look.rays[0].token, 0);
        QVERIFY(look.rays[1].dir == Dir::N);
        QCOMPARE(look.rays[1].token, 2);
        QVERIFY(look.rays[2].dir == Dir::S);
        QCOMPARE(look.rays[2].token, 0);
        QCOMPARE(look.rays[2].length, 2);
        QVERIFY(look.chosen == Dir::N);
        QVERIFY(look.sawToken);
    }

    // ---- R10 choice ------------------------------------------------------------------

    void r10_turnsToTheUniqueNearestToken()
    {
        // Monster (2,2) facing E: own token N at 2, enemy S at 1: turn S, eat it.
        const RuleBoard board({"..o..", ".....", "..M..", "..e..", "....."});
        Play play(board);
        QCOMPARE(play.step(), u"face S; move 2,2>2,3 S; eat e 2,3"_s);
        QCOMPARE(finish(board), u"solved 1 2,3S"_s);
    }

    void r10_tieKeepsFacing()
    {
        // Own token N at 2, enemy S at 2, nothing E: tie, keep E, enter (3,2). Step 2
        // from (3,2): columns 3 are empty, nothing seen: on to (4,2).
        Play play(RuleBoard({"..o..", ".....", "..M..", ".....", "..e.."}));
        QCOMPARE(play.step(), u"move 2,2>3,2 E"_s);
        QCOMPARE(play.path(1), u"4,2E"_s);
    }

    void r10_tieWithTheFacingRayKeepsFacing()
    {
        // Enemy E at 2, own token N at 2: tie, keep E to (3,2). Step 2: enemy at 1
        // alone: eat it.
        const RuleBoard board({"..o..", ".....", "..M.e", ".....", "....."});
        Play play(board);
        QCOMPARE(play.step(), u"move 2,2>3,2 E"_s);
        QCOMPARE(finish(board), u"solved 2 4,2E"_s);
    }

    void r10_threeWayTieKeepsFacing()
    {
        const RuleBoard board({"..o..", ".....", "..M.e", ".....", "..o.."});
        Play play(board);
        QCOMPARE(play.step(), u"move 2,2>3,2 E"_s);
        QCOMPARE(finish(board), u"solved 2 4,2E"_s);
    }

    void r10_ownAndEnemyTokensAreAlike()
    {
        // Monster (2,2) facing N: enemy W (left) at 2, own token E (right) at 1: the
        // nearer own token wins and is eaten.
        const RuleBoard board = RuleBoard({".....", ".....", "e.Mo.", ".....", "....."}).facing(Dir::N);
        Play play(board);
        QCOMPARE(play.step(), u"face E; move 2,2>3,2 E; eat o 3,2"_s);
        QCOMPARE(finish(board), u"own-token-lost 1 3,2E"_s);
    }

    void r10_neverLooksBackwards()
    {
        // Monster (2,1) facing E; the only token (0,1) is behind it: nothing seen, it
        // keeps walking E.
        Play play(RuleBoard({".....", "e.M..", "....."}));
        QCOMPARE(play.path(2), u"3,1E 4,1E"_s);
    }

    // ---- R11 turning stones ----------------------------------------------------------

    void r11_turnRightStone()
    {
        // Monster (0,1) facing E, nothing seen (E ends at the stone, N (0,0), S (0,2)):
        // turn-right (1,1) turns it S, it enters (0,2) without pushing the stone.
        Play play(RuleBoard({"...", "Mr.", "..."}));
        QCOMPARE(play.step(), u"turn r@1,1 S; move 0,1>0,2 S"_s);
        QCOMPARE(play.picture(), (QStringList{"...", ".r.", "M.."}));
    }

    void r11_turnLeftStone()
    {
        Play play(RuleBoard({"...", "Ml.", "..."}));
        QCOMPARE(play.step(), u"turn l@1,1 N; move 0,1>0,0 N"_s);
    }

    void r11_turn180Stone()
    {
        // Turned to W; (-1,1) is outside, so the next cell is the reflection of (0,1),
        // (2,1) (R5).
        Play play(RuleBoard({"...", "Mu.", "..."}));
        QCOMPARE(play.step(), u"turn u@1,1 W; move 0,1>2,1 W crossed"_s);
    }

    void r11_chainOfTurningStones()
    {
        // Monster (1,1) facing E, nothing seen (E and S end at turning stones, N empty).
        // turn-right (2,1): facing S; next (1,2) turn-right again: facing W; next (0,1)
        // is empty: enter it.
        Play play(RuleBoard({"...", ".Mr", ".r."}));
        QCOMPARE(play.step(), u"turn r@2,1 S; turn r@1,2 W; move 1,1>0,1 W"_s);
    }

    void r11_turningStoneAcrossTheWall()
    {
        // Monster (2,1) facing E: the next cell (after R5) is the reflection (0,1), a
        // turn-left: facing N, enter (2,0).
        Play play(RuleBoard({"...", "l.M", "..."}));
        QCOMPARE(play.step(), u"turn l@0,1 N; move 2,1>2,0 N"_s);
    }

    void r11_noLookAfterTurning()
    {
        // Monster (1,1) facing E sees nothing (the enemy (0,1) is behind it). Turned S by
        // the turn-right, it does not look again (that look would see the enemy W at 1)
        // and enters (1,2).
        Play play(RuleBoard({"...", "eMr", "..."}));
        QCOMPARE(play.step(), u"turn r@2,1 S; move 1,1>1,2 S"_s);
    }

    void r11_tokenAfterTurnIsEaten()
    {
        // Turned around by the turn-180, the next cell (0,1) holds the enemy: eaten.
        const RuleBoard board({"...", "eMu", "..."});
        Play play(board);
        QCOMPARE(play.step(), u"turn u@2,1 W; move 1,1>0,1 W; eat e 0,1"_s);
        QCOMPARE(finish(board), u"solved 1 0,1W"_s);
    }

    void r11_fourTurnsEndTheStep()
    {
        // Monster (1,1) facing E, every ray ends at a turning stone at 1, the enemy
        // (0,0) is never seen. Turns: E -u(2,1)-> W -r(0,1)-> N -u(1,0)-> S -r(1,2)-> W;
        // after these 4 turns the monster stays, facing W (R25). Step 2 from W:
        // W -r-> N -u-> S -r-> W -r-> N. Step 3: N -u-> S -r-> W -r-> N -u-> S. Step 4:
        // S -r-> W -r-> N -u-> S -r-> W: the state after step 1 again.
        const RuleBoard board({"eu.", "rMu", ".r."});
        Play play(board);
        QCOMPARE(play.step(), u"turn u@2,1 W; turn r@0,1 N; turn u@1,0 S; turn r@1,2 W; stuck W"_s);
        QCOMPARE(play.path(3), u"1,1N 1,1S 1,1W"_s);
        QCOMPARE(finish(board), u"endless 4 1,1W"_s);
    }

    void r11_turningStoneIsPushedWhenATieWasSeen()
    {
        // Enemies N and S at 2: a tie, facing E kept; a token was seen, so the
        // turn-right ahead is pushed like a stone to (4,2).
        Play play(RuleBoard({"..e..", ".....", "..Mr.", ".....", "..e.."}));
        QCOMPARE(play.step(), u"push r 3,2>4,2; move 2,2>3,2 E"_s);
        QCOMPARE(play.picture(), (QStringList{"..e..", ".....", "...Mr", ".....", "..e.."}));
    }

    // ---- R12 entering a cell ---------------------------------------------------------

    void r12_teleporterGivesTwinCellAndArrow()
    {
        // Entering teleporter (1,0) puts the monster on its twin (3,2) facing the twin's
        // arrow N (not the entered one's E); the step ends there. Step 2 goes N.
        Play play(RuleBoard({"M1...", ".....", "...1."}).teleporter('1', Dir::E, Dir::N));
        QCOMPARE(play.step(), u"teleport 0,0>[1,0]>3,2 N"_s);
        QCOMPARE(play.path(1), u"3,1N"_s);
    }

    void r12_tokenIsEaten()
    {
        const RuleBoard board({"Me.", "..."});
        Play play(board);
        QCOMPARE(play.step(), u"move 0,0>1,0 E; eat e 1,0"_s);
        QCOMPARE(finish(board), u"solved 1 1,0E"_s);
    }

    void r12_blockIsPushedThenEntered()
    {
        Play play(RuleBoard({"Ms..", "...."}));
        QCOMPARE(play.step(), u"push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".Ms.", "...."}));
    }

    void r12_tokenOnBloodIsEatenThenTheSlideGoesOn()
    {
        // Enemy on blood (1,0) at 1 ahead: eaten (one enemy (4,1) is left), then the
        // monster slides over (2,0) and stops on (3,0).
        Play play(RuleBoard({"MEb..", "....e"}));
        QCOMPARE(play.step(), u"move 0,0>1,0 E; eat e 1,0; move 1,0>2,0 E slide; move 2,0>3,0 E slide"_s);
    }

    // ---- R13 push chains ---------------------------------------------------------------

    void r13_chainMovesFarthestFirst()
    {
        // Chain (1,0) stone, (2,0) crystal, (3,0) enemy; (4,0) empty. Nothing is seen
        // (E ends at the stone). The token moves first, the stone last.
        Play play(RuleBoard({"Msce...", "......."}));
        QCOMPARE(play.step(), u"push e 3,0>4,0; push c 2,0>3,0; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".Msce..", "......."}));
    }

    void r13_chainNeverWraps()
    {
        // Chain (1,0)..(3,0) ends at the edge: the own token (3,0) is pushed off (not
        // across the wall to (0,2), where a stone stays untouched) and crushed.
        const RuleBoard board({"Mseo", "....", "s..."});
        Play play(board);
        QCOMPARE(play.step(), u"crush o 3,0 off-board; push e 2,0>3,0; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".Mse", "....", "s..."}));
        QCOMPARE(finish(board), u"own-token-lost 1 1,0E"_s);
    }

    // ---- R14 moving a pushed object ----------------------------------------------------

    void r14_blockPushedOffBoardIsRemoved()
    {
        Play play(RuleBoard({"Ms", ".."}));
        QCOMPARE(play.step(), u"remove s 1,0 off-board; move 0,0>1,0 E"_s);
        QCOMPARE(play.state().objects, 0);
    }

    void r14_tokenPushedOffBoardIsCrushed()
    {
        // The enemy (2,0) leaves the board: crushed = eaten, the last enemy: solved.
        const RuleBoard board({"Mse", "..."});
        Play play(board);
        QCOMPARE(play.step(), u"crush e 2,0 off-board; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(finish(board), u"solved 1 1,0E"_s);
    }

    void r14_tokenPushedOntoTeleporterIsCrushed()
    {
        const RuleBoard board = RuleBoard({"Mse1..", "......", "....1."}).teleporter('1', Dir::N, Dir::N);
        Play play(board);
        QCOMPARE(play.step(), u"crush e 2,0 teleporter; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(finish(board), u"solved 1 1,0E"_s);
    }

    void r14_objectPushedIntoTheMonsterAcrossTheWall()
    {
        // Monster (0,1) facing W on 4 x 3 sees nothing (W: outside; S (0,2); N (0,0)).
        // Next cell: reflection of (0,1) = (3,1), same row. Chain along W: (3,1) stone,
        // (2,1) stone, (1,1) enemy, then the monster's own cell. The enemy's target is
        // the monster's cell: crushed = eaten, the last enemy. The rest of the chain
        // still moves and the monster stands on (3,1).
        const RuleBoard board = RuleBoard({"....", "Mess", "...."}).facing(Dir::W);
        Play play(board);
        QCOMPARE(play.step(),
                 u"crush e 1,1 monster; push s 2,1>1,1; push s 3,1>2,1; move 0,1>3,1 W crossed"_s);
        QCOMPARE(play.picture(), (QStringList{"....", ".ssM", "...."}));
        QCOMPARE(finish(board), u"solved 1 3,1W"_s);
    }

    void r14_objectSlidesOverBloodPastThePool()
    {
        // Stone (1,0) pushed onto blood (2,0) slides over (3,0) to (4,0), the first cell
        // past the pool, empty and plain.
        Play play(RuleBoard({"Msbb..", "......"}));
        QCOMPARE(play.step(), u"push s 1,0>2,0; slide s 2,0>3,0; slide s 3,0>4,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".Mbbs.", "......"}));
    }

    void r14_objectSlideStopsBeforeAnOccupiedCell()
    {
        // Past the pool (4,0) holds a crystal: the stone stops on blood (3,0).
        Play play(RuleBoard({"Msbbc.", "......"}));
        QCOMPARE(play.step(), u"push s 1,0>2,0; slide s 2,0>3,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".MbSc.", "......"}));
    }

    void r14_objectSlideStopsAtTheEdge()
    {
        // Past the pool is the edge (objects never cross walls): stop on (3,0).
        Play play(RuleBoard({"Msbb", "...."}));
        QCOMPARE(play.step(), u"push s 1,0>2,0; slide s 2,0>3,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".MbS", "...."}));
    }

    void r14_objectSlideStopsBeforeATeleporter()
    {
        Play play(RuleBoard({"Msbb1.", "......", "....1."}).teleporter('1', Dir::N, Dir::N));
        QCOMPARE(play.step(), u"push s 1,0>2,0; slide s 2,0>3,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".MbS1.", "......", "....1."}));
    }

    void r14_blockRemovedOnTheEntrance()
    {
        // Standard board, monster (13,10) facing E: E ends at the stone, N ends at void
        // (13,1), S is outside. The stone moves onto the entrance (15,10): removed.
        Play play(RuleBoard::standard().set({0, 0}, '.').set({13, 10}, 'M').set({14, 10}, 's'));
        QCOMPARE(play.step(), u"push s 14,10>15,10; remove s 15,10 exit; move 13,10>14,10 E"_s);
        QCOMPARE(play.state().objects, 0);
    }

    void r14_blockRemovedOnTheExit()
    {
        // Monster (2,0) facing W pushes the crystal (1,0) onto the exit (0,0): removed.
        Play play(RuleBoard::standard().set({0, 0}, '.').set({2, 0}, 'M').set({1, 0}, 'c').facing(Dir::W));
        QCOMPARE(play.step(), u"push c 1,0>0,0; remove c 0,0 exit; move 2,0>1,0 W"_s);
        QCOMPARE(play.state().objects, 0);
    }

    void r14_tokenOnTheExitStays()
    {
        // Only blocks are removed there: the enemy pushed onto (0,0) stays.
        Play play(RuleBoard::standard()
                      .set({0, 0}, '.')
                      .set({3, 0}, 'M')
                      .set({2, 0}, 's')
                      .set({1, 0}, 'e')
                      .facing(Dir::W));
        QCOMPARE(play.step(), u"push e 1,0>0,0; push s 2,0>1,0; move 3,0>2,0 W"_s);
        QCOMPARE(play.state().enemy, 1);
        QCOMPARE(play.state().objects, 2);
    }

    void r14_blockSlidingOntoTheEntranceIsRemoved()
    {
        // Stone (12,10) pushed over blood (13,10) (14,10) comes to rest on the entrance.
        Play play(RuleBoard::standard()
                      .set({0, 0}, '.')
                      .set({11, 10}, 'M')
                      .set({12, 10}, 's')
                      .set({13, 10}, 'b')
                      .set({14, 10}, 'b'));
        QCOMPARE(play.step(),
                 u"push s 12,10>13,10; slide s 13,10>14,10; slide s 14,10>15,10; remove s 15,10 exit; "
                 "move 11,10>12,10 E"_s);
        QCOMPARE(play.state().objects, 0);
    }

    // ---- R15, R16 next cell and advance -------------------------------------------------

    void r15_nextCellSkipsInnerVoids()
    {
        // Voids (2,0) and (2,2) (point-symmetric on 5 x 3). From (1,0) facing E the next
        // cell is void: land on the reflection (3,2). Then (4,2); then outside: the
        // reflection of (4,2), (0,0); then (1,0) facing E: the start state again.
        const RuleBoard board({".M#..", ".....", "..#.."});
        const Board b = board.level().board;
        bool crossed = false;
        QCOMPARE(b.next({1, 0}, Dir::E, &crossed), (Cell{3, 2}));
        QVERIFY(crossed);
        QCOMPARE(b.next({1, 1}, Dir::E, &crossed), (Cell{2, 1}));
        QVERIFY(!crossed);
        QCOMPARE(b.next({3, 2}, Dir::W), (Cell{1, 0}));
        Play play(board);
        QCOMPARE(play.path(4), u"3,2E 4,2E 0,0E 1,0E"_s);
        QCOMPARE(finish(board), u"endless 4 1,0E"_s);
    }

    void r16_advanceGoesTheChosenWay()
    {
        // Steps 1-2: nothing seen (E ends at the stone (4,0), columns 0 and 1 empty).
        // Step 3 from (2,0): enemy S at 2: turn S, enter (2,1). Step 4: eat it.
        const RuleBoard board({"M...s.", "......", "..e...", "......"});
        Play play(board);
        QCOMPARE(play.path(4), u"1,0E 2,0E 2,1S 2,2S"_s);
        QCOMPARE(finish(board), u"solved 4 2,2S"_s);
    }

    void r16_pushAfterTurningToAToken()
    {
        // Monster (0,0) facing E: the right ray S sees through the crystal (0,1) the
        // enemy (0,2) at 2: turn S. Entering (0,1) pushes the chain crystal + enemy: the
        // enemy leaves the board (crushed, the last enemy), the crystal moves to (0,2).
        const RuleBoard board({"M..", "c..", "e.."});
        Play play(board);
        QCOMPARE(play.step(), u"face S; crush e 0,2 off-board; push c 0,1>0,2; move 0,0>0,1 S"_s);
        QCOMPARE(finish(board), u"solved 1 0,1S"_s);
    }

    // ---- R17 blood slides ------------------------------------------------------------

    void r17_slideDoesNotLook()
    {
        // The enemy (1,1) is not on any ray from (0,0). Sliding over (1,0) the monster
        // would see it at 1 if it looked; it does not, and stops on (3,0).
        Play play(RuleBoard({"Mbb..", ".e..."}));
        QCOMPARE(play.step(), u"move 0,0>1,0 E; move 1,0>2,0 E slide; move 2,0>3,0 E slide"_s);
    }

    void r17_turningStoneStopsTheSlide()
    {
        // Slide (1,0) -> (2,0); the next cell (3,0) holds a turn-right: stop on blood
        // (2,0), facing S. Step 2 from (2,0) facing S sees nothing: enters (2,1).
        Play play(RuleBoard({"Mbbr.", ".....", "....."}));
        QCOMPARE(play.step(), u"move 0,0>1,0 E; move 1,0>2,0 E slide; slideturn 2,0 r@3,0 S"_s);
        QCOMPARE(play.picture(), (QStringList{".bmr.", ".....", "....."}));
        QCOMPARE(play.step(), u"move 2,0>2,1 S"_s);
    }

    void r17_turningStoneAcrossTheWallStopsTheSlide()
    {
        // Slide (3,0) -> (4,0); the next cell is the reflection (0,2), a turn-right.
        Play play(RuleBoard({"..Mbb", ".....", "r...."}));
        QCOMPARE(play.step(), u"move 2,0>3,0 E; move 3,0>4,0 E slide; slideturn 4,0 r@0,2 S"_s);
    }

    void r17_tokenOnBloodIsEatenAndTheSlideGoesOn()
    {
        // Enemy on blood (2,0) seen ahead at 2; another enemy (4,1) keeps the run going.
        Play play(RuleBoard({"MbEb..", "....e."}));
        QCOMPARE(play.step(), u"move 0,0>1,0 E; move 1,0>2,0 E slide; eat e 2,0; move 2,0>3,0 E slide; "
                              "move 3,0>4,0 E slide"_s);
    }

    void r17_slidePushesBlocksAndGoesOn()
    {
        // Sliding from (1,0) into the stone on blood (2,0): it is pushed onto blood
        // (3,0) and slides on to (4,0); the monster stands on (2,0), blood, and goes on:
        // (3,0), then pushes the stone (4,0) to (5,0) and stops on plain (4,0).
        Play play(RuleBoard({"MbSb...", "......."}));
        QCOMPARE(play.step(), u"move 0,0>1,0 E; push s 2,0>3,0; slide s 3,0>4,0; move 1,0>2,0 E slide; "
                              "move 2,0>3,0 E slide; push s 4,0>5,0; move 3,0>4,0 E slide"_s);
        QCOMPARE(play.picture(), (QStringList{".bbbMs.", "......."}));
    }

    void r17_slideEndsInATeleporter()
    {
        Play play(RuleBoard({"Mb1...", "......", "....1."}).teleporter('1', Dir::E, Dir::W));
        QCOMPARE(play.step(), u"move 0,0>1,0 E; teleport 1,0>[2,0]>4,2 W"_s);
    }

    void r17_slideCrossesTheWall()
    {
        // Pool (3,0) (4,0) continues across the wall on (0,2) (1,2), the reflection.
        Play play(RuleBoard({"..Mbb", ".....", "bb..."}));
        QCOMPARE(play.step(), u"move 2,0>3,0 E; move 3,0>4,0 E slide; move 4,0>0,2 E crossed slide; "
                              "move 0,2>1,2 E slide; move 1,2>2,2 E slide"_s);
        QCOMPARE(play.picture(), (QStringList{"...bb", ".....", "bbM.."}));
    }

    void r17_wrappingPoolStops()
    {
        // Row 1 of 5 x 3 is all blood and wraps onto itself (the reflection of (4,1) is
        // (0,1)). Step 1: (2,0) facing S enters (2,1); the turn-left (2,2) stops the
        // slide there, facing E. Step 2 from blood (2,1), nothing seen: enter (3,1),
        // slide (4,1), (0,1), (1,1), (2,1) (the start cell, not entered in this step);
        // the next cell (3,1) was entered in this step (R23): stop on (2,1), facing E -
        // the state after step 1 again, so the run is endless after step 2.
        const RuleBoard board = RuleBoard({"..M..", "bbbbb", "..l.e"}).facing(Dir::S);
        Play play(board);
        QCOMPARE(play.step(), u"move 2,0>2,1 S; slideturn 2,1 l@2,2 E"_s);
        QCOMPARE(play.step(), u"move 2,1>3,1 E; move 3,1>4,1 E slide; move 4,1>0,1 E crossed slide; "
                              "move 0,1>1,1 E slide; move 1,1>2,1 E slide"_s);
        QCOMPARE(finish(board), u"endless 2 2,1E"_s);
    }

    // ---- R18 eating ------------------------------------------------------------------

    void r18_eatenTokenLeavesForGood()
    {
        // Step 1: eat (1,0) (one enemy left). Step 2: nothing seen, (2,0). Step 3: enemy
        // S at 1: turn, eat: solved. The cell (1,0) stays empty.
        const RuleBoard board({"Me.", "..e"});
        Play play(board);
        QCOMPARE(play.path(1), u"1,0E"_s);
        QCOMPARE(play.state().enemy, 1);
        QCOMPARE(play.state().objects, 1);
        QCOMPARE(play.path(1), u"2,0E"_s);
        QCOMPARE(play.picture(), (QStringList{"..M", "..e"}));
        QCOMPARE(play.path(1), u"2,1S"_s);
        QCOMPARE(finish(board), u"solved 3 2,1S"_s);
    }

    void r18_chainMovesBeforeTheMonsterEnters()
    {
        // The pushes come before the monster's move in the event list.
        Play play(RuleBoard({"Mce.", "...."}));
        QCOMPARE(play.step(), u"push e 2,0>3,0; push c 1,0>2,0; move 0,0>1,0 E"_s);
    }

    // ---- R19 outcome -----------------------------------------------------------------

    void r19_ownTokenLostEndsTheRun()
    {
        // Step 1: own token ahead at 2: walk to (1,0). Step 2: eat it: the run stops
        // although an enemy is left.
        QCOMPARE(finish(RuleBoard({"M.o.e", "....."})), u"own-token-lost 2 2,0E"_s);
    }

    void r19_lastEnemySolves() { QCOMPARE(finish(RuleBoard({"M.e..", "....."})), u"solved 2 2,0E"_s); }

    void r19_settlingStepFinishesTheEntryButDoesNotSlide()
    {
        // Entering the stone on blood (1,0): the chain's far end, the last enemy, is
        // crushed off the board (solved), the stone still moves to (2,0) and the monster
        // stands on blood (1,0) - no slide (which would push the stone off the board).
        const RuleBoard board({"MSe", "..."});
        Play play(board);
        QCOMPARE(play.step(), u"crush e 2,0 off-board; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".ms", "..."}));
        QVERIFY(play.sim().finished());
        QVERIFY(play.sim().outcome() == Outcome::Solved);
        QCOMPARE(finish(board), u"solved 1 1,0E"_s);
    }

    void r19_firstSettlingEventWins()
    {
        // The slide eats the last enemy on (2,0) and stops there: the own token (3,0)
        // after it is not reached.
        const RuleBoard enemyFirst({"MbEO.", "....."});
        Play play(enemyFirst);
        QCOMPARE(play.step(), u"move 0,0>1,0 E; move 1,0>2,0 E slide; eat e 2,0"_s);
        QCOMPARE(play.picture(), (QStringList{".bmO.", "....."}));
        QCOMPARE(finish(enemyFirst), u"solved 1 2,0E"_s);
        // The other way round the own token is lost first.
        const RuleBoard ownFirst({"MbOE.", "....."});
        Play other(ownFirst);
        QCOMPARE(other.step(), u"move 0,0>1,0 E; move 1,0>2,0 E slide; eat o 2,0"_s);
        QCOMPARE(other.picture(), (QStringList{".bmE.", "....."}));
        QCOMPARE(finish(ownFirst), u"own-token-lost 1 2,0E"_s);
    }

    void r19_endlessAtTheFirstRepeat()
    {
        // 4 x 5: rows 1 and 3 shield the enemy (2,2) from every ray. Step 1 from (0,0)
        // facing S: nothing seen, the turn-left (0,1) turns it E, enter (1,0). Then E
        // along row 0, across the wall to the reflection (0,4), along row 4, across to
        // (0,0): step 8 ends on (0,0) facing E (not the start state, which faced S), step
        // 9 on (1,0) facing E = the state after step 1. First repeat: step 9 (R26).
        const RuleBoard board = RuleBoard({"M...", "lsss", "..e.", "ssss", "...."}).facing(Dir::S);
        Play play(board);
        QCOMPARE(play.path(9), u"1,0E 2,0E 3,0E 0,4E 1,4E 2,4E 3,4E 0,0E 1,0E"_s);
        QVERIFY(play.sim().finished());
        QCOMPARE(finish(board), u"endless 9 1,0E"_s);
    }

    void r19_stepLimit()
    {
        // The run above with a cap (R26): under 9 steps the cap is hit first and the
        // state is the one after the cap's last step; at 9 the repeat is found in time.
        const RuleBoard board = RuleBoard({"M...", "lsss", "..e.", "ssss", "...."}).facing(Dir::S);
        QCOMPARE(finish(board, 5), u"step-limit 5 1,4E"_s);
        QCOMPARE(finish(board, 8), u"step-limit 8 0,0E"_s);
        QCOMPARE(finish(board, 9), u"endless 9 1,0E"_s);
        QCOMPARE(finish(board, 1), u"step-limit 1 1,0E"_s);
        // A run settled by the cap's last step is settled, not cut off.
        const RuleBoard eat({"M.e..", "....."});
        QCOMPARE(finish(eat, 2), u"solved 2 2,0E"_s);
        QCOMPARE(finish(eat, 1), u"step-limit 1 1,0E"_s);
    }

    // ---- R20 survive-forever ---------------------------------------------------------

    void r20_surviveForeverIsSolvedByALoopWithoutEnemies()
    {
        // Step 1 from (0,0) facing S: the left ray E sees the enemy (2,0) at 2: turn E,
        // enter (1,0). Step 2: eat it (the last enemy). Under survive-forever the run goes
        // on around rows 0 and 4 until the state after step 2 ((2,0) E, no enemy) comes
        // back after step 10.
        const RuleBoard board = RuleBoard({"M.e.", "lsss", "....", "ssss", "...."}).facing(Dir::S);
        QCOMPARE(finish(RuleBoard(board).goal(Goal::SurviveForever)), u"solved 10 2,0E"_s);
        QCOMPARE(finish(board), u"solved 2 2,0E"_s);
        Play play(RuleBoard(board).goal(Goal::SurviveForever));
        QCOMPARE(play.step(), u"face E; move 0,0>1,0 E"_s);
        QCOMPARE(play.step(), u"move 1,0>2,0 E; eat e 2,0"_s);
    }

    void r20_surviveForeverWithEnemiesLeftIsEndless()
    {
        // The same with a second, shielded enemy on (2,2): the loop repeats with an
        // enemy left, under either goal.
        const RuleBoard board = RuleBoard({"M.e.", "lsss", "..e.", "ssss", "...."}).facing(Dir::S);
        QCOMPARE(finish(RuleBoard(board).goal(Goal::SurviveForever)), u"endless 10 2,0E"_s);
        QCOMPARE(finish(board), u"endless 10 2,0E"_s);
    }

    void r20_surviveForeverLosesAnOwnToken()
    {
        // An own token on (2,4) of the loop: step 5 enters (1,4) (the token ahead at 2
        // is the only one seen), step 6 eats it.
        const RuleBoard board = RuleBoard({"M.e.", "lsss", "....", "ssss", "..o."}).facing(Dir::S);
        QCOMPARE(finish(RuleBoard(board).goal(Goal::SurviveForever)), u"own-token-lost 6 2,4E"_s);
        QCOMPARE(finish(board), u"solved 2 2,0E"_s);
    }

    // ---- the project's rules R23+ (docs/spec/rules.md) ---------------------------------

    void r23_slideStopsBeforeTheFirstBloodCellOfTheStep()
    {
        // The board of r17_wrappingPoolStops. In step 2 the first blood cell (3,1),
        // entered before the slide, counts as entered, the start cell (2,1) does not: the
        // slide re-enters (2,1) and stops there. Were (3,1) not counted, the monster would
        // enter it again and stop on it (its next cell (4,1) entered), ending "3,1E".
        // The state after step 2 equals the one after step 1: the run ends there.
        const RuleBoard board = RuleBoard({"..M..", "bbbbb", "..l.e"}).facing(Dir::S);
        Play play(board);
        QCOMPARE(play.path(3), u"2,1E 2,1E"_s);
        QVERIFY(play.sim().outcome() == Outcome::Endless);
    }

    void r24_slidingObjectStopsBeforeTheMonster()
    {
        // Monster (0,1) facing W, nothing seen. Next cell: reflection (4,1), a stone;
        // pushed W onto blood (3,1) it slides over (2,1) (1,1); the first cell past the
        // pool is the monster's cell (0,1): it stops on the last blood cell (1,1).
        Play play(RuleBoard({".....", "Mbbbs", "....."}).facing(Dir::W));
        QCOMPARE(play.step(), u"push s 4,1>3,1; slide s 3,1>2,1; slide s 2,1>1,1; move 0,1>4,1 W crossed"_s);
        QCOMPARE(play.picture(), (QStringList{".....", ".SbbM", "....."}));
    }

    void r25_fourTurnsKeepTheLastFacing()
    {
        // Four turn-right stones around (1,1): E -> S -> W -> N -> E, then stuck facing E
        // (the facing after the fourth turn); every step is the same: endless after 1.
        const RuleBoard board({".r.", "rMr", ".re"});
        Play play(board);
        QCOMPARE(play.step(), u"turn r@2,1 S; turn r@1,2 W; turn r@0,1 N; turn r@1,0 E; stuck E"_s);
        QCOMPARE(finish(board), u"endless 1 1,1E"_s);
        // After four turns the next cell always holds a turning stone again: the four
        // facings reached are a walk on a map of at most four facings.
        const RuleBoard mixed = RuleBoard({".l.", "uMl", ".u."}).facing(Dir::N);
        // N -l(1,0)-> W -u(0,1)-> E -l(2,1)-> N -l(1,0)-> W, stuck facing W.
        Play other(mixed);
        QCOMPARE(other.step(), u"turn l@1,0 W; turn u@0,1 E; turn l@2,1 N; turn l@1,0 W; stuck W"_s);
    }

    void r26_endlessCountsFromTheFirstEqualState()
    {
        // The loop board of r19 with a stone (2,0): step 2 pushes it to (3,0), step 3
        // pushes it off the board. From the state after step 3 ((3,0) E, no stone) the
        // loop of 8 steps runs: the first repeat is after step 11. The states before
        // the removal (with the stone) never come back.
        const RuleBoard board = RuleBoard({"M.s.", "lsss", "..e.", "ssss", "...."}).facing(Dir::S);
        Play play(board);
        QCOMPARE(play.step(), u"turn l@0,1 E; move 0,0>1,0 E"_s);
        QCOMPARE(play.step(), u"push s 2,0>3,0; move 1,0>2,0 E"_s);
        QCOMPARE(play.step(), u"remove s 3,0 off-board; move 2,0>3,0 E"_s);
        QCOMPARE(finish(board), u"endless 11 3,0E"_s);
    }

    void r26_theLoopIsOneLapFromTheRepeatedState()
    {
        // The loop board of r19 ends endless on (1,0) facing E. From there nothing is
        // ever seen (rows 1 and 3 are stones): E along row 0, across the wall from (3,0)
        // to its reflection (0,4), along row 4, across from (3,4) to (0,0), on to (1,0)
        // facing E: the repeated state again after 8 steps, one move each.
        const RuleBoard board = RuleBoard({"M...", "lsss", "..e.", "ssss", "...."}).facing(Dir::S);
        Play endless(board);
        QVERIFY(endless.sim().endsInLoop());
        QCOMPARE(endless.sim().loopEvents().size(), std::size_t{0}); // not finished yet
        const QString lap = u"move 1,0>2,0 E; move 2,0>3,0 E; move 3,0>0,4 E crossed; move 0,4>1,4 E; "
                            "move 1,4>2,4 E; move 2,4>3,4 E; move 3,4>0,0 E crossed; move 0,0>1,0 E"_s;
        QCOMPARE(endless.loop(), lap);
        // Under survive-forever with the enemy (2,0) eaten in step 2 the run is solved in
        // the same loop, repeating the state after step 2: (2,0) facing E (R20).
        const RuleBoard eaten = RuleBoard({"M.e.", "lsss", "....", "ssss", "...."}).facing(Dir::S);
        Play survive(RuleBoard(eaten).goal(Goal::SurviveForever));
        QCOMPARE(survive.loop(), u"move 2,0>3,0 E; move 3,0>0,4 E crossed; move 0,4>1,4 E; move 1,4>2,4 E; "
                                 "move 2,4>3,4 E; move 3,4>0,0 E crossed; move 0,0>1,0 E; move 1,0>2,0 E"_s);
        QVERIFY(survive.sim().outcome() == Outcome::Solved);
        QVERIFY(survive.sim().endsInLoop());
        // Under eat-all-enemies that run is solved by eating, not in a loop: no lap.
        Play eatAll(eaten);
        QCOMPARE(eatAll.loop(), QString());
        QVERIFY(!eatAll.sim().endsInLoop());
        // The four turns of r25 repeat every step: the lap is that one step.
        Play stuck(RuleBoard({".r.", "rMr", ".re"}));
        QCOMPARE(stuck.loop(), u"turn r@2,1 S; turn r@1,2 W; turn r@0,1 N; turn r@1,0 E; stuck E"_s);
    }

    void r27_noEnemyIsNeverSolved()
    {
        // No enemy on the board: 4 x 2, the monster walks row 0, crosses to (0,1), row 1,
        // crosses back to (0,0): the start state after 8 steps.
        QCOMPARE(finish(RuleBoard({"M...", "...."})), u"endless 8 0,0E"_s);
        QCOMPARE(finish(RuleBoard({"M.o.", "...."})), u"own-token-lost 2 2,0E"_s);
    }

    void r28_eachPushedObjectSlidesBeforeTheNextMoves()
    {
        // Chain stone (1,0), enemy (2,0): the enemy moves first, onto blood (3,0), slides
        // to (4,0) and stops at the edge (not crushed); then the stone; then the monster.
        Play play(RuleBoard({"Msebb", "....."}));
        QCOMPARE(play.step(), u"push e 2,0>3,0; slide e 3,0>4,0; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".MsbE", "....."}));
        QCOMPARE(play.state().enemy, 1);
    }

    void r28_moveComesBeforeEatAndPushesBeforeMove()
    {
        // One slide, entry by entry: (1,0) empty blood: move; (2,0) holds the enemy on blood
        // (seen ahead at 2; one more enemy (5,1) is left): move, then eat; (3,0) empty
        // blood; (4,0) holds a stone on blood: it is pushed to plain (5,0) first, then
        // the monster moves; from blood (4,0) the next cell (5,0) holds that stone: it
        // is pushed off the board (removed), then the monster moves onto plain (5,0).
        Play play(RuleBoard({"MbEbS.", ".....e"}));
        QCOMPARE(play.step(),
                 u"move 0,0>1,0 E; move 1,0>2,0 E slide; eat e 2,0; move 2,0>3,0 E slide; "
                 "push s 4,0>5,0; move 3,0>4,0 E slide; remove s 5,0 off-board; move 4,0>5,0 E slide"_s);
        QCOMPARE(play.picture(), (QStringList{".bbbbM", ".....e"}));
    }

    void r29_slidingObjectStopsBeforeAnObjectOnBlood()
    {
        // Stone (1,0) pushed onto blood (2,0); the next pool cell (3,0) holds a stone on
        // blood: the slider stops on (2,0) (sliding objects never push, R14).
        Play play(RuleBoard({"MsbSb.", "......"}));
        QCOMPARE(play.step(), u"push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".MSSb.", "......"}));
    }

    void r30_stepFromBloodLooksAndSlidesOnlyIntoBlood()
    {
        // Step 1 from (1,0) facing E sees nothing (the enemy (0,0) is behind): blood
        // (2,0), (3,0), then the turn-right (4,0) stops it on (3,0) facing S. Step 2
        // starts on blood and looks: the right ray W passes blood (2,0), (1,0) and sees
        // the enemy at 3: turn W, enter blood (2,0), slide to plain (1,0). Step 3: eat.
        const RuleBoard board({"eMbbr.", "......", "......"});
        Play play(board);
        QCOMPARE(play.step(), u"move 1,0>2,0 E; move 2,0>3,0 E slide; slideturn 3,0 r@4,0 S"_s);
        QCOMPARE(play.step(), u"face W; move 3,0>2,0 W; move 2,0>1,0 W slide"_s);
        QCOMPARE(finish(board), u"solved 3 0,0W"_s);
    }

    // ---- rules.md section 7: one test per decision -------------------------------------

    void decision1_wallCrossingIsPartOfTheStep()
    {
        // Standard board, monster (11,0) facing E, nothing in sight ((12,0) is void,
        // column 11 is empty): one step crosses to (4,10) and eats the enemy there.
        const RuleBoard board = RuleBoard::standard().set({0, 0}, '.').set({11, 0}, 'M').set({4, 10}, 'e');
        Play play(board);
        QCOMPARE(play.step(), u"move 11,0>4,10 E crossed; eat e 4,10"_s);
        QCOMPARE(play.sim().steps(), 1L);
        QCOMPARE(finish(board), u"solved 1 4,10E"_s);
    }

    void decision2_tieKeepsFacingWhicheverRaysTie()
    {
        // Monster (2,2) facing E, tokens at distance 2 on: facing + right, left + right,
        // facing + left, all three. Each time it keeps E and enters (3,2).
        const std::vector<std::vector<std::string>> boards = {
            {".....", ".....", "..M.e", ".....", "..o.."},
            {"..e..", ".....", "..M..", ".....", "..o.."},
            {"..o..", ".....", "..M.e", ".....", "....."},
            {"..e..", ".....", "..M.o", ".....", "..e.."},
        };
        for (const auto& rows : boards) {
            Play play{RuleBoard(rows)};
            QCOMPARE(play.step(), u"move 2,2>3,2 E"_s);
        }
    }

    void decision3_turningStoneAheadWhileTieSeenIsPushed()
    {
        // Own tokens N and S at 2: tie; the turn-180 ahead is pushed, no turn.
        Play play(RuleBoard({"..o..", ".....", "..Mu.", ".....", "..o.."}));
        QCOMPARE(play.step(), u"push u 3,2>4,2; move 2,2>3,2 E"_s);
    }

    void decision4_tokenOnBloodInTheSlidePathIsEaten()
    {
        // Going S: blood (0,1), enemy on blood (0,2) (eaten; the enemy (2,4) is left),
        // blood (0,3), plain (0,4).
        Play play(RuleBoard({"M..", "b..", "E..", "b..", "..e"}).facing(Dir::S));
        QCOMPARE(play.step(), u"move 0,0>0,1 S; move 0,1>0,2 S slide; eat e 0,2; move 0,2>0,3 S slide; "
                              "move 0,3>0,4 S slide"_s);
    }

    void decision5_objectPushedAcrossBloodTowardAnOccupiedCell()
    {
        // The enemy pushed onto blood (3,0) slides to (4,0); past the pool (5,0) holds a
        // stone: it stays on the last blood cell (4,0).
        Play play(RuleBoard({"Msebbs", "......"}));
        QCOMPARE(play.step(), u"push e 2,0>3,0; slide e 3,0>4,0; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(play.picture(), (QStringList{".MsbEs", "......"}));
    }

    void decision6_objectPushedAcrossBloodTowardTheEdgeOrATeleporter()
    {
        // Edge: going S, the enemy slides over (0,3) to (0,4); past it is the edge.
        Play edge(RuleBoard({"M..", "s..", "e..", "b..", "b.."}).facing(Dir::S));
        QCOMPARE(edge.step(), u"push e 0,2>0,3; slide e 0,3>0,4; push s 0,1>0,2; move 0,0>0,1 S"_s);
        QCOMPARE(edge.picture(), (QStringList{"...", "M..", "s..", "b..", "E.."}));
        QCOMPARE(edge.state().enemy, 1);
        // Teleporter: past the pool (3,0) (4,0) is the teleporter (5,0).
        Play tele(RuleBoard({"Msebb1", "......", "...1.."}).teleporter('1', Dir::N, Dir::N));
        QCOMPARE(tele.step(), u"push e 2,0>3,0; slide e 3,0>4,0; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(tele.picture(), (QStringList{".MsbE1", "......", "...1.."}));
        QCOMPARE(tele.state().enemy, 1);
    }

    void decision7_blockPushedOntoExitOrEntranceIsRemoved()
    {
        // Custom board with entrance (4,2) and exit (0,0).
        Play in(RuleBoard({".....", ".....", "..Ms."}).exit({0, 0}).entrance({4, 2}));
        QCOMPARE(in.step(), u"push s 3,2>4,2; remove s 4,2 exit; move 2,2>3,2 E"_s);
        Play out(RuleBoard({".cM..", ".....", "....."}).facing(Dir::W).exit({0, 0}).entrance({4, 2}));
        QCOMPARE(out.step(), u"push c 1,0>0,0; remove c 0,0 exit; move 2,0>1,0 W"_s);
        // Without an exit the crystal stays on (0,0).
        Play plain(RuleBoard({".cM..", ".....", "....."}).facing(Dir::W));
        QCOMPARE(plain.step(), u"push c 1,0>0,0; move 2,0>1,0 W"_s);
    }

    void decision8_turningStoneInABloodSlide()
    {
        // The turn-180 (3,0) stops the slide on (2,0), facing W. Step 2 from blood
        // (2,0): nothing seen; enter blood (1,0), slide on to plain (0,0).
        Play play(RuleBoard({"Mbbu.", "....."}));
        QCOMPARE(play.step(), u"move 0,0>1,0 E; move 1,0>2,0 E slide; slideturn 2,0 u@3,0 W"_s);
        QCOMPARE(play.step(), u"move 2,0>1,0 W; move 1,0>0,0 W slide"_s);
    }

    void decision9_objectPushedOffTheBoard()
    {
        // A stone leaves: removed. A token leaves: crushed, as if eaten.
        Play stone(RuleBoard({"Mss", "..."}));
        QCOMPARE(stone.step(), u"remove s 2,0 off-board; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(stone.state().objects, 1);
        const RuleBoard own({"Mso", "..."});
        Play token(own);
        QCOMPARE(token.step(), u"crush o 2,0 off-board; push s 1,0>2,0; move 0,0>1,0 E"_s);
        QCOMPARE(finish(own), u"own-token-lost 1 1,0E"_s);
    }

    // ---- the test helper ---------------------------------------------------------------

    void ruleBoard_drawsWhatItReads()
    {
        // Every letter, read into a level and drawn back from the initial state.
        const RuleBoard board =
            RuleBoard({"Mbo1e", "EsScC", "rRlLu", "UO1.#"}).teleporter('1', Dir::S, Dir::N);
        Play play(board);
        QCOMPARE(play.picture(), (QStringList{"Mbo1e", "EsScC", "rRlLu", "UO1.#"}));
        QCOMPARE(play.state().objects, 14); // 2 + 5 + 5 + 2
        QCOMPARE(play.state().own, 2);
        QCOMPARE(play.state().enemy, 2);
        QCOMPARE(cellsOf(play.level(), PieceKind::Teleporter), (std::set<Cell>{{3, 0}, {2, 3}}));
    }

    void ruleBoard_rejectsBadPictures()
    {
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, RuleBoard({"M.", "..."}).level());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, RuleBoard({"M.", ".x"}).level());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, RuleBoard({"M.", ".M"}).level());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, RuleBoard({"..", ".."}).level());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                                 RuleBoard({"M1", ".."}).teleporter('1', Dir::N, Dir::N).level());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, RuleBoard({"M1", "1."}).level());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, RuleBoard({"M"}).level());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, RuleBoard::standard().set({5, 5}, '#').level());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, RuleBoard::standard().set({16, 0}, 's'));
    }

    // ---- the step API ----------------------------------------------------------------

    void events_teleportAcrossTheWall()
    {
        // Monster (3,0) facing E: the next cell is the reflection (0,2), a teleporter:
        // out on the twin (2,1), facing its arrow W; the event carries the crossing.
        Play play(RuleBoard({"...M", "..1.", "1..."}).teleporter('1', Dir::W, Dir::N));
        QCOMPARE(play.step(), u"teleport 3,0>[0,2]>2,1 W crossed"_s);
    }

    void events_faceOnlyWhenTheFacingChanges()
    {
        // The only token is straight ahead: no face event.
        Play play(RuleBoard({"M.e", "..."}));
        QCOMPARE(play.step(), u"move 0,0>1,0 E"_s);
    }

    void events_simulationSettlesUpFront()
    {
        // The outcome is known from the start; it is reported once the settling step
        // (step 2: eat the last enemy) has been taken.
        Play play(RuleBoard({"M.e..", "....."}));
        QVERIFY(!play.sim().finished());
        QVERIFY(play.sim().outcome() == Outcome::Running);
        QVERIFY(play.sim().result().outcome == Outcome::Solved);
        QCOMPARE(play.sim().result().steps, 2L);
        QCOMPARE(play.path(1), u"1,0E"_s);
        QVERIFY(play.sim().outcome() == Outcome::Running);
        QCOMPARE(play.path(1), u"2,0E"_s);
        QVERIFY(play.sim().finished());
        QVERIFY(play.sim().outcome() == Outcome::Solved);
        QCOMPARE(play.sim().steps(), 2L);
    }
};

QTEST_APPLESS_MAIN(TestRules)
#include "tst_rules.moc"
