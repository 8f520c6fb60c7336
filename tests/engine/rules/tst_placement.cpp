// Placing the inventory (R21, engine/rules/Placement.h): which cells take a piece and why
// the others do not, inventory counting by piece type, and placing, moving and
// restoring pieces against the ones placed before. Every expectation is read off
// the board pictures and R21 by hand.
// Qt first: moc (Qt 6.4) cannot parse GCC 12's <concepts>, which <compare> pulls in,
// unless QTest has already included it.
#include <QObject>
#include <QTest>

#include "engine/rules/Placement.h"
#include "tests/engine/rules/RuleBoard.h"

#include <vector>

using namespace ff;
using ff::test::RuleBoard;

namespace {

using R = PlacementRefusal;

// 6 x 4 (RuleBoard letters): void (0,0) and its mirror (5,3), the monster (1,0),
// a stone (3,0), blood (2,1) (2,2), a teleporter pair on (3,1) and (2,3), an enemy
// token (4,2). The inventory: one own token, two enemy tokens, three stones (one
// listed with side "enemy", which means nothing for a stone), and entries that hold
// nothing a player places: blood, a crystal count of 0, a turn-left count of -1.
Level sampleLevel()
{
    Level level = RuleBoard({"#M.s..", "..b1..", "..b.e.", "..1..#"}).teleporter('1', Dir::S, Dir::N).level();
    level.inventory = {{PieceKind::Token, Side::Own, 1},    {PieceKind::Stone, Side::Own, 2},
                       {PieceKind::Token, Side::Enemy, 2},  {PieceKind::Stone, Side::Enemy, 1},
                       {PieceKind::Blood, Side::Own, 2},    {PieceKind::Crystal, Side::Own, 0},
                       {PieceKind::TurnLeft, Side::Own, -1}};
    return level;
}

std::size_t indexOf(const Level& level, PieceKind kind, Cell c)
{
    for (std::size_t i = 0; i < level.pieces.size(); ++i) {
        const Piece& p = level.pieces[i];
        if (p.kind == kind && (kind == PieceKind::Blood ? p.cells.front() == c : p.at == c))
            return i;
    }
    return level.pieces.size();
}

// A piece of `kind` on the one cell of `cells`, a blood pool on all of them.
Piece pieceOn(PieceKind kind, std::vector<Cell> cells)
{
    Piece p;
    p.kind = kind;
    if (kind == PieceKind::Blood)
        p.cells = std::move(cells);
    else
        p.at = cells.front();
    return p;
}

Placement own(Cell at)
{
    return {PieceKind::Token, Side::Own, at};
}

Placement stone(Cell at, Side side = Side::Own)
{
    return {PieceKind::Stone, side, at};
}

} // namespace

class TestPlacement : public QObject {
    Q_OBJECT

private slots:
    void r21_pieceTypesKeepTheSideOfTokensOnly()
    {
        QVERIFY((pieceTypeOf(PieceKind::Token, Side::Enemy) == PieceType{PieceKind::Token, Side::Enemy}));
        QVERIFY((pieceTypeOf(PieceKind::Token, Side::Own) == PieceType{PieceKind::Token, Side::Own}));
        QVERIFY((pieceTypeOf(PieceKind::Stone, Side::Enemy) == PieceType{PieceKind::Stone, Side::Own}));
        QVERIFY((pieceTypeOf(PieceKind::Turn180, Side::Enemy) == PieceType{PieceKind::Turn180, Side::Own}));
        // Ordered by kind, own before enemy.
        QVERIFY((PieceType{PieceKind::Token, Side::Own} < PieceType{PieceKind::Token, Side::Enemy}));
        QVERIFY((PieceType{PieceKind::Token, Side::Enemy} < PieceType{PieceKind::Stone, Side::Own}));
    }

    void r21_inventoryCountsSumEachType()
    {
        // Stones: 2 + 1 (the "enemy" stone is a stone); blood is never placed; counts
        // below one hold nothing.
        const Level level = sampleLevel();
        const std::map<PieceType, int> expected = {{{PieceKind::Token, Side::Own}, 1},
                                                   {{PieceKind::Token, Side::Enemy}, 2},
                                                   {{PieceKind::Stone, Side::Own}, 3}};
        QVERIFY(inventoryCounts(level) == expected);
        QCOMPARE(level.inventorySize(), 6);
        const PlacementRules rules(level);
        QCOMPARE(rules.inventoryCount(PieceKind::Stone, Side::Enemy), 3);
        QCOMPARE(rules.inventoryCount(PieceKind::Token, Side::Enemy), 2);
        QCOMPARE(rules.inventoryCount(PieceKind::Crystal, Side::Own), 0);
        QCOMPARE(rules.inventoryCount(PieceKind::Blood, Side::Own), 0);
        QCOMPARE(rules.inventoryCount(PieceKind::TurnLeft, Side::Own), 0);
    }

    void r21_countsLeftAfterPlacing()
    {
        const PlacementRules rules(sampleLevel());
        const std::vector<Placement> placed = {stone({4, 0}), stone({5, 0}, Side::Enemy), own({0, 1})};
        QCOMPARE(rules.countLeft(placed, PieceKind::Stone, Side::Own), 1);
        QCOMPARE(rules.countLeft(placed, PieceKind::Token, Side::Own), 0);
        QCOMPARE(rules.countLeft(placed, PieceKind::Token, Side::Enemy), 2);
        QCOMPARE(rules.countLeft({own({0, 1}), own({0, 2})}, PieceKind::Token, Side::Own), -1);
        QCOMPARE(rules.piecesLeft({}), 6);
        QCOMPARE(rules.piecesLeft(placed), 3);
        QCOMPARE(rules.piecesLeft(std::vector<Placement>(7, own({0, 1}))), 0);
    }

    void r21_cellsOfTheLevel()
    {
        // R21: playing, no object, not the monster's, not blood, not a teleporter.
        const Level level = sampleLevel();
        const PlacementRules rules(level);
        QCOMPARE(rules.cellRefusal({0, 0}), R::Void);
        QCOMPARE(rules.cellRefusal({5, 3}), R::Void);
        QCOMPARE(rules.cellRefusal({-1, 2}), R::Void);
        QCOMPARE(rules.cellRefusal({6, 0}), R::Void);
        QCOMPARE(rules.cellRefusal({2, 4}), R::Void);
        QCOMPARE(rules.cellRefusal({1, 0}), R::Monster);
        QCOMPARE(rules.cellRefusal({3, 0}), R::Occupied);
        QCOMPARE(rules.cellRefusal({4, 2}), R::Occupied);
        QCOMPARE(rules.cellRefusal({2, 1}), R::Blood);
        QCOMPARE(rules.cellRefusal({2, 2}), R::Blood);
        QCOMPARE(rules.cellRefusal({3, 1}), R::Teleporter);
        QCOMPARE(rules.cellRefusal({2, 3}), R::Teleporter);
        QCOMPARE(rules.cellRefusal({2, 0}), R::None);
        QCOMPARE(rules.cellRefusal({0, 3}), R::None);
        QCOMPARE(rules.cellRefusal({5, 2}), R::None);
        // The pieces behind them.
        QCOMPARE(rules.blockingPiece({3, 0}), std::optional(indexOf(level, PieceKind::Stone, {3, 0})));
        QCOMPARE(rules.blockingPiece({4, 2}), std::optional(indexOf(level, PieceKind::Token, {4, 2})));
        QCOMPARE(rules.blockingPiece({2, 2}), std::optional(indexOf(level, PieceKind::Blood, {2, 1})));
        QCOMPARE(rules.blockingPiece({2, 3}), std::optional(indexOf(level, PieceKind::Teleporter, {2, 3})));
        QCOMPARE(rules.blockingPiece({1, 0}), std::optional<std::size_t>());
        QCOMPARE(rules.blockingPiece({0, 0}), std::optional<std::size_t>());
        QCOMPARE(rules.blockingPiece({2, 0}), std::optional<std::size_t>());
    }

    void r21_allowedCells()
    {
        // With `allowed` listed, every other free cell is refused; cells that are not
        // free keep their own reason.
        Level level = sampleLevel();
        level.allowed = std::vector<Cell>{{2, 0}, {3, 0}, {2, 1}, {0, 3}};
        const PlacementRules rules(level);
        QCOMPARE(rules.cellRefusal({2, 0}), R::None);
        QCOMPARE(rules.cellRefusal({0, 3}), R::None);
        QCOMPARE(rules.cellRefusal({3, 0}), R::Occupied);
        QCOMPARE(rules.cellRefusal({2, 1}), R::Blood);
        QCOMPARE(rules.cellRefusal({5, 2}), R::NotAllowed);
        QCOMPARE(rules.cellRefusal({0, 1}), R::NotAllowed);
        QCOMPARE(rules.cellRefusal({0, 0}), R::Void);
        // An empty list allows nothing.
        level.allowed = std::vector<Cell>{};
        QCOMPARE(PlacementRules(level).cellRefusal({2, 0}), R::NotAllowed);
    }

    void r21_reasonsInOrderOfPrecedence()
    {
        // Where several reasons hold the first of Void, Occupied, Monster, Blood /
        // Teleporter, NotAllowed is given, whatever the order of the pieces. An object
        // may rest on blood (R7); the rest break the rules but still get an answer.
        Level level = RuleBoard({"M...", "....", "...."}).level();
        level.pieces = {
            pieceOn(PieceKind::Blood, {{1, 0}, {1, 1}}), pieceOn(PieceKind::Stone, {{1, 1}}),
            pieceOn(PieceKind::Crystal, {{1, 1}}),       pieceOn(PieceKind::Teleporter, {{2, 2}}),
            pieceOn(PieceKind::Blood, {{2, 2}, {3, 2}}), pieceOn(PieceKind::Stone, {{5, 5}}),
            pieceOn(PieceKind::Blood, {{0, 0}}),
        };
        level.allowed = std::vector<Cell>{{3, 0}};
        const PlacementRules rules(level);
        QCOMPARE(rules.cellRefusal({1, 1}), R::Occupied);
        QCOMPARE(rules.blockingPiece({1, 1}), std::optional<std::size_t>(1));
        QCOMPARE(rules.cellRefusal({1, 0}), R::Blood);
        QCOMPARE(rules.cellRefusal({2, 2}), R::Teleporter);
        QCOMPARE(rules.blockingPiece({2, 2}), std::optional<std::size_t>(3));
        QCOMPARE(rules.cellRefusal({3, 2}), R::Blood);
        QCOMPARE(rules.blockingPiece({3, 2}), std::optional<std::size_t>(4));
        QCOMPARE(rules.cellRefusal({0, 0}), R::Monster);
        QCOMPARE(rules.cellRefusal({5, 5}), R::Void);
        QCOMPARE(rules.cellRefusal({3, 0}), R::None);
        QCOMPARE(rules.cellRefusal({3, 1}), R::NotAllowed);
    }

    void r21_placingNextToPlacedPieces()
    {
        const PlacementRules rules(sampleLevel());
        const std::vector<Placement> placed = {own({2, 0})};
        // The cell is taken by a placed piece, unless that piece is the one ignored.
        QCOMPARE(rules.checkCell(placed, {2, 0}), R::Occupied);
        QCOMPARE(rules.checkCell(placed, {2, 0}, Cell{2, 0}), R::None);
        QCOMPARE(rules.checkCell(placed, {4, 0}, Cell{2, 0}), R::None);
        QCOMPARE(rules.checkCell(placed, {3, 0}, Cell{3, 0}), R::Occupied); // the level's stone stays
        // The type first, then the cell, then the count.
        QCOMPARE(rules.checkPlace(placed, PieceKind::Crystal, Side::Own, {0, 0}), R::NotInInventory);
        QCOMPARE(rules.checkPlace(placed, PieceKind::Blood, Side::Own, {4, 0}), R::NotInInventory);
        QCOMPARE(rules.checkPlace(placed, PieceKind::Token, Side::Own, {0, 0}), R::Void);
        QCOMPARE(rules.checkPlace(placed, PieceKind::Token, Side::Own, {2, 0}), R::Occupied);
        QCOMPARE(rules.checkPlace(placed, PieceKind::Token, Side::Own, {4, 0}), R::NoneLeft);
        QCOMPARE(rules.checkPlace(placed, PieceKind::Token, Side::Enemy, {4, 0}), R::None);
        QCOMPARE(rules.checkPlace(placed, PieceKind::Stone, Side::Enemy, {4, 0}), R::None);
        QCOMPARE(rules.checkPlace(placed, PieceKind::Stone, Side::Own, {2, 2}), R::Blood);
        QCOMPARE(rules.checkPlace(placed, PieceKind::Stone, Side::Own, {1, 0}), R::Monster);
    }

    void r21_movingAPlacedPiece()
    {
        const PlacementRules rules(sampleLevel());
        const std::vector<Placement> placed = {own({2, 0}), stone({4, 0})};
        QCOMPARE(rules.checkMove(placed, {5, 0}, {5, 1}), R::NothingPlaced);
        QCOMPARE(rules.checkMove(placed, {3, 0}, {5, 1}), R::NothingPlaced); // the level's, not placed
        QCOMPARE(rules.checkMove(placed, {2, 0}, {4, 0}), R::Occupied);
        QCOMPARE(rules.checkMove(placed, {2, 0}, {3, 1}), R::Teleporter);
        QCOMPARE(rules.checkMove(placed, {2, 0}, {5, 3}), R::Void);
        // Its own count is not spent again (no NoneLeft), its own cell is free to it.
        QCOMPARE(rules.checkMove(placed, {2, 0}, {5, 1}), R::None);
        QCOMPARE(rules.checkMove(placed, {2, 0}, {2, 0}), R::None);
    }

    void r21_legalPartKeepsWhatMayBePlacedInOrder()
    {
        const PlacementRules rules(sampleLevel());
        const std::vector<Placement> all = {
            own({2, 0}),                             // kept
            own({4, 0}),                             // the only own token is placed: dropped
            stone({2, 0}),                           // on the token: dropped
            stone({0, 0}),                           // void: dropped
            stone({4, 0}),                           // kept
            {PieceKind::Crystal, Side::Own, {5, 0}}, // not in the inventory: dropped
            stone({5, 0}, Side::Enemy),              // kept
            stone({0, 1}),                           // kept: the third stone
            stone({0, 2}),                           // a fourth: dropped
        };
        const std::vector<Placement> kept = {own({2, 0}), stone({4, 0}), stone({5, 0}, Side::Enemy),
                                             stone({0, 1})};
        QVERIFY(rules.legalPart(all) == kept);
        QVERIFY(rules.legalPart(kept) == kept);
        QVERIFY(rules.legalPart({}).empty());
    }
};

QTEST_APPLESS_MAIN(TestPlacement)
#include "tst_placement.moc"
