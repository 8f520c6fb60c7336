// The desktop app (app/gui): level browser collections, locked weekly levels, opening
// levels, the German translation and switching to it, progress and session
// persistence, broken files, a tutorial level solved with the keyboard alone, the
// ways into the level editor (--edit, new level, edit this level, edit a copy),
// share codes (as the argument, copied and pasted in the browser) and the recovery
// of a crashed editor's work, and random puzzles (made, cancelled, prepared, counted,
// kept). Settings and the user's level folder live in a
// temporary directory (QStandardPaths test mode besides).
#include "app/gui/AppSettings.h"
#include "app/gui/AppShell.h"
#include "app/gui/CollectionItemDelegate.h"
#include "app/gui/EditorLauncher.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelPreview.h"
#include "app/gui/LevelText.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/RandomPuzzles.h"
#include "app/gui/SettingsDialog.h"
#include "app/gui/SoundPlayer.h"
#include "board/AppDataDir.h"
#include "board/EngineText.h"
#include "board/LegendDialog.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "board/ShareDialog.h"
#include "editor/AutosaveStore.h"
#include "editor/EditorWindow.h"
#include "editor/GenerateDialog.h"
#include "editor/LevelEditDocument.h"
#include "editor/NewLevelDialog.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/rules/BasicLayout.h"
#include "engine/search/Generator.h"
#include "engine/search/Grade.h"
#include "engine/search/Solver.h"
#include "tests/app/AppTestSettings.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDropEvent>
#include <QElapsedTimer>
#include <QFile>
#include <QFileDialog>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QTranslator>
#include <QUrl>

#include <functional>
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
    void lockedWeeklyShowsNoBoard();
    void unlockAllSettingUnlocks();
    void unlockAllOptionUnlocks();
    void openingALevelShowsThePlayer();
    void noRuleNumbersInTranslatedText();
    void germanTranslationLoads();
    void levelTextsOfBrowserAndPlayer();
    void sharedWordsKeepTheirGerman();
    void progressPersistsAcrossRestart();
    void placementsJsonRoundTrip();
    void brokenUserFileIsListedNotFatal();
    void brokenFileOnOpenShowsMessage();
    void editorSaysWhyAFileCannotBeOpened();
    void importCopiesIntoMyLevels();
    void droppedFilesAreImported();
    void deleteMovesToTrashAndUndoBringsBack();
    void renameChangesTitleAndFile();
    void dataFolderIsNotDoubled();
    void usableAt800x600();
    void nextUnsolvedSkipsSolvedAndLocked();
    void settingsDialogWritesSettings();
    void keyboardOnlyTutorial();
    void firstStartOpensTheTutorial();
    void tutorialLevelsShowTheSight();
    void legendOpensFromThePlayer();
    void sessionOfVanishedFileIsDropped();
    void languageSwitchAppliesAtOnce();
    void languageSwitchKeepsThePage();
    void editOptionOpensTheEditor();
    void shareCodeArgumentOpensTheLevel();
    void corruptShareCodeArgumentShowsTheMessage();
    void pasteShareCodeInTheBrowser();
    void levelActionsFollowTheSelection();
    void editACopyOfAShippedLevel();
    void editThisLevelChangesTheFile();
    void newLevelOpensTheEditor();
    void recoveryOfferedAfterACrash();
    void randomPuzzleIsPlayable();
    void randomPuzzleCanBeCancelled();
    void closingWhileMakingAPuzzleIsQuick();
    void randomPuzzleUsesTheChosenMechanics();
    void preparedRandomPuzzleComesAtOnce();
    void solvedRandomPuzzlesAreCounted();
    void keepWritesTheRandomPuzzle();
    void randomPuzzleResumesAfterLeavingAndRestart();
    void newPuzzleAsksBeforeDiscarding();
    void randomPuzzleFromASeed();
    void windowNeverWiderThanTheScreen_data();
    void windowNeverWiderThanTheScreen();
    void dialogsFitASmallScreen_data();
    void dialogsFitASmallScreen();
    void soundsAreOffUntilSwitchedOn();

private:
    std::unique_ptr<LevelLibrary> makeLibrary(QDate today = QDate(2026, 11, 22));
    static QListWidgetItem* itemFor(LevelBrowser* browser, const QString& key);
    static void doubleClick(QListWidget* list, QListWidgetItem* item);
    // Calls `answer` with the next modal dialog once it shows (the code that opens
    // it with exec() waits meanwhile).
    void answerModal(std::function<void(QWidget*)> answer);
    static void clickButton(QWidget* box, const QString& text);
    static QList<ffui::EditorWindow*> editors();
    // Closes every editor window without saving (and without leaving autosaves).
    static void closeEditors();
    static QAction* actionWithShortcut(QWidget* window, const QKeySequence& shortcut);
    // A valid level the shipped levels do not hold.
    static ff::Level sharedLevel();
    // Asks the Random puzzle page of `window` for a puzzle of `difficulty` and waits
    // until it is in play; returns its level.
    static ff::Level playRandomPuzzle(MainWindow& window, int difficulty);
    // `level` with the id, title, difficulty and generator record of a random puzzle
    // of that difficulty and seed.
    static ff::Level asGenerated(ff::Level level, int difficulty, std::uint64_t seed);

    QTemporaryDir dir_;
};

void TestApp::initTestCase()
{
    QVERIFY(dir_.isValid());
    apptest::useTemporarySettings(dir_.path());
}

void TestApp::init()
{
    AppSettings::setUnlockAll(false);
    QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus")).clear();
    QDir(dir_.path() + QStringLiteral("/levels")).removeRecursively();
    QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/levels"))
        .removeRecursively();
    QDir(ffui::appDataDir() + QStringLiteral("/levels")).removeRecursively();
    for (const ffui::AutosaveStore::Entry& e : ffui::AutosaveStore().pending())
        ffui::AutosaveStore().discard(e);
}

void TestApp::answerModal(std::function<void(QWidget*)> answer)
{
    auto* timer = new QTimer(this);
    timer->setInterval(20);
    connect(timer, &QTimer::timeout, this, [timer, answer] {
        QWidget* modal = QApplication::activeModalWidget();
        if (!modal || !modal->isVisible())
            return;
        timer->stop();
        timer->deleteLater();
        answer(modal);
    });
    timer->start();
}

void TestApp::clickButton(QWidget* box, const QString& text)
{
    auto* messageBox = qobject_cast<QMessageBox*>(box);
    QVERIFY(messageBox);
    for (QAbstractButton* button : messageBox->buttons()) {
        if (button->text() == text) {
            button->click();
            return;
        }
    }
    QFAIL(qPrintable(QStringLiteral("no button \"%1\" in \"%2\"").arg(text, messageBox->text())));
}

QList<ffui::EditorWindow*> TestApp::editors()
{
    QList<ffui::EditorWindow*> out;
    for (QWidget* w : QApplication::topLevelWidgets()) {
        if (auto* editor = qobject_cast<ffui::EditorWindow*>(w))
            out << editor;
    }
    return out;
}

void TestApp::closeEditors()
{
    for (ffui::EditorWindow* editor : editors()) {
        editor->document()->undoStack()->setClean();
        editor->close();
        delete editor;
    }
}

QAction* TestApp::actionWithShortcut(QWidget* window, const QKeySequence& shortcut)
{
    for (QAction* action : window->findChildren<QAction*>()) {
        if (action->shortcuts().contains(shortcut))
            return action;
    }
    return nullptr;
}

ff::Level TestApp::sharedLevel()
{
    QFile file(QStringLiteral(":/levels/weekly/2026-w46.ffl.json"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QByteArray bytes = file.readAll();
    ff::Level level =
        std::get<ff::Level>(*ff::parseDocument(std::string_view(bytes.constData(), bytes.size())).value);
    level.id = "from-a-friend";
    level.title = "From a Friend";
    level.titleI18n.clear();
    level.week.reset();
    return level;
}

std::unique_ptr<LevelLibrary> TestApp::makeLibrary(QDate today)
{
    return apptest::makeLibrary(dir_.path(), today);
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
    QCOMPARE(list->item(0)->data(LevelItemDelegate::KeyRole).toString(),
             QStringLiteral("builtin:weekly-2026-w47"));
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
    QCOMPARE(
        keys(LevelLibrary::Archive),
        (QStringList{QStringLiteral("builtin:weekly-2026-w46"), QStringLiteral("builtin:weekly-2026-w45"),
                     QStringLiteral("builtin:weekly-2026-w44"), QStringLiteral("builtin:weekly-2026-w43")}));
    // The series runs to 2027-W52: after week 47 come 2026-W48..W53 (2026 has 53 ISO
    // weeks) and the 52 weeks of 2027, the next week first.
    QCOMPARE(keys(LevelLibrary::Upcoming).size(), 6 + 52);
    QVERIFY(keys(LevelLibrary::Upcoming).contains(QStringLiteral("builtin:weekly-2026-w48")));
    QVERIFY(keys(LevelLibrary::Upcoming).contains(QStringLiteral("builtin:weekly-2026-w49")));
    QCOMPARE(keys(LevelLibrary::Upcoming).first(), QStringLiteral("builtin:weekly-2026-w48"));
    QCOMPARE(keys(LevelLibrary::Upcoming).last(), QStringLiteral("builtin:weekly-2027-w52"));

    // From the Monday of week 48 on, its level is This week and unlocked.
    library->setToday(QDate(2026, 11, 23));
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2026-w48")});
    QCOMPARE(keys(LevelLibrary::Upcoming).size(), 5 + 52);
    QCOMPARE(keys(LevelLibrary::Upcoming).first(), QStringLiteral("builtin:weekly-2026-w49"));
    QVERIFY(!library->isLocked(*library->find(QStringLiteral("builtin:weekly-2026-w48")), false));
    QVERIFY(keys(LevelLibrary::Archive).startsWith(QStringLiteral("builtin:weekly-2026-w47")));
    // 2026-12-31 is a Thursday in 2026-W53; 2027-01-04 is the Monday of 2027-W01.
    library->setToday(QDate(2026, 12, 31));
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2026-w53")});
    QCOMPARE(keys(LevelLibrary::Upcoming).first(), QStringLiteral("builtin:weekly-2027-w01"));
    QVERIFY(library->isLocked(*library->find(QStringLiteral("builtin:weekly-2027-w01")), false));
    // After the series nothing is new: the latest released level stays This week
    // (2028-01-05 lies in 2028-W01).
    library->setToday(QDate(2028, 1, 5));
    QCOMPARE(keys(LevelLibrary::ThisWeek), QStringList{QStringLiteral("builtin:weekly-2027-w52")});
    QVERIFY(keys(LevelLibrary::Upcoming).isEmpty());
    QCOMPARE(keys(LevelLibrary::Archive).size(), 62);
    QVERIFY(!library->isLocked(*library->find(QStringLiteral("builtin:weekly-2027-w52")), false));
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
        QVERIFY(c->toolTip().contains(QStringLiteral("unlocked on the Monday")));
    }
    QVERIFY(upcomingListed);
}

void TestApp::lockedWeeklyShowsNoBoard()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const QString future = QStringLiteral("builtin:weekly-2026-w49");
    window.browser()->selectLevel(future);
    QCOMPARE(window.browser()->selectedKey(), future);
    QListWidgetItem* item = window.browser()->levelList()->currentItem();
    QCOMPARE(item->data(LevelItemDelegate::LockedRole).toBool(), true);
    QVERIFY(item->data(LevelItemDelegate::ThumbnailRole).value<QPixmap>().isNull());
    QVERIFY(!window.browser()->preview()->showsBoard());
    // The date it unlocks on is shown instead (Monday of 2026-W49).
    QVERIFY2(item->data(LevelItemDelegate::StatusRole).toString().startsWith(QStringLiteral("Unlocks on")),
             qPrintable(item->data(LevelItemDelegate::StatusRole).toString()));
    // A released level shows its board.
    window.browser()->selectLevel(QStringLiteral("builtin:weekly-2026-w47"));
    QVERIFY(window.browser()->preview()->showsBoard());
    QVERIFY(!window.browser()
                 ->levelList()
                 ->currentItem()
                 ->data(LevelItemDelegate::ThumbnailRole)
                 .value<QPixmap>()
                 .isNull());
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

void TestApp::unlockAllOptionUnlocks()
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

void TestApp::noRuleNumbersInTranslatedText()
{
    // Rule numbers such as "(R9)" belong to docs/spec/rules.md, not to what players read.
    QFile ts(QStringLiteral(FF_LEVELS_DIR "/../translations/furunkulus_de.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    const QString text = QString::fromUtf8(ts.readAll());
    const QRegularExpression ruleNumber(QStringLiteral("<(source|translation)>[^<]*\\bR\\d+\\b[^<]*<"));
    const QRegularExpressionMatch match = ruleNumber.match(text);
    QVERIFY2(!match.hasMatch(), qPrintable(match.captured(0)));
    QVERIFY(text.contains(QStringLiteral("<source>")));
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

// The texts the browser and the player page both show about a level.
void TestApp::levelTextsOfBrowserAndPlayer()
{
    QCOMPARE(ffui::LevelWords::stars(0), QString());
    QCOMPARE(ffui::LevelWords::stars(1), QString::fromUtf8("★☆☆☆☆"));
    QCOMPARE(ffui::LevelWords::stars(3), QString::fromUtf8("★★★☆☆"));
    QCOMPARE(ffui::LevelWords::stars(5), QString::fromUtf8("★★★★★"));
    ff::Level level;
    QCOMPARE(LevelText::hintLine(level), QString());
    level.hint = "Look left.";
    QCOMPARE(LevelText::hintLine(level), QStringLiteral("Hint: Look left."));
    const QDate monday(2026, 11, 23);
    QCOMPARE(LevelText::locked(monday),
             QStringLiteral("This puzzle is locked. ") + LevelText::unlocksOn(monday) + ".");
    QCOMPARE(LevelText::fileCannotBePlayed(QStringLiteral("It is empty.")),
             QStringLiteral("This file cannot be played: It is empty."));
}

// Sentences that moved to the text modules keep their German.
void TestApp::sharedWordsKeepTheirGerman()
{
    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QCOMPARE(ffui::EngineText::refusal(ffui::PlacementDocument::Refusal::Blood),
             QString::fromUtf8("Auf Blut können keine Teile gesetzt werden."));
    QCOMPARE(ffui::EngineText::pieceName(ff::PieceKind::Stone, ff::Side::Own), QStringLiteral("Stein"));
    ff::ShareDecode mistyped;
    mistyped.code = "checksum-mismatch";
    QCOMPARE(
        ffui::EngineText::shareCodeError(mistyped),
        QString::fromUtf8("Der Teilen-Code ist vertippt oder verändert (seine Prüfsumme stimmt nicht)."));
    ff::Level level;
    level.hint = "Look left.";
    QCOMPARE(LevelText::hintLine(level), QStringLiteral("Hinweis: Look left."));
    QCoreApplication::removeTranslator(&translator);
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
        emit view->hintUsed(ffui::HintKind::PieceShown);
        emit view->hintUsed(ffui::HintKind::PieceShown);
        emit view->hintUsed(ffui::HintKind::CompletableCheck);
        QCOMPARE(ProgressStore::hints(key, ffui::HintKind::PieceShown), 2);
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
    QVERIFY2(mine[0].error.startsWith(QStringLiteral("The file is not valid JSON (line 1")),
             qPrintable(mine[0].error));
    QVERIFY(mine[1].broken());
    QCOMPARE(mine[1].error, QStringLiteral("format: This is not a Furunkulus level or pack file."));

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

void TestApp::brokenFileOnOpenShowsMessage()
{
    const QString path = dir_.path() + QStringLiteral("/elsewhere.ffl.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not json at all");
    file.close();

    const auto library = makeLibrary();
    MainWindow window(library.get());
    QCOMPARE(window.levelActions()->openFile(path), false);
    QVERIFY(!window.isPlaying());
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("warningBox"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("elsewhere.ffl.json")), qPrintable(box->text()));
    QVERIFY(box->text().contains(QStringLiteral("not valid JSON")));
    box->close();
    QCOMPARE(window.levelActions()->openFile(dir_.path() + QStringLiteral("/missing.ffl.json")), false);

    // A good file opens straight into the player, listed under Opened files.
    const QString good = QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w45.ffl.json");
    QVERIFY(window.levelActions()->openFile(good));
    QVERIFY(window.isPlaying());
    QVERIFY(window.currentKey().startsWith(QStringLiteral("file:")));
    QVERIFY(window.browser()->collectionTitles().contains(QStringLiteral("Opened files")));
}

// The editor and the main window say why a file cannot be opened in the app's own
// words (EngineText) in the UI language, never in the engine's English message
// (which goes on with the parser's detail after the position).
void TestApp::editorSaysWhyAFileCannotBeOpened()
{
    const QString path = dir_.path() + QStringLiteral("/broken.ffl.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not json at all");
    file.close();

    ffui::EditorWindow editor;
    QString error;
    QVERIFY(!editor.openFile(path, &error));
    QVERIFY2(error.startsWith(
                 QStringLiteral("broken.ffl.json cannot be opened: The file is not valid JSON (line 1, "
                                "column ")),
             qPrintable(error));
    QVERIFY2(error.endsWith(QStringLiteral(").")), qPrintable(error));

    QTranslator translator;
    QVERIFY(translator.load(QStringLiteral(":/i18n/furunkulus_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&translator));
    QVERIFY(!editor.openFile(path, &error));
    // The main window reads files through the same LevelFiles::load.
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QCOMPARE(window.levelActions()->openFile(path), false);
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(
        error.startsWith(QString::fromUtf8("broken.ffl.json kann nicht geöffnet werden: Die Datei ist kein "
                                           "gültiges JSON (Zeile 1, Spalte ")),
        qPrintable(error));
    QVERIFY2(error.endsWith(QStringLiteral(").")), qPrintable(error));
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("warningBox"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QString::fromUtf8("Die Datei ist kein gültiges JSON (Zeile 1, Spalte ")),
             qPrintable(box->text()));
    QVERIFY2(!box->text().contains(QStringLiteral("not valid JSON")), qPrintable(box->text()));
    box->close();
}

void TestApp::importCopiesIntoMyLevels()
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

void TestApp::droppedFilesAreImported()
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

void TestApp::deleteMovesToTrashAndUndoBringsBack()
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

void TestApp::renameChangesTitleAndFile()
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
    ProgressStore::addHint(first, ffui::HintKind::PieceShown);
    ProgressStore::markSolved(first);

    // The title and the file change together; the old file is gone; the progress
    // goes with the level.
    QVERIFY(browser->renameSelected(QStringLiteral("  Night Walk! ")));
    QVERIFY(browser->selectedKey() != first);
    QVERIFY(ProgressStore::isSolved(browser->selectedKey()));
    QCOMPARE(ProgressStore::attempts(browser->selectedKey()), 1);
    QCOMPARE(ProgressStore::hints(browser->selectedKey(), ffui::HintKind::PieceShown), 1);
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

void TestApp::dataFolderIsNotDoubled()
{
    // Organization and application are both "Furunkulus" here, as in the app.
    const QString doubled = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QVERIFY(doubled.endsWith(QStringLiteral("/Furunkulus/Furunkulus")));
    const QString data = ffui::appDataDir();
    QVERIFY2(!data.contains(QStringLiteral("Furunkulus/Furunkulus")), qPrintable(data));
    QVERIFY(data.endsWith(QStringLiteral("/Furunkulus")));
    QCOMPARE(LevelLibrary().userDir(), data + QStringLiteral("/levels"));
    QVERIFY(ffui::AutosaveStore::defaultDirectory().startsWith(data + QLatin1Char('/')));
    QVERIFY(!ffui::AutosaveStore::defaultDirectory().contains(QStringLiteral("Furunkulus/Furunkulus")));

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
    QVERIFY(ffui::migrateDoubledAppDataDir());
    QCOMPARE(read(data + QStringLiteral("/levels/old.ffl.json")), QByteArray("old"));
    QCOMPARE(read(data + QStringLiteral("/levels/both.ffl.json")), QByteArray("new"));
    QCOMPARE(read(data + QStringLiteral("/levels/both-2.ffl.json")), QByteArray("from before"));
    QVERIFY(!QFileInfo::exists(doubled));
    QVERIFY(ffui::migrateDoubledAppDataDir());
}

void TestApp::usableAt800x600()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.resize(800, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const auto check = [&window](const char* page) {
        QApplication::processEvents();
        const QSize minimum = window.minimumSizeHint();
        QVERIFY2(minimum.width() <= 800 && minimum.height() <= 600,
                 qPrintable(QStringLiteral("%1: minimum %2 x %3")
                                .arg(QLatin1String(page))
                                .arg(minimum.width())
                                .arg(minimum.height())));
        QCOMPARE(window.size(), QSize(800, 600));
        // Every button shown is as large as it needs to be and lies inside the window,
        // or inside a scroll area that brings it into view.
        for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
            if (!button->isVisible())
                continue;
            const QRect inWindow(button->mapTo(&window, QPoint(0, 0)), button->size());
            const QString what = QStringLiteral("%1: \"%2\" at %3,%4 %5x%6, needs %7")
                                     .arg(QLatin1String(page), button->text())
                                     .arg(inWindow.x())
                                     .arg(inWindow.y())
                                     .arg(inWindow.width())
                                     .arg(inWindow.height())
                                     .arg(button->minimumSizeHint().width());
            QVERIFY2(button->width() >= button->minimumSizeHint().width(), qPrintable(what));
            bool scrolls = false;
            for (QWidget* w = button->parentWidget(); w && w != &window; w = w->parentWidget())
                scrolls = scrolls || qobject_cast<QAbstractScrollArea*>(w);
            QVERIFY2(scrolls || window.rect().contains(inWindow), qPrintable(what));
        }
    };
    check("browser");
    window.browser()->showCollection(LevelLibrary::MyLevels);
    check("my levels");
    QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w47")));
    check("player");

    // The undo button keeps its place and size when its text names a step to undo.
    auto* bar = window.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    QVERIFY(bar);
    QAction* undo = actionWithShortcut(&window, QKeySequence::Undo);
    QVERIFY(undo);
    QWidget* undoButton = bar->widgetForAction(undo);
    QVERIFY(undoButton);
    const QRect before = undoButton->geometry();
    const ff::Level& level = *library->find(QStringLiteral("builtin:weekly-2026-w47"))->level;
    window.playerView()->document()->place(level.solution->front().kind, level.solution->front().side,
                                           level.solution->front().at);
    QVERIFY(undo->isEnabled());
    QApplication::processEvents();
    QCOMPARE(undoButton->geometry(), before);
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
    dialog.languageBox()->setCurrentIndex(dialog.languageBox()->findData(QStringLiteral("de")));
    dialog.speedSlider()->setValue(AppSettings::speedPosition(0));
    dialog.accept();
    QCOMPARE(AppSettings::language(), QStringLiteral("de"));
    QCOMPARE(AppSettings::effectiveLanguage(), QStringLiteral("de"));
    QCOMPARE(AppSettings::animationSpeed(), 0);
    // Unlocking future weeks is no player setting (furunkulus --unlock-all).
    QVERIFY(dialog.findChildren<QCheckBox*>().isEmpty());
    QCOMPARE(AppSettings::unlockAll(), false);
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
    // From the collections: Enter goes on to the collection's levels.
    auto* collections = window.browser()->findChild<QListWidget*>(QStringLiteral("collections"));
    QVERIFY(collections);
    collections->setFocus();
    QTest::keyClick(collections, Qt::Key_Return);
    QTRY_VERIFY(list->hasFocus());
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

// A newcomer's first start: until tutorial 01 is solved the browser starts on the
// Tutorial with tutorial 01 selected, not on a weekly puzzle; once it is solved the
// normal start (This week) applies.
void TestApp::firstStartOpensTheTutorial()
{
    const auto library = makeLibrary();
    const QString first = library->entries(LevelLibrary::Tutorial).front().key;
    QCOMPARE(first, QStringLiteral("builtin:tutorial-01-sight"));
    {
        AppShell shell;
        shell.start({});
        QVERIFY(!shell.window()->isPlaying());
        QCOMPARE(shell.window()->browser()->currentCollection(), LevelLibrary::Tutorial);
        QCOMPARE(shell.window()->browser()->selectedKey(), first);
        shell.window()->close();
    }
    // A later tutorial level solved first: tutorial 01 is still the one to start with.
    ProgressStore::markSolved(QStringLiteral("builtin:tutorial-02-ties"));
    {
        MainWindow window(library.get());
        QCOMPARE(window.browser()->currentCollection(), LevelLibrary::Tutorial);
        QCOMPARE(window.browser()->selectedKey(), first);
    }
    ProgressStore::markSolved(first);
    {
        MainWindow window(library.get());
        QCOMPARE(window.browser()->currentCollection(), LevelLibrary::ThisWeek);
    }
}

// The monster's sight is shown in tutorial levels from the start; elsewhere the
// player's choice stands (off in a fresh player).
void TestApp::tutorialLevelsShowTheSight()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w47")));
    QVERIFY(!window.playerView()->showsSight());
    for (const LevelEntry& e : library->entries(LevelLibrary::Tutorial)) {
        window.playerView()->setShowSight(false);
        QVERIFY(window.openLevel(e.key));
        QVERIFY2(window.playerView()->showsSight(), qPrintable(e.key));
    }
    // Coming from the tutorial does not carry its sight over: other levels follow the
    // player's own choice, which is remembered.
    QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w47")));
    QVERIFY(!window.playerView()->showsSight());
    auto* sight = window.playerView()->findChild<QCheckBox*>(QStringLiteral("sightBox"));
    QVERIFY(sight);
    sight->click();
    QVERIFY(window.playerView()->showsSight());
    QVERIFY(window.openLevel(library->entries(LevelLibrary::Tutorial).front().key));
    QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w46")));
    QVERIFY(window.playerView()->showsSight());
}

void TestApp::legendOpensFromThePlayer()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openLevel(library->entries(LevelLibrary::Tutorial).front().key));
    auto* legend = window.findChild<QAction*>(QStringLiteral("legendAction"));
    QVERIFY(legend);
    QCOMPARE(legend->shortcut(), QKeySequence(Qt::Key_F2));
    auto* bar = window.findChild<QToolBar*>(QStringLiteral("gameToolBar"));
    QVERIFY(bar && bar->actions().contains(legend));
    QTest::keyClick(window.playerView()->board(), Qt::Key_F2);
    auto* dialog = window.findChild<ffui::LegendDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->titles().contains(QStringLiteral("Enemy token")));
    QVERIFY(dialog->titles().contains(QStringLiteral("Letters at the walls")));
    dialog->close();
}

void TestApp::sessionOfVanishedFileIsDropped()
{
    const QString path = dir_.path() + QStringLiteral("/gone.ffl.json");
    QVERIFY(QFile::copy(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w43.ffl.json"), path));
    const auto library = makeLibrary();
    {
        MainWindow window(library.get());
        QVERIFY(window.levelActions()->openFile(path));
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
    shell.start({});
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

void TestApp::languageSwitchKeepsThePage()
{
    AppSettings::setLanguage(QStringLiteral("en"));
    AppShell shell;
    shell.applyLanguage();
    shell.start({});
    LevelLibrary* library = shell.window()->library();
    QVERIFY(library->entries(LevelLibrary::Tutorial).size() >= 2);
    const QString key = library->entries(LevelLibrary::Tutorial)[1].key;
    shell.window()->browser()->selectLevel(key);
    QVERIFY(!shell.window()->isPlaying());

    AppSettings::setLanguage(QStringLiteral("de"));
    shell.switchLanguage();
    QCOMPARE(shell.window()->windowTitle(), QStringLiteral("Levelauswahl"));
    QVERIFY(!shell.window()->isPlaying());
    QCOMPARE(shell.window()->browser()->currentCollection(), LevelLibrary::Tutorial);
    QCOMPARE(shell.window()->browser()->selectedKey(), key);

    AppSettings::setLanguage(QStringLiteral("en"));
    shell.switchLanguage();
    QCOMPARE(shell.window()->browser()->selectedKey(), key);
}

// furunkulus --edit [FILE]: only the editor shows, on a new empty level or the file.
void TestApp::editOptionOpensTheEditor()
{
    {
        AppShell shell;
        shell.start({QString(), true});
        QCOMPARE(editors().size(), 1);
        ffui::EditorWindow* editor = editors().first();
        QVERIFY(editor->isVisible());
        QVERIFY(!shell.window()->isVisible());
        const ff::Level& level = editor->document()->level();
        QVERIFY(level.pieces.empty());
        QVERIFY(level.board == ff::Board::standard());
        QVERIFY(!editor->document()->isModified());
        QVERIFY(editor->document()->filePath().isEmpty());
        closeEditors();
    }
    const QString path = dir_.path() + QStringLiteral("/to-edit.ffl.json");
    QFile::remove(path);
    QVERIFY(QFile::copy(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), path));
    AppShell shell;
    shell.start({path, true});
    QCOMPARE(editors().size(), 1);
    QCOMPARE(editors().first()->document()->filePath(), path);
    QCOMPARE(editors().first()->document()->level().id, std::string("weekly-2026-w44"));
    closeEditors();
}

// furunkulus CODE: the level of the code opens in the player, and keeping it is offered.
void TestApp::shareCodeArgumentOpensTheLevel()
{
    const ff::Level level = sharedLevel();
    QVERIFY(ff::validateLevel(level).empty());
    const QString code = QString::fromStdString(ff::encodeShareCode(level));
    QVERIFY(LevelActions::isShareCodeArgument(code));
    QVERIFY(!LevelActions::isShareCodeArgument(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json")));
    QVERIFY(!LevelActions::isShareCodeArgument(QStringLiteral("level.ffl.json")));

    AppShell shell;
    shell.start({code});
    MainWindow* window = shell.window();
    QVERIFY(window->isPlaying());
    QCOMPARE(window->currentKey(), QStringLiteral("code:") + code);
    QVERIFY(window->playerView()->level() == level);
    QCOMPARE(window->playerPage()->titleText(), QStringLiteral("From a Friend"));
    auto* keep = window->findChild<QMessageBox*>(QStringLiteral("keepBox"));
    QVERIFY(keep);
    QVERIFY2(keep->text().contains(QStringLiteral("From a Friend")), qPrintable(keep->text()));
    clickButton(keep, QStringLiteral("Just Play"));
    QTRY_VERIFY(!window->findChild<QMessageBox*>(QStringLiteral("keepBox")));
    QVERIFY(window->isPlaying());
    QVERIFY(window->browser()->collectionTitles().contains(QStringLiteral("Opened files")));

    // The code of a level the game ships opens that level itself, nothing to keep.
    const QString shipped = QString::fromStdString(
        ff::encodeShareCode(*window->library()->find(QStringLiteral("builtin:tutorial-01-sight"))->level));
    QVERIFY(window->levelActions()->openShareCode(shipped));
    QCOMPARE(window->currentKey(), QStringLiteral("builtin:tutorial-01-sight"));
    QVERIFY(!window->findChild<QMessageBox*>(QStringLiteral("keepBox")));
}

// A corrupt code says what is wrong with it, and nothing else happens.
void TestApp::corruptShareCodeArgumentShowsTheMessage()
{
    const QString code = QString::fromStdString(ff::encodeShareCode(sharedLevel()));
    QString mistyped = code;
    mistyped[12] = mistyped[12] == QLatin1Char('7') ? QLatin1Char('8') : QLatin1Char('7');
    const QString cutOff = code.left(code.size() - 6);
    const QString newer = QStringLiteral("FF7-") + code.mid(4);
    for (const QString& bad : {mistyped, cutOff, newer}) {
        const ff::ShareDecode decoded = ff::decodeShareCode(bad.toStdString());
        QVERIFY(!decoded.level);
        const QString expected = ffui::EngineText::shareCodeError(decoded);
        AppShell shell;
        shell.start({bad});
        QVERIFY(!shell.window()->isPlaying());
        QVERIFY(shell.window()->isVisible());
        auto* box = shell.window()->findChild<QMessageBox*>(QStringLiteral("warningBox"));
        QVERIFY(box);
        QCOMPARE(box->windowTitle(), QStringLiteral("Cannot open the share code"));
        QCOMPARE(box->text(), expected);
        box->close();
    }
    QVERIFY(ffui::EngineText::shareCodeError(ff::decodeShareCode(mistyped.toStdString()))
                .contains(QStringLiteral("mistyped or altered")));
    QVERIFY(ffui::EngineText::shareCodeError(ff::decodeShareCode(cutOff.toStdString()))
                .startsWith(QStringLiteral("The share code is cut off")));
    QVERIFY(ffui::EngineText::shareCodeError(ff::decodeShareCode(newer.toStdString()))
                .contains(QStringLiteral("newer version")));
}

// Copy share code and Paste share code with their shortcuts in the browser; a pasted
// level can be kept in My levels.
void TestApp::pasteShareCodeInTheBrowser()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QListWidget* list = window.browser()->levelList();

    // Copy: the code of the selected level.
    const QString key = QStringLiteral("builtin:weekly-2026-w45");
    window.browser()->selectLevel(key);
    list->setFocus();
    QApplication::clipboard()->clear();
    QTest::keyClick(list, Qt::Key_C, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(QApplication::clipboard()->text(),
             QString::fromStdString(ff::encodeShareCode(*library->find(key)->level)));

    // Paste with no code in the clipboard: a message, nothing opens.
    QApplication::clipboard()->setText(QStringLiteral("hello"));
    QTest::keyClick(list, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(!window.isPlaying());
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("warningBox"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("holds no share code")), qPrintable(box->text()));
    box->close();
    QTRY_VERIFY(!window.findChild<QMessageBox*>(QStringLiteral("warningBox")));
    QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));

    // Paste a code (spread over two lines, as a chat may wrap it): the level plays.
    const ff::Level level = sharedLevel();
    const QString code = QString::fromStdString(ff::encodeShareCode(level));
    QApplication::clipboard()->setText(code.left(30) + QStringLiteral("\n") + code.mid(30));
    list->setFocus();
    QTest::keyClick(list, Qt::Key_V, Qt::ControlModifier | Qt::ShiftModifier);
    QVERIFY(window.isPlaying());
    QVERIFY(window.playerView()->level() == level);
    QCOMPARE(window.currentKey(), QStringLiteral("code:") + code);

    // Keep it: it is written into My levels and played from there.
    auto* keep = window.findChild<QMessageBox*>(QStringLiteral("keepBox"));
    QVERIFY(keep);
    clickButton(keep, QStringLiteral("Keep in My Levels"));
    QTRY_VERIFY(!window.findChild<QMessageBox*>(QStringLiteral("keepBox")));
    const QString file = dir_.path() + QStringLiteral("/levels/from-a-friend.ffl.json");
    QVERIFY(QFile::exists(file));
    QCOMPARE(window.currentKey(), QStringLiteral("user:from-a-friend.ffl.json#from-a-friend"));
    QVERIFY(window.isPlaying());
    QCOMPARE(library->entries(LevelLibrary::MyLevels).size(), std::size_t(1));
    QVERIFY(library->entries(LevelLibrary::Opened).empty());
    // Pasting it again finds it there.
    QTRY_VERIFY(QApplication::activeModalWidget() == nullptr);
    QVERIFY(window.levelActions()->pasteShareCode());
    QCOMPARE(window.currentKey(), QStringLiteral("user:from-a-friend.ffl.json#from-a-friend"));
    QVERIFY(!window.findChild<QMessageBox*>(QStringLiteral("keepBox")));

    // Ctrl+V works too.
    window.showBrowser();
    window.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QApplication::clipboard()->setText(
        QString::fromStdString(ff::encodeShareCode(*library->find(key)->level)));
    QTest::keyClick(window.browser()->levelList(), Qt::Key_V, Qt::ControlModifier);
    QCOMPARE(window.currentKey(), key);
}

// Edit this level only for the user's own levels (drafts included), Edit a copy and
// Copy share code for any playable one; the browser's context menu offers them.
void TestApp::levelActionsFollowTheSelection()
{
    const QString userDir = dir_.path() + QStringLiteral("/levels");
    QVERIFY(QDir().mkpath(userDir));
    QVERIFY(QFile::copy(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"),
                        userDir + QStringLiteral("/mine.ffl.json")));
    ff::Level draft = sharedLevel();
    draft.pieces.clear();
    draft.inventory.clear();
    QFile draftFile(userDir + QStringLiteral("/draft.ffl.json"));
    QVERIFY(draftFile.open(QIODevice::WriteOnly));
    draftFile.write(QByteArray::fromStdString(ff::writeLevel(draft)));
    draftFile.close();

    const auto library = makeLibrary();
    MainWindow window(library.get());
    QAction* editThis = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_E));
    QAction* editCopy = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::Key_E));
    QAction* copyCode = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_C));
    QAction* paste = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    QAction* newLevel = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N));
    QVERIFY(editThis && editCopy && copyCode && paste && newLevel);
    QCOMPARE(editThis->text(), QStringLiteral("&Edit this level"));
    QCOMPARE(editCopy->text(), QStringLiteral("Edit a &copy"));

    window.browser()->selectLevel(QStringLiteral("builtin:weekly-2026-w46"));
    QVERIFY(!editThis->isEnabled());
    QVERIFY(editCopy->isEnabled());
    QVERIFY(copyCode->isEnabled());
    window.browser()->selectLevel(QStringLiteral("builtin:weekly-2026-w49")); // locked
    QVERIFY(!editThis->isEnabled());
    QVERIFY(!editCopy->isEnabled());
    QVERIFY(!copyCode->isEnabled());
    window.browser()->selectLevel(QStringLiteral("user:mine.ffl.json#weekly-2026-w44"));
    QVERIFY(editThis->isEnabled());
    QVERIFY(editCopy->isEnabled());
    const QString draftKey = QStringLiteral("broken:") + userDir + QStringLiteral("/draft.ffl.json");
    window.browser()->selectLevel(draftKey);
    QCOMPARE(window.browser()->selectedKey(), draftKey);
    QVERIFY(editThis->isEnabled());
    QVERIFY(!editCopy->isEnabled());
    QVERIFY(window.browser()
                ->levelList()
                ->currentItem()
                ->data(LevelItemDelegate::StatusRole)
                .toString()
                .startsWith(QStringLiteral("Draft: ")));

    // The context menu acts on the card under the pointer.
    auto* menu = window.findChild<QMenu*>(QStringLiteral("levelContextMenu"));
    QVERIFY(menu);
    QVERIFY(menu->actions().contains(editThis));
    QVERIFY(menu->actions().contains(editCopy));
    QVERIFY(menu->actions().contains(copyCode));
    QVERIFY(menu->actions().contains(paste));
    QVERIFY(menu->actions().contains(newLevel));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.browser()->showCollection(LevelLibrary::MyLevels);
    QListWidget* list = window.browser()->levelList();
    const QString mineKey = QStringLiteral("user:mine.ffl.json#weekly-2026-w44");
    QListWidgetItem* mine = itemFor(window.browser(), mineKey);
    window.browser()->selectLevel(draftKey);
    const QPoint at = list->visualItemRect(mine).center();
    QContextMenuEvent event(QContextMenuEvent::Mouse, at, list->viewport()->mapToGlobal(at));
    QApplication::sendEvent(list->viewport(), &event);
    QTRY_VERIFY(menu->isVisible());
    QCOMPARE(window.browser()->selectedKey(), mineKey);
    menu->close();

    // The draft opens in the editor, to be mended.
    ffui::EditorWindow* editor = window.editors()->editLevel(draftKey);
    QVERIFY(editor);
    QCOMPARE(editor->document()->filePath(), userDir + QStringLiteral("/draft.ffl.json"));
    QVERIFY(!editor->document()->problems().empty());
    // Asking again brings the same window up.
    QCOMPARE(window.editors()->editLevel(draftKey), editor);
    QCOMPARE(editors().size(), 1);
    closeEditors();
}

// Edit a copy of a shipped level: the editor gets a copy, the resource stays as it
// was, and saving suggests My levels and lists the copy there.
void TestApp::editACopyOfAShippedLevel()
{
    const QString resource = QStringLiteral(":/levels/weekly/2026-w46.ffl.json");
    const auto readResource = [&] {
        QFile file(resource);
        return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
    };
    const QByteArray before = readResource();
    QVERIFY(!before.isEmpty());
    const QString key = QStringLiteral("builtin:weekly-2026-w46");
    const auto library = makeLibrary();
    const ff::Level original = *library->find(key)->level;
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.openLevel(key));
    QTest::keyClick(window.playerView()->board(), Qt::Key_E, Qt::ControlModifier);
    QCOMPARE(editors().size(), 1);
    ffui::EditorWindow* editor = editors().first();
    QVERIFY(editor->isVisible());
    QVERIFY(editor->document()->level() == original);
    QVERIFY(editor->document()->isModified());
    QVERIFY(editor->document()->filePath().isEmpty());
    QVERIFY(window.isPlaying());

    // An edit, then Save: the dialog starts in My levels with the level's id as the name.
    ff::Level changed = original;
    changed.title = "Steeper Slope";
    QVERIFY(editor->document()->edit(changed, QStringLiteral("Title")));
    const QString userDir = dir_.path() + QStringLiteral("/levels");
    QString suggestedDir;
    QString suggestedName;
    answerModal([&](QWidget* modal) {
        auto* dialog = qobject_cast<QFileDialog*>(modal);
        QVERIFY(dialog);
        suggestedDir = dialog->directory().absolutePath();
        suggestedName = dialog->selectedFiles().value(0);
        static_cast<QDialog*>(dialog)->accept(); // QFileDialog::accept is protected
    });
    QAction* save = actionWithShortcut(editor, QKeySequence::Save);
    QVERIFY(save);
    save->trigger();
    QCOMPARE(suggestedDir, QDir(userDir).absolutePath());
    QCOMPARE(QFileInfo(suggestedName).fileName(), QStringLiteral("weekly-2026-w46.ffl.json"));
    const QString saved = userDir + QStringLiteral("/weekly-2026-w46.ffl.json");
    QVERIFY(QFile::exists(saved));
    QVERIFY(!editor->document()->isModified());
    QCOMPARE(editor->document()->filePath(), saved);

    // Listed in My levels at once; the shipped level is untouched.
    const QString copyKey = QStringLiteral("user:weekly-2026-w46.ffl.json#weekly-2026-w46");
    QVERIFY(library->find(copyKey));
    QCOMPARE(library->find(copyKey)->level->title, std::string("Steeper Slope"));
    QCOMPARE(readResource(), before);
    QVERIFY(*library->find(key)->level == original);
    QCOMPARE(window.currentKey(), key);
    window.showBrowser();
    QVERIFY(itemFor(window.browser(), copyKey));

    // A second copy is suggested under a free name.
    closeEditors();
    ffui::EditorWindow* second = window.editors()->editCopy(key);
    QVERIFY(second);
    answerModal([&](QWidget* modal) {
        auto* dialog = qobject_cast<QFileDialog*>(modal);
        QVERIFY(dialog);
        suggestedName = dialog->selectedFiles().value(0);
        dialog->reject();
    });
    actionWithShortcut(second, QKeySequence::Save)->trigger();
    QCOMPARE(QFileInfo(suggestedName).fileName(), QStringLiteral("weekly-2026-w46-2.ffl.json"));
    QVERIFY(second->document()->isModified());
    closeEditors();
}

// Edit this level opens the file itself; saving it updates the browser at once.
void TestApp::editThisLevelChangesTheFile()
{
    const QString userDir = dir_.path() + QStringLiteral("/levels");
    QVERIFY(QDir().mkpath(userDir));
    const QString path = userDir + QStringLiteral("/mine.ffl.json");
    QVERIFY(QFile::copy(QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w44.ffl.json"), path));
    QFile::setPermissions(path, QFile::permissions(path) | QFileDevice::WriteOwner);
    const QString key = QStringLiteral("user:mine.ffl.json#weekly-2026-w44");
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    window.browser()->selectLevel(key);
    window.browser()->levelList()->setFocus();
    QTest::keyClick(window.browser()->levelList(), Qt::Key_E, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(editors().size(), 1);
    ffui::EditorWindow* editor = editors().first();
    QCOMPARE(editor->document()->filePath(), path);
    QVERIFY(!editor->document()->isModified());

    ff::Level changed = editor->document()->level();
    changed.title = "Renamed";
    QVERIFY(editor->document()->edit(changed, QStringLiteral("Title")));
    actionWithShortcut(editor, QKeySequence::Save)->trigger();
    QVERIFY(!editor->document()->isModified());
    QCOMPARE(library->find(key)->level->title, std::string("Renamed"));
    QCOMPARE(window.browser()->selectedKey(), key);
    QCOMPARE(window.browser()->levelList()->currentItem()->data(LevelItemDelegate::TitleRole).toString(),
             QStringLiteral("Renamed"));

    // Playing it while it is saved again plays the new version.
    QVERIFY(window.openLevel(key));
    changed.title = "Renamed Again";
    QVERIFY(editor->document()->edit(changed, QStringLiteral("Title")));
    actionWithShortcut(editor, QKeySequence::Save)->trigger();
    QVERIFY(window.isPlaying());
    QCOMPARE(window.playerPage()->titleText(), QStringLiteral("Renamed Again"));
    closeEditors();
}

// New level asks what to start from and opens the editor on it, nothing to save yet.
void TestApp::newLevelOpensTheEditor()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    answerModal([](QWidget* modal) {
        auto* dialog = qobject_cast<ffui::NewLevelDialog*>(modal);
        QVERIFY(dialog);
        QCOMPARE(dialog->start(), ffui::NewLevelDialog::Start::StandardBoard);
        dialog->setStart(ffui::NewLevelDialog::Start::CustomBoard);
        dialog->setBoardSize(9, 7);
        dialog->accept();
    });
    ffui::EditorWindow* editor = window.editors()->newLevel();
    QVERIFY(editor);
    QCOMPARE(editor->document()->level().board.width(), 9);
    QCOMPARE(editor->document()->level().board.height(), 7);
    QVERIFY(!editor->document()->isModified());
    answerModal([](QWidget* modal) {
        auto* dialog = qobject_cast<ffui::NewLevelDialog*>(modal);
        QVERIFY(dialog);
        dialog->setStart(ffui::NewLevelDialog::Start::BasicLayout);
        dialog->accept();
    });
    ffui::EditorWindow* basic = window.editors()->newLevel();
    QVERIFY(basic);
    QVERIFY(basic->document()->level().pieces == ff::basicLayoutPieces());
    answerModal([](QWidget* modal) { qobject_cast<QDialog*>(modal)->reject(); });
    QVERIFY(!window.editors()->newLevel());
    QCOMPARE(editors().size(), 2);
    closeEditors();
}

// An editor that crashed left an autosave: the next start offers it, once, and a
// recovered level opens in the editor as unsaved work.
void TestApp::recoveryOfferedAfterACrash()
{
    ff::Level work = sharedLevel();
    work.title = "Half Done";
    {
        ffui::AutosaveStore crashed;
        QString error;
        QVERIFY2(crashed.save(work, QString(), &error), qPrintable(error));
        // The store goes away without remove(): its editor crashed.
    }
    QCOMPARE(ffui::AutosaveStore().pending().size(), std::size_t(1));

    QString question;
    answerModal([&](QWidget* modal) {
        question = qobject_cast<QMessageBox*>(modal)->text();
        clickButton(modal, QStringLiteral("Recover"));
    });
    AppShell shell;
    shell.start({});
    QTRY_COMPARE(editors().size(), 1);
    QVERIFY2(question.contains(QStringLiteral("\"Half Done\"")), qPrintable(question));
    ffui::EditorWindow* editor = editors().first();
    QVERIFY(editor->isVisible());
    QVERIFY(editor->document()->level() == work);
    QVERIFY(editor->document()->isModified());
    QVERIFY(shell.window()->isVisible());
    QVERIFY(ffui::AutosaveStore().pending().empty());

    // Offered once: opening more editors asks nothing, even with new crashed work.
    {
        ffui::AutosaveStore crashed;
        QString error;
        QVERIFY(crashed.save(work, QString(), &error));
    }
    QVERIFY(shell.window()->editors()->editCopy(QStringLiteral("builtin:tutorial-01-sight")));
    QTest::qWait(100);
    QVERIFY(QApplication::activeModalWidget() == nullptr);
    QCOMPARE(ffui::AutosaveStore().pending().size(), std::size_t(1));
    closeEditors();

    // Declined ("Later") it stays for the next start; Discard removes it.
    answerModal([](QWidget* modal) { clickButton(modal, QStringLiteral("Later")); });
    {
        AppShell again;
        again.start({});
        QTRY_VERIFY(QApplication::activeModalWidget() == nullptr &&
                    ffui::AutosaveStore().pending().size() == 1);
        QTest::qWait(50);
        QVERIFY(editors().isEmpty());
    }
    answerModal([](QWidget* modal) { clickButton(modal, QStringLiteral("Discard")); });
    AppShell last;
    last.start({});
    QTRY_VERIFY(ffui::AutosaveStore().pending().empty());
    QVERIFY(editors().isEmpty());
}

ff::Level TestApp::asGenerated(ff::Level level, int difficulty, std::uint64_t seed)
{
    const ff::GeneratorOptions options = RandomPuzzleMaker::generatorOptions({difficulty, {}}, seed);
    level.id = ff::generatedId(options);
    level.title = ff::generatedTitle(options);
    level.difficulty = difficulty;
    level.extras = {{"x-generator", ff::generatorRecord(options)}};
    return level;
}

ff::Level TestApp::playRandomPuzzle(MainWindow& window, int difficulty)
{
    window.showBrowser();
    window.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = window.browser()->randomPage();
    page->setDifficulty(difficulty);
    const QString before = window.currentKey();
    page->newPuzzle();
    // Difficulties 1 and 2 on the basic layout take well under a second (the bound is
    // for slow sanitizer builds on a busy machine).
    [&] { QTRY_VERIFY_WITH_TIMEOUT(window.isPlaying() && window.currentKey() != before, 60000); }();
    const LevelEntry* entry = window.library()->find(window.currentKey());
    return entry && entry->level ? *entry->level : ff::Level{};
}

void TestApp::randomPuzzleIsPlayable()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.browser()->collectionTitles().contains(QStringLiteral("Random puzzle")));
    window.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = window.browser()->randomPage();
    QVERIFY(page->isVisibleTo(&window));
    QCOMPARE(page->choice().difficulty, 3); // the default
    page->setDifficulty(2);
    QSignalSpy progress(page->maker(), &RandomPuzzleMaker::progressed);
    page->newPuzzle();
    QVERIFY(!page->newPuzzleButton()->isEnabled());
    QVERIFY(page->cancelButton()->isVisibleTo(page));
    QVERIFY(page->progressText().contains(QStringLiteral("attempt")));
    QTRY_VERIFY_WITH_TIMEOUT(window.isPlaying(), 60000); // the time bound
    QVERIFY(!progress.isEmpty());

    QVERIFY(window.currentKey().startsWith(QStringLiteral("random:")));
    const ff::Level level = *library->find(window.currentKey())->level;
    QVERIFY(ff::validateLevel(level).empty());
    QCOMPARE(level.difficulty, std::optional<int>(2));
    QVERIFY(level.solution.has_value());
    QCOMPARE(ff::Solver(level).countSolutions(2), std::uint64_t{1});
    // The seed in the title is the one in the generator's id "generated-2-SEED".
    const QString seed = QString::fromStdString(level.id).section(QLatin1Char('-'), 2);
    QVERIFY(QString::fromStdString(level.id).startsWith(QStringLiteral("generated-2-")));
    QCOMPARE(window.playerPage()->titleText(), QStringLiteral("Random puzzle · difficulty 2 · seed ") + seed);
    QVERIFY(page->statusText().contains(QStringLiteral("seed ") + seed));
    QCOMPARE(window.playerView()->placements().size(), std::size_t{0});

    // Its share code holds the level.
    QVERIFY(window.levelActions()->copyShareCode());
    const ff::ShareDecode decoded = ff::decodeShareCode(QApplication::clipboard()->text().toStdString());
    QVERIFY(decoded.level && *decoded.level == level);

    // Back on the page, everything can be chosen again; the difficulty is remembered.
    window.showBrowser();
    QCOMPARE(window.browser()->currentCollection(), LevelLibrary::Random);
    QVERIFY(page->newPuzzleButton()->isEnabled());
    QVERIFY(!page->cancelButton()->isVisibleTo(page));
    QCOMPARE(AppSettings::randomDifficulty(), 2);
}

void TestApp::randomPuzzleCanBeCancelled()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = window.browser()->randomPage();
    // Five pieces and four mechanics: far from done when Cancel comes.
    page->setDifficulty(5);
    for (const auto m : {ff::Mechanic::Teleport, ff::Mechanic::CrystalSight, ff::Mechanic::TurnRight,
                         ff::Mechanic::MonsterSlide})
        page->setMechanic(m, true);
    QSignalSpy ready(page->maker(), &RandomPuzzleMaker::puzzleReady);
    QSignalSpy progress(page->maker(), &RandomPuzzleMaker::progressed);
    page->newPuzzle();
    QVERIFY(page->maker()->isWaiting());
    QTRY_VERIFY(progress.count() >= 3); // reported at once, then as time goes on
    QVERIFY(progress.last().at(1).toDouble() > 0);
    QTest::mouseClick(page->cancelButton(), Qt::LeftButton);
    QVERIFY(!page->maker()->isWaiting());
    QVERIFY(page->newPuzzleButton()->isEnabled());
    QVERIFY(!page->cancelButton()->isVisibleTo(page));
    QTest::qWait(300);
    QVERIFY(ready.isEmpty());
    QVERIFY(!window.isPlaying());
    QCOMPARE(AppSettings::randomMechanics(),
             (QStringList{QStringLiteral("teleporters"), QStringLiteral("crystals"),
                          QStringLiteral("turning-stones"), QStringLiteral("blood")}));

    // Leaving the page cancels too: the puzzle does not turn up in place of another level.
    page->newPuzzle();
    QVERIFY(page->maker()->isWaiting());
    window.browser()->showCollection(LevelLibrary::Tutorial);
    QVERIFY(!page->maker()->isWaiting());
    page->newPuzzle();
    QVERIFY(window.openLevel(library->entries(LevelLibrary::Tutorial).front().key));
    QVERIFY(!page->maker()->isWaiting());
    QVERIFY(ready.isEmpty());

    // Usable again: a quick puzzle now.
    for (const ff::Mechanic m : RandomPuzzleMaker::kMechanics)
        page->setMechanic(m, false);
    QCOMPARE(playRandomPuzzle(window, 1).difficulty, std::optional<int>(1));
}

void TestApp::closingWhileMakingAPuzzleIsQuick()
{
    const auto library = makeLibrary();
    auto window = std::make_unique<MainWindow>(library.get());
    RandomPuzzlePage* page = window->browser()->randomPage();
    page->setDifficulty(5);
    page->setMechanic(ff::Mechanic::Teleport, true);
    page->setMechanic(ff::Mechanic::MonsterSlide, true);
    QSignalSpy progress(page->maker(), &RandomPuzzleMaker::progressed);
    page->newPuzzle();
    QTRY_VERIFY(progress.count() >= 2);
    QVERIFY(page->maker()->isWaiting());
    QElapsedTimer clock;
    clock.start();
    window.reset(); // waits for the generator's thread
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
}

void TestApp::randomPuzzleUsesTheChosenMechanics()
{
    RandomPuzzleMaker::Choice choice;
    choice.difficulty = 2;
    choice.mechanics = {ff::Mechanic::Push, ff::Mechanic::TurnRight};
    const ff::GeneratorOptions options = RandomPuzzleMaker::generatorOptions(choice, 77);
    QCOMPARE(options.seed, std::uint64_t{77});
    QCOMPARE(options.difficulty, 2);
    QCOMPARE(options.board, ff::GeneratorBoard::Basic);
    QCOMPARE(options.include.size(), std::size_t{2});
    QCOMPARE(options.include[0], ff::Mechanic::Push);
    const std::vector<ff::Mechanic> turns = {ff::Mechanic::TurnRight, ff::Mechanic::TurnLeft,
                                             ff::Mechanic::Turn180};
    QVERIFY(std::count(turns.begin(), turns.end(), options.include[1]) == 1);
    QVERIFY(RandomPuzzleMaker::freshSeed() < (std::uint64_t{1} << 63));

    // A puzzle asked to use pushing is solved by a run that pushes.
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.browser()->randomPage()->setMechanic(ff::Mechanic::Push, true);
    const ff::Level level = playRandomPuzzle(window, 1);
    const ff::Grade grade = ff::gradeLevel(level);
    QCOMPARE(grade.status, ff::Grade::Status::Graded);
    QCOMPARE(grade.difficulty, 1);
    const auto& used = grade.features.mechanics;
    QVERIFY(std::find(used.begin(), used.end(), ff::Mechanic::Push) != used.end());
}

void TestApp::preparedRandomPuzzleComesAtOnce()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const ff::Level first = playRandomPuzzle(window, 1);
    RandomPuzzlePage* page = window.browser()->randomPage();
    QTRY_VERIFY_WITH_TIMEOUT(page->maker()->hasPrepared(page->choice()), 60000);
    // New puzzle in the player: the prepared one opens before control returns.
    QAction* newPuzzle = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::Key_P));
    QVERIFY(newPuzzle && newPuzzle->isVisible());
    QElapsedTimer clock;
    clock.start();
    newPuzzle->trigger();
    // The unsolved puzzle is discarded only after the question.
    auto* question = window.findChild<QMessageBox*>(QStringLiteral("discardPuzzleBox"));
    QVERIFY(question);
    clickButton(question, QStringLiteral("Discard and Make a New One"));
    QVERIFY(window.isPlaying());
    QVERIFY2(clock.elapsed() < 1000, qPrintable(QString::number(clock.elapsed())));
    const ff::Level second = *library->find(window.currentKey())->level;
    QVERIFY(second.id != first.id);
    QCOMPARE(second.difficulty, std::optional<int>(1));

    // Another choice drops the puzzle prepared for the old one.
    QTRY_VERIFY_WITH_TIMEOUT(page->maker()->hasPrepared(page->choice()), 60000);
    window.showBrowser();
    page->setDifficulty(2);
    QVERIFY(!page->maker()->hasPrepared(page->choice()));
    page->setDifficulty(1);
    QVERIFY(!page->maker()->hasPrepared(page->choice()));
}

void TestApp::solvedRandomPuzzlesAreCounted()
{
    const auto library = makeLibrary();
    QString key;
    QString title;
    {
        MainWindow window(library.get());
        RandomPuzzlePage* page = window.browser()->randomPage();
        QCOMPARE(page->solvedText(), QStringLiteral("By difficulty 1 to 5: 0 · 0 · 0 · 0 · 0"));
        const ff::Level level = playRandomPuzzle(window, 2);
        key = window.currentKey();
        title = window.playerPage()->titleText();
        ffui::PlayerView* view = window.playerView();
        view->setAnimationSpeed(0);
        QSignalSpy finished(view, &ffui::PlayerView::runFinished);
        for (int run = 0; run < 2; ++run) {
            view->setPlacements(*level.solution);
            view->release();
            QTRY_COMPARE(finished.count(), run + 1);
            QCOMPARE(finished.last().first().value<ff::Outcome>(), ff::Outcome::Solved);
            view->restart();
        }
        // Solving the same puzzle again counts once.
        QCOMPARE(ProgressStore::randomSolved(2), 1);
        QCOMPARE(ProgressStore::randomSolved(1), 0);
        QCOMPARE(page->solvedText(), QStringLiteral("By difficulty 1 to 5: 0 · 1 · 0 · 0 · 0"));
    }
    // After a restart: the counts, the difficulty, and the puzzle in play (from its share code).
    const auto restarted = makeLibrary();
    MainWindow again(restarted.get());
    QCOMPARE(again.browser()->randomPage()->solvedText(),
             QStringLiteral("By difficulty 1 to 5: 0 · 1 · 0 · 0 · 0"));
    QCOMPARE(again.browser()->randomPage()->choice().difficulty, 2);
    QVERIFY(again.restoreSession());
    QCOMPARE(again.currentKey(), key);
    QCOMPARE(again.playerPage()->titleText(), title);
}

void TestApp::keepWritesTheRandomPuzzle()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const ff::Level level = playRandomPuzzle(window, 1);
    const QString key = window.currentKey();
    QAction* keep = actionWithShortcut(&window, QKeySequence::Save);
    QVERIFY(keep && keep->isVisible() && keep->isEnabled());
    QVERIFY(library->entries(LevelLibrary::MyLevels).empty());
    keep->trigger();
    const QString path = library->userDir() + QStringLiteral("/") + QString::fromStdString(level.id) +
                         QStringLiteral(".ffl.json");
    QVERIFY2(QFile::exists(path), qPrintable(path));
    QCOMPARE(library->entries(LevelLibrary::MyLevels).size(), std::size_t{1});
    QVERIFY(library->entries(LevelLibrary::MyLevels).front().level == level);
    // Still playing the random puzzle, which is kept once.
    QCOMPARE(window.currentKey(), key);
    QVERIFY(!keep->isEnabled());
    QVERIFY(!window.randomPuzzles()->keepRandomPuzzle());
}

// A random puzzle left by Back to levels, and then by a restart, is offered on the
// Random puzzle page and resumes with its pieces.
void TestApp::randomPuzzleResumesAfterLeavingAndRestart()
{
    const QString key = QStringLiteral("random:generated-2-1f");
    const ff::Level level = asGenerated(sharedLevel(), 2, 0x1f);
    const std::vector<ff::Placement> partial(level.solution->begin(), level.solution->begin() + 1);
    {
        const auto library = makeLibrary();
        MainWindow window(library.get());
        RandomPuzzlePage* page = window.browser()->randomPage();
        QVERIFY(!page->resumeButton()->isVisibleTo(page));
        QVERIFY(window.randomPuzzles()->openRandomPuzzle(level));
        QCOMPARE(window.currentKey(), key);
        window.playerView()->setPlacements(partial);
        window.showBrowser();
        window.browser()->showCollection(LevelLibrary::Random);
        QVERIFY(page->resumeButton()->isVisibleTo(page));
        page->resumeButton()->click();
        QVERIFY(window.isPlaying());
        QCOMPARE(window.currentKey(), key);
        QCOMPARE(window.playerView()->placements(), partial);
        window.showBrowser();
        // The next start opens another level: the random puzzle waits on its page.
        ProgressStore::clearSession();
    }
    const auto restarted = makeLibrary();
    MainWindow again(restarted.get());
    QVERIFY(!again.restoreSession());
    again.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = again.browser()->randomPage();
    QVERIFY(page->resumeButton()->isVisibleTo(page));
    page->resumeButton()->click();
    QVERIFY(again.isPlaying());
    QCOMPARE(again.currentKey(), key);
    QCOMPARE(again.playerView()->placements(), partial);
    // Its title is the random puzzle's, in the language of this run.
    QCOMPARE(again.playerPage()->titleText(), ffui::LevelWords::randomPuzzleTitle(2, 0x1f));

    // Solved, it is no longer offered.
    again.playerView()->setAnimationSpeed(0);
    QSignalSpy finished(again.playerView(), &ffui::PlayerView::runFinished);
    again.playerView()->setPlacements(*level.solution);
    again.playerView()->release();
    QTRY_COMPARE(finished.count(), 1);
    again.showBrowser();
    QVERIFY(!page->resumeButton()->isVisibleTo(page));
}

void TestApp::newPuzzleAsksBeforeDiscarding()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const ff::Level level = asGenerated(sharedLevel(), 1, 0x2a);
    QVERIFY(window.randomPuzzles()->openRandomPuzzle(level));
    window.playerView()->setPlacements({level.solution->front()});
    window.showBrowser();
    RandomPuzzlePage* page = window.browser()->randomPage();
    page->newPuzzle();
    auto* question = window.findChild<QMessageBox*>(QStringLiteral("discardPuzzleBox"));
    QVERIFY(question);
    QVERIFY(question->isVisible());
    clickButton(question, QStringLiteral("Go On with It"));
    // Nothing is made; the puzzle is played on, with its piece.
    QCOMPARE(window.playerView()->placements().size(), std::size_t{1});
    QVERIFY(!page->maker()->isWaiting());
    QVERIFY(window.isPlaying());
    QCOMPARE(window.currentKey(), QStringLiteral("random:generated-1-2a"));
    QCOMPARE(ProgressStore::randomPuzzle().key, QStringLiteral("random:generated-1-2a"));
    QTRY_VERIFY(!window.findChild<QMessageBox*>(QStringLiteral("discardPuzzleBox")));

    QAction* newPuzzle = actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::Key_P));
    QVERIFY(newPuzzle && newPuzzle->isVisible());
    newPuzzle->trigger();
    question = window.findChild<QMessageBox*>(QStringLiteral("discardPuzzleBox"));
    QVERIFY(question);
    clickButton(question, QStringLiteral("Discard and Make a New One"));
    QVERIFY(page->maker()->isWaiting());
    QVERIFY(!window.isPlaying()); // the page shows the puzzle being made
    QVERIFY(ProgressStore::randomPuzzle().key.isEmpty());
    page->cancel();
}

// A seed typed on the page makes that seed's puzzle, the same one each time.
void TestApp::randomPuzzleFromASeed()
{
    QCOMPARE(RandomPuzzleMaker::seedFromText(QStringLiteral("1f")), std::optional<std::uint64_t>(0x1f));
    QCOMPARE(RandomPuzzleMaker::seedFromText(QStringLiteral("x")), std::optional<std::uint64_t>());
    QCOMPARE(RandomPuzzleMaker::seedFromText(QStringLiteral("8000000000000000")),
             std::optional<std::uint64_t>());
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = window.browser()->randomPage();
    page->setDifficulty(1);
    page->setSeedText(QStringLiteral("5eed"));
    page->newPuzzle();
    QTRY_VERIFY_WITH_TIMEOUT(window.isPlaying(), 60000);
    const ff::Level first = *library->find(window.currentKey())->level;
    QCOMPARE(first.id, std::string("generated-1-5eed"));
    QCOMPARE(window.playerPage()->titleText(), ffui::LevelWords::randomPuzzleTitle(1, 0x5eed));
}

// The window never grows past the screen (the offscreen screen's), nor needs more than
// 800 x 600, in English and German, whatever page it shows: every collection, a level
// of each, a random puzzle with its long title, a finished run and the Solved panel.
void TestApp::windowNeverWiderThanTheScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::newRow("en") << QStringLiteral("en");
    QTest::newRow("de") << QStringLiteral("de");
}

void TestApp::windowNeverWiderThanTheScreen()
{
    QFETCH(QString, language);
    AppSettings::setLanguage(language);
    AppShell shell;
    shell.applyLanguage();
    shell.start({});
    MainWindow* window = shell.window();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    const QSize screen = window->screen()->availableGeometry().size();
    const auto check = [&](const QString& where) {
        QApplication::processEvents();
        const QString what = QStringLiteral("%1: window %2 x %3, minimum %4 x %5, screen %6 x %7")
                                 .arg(where)
                                 .arg(window->width())
                                 .arg(window->height())
                                 .arg(window->minimumSizeHint().width())
                                 .arg(window->minimumSizeHint().height())
                                 .arg(screen.width())
                                 .arg(screen.height());
        QVERIFY2(window->width() <= screen.width() && window->minimumSizeHint().width() <= screen.width(),
                 qPrintable(what));
        // Usable on an 800 x 600 screen too.
        QVERIFY2(window->minimumSizeHint().width() <= 800 && window->minimumSizeHint().height() <= 600,
                 qPrintable(what));
        // No toolbar button hides behind the extension arrow.
        auto* bar = window->findChild<QToolBar*>(QStringLiteral("gameToolBar"));
        for (QAction* action : bar->actions()) {
            if (action->isVisible() && !action->isSeparator())
                QVERIFY2(bar->widgetForAction(action)->isVisible(),
                         qPrintable(where + QStringLiteral(": \"%1\" hidden").arg(action->text())));
        }
    };
    check(QStringLiteral("start"));
    LevelLibrary* library = window->library();
    for (int c = 0; c < LevelLibrary::CollectionCount; ++c) {
        const auto collection = static_cast<LevelLibrary::Collection>(c);
        window->showBrowser();
        window->browser()->showCollection(collection);
        check(LevelLibrary::collectionTitle(collection));
        for (const LevelEntry& entry : library->entries(collection)) {
            if (!library->isPlayable(&entry, false))
                continue;
            QVERIFY(window->openLevel(entry.key));
            check(entry.key);
            break;
        }
    }
    const ff::Level level = asGenerated(sharedLevel(), 5, 0x7fffffffffffffff);
    QVERIFY(window->randomPuzzles()->openRandomPuzzle(level));
    QCOMPARE(window->playerPage()->titleText(), ffui::LevelWords::randomPuzzleTitle(5, 0x7fffffffffffffff));
    check(QStringLiteral("random puzzle"));
    ffui::PlayerView* view = window->playerView();
    view->setAnimationSpeed(0);
    QSignalSpy finished(view, &ffui::PlayerView::runFinished);
    view->setPlacements(*level.solution);
    view->release();
    QTRY_COMPARE(finished.count(), 1);
    QVERIFY(window->playerPage()->isSolvedShown());
    check(QStringLiteral("solved"));
    window->showBrowser();
    window->browser()->showCollection(LevelLibrary::Random);
    check(QStringLiteral("random page after the puzzle"));
    AppSettings::setLanguage(QStringLiteral("en"));
    shell.applyLanguage();
}

// Every dialog of the app and the editor fits an 800 x 600 screen as it opens.
void TestApp::dialogsFitASmallScreen_data()
{
    windowNeverWiderThanTheScreen_data();
}

void TestApp::dialogsFitASmallScreen()
{
    QFETCH(QString, language);
    AppSettings::setLanguage(language);
    AppShell shell;
    shell.applyLanguage();
    std::vector<std::unique_ptr<QWidget>> dialogs;
    dialogs.push_back(std::make_unique<SettingsDialog>());
    dialogs.push_back(std::make_unique<ffui::NewLevelDialog>());
    dialogs.push_back(std::make_unique<ffui::GenerateDialog>());
    dialogs.push_back(std::make_unique<ffui::LegendDialog>());
    dialogs.push_back(
        std::make_unique<ffui::ShareDialog>(QStringLiteral("A title"), QString(500, QLatin1Char('A'))));
    for (const std::unique_ptr<QWidget>& dialog : dialogs) {
        const QSize hint = dialog->sizeHint();
        QVERIFY2(hint.width() <= 800 && hint.height() <= 600,
                 qPrintable(QStringLiteral("%1: %2 x %3")
                                .arg(QLatin1String(dialog->metaObject()->className()))
                                .arg(hint.width())
                                .arg(hint.height())));
    }
    // How to play, the longest message box.
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QSize help;
    answerModal([&help](QWidget* box) {
        help = box->sizeHint();
        box->close();
    });
    QAction* helpAction = actionWithShortcut(&window, QKeySequence::HelpContents);
    QVERIFY(helpAction);
    helpAction->trigger();
    QVERIFY2(help.isValid() && help.width() <= 800 && help.height() <= 600,
             qPrintable(QStringLiteral("How to play: %1 x %2").arg(help.width()).arg(help.height())));
    AppSettings::setLanguage(QStringLiteral("en"));
    shell.applyLanguage();
}

// Sounds are off by default; with a volume the run sounds its steps and bites, and
// the win.
void TestApp::soundsAreOffUntilSwitchedOn()
{
    const auto library = makeLibrary();
    const QString key = library->entries(LevelLibrary::Tutorial).front().key;
    const ff::Level level = *library->find(key)->level;
    const auto play = [&](MainWindow& window) {
        QVERIFY(window.openLevel(key));
        ffui::PlayerView* view = window.playerView();
        view->setAnimationSpeed(40);
        QSignalSpy finished(view, &ffui::PlayerView::runFinished);
        view->setPlacements(*level.solution);
        view->release();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(finished.first().first().value<ff::Outcome>(), ff::Outcome::Solved);
    };
    {
        MainWindow window(library.get());
        QCOMPARE(window.soundPlayer()->volume(), 0);
        play(window);
        for (int s = 0; s < SoundPlayer::SoundCount; ++s)
            QCOMPARE(window.soundPlayer()->playedCount(static_cast<SoundPlayer::Sound>(s)), 0);
    }
    AppSettings::setSoundVolume(40);
    MainWindow window(library.get());
    QCOMPARE(window.soundPlayer()->volume(), 40);
    play(window);
    QVERIFY(window.soundPlayer()->playedCount(SoundPlayer::Step) > 0);
    QVERIFY(window.soundPlayer()->playedCount(SoundPlayer::Bite) > 0);
    QCOMPARE(window.soundPlayer()->playedCount(SoundPlayer::Win), 1);
}

QTEST_MAIN(TestApp)
#include "tst_app.moc"
