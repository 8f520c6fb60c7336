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

namespace apptest {

class AppTestCase : public QObject {
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

    QTemporaryDir dir_;
};

} // namespace apptest
