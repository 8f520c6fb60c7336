// The desktop app (app/gui): level browser collections, locked weekly levels, opening
// levels, the German translation and switching to it, progress and session
// persistence, broken files, a tutorial level solved with the keyboard alone, and
// the way into the level editor. Settings and the user's level folder live in a
// temporary directory (QStandardPaths test mode besides).
#include "app/gui/AppSettings.h"
#include "app/gui/AppShell.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelText.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/SettingsDialog.h"
#include "editor/EditorWindow.h"
#include "editor/LevelEditDocument.h"
#include "editor/PlayerView.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDropEvent>
#include <QFile>
#include <QListWidget>
#include <QMessageBox>
#include <QMimeData>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QUrl>

#include <memory>

class TestApp : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void mondayOfIsoWeeks();
    void shippedLevelsAllReadable();
    void browserListsCollections();
    void weeklyCollectionsFollowTheDate();
    void futureWeeklyLevelStaysLocked();
    void unlockAllSettingUnlocks();
    void openingALevelShowsThePlayer();
    void germanTranslationLoads();
    void progressPersistsAcrossRestart();
    void placementsJsonRoundTrip();
    void brokenUserFileIsListedNotFatal();
    void brokenFileOnOpenShowsMessage();
    void importCopiesIntoMyLevels();
    void nextUnsolvedSkipsSolvedAndLocked();
    void settingsDialogWritesSettings();
    void keyboardOnlyTutorial();
    void sessionOfVanishedFileIsDropped();
    void languageSwitchAppliesAtOnce();
    void editorOpensACopyOfTheLevel();

private:
    std::unique_ptr<LevelLibrary> makeLibrary(QDate today = QDate(2026, 11, 22));
    static QListWidgetItem* itemFor(LevelBrowser* browser, const QString& key);
    static void doubleClick(QListWidget* list, QListWidgetItem* item);

    QTemporaryDir dir_;
};

void TestApp::initTestCase()
{
    QVERIFY(dir_.isValid());
    QLocale::setDefault(QLocale(QStringLiteral("en")));
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, dir_.path() + QStringLiteral("/settings"));
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, dir_.path() + QStringLiteral("/settings"));
    QCoreApplication::setOrganizationName(QStringLiteral("Furunkulus"));
    QCoreApplication::setApplicationName(QStringLiteral("Furunkulus"));
    const QSettings probe(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus"));
    QVERIFY2(probe.fileName().startsWith(dir_.path()), qPrintable(probe.fileName()));
}

void TestApp::init()
{
    QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus")).clear();
    QDir(dir_.path() + QStringLiteral("/levels")).removeRecursively();
}

std::unique_ptr<LevelLibrary> TestApp::makeLibrary(QDate today)
{
    auto library = std::make_unique<LevelLibrary>(QStringLiteral(":/levels"), dir_.path() + QStringLiteral("/levels"));
    library->setToday(today);
    return library;
}

QListWidgetItem* TestApp::itemFor(LevelBrowser* browser, const QString& key)
{
    browser->selectLevel(key);
    QListWidget* list = browser->levelList();
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->data(LevelItemDelegate::KeyRole).toString() == key)
            return list->item(i);
    }
    return nullptr;
}

void TestApp::doubleClick(QListWidget* list, QListWidgetItem* item)
{
    const QPoint centre = list->visualItemRect(item).center();
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(list->viewport(), Qt::LeftButton, {}, centre);
}

void TestApp::mondayOfIsoWeeks()
{
    QCOMPARE(LevelLibrary::mondayOfWeek(QStringLiteral("2026-W47")), QDate(2026, 11, 16));
    QCOMPARE(LevelLibrary::mondayOfWeek(QStringLiteral("2026-W49")), QDate(2026, 11, 30));
    QCOMPARE(LevelLibrary::mondayOfWeek(QStringLiteral("2026-W01")), QDate(2025, 12, 29));
    QCOMPARE(LevelLibrary::mondayOfWeek(QStringLiteral("2026-W53")), QDate(2026, 12, 28));
    QVERIFY(!LevelLibrary::mondayOfWeek(QStringLiteral("2025-W53")).isValid());
    QVERIFY(!LevelLibrary::mondayOfWeek(QStringLiteral("2026-W00")).isValid());
    QVERIFY(!LevelLibrary::mondayOfWeek(QStringLiteral("2026-47")).isValid());
}

void TestApp::shippedLevelsAllReadable()
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

void TestApp::browserListsCollections()
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
    QCOMPARE(list->item(0)->data(LevelItemDelegate::KeyRole).toString(), QStringLiteral("builtin:weekly-2026-w47"));
    QVERIFY(!list->item(0)->data(LevelItemDelegate::ThumbnailRole).value<QPixmap>().isNull());
    QCOMPARE(list->item(0)->data(LevelItemDelegate::SolvedRole).toBool(), false);
}

void TestApp::weeklyCollectionsFollowTheDate()
{
    const auto library = makeLibrary();
    const auto keys = [&](LevelLibrary::Collection c) {
        QStringList out;
        for (const LevelEntry& e : library->entries(c))
            out << e.key;
        return out;
    };
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2026-w47")});
    QCOMPARE(keys(LevelLibrary::Archive),
             (QStringList{QStringLiteral("builtin:weekly-2026-w46"), QStringLiteral("builtin:weekly-2026-w45"),
                          QStringLiteral("builtin:weekly-2026-w44"), QStringLiteral("builtin:weekly-2026-w43")}));
    QCOMPARE(keys(LevelLibrary::Upcoming).size(), 2);
    QVERIFY(keys(LevelLibrary::Upcoming).contains(QStringLiteral("builtin:weekly-2026-w48")));
    QVERIFY(keys(LevelLibrary::Upcoming).contains(QStringLiteral("builtin:weekly-2026-w49")));

    // From the Monday of week 48 on, its level is This week and unlocked.
    library->setToday(QDate(2026, 11, 23));
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2026-w48")});
    QCOMPARE(keys(LevelLibrary::Upcoming), QStringList{QStringLiteral("builtin:weekly-2026-w49")});
    QVERIFY(!library->isLocked(*library->find(QStringLiteral("builtin:weekly-2026-w48")), false));
    QVERIFY(keys(LevelLibrary::Archive).startsWith(QStringLiteral("builtin:weekly-2026-w47")));
    // In week 50 nothing is new: the latest released level stays This week.
    library->setToday(QDate(2026, 12, 9));
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2026-w49")});
    QVERIFY(keys(LevelLibrary::Upcoming).isEmpty());
    QVERIFY(!library->isLocked(*library->find(QStringLiteral("builtin:weekly-2026-w49")), false));
}

void TestApp::futureWeeklyLevelStaysLocked()
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
}

void TestApp::unlockAllSettingUnlocks()
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

void TestApp::openingALevelShowsThePlayer()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const QString key = QStringLiteral("builtin:weekly-2026-w47");
    QListWidgetItem* item = itemFor(window.browser(), key);
    QVERIFY(item);
    doubleClick(window.browser()->levelList(), item);
    QVERIFY(window.isPlaying());
    QCOMPARE(window.currentKey(), key);
    const ff::Level& level = *library->find(key)->level;
    QCOMPARE(window.playerView()->level().id, level.id);
    QCOMPARE(window.playerPage()->titleText(), QString::fromStdString(level.title));
    QCOMPARE(window.playerPage()->hintText(), QStringLiteral("Hint: ") + QString::fromStdString(*level.hint));
    QCOMPARE(window.windowTitle(), QString::fromStdString(level.title));

    window.showBrowser();
    QVERIFY(!window.isPlaying());
    QCOMPARE(window.browser()->selectedKey(), key);
}

void TestApp::germanTranslationLoads()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    QCOMPARE(translator.translate("LevelLibrary", "This week"), QStringLiteral("Diese Woche"));
    QCOMPARE(translator.translate("MainWindow", "Levels"), QStringLiteral("Levelauswahl"));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QLocale::setDefault(QLocale(QStringLiteral("de")));
    {
        const auto library = makeLibrary();
        MainWindow window(library.get());
        QCOMPARE(window.windowTitle(), QStringLiteral("Levelauswahl"));
        QCOMPARE(window.browser()->collectionTitles().value(1), QStringLiteral("Diese Woche"));
        QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w47")));
        const ff::Level& level = *library->find(QStringLiteral("builtin:weekly-2026-w47"))->level;
        QCOMPARE(window.playerPage()->titleText(), QString::fromStdString(level.titleI18n.at("de")));
    }
    QCoreApplication::removeTranslator(&translator);
    QLocale::setDefault(QLocale(QStringLiteral("en")));
}

void TestApp::progressPersistsAcrossRestart()
{
    const QString key = QStringLiteral("builtin:weekly-2026-w47");
    const auto library = makeLibrary();
    const ff::Level& level = *library->find(key)->level;
    QVERIFY(level.solution && level.solution->size() >= 2);
    const std::vector<ff::Placement> partial(level.solution->begin(), level.solution->begin() + 1);
    {
        MainWindow window(library.get());
        QVERIFY(window.openLevel(key));
        ffui::PlayerView* view = window.playerView();
        view->setAnimationSpeed(0);
        view->setPlacements(*level.solution);
        QSignalSpy finished(view, &ffui::PlayerView::runFinished);
        view->release();
        QVERIFY(finished.count() == 1 || finished.wait(5000));
        QCOMPARE(finished.first().first().value<ff::Outcome>(), ff::Outcome::Solved);
        QCOMPARE(ProgressStore::isSolved(key), true);
        QCOMPARE(ProgressStore::attempts(key), 1);
        QCOMPARE(window.playerPage()->statsText(), QStringLiteral("Solved · 1 attempt"));
        emit view->hintUsed(1);
        emit view->hintUsed(1);
        emit view->hintUsed(0);
        QCOMPARE(ProgressStore::hints(key, 1), 2);
        QCOMPARE(ProgressStore::totalHints(key), 3);

        view->restart();
        view->setPlacements(partial);
        window.close();
    }
    MainWindow again(library.get());
    QVERIFY(!again.isPlaying());
    QVERIFY(again.restoreSession());
    QVERIFY(again.isPlaying());
    QCOMPARE(again.currentKey(), key);
    QCOMPARE(again.playerView()->placements(), partial);
    QCOMPARE(ProgressStore::isSolved(key), true);
    QCOMPARE(ProgressStore::attempts(key), 1);
    QCOMPARE(again.playerPage()->statsText(), QStringLiteral("Solved · 1 attempt · 3 hints used"));
    QCOMPARE(LevelText::hintDetails(key), QStringLiteral("Hints: 1 × completable check, 2 × piece shown"));
    again.showBrowser();
    QCOMPARE(itemFor(again.browser(), key)->data(LevelItemDelegate::SolvedRole).toBool(), true);
}

void TestApp::placementsJsonRoundTrip()
{
    const std::vector<ff::Placement> placements = {{ff::PieceKind::Token, ff::Side::Own, {3, 4}},
                                                   {ff::PieceKind::Stone, ff::Side::Own, {0, 10}},
                                                   {ff::PieceKind::TurnLeft, ff::Side::Own, {15, 2}}};
    const QString json = ProgressStore::placementsToJson(placements);
    QCOMPARE(json, QStringLiteral(R"([{"at":[3,4],"kind":"token","side":"own"},{"at":[0,10],"kind":"stone"},)"
                                  R"({"at":[15,2],"kind":"turn-left"}])"));
    QCOMPARE(ProgressStore::placementsFromJson(json), placements);
    QVERIFY(ProgressStore::placementsFromJson(QStringLiteral("[{\"kind\":\"blood\",\"at\":[1,1]}]")).empty());
    QVERIFY(ProgressStore::placementsFromJson(QStringLiteral("garbage")).empty());
}

void TestApp::brokenUserFileIsListedNotFatal()
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
    QVERIFY2(mine[0].error.startsWith(QStringLiteral("The file is not valid JSON (line 1")), qPrintable(mine[0].error));
    QVERIFY(mine[1].broken());
    QCOMPARE(mine[1].error, QStringLiteral("format: This is not a Furunkulus level or pack file."));

    MainWindow window(library.get());
    window.browser()->showCollection(LevelLibrary::MyLevels);
    QListWidget* list = window.browser()->levelList();
    QCOMPARE(list->count(), 2);
    QCOMPARE(list->item(0)->data(LevelItemDelegate::BrokenRole).toBool(), true);
    QVERIFY(list->item(0)->data(LevelItemDelegate::StatusRole).toString().startsWith(QStringLiteral("Broken: ")));
    doubleClick(list, list->item(0));
    QVERIFY(!window.isPlaying());
    QVERIFY(window.browser()->infoText().startsWith(QStringLiteral("This file cannot be played")));
}

void TestApp::brokenFileOnOpenShowsMessage()
{
    const QString path = dir_.path() + QStringLiteral("/elsewhere.ffl.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not json at all");
    file.close();

    const auto library = makeLibrary();
    MainWindow window(library.get());
    QCOMPARE(window.openFile(path), false);
    QVERIFY(!window.isPlaying());
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("warningBox"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("elsewhere.ffl.json")), qPrintable(box->text()));
    QVERIFY(box->text().contains(QStringLiteral("not valid JSON")));
    box->close();
    QCOMPARE(window.openFile(dir_.path() + QStringLiteral("/missing.ffl.json")), false);

    // A good file opens straight into the player, listed under Opened files.
    const QString good = QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w45.ffl.json");
    QVERIFY(window.openFile(good));
    QVERIFY(window.isPlaying());
    QVERIFY(window.currentKey().startsWith(QStringLiteral("file:")));
    QVERIFY(window.browser()->collectionTitles().contains(QStringLiteral("Opened files")));

    // Dropping a level file on the window opens it the same way.
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w46.ffl.json"))});
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&window, &enter);
    QVERIFY(enter.isAccepted());
    QApplication::sendEvent(&window, &drop);
    QCOMPARE(window.currentKey(),
             QStringLiteral("file:%1#weekly-2026-w46").arg(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w46.ffl.json")));
}

void TestApp::importCopiesIntoMyLevels()
{
    const auto library = makeLibrary();
    QString error;
    const QStringList keys = library->importFile(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), error);
    QCOMPARE(keys, QStringList{QStringLiteral("user:2026-w44.ffl.json#weekly-2026-w44")});
    QVERIFY(QFile::exists(dir_.path() + QStringLiteral("/levels/2026-w44.ffl.json")));
    const QStringList again = library->importFile(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), error);
    QCOMPARE(again, QStringList{QStringLiteral("user:2026-w44-2.ffl.json#weekly-2026-w44")});
    QCOMPARE(library->entries(LevelLibrary::MyLevels).size(), size_t{2});
    QVERIFY(!library->isLocked(library->entries(LevelLibrary::MyLevels).front(), false));
}

void TestApp::nextUnsolvedSkipsSolvedAndLocked()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QStringList playable;
    for (const auto c : {LevelLibrary::Tutorial, LevelLibrary::ThisWeek, LevelLibrary::Archive}) {
        for (const LevelEntry& e : library->entries(c))
            playable << e.key;
    }
    QVERIFY(playable.size() >= 3);
    ProgressStore::markSolved(playable[0]);
    window.browser()->selectLevel(playable[0]);
    QVERIFY(window.openNextUnsolved());
    QCOMPARE(window.currentKey(), playable[1]);
    ProgressStore::markSolved(playable[2]);
    QTest::keyClick(&window, Qt::Key_N, Qt::ControlModifier);
    QCOMPARE(window.currentKey(), playable.value(3));
}

void TestApp::settingsDialogWritesSettings()
{
    SettingsDialog dialog;
    QCOMPARE(dialog.languageBox()->currentData().toString(), QString());
    QCOMPARE(dialog.unlockAllBox()->isChecked(), false);
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("de")));
    dialog.speedSlider()->setValue(AppSettings::speedPosition(0));
    dialog.unlockAllBox()->setChecked(true);
    dialog.accept();
    QCOMPARE(AppSettings::language(), QStringLiteral("de"));
    QCOMPARE(AppSettings::effectiveLanguage(), QStringLiteral("de"));
    QCOMPARE(AppSettings::animationSpeed(), 0);
    QCOMPARE(AppSettings::unlockAll(), true);

    SettingsDialog cancelled;
    cancelled.unlockAllBox()->setChecked(false);
    cancelled.reject();
    QCOMPARE(AppSettings::unlockAll(), true);
}

// A tutorial level solved with the keyboard alone: open it from the browser, choose
// the piece, move the cursor, place, undo/redo, release, back to the levels.
void TestApp::keyboardOnlyTutorial()
{
    AppSettings::setAnimationSpeed(0);
    const auto library = makeLibrary();
    QVERIFY(!library->entries(LevelLibrary::Tutorial).empty());
    const LevelEntry& first = library->entries(LevelLibrary::Tutorial).front();
    QCOMPARE(first.key, QStringLiteral("builtin:tutorial-01-sight"));
    const ff::Level& level = *first.level;
    QVERIFY(level.solution && level.solution->size() == 1);
    const ff::Cell target = level.solution->front().at;

    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.browser()->showCollection(LevelLibrary::Tutorial);
    QListWidget* list = window.browser()->levelList();
    list->setFocus();
    QTest::keyClick(list, Qt::Key_Home);
    QTest::keyClick(list, Qt::Key_Return);
    QVERIFY(window.isPlaying());
    QCOMPARE(window.currentKey(), first.key);

    ffui::PlayerView* view = window.playerView();
    QWidget* board = view->board();
    QTRY_VERIFY(board->hasFocus());
    QTest::keyClick(board, Qt::Key_O);
    // Arrow keys walk the cursor to the target (every cell on the way is playing).
    for (int guard = 0; guard < 40 && view->board()->cursorCell() != target; ++guard) {
        const ff::Cell at = view->board()->cursorCell().value_or(level.monsterAt);
        QTest::keyClick(board, at.x < target.x   ? Qt::Key_Right
                               : at.x > target.x ? Qt::Key_Left
                               : at.y < target.y ? Qt::Key_Down
                                                 : Qt::Key_Up);
    }
    QCOMPARE(view->board()->cursorCell(), std::optional<ff::Cell>(target));
    QTest::keyClick(board, Qt::Key_Space);
    QCOMPARE(view->placements(), *level.solution);

    QTest::keyClick(board, Qt::Key_Z, Qt::ControlModifier);
    QVERIFY(view->placements().empty());
    QTest::keyClick(board, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(view->placements(), *level.solution);

    QSignalSpy finished(view, &ffui::PlayerView::runFinished);
    QTest::keyClick(board, Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(finished.count() == 1 || finished.wait(5000));
    QCOMPARE(finished.first().first().value<ff::Outcome>(), ff::Outcome::Solved);
    QCOMPARE(ProgressStore::isSolved(first.key), true);
    QCOMPARE(ProgressStore::attempts(first.key), 1);

    QTest::keyClick(board, Qt::Key_L, Qt::ControlModifier);
    QVERIFY(!window.isPlaying());
    QCOMPARE(window.browser()->selectedKey(), first.key);
    QCOMPARE(list->currentItem()->data(LevelItemDelegate::SolvedRole).toBool(), true);
}

void TestApp::sessionOfVanishedFileIsDropped()
{
    const QString path = dir_.path() + QStringLiteral("/gone.ffl.json");
    QVERIFY(QFile::copy(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w43.ffl.json"), path));
    const auto library = makeLibrary();
    {
        MainWindow window(library.get());
        QVERIFY(window.openFile(path));
        QCOMPARE(ProgressStore::session().key, QStringLiteral("file:%1#weekly-2026-w43").arg(path));
        QCOMPARE(ProgressStore::session().source, path);
    }
    const auto fresh = makeLibrary();
    {
        MainWindow window(fresh.get());
        QVERIFY(window.restoreSession());
        QCOMPARE(window.currentKey(), QStringLiteral("file:%1#weekly-2026-w43").arg(path));
    }
    QVERIFY(QFile::remove(path));
    const auto after = makeLibrary();
    MainWindow window(after.get());
    QVERIFY(!window.restoreSession());
    QVERIFY(!window.isPlaying());
    QVERIFY(ProgressStore::session().key.isEmpty());
}

// Choosing another language rebuilds the window in it, keeping the level in play.
void TestApp::languageSwitchAppliesAtOnce()
{
    AppSettings::setLanguage(QStringLiteral("en"));
    AppShell shell;
    shell.applyLanguage();
    shell.start(QString());
    QVERIFY(!shell.window()->isPlaying());
    QCOMPARE(shell.window()->windowTitle(), QStringLiteral("Levels"));

    const QString key = QStringLiteral("builtin:weekly-2026-w47");
    QVERIFY(shell.window()->openLevel(key));
    const ff::Level& level = *shell.window()->library()->find(key)->level;
    const std::vector<ff::Placement> partial(level.solution->begin(), level.solution->begin() + 1);
    shell.window()->playerView()->setPlacements(partial);

    AppSettings::setLanguage(QStringLiteral("de"));
    shell.switchLanguage();
    QVERIFY(shell.window()->isPlaying());
    QCOMPARE(shell.window()->currentKey(), key);
    QCOMPARE(shell.window()->playerView()->placements(), partial);
    QCOMPARE(shell.window()->playerPage()->titleText(), QStringLiteral("Rutschpartie"));
    shell.window()->showBrowser();
    QCOMPARE(shell.window()->windowTitle(), QStringLiteral("Levelauswahl"));

    AppSettings::setLanguage(QStringLiteral("en"));
    shell.switchLanguage();
    QCOMPARE(shell.window()->windowTitle(), QStringLiteral("Levels"));
    QCOMPARE(QLocale().name(), QStringLiteral("en_US"));
}

void TestApp::editorOpensACopyOfTheLevel()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w46")));
    QAction* editorAction = nullptr;
    for (QAction* action : window.findChildren<QAction*>()) {
        if (action->shortcut() == QKeySequence(Qt::CTRL | Qt::Key_E))
            editorAction = action;
    }
    QVERIFY(editorAction);
    editorAction->trigger();
    ffui::EditorWindow* editor = nullptr;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (auto* e = qobject_cast<ffui::EditorWindow*>(w))
            editor = e;
    }
    QVERIFY(editor);
    QCOMPARE(editor->document()->level().id, std::string("weekly-2026-w46"));
    QSignalSpy reloaded(library.get(), &LevelLibrary::changed);
    delete editor;
    QCOMPARE(reloaded.count(), 1);
    QVERIFY(window.isPlaying());
}

QTEST_MAIN(TestApp)
#include "tst_app.moc"
