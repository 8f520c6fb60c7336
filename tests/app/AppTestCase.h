// The base of the app's test classes: the settings and My levels in a temporary
// folder (setUp, from initTestCase), a clean start for every test (reset, from
// init), and what the tests of the main window do again and again.
#pragma once

#include "app/gui/LevelLibrary.h"
#include "engine/rules/Level.h"
#include "tests/app/AppTestSettings.h"

#include <QDate>
#include <QList>
#include <QObject>
#include <QTemporaryDir>

#include <cstdint>
#include <functional>
#include <memory>
#include <vector>

class QAction;
class QKeySequence;
class QListWidget;
class QListWidgetItem;
class QWidget;
namespace ff::app {
class LevelBrowser;
} // namespace ff::app
namespace ff::editor {
class EditorWindow;
} // namespace ff::editor

// Fails the test unless every visible window fits the screen (screenFitProblems).
#define APPTEST_VERIFY_FITS_SCREEN(where)                                                                    \
    do {                                                                                                     \
        const QString fitProblems = apptest::AppTestCase::screenFitProblems(where);                          \
        QVERIFY2(fitProblems.isEmpty(), qPrintable(fitProblems));                                            \
    } while (false)

// Fails the test if a visible window shows a text elided or cut where it has room
// (elisionProblems).
#define APPTEST_VERIFY_NO_ELISION(where)                                                                     \
    do {                                                                                                     \
        const QString elisionProblems = apptest::AppTestCase::elisionProblems(where);                        \
        QVERIFY2(elisionProblems.isEmpty(), qPrintable(elisionProblems));                                    \
    } while (false)

namespace apptest {

class AppTestCase : public QObject {
public:
    // What does not fit the screen, for every visible window (the main window and
    // each dialog): a frame outside its screen's available area, or a minimum size
    // (minimumSize or minimumSizeHint) above that area's size. One line per problem,
    // each starting with `where`; empty when everything fits.
    static QString screenFitProblems(const QString& where);
    // The texts of every visible window (as screenFitProblems) shown shorter than they
    // are where there is room for them: a one-line plain QLabel or a button with text
    // narrower than its text needs; a label or button ending in "…" whose full text
    // (its tool tip) fits the width it has; a cell of an item view drawn by Qt's own
    // delegate elided while the view has the width it lacks to spare. A widget whose
    // horizontal size policy is Ignored gives way by contract and is not read, nor are
    // texts an item delegate of the app paints (the level cards elide their titles
    // where a card has no more room). One line per problem, each starting with `where`
    // and naming the widget, its text and the widths; empty when none.
    static QString elisionProblems(const QString& where);

protected:
    void setUp();
    // No settings, no user levels, no autosaves, weekly levels locked again.
    void reset();

    // The shipped levels and My levels in the temporary folder, on `today`.
    std::unique_ptr<ff::app::LevelLibrary> makeLibrary(QDate today = QDate(2026, 11, 22));
    // Selects `key` in the browser and returns its card (null: not listed).
    static QListWidgetItem* itemFor(ff::app::LevelBrowser* browser, const QString& key);
    static void doubleClick(QListWidget* list, QListWidgetItem* item);
    // Calls `answer` with the next modal dialog once it shows (the code that opens
    // it with exec() waits meanwhile).
    void answerModal(std::function<void(QWidget*)> answer);
    static void clickButton(QWidget* box, const QString& text);
    static QList<ff::editor::EditorWindow*> editors();
    // Closes every editor window without saving (and without leaving autosaves).
    static void closeEditors();
    static QAction* actionWithShortcut(QWidget* window, const QKeySequence& shortcut);
    // A valid level the shipped levels do not hold.
    static ff::Level sharedLevel();
    // `level` with the id, title, difficulty and generator record of a random puzzle
    // of that difficulty and seed.
    static ff::Level asGenerated(ff::Level level, int difficulty, std::uint64_t seed);
    // The level's solution with one piece moved so that the monster takes an own
    // token (OwnTokenLost); empty when no such move is found.
    static std::vector<ff::Placement> losingPlacements(const ff::Level& level);
    // The key of the shipped weekly level with the largest board.
    static QString largestWeeklyLevel(const ff::app::LevelLibrary& library);

    QTemporaryDir dir_;
};

} // namespace apptest
