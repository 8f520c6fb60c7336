#include "app/gui/PlayTracker.h"

#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelNavigator.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/SoundPlayer.h"
#include "board/PlayerView.h"
#include "board/ThemedIcon.h"
#include "engine/search/Solver.h"

#include <QAction>
#include <QApplication>
#include <QMainWindow>
#include <QMessageBox>
#include <QPushButton>

#include <utility>

PlayTracker::PlayTracker(LevelNavigator& navigator, SoundPlayer* sound, QObject* parent)
    : QObject(parent), nav_(navigator), sound_(sound)
{
    showSolutionAction_ =
        new QAction(ffui::themedIcon("help-hint", QStyle::SP_DialogHelpButton), tr("Show s&olution…"), this);
    showSolutionAction_->setToolTip(
        tr("Give up: place the solution and let the monster run; the level counts as solution shown"));
    connect(showSolutionAction_, &QAction::triggered, this, &PlayTracker::askToShowSolution);

    ffui::PlayerView* view = nav_.playerView();
    PlayerPage* page = nav_.playerPage();
    connect(view, &ffui::PlayerView::runFinished, this, &PlayTracker::runFinished);
    connect(view, &ffui::PlayerView::hintUsed, this, [this, page](ffui::HintKind kind) {
        if (nav_.currentKey().isEmpty())
            return;
        ProgressStore::addHint(nav_.currentKey(), kind);
        page->updateStats();
    });
    // Giving up is offered where the hints are, not only in the Game menu.
    view->addHintAction(showSolutionAction_);
    // A change of the pieces ends a replay or a shown solution: the next run is the player's.
    connect(view, &ffui::PlayerView::placementsChanged, this, [this, page] {
        demo_ = Demo::None;
        page->hideSolved();
    });
    connect(page, &PlayerPage::replayRequested, this, &PlayTracker::replayWin);
}

void PlayTracker::levelOpened()
{
    playedMs_ = 0;
    clock_.start();
    runsSinceOpen_ = 0;
    demo_ = Demo::None;
    lastWin_.reset();
}

void PlayTracker::setMinimised(bool minimised)
{
    if (minimised && clock_.isValid()) {
        playedMs_ += clock_.elapsed();
        clock_.invalidate();
    } else if (!minimised && !clock_.isValid() && !nav_.currentKey().isEmpty()) {
        clock_.start();
    }
}

qint64 PlayTracker::playTimeMs() const
{
    return playedMs_ + (clock_.isValid() ? clock_.elapsed() : 0);
}

void PlayTracker::runFinished(ff::Outcome outcome)
{
    const QString key = nav_.currentKey();
    if (key.isEmpty())
        return;
    if (outcome == ff::Outcome::Solved)
        sound_->play(SoundPlayer::Win);
    const Demo demo = std::exchange(demo_, Demo::None);
    if (demo == Demo::Replay && lastWin_)
        showWin(*lastWin_);
    if (demo != Demo::None)
        return;
    LevelLibrary* library = nav_.library();
    const bool firstSolve = outcome == ff::Outcome::Solved && !ProgressStore::isSolved(key);
    ProgressStore::addAttempt(key);
    ++runsSinceOpen_;
    if (outcome == ff::Outcome::Solved) {
        ProgressStore::markSolved(key);
        lastWin_ =
            ProgressStore::recordWin(key, runsSinceOpen_, playTimeMs(), nav_.playerView()->placements());
        const LevelEntry* entry = library->find(key);
        if (entry->week && *entry->week == library->currentWeek())
            ProgressStore::markWeekSolvedInTime(*entry->week);
    }
    if (firstSolve && library->collectionOf(key) == LevelLibrary::Random) {
        ProgressStore::addRandomSolved(library->find(key)->level->difficulty.value_or(0));
        nav_.browser()->randomPage()->updateSolved();
    }
    nav_.playerPage()->updateStats();
    if (outcome == ff::Outcome::Solved)
        showWin(*lastWin_);
}

void PlayTracker::showWin(const ProgressStore::Win& win)
{
    LevelLibrary* library = nav_.library();
    const LevelEntry* entry = library->find(nav_.currentKey());
    std::optional<int> streak;
    if (entry && entry->week)
        streak = ProgressStore::weeklyStreak(library->currentWeek());
    const bool random = library->collectionOf(nav_.currentKey()) == LevelLibrary::Random;
    nav_.playerPage()->showSolved(win, streak, random || !nav_.nextInCollection().isEmpty());
}

bool PlayTracker::playDemo(const std::vector<ff::Placement>& placements, bool solution)
{
    ffui::PlayerView* view = nav_.playerView();
    if (!nav_.isPlaying() || placements.empty() || !view->isPlayable())
        return false;
    view->returnToEditing();
    view->setPlacements(placements);
    demo_ = solution ? Demo::Solution : Demo::Replay;
    if (solution)
        view->releaseSolution();
    else
        view->release();
    // A run that finishes at once has reset demo_ already; one that did not start
    // must not leave it set for the player's next run.
    if (!view->isRunning())
        demo_ = Demo::None;
    return true;
}

bool PlayTracker::replayWin()
{
    return playDemo(ProgressStore::winningPlacements(nav_.currentKey()), false);
}

void PlayTracker::askToShowSolution()
{
    auto* box = new QMessageBox(QMessageBox::Question, tr("Show the solution?"),
                                tr("Give up and see the solution? The level then counts as "
                                   "“solution shown”, never as solved without hints."),
                                QMessageBox::NoButton, nav_.mainWindow());
    box->setObjectName(QStringLiteral("showSolutionBox"));
    QPushButton* show = box->addButton(tr("Show Solution"), QMessageBox::AcceptRole);
    box->addButton(tr("Keep Trying"), QMessageBox::RejectRole);
    box->setDefaultButton(show);
    box->setAttribute(Qt::WA_DeleteOnClose);
    connect(box, &QMessageBox::buttonClicked, this, [this, show](QAbstractButton* b) {
        if (b == show)
            showSolution();
    });
    box->open();
}

bool PlayTracker::showSolution()
{
    ffui::PlayerView* view = nav_.playerView();
    if (!nav_.isPlaying() || !view->isPlayable())
        return false;
    const ff::Level& level = view->level();
    std::vector<ff::Placement> solution = level.solution.value_or(std::vector<ff::Placement>{});
    if (solution.empty()) {
        QApplication::setOverrideCursor(Qt::WaitCursor);
        ff::SolveOptions options;
        options.limit = 1;
        const ff::SolveResult result = ff::Solver(level).solve(options);
        QApplication::restoreOverrideCursor();
        if (!result.solutions.empty())
            solution = result.solutions.front();
    }
    if (solution.empty()) {
        nav_.showStatus(tr("This level has no solution to show."));
        return false;
    }
    ProgressStore::markRevealed(nav_.currentKey());
    nav_.playerPage()->updateStats();
    nav_.showStatus(tr("This is a solution. The level is marked “solution shown”."),
                    2 * LevelNavigator::kStatusTimeoutMs);
    return playDemo(solution, true);
}
