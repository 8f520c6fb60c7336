// Building levels (engine/rules/LevelEdit.h) and blood-pool connectivity (engine/rules/BloodPool.h):
// every edit and every reason it is refused.
//
// Expectations come from the rules by hand: what may share a cell from R6 (one floor
// feature per cell), R7 (one object per cell, none on a teleporter, objects may rest
// on blood) and R8 (the monster on no object, starting on no blood); void cells from
// R2 and R3 (the standard board's staircases: (x,y) with y <= 3 and x >= 12 + y, or
// y >= 7 and x <= y - 7); mirror cells from R5 ((width-1-x, height-1-y)); pools as
// connected sets of cells by steps N, E, S, W (level-format.md). Piece orders follow
// the contracts in LevelEdit.h.
// Qt first: moc (Qt 6.4) cannot parse GCC 12's <concepts>, which <compare> pulls in,
// unless QTest has already included it.
#include <QObject>
#include <QString>
#include <QTest>

#include "engine/rules/BloodPool.h"
#include "engine/rules/LevelEdit.h"

#include <string>
#include <vector>

using namespace ff;

Q_DECLARE_METATYPE(ff::Cell)

namespace ff {

// QCOMPARE prints refusals by name.
char* toString(EditRefusal r)
{
    const char* names[] = {"None",  "Void",       "StandardBoard", "Object",  "Monster",
                           "Blood", "Teleporter", "Occupied",      "Nothing", "NotAnObject"};
    return qstrdup(names[static_cast<int>(r)]);
}

} // namespace ff

namespace {

using Cells = std::vector<Cell>;

Piece object(PieceKind kind, Cell at)
{
    Piece p;
    p.kind = kind;
    p.at = at;
    return p;
}

Piece pool(Cells cells)
{
    Piece p;
    p.kind = PieceKind::Blood;
    p.cells = std::move(cells);
    return p;
}

Piece teleporter(std::string pair, Cell at, Dir arrow = Dir::N)
{
    Piece p;
    p.kind = PieceKind::Teleporter;
    p.pair = std::move(pair);
    p.at = at;
    p.arrow = arrow;
    return p;
}

// The standard board (R3) with nothing on it; the monster on (0,0) facing E.
Level emptyLevel()
{
    Level level;
    level.id = "edit";
    level.title = "Edit";
    level.board = Board::standard();
    level.monsterAt = {0, 0};
    level.monsterFacing = Dir::E;
    return level;
}

// The standard board with one of each: pieces[0] a stone on (2,2), pieces[1] a pool
// (8,2) (9,2), pieces[2] teleporter A on (5,5) pointing E, pieces[3] a yellow enemy
// token 4 on (6,1); the monster on (0,0) facing E.
Level level()
{
    Level l = emptyLevel();
    l.pieces.push_back(object(PieceKind::Stone, {2, 2}));
    l.pieces.push_back(pool({{8, 2}, {9, 2}}));
    l.pieces.push_back(teleporter("A", {5, 5}, Dir::E));
    Piece token = object(PieceKind::Token, {6, 1});
    token.side = Side::Enemy;
    token.color = "yellow";
    token.value = 4;
    l.pieces.push_back(token);
    return l;
}

// A 7 x 5 custom board without voids; the monster on (3,1), whose mirror is (3,3).
Level customLevel(std::optional<Cell> exit = {}, std::optional<Cell> entrance = {})
{
    Level l = emptyLevel();
    l.board = Board(7, 5, {}, exit, entrance);
    l.monsterAt = {3, 1};
    return l;
}

// Runs `edit` on a copy of `level` and answers its refusal; a refused edit that
// changed the level anyway fails the test.
template <class Edit> EditRefusal refusal(const Level& level, Edit edit)
{
    Level copy = level;
    const EditRefusal r = edit(copy);
    if (r != EditRefusal::None && !(copy == level))
        QTest::qFail("a refused edit changed the level", __FILE__, __LINE__);
    return r;
}

EditRefusal objectRefusal(const Level& level, PieceKind kind, Cell c)
{
    return refusal(level, [&](Level& l) { return placeObject(l, kind, Side::Own, c); });
}

// Checks moveRefusal and movePiece on a copy against each other; answers movePiece's.
EditRefusal moved(const Level& level, Cell from, Cell to)
{
    const EditRefusal r = refusal(level, [&](Level& l) { return movePiece(l, from, to); });
    if (moveRefusal(level, from, to) != r)
        QTest::qFail("moveRefusal differs from movePiece", __FILE__, __LINE__);
    return r;
}

} // namespace

class TestLevelEdit : public QObject {
    Q_OBJECT
private slots:
    void neighboursAreOneStepApart();
    void connectedParts_data();
    void connectedParts();
    void mayShareCellFollowsR6R7R8();
    void standRefusalNamesTheFirstConflict();
    void placeObjectPutsAndReplaces();
    void placeObjectRefusals();
    void paintBloodStartsExtendsAndMergesPools();
    void paintBloodRefusals();
    void teleporterEndsMakePairs();
    void nextTeleporterPairNames();
    void teleporterRefusalsAndArrow();
    void placeMonster();
    void setVoidMirrorsCells();
    void setVoidRefusals();
    void setVoidShrinksTheZone();
    void setAllowed();
    void eraseAtRemovesAllButTheMonster();
    void eraseAtSplitsPools();
    void movePieceCarriesWhatStandsThere();
    void moveRefusals();
};

void TestLevelEdit::neighboursAreOneStepApart()
{
    QVERIFY(neighbours({3, 3}, {3, 2}));  // N
    QVERIFY(neighbours({3, 3}, {4, 3}));  // E
    QVERIFY(neighbours({3, 3}, {3, 4}));  // S
    QVERIFY(neighbours({3, 3}, {2, 3}));  // W
    QVERIFY(!neighbours({3, 3}, {4, 4})); // diagonal
    QVERIFY(!neighbours({3, 3}, {3, 3}));
    QVERIFY(!neighbours({3, 3}, {5, 3}));
}

void TestLevelEdit::connectedParts_data()
{
    QTest::addColumn<Cells>("cells");
    QTest::addColumn<std::vector<Cells>>("parts");
    QTest::newRow("none") << Cells{} << std::vector<Cells>{};
    QTest::newRow("one cell") << Cells{{4, 4}} << std::vector<Cells>{{{4, 4}}};
    QTest::newRow("diagonal") << Cells{{1, 1}, {2, 2}} << std::vector<Cells>{{{1, 1}}, {{2, 2}}};
    // (1,1) and (3,1) meet through (2,1), listed last; the order stays.
    QTest::newRow("joined later") << Cells{{1, 1}, {3, 1}, {2, 1}}
                                  << std::vector<Cells>{{{1, 1}, {3, 1}, {2, 1}}};
    QTest::newRow("two pools") << Cells{{2, 4}, {6, 6}, {3, 4}, {2, 5}, {7, 6}}
                               << std::vector<Cells>{{{2, 4}, {3, 4}, {2, 5}}, {{6, 6}, {7, 6}}};
    // Parts in the order of their first cells: (9,9) comes before (5,5).
    QTest::newRow("three parts") << Cells{{0, 0}, {9, 9}, {5, 5}, {9, 8}}
                                 << std::vector<Cells>{{{0, 0}}, {{9, 9}, {9, 8}}, {{5, 5}}};
    QTest::newRow("listed twice") << Cells{{1, 1}, {5, 5}, {1, 1}}
                                  << std::vector<Cells>{{{1, 1}, {1, 1}}, {{5, 5}}};
    // Pools do not cross walls: the two ends of row 3 are not connected.
    QTest::newRow("no wall crossing") << Cells{{0, 3}, {15, 3}} << std::vector<Cells>{{{0, 3}}, {{15, 3}}};
}

void TestLevelEdit::connectedParts()
{
    QFETCH(Cells, cells);
    QFETCH(std::vector<Cells>, parts);
    QVERIFY(ff::connectedParts(cells) == parts);
}

void TestLevelEdit::mayShareCellFollowsR6R7R8()
{
    using O = Occupant;
    const O all[] = {O::Object, O::Teleporter, O::Blood, O::Monster};
    // Rows and columns in the order of `all`.
    const bool table[4][4] = {
        // Object      Teleporter    Blood         Monster
        {false /*R7*/, false /*R7*/, true /*R7*/, false /*R8*/},  // Object
        {false /*R7*/, false /*R6*/, false /*R6*/, true},         // Teleporter
        {true /*R7*/, false /*R6*/, false /*R6*/, false /*R8*/},  // Blood
        {false /*R8*/, true, false /*R8*/, true /*one monster*/}, // Monster
    };
    for (int a = 0; a < 4; ++a) {
        for (int b = 0; b < 4; ++b)
            QCOMPARE(mayShareCell(all[a], all[b]), table[a][b]);
    }
}

void TestLevelEdit::standRefusalNamesTheFirstConflict()
{
    const Level l = level();
    using O = Occupant;
    // Void: the R3 staircase (15,0) and (0,7), and outside the 16 x 11 rectangle.
    for (O what : {O::Object, O::Teleporter, O::Blood, O::Monster}) {
        QCOMPARE(standRefusal(l, what, {15, 0}), EditRefusal::Void);
        QCOMPARE(standRefusal(l, what, {0, 7}), EditRefusal::Void);
        QCOMPARE(standRefusal(l, what, {16, 0}), EditRefusal::Void);
        QCOMPARE(standRefusal(l, what, {3, 3}), EditRefusal::None); // empty floor
    }
    // Stone (2,2), blood (8,2), teleporter (5,5), monster (0,0).
    QCOMPARE(standRefusal(l, O::Object, {2, 2}), EditRefusal::Object);
    QCOMPARE(standRefusal(l, O::Object, {8, 2}), EditRefusal::None);
    QCOMPARE(standRefusal(l, O::Object, {5, 5}), EditRefusal::Teleporter);
    QCOMPARE(standRefusal(l, O::Object, {0, 0}), EditRefusal::Monster);
    QCOMPARE(standRefusal(l, O::Teleporter, {2, 2}), EditRefusal::Object);
    QCOMPARE(standRefusal(l, O::Teleporter, {8, 2}), EditRefusal::Blood);
    QCOMPARE(standRefusal(l, O::Teleporter, {5, 5}), EditRefusal::Teleporter);
    QCOMPARE(standRefusal(l, O::Teleporter, {0, 0}), EditRefusal::None);
    QCOMPARE(standRefusal(l, O::Blood, {2, 2}), EditRefusal::None);
    QCOMPARE(standRefusal(l, O::Blood, {8, 2}), EditRefusal::Blood);
    QCOMPARE(standRefusal(l, O::Blood, {5, 5}), EditRefusal::Teleporter);
    QCOMPARE(standRefusal(l, O::Blood, {0, 0}), EditRefusal::Monster);
    QCOMPARE(standRefusal(l, O::Monster, {2, 2}), EditRefusal::Object);
    QCOMPARE(standRefusal(l, O::Monster, {8, 2}), EditRefusal::Blood);
    QCOMPARE(standRefusal(l, O::Monster, {5, 5}), EditRefusal::None);
    QCOMPARE(standRefusal(l, O::Monster, {0, 0}), EditRefusal::None);
    // A crystal on the blood cell (9,2): the object is named first.
    Level onBlood = l;
    onBlood.pieces.push_back(object(PieceKind::Crystal, {9, 2}));
    QCOMPARE(standRefusal(onBlood, O::Teleporter, {9, 2}), EditRefusal::Object);
    QCOMPARE(standRefusal(onBlood, O::Monster, {9, 2}), EditRefusal::Object);
}

void TestLevelEdit::placeObjectPutsAndReplaces()
{
    Level l = level();
    // A crystal ignores side, colour and value: they mean nothing for it.
    QCOMPARE(placeObject(l, PieceKind::Crystal, Side::Own, {3, 3}, "red", 5), EditRefusal::None);
    QCOMPARE(l.pieces.size(), std::size_t(5));
    QVERIFY(l.pieces[4] == object(PieceKind::Crystal, {3, 3}));
    // A token keeps side, colour and value.
    QCOMPARE(placeObject(l, PieceKind::Token, Side::Own, {4, 4}, "blue", 2), EditRefusal::None);
    const Piece& token = l.pieces.back();
    QCOMPARE(token.kind, PieceKind::Token);
    QVERIFY(token.at == Cell({4, 4}));
    QCOMPARE(token.side, Side::Own);
    QCOMPARE(token.color, std::optional<std::string>("blue"));
    QCOMPARE(token.value, std::optional<int>(2));
    // On the stone (2,2): replaced in its place.
    QCOMPARE(placeObject(l, PieceKind::TurnLeft, Side::Own, {2, 2}), EditRefusal::None);
    QCOMPARE(l.pieces.size(), std::size_t(6));
    QVERIFY(l.pieces[0] == object(PieceKind::TurnLeft, {2, 2}));
    // On blood (R7): appended, the pool stays.
    QCOMPARE(placeObject(l, PieceKind::Turn180, Side::Own, {8, 2}), EditRefusal::None);
    QVERIFY(l.pieces.back() == object(PieceKind::Turn180, {8, 2}));
    QVERIFY(l.pieces[1] == pool({{8, 2}, {9, 2}}));
    // The same piece again changes nothing.
    const Level before = l;
    QCOMPARE(placeObject(l, PieceKind::Turn180, Side::Own, {8, 2}), EditRefusal::None);
    QVERIFY(l == before);
}

void TestLevelEdit::placeObjectRefusals()
{
    const Level l = level();
    QCOMPARE(objectRefusal(l, PieceKind::Stone, {15, 0}), EditRefusal::Void);
    QCOMPARE(objectRefusal(l, PieceKind::Stone, {16, 0}), EditRefusal::Void);
    QCOMPARE(objectRefusal(l, PieceKind::Stone, {5, 5}), EditRefusal::Teleporter);
    QCOMPARE(objectRefusal(l, PieceKind::Token, {0, 0}), EditRefusal::Monster);
    QCOMPARE(objectRefusal(l, PieceKind::Blood, {3, 3}), EditRefusal::NotAnObject);
    QCOMPARE(objectRefusal(l, PieceKind::Teleporter, {3, 3}), EditRefusal::NotAnObject);
}

void TestLevelEdit::paintBloodStartsExtendsAndMergesPools()
{
    Level l = level();
    // Touching no pool: a new one.
    QCOMPARE(paintBlood(l, {3, 6}), EditRefusal::None);
    QCOMPARE(l.pieces.size(), std::size_t(5));
    QVERIFY(l.pieces[4] == pool({{3, 6}}));
    // East of (9,2): the pool grows.
    QCOMPARE(paintBlood(l, {10, 2}), EditRefusal::None);
    QVERIFY(l.pieces[1] == pool({{8, 2}, {9, 2}, {10, 2}}));
    // Diagonal to (3,6): not connected, a new pool.
    QCOMPARE(paintBlood(l, {4, 7}), EditRefusal::None);
    QCOMPARE(l.pieces.size(), std::size_t(6));
    QVERIFY(l.pieces[5] == pool({{4, 7}}));
    // (3,7) touches both: one pool.
    QCOMPARE(paintBlood(l, {3, 7}), EditRefusal::None);
    QCOMPARE(l.pieces.size(), std::size_t(5));
    QVERIFY(l.pieces[4] == pool({{3, 6}, {3, 7}, {4, 7}}));
    // Under the stone (R7: objects rest on blood).
    QCOMPARE(paintBlood(l, {2, 2}), EditRefusal::None);
    QVERIFY(l.pieces.back() == pool({{2, 2}}));
    // A blood cell already is one.
    const Level before = l;
    QCOMPARE(paintBlood(l, {8, 2}), EditRefusal::None);
    QVERIFY(l == before);

    // (6,8) touches the pools (5,8), (7,8) and (6,9): they merge into the first, the
    // cells of the latest pool first; the stone and the far pool keep their order.
    Level m = emptyLevel();
    m.pieces = {pool({{5, 8}}), object(PieceKind::Stone, {1, 1}), pool({{7, 8}}), pool({{6, 9}}),
                pool({{10, 1}})};
    QCOMPARE(paintBlood(m, {6, 8}), EditRefusal::None);
    const std::vector<Piece> merged = {pool({{5, 8}, {6, 8}, {6, 9}, {7, 8}}),
                                       object(PieceKind::Stone, {1, 1}), pool({{10, 1}})};
    QVERIFY(m.pieces == merged);
}

void TestLevelEdit::paintBloodRefusals()
{
    const Level l = level();
    const auto paint = [&](Cell c) { return refusal(l, [&](Level& x) { return paintBlood(x, c); }); };
    QCOMPARE(paint({15, 0}), EditRefusal::Void);
    QCOMPARE(paint({0, 7}), EditRefusal::Void);
    QCOMPARE(paint({5, 5}), EditRefusal::Teleporter); // R6
    QCOMPARE(paint({0, 0}), EditRefusal::Monster);    // R8
}

void TestLevelEdit::teleporterEndsMakePairs()
{
    Level l = emptyLevel();
    QCOMPARE(placeTeleporter(l, {3, 4}), EditRefusal::None);
    QVERIFY(l.pieces.back() == teleporter("A", {3, 4}, Dir::N));
    QCOMPARE(placeTeleporter(l, {12, 6}), EditRefusal::None);
    QVERIFY(l.pieces.back() == teleporter("A", {12, 6}, Dir::N));
    QCOMPARE(placeTeleporter(l, {5, 5}), EditRefusal::None);
    QVERIFY(l.pieces.back() == teleporter("B", {5, 5}, Dir::N));
    // Without (3,4), A has one end: it comes before B's.
    QCOMPARE(eraseAt(l, {3, 4}), EditRefusal::None);
    QCOMPARE(placeTeleporter(l, {7, 7}), EditRefusal::None);
    QCOMPARE(l.pieces.back().pair, std::string("A"));
    QCOMPARE(placeTeleporter(l, {7, 8}), EditRefusal::None);
    QCOMPARE(l.pieces.back().pair, std::string("B"));
    // Nothing keeps the monster off a teleporter (R6-R8).
    QCOMPARE(placeTeleporter(l, {0, 0}), EditRefusal::None);
    QCOMPARE(l.pieces.back().pair, std::string("C"));
}

void TestLevelEdit::nextTeleporterPairNames()
{
    Level l = emptyLevel();
    QCOMPARE(nextTeleporterPair(l), std::string("A"));
    // A free name before the ones in use.
    l.pieces = {teleporter("B", {1, 1}), teleporter("B", {2, 1})};
    QCOMPARE(nextTeleporterPair(l), std::string("A"));
    // A..Z complete: AA; AA..AZ complete too: BA (like spreadsheet columns).
    l.pieces.clear();
    const auto addPair = [&](const std::string& name) {
        l.pieces.push_back(teleporter(name, {1, 1}));
        l.pieces.push_back(teleporter(name, {2, 1}));
    };
    for (char c = 'A'; c <= 'Z'; ++c)
        addPair(std::string(1, c));
    QCOMPARE(nextTeleporterPair(l), std::string("AA"));
    for (char c = 'A'; c <= 'Z'; ++c)
        addPair(std::string("A") + c);
    QCOMPARE(nextTeleporterPair(l), std::string("BA"));
    // Any name with one end gets the next end.
    l.pieces.push_back(teleporter("x7", {3, 1}));
    QCOMPARE(nextTeleporterPair(l), std::string("x7"));
}

void TestLevelEdit::teleporterRefusalsAndArrow()
{
    Level l = level();
    const auto place = [&](Cell c) { return refusal(l, [&](Level& x) { return placeTeleporter(x, c); }); };
    QCOMPARE(place({15, 0}), EditRefusal::Void);
    QCOMPARE(place({2, 2}), EditRefusal::Object);     // R7
    QCOMPARE(place({8, 2}), EditRefusal::Blood);      // R6
    QCOMPARE(place({5, 5}), EditRefusal::Teleporter); // R6
    QCOMPARE(setTeleporterArrow(l, {5, 5}, Dir::W), EditRefusal::None);
    QCOMPARE(l.pieces[2].arrow, Dir::W);
    const auto noTeleporter = [](Level& x) { return setTeleporterArrow(x, {3, 3}, Dir::S); };
    QCOMPARE(refusal(l, noTeleporter), EditRefusal::Nothing);
}

void TestLevelEdit::placeMonster()
{
    Level l = level();
    const auto place = [&](Cell c) { return refusal(l, [&](Level& x) { return ff::placeMonster(x, c); }); };
    QCOMPARE(place({15, 0}), EditRefusal::Void);
    QCOMPARE(place({2, 2}), EditRefusal::Object); // R8
    QCOMPARE(place({8, 2}), EditRefusal::Blood);  // R8
    QCOMPARE(ff::placeMonster(l, {3, 3}), EditRefusal::None);
    QVERIFY(l.monsterAt == Cell({3, 3}));
    QCOMPARE(l.monsterFacing, Dir::E);
    QCOMPARE(ff::placeMonster(l, {5, 5}), EditRefusal::None); // on the teleporter
    QVERIFY(l.monsterAt == Cell({5, 5}));
    const Level before = l;
    QCOMPARE(ff::placeMonster(l, {5, 5}), EditRefusal::None);
    QVERIFY(l == before);
}

void TestLevelEdit::setVoidMirrorsCells()
{
    Level l = customLevel();
    // The mirror of (1,0) on 7 x 5 is (7-1-1, 5-1-0) = (5,4).
    QCOMPARE(setVoid(l, {1, 0}, true), EditRefusal::None);
    QVERIFY(l.board.voids() == Cells({{1, 0}, {5, 4}}));
    QCOMPARE(l.board.playingCount(), 35 - 2);
    QVERIFY(l.board.voidSymmetric());
    // The centre (3,2) is its own mirror.
    QCOMPARE(setVoid(l, {3, 2}, true), EditRefusal::None);
    QVERIFY(l.board.voids() == Cells({{1, 0}, {5, 4}, {3, 2}}));
    QCOMPARE(l.board.playingCount(), 35 - 3);
    // Already void: nothing changes.
    const Level before = l;
    QCOMPARE(setVoid(l, {5, 4}, true), EditRefusal::None);
    QVERIFY(l == before);
    // Floor again: the cell and its mirror.
    QCOMPARE(setVoid(l, {5, 4}, false), EditRefusal::None);
    QVERIFY(l.board.voids() == Cells({{3, 2}}));
    QVERIFY(!l.board.isStandard());
    QCOMPARE(l.board.width(), 7);
    QCOMPARE(l.board.height(), 5);
}

void TestLevelEdit::setVoidRefusals()
{
    const auto setVoidOn = [](const Level& level, Cell c) {
        return refusal(level, [&](Level& x) { return setVoid(x, c, true); });
    };
    QCOMPARE(setVoidOn(emptyLevel(), {5, 5}), EditRefusal::StandardBoard); // R3 is fixed
    Level l = customLevel();
    QCOMPARE(setVoidOn(l, {7, 0}), EditRefusal::Void); // outside the rectangle
    QCOMPARE(refusal(l, [](Level& x) { return setVoid(x, {7, 0}, false); }), EditRefusal::Void);
    l.pieces = {object(PieceKind::Stone, {4, 4}), pool({{6, 0}}), teleporter("A", {1, 1})};
    QCOMPARE(setVoidOn(l, {2, 0}), EditRefusal::Occupied); // the stone on its mirror (4,4)
    QCOMPARE(setVoidOn(l, {4, 4}), EditRefusal::Occupied); // the stone itself
    QCOMPARE(setVoidOn(l, {0, 4}), EditRefusal::Occupied); // blood on (6,0)
    QCOMPARE(setVoidOn(l, {5, 3}), EditRefusal::Occupied); // the teleporter on (1,1)
    QCOMPARE(setVoidOn(l, {3, 3}), EditRefusal::Occupied); // the monster on (3,1)
    const Level doors = customLevel(Cell{0, 2}, Cell{6, 0});
    QCOMPARE(setVoidOn(doors, {6, 2}), EditRefusal::Occupied); // the exit (0,2)
    QCOMPARE(setVoidOn(doors, {0, 4}), EditRefusal::Occupied); // the entrance (6,0)
    QCOMPARE(setVoidOn(doors, {1, 4}), EditRefusal::None);
}

void TestLevelEdit::setVoidShrinksTheZone()
{
    Level l = customLevel();
    l.allowed = Cells{{2, 0}, {4, 4}, {1, 1}};
    // (2,0) and its mirror (4,4) leave the zone.
    QCOMPARE(setVoid(l, {2, 0}, true), EditRefusal::None);
    QVERIFY(l.allowed == Cells({{1, 1}}));
    // (5,3), mirror (1,1): the zone is empty, so it goes.
    QCOMPARE(setVoid(l, {5, 3}, true), EditRefusal::None);
    QVERIFY(!l.allowed);
}

void TestLevelEdit::setAllowed()
{
    Level l = level();
    QCOMPARE(ff::setAllowed(l, {1, 1}, true), EditRefusal::None);
    QVERIFY(l.allowed == Cells({{1, 1}}));
    // Under the stone: the zone may hold any playing cell.
    QCOMPARE(ff::setAllowed(l, {2, 2}, true), EditRefusal::None);
    QVERIFY(l.allowed == Cells({{1, 1}, {2, 2}}));
    Level before = l;
    QCOMPARE(ff::setAllowed(l, {1, 1}, true), EditRefusal::None);
    QCOMPARE(ff::setAllowed(l, {3, 3}, false), EditRefusal::None);
    QVERIFY(l == before);
    QCOMPARE(ff::setAllowed(l, {1, 1}, false), EditRefusal::None);
    QVERIFY(l.allowed == Cells({{2, 2}}));
    QCOMPARE(ff::setAllowed(l, {2, 2}, false), EditRefusal::None);
    QVERIFY(!l.allowed); // no zone: every free cell is allowed again (R21)
    QCOMPARE(refusal(l, [](Level& x) { return ff::setAllowed(x, {15, 0}, true); }), EditRefusal::Void);
    QCOMPARE(refusal(l, [](Level& x) { return ff::setAllowed(x, {-1, 0}, true); }), EditRefusal::Void);
}

void TestLevelEdit::eraseAtRemovesAllButTheMonster()
{
    Level l = level();
    const auto erase = [&](Cell c) { return refusal(l, [&](Level& x) { return eraseAt(x, c); }); };
    QCOMPARE(erase({0, 0}), EditRefusal::Nothing); // the monster stays
    QCOMPARE(erase({3, 3}), EditRefusal::Nothing);
    QCOMPARE(eraseAt(l, {2, 2}), EditRefusal::None);
    QCOMPARE(l.pieces.size(), std::size_t(3));
    QCOMPARE(l.pieces[0].kind, PieceKind::Blood);
    QCOMPARE(eraseAt(l, {5, 5}), EditRefusal::None);
    QCOMPARE(l.pieces.size(), std::size_t(2));
    QCOMPARE(l.pieces[1].kind, PieceKind::Token);
    // An object on blood goes with the blood cell.
    l.pieces.push_back(object(PieceKind::Crystal, {9, 2}));
    QCOMPARE(eraseAt(l, {9, 2}), EditRefusal::None);
    QCOMPARE(l.pieces.size(), std::size_t(2));
    QVERIFY(l.pieces[0] == pool({{8, 2}}));
    // The last cell of a pool takes the pool.
    QCOMPARE(eraseAt(l, {8, 2}), EditRefusal::None);
    QCOMPARE(l.pieces.size(), std::size_t(1));
    QVERIFY(l.monsterAt == Cell({0, 0}));
}

void TestLevelEdit::eraseAtSplitsPools()
{
    Level l = emptyLevel();
    l.pieces = {pool({{2, 5}, {3, 5}, {4, 5}, {5, 5}, {6, 5}}), object(PieceKind::Stone, {1, 1})};
    QCOMPARE(eraseAt(l, {4, 5}), EditRefusal::None);
    const std::vector<Piece> split = {pool({{2, 5}, {3, 5}}), object(PieceKind::Stone, {1, 1}),
                                      pool({{5, 5}, {6, 5}})};
    QVERIFY(l.pieces == split);
    // Without its first cell the pool is still one.
    QCOMPARE(eraseAt(l, {2, 5}), EditRefusal::None);
    QVERIFY(l.pieces[0] == pool({{3, 5}}));
    // A plus without its centre: four cells, no two of them neighbours.
    l.pieces = {pool({{5, 4}, {4, 5}, {5, 5}, {6, 5}, {5, 6}})};
    QCOMPARE(eraseAt(l, {5, 5}), EditRefusal::None);
    const std::vector<Piece> four = {pool({{5, 4}}), pool({{4, 5}}), pool({{6, 5}}), pool({{5, 6}})};
    QVERIFY(l.pieces == four);
}

void TestLevelEdit::movePieceCarriesWhatStandsThere()
{
    Level l = level();
    QCOMPARE(movableAt(l, {2, 2}), std::optional<Occupant>(Occupant::Object));
    QCOMPARE(movableAt(l, {5, 5}), std::optional<Occupant>(Occupant::Teleporter));
    QCOMPARE(movableAt(l, {0, 0}), std::optional<Occupant>(Occupant::Monster));
    QCOMPARE(movableAt(l, {8, 2}), std::optional<Occupant>()); // blood stays where it is painted
    QCOMPARE(movableAt(l, {3, 3}), std::optional<Occupant>());
    // Objects keep what they are.
    QCOMPARE(movePiece(l, {2, 2}, {3, 2}), EditRefusal::None);
    QVERIFY(l.pieces[0] == object(PieceKind::Stone, {3, 2}));
    Piece token = l.pieces[3];
    QCOMPARE(movePiece(l, {6, 1}, {6, 2}), EditRefusal::None);
    token.at = {6, 2};
    QVERIFY(l.pieces[3] == token);
    // Onto blood (R7); off it again, the blood stays.
    QCOMPARE(movePiece(l, {3, 2}, {9, 2}), EditRefusal::None);
    QCOMPARE(movableAt(l, {9, 2}), std::optional<Occupant>(Occupant::Object));
    QCOMPARE(movePiece(l, {9, 2}, {9, 3}), EditRefusal::None);
    QVERIFY(l.pieces[0] == object(PieceKind::Stone, {9, 3}));
    QVERIFY(l.pieces[1] == pool({{8, 2}, {9, 2}}));
    // A teleporter keeps pair and arrow.
    QCOMPARE(movePiece(l, {5, 5}, {5, 6}), EditRefusal::None);
    QVERIFY(l.pieces[2] == teleporter("A", {5, 6}, Dir::E));
    // The monster keeps its facing; on the teleporter, the teleporter is what moves.
    QCOMPARE(movePiece(l, {0, 0}, {5, 6}), EditRefusal::None);
    QVERIFY(l.monsterAt == Cell({5, 6}));
    QCOMPARE(l.monsterFacing, Dir::E);
    QCOMPARE(movableAt(l, {5, 6}), std::optional<Occupant>(Occupant::Teleporter));
    QCOMPARE(movePiece(l, {5, 6}, {5, 7}), EditRefusal::None);
    QVERIFY(l.pieces[2].at == Cell({5, 7}));
    QVERIFY(l.monsterAt == Cell({5, 6}));
    // Onto its own cell: nothing changes.
    const Level before = l;
    QCOMPARE(movePiece(l, {9, 3}, {9, 3}), EditRefusal::None);
    QCOMPARE(movePiece(l, {3, 3}, {3, 3}), EditRefusal::None);
    QVERIFY(l == before);
}

void TestLevelEdit::moveRefusals()
{
    const Level l = level();
    // The stone (2,2).
    QCOMPARE(moved(l, {2, 2}, {6, 1}), EditRefusal::Object);     // R7
    QCOMPARE(moved(l, {2, 2}, {5, 5}), EditRefusal::Teleporter); // R7
    QCOMPARE(moved(l, {2, 2}, {0, 0}), EditRefusal::Monster);    // R8
    QCOMPARE(moved(l, {2, 2}, {15, 0}), EditRefusal::Void);
    QCOMPARE(moved(l, {2, 2}, {8, 2}), EditRefusal::None);
    // The teleporter (5,5).
    QCOMPARE(moved(l, {5, 5}, {2, 2}), EditRefusal::Object); // R7
    QCOMPARE(moved(l, {5, 5}, {8, 2}), EditRefusal::Blood);  // R6
    QCOMPARE(moved(l, {5, 5}, {0, 7}), EditRefusal::Void);
    QCOMPARE(moved(l, {5, 5}, {0, 0}), EditRefusal::None);
    // The monster (0,0).
    QCOMPARE(moved(l, {0, 0}, {2, 2}), EditRefusal::Object); // R8
    QCOMPARE(moved(l, {0, 0}, {8, 2}), EditRefusal::Blood);  // R8
    QCOMPARE(moved(l, {0, 0}, {16, 0}), EditRefusal::Void);
    QCOMPARE(moved(l, {0, 0}, {5, 5}), EditRefusal::None);
    // Nothing to carry.
    QCOMPARE(moved(l, {3, 3}, {4, 4}), EditRefusal::Nothing);
    QCOMPARE(moved(l, {8, 2}, {4, 4}), EditRefusal::Nothing);
}

QTEST_APPLESS_MAIN(TestLevelEdit)
#include "tst_leveledit.moc"
