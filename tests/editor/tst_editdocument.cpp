// The level document: edit commands and undo/redo (exact, compared as ff::Level),
// strokes as one undo step, mirrored voids (R2), the modified flag, the monster that
// cannot be deleted.
#include "editor/EditorBoardView.h"
#include "editor/LevelEditDocument.h"
#include "engine/rules/BasicLayout.h"
#include "tests/editor/EditorTests.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

// The names the editor tests share (EditorTests.h).
using namespace edtest;

class TestEditDocument : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void newLevels();
    void placeObjects();
    void placeRefusals();
    void bloodPools();
    void bloodErasureSplitsPools();
    void teleporterPairs();
    void monster();
    void voidsMirrored();
    void voidsRefused();
    void allowedZone();
    void moveAndErase();
    void metadataEdits();
    void typingMergesPerField();
    void strokeIsOneUndoStep();
    void modifiedFlag();
    void deletingTheMonsterIsExplained();
};

void TestEditDocument::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestEditDocument::newLevels()
{
    const Level plain = LevelEditDocument::newStandardLevel(false);
    QVERIFY(plain.board.isStandard());
    QVERIFY(plain.pieces.empty());
    QCOMPARE(plain.id, std::string("new-level"));
    const Level basic = LevelEditDocument::newStandardLevel(true);
    QCOMPARE(basic.pieces.size(), std::size_t(13));
    QVERIFY(basic.pieces == ff::basicLayoutPieces());
    const Level custom = LevelEditDocument::newCustomLevel(7, 5);
    QCOMPARE(custom.board.width(), 7);
    QCOMPARE(custom.board.height(), 5);
    QVERIFY(!custom.board.isStandard());
    QCOMPARE(custom.board.playingCount(), 35);
    QCOMPARE(LevelEditDocument::newCustomLevel(1, 100).board.width(), 2);
    QCOMPARE(LevelEditDocument::newCustomLevel(1, 100).board.height(), 64);
}

void TestEditDocument::placeObjects()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    for (PieceKind kind : {PieceKind::Stone, PieceKind::Crystal, PieceKind::TurnRight, PieceKind::TurnLeft,
                           PieceKind::Turn180}) {
        const Cell c{static_cast<int>(kind), 5};
        const Level after = checkUndoRedo(doc, [&] { return doc.placeObject(kind, Side::Own, c); });
        QCOMPARE(after.pieces.back().kind, kind);
        QVERIFY(after.pieces.back().at == c);
    }
    QCOMPARE(doc.level().pieces.size(), std::size_t(5));
    // Tokens keep side, colour and value.
    const Level withToken = checkUndoRedo(doc, [&] {
        return doc.placeObject(PieceKind::Token, Side::Enemy, {9, 9}, "red", 4);
    });
    const ff::Piece& t = withToken.pieces.back();
    QCOMPARE(t.side, Side::Enemy);
    QCOMPARE(*t.color, std::string("red"));
    QCOMPARE(*t.value, 4);
    // Placing on an object replaces it in its slot.
    const Level replaced = checkUndoRedo(doc, [&] {
        return doc.placeObject(PieceKind::Token, Side::Own, {9, 9});
    });
    QCOMPARE(replaced.pieces.size(), std::size_t(6));
    QCOMPARE(replaced.pieces.back().side, Side::Own);
    QVERIFY(!replaced.pieces.back().color);
    // The same piece again changes nothing and pushes nothing.
    const int count = doc.undoStack()->count();
    QCOMPARE(doc.placeObject(PieceKind::Token, Side::Own, {9, 9}), Refusal::None);
    QCOMPARE(doc.undoStack()->count(), count);
}

void TestEditDocument::placeRefusals()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    QCOMPARE(doc.placeObject(PieceKind::Stone, Side::Own, {15, 0}), Refusal::Void); // R3 staircase
    QCOMPARE(doc.placeObject(PieceKind::Stone, Side::Own, {16, 0}), Refusal::Void);
    QCOMPARE(doc.placeObject(PieceKind::Stone, Side::Own, {0, 0}), Refusal::Monster);
    QCOMPARE(doc.placeTeleporter({3, 3}), Refusal::None);
    QCOMPARE(doc.placeObject(PieceKind::Stone, Side::Own, {3, 3}), Refusal::Teleporter);
    QCOMPARE(doc.paintBlood({3, 3}), Refusal::Teleporter);
    QCOMPARE(doc.paintBlood({0, 0}), Refusal::Monster);
    QCOMPARE(doc.undoStack()->count(), 1);
}

void TestEditDocument::bloodPools()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    Level l = checkUndoRedo(doc, [&] { return doc.paintBlood({2, 2}); });
    QCOMPARE(l.pieces.size(), std::size_t(1));
    QVERIFY(l.pieces[0].cells == std::vector<Cell>({{2, 2}}));
    // Next to the pool: extends it.
    l = checkUndoRedo(doc, [&] { return doc.paintBlood({3, 2}); });
    QCOMPARE(l.pieces.size(), std::size_t(1));
    QVERIFY(l.pieces[0].cells == std::vector<Cell>({{2, 2}, {3, 2}}));
    // Diagonal is not connected: a new pool.
    l = checkUndoRedo(doc, [&] { return doc.paintBlood({4, 3}); });
    QCOMPARE(l.pieces.size(), std::size_t(2));
    QVERIFY(l.pieces[1].cells == std::vector<Cell>({{4, 3}}));
    // A cell touching both pools merges them into the first.
    l = checkUndoRedo(doc, [&] { return doc.paintBlood({4, 2}); });
    QCOMPARE(l.pieces.size(), std::size_t(1));
    QVERIFY(l.pieces[0].cells == std::vector<Cell>({{2, 2}, {3, 2}, {4, 2}, {4, 3}}));
    // Painting blood again changes nothing.
    const int count = doc.undoStack()->count();
    QCOMPARE(doc.paintBlood({3, 2}), Refusal::None);
    QCOMPARE(doc.undoStack()->count(), count);
    QVERIFY(doc.problems().empty() || !hasProblem(doc, "blood-not-connected", "pieces[0].cells[3]"));
}

void TestEditDocument::bloodErasureSplitsPools()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    doc.beginStroke("pool");
    for (int x = 2; x <= 6; ++x)
        doc.paintBlood({x, 5});
    doc.endStroke();
    QCOMPARE(doc.undoStack()->count(), 1);
    const Level split = checkUndoRedo(doc, [&] { return doc.erase({4, 5}); });
    QCOMPARE(split.pieces.size(), std::size_t(2));
    QVERIFY(split.pieces[0].cells == std::vector<Cell>({{2, 5}, {3, 5}}));
    QVERIFY(split.pieces[1].cells == std::vector<Cell>({{5, 5}, {6, 5}}));
    QVERIFY(!hasProblem(doc, "blood-not-connected", "pieces[0].cells[0]"));
    checkUndoRedo(doc, [&] { return doc.erase({2, 5}); });
    const Level gone = checkUndoRedo(doc, [&] { return doc.erase({3, 5}); });
    QCOMPARE(gone.pieces.size(), std::size_t(1));
    QCOMPARE(doc.erase({3, 5}), Refusal::Nothing);
}

void TestEditDocument::teleporterPairs()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    Level l = checkUndoRedo(doc, [&] { return doc.placeTeleporter({3, 4}); });
    QCOMPARE(l.pieces.back().pair, std::string("A"));
    QVERIFY(hasProblem(doc, "teleporter-unpaired", "pieces[0].pair"));
    l = checkUndoRedo(doc, [&] { return doc.placeTeleporter({12, 6}); });
    QCOMPARE(l.pieces.back().pair, std::string("A"));
    QVERIFY(!hasProblem(doc, "teleporter-unpaired", "pieces[0].pair"));
    l = checkUndoRedo(doc, [&] { return doc.placeTeleporter({5, 5}); });
    QCOMPARE(l.pieces.back().pair, std::string("B"));
    l = checkUndoRedo(doc, [&] { return doc.setTeleporterArrow({5, 5}, Dir::W); });
    QCOMPARE(l.pieces.back().arrow, Dir::W);
    QCOMPARE(doc.placeTeleporter({5, 5}), Refusal::Teleporter);
    // Removing an end of A frees that name for the next end.
    checkUndoRedo(doc, [&] { return doc.erase({3, 4}); });
    l = checkUndoRedo(doc, [&] { return doc.placeTeleporter({7, 7}); });
    QCOMPARE(l.pieces.back().pair, std::string("A"));
    QCOMPARE(doc.setTeleporterArrow({0, 5}, Dir::S), Refusal::Nothing);
}

void TestEditDocument::monster()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(true));
    QCOMPARE(doc.placeMonster({2, 2}), Refusal::Object); // a stone of R4
    QCOMPARE(doc.placeMonster({8, 2}), Refusal::Blood);  // pool A of R4
    QCOMPARE(doc.placeMonster({15, 0}), Refusal::Void);
    Level l = checkUndoRedo(doc, [&] { return doc.placeMonster({3, 3}); });
    QVERIFY(l.monsterAt == Cell({3, 3}));
    l = checkUndoRedo(doc, [&] {
        doc.setMonsterFacing(Dir::S);
        return Refusal::None;
    });
    QCOMPARE(l.monsterFacing, Dir::S);
}

void TestEditDocument::voidsMirrored()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newCustomLevel(7, 5));
    doc.edit(
        [&] {
            Level l = doc.level();
            l.monsterAt = {3, 2};
            return l;
        }(),
        "monster");
    Level l = checkUndoRedo(doc, [&] { return doc.setVoid({1, 0}, true); });
    QVERIFY(l.board.isVoid({1, 0}));
    QVERIFY(l.board.isVoid({5, 4}));
    QCOMPARE(l.board.playingCount(), 33);
    QVERIFY(l.board.voidSymmetric());
    QVERIFY(!hasProblem(doc, "void-not-symmetric", "board.void[0]"));
    // A drag of voids: each cell with its mirror, one step, always symmetric.
    doc.beginStroke("voids");
    for (Cell c : {Cell{0, 0}, Cell{0, 1}, Cell{6, 1}})
        QCOMPARE(doc.setVoid(c, true), Refusal::None);
    doc.endStroke();
    QVERIFY(doc.level().board.voidSymmetric());
    QCOMPARE(doc.level().board.playingCount(), 35 - 8);
    for (int y = 0; y < 5; ++y) {
        for (int x = 0; x < 7; ++x)
            QCOMPARE(doc.level().board.isVoid({x, y}), doc.level().board.isVoid({6 - x, 4 - y}));
    }
    doc.undoStack()->undo();
    QVERIFY(doc.level() == l);
    // The centre cell of an odd board is its own mirror.
    doc.edit(
        [&] {
            Level m = doc.level();
            m.monsterAt = {0, 2};
            return m;
        }(),
        "monster");
    l = checkUndoRedo(doc, [&] { return doc.setVoid({3, 2}, true); });
    QCOMPARE(l.board.playingCount(), 32);
    // Back to floor: both cells again.
    l = checkUndoRedo(doc, [&] { return doc.setVoid({5, 4}, false); });
    QVERIFY(!l.board.isVoid({1, 0}));
    QVERIFY(!l.board.isVoid({5, 4}));
    QVERIFY(l.board.voidSymmetric());
    QVERIFY(doc.problems().empty() || !hasProblem(doc, "void-not-symmetric", "board.void[0]"));
}

void TestEditDocument::voidsRefused()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    QCOMPARE(doc.setVoid({5, 5}, true), Refusal::StandardBoard);
    doc.setLevel(LevelEditDocument::newCustomLevel(6, 6));
    QCOMPARE(doc.placeObject(PieceKind::Stone, Side::Own, {4, 4}), Refusal::None);
    QCOMPARE(doc.setVoid({1, 1}, true), Refusal::Occupied); // the mirror (4,4) holds a stone
    QCOMPARE(doc.setVoid({5, 5}, true),
             Refusal::Occupied); // the monster's mirror cell (0,0)... is the monster
    QCOMPARE(doc.setVoid({6, 1}, true), Refusal::Void);
    QCOMPARE(doc.undoStack()->count(), 1);
    // Voids leave the allowed zone.
    doc.setAllowed({2, 0}, true);
    doc.setAllowed({3, 5}, true);
    doc.setAllowed({1, 1}, true);
    const Level l = checkUndoRedo(doc, [&] { return doc.setVoid({2, 0}, true); });
    QVERIFY(l.allowed == std::vector<Cell>({{1, 1}}));
}

void TestEditDocument::allowedZone()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    Level l = checkUndoRedo(doc, [&] { return doc.setAllowed({1, 1}, true); });
    QVERIFY(l.allowed == std::vector<Cell>({{1, 1}}));
    l = checkUndoRedo(doc, [&] { return doc.setAllowed({2, 1}, true); });
    QVERIFY(l.allowed == std::vector<Cell>({{1, 1}, {2, 1}}));
    l = checkUndoRedo(doc, [&] { return doc.setAllowed({1, 1}, false); });
    QVERIFY(l.allowed == std::vector<Cell>({{2, 1}}));
    l = checkUndoRedo(doc, [&] { return doc.setAllowed({2, 1}, false); });
    QVERIFY(!l.allowed);
    QCOMPARE(doc.setAllowed({15, 0}, true), Refusal::Void);
}

void TestEditDocument::moveAndErase()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(true));
    Level l = checkUndoRedo(doc, [&] { return doc.move({2, 2}, {3, 2}); });
    QVERIFY(l.pieces[0].at == Cell({3, 2}));
    QCOMPARE(doc.move({3, 2}, {7, 4}), Refusal::Object);
    QCOMPARE(doc.move({3, 2}, {0, 0}), Refusal::Monster);
    QCOMPARE(doc.move({3, 2}, {15, 0}), Refusal::Void);
    QCOMPARE(doc.move({1, 1}, {1, 2}), Refusal::Nothing);
    // The monster moves by drag too.
    l = checkUndoRedo(doc, [&] { return doc.move({0, 0}, {1, 1}); });
    QVERIFY(l.monsterAt == Cell({1, 1}));
    // A teleporter keeps its pair and arrow.
    doc.placeTeleporter({1, 5});
    doc.setTeleporterArrow({1, 5}, Dir::E);
    l = checkUndoRedo(doc, [&] { return doc.move({1, 5}, {1, 6}); });
    QCOMPARE(l.pieces.back().pair, std::string("A"));
    QCOMPARE(l.pieces.back().arrow, Dir::E);
    QVERIFY(l.pieces.back().at == Cell({1, 6}));
    QCOMPARE(doc.move({1, 6}, {8, 2}), Refusal::Blood);
    // An object may stand on blood (R7).
    l = checkUndoRedo(doc, [&] { return doc.placeObject(PieceKind::Crystal, Side::Own, {8, 3}); });
    // Erase on blood with an object takes both.
    l = checkUndoRedo(doc, [&] { return doc.erase({8, 3}); });
    QVERIFY(!doc.objectAt({8, 3}));
    QVERIFY(!doc.bloodAt({8, 3}));
    QVERIFY(doc.bloodAt({8, 2}));
}

void TestEditDocument::metadataEdits()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    const auto change = [&](const std::function<void(Level&)>& f) {
        return checkUndoRedo(doc, [&] {
            Level l = doc.level();
            f(l);
            return doc.edit(l, "meta") ? Refusal::None : Refusal::Nothing;
        });
    };
    QCOMPARE(change([](Level& l) { l.title = "Second Bite"; }).title, std::string("Second Bite"));
    QCOMPARE(change([](Level& l) { l.titleI18n["de"] = "Zweiter Biss"; }).titleI18n.at("de"),
             std::string("Zweiter Biss"));
    QCOMPARE(*change([](Level& l) { l.difficulty = 3; }).difficulty, 3);
    QCOMPARE(*change([](Level& l) { l.goal = ff::Goal::SurviveForever; }).goal, ff::Goal::SurviveForever);
    QCOMPARE(change([](Level& l) {
                 l.inventory.push_back({PieceKind::Token, Side::Own, 2});
             }).inventory.size(),
             std::size_t(2));
    QVERIFY(!doc.edit(doc.level(), "nothing"));
}

void TestEditDocument::typingMergesPerField()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    const Level start = doc.level();
    for (const char* t : {"F", "Fi", "Fir"}) {
        Level l = doc.level();
        l.title = t;
        doc.edit(l, "title", "title");
    }
    QCOMPARE(doc.undoStack()->count(), 1);
    Level l = doc.level();
    l.hint = "h";
    doc.edit(l, "hint", "hint");
    QCOMPARE(doc.undoStack()->count(), 2);
    doc.undoStack()->undo();
    doc.undoStack()->undo();
    QVERIFY(doc.level() == start);
    // Typing back to the start makes the step obsolete.
    doc.setLevel(start);
    l = doc.level();
    l.title = "X";
    doc.edit(l, "title", "title");
    doc.edit(start, "title", "title");
    QCOMPARE(doc.undoStack()->count(), 0);
}

void TestEditDocument::strokeIsOneUndoStep()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    const Level before = doc.level();
    doc.beginStroke("Paint blood");
    for (int x = 3; x <= 8; ++x)
        QCOMPARE(doc.paintBlood({x, 6}), Refusal::None);
    doc.endStroke();
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.undoStack()->undoText(), QString("Paint blood"));
    const Level after = doc.level();
    QCOMPARE(after.pieces.size(), std::size_t(1));
    QCOMPARE(after.pieces[0].cells.size(), std::size_t(6));
    doc.undoStack()->undo();
    QVERIFY(doc.level() == before);
    doc.undoStack()->redo();
    QVERIFY(doc.level() == after);
    // The next stroke is a step of its own.
    doc.beginStroke("Stones");
    doc.placeObject(PieceKind::Stone, Side::Own, {3, 8});
    doc.placeObject(PieceKind::Stone, Side::Own, {3, 9});
    doc.endStroke();
    QCOMPARE(doc.undoStack()->count(), 2);
}

void TestEditDocument::modifiedFlag()
{
    LevelEditDocument doc;
    QSignalSpy spy(&doc, &LevelEditDocument::modifiedChanged);
    doc.setLevel(smallLevel());
    QVERIFY(!doc.isModified());
    doc.placeObject(PieceKind::Stone, Side::Own, {4, 4});
    QVERIFY(doc.isModified());
    QCOMPARE(spy.last().at(0).toBool(), true);
    doc.undoStack()->undo();
    QVERIFY(!doc.isModified());
    QCOMPARE(spy.last().at(0).toBool(), false);
    doc.undoStack()->redo();
    QTemporaryDir dir;
    QString error;
    QVERIFY(doc.save(dir.filePath("a.ffl.json"), &error));
    QVERIFY(!doc.isModified());
    doc.undoStack()->undo(); // back before the save point: modified again
    QVERIFY(doc.isModified());
    doc.undoStack()->redo();
    QVERIFY(!doc.isModified());
    doc.markModified();
    QVERIFY(doc.isModified());
}

void TestEditDocument::deletingTheMonsterIsExplained()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    ff::editor::EditorBoardView view(&doc);
    QSignalSpy refused(&view, &ff::editor::EditorBoardView::refused);
    const ff::Cell monster = doc.level().monsterAt;
    view.setSelectedCell(monster);
    view.deleteSelection();
    QCOMPARE(doc.level().monsterAt, monster);
    QCOMPARE(refused.count(), 1);
    const QString reason = refused.takeFirst().at(0).toString();
    QVERIFY2(reason.contains(QStringLiteral("monster cannot be deleted")), qPrintable(reason));
    QVERIFY(!doc.undoStack()->canUndo());
}

QTEST_MAIN(TestEditDocument)
#include "tst_editdocument.moc"
