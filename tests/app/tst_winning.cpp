// Winning and sharing: the Solved panel (next level, attempts, hints, time, records,
// the weekly streak, replay), showing the solution after giving up, the browser's
// marks, the share code dialog and the puzzle card image.
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelText.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayTracker.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/RandomPuzzles.h"
#include "board/PlayerView.h"
#include "board/ShareDialog.h"
#include "editor/EditorWindow.h"
#include "engine/files/ShareCode.h"
#include "tests/app/AppTestSettings.h"

#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <algorithm>
#include <memory>

using namespace ff::app;

namespace {
const QString kTutorial1 = QStringLiteral("builtin:tutorial-01-sight");
const QString kTutorial2 = QStringLiteral("builtin:tutorial-02-ties");
const QString kTutorial3 = QStringLiteral("builtin:tutorial-03-stones");
const QString kWeek46 = QStringLiteral("builtin:weekly-2026-w46");
const QString kWeek47 = QStringLiteral("builtin:weekly-2026-w47");

ff::IsoWeek week(int year, int number)
{
    return {year, number};
}
} // namespace

class TestWinning : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void solvedPanelOpensTheNextUnsolved();
    void lastUnsolvedSaysTheCollectionIsDone();
    void nextAfterARandomPuzzleMakesANewOne();
    void hintsAndAttemptsAreShown();
    void recordsUpdateOnlyWhenBeaten();
    void weeklyStreakCountsConsecutiveWeeks();
    void weeklyPuzzleSolvedInItsWeekExtendsTheStreak();
    void replayRunsTheWinningPlacements();
    void showSolutionMarksTheLevelRevealed();
    void shareDialogShowsAndCopiesTheCode();
    void exportImageWritesACard();
    void exportToAnUnwritablePathSaysWhy();
    void editorExportsTheSameCard();

private:
    // Thursday of ISO week 47 of 2026: This week is weekly-2026-w47.
    std::unique_ptr<LevelLibrary> makeLibrary(QDate today = QDate(2026, 11, 19));
    // Places the level's stored solution (or `placements`) and runs it to the end.
    static ff::Outcome play(MainWindow& window, std::optional<std::vector<ff::Placement>> placements = {});

    QTemporaryDir dir_;
};

void TestWinning::initTestCase()
{
    QVERIFY(dir_.isValid());
    apptest::useTemporarySettings(dir_.path());
}

void TestWinning::init()
{
    QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus")).clear();
}

std::unique_ptr<LevelLibrary> TestWinning::makeLibrary(QDate today)
{
    return apptest::makeLibrary(dir_.path(), today);
}

ff::Outcome TestWinning::play(MainWindow& window, std::optional<std::vector<ff::Placement>> placements)
{
    ff::ui::PlayerView* view = window.playerView();
    return apptest::runPlacements(view, placements ? *placements : *view->level().solution);
}

void TestWinning::solvedPanelOpensTheNextUnsolved()
{
    const auto library = makeLibrary();
    ProgressStore::markSolved(kTutorial2);
    MainWindow window(library.get());
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openLevel(kTutorial1));
    QVERIFY(!window.playerPage()->isSolvedShown());
    QCOMPARE(play(window), ff::Outcome::Solved);

    PlayerPage* page = window.playerPage();
    QVERIFY(page->isSolvedShown());
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("nextLevelButton"))->isVisibleTo(page));
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("nextLevelButton"))->isDefault());
    const QString text = page->solvedText();
    QVERIFY2(text.startsWith(QStringLiteral("Solved without hints!")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("Attempts: 1")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("no hints used")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("New record!")), qPrintable(text));
    QVERIFY2(!text.contains(QStringLiteral("Weekly streak")), qPrintable(text));
    QVERIFY(ProgressStore::solvedWithoutHints(kTutorial1));

    // Enter on the panel: the next unsolved level of the tutorial (the second is solved).
    QTest::keyClick(page->findChild<QPushButton*>(QStringLiteral("nextLevelButton")), Qt::Key_Return);
    QCOMPARE(window.currentKey(), kTutorial3);
    QVERIFY(!page->isSolvedShown());

    window.showBrowser();
    QCOMPARE(apptest::itemFor(window.browser(), kTutorial1)->data(LevelItemDelegate::MarkRole).toInt(),
             int(LevelItemDelegate::NoHintsMark));
    QVERIFY(apptest::itemFor(window.browser(), kTutorial1)
                ->data(LevelItemDelegate::StatusRole)
                .toString()
                .startsWith(QStringLiteral("Without hints · Solved · ")));
    QCOMPARE(apptest::itemFor(window.browser(), kTutorial2)->data(LevelItemDelegate::MarkRole).toInt(),
             int(LevelItemDelegate::SolvedMark));
    QCOMPARE(apptest::itemFor(window.browser(), kTutorial3)->data(LevelItemDelegate::MarkRole).toInt(),
             int(LevelItemDelegate::NoMark));
}

void TestWinning::lastUnsolvedSaysTheCollectionIsDone()
{
    const auto library = makeLibrary();
    for (const LevelEntry& e : library->entries(LevelLibrary::Tutorial)) {
        if (e.key != kTutorial1)
            ProgressStore::markSolved(e.key);
    }
    MainWindow window(library.get());
    QVERIFY(window.openLevel(kTutorial1));
    QCOMPARE(play(window), ff::Outcome::Solved);
    QVERIFY(window.nextInCollection().isEmpty());
    QVERIFY(!window.playerPage()
                 ->findChild<QPushButton*>(QStringLiteral("nextLevelButton"))
                 ->isVisibleTo(window.playerPage()));
    QVERIFY(window.playerPage()->solvedText().contains(
        QStringLiteral("All levels of this collection are solved.")));
}

void TestWinning::nextAfterARandomPuzzleMakesANewOne()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    ff::Level level = *library->find(kTutorial1)->level;
    level.id = "random-test";
    QVERIFY(window.findChild<RandomPuzzles*>(QStringLiteral("randomPuzzles"))->openRandomPuzzle(level));
    const QString key = window.currentKey();
    QCOMPARE(play(window), ff::Outcome::Solved);
    QVERIFY(window.playerPage()
                ->findChild<QPushButton*>(QStringLiteral("nextLevelButton"))
                ->isVisibleTo(window.playerPage()));
    window.playerPage()->findChild<QPushButton*>(QStringLiteral("nextLevelButton"))->click();
    // New puzzle: the next random puzzle is in play at once when one was prepared,
    // else the Random puzzle page waits for it.
    if (window.isPlaying())
        QVERIFY(window.currentKey() != key);
    else
        QVERIFY(window.findChild<RandomPuzzlePage*>()->maker()->isWaiting());
    window.findChild<RandomPuzzlePage*>()->cancel();
}

void TestWinning::hintsAndAttemptsAreShown()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.openLevel(kTutorial2));
    emit window.playerView()->hintUsed(ff::ui::HintKind::PieceShown);
    QCOMPARE(play(window), ff::Outcome::Solved);
    const QString first = window.playerPage()->solvedText();
    QVERIFY2(first.startsWith(QStringLiteral("Well done!\n")), qPrintable(first));
    QVERIFY2(first.contains(QStringLiteral("Attempts: 1")), qPrintable(first));
    QVERIFY2(first.contains(QStringLiteral("Hints used: 1")), qPrintable(first));
    QVERIFY(ProgressStore::bestTimeMs(kTutorial2) > 0);
    QVERIFY2(first.contains(QStringLiteral("Best time: ") +
                            LevelText::duration(ProgressStore::bestTimeMs(kTutorial2))),
             qPrintable(first));
    QVERIFY(!ProgressStore::solvedWithoutHints(kTutorial2));

    // The second run since opening the level: two attempts, not fewer than the record.
    window.playerView()->returnToEditing();
    QCOMPARE(play(window), ff::Outcome::Solved);
    const QString second = window.playerPage()->solvedText();
    QVERIFY2(second.contains(QStringLiteral("Attempts: 2")), qPrintable(second));
    QVERIFY2(second.contains(QStringLiteral("Fewest attempts: 1")), qPrintable(second));
    QCOMPARE(ProgressStore::attempts(kTutorial2), 2);
    QCOMPARE(ProgressStore::fewestAttempts(kTutorial2), 1);

    window.showBrowser();
    QCOMPARE(apptest::itemFor(window.browser(), kTutorial2)->data(LevelItemDelegate::MarkRole).toInt(),
             int(LevelItemDelegate::SolvedMark));
}

void TestWinning::recordsUpdateOnlyWhenBeaten()
{
    const QString key = QStringLiteral("builtin:records");
    ProgressStore::Win win = ProgressStore::recordWin(key, 3, 50'000, {});
    QVERIFY(win.newBestTime && win.newFewestAttempts);
    QCOMPARE(ProgressStore::bestTimeMs(key), 50'000);
    QCOMPARE(ProgressStore::fewestAttempts(key), 3);

    win = ProgressStore::recordWin(key, 4, 40'000, {});
    QVERIFY(win.newBestTime && !win.newFewestAttempts);
    QCOMPARE(ProgressStore::bestTimeMs(key), 40'000);
    QCOMPARE(ProgressStore::fewestAttempts(key), 3);

    win = ProgressStore::recordWin(key, 2, 60'000, {});
    QVERIFY(!win.newBestTime && win.newFewestAttempts);
    QCOMPARE(ProgressStore::bestTimeMs(key), 40'000);
    QCOMPARE(ProgressStore::fewestAttempts(key), 2);

    // Equal is no record.
    win = ProgressStore::recordWin(key, 2, 40'000, {});
    QVERIFY(!win.newBestTime && !win.newFewestAttempts);

    QCOMPARE(LevelText::duration(40'000), QStringLiteral("0:40"));
    QCOMPARE(LevelText::duration(754'000), QStringLiteral("12:34"));
    QCOMPARE(LevelText::duration(3'723'000), QStringLiteral("1:02:03"));
}

void TestWinning::weeklyStreakCountsConsecutiveWeeks()
{
    QCOMPARE(ProgressStore::weeklyStreak(week(2026, 47)), 0);
    ProgressStore::markWeekSolvedInTime(week(2026, 45));
    ProgressStore::markWeekSolvedInTime(week(2026, 46));
    // This week not solved yet: the streak up to last week still stands.
    QCOMPARE(ProgressStore::weeklyStreak(week(2026, 47)), 2);
    ProgressStore::markWeekSolvedInTime(week(2026, 47));
    QCOMPARE(ProgressStore::weeklyStreak(week(2026, 47)), 3);
    // A week missed breaks it.
    QCOMPARE(ProgressStore::weeklyStreak(week(2026, 49)), 0);
    ProgressStore::markWeekSolvedInTime(week(2026, 49));
    QCOMPARE(ProgressStore::weeklyStreak(week(2026, 49)), 1);

    // Across the turn of the year: 2020 had 53 weeks, so 2021-W01 follows 2020-W53.
    ProgressStore::markWeekSolvedInTime(week(2020, 52));
    ProgressStore::markWeekSolvedInTime(week(2020, 53));
    ProgressStore::markWeekSolvedInTime(week(2021, 1));
    QCOMPARE(ProgressStore::weeklyStreak(week(2021, 1)), 3);
    // 2025 has 52 weeks: 2026-W01 follows 2025-W52.
    ProgressStore::markWeekSolvedInTime(week(2025, 52));
    ProgressStore::markWeekSolvedInTime(week(2026, 1));
    QCOMPARE(ProgressStore::weeklyStreak(week(2026, 1)), 2);
}

void TestWinning::weeklyPuzzleSolvedInItsWeekExtendsTheStreak()
{
    const auto library = makeLibrary();
    ProgressStore::markWeekSolvedInTime(week(2026, 45));
    MainWindow window(library.get());
    // Last week's puzzle solved now is no part of the streak.
    QVERIFY(window.openLevel(kWeek46));
    QCOMPARE(play(window), ff::Outcome::Solved);
    QVERIFY(!ProgressStore::weekSolvedInTime(week(2026, 46)));
    QVERIFY(window.playerPage()->solvedText().contains(QStringLiteral("Weekly streak: 0 weeks")));

    ProgressStore::markWeekSolvedInTime(week(2026, 46));
    QVERIFY(window.openLevel(kWeek47));
    QCOMPARE(play(window), ff::Outcome::Solved);
    QVERIFY(ProgressStore::weekSolvedInTime(week(2026, 47)));
    QVERIFY2(window.playerPage()->solvedText().contains(QStringLiteral("Weekly streak: 3 weeks")),
             qPrintable(window.playerPage()->solvedText()));

    window.showBrowser();
    window.browser()->showCollection(LevelLibrary::ThisWeek);
    const QList<QLabel*> description = window.browser()->findChildren<QLabel*>();
    QVERIFY(std::any_of(description.begin(), description.end(), [](QLabel* l) {
        return l->text().contains(QStringLiteral("Weekly streak: 3 weeks."));
    }));
}

void TestWinning::replayRunsTheWinningPlacements()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.openLevel(kTutorial1));
    QVERIFY(!window.findChild<PlayTracker*>(QStringLiteral("playTracker"))->replayWin());
    QCOMPARE(play(window), ff::Outcome::Solved);
    const std::vector<ff::Placement> winning = window.playerView()->placements();
    window.playerView()->restart();
    QVERIFY(window.playerView()->placements().empty());

    QSignalSpy finished(window.playerView(), &ff::ui::PlayerView::runFinished);
    window.playerPage()->findChild<QPushButton*>(QStringLiteral("replayButton"))->click();
    QVERIFY(finished.count() == 1 || finished.wait(5000));
    QCOMPARE(finished.first().first().value<ff::Outcome>(), ff::Outcome::Solved);
    QCOMPARE(window.playerView()->placements(), winning);
    // A replay counts nothing and shows the win again.
    QCOMPARE(ProgressStore::attempts(kTutorial1), 1);
    QVERIFY(window.playerPage()->isSolvedShown());
    QVERIFY(window.playerPage()->solvedText().contains(QStringLiteral("Attempts: 1")));

    // A replay cut short by moving a piece leaves the next run counted.
    window.playerView()->setAnimationSpeed(1);
    QVERIFY(window.findChild<PlayTracker*>(QStringLiteral("playTracker"))->replayWin());
    QVERIFY(window.playerView()->isRunning());
    window.playerView()->restart();
    QCOMPARE(play(window), ff::Outcome::Solved);
    QCOMPARE(ProgressStore::attempts(kTutorial1), 2);
}

void TestWinning::showSolutionMarksTheLevelRevealed()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.openLevel(kTutorial3));
    QSignalSpy finished(window.playerView(), &ff::ui::PlayerView::runFinished);
    QVERIFY(window.findChild<PlayTracker*>(QStringLiteral("playTracker"))->showSolution());
    QVERIFY(finished.count() == 1 || finished.wait(5000));
    QCOMPARE(finished.first().first().value<ff::Outcome>(), ff::Outcome::Solved);
    QCOMPARE(window.playerView()->placements(), *library->find(kTutorial3)->level->solution);
    QVERIFY(ProgressStore::isRevealed(kTutorial3));
    QVERIFY(!ProgressStore::isSolved(kTutorial3));
    QCOMPARE(ProgressStore::attempts(kTutorial3), 0);
    QVERIFY(!window.playerPage()->isSolvedShown());
    // The run is the solution, not the player's win, and the page says so too.
    QTRY_COMPARE(window.playerView()->findChild<QLabel*>(QStringLiteral("resultTitle"))->text(),
                 QStringLiteral("The solution"));
    QVERIFY2(window.playerPage()->statsText().startsWith(QStringLiteral("Solution shown")),
             qPrintable(window.playerPage()->statsText()));

    window.showBrowser();
    QCOMPARE(apptest::itemFor(window.browser(), kTutorial3)->data(LevelItemDelegate::MarkRole).toInt(),
             int(LevelItemDelegate::SolutionShownMark));

    // Show solution is offered below the hints too.
    QVERIFY(window.openLevel(kTutorial3));
    bool offered = false;
    for (QToolButton* button : window.playerView()->findChildren<QToolButton*>())
        offered = offered || (button->defaultAction() &&
                              button->defaultAction()->text() == QStringLiteral("Show s&olution…"));
    QVERIFY(offered);

    // Solving it afterwards is a win, but never one without hints.
    QVERIFY(window.openLevel(kTutorial3));
    QCOMPARE(play(window), ff::Outcome::Solved);
    QVERIFY(ProgressStore::isSolved(kTutorial3));
    QVERIFY(!ProgressStore::solvedWithoutHints(kTutorial3));
    QVERIFY(window.playerPage()->solvedText().startsWith(QStringLiteral("Well done!\n")));
    QVERIFY(window.playerPage()->solvedText().contains(QStringLiteral("the solution was shown before")));
    window.showBrowser();
    QCOMPARE(apptest::itemFor(window.browser(), kTutorial3)->data(LevelItemDelegate::MarkRole).toInt(),
             int(LevelItemDelegate::SolutionShownMark));
}

void TestWinning::shareDialogShowsAndCopiesTheCode()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.openLevel(kTutorial1));
    const QString code = QString::fromStdString(ff::encodeShareCode(*library->find(kTutorial1)->level));
    ff::ui::ShareDialog* dialog = window.levelActions()->showShareCode();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    QCOMPARE(dialog->code(), code);
    auto* field = dialog->findChild<QPlainTextEdit*>(QStringLiteral("shareCodeField"));
    QVERIFY(field && field->isReadOnly());
    QApplication::clipboard()->clear();
    dialog->copyButton()->click();
    QCOMPARE(QApplication::clipboard()->text(), code);
    dialog->close();
}

void TestWinning::exportImageWritesACard()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.openLevel(kWeek47));
    const QString path = dir_.filePath(QStringLiteral("card.png"));
    QVERIFY(window.levelActions()->exportImage(path));
    QImage card;
    QVERIFY(card.load(path, "PNG"));
    QVERIFY(card.width() >= 600 && card.width() <= 2000);
    QVERIFY(card.height() >= 600 && card.height() <= 3000);
    // Not blank: many colours, spread over the card.
    QSet<QRgb> colours;
    for (int y = 0; y < card.height(); y += 7) {
        for (int x = 0; x < card.width(); x += 7)
            colours.insert(card.pixel(x, y));
    }
    QVERIFY2(colours.size() > 50, qPrintable(QString::number(colours.size())));
}

void TestWinning::exportToAnUnwritablePathSaysWhy()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.openLevel(kTutorial1));
    const QString path = dir_.filePath(QStringLiteral("no-such-folder/card.png"));
    QVERIFY(!window.levelActions()->exportImage(path));
    QVERIFY(!QFile::exists(path));
    auto* box = window.findChild<QMessageBox*>(QStringLiteral("warningBox"));
    QVERIFY(box);
    QVERIFY2(box->text().contains(QStringLiteral("card.png")), qPrintable(box->text()));
    box->close();
}

// The editor's Export image is the main window's puzzle card (title, stars, pieces,
// share code; 1000 pixels wide), not a bare board: the same picture for the same level.
void TestWinning::editorExportsTheSameCard()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.openLevel(kWeek47));
    const QString fromWindow = dir_.filePath(QStringLiteral("window.png"));
    QVERIFY(window.levelActions()->exportImage(fromWindow));

    ff::editor::EditorWindow editor;
    editor.startLevel(*library->find(kWeek47)->level);
    const QString fromEditor = dir_.filePath(QStringLiteral("editor.png"));
    QString error;
    QVERIFY2(editor.exportImage(fromEditor, &error), qPrintable(error));

    QImage windowCard;
    QImage editorCard;
    QVERIFY(windowCard.load(fromWindow, "PNG"));
    QVERIFY(editorCard.load(fromEditor, "PNG"));
    QCOMPARE(editorCard.width(), 1000);
    QCOMPARE(editorCard.size(), windowCard.size());
    QVERIFY(editorCard == windowCard);

    // One Copy share code, Export image and Paste share code in both windows (their
    // texts without the accelerator marks).
    for (const QString& text : {QStringLiteral("Copy share code"), QStringLiteral("Export image…"),
                                QStringLiteral("Paste share code")}) {
        const auto withText = [&text](QWidget* w) {
            const QList<QAction*> actions = w->findChildren<QAction*>();
            return std::count_if(actions.begin(), actions.end(), [&](QAction* a) {
                return QString(a->text()).remove(QLatin1Char('&')) == text;
            });
        };
        QCOMPARE(withText(&window), 1);
        QCOMPARE(withText(&editor), 1);
    }
}

QTEST_MAIN(TestWinning)
#include "tst_winning.moc"
