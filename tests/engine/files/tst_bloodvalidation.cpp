// The validation of a level's blood pools (engine/files/Validation.h) as the editor's
// edits (tst_leveledit, engine/rules/LevelEdit.h) rely on it: a pool is one connected
// set of cells by steps N, E, S, W (level-format.md), and a split pool is reported at
// the first cell listed that the steps from its first cell do not reach.
// Qt first: moc (Qt 6.4) cannot parse GCC 12's <concepts>, which <compare> pulls in,
// unless QTest has already included it.
#include <QObject>
#include <QTest>

#include "engine/files/LevelIo.h"

#include <string>
#include <vector>

using namespace ff;

namespace {

Piece pool(std::vector<Cell> cells)
{
    Piece p;
    p.kind = PieceKind::Blood;
    p.cells = std::move(cells);
    return p;
}

} // namespace

class TestBloodValidation : public QObject {
    Q_OBJECT

private slots:
    void validationReportsTheFirstUnreachedBloodCell();
};

void TestBloodValidation::validationReportsTheFirstUnreachedBloodCell()
{
    // The standard board (R3), the monster on (0,0) facing E, an enemy token on (6,1).
    Level l;
    l.id = "edit";
    l.title = "Edit";
    l.board = Board::standard();
    l.monsterAt = {0, 0};
    l.monsterFacing = Dir::E;
    Piece enemy;
    enemy.kind = PieceKind::Token;
    enemy.at = {6, 1};
    enemy.side = Side::Enemy;
    l.pieces.push_back(enemy);
    // Connected through (3,4), listed last: one pool.
    l.pieces.push_back(pool({{4, 4}, {2, 4}, {3, 4}}));
    QVERIFY(validateLevel(l).empty());
    // From (2,4) the steps reach (3,4) and (2,5); (6,6) is the first cell listed
    // that they do not reach.
    l.pieces[1] = pool({{2, 4}, {6, 6}, {3, 4}, {2, 5}, {7, 6}});
    const std::vector<Problem> problems = validateLevel(l);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].code, std::string("blood-not-connected"));
    QCOMPARE(problems[0].path, std::string("pieces[1].cells"));
    QVERIFY(problems[0].args == std::vector<std::string>({"6", "6", "2", "4"}));
}

QTEST_APPLESS_MAIN(TestBloodValidation)
#include "tst_bloodvalidation.moc"
