// The editor tests' shared pieces: an undo/redo check, small levels to start from,
// a drag over the board view and the answer to a modal dialog.
#pragma once

#include "editor/EditorBoardView.h"
#include "editor/LevelEditDocument.h"
#include "engine/rules/Level.h"

#include <QApplication>
#include <QTest>
#include <QTimer>

#include <functional>
#include <string>
#include <vector>

namespace edtest {

using ff::Cell;
using ff::Dir;
using ff::Level;
using ff::PieceKind;
using ff::Side;
using ff::editor::LevelEditDocument;
using Refusal = ff::editor::LevelEditDocument::Refusal;

// Runs `change` (which must make exactly one undo step) and checks that undo
// gives back the level before and redo the level after, exactly.
inline Level checkUndoRedo(LevelEditDocument& doc, const std::function<Refusal()>& change)
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

inline bool hasProblem(const LevelEditDocument& doc, const std::string& code, const std::string& path)
{
    for (const ff::Problem& p : doc.problems()) {
        if (p.code == code && p.path == path)
            return true;
    }
    return false;
}

// A valid level to start from: the standard board, one enemy token, one own token
// in the inventory.
inline Level smallLevel()
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
inline void drag(ff::editor::EditorBoardView& view, const std::vector<Cell>& path)
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
inline Level twoSolutionLevel()
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
inline Level turnRightLevel()
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

} // namespace edtest
