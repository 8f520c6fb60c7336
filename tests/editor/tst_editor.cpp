// The level editor: edit commands and undo/redo (exact, compared as ff::Level),
// strokes as one undo step, mirrored voids (R2), the modified flag, live
// validation, saving and loading, autosave recovery, and the editor window.
#include "board/CellName.h"
#include "board/EngineText.h"
#include "board/LegendDialog.h"
#include "board/PlacementDocument.h"
#include "board/PlayerView.h"
#include "editor/AutosaveStore.h"
#include "editor/EditorBoardView.h"
#include "editor/EditorWindow.h"
#include "editor/GenerateDialog.h"
#include "editor/LevelEditDocument.h"
#include "editor/LevelPropertiesPanel.h"
#include "editor/PackPanel.h"
#include "editor/ValidationPanel.h"
#include "editor/VerifyPanel.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/rules/BasicLayout.h"
#include "engine/search/Solver.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMessageBox>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using ff::Cell;
using ff::Dir;
using ff::Level;
using ff::PieceKind;
using ff::Side;
using ffui::LevelEditDocument;
using Refusal = ffui::LevelEditDocument::Refusal;

namespace {

// Runs `change` (which must make exactly one undo step) and checks that undo
// gives back the level before and redo the level after, exactly.
Level checkUndoRedo(LevelEditDocument& doc, const std::function<Refusal()>& change)
{
    const Level before = doc.level();
    const int count = doc.undoStack()->count();
    const Refusal r = change();
    if (r != Refusal::None)
        qWarning("refused: %s", qPrintable(LevelEditDocument::refusalText(r)));
    const Level after = doc.level();
    [&] {
        QCOMPARE(static_cast<int>(r), static_cast<int>(Refusal::None));
        QVERIFY(after != before);
        QCOMPARE(doc.undoStack()->count(), count + 1);
        doc.undoStack()->undo();
        QVERIFY(doc.level() == before);
        doc.undoStack()->redo();
        QVERIFY(doc.level() == after);
    }();
    return after;
}

bool hasProblem(const LevelEditDocument& doc, const std::string& code, const std::string& path)
{
    for (const ff::Problem& p : doc.problems()) {
        if (p.code == code && p.path == path)
            return true;
    }
    return false;
}

// A valid level to start from: the standard board, one enemy token, one own token
// in the inventory.
Level smallLevel()
{
    Level level = LevelEditDocument::newStandardLevel(false);
    ff::Piece enemy;
    enemy.kind = PieceKind::Token;
    enemy.side = Side::Enemy;
    enemy.at = {5, 0};
    level.pieces.push_back(enemy);
    level.inventory.push_back({PieceKind::Stone, Side::Own, 1});
    return level;
}

// A left-button drag over the board view: pressed on the first cell, moved over the
// others, released on the last.
void drag(ffui::EditorBoardView& view, const std::vector<Cell>& path)
{
    QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCenter(path.front()));
    for (std::size_t i = 1; i < path.size(); ++i)
        QTest::mouseMove(&view, view.cellCenter(path[i]));
    QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCenter(path.back()));
}

// Two solutions on a 5 x 2 board, each a turn-right stone: the monster on (0,0)
// faces E towards its own token on (3,0) and eats it unless the stone on (1,0) or
// (2,0) ends that ray and turns it S (R9, R11); then it sees the enemy on (4,1) along
// row 1 and, tied with the own token at distance 1 in the last step, keeps its
// facing and eats it (R10). Every piece of either solution is needed.
Level twoSolutionLevel()
{
    Level level = LevelEditDocument::newCustomLevel(5, 2);
    level.monsterAt = {0, 0};
    level.monsterFacing = Dir::E;
    ff::placeObject(level, PieceKind::Token, Side::Own, {3, 0});
    ff::placeObject(level, PieceKind::Token, Side::Enemy, {4, 1});
    level.inventory = {{PieceKind::TurnRight, Side::Own, 1}};
    return level;
}

// On a 5 x 3 board the monster on (0,1) faces E and sees the own token on (2,1)
// (R9, R10), which it eats in step 2 unless a turn-right stone on (1,1) ends that ray:
// then it sees nothing, turns S there (R11) to (0,2), sees nothing on row 2 and
// crosses the wall S to (4,0) (R5), onto the enemy. That stone is the one solution.
Level turnRightLevel()
{
    Level level = LevelEditDocument::newCustomLevel(5, 3);
    level.monsterAt = {0, 1};
    level.monsterFacing = Dir::E;
    ff::placeObject(level, PieceKind::Token, Side::Own, {2, 1});
    ff::placeObject(level, PieceKind::Token, Side::Enemy, {4, 0});
    level.inventory = {{PieceKind::TurnRight, Side::Own, 1}};
    return level;
}

// Calls `act` with the modal dialog of type T as soon as one is open (a dialog's
// exec() blocks the test until it closes).
template <class T> void whenModal(const std::function<void(T*)>& act)
{
    auto* timer = new QTimer;
    timer->setInterval(20);
    QObject::connect(timer, &QTimer::timeout, [timer, act] {
        if (auto* dialog = qobject_cast<T*>(QApplication::activeModalWidget())) {
            timer->stop();
            timer->deleteLater();
            act(dialog);
        }
    });
    timer->start();
}

} // namespace

class TestEditor : public QObject {
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
    void validationMessages();
    void validationPanelSelects();
    void panelsNameCellsAsTheBoardDoes();
    void legendOpensFromTheHelpMenu();
    void saveLoadRoundTrip();
    void saveToUnwritablePathFails();
    void loadRefusesJunk();
    void packEditing();
    void packSaveLoadRoundTrip();
    void autosaveRecovery();
    void storedSolutionIsCheckedOnEveryEdit();
    void deletingTheMonsterIsExplained();
    void boardViewDragIsOneStep();
    void boardViewMoveByDrag();
    void boardViewDropTargetShowsTheMoveCheck();
    void propertiesPanelEdits();
    void windowTitleAndShareCode();
    void testPlayRestoresTheDocks();
    void fitsASmallScreen();
    void testPlayKeepsHistory();
    void verifyCountsAndStores();
    void verifyCancels();
    void verifyRefusesInvalidLevels();
    void verifyNamesIdlePieces();
    void makeItUnique();
    void makeItUniqueKeepsTheStoredSolution();
    void generateOpensADraft();
    void generateRefusesBadOptions();
    void generateCancels();
    void windowAutosaveSurvivesCrash();
};

void TestEditor::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
}

void TestEditor::newLevels()
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

void TestEditor::placeObjects()
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

void TestEditor::placeRefusals()
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

void TestEditor::bloodPools()
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

void TestEditor::bloodErasureSplitsPools()
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

void TestEditor::teleporterPairs()
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

void TestEditor::monster()
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

void TestEditor::voidsMirrored()
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

void TestEditor::voidsRefused()
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

void TestEditor::allowedZone()
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

void TestEditor::moveAndErase()
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

void TestEditor::metadataEdits()
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

void TestEditor::typingMergesPerField()
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

void TestEditor::strokeIsOneUndoStep()
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

void TestEditor::modifiedFlag()
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

void TestEditor::validationMessages()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    QVERIFY2(doc.problems().empty(), doc.problems().empty() ? "" : doc.problems()[0].message.c_str());
    // Removing the only enemy: no-enemy for the whole document.
    doc.erase({5, 0});
    QCOMPARE(doc.problems().size(), std::size_t(1));
    QCOMPARE(doc.problems()[0].code, std::string("no-enemy"));
    QCOMPARE(doc.problems()[0].path, std::string(""));
    doc.undoStack()->undo();
    QVERIFY(doc.problems().empty());
    // An unpaired teleporter end.
    doc.placeTeleporter({6, 6});
    QCOMPARE(doc.problems().size(), std::size_t(1));
    QCOMPARE(doc.problems()[0].code, std::string("teleporter-unpaired"));
    QCOMPARE(doc.problems()[0].path, std::string("pieces[1].pair"));
    QCOMPARE(doc.problems()[0].args, std::vector<std::string>({"A"}));
    doc.undoStack()->undo();
    // An empty title and a bad id.
    Level l = doc.level();
    l.title.clear();
    l.id = "Bad Id";
    doc.edit(l, "meta");
    QVERIFY(hasProblem(doc, "empty-text", "title"));
    QVERIFY(hasProblem(doc, "bad-id", "id"));
    doc.undoStack()->undo();
    // The monster moved onto blood by a direct edit (the tools refuse it).
    l = doc.level();
    ff::Piece pool;
    pool.kind = PieceKind::Blood;
    pool.cells = {{0, 0}, {1, 0}};
    l.pieces.push_back(pool);
    doc.edit(l, "blood");
    QVERIFY(hasProblem(doc, "monster-on-blood", "monster.at"));
    doc.undoStack()->undo();
    // More inventory than free cells.
    l = doc.level();
    l.inventory[0].count = 64;
    l.inventory.push_back({PieceKind::Crystal, Side::Own, 64});
    l.inventory.push_back({PieceKind::Token, Side::Own, 64});
    doc.edit(l, "inventory");
    QVERIFY(hasProblem(doc, "inventory-too-large", "inventory"));
}

void TestEditor::validationPanelSelects()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    ffui::ValidationPanel panel(&doc);
    QCOMPARE(panel.problemCount(), 0);
    doc.placeTeleporter({6, 6});
    Level l = doc.level();
    ff::Piece outside;
    outside.kind = PieceKind::Stone;
    outside.at = {16, 2};
    l.pieces.push_back(outside);
    l.title.clear();
    doc.edit(l, "broken");
    QCOMPARE(panel.problemCount(), static_cast<int>(doc.problems().size()));
    QVERIFY(panel.problemCount() >= 3);
    QSignalSpy cellSpy(&panel, &ffui::ValidationPanel::cellActivated);
    QSignalSpy fieldSpy(&panel, &ffui::ValidationPanel::fieldActivated);
    for (int i = 0; i < panel.problemCount(); ++i)
        panel.activate(i);
    // The teleporter end (6,6), the stone outside (16,2), the title field.
    QVERIFY(cellSpy.count() >= 2);
    bool sawTeleporter = false;
    bool sawOutside = false;
    for (const QList<QVariant>& args : cellSpy) {
        const QPoint p = args.at(0).toPoint();
        sawTeleporter |= p == QPoint(6, 6);
        sawOutside |= p == QPoint(16, 2);
    }
    QVERIFY(sawTeleporter);
    QVERIFY(sawOutside);
    QCOMPARE(fieldSpy.count(), 1);
    QCOMPARE(fieldSpy.at(0).at(0).toString(), QString("title"));
    // Texts are plain words, not codes.
    for (int i = 0; i < panel.problemCount(); ++i)
        QVERIFY(!panel.problemText(i).contains("teleporter-unpaired"));
    QCOMPARE(ffui::ValidationPanel::cellOf(doc.level(), "pieces[1].at"), std::optional<Cell>(Cell{6, 6}));
    QCOMPARE(ffui::ValidationPanel::cellOf(doc.level(), "monster.at"), std::optional<Cell>(Cell{0, 0}));
    QCOMPARE(ffui::ValidationPanel::cellOf(doc.level(), "title"), std::optional<Cell>());
    QCOMPARE(ffui::ValidationPanel::fieldOf("title_i18n.de"), QString("title"));
    QCOMPARE(ffui::ValidationPanel::fieldOf("inventory[0].count"), QString("inventory"));
    ff::Problem empty{"title_i18n.de", "empty-text", {}, "must not be empty"};
    QCOMPARE(ffui::EngineText::authorProblem(empty),
             QString("The title (translation \"de\") must not be empty."));
}

void TestEditor::saveLoadRoundTrip()
{
    QTemporaryDir dir;
    LevelEditDocument doc;
    Level level = LevelEditDocument::newStandardLevel(true);
    level.pieces.push_back(smallLevel().pieces[0]);
    level.titleI18n["de"] = "Ohne Titel";
    level.inventory.push_back({PieceKind::Token, Side::Own, 2});
    level.allowed = std::vector<Cell>{{1, 1}, {2, 1}, {3, 1}};
    doc.setLevel(level);
    doc.placeTeleporter({3, 4});
    doc.placeTeleporter({12, 6});
    doc.setTeleporterArrow({12, 6}, Dir::W);
    const QString path = dir.filePath("round.ffl.json");
    QString error;
    QVERIFY2(doc.save(path, &error), qPrintable(error));
    QCOMPARE(doc.filePath(), path);
    std::string readError;
    const auto text = ff::readTextFile(path.toStdString(), readError);
    QVERIFY(text);
    const ff::Loaded<Level> loaded = ff::parseLevel(*text);
    QVERIFY(loaded.value);
    QVERIFY(*loaded.value == doc.level());
    LevelEditDocument other;
    QVERIFY2(other.load(path, &error), qPrintable(error));
    QVERIFY(other.level() == doc.level());
    QVERIFY(!other.isModified());
    QCOMPARE(other.filePath(), path);
}

void TestEditor::saveToUnwritablePathFails()
{
    QTemporaryDir dir;
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    doc.placeObject(PieceKind::Stone, Side::Own, {4, 4});
    const Level level = doc.level();
    QString error;
    QVERIFY(!doc.save(dir.filePath("missing-folder/x.ffl.json"), &error));
    QVERIFY(error.contains("missing-folder"));
    QVERIFY(doc.isModified());
    QVERIFY(doc.filePath().isEmpty());
    QVERIFY(doc.level() == level);
    // A directory where the file should go: refused even with root's rights.
    const QString folderTarget = dir.filePath("taken.ffl.json");
    QVERIFY(QDir().mkdir(folderTarget));
    error.clear();
    QVERIFY(!doc.save(folderTarget, &error));
    QVERIFY(error.contains("taken.ffl.json"));
    QVERIFY(doc.isModified());
    QVERIFY(QFileInfo(folderTarget).isDir());
    // An existing file in a read-only folder stays whole (not checkable as root,
    // whose writes ignore folder permissions).
    const QString locked = dir.filePath("locked");
    QVERIFY(QDir().mkdir(locked));
    const QString target = locked + "/old.ffl.json";
    {
        QFile f(target);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("old");
    }
    QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::ExeOwner);
    QFile probe(locked + "/probe");
    const bool folderWritable = probe.open(QIODevice::WriteOnly);
    probe.remove();
    if (!folderWritable) {
        error.clear();
        QVERIFY(!doc.save(target, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(doc.isModified());
    }
    QFile::setPermissions(locked, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    QFile f(target);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), QByteArray("old"));
}

void TestEditor::loadRefusesJunk()
{
    QTemporaryDir dir;
    const auto write = [&](const QString& name, const QByteArray& data) {
        QFile f(dir.filePath(name));
        f.open(QIODevice::WriteOnly);
        f.write(data);
        return dir.filePath(name);
    };
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    const Level before = doc.level();
    QString error;
    QVERIFY(!doc.load(write("junk.ffl.json", "{not json"), &error));
    QVERIFY(error.contains("junk.ffl.json"));
    QVERIFY(
        !doc.load(write("wrong.ffl.json", R"({"format": "fearsome-floors-level", "version": 2})"), &error));
    QVERIFY(error.contains("wrong.ffl.json"));
    QVERIFY(!doc.load(dir.filePath("none.ffl.json"), &error));
    QVERIFY(doc.level() == before);
}

void TestEditor::packEditing()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    QVERIFY(!doc.isPack());
    QCOMPARE(doc.levelCount(), 1);
    QSignalSpy packSpy(&doc, &LevelEditDocument::packChanged);
    const auto checkStep = [&](const std::function<bool()>& change) {
        const LevelEditDocument::Snapshot before = doc.snapshot();
        const int count = doc.undoStack()->count();
        QVERIFY(change());
        const LevelEditDocument::Snapshot after = doc.snapshot();
        QVERIFY(!(after == before));
        QCOMPARE(doc.undoStack()->count(), count + 1);
        doc.undoStack()->undo();
        QVERIFY(doc.snapshot() == before);
        doc.undoStack()->redo();
        QVERIFY(doc.snapshot() == after);
    };
    checkStep([&] {
        doc.makePack();
        return doc.isPack();
    });
    QVERIFY(packSpy.count() > 0);
    QCOMPARE(doc.pack().id, std::string("new-level-pack"));
    QCOMPARE(doc.pack().levels.size(), std::size_t(1));
    // Add: after the current level, which it becomes; ids stay unique.
    checkStep([&] {
        doc.addLevel(LevelEditDocument::newStandardLevel(true));
        return true;
    });
    QCOMPARE(doc.levelCount(), 2);
    QCOMPARE(doc.currentLevel(), 1);
    QCOMPARE(doc.level().id, std::string("new-level-2"));
    QVERIFY(doc.level().pieces == ff::basicLayoutPieces());
    checkStep([&] {
        doc.addLevel(doc.level());
        return true;
    });
    QCOMPARE(doc.level().id, std::string("new-level-3"));
    // Edits go to the current level; selecting another keeps them.
    doc.placeObject(PieceKind::Crystal, Side::Own, {1, 1});
    const Level third = doc.level();
    doc.selectLevel(0);
    QCOMPARE(doc.currentLevel(), 0);
    QVERIFY(doc.level() == smallLevel());
    QVERIFY(doc.pack().levels[2] == third);
    // Undo of an edit on another level shows that level again.
    const int steps = doc.undoStack()->count();
    doc.undoStack()->undo();
    QCOMPARE(doc.currentLevel(), 2);
    QVERIFY(!doc.objectAt({1, 1}));
    doc.undoStack()->redo();
    QVERIFY(doc.level() == third);
    QCOMPARE(doc.undoStack()->count(), steps);
    // Reorder and remove.
    checkStep([&] { return doc.moveLevel(2, 0); });
    QCOMPARE(doc.currentLevel(), 0);
    QVERIFY(doc.pack().levels[0] == third);
    QCOMPARE(doc.pack().levels[1].id, std::string("new-level"));
    QVERIFY(!doc.moveLevel(0, 3));
    checkStep([&] { return doc.removeLevel(0); });
    QCOMPARE(doc.levelCount(), 2);
    QCOMPARE(doc.currentLevel(), 0);
    QCOMPARE(doc.level().id, std::string("new-level"));
    checkStep([&] { return doc.removeLevel(1); });
    QVERIFY(!doc.removeLevel(0)); // the last level stays
    checkStep([&] { return doc.editPack("season-1", "Season One"); });
    QCOMPARE(doc.pack().title, std::string("Season One"));
    QVERIFY(doc.packProblems().empty());
    doc.editPack("Bad Id", "");
    QCOMPARE(doc.packProblems().size(), std::size_t(2));
    doc.undoStack()->undo();
    // Two levels with one id: the pack's problem, with the later level's path.
    Level twin = doc.level();
    doc.addLevel(twin);
    Level renamed = doc.level();
    renamed.id = twin.id;
    doc.edit(renamed, "id");
    QCOMPARE(doc.packProblems().size(), std::size_t(1));
    QCOMPARE(doc.packProblems()[0].code, std::string("duplicate-id"));
    QCOMPARE(doc.packProblems()[0].path, std::string("levels[1].id"));
    // The panel lists the levels.
    ffui::PackPanel panel(&doc);
    QCOMPARE(panel.rowCount(), 2);
    QVERIFY(panel.rowText(0).startsWith("1. "));
}

void TestEditor::packSaveLoadRoundTrip()
{
    QTemporaryDir dir;
    LevelEditDocument doc;
    ff::Pack pack;
    pack.id = "season";
    pack.title = "Season";
    pack.levels = {smallLevel(), smallLevel()};
    pack.levels[1].id = "second";
    pack.levels[1].title = "Second";
    doc.setPack(pack);
    QVERIFY(doc.isPack());
    QVERIFY(!doc.isModified());
    QVERIFY(doc.pack() == pack);
    doc.selectLevel(1);
    doc.placeObject(PieceKind::Stone, Side::Own, {2, 2});
    const QString path = dir.filePath("season.ffpack.json");
    QString error;
    QVERIFY2(doc.save(path, &error), qPrintable(error));
    std::string readError;
    const auto text = ff::readTextFile(path.toStdString(), readError);
    QVERIFY(text);
    const ff::Loaded<ff::Pack> loaded = ff::parsePack(*text);
    QVERIFY(loaded.value);
    QVERIFY(*loaded.value == doc.pack());
    QCOMPARE(loaded.value->levels[1].pieces.size(), std::size_t(2));
    LevelEditDocument other;
    QVERIFY2(other.load(path, &error), qPrintable(error));
    QVERIFY(other.isPack());
    QVERIFY(other.pack() == doc.pack());
    QCOMPARE(other.currentLevel(), 0);
    // An autosaved pack comes back whole.
    {
        ffui::AutosaveStore writer(dir.filePath("autosave"));
        QVERIFY(writer.save(doc.pack(), path, &error));
    }
    const auto entries = ffui::AutosaveStore(dir.filePath("autosave")).pending();
    QCOMPARE(entries.size(), std::size_t(1));
    QVERIFY(entries[0].pack);
    QVERIFY(*entries[0].pack == doc.pack());
}

void TestEditor::autosaveRecovery()
{
    QTemporaryDir dir;
    Level level = smallLevel();
    level.title = "Autosaved";
    level.hint = "Mind the crystal.";
    {
        ffui::AutosaveStore writer(dir.path());
        QVERIFY(writer.pending().empty());
        QString error;
        QVERIFY2(writer.save(level, "/levels/mine.ffl.json", &error), qPrintable(error));
        QVERIFY(QFile::exists(writer.filePath()));
        // A store that is alive is not offered to others (another running editor).
        ffui::AutosaveStore other(dir.path());
        QVERIFY(other.pending().empty());
        // The writer "crashes": it goes away without removing its autosave.
    }
    ffui::AutosaveStore next(dir.path());
    const std::vector<ffui::AutosaveStore::Entry> entries = next.pending();
    QCOMPARE(entries.size(), std::size_t(1));
    QVERIFY(entries[0].level == level);
    QCOMPARE(entries[0].sourcePath, QString("/levels/mine.ffl.json"));
    QVERIFY(entries[0].savedAt.isValid());
    next.discard(entries[0]);
    QVERIFY(next.pending().empty());
    // A clean close removes the store's own file.
    {
        ffui::AutosaveStore writer(dir.path());
        QString error;
        QVERIFY(writer.save(level, QString(), &error));
        writer.remove();
        QVERIFY(!QFile::exists(writer.filePath()));
    }
    QVERIFY(ffui::AutosaveStore(dir.path()).pending().empty());
    // The default folder is under AppDataLocation.
    QVERIFY(ffui::AutosaveStore::defaultDirectory().startsWith(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)));
}

void TestEditor::storedSolutionIsCheckedOnEveryEdit()
{
    // smallLevel: the monster on (0,0) faces E and sees the enemy token on (5,0)
    // (R9, R10); it walks there and eats it, the last enemy (R19). A stone on (1,2)
    // is outside its sight, so that placement solves the level.
    Level level = smallLevel();
    level.solution = std::vector<ff::Placement>{{PieceKind::Stone, Side::Own, {1, 2}}};
    LevelEditDocument doc;
    doc.setLevel(level);
    QVERIFY(doc.problems().empty());
    QVERIFY(!doc.solutionFails());
    ffui::ValidationPanel panel(&doc);
    QCOMPARE(panel.problemCount(), 0);

    // An own token between them is eaten first (R19): the stored solution fails now.
    QCOMPARE(doc.placeObject(PieceKind::Token, Side::Own, {3, 0}), Refusal::None);
    QVERIFY(doc.problems().empty());
    QVERIFY(doc.solutionFails());
    QCOMPARE(panel.problemCount(), 1);
    QCOMPARE(panel.problemText(0), ffui::ValidationPanel::storedSolutionFailsText());
    doc.undoStack()->undo();
    QVERIFY(!doc.solutionFails());
    QCOMPARE(panel.problemCount(), 0);
    doc.undoStack()->redo();
    QVERIFY(doc.solutionFails());

    // Saving asks first; Cancel writes nothing, Save Anyway writes the file.
    ffui::EditorWindow window;
    window.startNewLevel(level);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("failing.ffl.json"));
    QString error;
    QVERIFY(window.document()->save(path, &error));
    const auto fileLevel = [&path] {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? ff::parseLevel(file.readAll().toStdString()).value
                                              : std::nullopt;
    };
    QVERIFY(fileLevel() == level);
    QCOMPARE(window.document()->placeObject(PieceKind::Token, Side::Own, {3, 0}), Refusal::None);
    QVERIFY(window.document()->solutionFails());
    QString question;
    const auto answer = [&question](const QString& button) {
        whenModal<QMessageBox>([&question, button](QMessageBox* box) {
            question = box->text();
            for (QAbstractButton* b : box->buttons()) {
                if (b->text() == button)
                    b->click();
            }
        });
    };
    QAction* save = nullptr;
    for (QAction* a : window.findChildren<QAction*>()) {
        if (a->shortcut() == QKeySequence(QKeySequence::Save))
            save = a;
    }
    QVERIFY(save);
    answer(QStringLiteral("Cancel"));
    save->trigger();
    QVERIFY(question.contains(QStringLiteral("no longer solves")));
    QVERIFY(fileLevel() == level);
    QVERIFY(window.document()->isModified());
    answer(QStringLiteral("Save Anyway"));
    save->trigger();
    QVERIFY(fileLevel() == window.document()->level());
    QVERIFY(!window.document()->isModified());
}

void TestEditor::deletingTheMonsterIsExplained()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    ffui::EditorBoardView view(&doc);
    QSignalSpy refused(&view, &ffui::EditorBoardView::refused);
    const ff::Cell monster = doc.level().monsterAt;
    view.setSelectedCell(monster);
    view.deleteSelection();
    QCOMPARE(doc.level().monsterAt, monster);
    QCOMPARE(refused.count(), 1);
    const QString reason = refused.takeFirst().at(0).toString();
    QVERIFY2(reason.contains(QStringLiteral("monster cannot be deleted")), qPrintable(reason));
    QVERIFY(!doc.undoStack()->canUndo());
}

void TestEditor::boardViewDragIsOneStep()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false));
    ffui::EditorBoardView view(&doc);
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTool({ffui::EditorMode::Blood});
    drag(view, {{3, 5}, {4, 5}, {5, 5}, {6, 5}, {7, 5}, {7, 6}});
    QCOMPARE(doc.undoStack()->count(), 1);
    QCOMPARE(doc.level().pieces.size(), std::size_t(1));
    QVERIFY(doc.level().pieces[0].cells ==
            std::vector<Cell>({{3, 5}, {4, 5}, {5, 5}, {6, 5}, {7, 5}, {7, 6}}));
    // A second drag apart from the first pool starts a new one.
    drag(view, {{3, 8}, {4, 8}});
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.level().pieces.size(), std::size_t(2));
    // Erasing by drag is one step too.
    view.setTool({ffui::EditorMode::Erase});
    drag(view, {{3, 5}, {4, 5}});
    QCOMPARE(doc.undoStack()->count(), 3);
    QCOMPARE(doc.level().pieces[0].cells.size(), std::size_t(4));
    // Tokens by click, with the chosen colour and number.
    view.setTool({ffui::EditorMode::Object, {PieceKind::Token, Side::Enemy}});
    view.setTokenStyle("red", 5);
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter({10, 1}));
    QVERIFY(doc.objectAt({10, 1}));
    const ff::Piece& t = doc.level().pieces[*doc.objectAt({10, 1})];
    QCOMPARE(t.side, Side::Enemy);
    QCOMPARE(*t.value, 5);
    QCOMPARE(*t.color, std::string("red"));
    // Clicking the monster with the monster tool turns it.
    view.setTool({ffui::EditorMode::Monster});
    QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellCenter({0, 0}));
    QCOMPARE(doc.level().monsterFacing, Dir::S);
}

void TestEditor::boardViewMoveByDrag()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(true));
    ffui::EditorBoardView view(&doc);
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTool({ffui::EditorMode::Select});
    drag(view, {{2, 2}, {3, 2}, {3, 3}});
    QCOMPARE(doc.undoStack()->count(), 1);
    QVERIFY(doc.level().pieces[0].at == Cell({3, 3}));
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{3, 3}));
    // Delete key removes the selected piece.
    QTest::keyClick(&view, Qt::Key_Delete);
    QCOMPARE(doc.undoStack()->count(), 2);
    QCOMPARE(doc.level().pieces.size(), std::size_t(12));
    // Arrow keys move the selection; with Shift the piece moves along (one step each).
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{4, 3}));
    QTest::keyClick(&view, Qt::Key_Down);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{4, 4}));
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    QTest::keyClick(&view, Qt::Key_Right);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{7, 4})); // a stone of R4
    QTest::keyClick(&view, Qt::Key_Up, Qt::ShiftModifier);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{7, 3}));
    QVERIFY(doc.objectAt({7, 3}));
    QVERIFY(!doc.objectAt({7, 4}));
    QCOMPARE(doc.undoStack()->count(), 3);
    QTest::keyClick(&view, Qt::Key_Right, Qt::ShiftModifier); // (8,3) is blood: fine for objects
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{8, 3}));
    QSignalSpy refusals(&view, &ffui::EditorBoardView::refused);
    QTest::keyClick(&view, Qt::Key_Down, Qt::ShiftModifier); // (8,4) free
    QTest::keyClick(&view, Qt::Key_Down, Qt::ShiftModifier); // (8,5) holds a stone
    QCOMPARE(refusals.count(), 1);
    QCOMPARE(view.selectedCell(), std::optional<Cell>(Cell{8, 4}));
}

void TestEditor::boardViewDropTargetShowsTheMoveCheck()
{
    // While a piece is dragged, its target cell is framed green exactly when the
    // document accepts the move there and red when it refuses it.
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(true));
    QCOMPARE(doc.placeTeleporter({1, 1}), Refusal::None);
    ffui::EditorBoardView view(&doc);
    view.resize(800, 560);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.setTool({ffui::EditorMode::Select});
    // Drags from `from` to `to`: the frame's colour halfway down the target's left
    // edge just before the release.
    const auto dropColour = [&](Cell from, Cell to) {
        QTest::mousePress(&view, Qt::LeftButton, {}, view.cellCenter(from));
        QTest::mouseMove(&view, view.cellCenter(to));
        const QImage image = view.grab().toImage();
        const ffui::BoardGeometry g = view.boardGeometry();
        QTest::mouseRelease(&view, Qt::LeftButton, {}, view.cellCenter(to));
        return image.pixelColor((g.cellCenter(to) - QPointF(g.cellSize() * 0.46, 0)).toPoint());
    };
    const auto red = [](const QColor& c) { return c.red() > c.green() + 80; };
    const auto green = [](const QColor& c) { return c.green() > c.red() + 80; };
    // The stone (2,2) onto the monster (0,0): red, and refused (R8).
    QCOMPARE(doc.checkMove({2, 2}, {0, 0}), Refusal::Monster);
    QColor frame = dropColour({2, 2}, {0, 0});
    QVERIFY2(red(frame), qPrintable(frame.name()));
    QVERIFY(doc.level().pieces[0].at == Cell({2, 2}));
    // The monster onto the teleporter (1,1): green, and done.
    QCOMPARE(doc.checkMove({0, 0}, {1, 1}), Refusal::None);
    frame = dropColour({0, 0}, {1, 1});
    QVERIFY2(green(frame), qPrintable(frame.name()));
    QVERIFY(doc.level().monsterAt == Cell({1, 1}));
    // The teleporter (1,1), under the monster, onto blood (8,2): red, and refused (R6).
    QCOMPARE(doc.checkMove({1, 1}, {8, 2}), Refusal::Blood);
    frame = dropColour({1, 1}, {8, 2});
    QVERIFY2(red(frame), qPrintable(frame.name()));
    QVERIFY(doc.teleporterAt({1, 1}));
    // The stone onto free floor: green, and done.
    frame = dropColour({2, 2}, {3, 3});
    QVERIFY2(green(frame), qPrintable(frame.name()));
    QVERIFY(doc.level().pieces[0].at == Cell({3, 3}));
    QCOMPARE(doc.undoStack()->count(), 3);
}

void TestEditor::propertiesPanelEdits()
{
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    ffui::LevelPropertiesPanel panel(&doc);
    panel.show();
    panel.setFieldText("title", "Typed Title");
    QCOMPARE(doc.level().title, std::string("Typed Title"));
    // The new level's id follows its title, until it is set by hand.
    QCOMPARE(doc.level().id, std::string("typed-title"));
    panel.setFieldText("title", "Typed Title, Twice");
    QCOMPARE(doc.level().id, std::string("typed-title-twice"));
    panel.setFieldText("id", "by-hand");
    panel.setFieldText("title", "Typed Title");
    QCOMPARE(doc.level().id, std::string("by-hand"));
    QCOMPARE(ffui::LevelPropertiesPanel::idFromTitle(QString::fromUtf8("Große Überraschung – Café 2!")),
             std::string("grosse-ueberraschung-cafe-2"));
    QCOMPARE(ffui::LevelPropertiesPanel::idFromTitle(QStringLiteral("?!")), std::string());
    panel.setFieldText("author", "Ann");
    QCOMPARE(*doc.level().author, std::string("Ann"));
    panel.setFieldText("author", "");
    QVERIFY(!doc.level().author);
    panel.setFieldText("week", "2026-W48");
    QCOMPARE(*doc.level().week, std::string("2026-W48"));
    panel.setTranslation("title", "de", "Getippter Titel");
    QCOMPARE(doc.level().titleI18n.at("de"), std::string("Getippter Titel"));
    panel.setTranslation("hint", "fr", "Indice");
    QCOMPARE(doc.level().hintI18n.at("fr"), std::string("Indice"));
    panel.setTranslation("title", "de", "");
    QVERIFY(doc.level().titleI18n.empty());
    panel.addInventoryItem(PieceKind::Token, Side::Own, 2);
    QCOMPARE(doc.level().inventory.size(), std::size_t(2));
    QVERIFY(doc.level().inventory[1] == (ff::InventoryItem{PieceKind::Token, Side::Own, 2}));
    // Undo brings the panel along.
    doc.undoStack()->undo();
    QCOMPARE(doc.level().inventory.size(), std::size_t(1));
    QCOMPARE(panel.inventoryRows(), 1);
    panel.focusField("title");
}

void TestEditor::windowTitleAndShareCode()
{
    QTemporaryDir dir;
    ffui::EditorWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ffui::LevelEditDocument* doc = window.document();
    doc->setLevel(smallLevel());
    QVERIFY(window.windowTitle().contains("Untitled"));
    QVERIFY(!window.isWindowModified());
    doc->placeObject(PieceKind::Stone, Side::Own, {4, 4});
    QVERIFY(window.isWindowModified());
    QString error;
    QVERIFY(doc->save(dir.filePath("shown.ffl.json"), &error));
    QVERIFY(window.windowTitle().contains("shown.ffl.json"));
    QVERIFY(!window.isWindowModified());
    // Share code out and back in.
    const QString code = window.shareCode();
    QVERIFY(code.startsWith("FF2-"));
    const Level level = doc->level();
    doc->setLevel(smallLevel());
    QVERIFY2(window.openShareCode(code, &error), qPrintable(error));
    QVERIFY(doc->level() == level);
    QVERIFY(doc->isModified()); // an opened code is unsaved work
    QVERIFY(!window.openShareCode("FF1-XXXX", &error));
    QVERIFY(!error.isEmpty());
    QVERIFY(doc->level() == level);
    // Export image.
    QVERIFY(window.exportImage(dir.filePath("board.png"), &error));
    QImage image(dir.filePath("board.png"));
    QVERIFY(image.width() >= 600);
    // A level in progress, for a look at the whole window.
    doc->setLevel(LevelEditDocument::newStandardLevel(true));
    doc->placeObject(PieceKind::Token, Side::Enemy, {6, 1}, "yellow", 4);
    doc->placeObject(PieceKind::Token, Side::Own, {3, 1});
    doc->placeObject(PieceKind::Crystal, Side::Own, {5, 5});
    doc->placeObject(PieceKind::TurnRight, Side::Own, {10, 6});
    doc->placeTeleporter({3, 4});
    doc->setTeleporterArrow({3, 4}, Dir::S);
    doc->setAllowed({1, 1}, true);
    doc->setAllowed({2, 1}, true);
    window.boardView()->setSelectedCell(Cell{3, 4});
    QVERIFY(window.windowTitle().contains("Untitled"));
    QVERIFY(window.isWindowModified());
    // FF_SCREENSHOT_DIR=folder keeps pictures of the window for a human look.
    const QString shots = qEnvironmentVariable("FF_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor.png");
    // A custom board shaped with the void tool, seen with that tool.
    doc->setLevel(LevelEditDocument::newCustomLevel(9, 7));
    ffui::EditorBoardView* view = window.boardView();
    view->setTool({ffui::EditorMode::Void});
    QTest::mousePress(view, Qt::LeftButton, {}, view->cellCenter({8, 0}));
    QTest::mouseMove(view, view->cellCenter({7, 0}));
    QTest::mouseMove(view, view->cellCenter({8, 1}));
    QTest::mouseRelease(view, Qt::LeftButton, {}, view->cellCenter({8, 1}));
    QCOMPARE(doc->undoStack()->count(), 1);
    QCOMPARE(doc->level().board.playingCount(), 63 - 6);
    QVERIFY(doc->level().board.isVoid({0, 6}));
    QVERIFY(doc->level().board.isVoid({1, 6}));
    QVERIFY(doc->level().board.isVoid({0, 5}));
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor-custom.png");
    // Verify shows a solution on the board.
    doc->setLevel(smallLevel());
    window.verifyPanel()->verify();
    QTRY_VERIFY_WITH_TIMEOUT(window.verifyPanel()->hasResult(), 20000);
    window.verifyPanel()->showSolution(2);
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor-verify.png");
    // A pack: the title names the level shown.
    doc->setLevel(smallLevel());
    doc->addLevel(LevelEditDocument::newStandardLevel(true));
    QVERIFY(window.windowTitle().contains("level 2 of 2"));
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor-pack.png");
}

void TestEditor::fitsASmallScreen()
{
    // The offscreen platform's screen is 800 pixels wide: the editor's smallest size
    // fits 800 x 600, with its panels, also while test-playing.
    ffui::EditorWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QCOMPARE(window.screen()->availableGeometry().width(), 800);
    QVERIFY2(window.minimumSizeHint().width() <= 800 && window.minimumSizeHint().height() <= 600,
             qPrintable(QStringLiteral("%1 x %2")
                            .arg(window.minimumSizeHint().width())
                            .arg(window.minimumSizeHint().height())));
    QVERIFY(window.width() <= 800);
    window.setTestPlay(true);
    QVERIFY2(window.minimumSizeHint().width() <= 800 && window.minimumSizeHint().height() <= 600,
             qPrintable(QStringLiteral("%1 x %2")
                            .arg(window.minimumSizeHint().width())
                            .arg(window.minimumSizeHint().height())));
}

void TestEditor::testPlayRestoresTheDocks()
{
    ffui::EditorWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    // The user makes the Level dock wider and closes the Problems dock.
    auto* properties = window.findChild<QDockWidget*>(QStringLiteral("properties"));
    QVERIFY(properties);
    window.resizeDocks({properties}, {properties->width() + 60}, Qt::Horizontal);
    QDockWidget* closed = nullptr;
    for (QDockWidget* dock : window.findChildren<QDockWidget*>()) {
        if (dock != properties && dock->isVisible() && !window.tabifiedDockWidgets(properties).contains(dock))
            closed = dock;
    }
    QVERIFY(closed);
    closed->close();
    QApplication::processEvents();
    const QByteArray before = window.saveState();
    const QRect geometry = properties->geometry();

    window.setTestPlay(true);
    QApplication::processEvents();
    QVERIFY(!properties->isVisible());
    window.setTestPlay(false);
    QApplication::processEvents();
    QVERIFY(properties->isVisible());
    QVERIFY(!closed->isVisible());
    QCOMPARE(properties->geometry(), geometry);
    QCOMPARE(window.saveState(), before);
}

void TestEditor::testPlayKeepsHistory()
{
    ffui::EditorWindow window;
    window.resize(1280, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    ffui::LevelEditDocument* doc = window.document();
    doc->setLevel(smallLevel());
    doc->placeObject(PieceKind::Crystal, Side::Own, {4, 4});
    doc->placeObject(PieceKind::Stone, Side::Own, {6, 4});
    const Level draft = doc->level();
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(window.isTestPlaying());
    QVERIFY(window.playerView()->level() == draft);
    QVERIFY(window.playerView()->isPlayable());
    // Placing in the player does not touch the editor's level or history.
    QCOMPARE(window.playerView()
                 ->findChild<ffui::PlacementDocument*>(QStringLiteral("placementDocument"))
                 ->place(PieceKind::Stone, Side::Own, {1, 1}),
             ffui::PlacementDocument::Refusal::None);
    QCOMPARE(doc->undoStack()->count(), 2);
    const QString shots = qEnvironmentVariable("FF_SCREENSHOT_DIR");
    if (!shots.isEmpty())
        window.grab().save(shots + "/editor-play.png");
    QTest::keyClick(&window, Qt::Key_F5);
    QVERIFY(!window.isTestPlaying());
    QVERIFY(doc->level() == draft);
    QCOMPARE(doc->undoStack()->count(), 2);
    doc->undoStack()->undo();
    QVERIFY(!doc->objectAt({6, 4}));
    QVERIFY(doc->isModified());
}

// The problem list and Verify name cells as the board shows them: column letter, row
// number (board/CellName.h), never coordinates.
void TestEditor::panelsNameCellsAsTheBoardDoes()
{
    static const QRegularExpression coordinates(QStringLiteral(R"(\(\s*\d+\s*,\s*\d+\s*\))"));
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    ffui::ValidationPanel validation(&doc);
    Level twice = doc.level();
    ff::Piece stone;
    stone.kind = PieceKind::Stone;
    stone.at = {2, 3}; // column c, row 4
    twice.pieces.push_back(stone);
    twice.pieces.push_back(stone);
    doc.edit(twice, "two stones on one cell");
    QVERIFY(validation.problemCount() >= 1);
    QStringList texts;
    for (int i = 0; i < validation.problemCount(); ++i)
        texts << validation.problemText(i);
    QVERIFY2(texts.contains(QStringLiteral("Two objects stand on c4.")), qPrintable(texts.join('\n')));

    doc.setLevel(smallLevel());
    ffui::VerifyPanel verify(&doc);
    verify.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!verify.isRunning(), 20000);
    QVERIFY(verify.result().count > 1);
    for (const QLabel* label : verify.findChildren<QLabel*>())
        texts << label->text();
    bool named = false;
    for (const QString& text : texts) {
        QVERIFY2(!text.contains(coordinates), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("column"), Qt::CaseInsensitive), qPrintable(text));
        named |= text.contains(QRegularExpression(QStringLiteral(R"(: stone on [a-p]([1-9]|1[01])$)")));
    }
    QVERIFY2(named, qPrintable(texts.join('\n')));
}

void TestEditor::legendOpensFromTheHelpMenu()
{
    ffui::EditorWindow window;
    window.show();
    auto* legend = window.findChild<QAction*>(QStringLiteral("legendAction"));
    QVERIFY(legend);
    QCOMPARE(legend->shortcut(), QKeySequence(Qt::Key_F2));
    legend->trigger();
    auto* dialog = window.findChild<ffui::LegendDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->titles().contains(QStringLiteral("Stone")));
    legend->trigger();
    QCOMPARE(window.findChildren<ffui::LegendDialog*>().size(), 1);
}

void TestEditor::verifyCountsAndStores()
{
    // One stone to place; the monster on (0,0) facing E sees the enemy on (5,0)
    // unless the stone stands between them (R9, R10).
    LevelEditDocument doc;
    doc.setLevel(smallLevel());
    const std::uint64_t expected = ff::Solver(doc.level()).countSolutions(ffui::VerifyPanel::kLimit);
    QVERIFY(expected > 1);
    ffui::VerifyPanel panel(&doc);
    QSignalSpy preview(&panel, &ffui::VerifyPanel::previewChanged);
    panel.verify();
    QVERIFY(panel.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QVERIFY(panel.hasResult());
    QVERIFY(!panel.result().cancelled);
    QCOMPARE(panel.result().count, expected);
    QCOMPARE(panel.shownSolution(), 0);
    QVERIFY(preview.count() >= 1);
    QCOMPARE(panel.preview().size(), std::size_t(1));
    QCOMPARE(panel.differences().size(), std::size_t(1)); // each solution puts the stone elsewhere
    panel.showSolution(1);
    QCOMPARE(panel.shownSolution(), 1);
    const std::vector<ff::Placement> shown = panel.preview();
    panel.storeShownSolution();
    QVERIFY(doc.level().solution == shown);
    QVERIFY(doc.problems().empty());
    QVERIFY(panel.hasResult()); // storing keeps the results
    doc.undoStack()->undo();
    QVERIFY(!doc.level().solution);
    QVERIFY(panel.hasResult()); // taking it back does not change the puzzle either
    Level renamed = doc.level();
    renamed.title = "Renamed";
    QVERIFY(doc.edit(renamed, "Edit title"));
    QVERIFY(panel.hasResult()); // nor does a title
    doc.placeObject(PieceKind::Crystal, Side::Own, {9, 9});
    QVERIFY(!panel.hasResult()); // a change of the puzzle clears them
    QCOMPARE(panel.preview().size(), std::size_t(0));
}

void TestEditor::verifyCancels()
{
    // Twelve pieces on the basic layout, two own tokens in the monster's way and
    // one enemy far off: a search of minutes (no solution cuts it short).
    LevelEditDocument doc;
    Level level = smallLevel();
    level.pieces = ff::basicLayoutPieces();
    for (auto [side, c] : {std::pair{Side::Enemy, Cell{14, 10}}, std::pair{Side::Own, Cell{3, 0}},
                           std::pair{Side::Own, Cell{0, 3}}}) {
        ff::Piece token;
        token.kind = PieceKind::Token;
        token.side = side;
        token.at = c;
        level.pieces.push_back(token);
    }
    level.inventory = {{PieceKind::Stone, Side::Own, 4},
                       {PieceKind::Crystal, Side::Own, 4},
                       {PieceKind::Token, Side::Own, 4}};
    doc.setLevel(level);
    QVERIFY(doc.problems().empty());
    ffui::VerifyPanel panel(&doc);
    panel.verify();
    QVERIFY(panel.isRunning());
    QTest::qWait(300); // the UI goes on while the search runs
    QVERIFY(panel.isRunning());
    QElapsedTimer timer;
    timer.start();
    panel.cancel();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 5000);
    QVERIFY(timer.elapsed() < 2000);
    QVERIFY(panel.result().cancelled);
    QVERIFY(panel.summaryText().contains("Cancelled"));
    // A change of the level while searching stops the search too.
    panel.verify();
    QVERIFY(panel.isRunning());
    doc.placeObject(PieceKind::Stone, Side::Own, {9, 9});
    QVERIFY(!panel.isRunning());
    QVERIFY(!panel.hasResult());
}

void TestEditor::verifyRefusesInvalidLevels()
{
    LevelEditDocument doc;
    doc.setLevel(LevelEditDocument::newStandardLevel(false)); // no enemy
    ffui::VerifyPanel panel(&doc);
    panel.verify();
    QVERIFY(!panel.isRunning());
    QVERIFY(!panel.hasResult());
    QVERIFY(panel.summaryText().contains("problems"));
}

void TestEditor::verifyNamesIdlePieces()
{
    using Status = ff::Tightness::Status;
    const auto stone = [](Cell c) { return ff::Placement{PieceKind::Stone, Side::Own, c}; };
    const ff::Placement turnRight{PieceKind::TurnRight, Side::Own, {1, 1}};
    LevelEditDocument doc;
    doc.setLevel(turnRightLevel());
    QVERIFY(doc.problems().empty());
    ffui::VerifyPanel panel(&doc);
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning() && panel.tightness().has_value(), 20000);
    QCOMPARE(panel.result().solutions, (std::vector<std::vector<ff::Placement>>{{turnRight}}));
    QVERIFY(!panel.tightness()->stored);
    QCOMPARE(panel.tightness()->tightness.status, Status::Tight);
    QVERIFY(panel.idle().empty());
    QCOMPARE(panel.tightnessText(),
             QStringLiteral("Every piece of solution 1 is needed: leave any of them out "
                            "and the level is not won."));

    // A plain stone to place as well, stored on (3,2): it only ends the ray along
    // row 2 that shows no token anyway, so the level is won without it. A change of
    // the inventory clears the results.
    Level withStone = doc.level();
    withStone.inventory.push_back({PieceKind::Stone, Side::Own, 1});
    withStone.solution = std::vector<ff::Placement>{stone({3, 2}), turnRight};
    doc.edit(withStone, "a stone more");
    QVERIFY(doc.problems().empty());
    QVERIFY(!panel.tightness());
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning() && panel.tightness().has_value(), 20000);
    QVERIFY(panel.tightness()->stored);
    QCOMPARE(panel.tightness()->tightness.status, Status::NotTight);
    QCOMPARE(panel.tightness()->tightness.idle, std::vector<ff::Placement>{stone({3, 2})});
    const QString stored =
        QStringLiteral("In the stored solution, the stone on d3 is not needed: the level is won without it.");
    // The stored solution is ringed on the board while it is the one shown.
    std::vector<ff::Placement> sorted = *doc.level().solution;
    std::sort(sorted.begin(), sorted.end());
    const auto& solutions = panel.result().solutions;
    const auto at = std::find(solutions.begin(), solutions.end(), sorted);
    QVERIFY(at != solutions.end());
    const int index = static_cast<int>(at - solutions.begin());
    QVERIFY(solutions.size() > 1);
    const int other = index == 0 ? 1 : 0;
    panel.showSolution(other);
    QVERIFY(panel.idle().empty());
    QCOMPARE(panel.tightnessText(), stored);
    panel.showSolution(index);
    QCOMPARE(panel.idle(), std::vector<ff::Placement>{stone({3, 2})});
    QCOMPARE(panel.tightnessText(), stored + QStringLiteral(" It is ringed in yellow on the board."));

    // Without a stored solution the one shown is checked: in every solution the
    // stone is idle, wherever it stands.
    Level unstored = doc.level();
    unstored.solution.reset();
    doc.edit(unstored, "no stored solution");
    QTRY_VERIFY_WITH_TIMEOUT(panel.tightness().has_value() && !panel.tightness()->stored, 20000);
    QCOMPARE(panel.tightness()->shown, index);
    panel.showSolution(other);
    QTRY_VERIFY_WITH_TIMEOUT(panel.tightness().has_value() && panel.tightness()->shown == other, 20000);
    QCOMPARE(panel.tightness()->tightness.status, Status::NotTight);
    const std::vector<ff::Placement>& shown = solutions[static_cast<std::size_t>(other)];
    QCOMPARE(shown.size(), std::size_t(2));
    const ff::Placement idleStone = shown.front().kind == PieceKind::Stone ? shown.front() : shown.back();
    QCOMPARE(panel.idle(), std::vector<ff::Placement>{idleStone});
    QCOMPARE(panel.tightnessText(),
             QStringLiteral("In solution %1, the stone on %2 is not needed: the level is "
                            "won without it. It is ringed in yellow on the board.")
                 .arg(other + 1)
                 .arg(ffui::cellName(idleStone.at)));
}

void TestEditor::makeItUnique()
{
    LevelEditDocument doc;
    doc.setLevel(twoSolutionLevel());
    QVERIFY(doc.problems().empty());
    ffui::VerifyPanel panel(&doc);
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.result().count, std::uint64_t(2));
    // Nothing stored: the intended solution is the one shown.
    panel.showSolution(1);
    const std::vector<ff::Placement> intended = panel.result().solutions[1];
    panel.makeUnique();
    QVERIFY(panel.isRunning());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.proposals().status, ff::UniquenessResult::Status::Proposed);
    QVERIFY(!panel.proposals().proposals.empty());
    QCOMPARE(panel.intended(), intended);
    QVERIFY(panel.proposalText(panel.proposals().proposals.front()).contains("removes 1 other solution"));

    // The first proposal is shown on the board; the level itself is unchanged.
    const Level before = doc.level();
    const int steps = doc.undoStack()->count();
    panel.selectProposal(0);
    QCOMPARE(panel.selectedProposal(), 0);
    QVERIFY(panel.previewLevel().has_value());
    QVERIFY(*panel.previewLevel() == panel.proposals().proposals.front().level);
    QVERIFY(!panel.changedCells().empty());
    QCOMPARE(panel.preview(), intended);
    QVERIFY(doc.level() == before);
    QCOMPARE(doc.undoStack()->count(), steps);
    // Stepping through the solutions leaves the proposal; selecting it shows it again.
    panel.showSolution(0);
    QVERIFY(!panel.previewLevel());
    QCOMPARE(panel.selectedProposal(), -1);
    panel.selectProposal(0);
    QVERIFY(panel.previewLevel().has_value());

    // Apply: one undo step, verified again: unique, and its solution is stored.
    panel.applyProposal();
    QCOMPARE(doc.undoStack()->count(), steps + 1);
    QVERIFY(!panel.previewLevel());
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.result().count, std::uint64_t(1));
    QVERIFY(panel.result().complete);
    QVERIFY(doc.level().solution == intended);
    QCOMPARE(panel.result().solutions.front(), intended);
    QVERIFY(panel.summaryText().contains("unique"));
    QVERIFY(panel.summaryText().contains("stored"));
    QCOMPARE(ff::Solver(doc.level()).countSolutions(2), std::uint64_t(1));

    doc.undoStack()->undo();
    QVERIFY(doc.level() == before);
}

void TestEditor::makeItUniqueKeepsTheStoredSolution()
{
    LevelEditDocument doc;
    doc.setLevel(twoSolutionLevel());
    ffui::VerifyPanel panel(&doc);
    panel.verify();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.result().count, std::uint64_t(2));
    panel.storeShownSolution();
    const std::vector<ff::Placement> stored = *doc.level().solution;
    panel.showSolution(1); // the one shown is not the one intended
    panel.makeUnique();
    QTRY_VERIFY_WITH_TIMEOUT(!panel.isRunning(), 20000);
    QCOMPARE(panel.intended(), stored);
    QVERIFY(!panel.proposals().proposals.empty());
    // Every proposal keeps the stored solution; one that changes the inventory keeps
    // the stored pieces on every other cell.
    for (const ff::UniquenessProposal& p : panel.proposals().proposals) {
        if (p.kind == ff::UniquenessProposal::Kind::Stones || p.kind == ff::UniquenessProposal::Kind::Zone) {
            QVERIFY(*p.level.solution == stored);
            continue;
        }
        for (const ff::Placement& piece : *p.level.solution)
            QVERIFY(piece.at == p.cells.front() ||
                    std::find(stored.begin(), stored.end(), piece) != stored.end());
    }
}

void TestEditor::generateOpensADraft()
{
    ffui::EditorWindow window;
    ff::GeneratorOptions options;
    options.seed = 7;
    options.difficulty = 1;
    options.board = ff::GeneratorBoard::Custom;
    options.width = 5;
    options.height = 4;
    bool generated = false;
    whenModal<ffui::GenerateDialog>([&](ffui::GenerateDialog* dialog) {
        dialog->setOptions(options);
        dialog->setMaxSeconds(30);
        dialog->generate();
        QVERIFY(dialog->isRunning());
        generated = true;
    });
    window.generate(); // returns when the dialog closes with the level found
    QVERIFY(generated);
    const Level& level = window.document()->level();
    QVERIFY(level.board == ff::Board(5, 4));
    QVERIFY(window.document()->problems().empty());
    QVERIFY(level.solution.has_value());
    QCOMPARE(level.difficulty, std::optional<int>(1));
    QCOMPARE(ff::Solver(level).countSolutions(2), std::uint64_t(1));
    // The generator's level, titled in the UI language.
    QCOMPARE(level.title, std::string("Generated level 1-7"));
    std::optional<Level> again = ff::generateLevel(options);
    QVERIFY(again);
    again->title = level.title;
    QVERIFY(*again == level);
    // A new draft: unsaved, never saved, nothing to undo.
    QVERIFY(window.document()->isModified());
    QVERIFY(window.document()->filePath().isEmpty());
    QCOMPARE(window.document()->undoStack()->count(), 0);
}

void TestEditor::generateRefusesBadOptions()
{
    ffui::GenerateDialog dialog;
    ff::GeneratorOptions options;
    options.difficulty = 3;
    options.pieces = 2; // a difficulty d needs d pieces
    dialog.setOptions(options);
    QCOMPARE(dialog.options().pieces, std::optional<int>(2));
    dialog.generate();
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.message().contains("Difficulty 3 needs 3 to 6 pieces"));
    options.pieces.reset();
    options.board = ff::GeneratorBoard::Custom;
    options.width = 2;
    options.height = 3;
    dialog.setOptions(options);
    dialog.generate();
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.message().contains("A 2 × 3 board is too small for the pieces to place (3)"));
    options.board = ff::GeneratorBoard::Basic;
    options.include = {ff::Mechanic::SurviveForever};
    dialog.setOptions(options);
    dialog.generate();
    QVERIFY(!dialog.isRunning());
    QVERIFY(dialog.message().contains("needs the goal"));
}

void TestEditor::generateCancels()
{
    // Difficulty 5 on the basic layout takes many seconds (README, Performance).
    ffui::GenerateDialog dialog;
    ff::GeneratorOptions options;
    options.seed = 2;
    options.difficulty = 5;
    dialog.setOptions(options);
    dialog.generate();
    QVERIFY(dialog.isRunning());
    QTest::qWait(300);
    QVERIFY(dialog.isRunning());
    QElapsedTimer timer;
    timer.start();
    dialog.reject(); // Cancel while running stops the generator, the dialog stays
    QTRY_VERIFY_WITH_TIMEOUT(!dialog.isRunning(), 5000);
    QVERIFY(timer.elapsed() < 2000);
    QVERIFY(!dialog.level());
    QVERIFY(dialog.message().contains("Cancelled"));
    QVERIFY(dialog.result() != QDialog::Accepted);
}

void TestEditor::windowAutosaveSurvivesCrash()
{
    for (const ffui::AutosaveStore::Entry& e : ffui::AutosaveStore().pending())
        ffui::AutosaveStore().discard(e);
    QTemporaryDir dir;
    Level edited;
    QString autosaveFile;
    {
        ffui::EditorWindow window;
        ffui::LevelEditDocument* doc = window.document();
        doc->setLevel(smallLevel());
        window.autosaveNow();
        QVERIFY(!QFile::exists(window.autosaveFile())); // nothing unsaved yet
        doc->placeObject(PieceKind::Crystal, Side::Own, {7, 7});
        window.autosaveNow();
        autosaveFile = window.autosaveFile();
        QVERIFY(QFile::exists(autosaveFile));
        QVERIFY(ffui::AutosaveStore().pending().empty()); // this editor is still running
        // A clean save removes the autosave; the next change writes it again.
        QString error;
        QVERIFY(doc->save(dir.filePath("saved.ffl.json"), &error));
        QVERIFY(!QFile::exists(autosaveFile));
        doc->placeObject(PieceKind::Stone, Side::Own, {7, 8});
        window.autosaveNow();
        QVERIFY(QFile::exists(autosaveFile));
        edited = doc->level();
        // The window goes away without closing: the autosave stays, as after a crash.
    }
    QVERIFY(QFile::exists(autosaveFile));
    ffui::AutosaveStore store;
    const std::vector<ffui::AutosaveStore::Entry> entries = store.pending();
    QCOMPARE(entries.size(), std::size_t(1));
    QVERIFY(entries[0].level == edited);
    QCOMPARE(entries[0].sourcePath, dir.filePath("saved.ffl.json"));
    store.discard(entries[0]);
}

QTEST_MAIN(TestEditor)
#include "tst_editor.moc"
