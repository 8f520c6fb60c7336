// Difficulty grading (engine/search/Grade.h, docs/grading.md): the mechanics and length of
// a solution's run, the search features, the formula's min-pieces rule and
// monotonicity, and determinism.
//
// Each level below is drawn with RuleBoard (letters in RuleBoard.h; the monster faces
// E unless said otherwise) and has one inventory piece, allowed on the listed cells,
// with the stored solution given. Every run was worked out by hand from the rules
// (steps numbered from 1, cells (x,y)); the mechanics expected are exactly those the
// derivation meets.
//
//  nearest   4x2 "M..." "..e.", stone on (3,0). Steps 1-2 see nothing (the stone ends
//            the E rays, R9; the S rays show empty cells) and walk to (2,0); step 3
//            sees the enemy S at distance 1 alone, turns to it (R10) and eats it.
//            3 steps: nearest_token.
//  tie       4x2 "Me.." "...e", own token allowed on (0,1) or (2,0), solution (0,1).
//            Step 1: the enemy E and the own token S both at distance 1: a tie, the
//            facing E is kept (R10) and the enemy eaten. Steps 2-3 see nothing
//            (E rays to the edge, S rays on (1,1), (2,1)) and walk to (3,0); step 4
//            turns S to the last enemy and eats it. 4 steps: nearest_token, tie.
//  push      4x2 "M..." "...e", stone on (1,0). Steps 1-2 see nothing and push the
//            stone to (2,0), (3,0) (R12.3); step 3 pushes it off the board (removed,
//            R14); step 4 turns S to the enemy and eats it. 4 steps: nearest_token,
//            push.
//  crushEdge 3x2 "M.e" "...", stone on (1,0). Step 1 sees nothing: the stone hides
//            the enemy (R9). It pushes the chain stone, enemy (R13): the enemy leaves
//            the board, crushed (R14), the last enemy: solved. 1 step: push,
//            crush_edge, blocked_sight.
//  crushTele 4x2 "M.e1" "...1", stone on (1,0). As crushEdge, but the enemy is pushed
//            onto the teleporter (3,0) and destroyed (R14). 1 step: push,
//            crush_teleporter, blocked_sight.
//  crushMon  3x3 "..." ".eM" "...", stone on (0,1). Step 1 from (2,1) sees nothing
//            (E: the edge; N, S: one empty cell); the next cell across the wall is
//            (0,1) (R5); the chain stone (0,1), enemy (1,1) ends before the monster's
//            cell, so the enemy is pushed into the monster and eaten (R14). 1 step:
//            push, crush_monster, wall_crossing.
//  wall      4x2 "...M" "e...", stone on (1,0). Step 1 from (3,0) sees nothing; the next
//            cell is (0,1) across the wall (R5), holding the enemy: eaten. 1 step:
//            wall_crossing.
//  blood     5x2 "Mbb.e" ".....", stone on (0,1). Step 1: the enemy ahead at distance 4
//            (blood does not stop sight, R9; the stone ends the S ray), the facing is
//            kept; the monster enters blood (1,0) and slides over (2,0) to (3,0)
//            (R17); step 2 eats the enemy. 2 steps: monster_slide.
//  objSlide  5x2 "M.bb." ".e...", stone on (1,0). Step 1 sees nothing and pushes the
//            stone onto the blood, where it slides to (4,0), the first cell past the
//            pool (R14). Step 2 from (1,0): the stone ends the E ray, the enemy S at
//            distance 1: turn, eat. 2 steps: nearest_token, push, object_slide.
//  teleport  4x2 "M1.." "..1e", arrows E and E, stone on (3,0). Step 1 sees nothing
//            (sight passes over the teleporter, the stone ends the ray) and enters the
//            teleporter: out on (2,1) facing E (R12.1). Step 2 eats the enemy ahead.
//            2 steps: teleport.
//  turnRight 3x2 "Mr." "..e", turn-right on (1,0). Step 1 sees nothing, turns S on the
//            stone (R11) and walks to (0,1); step 2 sees the enemy E (left) at distance
//            2, turns to it and walks to (1,1); step 3 eats it. 3 steps:
//            nearest_token, turn_right.
//  turnLeft  3x2 "..e" "Ml.", turn-left on (1,1). Step 1 turns N to (0,0); step 2 sees
//            the enemy E (right) at distance 2, turns, walks to (1,0); step 3 eats it.
//            3 steps: nearest_token, turn_left.
//  turn180   4x2 "uM.e" "....", facing W, turn-180 on (0,0). Step 1 sees nothing (W: the
//            stone, S: (1,1), N: the edge; the enemy is behind), turns around and
//            walks to (2,0); step 2 eats the enemy ahead. 2 steps: turn_180.
//  hidden    4x3 "M..e" "...." "o...", stone on (0,1). Step 1: the enemy ahead at 3;
//            the S ray ends at the stone, which hides the own token on (0,2) that
//            would be nearer (R9, R10). Steps 2-3 walk on E and eat the enemy (the S
//            rays show (1,1) (1,2), then (2,1) (2,2): empty). 3 steps: blocked_sight.
//            (In the other levels a block ending a ray hides nothing behind it.)
//  crystal   2x4 "Me" "c." ".." "o.", crystal on (0,1). Step 1: E sees the enemy at 1,
//            S sees the own token at 3 through the crystal (R9); the enemy alone is
//            nearest and ahead: eaten. 1 step: crystal_sight.
//  survive   4x3 "...." "uMeu" "....", goal survive-forever, own token on (0,0). Step 1
//            eats the enemy (the run goes on, R20); step 2 turns around on (3,1) to
//            (1,1) facing W; step 3 turns around on (0,1) to (2,1) facing E: the state
//            after step 1 again, no enemy left, the own token never seen: solved
//            after 3 steps (R26). turn_180, survive_forever.
//
// The features of the solution (docs/grading.md), derived from the rules:
//  tie: without the own token step 1 eats the enemy on (1,0) anyway, and the run
//    goes on as below to the enemy on (3,1): the empty placement solves, so the
//    token is not needed (needed 0, chain 0). Moved to (2,0), the only other cell
//    allowed, it is eaten in step 2 after the first enemy: one enemy of two eaten,
//    a decoy.
//  ahead (4x2 "M..." ".e..", own token on (2,0) or (3,0), solution (3,0)): step 1
//    sees the own token at distance 3 or nothing, and walks E either way; step 2
//    turns S to the enemy and eats it: the token is not needed. On (2,0), step 2
//    ties the token and the enemy at distance 1, keeps E and eats the token, no
//    enemy eaten: no decoy. 2 steps: nearest_token.
//  pair (5x3 "....e" "M.o.." "...o.", turn-right on (1,1) and stone on (2,2), no
//    zone): tests/engine/search/tst_tightness.cpp derives that both pieces are needed and
//    that without the turn-right the monster eats the own token on (2,1) in step 2
//    whether the stone is there or not: the turn-right brings the stone into play,
//    not the other way round (chain 2). Step 1: the turn-right ends the E ray that
//    would see the own token (blocked_sight) and turns the monster S (turn_right);
//    step 2: the stone ends the E ray that would see the own token on (3,2), and the
//    step S off the board lands on (4,0) (wall_crossing), eating the enemy. One
//    enemy: a failing run never eats it, so no decoys.
//    Forced: with nothing placed the monster sees the own token on (2,1) at 2,
//    walks to (1,1) and eats it in step 2, a threat. Of the two needed pieces only
//    the turn-right averts it (the stone alone changes nothing in those steps), and
//    only on (1,1), the one cell that ends that E ray: forced. With it, step 2 from
//    (0,2) facing S sees the own token on (3,2) at 3 (E), turns, walks to (1,2),
//    (2,2) and eats it in step 4, a threat again. The stone averts it on (2,2) and
//    on (1,2), where it ends that E ray too and the step S crosses the wall onto the
//    enemy; on (0,2) it is pushed off the board in step 1, anywhere else it is out
//    of those rays: two cells, forced. Forced 2, no piece left free.
//    Plausible: the run with nothing placed reads (1,1) (2,1) (0,0) (0,2) in step 1
//    and (2,1) (1,0) (1,2) in step 2; the solution's run reads (1,1) (0,0) (0,2) in
//    step 1 and (1,2) (2,2) (4,0) in step 2. Free of them: (0,0) (1,0) (1,1) (0,2)
//    (1,2) (2,2): 6 (fewer than 30: no points). Points: 0 (no free piece) + 1 (chain)
//    = 1: difficulty 1.
//  hidden (above): with nothing placed the monster turns S to the own token on (0,2)
//    and eats it in step 2; the stone, the only needed piece, averts that on its one
//    allowed cell (0,1), which the run with nothing placed reads: needed 1, forced 1,
//    plausible 1, difficulty 1.
//  tie (above): no needed piece, none forced; the run with nothing placed reads both
//    allowed cells, (0,1) on the S ray of step 1 and (2,0) on the E ray of step 2:
//    plausible 2.
#include <QObject>
#include <QString>
#include <QStringList>
#include <QTest>

#include "engine/files/LevelIo.h"
#include "engine/search/Grade.h"
#include "tests/engine/rules/RuleBoard.h"

#include <functional>

using namespace ff;
using ff::test::RuleBoard;

namespace {

Level puzzle(const RuleBoard& board, PieceKind kind, std::vector<Cell> allowed, Cell solution,
             Side side = Side::Own)
{
    Level level = board.level();
    level.inventory = {{kind, side, 1}};
    level.allowed = std::move(allowed);
    level.solution = std::vector<Placement>{{kind, side, solution}};
    return level;
}

Level tieLevel()
{
    return puzzle(RuleBoard({"Me..", "...e"}), PieceKind::Token, {{0, 1}, {2, 0}}, {0, 1});
}

Level aheadLevel()
{
    return puzzle(RuleBoard({"M...", ".e.."}), PieceKind::Token, {{2, 0}, {3, 0}}, {3, 0});
}

struct MechanicCase {
    const char* name;
    Level level;
    QStringList mechanics;
    long steps;
};

std::vector<MechanicCase> mechanicCases()
{
    const PieceKind stone = PieceKind::Stone;
    Level survive = puzzle(RuleBoard({"....", "uMeu", "...."}).goal(Goal::SurviveForever), PieceKind::Token,
                           {{0, 0}}, {0, 0});
    return {
        {"nearest", puzzle(RuleBoard({"M...", "..e."}), stone, {{3, 0}}, {3, 0}), {"nearest_token"}, 3},
        {"tie", tieLevel(), {"nearest_token", "tie"}, 4},
        {"push", puzzle(RuleBoard({"M...", "...e"}), stone, {{1, 0}}, {1, 0}), {"nearest_token", "push"}, 4},
        {"crushEdge",
         puzzle(RuleBoard({"M.e", "..."}), stone, {{1, 0}}, {1, 0}),
         {"push", "crush_edge", "blocked_sight"},
         1},
        {"crushTele",
         puzzle(RuleBoard({"M.e1", "...1"}).teleporter('1', Dir::E, Dir::E), stone, {{1, 0}}, {1, 0}),
         {"push", "crush_teleporter", "blocked_sight"},
         1},
        {"crushMon",
         puzzle(RuleBoard({"...", ".eM", "..."}), stone, {{0, 1}}, {0, 1}),
         {"push", "crush_monster", "wall_crossing"},
         1},
        {"wall", puzzle(RuleBoard({"...M", "e..."}), stone, {{1, 0}}, {1, 0}), {"wall_crossing"}, 1},
        {"blood", puzzle(RuleBoard({"Mbb.e", "....."}), stone, {{0, 1}}, {0, 1}), {"monster_slide"}, 2},
        {"objSlide",
         puzzle(RuleBoard({"M.bb.", ".e..."}), stone, {{1, 0}}, {1, 0}),
         {"nearest_token", "push", "object_slide"},
         2},
        {"teleport",
         puzzle(RuleBoard({"M1..", "..1e"}).teleporter('1', Dir::E, Dir::E), stone, {{3, 0}}, {3, 0}),
         {"teleport"},
         2},
        {"turnRight",
         puzzle(RuleBoard({"M..", "..e"}), PieceKind::TurnRight, {{1, 0}}, {1, 0}),
         {"nearest_token", "turn_right"},
         3},
        {"turnLeft",
         puzzle(RuleBoard({"..e", "M.."}), PieceKind::TurnLeft, {{1, 1}}, {1, 1}),
         {"nearest_token", "turn_left"},
         3},
        {"turn180",
         puzzle(RuleBoard({".M.e", "...."}).facing(Dir::W), PieceKind::Turn180, {{0, 0}}, {0, 0}),
         {"turn_180"},
         2},
        {"hidden",
         puzzle(RuleBoard({"M..e", "....", "o..."}), stone, {{0, 1}}, {0, 1}),
         {"blocked_sight"},
         3},
        {"crystal",
         puzzle(RuleBoard({"Me", "..", "..", "o."}), PieceKind::Crystal, {{0, 1}}, {0, 1}),
         {"crystal_sight"},
         1},
        {"survive", survive, {"turn_180", "survive_forever"}, 3},
    };
}

QStringList names(const std::vector<Mechanic>& mechanics)
{
    QStringList out;
    for (Mechanic m : mechanics)
        out << QString::fromLatin1(mechanicName(m));
    return out;
}

// Features with `count` mechanics besides nearest_token (the next ones of the enum),
// which the points no longer count, like the decoys.
GradeFeatures features(int needed, int chain, long steps, int plausible, int forced = 0, int count = 0,
                       int decoys = 0)
{
    GradeFeatures f;
    f.pieces = needed;
    f.needed = needed;
    f.chain = chain;
    for (int m = 1; m <= count; ++m)
        f.mechanics.push_back(static_cast<Mechanic>(m));
    f.runSteps = steps;
    f.decoys = decoys;
    f.forced = forced;
    f.plausible = plausible;
    return f;
}

QString featureText(const GradeFeatures& f)
{
    return QStringLiteral("needed %1 chain %2 steps %3 plausible %4 forced %5")
        .arg(f.needed)
        .arg(f.chain)
        .arg(f.runSteps)
        .arg(f.plausible)
        .arg(f.forced);
}

Level pairLevel()
{
    Level level = RuleBoard({"....e", //
                             "M.o..", //
                             "...o."})
                      .level();
    level.inventory = {{PieceKind::Stone, Side::Own, 1}, {PieceKind::TurnRight, Side::Own, 1}};
    level.solution = std::vector<Placement>{{PieceKind::Stone, Side::Own, {2, 2}},
                                            {PieceKind::TurnRight, Side::Own, {1, 1}}};
    return level;
}

Level levelFile(const QString& path)
{
    std::string error;
    const std::optional<std::string> text = readTextFile(path.toStdString(), error);
    if (!text)
        return {};
    const Loaded<Level> loaded = parseLevel(*text);
    return loaded.value.value_or(Level{});
}

} // namespace

class TestGrade : public QObject {
    Q_OBJECT

private slots:
    void mechanicsOfTheSolutionsRun_data()
    {
        QTest::addColumn<int>("index");
        const std::vector<MechanicCase> cases = mechanicCases();
        for (std::size_t i = 0; i < cases.size(); ++i)
            QTest::newRow(cases[i].name) << static_cast<int>(i);
    }

    void mechanicsOfTheSolutionsRun()
    {
        QFETCH(int, index);
        const MechanicCase c = mechanicCases()[static_cast<std::size_t>(index)];
        QVERIFY(validateLevel(c.level).empty());
        const Grade grade = gradeLevel(c.level);
        QCOMPARE(grade.status, Grade::Status::Graded);
        QCOMPARE(names(grade.features.mechanics), c.mechanics);
        QCOMPARE(grade.features.runSteps, c.steps);
        QCOMPARE(grade.solution, *c.level.solution);
        QCOMPARE(grade.features.pieces, 1);
        QCOMPARE(grade.difficulty, 1);
    }

    void traceRunAloneGivesTheSame()
    {
        for (const MechanicCase& c : mechanicCases()) {
            const Arena arena(c.level);
            State start = arena.initialState();
            arena.place(start, *c.level.solution);
            const RunTraits traits = traceRun(arena, start);
            QCOMPARE(traits.outcome, Outcome::Solved);
            QCOMPARE(names(traits.mechanics), c.mechanics);
            QCOMPARE(traits.steps, c.steps);
        }
    }

    void everyMechanicHasAName()
    {
        QStringList all;
        for (int m = 0; m < kMechanicCount; ++m)
            all << QString::fromLatin1(mechanicName(static_cast<Mechanic>(m)));
        QCOMPARE(all, (QStringList{"nearest_token", "tie", "push", "crush_edge", "crush_teleporter",
                                   "crush_monster", "wall_crossing", "monster_slide", "object_slide",
                                   "teleport", "turn_right", "turn_left", "turn_180", "blocked_sight",
                                   "crystal_sight", "survive_forever"}));
    }

    void aPieceThatIsNotNeededCountsNothing()
    {
        const Grade grade = gradeLevel(tieLevel());
        QCOMPARE(grade.status, Grade::Status::Graded);
        QCOMPARE(grade.features.pieces, 1);
        QCOMPARE(grade.features.needed, 0);
        QCOMPARE(grade.features.chain, 0);
        QCOMPARE(grade.features.decoys, 1);
        QCOMPARE(grade.features.forced, 0);
        QCOMPARE(grade.features.plausible, 2);
        QCOMPARE(grade.difficulty, 1);
    }

    void anImmediateThreatDictatesAPiece()
    {
        const Level level = puzzle(RuleBoard({"M..e", "....", "o..."}), PieceKind::Stone, {{0, 1}}, {0, 1});
        const Grade grade = gradeLevel(level);
        QCOMPARE(grade.status, Grade::Status::Graded);
        QCOMPARE(grade.features.needed, 1);
        QCOMPARE(grade.features.forced, 1);
        QCOMPARE(grade.features.plausible, 1);
        QCOMPARE(freePieces(grade.features), 0);
        QCOMPARE(grade.difficulty, 1);
    }

    void aDecoyMustEatAnEnemy()
    {
        const Grade grade = gradeLevel(aheadLevel());
        QCOMPARE(grade.status, Grade::Status::Graded);
        QCOMPARE(grade.features.needed, 0);
        QCOMPARE(grade.features.decoys, 0);
        QCOMPARE(names(grade.features.mechanics), QStringList{"nearest_token"});
        QCOMPARE(grade.features.runSteps, 2L);
    }

    void aPieceThatBringsAnotherIntoPlayMakesAChain()
    {
        const Level level = pairLevel();
        QVERIFY(validateLevel(level).empty());
        const Grade grade = gradeLevel(level);
        QCOMPARE(grade.status, Grade::Status::Graded);
        QCOMPARE(grade.features.pieces, 2);
        QCOMPARE(grade.features.needed, 2);
        QCOMPARE(grade.features.chain, 2);
        QCOMPARE(grade.features.decoys, 0);
        QCOMPARE(names(grade.features.mechanics),
                 (QStringList{"wall_crossing", "turn_right", "blocked_sight"}));
        QCOMPARE(grade.features.runSteps, 2L);
        QCOMPARE(grade.features.forced, 2);
        QCOMPARE(grade.features.plausible, 6);
        QCOMPARE(gradePoints(grade.features), 1);
        QCOMPARE(grade.difficulty, 1);
    }

    void withoutAStoredSolutionTheSolverFindsOne()
    {
        Level level = tieLevel();
        level.solution.reset();
        const Grade grade = gradeLevel(level);
        QCOMPARE(grade.status, Grade::Status::Graded);
        QCOMPARE(grade.solution, (std::vector<Placement>{{PieceKind::Token, Side::Own, {0, 1}}}));
        QCOMPARE(names(grade.features.mechanics), (QStringList{"nearest_token", "tie"}));
    }

    void unsolvableAndWrongSolutionAreNotGraded()
    {
        // Only (2,0) allowed: the own token is eaten in step 2 (see tie).
        Level level = tieLevel();
        level.allowed = std::vector<Cell>{{2, 0}};
        level.solution = std::vector<Placement>{{PieceKind::Token, Side::Own, {2, 0}}};
        QCOMPARE(gradeLevel(level).status, Grade::Status::Unsolvable);
        // Both allowed, the stored solution is the losing one.
        level.allowed = std::vector<Cell>{{0, 1}, {2, 0}};
        QCOMPARE(gradeLevel(level).status, Grade::Status::StoredSolutionFails);
    }

    void pointsFollowTheTable()
    {
        // docs/grading.md: two points per free piece (needed, not forced) after the
        // first, one per piece of the chain after the first, one per run-steps
        // threshold reached, two per plausible-cells threshold reached.
        QCOMPARE(gradePoints(features(0, 0, 0, 0)), 0);
        QCOMPARE(gradePoints(features(1, 1, 24, 29)), 0);
        QCOMPARE(gradePoints(features(1, 1, 25, 30)), 1 + 2);
        QCOMPARE(gradePoints(features(3, 2, 49, 59)), 4 + 1 + 1 + 2);
        QCOMPARE(gradePoints(features(5, 5, 50, 60)), 8 + 4 + 2 + 4);
        QCOMPARE(gradePoints(features(6, 3, 100000, 100000)), 10 + 2 + 2 + 4);
        // Two forced pieces leave three free ones.
        QCOMPARE(gradePoints(features(5, 5, 50, 60, 2)), 4 + 4 + 2 + 4);
        // The mechanics and the decoys are reported, not counted.
        QCOMPARE(gradePoints(features(3, 2, 49, 59, 0, 15, 100000)), gradePoints(features(3, 2, 49, 59)));
    }

    void difficultyFromPoints()
    {
        // 0-1 points: 1, 2-5: 2, 6-9: 3, 10-12: 4, 13 and more: 5 (six needed: no cap).
        const int byPoints[] = {1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 5, 5, 5, 5};
        for (int points = 0; points <= 20; ++points)
            QCOMPARE(difficultyForPoints(points), byPoints[points]);
        QCOMPARE(difficultyOf(features(6, 0, 0, 0)), 4);      // 10 points
        QCOMPARE(difficultyOf(features(6, 1, 0, 30)), 4);     // 12
        QCOMPARE(difficultyOf(features(6, 1, 25, 30)), 5);    // 13
        QCOMPARE(difficultyOf(features(3, 1, 0, 0)), 2);      // 4
        QCOMPARE(difficultyOf(features(3, 3, 0, 0)), 3);      // 6
        QCOMPARE(difficultyOf(features(4, 2, 25, 0)), 3);     // 8
        QCOMPARE(difficultyOf(features(3, 3, 50, 60)), 3);    // 12, but three needed
        QCOMPARE(difficultyOf(features(3, 3, 50, 60, 1)), 2); // 10, but two free
    }

    void difficultyNeedsThatManyFreePieces()
    {
        // The most points there are: 5 by points, capped by the needed pieces.
        const int expected[] = {1, 1, 2, 3, 4, 5, 5, 5};
        for (int needed = 0; needed <= 7; ++needed)
            QCOMPARE(difficultyOf(features(needed, needed, 1000000, 1000000)), expected[needed]);
        // A level won with one needed piece is always 1, whatever else.
        QCOMPARE(difficultyOf(features(1, 1, 1000000, 1000000)), 1);
        // Pieces that are not needed count nothing.
        GradeFeatures parked = features(1, 1, 50, 60);
        parked.pieces = 5;
        QCOMPARE(difficultyOf(parked), 1);
        // Forced pieces lower the cap as they lower the points.
        for (int forced = 0; forced <= 5; ++forced)
            QCOMPARE(difficultyOf(features(5, 5, 1000000, 1000000, forced)), std::max(1, 5 - forced));
    }

    void raisingOneFeatureNeverLowersTheGrade()
    {
        // Values on both sides of every threshold of the table; the forced pieces
        // (at most the needed ones) never raise it.
        const std::vector<int> needed{0, 1, 2, 3, 4, 5, 6};
        const std::vector<int> chains{0, 1, 2, 3, 4, 5, 6};
        const std::vector<long> steps{0, 24, 25, 49, 50, 100000};
        const std::vector<int> plausible{0, 29, 30, 59, 60, 100000};
        const std::vector<int> forced{0, 1, 2, 3};
        auto grade = [&](std::size_t p, std::size_t h, std::size_t t, std::size_t c, std::size_t f) {
            return difficultyOf(
                features(needed[p], chains[h], steps[t], plausible[c], std::min(forced[f], needed[p])));
        };
        int checked = 0;
        for (std::size_t p = 0; p < needed.size(); ++p)
            for (std::size_t h = 0; h < chains.size(); ++h)
                for (std::size_t t = 0; t < steps.size(); ++t)
                    for (std::size_t c = 0; c < plausible.size(); ++c)
                        for (std::size_t f = 0; f < forced.size(); ++f) {
                            const int d = grade(p, h, t, c, f);
                            QVERIFY(d >= 1 && d <= 5);
                            const bool ok = (p + 1 == needed.size() || grade(p + 1, h, t, c, f) >= d) &&
                                            (h + 1 == chains.size() || grade(p, h + 1, t, c, f) >= d) &&
                                            (t + 1 == steps.size() || grade(p, h, t + 1, c, f) >= d) &&
                                            (c + 1 == plausible.size() || grade(p, h, t, c + 1, f) >= d) &&
                                            (f + 1 == forced.size() || grade(p, h, t, c, f + 1) <= d);
                            if (!ok)
                                QFAIL(qPrintable("one feature moves the grade the wrong way from " +
                                                 featureText(features(needed[p], chains[h], steps[t],
                                                                      plausible[c], forced[f]))));
                            ++checked;
                        }
        QVERIFY(checked > 5000);
    }

    void deterministicAcrossRunsAndThreads_data()
    {
        QTest::addColumn<QString>("file");
        QTest::newRow("weekly w49") << QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w49.ffl.json");
        QTest::newRow("trio") << QStringLiteral(FF_TEST_DATA_DIR "/bench/trio-three-enemies.ffl.json");
        QTest::newRow("quad") << QStringLiteral(FF_TEST_DATA_DIR "/bench/quad-two-enemies.ffl.json");
    }

    void deterministicAcrossRunsAndThreads()
    {
        QFETCH(QString, file);
        const Level level = levelFile(file);
        QVERIFY(validateLevel(level).empty());
        const Grade one = gradeLevel(level, 1);
        QCOMPARE(one.status, Grade::Status::Graded);
        for (unsigned threads : {1u, 2u, 2u}) {
            const Grade again = gradeLevel(level, threads);
            QCOMPARE(again.status, Grade::Status::Graded);
            QCOMPARE(again.difficulty, one.difficulty);
            QCOMPARE(again.features.pieces, one.features.pieces);
            QCOMPARE(again.features.needed, one.features.needed);
            QCOMPARE(again.features.chain, one.features.chain);
            QCOMPARE(again.features.mechanics, one.features.mechanics);
            QCOMPARE(again.features.runSteps, one.features.runSteps);
            QCOMPARE(again.features.decoys, one.features.decoys);
            QCOMPARE(again.features.forced, one.features.forced);
            QCOMPARE(again.features.plausible, one.features.plausible);
            QCOMPARE(again.solution, one.solution);
        }
    }
};

QTEST_APPLESS_MAIN(TestGrade)
#include "tst_grade.moc"
