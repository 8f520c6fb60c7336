// Random puzzles: made and playable, cancelled, closing while one is made, the
// chosen mechanics, a prepared one at once, solved ones counted, Keep, resuming after
// leaving and a restart, asking before discarding, a puzzle from a seed, and a seed
// that is none.
#include "app/gui/AppSettings.h"
#include "app/gui/LevelActions.h"
#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/MainWindow.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/RandomPuzzles.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/search/Generator.h"
#include "engine/search/Grade.h"
#include "engine/search/Solver.h"
#include "tests/app/AppTestCase.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QElapsedTimer>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

#include <memory>
#include <optional>
#include <vector>

using namespace ff::app;

class TestRandom : public apptest::AppTestCase {
    Q_OBJECT
private slots:
    void initTestCase() { setUp(); }
    void init() { reset(); }
    void randomPuzzleIsPlayable();
    void randomPuzzleCanBeCancelled();
    void closingWhileMakingAPuzzleIsQuick();
    void randomPuzzleUsesTheChosenMechanics();
    void preparedRandomPuzzleComesAtOnce();
    void solvedRandomPuzzlesAreCounted();
    void keepWritesTheRandomPuzzle();
    void randomPuzzleResumesAfterLeavingAndRestart();
    void newPuzzleAsksBeforeDiscarding();
    void newPuzzleOffersToKeep();
    void randomPuzzleFromASeed();
    void seedThatIsNoSeedIsRefused();
    void randomPuzzleTitleWrapsOnlyWithoutRoom();

private:
    // Asks the Random puzzle page of `window` for a puzzle of `difficulty` and waits
    // until it is in play; returns its level.
    static ff::Level playRandomPuzzle(MainWindow& window, int difficulty);
};

ff::Level TestRandom::playRandomPuzzle(MainWindow& window, int difficulty)
{
    window.showBrowser();
    window.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
    page->setDifficulty(difficulty);
    const QString before = window.currentKey();
    page->newPuzzle();
    // Difficulties 1 and 2 on the basic layout take well under a second (the bound is
    // for slow sanitizer builds on a busy machine).
    [&] { QTRY_VERIFY_WITH_TIMEOUT(window.isPlaying() && window.currentKey() != before, 60000); }();
    const LevelEntry* entry = window.library()->find(window.currentKey());
    return entry && entry->level ? *entry->level : ff::Level{};
}

void TestRandom::randomPuzzleIsPlayable()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    QVERIFY(window.browser()->collectionTitles().contains(QStringLiteral("Random puzzle")));
    window.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
    QVERIFY(page->isVisibleTo(&window));
    QCOMPARE(page->choice().difficulty, 3); // the default
    page->setDifficulty(2);
    QSignalSpy progress(page->maker(), &RandomPuzzleMaker::progressed);
    page->newPuzzle();
    QVERIFY(!page->newPuzzleButton()->isEnabled());
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("cancelPuzzleButton"))->isVisibleTo(page));
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
    QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("cancelPuzzleButton"))->isVisibleTo(page));
    QCOMPARE(AppSettings::randomDifficulty(), 2);
}

void TestRandom::randomPuzzleCanBeCancelled()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
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
    QTest::mouseClick(page->findChild<QPushButton*>(QStringLiteral("cancelPuzzleButton")), Qt::LeftButton);
    QVERIFY(!page->maker()->isWaiting());
    QVERIFY(page->newPuzzleButton()->isEnabled());
    QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("cancelPuzzleButton"))->isVisibleTo(page));
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

void TestRandom::closingWhileMakingAPuzzleIsQuick()
{
    const auto library = makeLibrary();
    auto window = std::make_unique<MainWindow>(library.get());
    RandomPuzzlePage* page = window->findChild<RandomPuzzlePage*>();
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

void TestRandom::randomPuzzleUsesTheChosenMechanics()
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
    window.findChild<RandomPuzzlePage*>()->setMechanic(ff::Mechanic::Push, true);
    const ff::Level level = playRandomPuzzle(window, 1);
    const ff::Grade grade = ff::gradeLevel(level);
    QCOMPARE(grade.status, ff::Grade::Status::Graded);
    QCOMPARE(grade.difficulty, 1);
    const auto& used = grade.features.mechanics;
    QVERIFY(std::find(used.begin(), used.end(), ff::Mechanic::Push) != used.end());
}

void TestRandom::preparedRandomPuzzleComesAtOnce()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const ff::Level first = playRandomPuzzle(window, 1);
    RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
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

void TestRandom::solvedRandomPuzzlesAreCounted()
{
    const auto library = makeLibrary();
    QString key;
    QString title;
    {
        MainWindow window(library.get());
        RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
        QCOMPARE(page->solvedText(), QStringLiteral("By difficulty 1 to 5: 0 · 0 · 0 · 0 · 0"));
        const ff::Level level = playRandomPuzzle(window, 2);
        key = window.currentKey();
        title = window.playerPage()->titleText();
        ff::ui::PlayerView* view = window.playerView();
        view->setAnimationSpeed(0);
        QSignalSpy finished(view, &ff::ui::PlayerView::runFinished);
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
    QCOMPARE(again.findChild<RandomPuzzlePage*>()->solvedText(),
             QStringLiteral("By difficulty 1 to 5: 0 · 1 · 0 · 0 · 0"));
    QCOMPARE(again.findChild<RandomPuzzlePage*>()->choice().difficulty, 2);
    QVERIFY(again.restoreSession());
    QCOMPARE(again.currentKey(), key);
    QCOMPARE(again.playerPage()->titleText(), title);
}

void TestRandom::keepWritesTheRandomPuzzle()
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
    QVERIFY(!window.findChild<RandomPuzzles*>(QStringLiteral("randomPuzzles"))->keepRandomPuzzle());
    // It says so while it is shown, and where it is kept.
    QVERIFY2(window.statusBar()->currentMessage().contains(QStringLiteral("is kept in My levels")),
             qPrintable(window.statusBar()->currentMessage()));
    QVERIFY2(window.playerPage()->statsText().endsWith(QStringLiteral("\nKept in My levels")),
             qPrintable(window.playerPage()->statsText()));
    window.playerView()->setPlacements({level.solution->front()});
    QVERIFY(window.playerPage()->statsText().endsWith(QStringLiteral("\nKept in My levels")));

    // Kept, it is not lost to a new puzzle: no question, and no offer to resume it
    // on the page (it is in My levels).
    RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
    QVERIFY(ProgressStore::randomPuzzle().key.isEmpty());
    actionWithShortcut(&window, QKeySequence(Qt::CTRL | Qt::Key_P))->trigger();
    QVERIFY(!window.findChild<QMessageBox*>(QStringLiteral("discardPuzzleBox")));
    QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("resumeButton"))->isVisibleTo(page));
    QTRY_VERIFY_WITH_TIMEOUT(window.isPlaying() && window.currentKey() != key, 60000);
    // Another level shows no such note.
    QVERIFY(!window.playerPage()->statsText().contains(QStringLiteral("Kept")));
}

// A random puzzle left by Back to levels, and then by a restart, is offered on the
// Random puzzle page and resumes with its pieces.
void TestRandom::randomPuzzleResumesAfterLeavingAndRestart()
{
    const QString key = QStringLiteral("random:generated-2-1f");
    const ff::Level level = asGenerated(sharedLevel(), 2, 0x1f);
    const std::vector<ff::Placement> partial(level.solution->begin(), level.solution->begin() + 1);
    {
        const auto library = makeLibrary();
        MainWindow window(library.get());
        RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
        QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("resumeButton"))->isVisibleTo(page));
        QVERIFY(window.findChild<RandomPuzzles*>(QStringLiteral("randomPuzzles"))->openRandomPuzzle(level));
        QCOMPARE(window.currentKey(), key);
        window.playerView()->setPlacements(partial);
        window.showBrowser();
        window.browser()->showCollection(LevelLibrary::Random);
        QVERIFY(page->findChild<QPushButton*>(QStringLiteral("resumeButton"))->isVisibleTo(page));
        QCOMPARE(page->findChild<QLabel*>(QStringLiteral("resumeText"))->text(),
                 QStringLiteral("“%1”, 1 piece placed").arg(ff::ui::LevelWords::randomPuzzleTitle(2, 0x1f)));
        page->findChild<QPushButton*>(QStringLiteral("resumeButton"))->click();
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
    RandomPuzzlePage* page = again.findChild<RandomPuzzlePage*>();
    QVERIFY(page->findChild<QPushButton*>(QStringLiteral("resumeButton"))->isVisibleTo(page));
    page->findChild<QPushButton*>(QStringLiteral("resumeButton"))->click();
    QVERIFY(again.isPlaying());
    QCOMPARE(again.currentKey(), key);
    QCOMPARE(again.playerView()->placements(), partial);
    // Its title is the random puzzle's, in the language of this run.
    QCOMPARE(again.playerPage()->titleText(), ff::ui::LevelWords::randomPuzzleTitle(2, 0x1f));

    // Solved, it is no longer offered.
    again.playerView()->setAnimationSpeed(0);
    QSignalSpy finished(again.playerView(), &ff::ui::PlayerView::runFinished);
    again.playerView()->setPlacements(*level.solution);
    again.playerView()->release();
    QTRY_COMPARE(finished.count(), 1);
    again.showBrowser();
    QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("resumeButton"))->isVisibleTo(page));
}

void TestRandom::newPuzzleAsksBeforeDiscarding()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const ff::Level level = asGenerated(sharedLevel(), 1, 0x2a);
    QVERIFY(window.findChild<RandomPuzzles*>(QStringLiteral("randomPuzzles"))->openRandomPuzzle(level));
    window.playerView()->setPlacements({level.solution->front()});
    window.showBrowser();
    RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
    page->newPuzzle();
    auto* question = window.findChild<QMessageBox*>(QStringLiteral("discardPuzzleBox"));
    QVERIFY(question);
    QVERIFY(question->isVisible());
    clickButton(question, QStringLiteral("Back to the Puzzle"));
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

// The question before a new puzzle offers the Keep it names: the unsolved puzzle goes
// to My levels, and the new one is made.
void TestRandom::newPuzzleOffersToKeep()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const ff::Level level = asGenerated(sharedLevel(), 1, 0x2b);
    QVERIFY(window.findChild<RandomPuzzles*>(QStringLiteral("randomPuzzles"))->openRandomPuzzle(level));
    window.playerView()->setPlacements({level.solution->front()});
    window.showBrowser();
    RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
    page->newPuzzle();
    auto* question = window.findChild<QMessageBox*>(QStringLiteral("discardPuzzleBox"));
    QVERIFY(question);
    QVERIFY2(question->text().contains(QStringLiteral("keep it in My levels")), qPrintable(question->text()));
    QVERIFY(library->entries(LevelLibrary::MyLevels).empty());
    clickButton(question, QStringLiteral("Keep and Make a New One"));
    QCOMPARE(library->entries(LevelLibrary::MyLevels).size(), std::size_t{1});
    QVERIFY(library->entries(LevelLibrary::MyLevels).front().level == level);
    QVERIFY(ProgressStore::randomPuzzle().key.isEmpty());
    QVERIFY(page->maker()->isWaiting());
    QVERIFY(!page->findChild<QPushButton*>(QStringLiteral("resumeButton"))->isVisibleTo(page));
    page->cancel();
}

// A seed typed on the page makes that seed's puzzle, the same one each time.
void TestRandom::randomPuzzleFromASeed()
{
    QCOMPARE(RandomPuzzleMaker::seedFromText(QStringLiteral("1f")), std::optional<std::uint64_t>(0x1f));
    QCOMPARE(RandomPuzzleMaker::seedFromText(QStringLiteral("x")), std::optional<std::uint64_t>());
    QCOMPARE(RandomPuzzleMaker::seedFromText(QStringLiteral("8000000000000000")),
             std::optional<std::uint64_t>());
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
    page->setDifficulty(1);
    page->setSeedText(QStringLiteral("5eed"));
    page->newPuzzle();
    QTRY_VERIFY_WITH_TIMEOUT(window.isPlaying(), 60000);
    const ff::Level first = *library->find(window.currentKey())->level;
    QCOMPARE(first.id, std::string("generated-1-5eed"));
    QCOMPARE(window.playerPage()->titleText(), ff::ui::LevelWords::randomPuzzleTitle(1, 0x5eed));
}

// What is typed as a seed stays as typed; a text that is no seed is refused with a
// message that says what a seed is, at once and on New puzzle.
void TestRandom::seedThatIsNoSeedIsRefused()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    window.browser()->showCollection(LevelLibrary::Random);
    RandomPuzzlePage* page = window.findChild<RandomPuzzlePage*>();
    auto* seed = page->findChild<QLineEdit*>(QStringLiteral("seedEdit"));
    auto* problem = page->findChild<QLabel*>(QStringLiteral("seedProblem"));
    QVERIFY(seed && problem);
    QVERIFY(!problem->isVisibleTo(page));
    QTest::keyClicks(seed, QStringLiteral("hello"));
    QCOMPARE(seed->text(), QStringLiteral("hello"));
    QVERIFY(problem->isVisibleTo(page));
    QVERIFY2(problem->text().contains(QStringLiteral("“hello” is not a seed")), qPrintable(problem->text()));
    QVERIFY(problem->text().contains(QStringLiteral("0–9 and a–f")));
    page->newPuzzle();
    QVERIFY(!page->maker()->isWaiting());
    QVERIFY(!window.isPlaying());
    QCOMPARE(seed->text(), QStringLiteral("hello"));

    // Too large for a seed, and longer than one: refused too, never cut short.
    seed->setText(QStringLiteral("8000000000000000"));
    QVERIFY(problem->isVisibleTo(page));
    seed->setText(QStringLiteral("1234567890abcdef0"));
    QCOMPARE(seed->text(), QStringLiteral("1234567890abcdef0"));
    QVERIFY(problem->isVisibleTo(page));
    // A seed as a title shows it, also in capitals and with spaces around it.
    seed->setText(QStringLiteral(" 5EED "));
    QVERIFY(!problem->isVisibleTo(page));
    seed->clear();
    QVERIFY(!problem->isVisibleTo(page));
}

// A random puzzle's title is on one line where the window has room for it, and wraps
// where it has not.
void TestRandom::randomPuzzleTitleWrapsOnlyWithoutRoom()
{
    const auto library = makeLibrary();
    MainWindow window(library.get());
    const ff::Level level = asGenerated(sharedLevel(), 3, 0x1f);
    QVERIFY(window.findChild<RandomPuzzles*>(QStringLiteral("randomPuzzles"))->openRandomPuzzle(level));
    auto* title = window.playerPage()->findChild<QLabel*>(QStringLiteral("levelTitle"));
    const int line = title->fontMetrics().lineSpacing();
    window.resize(800, 600);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QTRY_VERIFY2(
        title->height() < 2 * line,
        qPrintable(QStringLiteral("%1 px wide, %2 px high").arg(title->width()).arg(title->height())));
    // A longer one wraps rather than widening the window.
    QVERIFY(title->minimumSizeHint().width() < title->sizeHint().width() / 2);
}

QTEST_MAIN(TestRandom)
#include "tst_random.moc"
