// Playing in the main window: opening a level, progress and the session kept across
// a restart, a broken file refused, Next unsolved, the tutorial (first start, the
// monster's sight, solved with the keyboard alone), the legend, the settings dialog
// and the sounds.
#include "app/gui/AppSettings.h"
#include "app/gui/AppShell.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelText.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/SettingsDialog.h"
#include "app/gui/SoundPlayer.h"
#include "board/LegendDialog.h"
#include "board/PlayerView.h"
#include "board/RunAnimator.h"
#include "engine/search/Solver.h"
#include "tests/app/AppTestCase.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QSlider>
#include <QTest>
#include <QToolBar>

#include <optional>
#include <vector>

using namespace ff::app;

class TestPlaying : public apptest::AppTestCase {
    Q_OBJECT
private slots:
    void initTestCase() { setUp(); }
    void init() { reset(); }
    void openingALevelShowsThePlayer();
    void surviveForeverSaysItsGoal();
    void progressPersistsAcrossRestart();
    void placementsJsonRoundTrip();
    void brokenFileOnOpenShowsMessage();
    void nextUnsolvedSkipsSolvedAndLocked();
    void settingsDialogWritesSettings();
    void keyboardOnlyTutorial();
    void enterAndEscDoWhatTheButtonsSay();
    void finishedRunScrubsFromTheKeyboard();
    void stepAfterPausingPlaysOneWholeStep();
    void firstStartOpensTheTutorial();
    void tutorialLevelsShowTheSight();
    void legendOpensFromThePlayer();
    void sessionOfVanishedFileIsDropped();
    void soundsAreOffUntilSwitchedOn();
};

void TestPlaying::openingALevelShowsThePlayer()
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

// The survive-forever goal shows on no piece of the board: the line above the board
// says it before the hint; the usual goal needs no words.
void TestPlaying::surviveForeverSaysItsGoal()
{
    const auto library = makeLibrary();
    const ff::Level& survive = *library->find(QStringLiteral("builtin:weekly-2027-w04"))->level;
    QCOMPARE(survive.effectiveGoal(), ff::Goal::SurviveForever);
    QCOMPARE(LevelText::hintLine(survive),
             QStringLiteral(
                 "Goal: the monster eats every enemy token, then goes on for ever without eating one of "
                 "yours.\nHint: ") +
                 QString::fromStdString(*survive.hint));
    const ff::Level& eat = *library->find(QStringLiteral("builtin:weekly-2027-w05"))->level;
    QCOMPARE(LevelText::hintLine(eat), QStringLiteral("Hint: ") + QString::fromStdString(*eat.hint));
}

void TestPlaying::progressPersistsAcrossRestart()
{
    const QString key = QStringLiteral("builtin:weekly-2026-w47");
    const auto library = makeLibrary();
    const ff::Level& level = *library->find(key)->level;
    QVERIFY(level.solution && level.solution->size() >= 2);
    const std::vector<ff::Placement> partial(level.solution->begin(), level.solution->begin() + 1);
    {
        MainWindow window(library.get());
        QVERIFY(window.openLevel(key));
        ff::ui::PlayerView* view = window.playerView();
        view->setAnimationSpeed(0);
        view->setPlacements(*level.solution);
        QSignalSpy finished(view, &ff::ui::PlayerView::runFinished);
        view->release();
        QVERIFY(finished.count() == 1 || finished.wait(5000));
        QCOMPARE(finished.first().first().value<ff::Outcome>(), ff::Outcome::Solved);
        QCOMPARE(ProgressStore::isSolved(key), true);
        QCOMPARE(ProgressStore::attempts(key), 1);
        QCOMPARE(window.playerPage()->statsText(), QStringLiteral("Solved · 1 attempt"));
        emit view->hintUsed(ff::ui::HintKind::PieceShown);
        emit view->hintUsed(ff::ui::HintKind::PieceShown);
        emit view->hintUsed(ff::ui::HintKind::CompletableCheck);
        QCOMPARE(ProgressStore::hints(key, ff::ui::HintKind::PieceShown), 2);
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

void TestPlaying::placementsJsonRoundTrip()
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

void TestPlaying::brokenFileOnOpenShowsMessage()
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

void TestPlaying::nextUnsolvedSkipsSolvedAndLocked()
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

void TestPlaying::settingsDialogWritesSettings()
{
    SettingsDialog dialog;
    QCOMPARE(dialog.findChild<QComboBox*>(QStringLiteral("languageBox"))->currentData().toString(),
             QString());
    dialog.findChild<QComboBox*>(QStringLiteral("languageBox"))
        ->setCurrentIndex(
            dialog.findChild<QComboBox*>(QStringLiteral("languageBox"))->findData(QStringLiteral("de")));
    dialog.findChild<QSlider*>(QStringLiteral("speedSlider"))->setValue(AppSettings::speedPosition(0));
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
// After a run the keys do what the buttons shown say: after a loss Enter goes back to
// placing ("Back to placing (Enter)"); after a win the Solved panel is the one box
// shown, Esc goes back to placing ("Back to placing (Esc)") and hides it, Enter opens
// the next level ("Next level (Enter)").
void TestPlaying::enterAndEscDoWhatTheButtonsSay()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    const QString first = library->entries(LevelLibrary::Tutorial).front().key;
    QVERIFY(window.openLevel(first));
    ff::ui::PlayerView* view = window.playerView();
    const auto press = [](Qt::Key key) {
        QVERIFY(QApplication::focusWidget());
        QTest::keyClick(QApplication::focusWidget(), key);
    };
    // The buttons shown whose text names `key`.
    const auto buttonsFor = [&window](const QString& key) {
        QStringList names;
        for (QPushButton* button : window.findChildren<QPushButton*>()) {
            if (button->isVisible() && button->text().contains(QStringLiteral("(%1)").arg(key)))
                names << button->objectName();
        }
        return names;
    };
    auto* result = view->findChild<QWidget*>(QStringLiteral("resultPanel"));
    QVERIFY(result);

    const std::vector<ff::Placement> losing = losingPlacements(view->level());
    QVERIFY(!losing.empty());
    QCOMPARE(apptest::runPlacements(view, losing), ff::Outcome::OwnTokenLost);
    QVERIFY(result->isVisible());
    QCOMPARE(buttonsFor(QStringLiteral("Enter")), QStringList{QStringLiteral("backButton")});
    press(Qt::Key_Return);
    QVERIFY(!view->isRunning());
    QVERIFY(!result->isVisible());

    QCOMPARE(apptest::runPlacements(view, *view->level().solution), ff::Outcome::Solved);
    QVERIFY(window.playerPage()->isSolvedShown());
    QVERIFY(!result->isVisible());
    QCOMPARE(buttonsFor(QStringLiteral("Enter")), QStringList{QStringLiteral("nextLevelButton")});
    QCOMPARE(buttonsFor(QStringLiteral("Esc")), QStringList{QStringLiteral("solvedBackButton")});
    press(Qt::Key_Escape);
    // A button's shortcut clicks it as the mouse would, a moment later.
    QTRY_VERIFY(!view->isRunning());
    QVERIFY(!window.playerPage()->isSolvedShown());
    QCOMPARE(window.currentKey(), first);

    QCOMPARE(apptest::runPlacements(view, *view->level().solution), ff::Outcome::Solved);
    QVERIFY(window.playerPage()->isSolvedShown());
    press(Qt::Key_Return);
    QVERIFY(window.currentKey() != first);
    QVERIFY(window.isPlaying());
}

void TestPlaying::keyboardOnlyTutorial()
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

    ff::ui::PlayerView* view = window.playerView();
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

    QSignalSpy finished(view, &ff::ui::PlayerView::runFinished);
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

// After a run, lost or won, the arrow keys and Home and End scrub through it wherever
// the keyboard focus is on the player's page (the Solved panel takes it on a win).
void TestPlaying::finishedRunScrubsFromTheKeyboard()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w47")));
    ff::ui::PlayerView* view = window.playerView();
    const auto scrubs = [view] {
        const ff::ui::RunAnimator* run = view->animator();
        const long total = run->totalSteps();
        QVERIFY(total >= 3);
        QWidget* focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, Qt::Key_Home);
        QCOMPARE(run->shownStep(), 0L);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(run->shownStep(), 1L);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Right);
        QCOMPARE(run->shownStep(), 2L);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Left);
        QCOMPARE(run->shownStep(), 1L);
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_End);
        QCOMPARE(run->shownStep(), total);
        QCOMPARE(QApplication::focusWidget(), focus);
    };

    QCOMPARE(apptest::runPlacements(view, *view->level().solution), ff::Outcome::Solved);
    QVERIFY(window.playerPage()->isSolvedShown());
    scrubs();
    if (QTest::currentTestFailed())
        return;
    view->returnToEditing();
    QVERIFY(!view->isRunning());

    const std::vector<ff::Placement> losing = losingPlacements(view->level());
    QVERIFY(!losing.empty());
    QVERIFY(apptest::runPlacements(view, losing) != ff::Outcome::Solved);
    scrubs();
}

// Paused in the middle of a step, -> ends that step at once and plays the next one:
// one key, one step more.
void TestPlaying::stepAfterPausingPlaysOneWholeStep()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowActive(&window));
    QVERIFY(window.openLevel(QStringLiteral("builtin:weekly-2026-w47")));
    ff::ui::PlayerView* view = window.playerView();
    ff::ui::RunAnimator* run = view->animator();
    view->setPlacements(*view->level().solution);
    // One cell a second: the first sub-move is still playing after the first frame.
    view->setAnimationSpeed(1);
    QSignalSpy started(run, &ff::ui::RunAnimator::subMoveStarted);
    QTest::keyClick(view->board(), Qt::Key_Return, Qt::ControlModifier);
    QVERIFY(started.count() > 0 || started.wait(5000));
    QTest::keyClick(view->board(), Qt::Key_Space);
    QVERIFY(run->isPaused());
    const long step = run->steps();
    QCOMPARE(step, 1L);
    view->setAnimationSpeed(40);
    QTest::keyClick(view->board(), Qt::Key_Right);
    QTRY_VERIFY_WITH_TIMEOUT(run->isPaused() || run->isFinished(), 20000);
    QVERIFY(!run->isFinished());
    QCOMPARE(run->steps(), step + 1);
    QTest::keyClick(view->board(), Qt::Key_Right);
    QTRY_VERIFY_WITH_TIMEOUT(run->isPaused() || run->isFinished(), 20000);
    QCOMPARE(run->steps(), step + 2);
}

// A newcomer's first start: until tutorial 01 is solved the browser starts on the
// Tutorial with tutorial 01 selected, not on a weekly puzzle; once it is solved the
// normal start (This week) applies.
void TestPlaying::firstStartOpensTheTutorial()
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
void TestPlaying::tutorialLevelsShowTheSight()
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

void TestPlaying::legendOpensFromThePlayer()
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
    auto* dialog = window.findChild<ff::ui::LegendDialog*>();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QVERIFY(dialog->titles().contains(QStringLiteral("Enemy token")));
    QVERIFY(dialog->titles().contains(QStringLiteral("Letters at the walls")));
    dialog->close();
}

void TestPlaying::sessionOfVanishedFileIsDropped()
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

// Sounds are off by default; with a volume the run sounds its steps and bites, and
// the win.
void TestPlaying::soundsAreOffUntilSwitchedOn()
{
    const auto library = makeLibrary();
    const QString key = library->entries(LevelLibrary::Tutorial).front().key;
    const ff::Level level = *library->find(key)->level;
    const auto play = [&](MainWindow& window) {
        QVERIFY(window.openLevel(key));
        ff::ui::PlayerView* view = window.playerView();
        view->setAnimationSpeed(40);
        QSignalSpy finished(view, &ff::ui::PlayerView::runFinished);
        view->setPlacements(*level.solution);
        view->release();
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 20000);
        QCOMPARE(finished.first().first().value<ff::Outcome>(), ff::Outcome::Solved);
    };
    {
        MainWindow window(library.get());
        const SoundPlayer* sound = window.findChild<SoundPlayer*>(QStringLiteral("soundPlayer"));
        QCOMPARE(sound->volume(), 0);
        play(window);
        for (int s = 0; s < SoundPlayer::SoundCount; ++s)
            QCOMPARE(sound->playedCount(static_cast<SoundPlayer::Sound>(s)), 0);
    }
    AppSettings::setSoundVolume(40);
    MainWindow window(library.get());
    const SoundPlayer* sound = window.findChild<SoundPlayer*>(QStringLiteral("soundPlayer"));
    QCOMPARE(sound->volume(), 40);
    play(window);
    QVERIFY(sound->playedCount(SoundPlayer::Step) > 0);
    QVERIFY(sound->playedCount(SoundPlayer::Bite) > 0);
    QCOMPARE(sound->playedCount(SoundPlayer::Win), 1);
}

QTEST_MAIN(TestPlaying)
#include "tst_playing.moc"
