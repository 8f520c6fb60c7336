// The level browser over the library: ISO weeks and the shipped levels, the
// collections, This week, the Archive and Upcoming following the date, locked weekly
// levels (no board shown, --unlock-all), broken user files listed, and My levels:
// import, dropped files, delete with undo, rename, the data folder.
#include "app/gui/AppSettings.h"
#include "app/gui/AppShell.h"
#include "app/gui/CollectionItemDelegate.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelPreview.h"
#include "app/gui/MainWindow.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/SettingsDialog.h"
#include "board/AppDataDir.h"
#include "editor/AutosaveStore.h"
#include "engine/search/Solver.h"
#include "tests/app/AppTestCase.h"

#include <QApplication>
#include <QDir>
#include <QDropEvent>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

#include <cstdlib>

using namespace ff::app;

class TestBrowser : public apptest::AppTestCase {
    Q_OBJECT
private slots:
    void initTestCase() { setUp(); }
    void init() { reset(); }
    void mondayOfIsoWeeks();
    void shippedLevelsAllReadable();
    void browserListsCollections();
    void weeklyCollectionsFollowTheDate();
    void futureWeeklyLevelStaysLocked();
    void lockedWeeklyShowsNoBoard();
    void unlockAllSettingUnlocks();
    void unlockAllOptionUnlocks();
    void settingsKeepTheSelection();
    void brokenUserFileIsListedNotFatal();
    void importCopiesIntoMyLevels();
    void droppedFilesAreImported();
    void deleteMovesToTrashAndUndoBringsBack();
    void playButtonShowsItsFocus();
    void renameChangesTitleAndFile();
    void dataFolderIsNotDoubled();
};

// The red Play button shows the keyboard's focus with the gold ring the collections
// list shows it with, not a shade of its red.
void TestBrowser::playButtonShowsItsFocus()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.browser()->selectLevel(library->entries(LevelLibrary::Tutorial).front().key);
    auto* play = window.browser()->findChild<QPushButton*>(QStringLiteral("playButton"));
    QVERIFY(play && play->isEnabled());
    window.browser()->levelList()->setFocus();
    QApplication::processEvents();
    QVERIFY(!play->hasFocus());
    const QPoint edge(1, play->height() / 2);
    const QColor unfocused = play->grab().toImage().pixelColor(edge);
    play->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    QVERIFY(play->hasFocus());
    const QColor focused = play->grab().toImage().pixelColor(edge);
    const QColor gold(0xe8, 0xb3, 0x39);
    const auto near = [](const QColor& a, const QColor& b) {
        return std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue()) <
               30;
    };
    QVERIFY2(near(focused, gold), qPrintable(focused.name()));
    QVERIFY2(!near(unfocused, gold), qPrintable(unfocused.name()));
}

void TestBrowser::mondayOfIsoWeeks()
{
    QCOMPARE(LevelLibrary::mondayOfWeek(QStringLiteral("2026-W47")), QDate(2026, 11, 16));
    QCOMPARE(LevelLibrary::mondayOfWeek(QStringLiteral("2026-W49")), QDate(2026, 11, 30));
    QCOMPARE(LevelLibrary::mondayOfWeek(QStringLiteral("2026-W01")), QDate(2025, 12, 29));
    QCOMPARE(LevelLibrary::mondayOfWeek(QStringLiteral("2026-W53")), QDate(2026, 12, 28));
    QVERIFY(!LevelLibrary::mondayOfWeek(QStringLiteral("2025-W53")).isValid());
    QVERIFY(!LevelLibrary::mondayOfWeek(QStringLiteral("2026-W00")).isValid());
    QVERIFY(!LevelLibrary::mondayOfWeek(QStringLiteral("2026-47")).isValid());
}

void TestBrowser::shippedLevelsAllReadable()
{
    const auto library = makeLibrary();
    int count = 0;
    for (int c = 0; c < LevelLibrary::CollectionCount; ++c) {
        for (const LevelEntry& e : library->entries(static_cast<LevelLibrary::Collection>(c))) {
            QVERIFY2(!e.broken(), qPrintable(e.source + QStringLiteral(": ") + e.error));
            QVERIFY(e.key.startsWith(QStringLiteral("builtin:")));
            ++count;
        }
    }
    QVERIFY(count >= 6);
}

void TestBrowser::browserListsCollections()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(!window.isPlaying());
    const QStringList titles = window.browser()->collectionTitles();
    QCOMPARE(titles.mid(0, 4), (QStringList{QStringLiteral("Tutorial"), QStringLiteral("This week"),
                                            QStringLiteral("Archive"), QStringLiteral("Upcoming")}));
    QVERIFY(titles.contains(QStringLiteral("My levels")));
    QVERIFY(!titles.contains(QStringLiteral("Opened files")));

    window.browser()->showCollection(LevelLibrary::ThisWeek);
    QListWidget* list = window.browser()->levelList();
    QCOMPARE(list->count(), 1);
    QCOMPARE(list->item(0)->data(LevelItemDelegate::KeyRole).toString(),
             QStringLiteral("builtin:weekly-2026-w47"));
    QVERIFY(!list->item(0)->data(LevelItemDelegate::ThumbnailRole).value<QPixmap>().isNull());
    QCOMPARE(list->item(0)->data(LevelItemDelegate::SolvedRole).toBool(), false);
}

void TestBrowser::weeklyCollectionsFollowTheDate()
{
    const auto library = makeLibrary();
    const auto keys = [&](LevelLibrary::Collection c) {
        QStringList out;
        for (const LevelEntry& e : library->entries(c))
            out << e.key;
        return out;
    };
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2026-w47")});
    QCOMPARE(
        keys(LevelLibrary::Archive),
        (QStringList{QStringLiteral("builtin:weekly-2026-w46"), QStringLiteral("builtin:weekly-2026-w45"),
                     QStringLiteral("builtin:weekly-2026-w44"), QStringLiteral("builtin:weekly-2026-w43")}));
    // The series runs to 2028-W52: after week 47 come 2026-W48..W53 (2026 has 53 ISO
    // weeks) and the 52 weeks of 2027 and of 2028, the next week first.
    QCOMPARE(keys(LevelLibrary::Upcoming).size(), 6 + 52 + 52);
    QVERIFY(keys(LevelLibrary::Upcoming).contains(QStringLiteral("builtin:weekly-2026-w48")));
    QVERIFY(keys(LevelLibrary::Upcoming).contains(QStringLiteral("builtin:weekly-2026-w49")));
    QCOMPARE(keys(LevelLibrary::Upcoming).first(), QStringLiteral("builtin:weekly-2026-w48"));
    QCOMPARE(keys(LevelLibrary::Upcoming).last(), QStringLiteral("builtin:weekly-2028-w52"));

    // From the Monday of week 48 on, its level is This week and unlocked.
    library->setToday(QDate(2026, 11, 23));
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2026-w48")});
    QCOMPARE(keys(LevelLibrary::Upcoming).size(), 5 + 52 + 52);
    QCOMPARE(keys(LevelLibrary::Upcoming).first(), QStringLiteral("builtin:weekly-2026-w49"));
    QVERIFY(!library->isLocked(*library->find(QStringLiteral("builtin:weekly-2026-w48")), false));
    QVERIFY(keys(LevelLibrary::Archive).startsWith(QStringLiteral("builtin:weekly-2026-w47")));
    // 2026-12-31 is a Thursday in 2026-W53; 2027-01-04 is the Monday of 2027-W01.
    library->setToday(QDate(2026, 12, 31));
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2026-w53")});
    QCOMPARE(keys(LevelLibrary::Upcoming).first(), QStringLiteral("builtin:weekly-2027-w01"));
    QVERIFY(library->isLocked(*library->find(QStringLiteral("builtin:weekly-2027-w01")), false));
    // After the series nothing is new: the latest released level stays This week
    // (2029-01-03 lies in 2029-W01).
    library->setToday(QDate(2029, 1, 3));
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2028-w52")});
    QVERIFY(keys(LevelLibrary::Upcoming).isEmpty());
    QCOMPARE(keys(LevelLibrary::Archive).size(), 114);
    QVERIFY(!library->isLocked(*library->find(QStringLiteral("builtin:weekly-2028-w52")), false));
}

void TestBrowser::futureWeeklyLevelStaysLocked()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const QString key = QStringLiteral("builtin:weekly-2026-w49");
    const LevelEntry* entry = library->find(key);
    QVERIFY(entry);
    QVERIFY(library->isLocked(*entry, false));

    QListWidgetItem* item = itemFor(window.browser(), key);
    QVERIFY(item);
    QCOMPARE(item->data(LevelItemDelegate::LockedRole).toBool(), true);
    QVERIFY(item->data(LevelItemDelegate::StatusRole).toString().startsWith(QStringLiteral("Unlocks on ")));
    QVERIFY(item->data(LevelItemDelegate::StatusRole).toString().contains(QStringLiteral("2026")));

    doubleClick(window.browser()->levelList(), item);
    QVERIFY(!window.isPlaying());
    QVERIFY(window.currentKey().isEmpty());
    QVERIFY2(window.browser()->infoText().contains(QStringLiteral("locked")),
             qPrintable(window.browser()->infoText()));
    QTest::keyClick(window.browser()->levelList(), Qt::Key_Return);
    QVERIFY(!window.isPlaying());
    QCOMPARE(window.openLevel(key), false);
    QVERIFY(!window.isPlaying());

    // Upcoming counts no locked level as one to solve ("0/57" would promise them).
    auto* collections = window.browser()->findChild<QListWidget*>(QStringLiteral("collections"));
    QVERIFY(collections);
    bool upcomingListed = false;
    for (int i = 0; i < collections->count(); ++i) {
        QListWidgetItem* c = collections->item(i);
        if (c->text() != LevelLibrary::collectionTitle(LevelLibrary::Upcoming))
            continue;
        upcomingListed = true;
        QVERIFY2(c->data(CollectionItemDelegate::ProgressRole).toString().isEmpty(),
                 qPrintable(c->data(CollectionItemDelegate::ProgressRole).toString()));
        QVERIFY(c->toolTip().contains(QStringLiteral("unlocks on the Monday")));
    }
    QVERIFY(upcomingListed);
}

void TestBrowser::lockedWeeklyShowsNoBoard()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const QString future = QStringLiteral("builtin:weekly-2026-w49");
    window.browser()->selectLevel(future);
    QCOMPARE(window.browser()->selectedKey(), future);
    QListWidgetItem* item = window.browser()->levelList()->currentItem();
    QCOMPARE(item->data(LevelItemDelegate::LockedRole).toBool(), true);
    QVERIFY(item->data(LevelItemDelegate::ThumbnailRole).value<QPixmap>().isNull());
    QVERIFY(!window.findChild<LevelPreview*>(QStringLiteral("levelPreview"))->showsBoard());
    // The date it unlocks on is shown instead (Monday of 2026-W49).
    QVERIFY2(item->data(LevelItemDelegate::StatusRole).toString().startsWith(QStringLiteral("Unlocks on")),
             qPrintable(item->data(LevelItemDelegate::StatusRole).toString()));
    // A released level shows its board.
    window.browser()->selectLevel(QStringLiteral("builtin:weekly-2026-w47"));
    QVERIFY(window.findChild<LevelPreview*>(QStringLiteral("levelPreview"))->showsBoard());
    QVERIFY(!window.browser()
                 ->levelList()
                 ->currentItem()
                 ->data(LevelItemDelegate::ThumbnailRole)
                 .value<QPixmap>()
                 .isNull());
}

// Settings › OK in the browser leaves the browser where it was: the level selected
// in another collection than the one of the level played last stays selected.
void TestBrowser::settingsKeepTheSelection()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const std::vector<LevelEntry>& tutorial = library->entries(LevelLibrary::Tutorial);
    QVERIFY(!tutorial.empty());
    QVERIFY(window.openLevel(tutorial.front().key));
    window.showBrowser();
    const std::vector<LevelEntry>& archive = library->entries(LevelLibrary::Archive);
    QVERIFY(archive.size() >= 2);
    const QString key = archive[1].key;
    window.browser()->selectLevel(key);
    QCOMPARE(window.browser()->selectedKey(), key);
    QAction* settings = nullptr;
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->text() == QStringLiteral("&Settings…"))
            settings = action;
    }
    QVERIFY(settings);
    answerModal([](QWidget* modal) {
        auto* dialog = qobject_cast<SettingsDialog*>(modal);
        QVERIFY(dialog);
        dialog->showOnline();
        dialog->accept();
    });
    settings->trigger();
    QVERIFY(!window.isPlaying());
    QCOMPARE(window.browser()->currentCollection(), LevelLibrary::Archive);
    QCOMPARE(window.browser()->selectedKey(), key);
}

void TestBrowser::unlockAllSettingUnlocks()
{
    AppSettings::setUnlockAll(true);
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const QString key = QStringLiteral("builtin:weekly-2026-w49");
    QListWidgetItem* item = itemFor(window.browser(), key);
    QVERIFY(item);
    QCOMPARE(item->data(LevelItemDelegate::LockedRole).toBool(), false);
    doubleClick(window.browser()->levelList(), item);
    QVERIFY(window.isPlaying());
    QCOMPARE(window.currentKey(), key);
}

void TestBrowser::unlockAllOptionUnlocks()
{
    // A setting stored by an earlier version unlocks nothing.
    QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus"))
        .setValue(QStringLiteral("settings/unlockAll"), true);
    const QString future = QStringLiteral("builtin:weekly-2026-w49");
    const auto library = makeLibrary();
    {
        AppShell shell;
        shell.start({});
        QVERIFY(!AppSettings::unlockAll());
        MainWindow window(library.get());
        QCOMPARE(window.openLevel(future), false);
    }
    // furunkulus --unlock-all
    AppShell shell;
    shell.start({QString(), false, true});
    QVERIFY(AppSettings::unlockAll());
    MainWindow window(library.get());
    QVERIFY(window.openLevel(future));
    QVERIFY(window.isPlaying());
}

void TestBrowser::brokenUserFileIsListedNotFatal()
{
    const QString userDir = dir_.path() + QStringLiteral("/levels");
    QVERIFY(QDir().mkpath(userDir));
    QFile bad(userDir + QStringLiteral("/bad.ffl.json"));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("{\"format\": \"fearsome-floors-level\", \"version\": 1,");
    bad.close();
    QFile wrong(userDir + QStringLiteral("/wrong.ffl.json"));
    QVERIFY(wrong.open(QIODevice::WriteOnly));
    wrong.write("{\"format\": \"something-else\"}");
    wrong.close();

    const auto library = makeLibrary();
    const auto& mine = library->entries(LevelLibrary::MyLevels);
    QCOMPARE(mine.size(), size_t{2});
    QVERIFY(mine[0].broken());
    QVERIFY2(mine[0].error.startsWith(QStringLiteral("The file is not valid JSON (line 1")),
             qPrintable(mine[0].error));
    QVERIFY(mine[1].broken());
    QCOMPARE(mine[1].error, QStringLiteral("This is not a Furunkulus level or pack file."));

    MainWindow window(library.get());
    window.browser()->showCollection(LevelLibrary::MyLevels);
    QListWidget* list = window.browser()->levelList();
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->data(LevelItemDelegate::BrokenRole).toBool(), true);
    QVERIFY(
        list->item(0)->data(LevelItemDelegate::StatusRole).toString().startsWith(QStringLiteral("Broken: ")));
    doubleClick(list, list->item(0));
    QVERIFY(!window.isPlaying());
    QVERIFY(window.browser()->infoText().startsWith(QStringLiteral("This file cannot be played")));
}

void TestBrowser::importCopiesIntoMyLevels()
{
    const auto library = makeLibrary();
    QString error;
    const QStringList keys =
        library->importFile(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), error);
    QCOMPARE(keys, QStringList{QStringLiteral("user:2026-w44.ffl.json#weekly-2026-w44")});
    QVERIFY(QFile::exists(dir_.path() + QStringLiteral("/levels/2026-w44.ffl.json")));
    const QStringList again =
        library->importFile(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), error);
    QCOMPARE(again, QStringList{QStringLiteral("user:2026-w44-2.ffl.json#weekly-2026-w44")});
    QCOMPARE(library->entries(LevelLibrary::MyLevels).size(), size_t{2});
    QVERIFY(!library->isLocked(library->entries(LevelLibrary::MyLevels).front(), false));
}

void TestBrowser::droppedFilesAreImported()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const QString source = QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w46.ffl.json");
    QFile original(source);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray originalBytes = original.readAll();
    const auto drop = [&window](const QStringList& paths) {
        QMimeData mime;
        QList<QUrl> urls;
        for (const QString& p : paths)
            urls << QUrl::fromLocalFile(p);
        mime.setUrls(urls);
        QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &enter);
        QVERIFY(enter.isAccepted());
        QDropEvent event(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
        QApplication::sendEvent(&window, &event);
    };

    // A valid level is copied into My levels and shown there; nothing is played.
    drop({source});
    QVERIFY(QFile::exists(dir_.path() + QStringLiteral("/levels/2026-w46.ffl.json")));
    QVERIFY(!window.isPlaying());
    QCOMPARE(window.browser()->currentCollection(), LevelLibrary::MyLevels);
    QCOMPARE(window.browser()->selectedKey(), QStringLiteral("user:2026-w46.ffl.json#weekly-2026-w46"));

    // The same name again is a second file; the first one stays as it was.
    drop({source});
    QVERIFY(QFile::exists(dir_.path() + QStringLiteral("/levels/2026-w46-2.ffl.json")));
    QFile first(dir_.path() + QStringLiteral("/levels/2026-w46.ffl.json"));
    QVERIFY(first.open(QIODevice::ReadOnly));
    QCOMPARE(first.readAll(), originalBytes);
    QCOMPARE(window.browser()->selectedKey(), QStringLiteral("user:2026-w46-2.ffl.json#weekly-2026-w46"));

    // A broken file is refused with its problem; nothing lands in My levels.
    const QString broken = dir_.path() + QStringLiteral("/dropped.ffl.json");
    QFile file(broken);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not json at all");
    file.close();
    drop({broken});
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("warningBox"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("dropped.ffl.json")), qPrintable(box->text()));
    QVERIFY(box->text().contains(QStringLiteral("not valid JSON")));
    box->close();
    QVERIFY(!QFile::exists(dir_.path() + QStringLiteral("/levels/dropped.ffl.json")));
    QCOMPARE(library->entries(LevelLibrary::MyLevels).size(), size_t{2});
}

void TestBrowser::deleteMovesToTrashAndUndoBringsBack()
{
    const auto library = makeLibrary();
    QString error;
    const QStringList keys =
        library->importFile(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), error);
    QCOMPARE(keys.size(), 1);
    const QString path = dir_.path() + QStringLiteral("/levels/2026-w44.ffl.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    file.close();

    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    LevelBrowser* browser = window.browser();
    browser->selectLevel(keys.first());
    QVERIFY(browser->deleteAction()->isVisible());
    QVERIFY(browser->deleteAction()->isEnabled());
    QVERIFY(!browser->undoDeleteAction()->isEnabled());

    // Delete in the list moves the file away; the level is no longer listed.
    browser->levelList()->setFocus();
    QTest::keyClick(browser->levelList(), Qt::Key_Delete);
    QVERIFY(!QFile::exists(path));
    QVERIFY(!library->find(keys.first()));
    QVERIFY(library->entries(LevelLibrary::MyLevels).empty());
    QVERIFY2(browser->infoText().contains(QStringLiteral("trash")), qPrintable(browser->infoText()));
    QVERIFY(browser->undoDeleteAction()->isEnabled());
    QVERIFY(browser->undoDeleteAction()->isVisible());

    // Undo writes the same bytes back under the same name and selects the level.
    QVERIFY(browser->undoDelete());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), bytes);
    QCOMPARE(browser->selectedKey(), keys.first());
    QVERIFY(!browser->undoDeleteAction()->isEnabled());

    // Shipped levels are not the user's to delete.
    browser->showCollection(LevelLibrary::Tutorial);
    QVERIFY(!browser->deleteAction()->isVisible());
    QVERIFY(!browser->deleteSelected());
    QVERIFY(!library->deleteUserFile(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), error));
    QVERIFY(QFile::exists(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json")));
}

void TestBrowser::renameChangesTitleAndFile()
{
    const auto library = makeLibrary();
    QString error;
    const QString first =
        library->importFile(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), error).value(0);
    const QString second =
        library->importFile(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w45.ffl.json"), error).value(0);
    QVERIFY(!first.isEmpty() && !second.isEmpty());
    MainWindow window(library.get());
    LevelBrowser* browser = window.browser();
    browser->selectLevel(first);
    QVERIFY(browser->renameAction()->isEnabled());
    ProgressStore::addAttempt(first);
    ProgressStore::addHint(first, ff::ui::HintKind::PieceShown);
    ProgressStore::markSolved(first);

    // The title and the file change together; the old file is gone; the progress
    // goes with the level.
    QVERIFY(browser->renameSelected(QStringLiteral("  Night Walk! ")));
    QVERIFY(browser->selectedKey() != first);
    QVERIFY(ProgressStore::isSolved(browser->selectedKey()));
    QCOMPARE(ProgressStore::attempts(browser->selectedKey()), 1);
    QCOMPARE(ProgressStore::hints(browser->selectedKey(), ff::ui::HintKind::PieceShown), 1);
    QVERIFY(!ProgressStore::isSolved(first));
    QCOMPARE(ProgressStore::attempts(first), 0);
    const QString renamed = dir_.path() + QStringLiteral("/levels/night-walk.ffl.json");
    QVERIFY(QFile::exists(renamed));
    QVERIFY(!QFile::exists(dir_.path() + QStringLiteral("/levels/2026-w44.ffl.json")));
    const LevelEntry* entry = library->find(browser->selectedKey());
    QVERIFY(entry && entry->level);
    QCOMPARE(entry->level->title, std::string("Night Walk!"));
    QVERIFY(entry->level->titleI18n.empty());
    QCOMPARE(entry->source, renamed);

    // Another level may not take the same title (in any case) or file name.
    browser->selectLevel(second);
    QVERIFY(!browser->renameSelected(QStringLiteral("night walk!")));
    QVERIFY2(browser->infoText().contains(QStringLiteral("already called")), qPrintable(browser->infoText()));
    QVERIFY(!browser->renameSelected(QStringLiteral("Night-Walk")));
    QVERIFY2(browser->infoText().contains(QStringLiteral("night-walk.ffl.json")),
             qPrintable(browser->infoText()));
    QVERIFY(!browser->renameSelected(QStringLiteral("   ")));
    QVERIFY(QFile::exists(dir_.path() + QStringLiteral("/levels/2026-w45.ffl.json")));
}

void TestBrowser::dataFolderIsNotDoubled()
{
    // Organization and application are both "Furunkulus" here, as in the app.
    const QString doubled = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(doubled.endsWith(QStringLiteral("/Furunkulus/Furunkulus")));
    const QString data = ff::ui::appDataDir();
    QVERIFY2(!data.contains(QStringLiteral("Furunkulus/Furunkulus")), qPrintable(data));
    QVERIFY(data.endsWith(QStringLiteral("/Furunkulus")));
    QCOMPARE(LevelLibrary().userDir(), data + QStringLiteral("/levels"));
    QVERIFY(ff::editor::AutosaveStore::defaultDirectory().startsWith(data + QLatin1Char('/')));
    QVERIFY(!ff::editor::AutosaveStore::defaultDirectory().contains(QStringLiteral("Furunkulus/Furunkulus")));

    // What an earlier version left in the doubled folder moves over; a name taken
    // in the new folder keeps both files.
    const auto write = [](const QString& path, const QByteArray& bytes) {
        QDir().mkpath(QFileInfo(path).path());
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(bytes);
    };
    const auto read = [](const QString& path) {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    write(doubled + QStringLiteral("/levels/old.ffl.json"), "old");
    write(doubled + QStringLiteral("/levels/both.ffl.json"), "from before");
    write(data + QStringLiteral("/levels/both.ffl.json"), "new");
    QVERIFY(ff::ui::migrateDoubledAppDataDir());
    QCOMPARE(read(data + QStringLiteral("/levels/old.ffl.json")), QByteArray("old"));
    QCOMPARE(read(data + QStringLiteral("/levels/both.ffl.json")), QByteArray("new"));
    QCOMPARE(read(data + QStringLiteral("/levels/both-2.ffl.json")), QByteArray("from before"));
    QVERIFY(!QFileInfo::exists(doubled));
    QVERIFY(ff::ui::migrateDoubledAppDataDir());
}

QTEST_MAIN(TestBrowser)
#include "tst_browser.moc"
