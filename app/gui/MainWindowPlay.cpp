// The main window's level in play: what a run counts, the Solved panel, replaying
// a win and showing the solution.
#include "app/gui/MainWindow.h"

#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/RandomPuzzlePage.h"
#include "app/gui/SoundPlayer.h"
#include "board/PlayerView.h"
#include "engine/Solver.h"

#include <QApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

#include <utility>

void MainWindow::runFinished(ff::Outcome outcome)
{
    if (currentKey_.isEmpty())
        return;
    if (outcome == ff::Outcome::Solved)
        sound_->play(SoundPlayer::Win);
    const Demo demo = std::exchange(demo_, Demo::None);
    if (demo == Demo::Replay && lastWin_)
        showWin(*lastWin_);
    if (demo != Demo::None)
        return;
    const bool firstSolve = outcome == ff::Outcome::Solved && !ProgressStore::isSolved(currentKey_);
    ProgressStore::addAttempt(currentKey_);
    ++runsSinceOpen_;
    if (outcome == ff::Outcome::Solved) {
        ProgressStore::markSolved(currentKey_);
        lastWin_ =
            ProgressStore::recordWin(currentKey_, runsSinceOpen_, playTimeMs(), playerView()->placements());
        const LevelEntry* entry = library_->find(currentKey_);
        if (entry->week && *entry->week == library_->currentWeek())
            ProgressStore::markWeekSolvedInTime(*entry->week);
    }
    if (firstSolve && library_->collectionOf(currentKey_) == LevelLibrary::Random) {
        ProgressStore::addRandomSolved(library_->find(currentKey_)->level->difficulty.value_or(0));
        browser_->randomPage()->updateSolved();
    }
    page_->updateStats();
    if (outcome == ff::Outcome::Solved)
        showWin(*lastWin_);
}

void MainWindow::showWin(const ProgressStore::Win& win)
{
    const LevelEntry* entry = library_->find(currentKey_);
    std::optional<int> streak;
    if (entry && entry->week)
        streak = ProgressStore::weeklyStreak(library_->currentWeek());
    const bool random = library_->collectionOf(currentKey_) == LevelLibrary::Random;
    page_->showSolved(win, streak, random || !nextInCollection().isEmpty());
}

bool MainWindow::playDemo(const std::vector<ff::Placement>& placements, bool solution)
{
    ffui::PlayerView* view = playerView();
    if (!isPlaying() || placements.empty() || !view->isPlayable())
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

bool MainWindow::replayWin()
{
    return playDemo(ProgressStore::winningPlacements(currentKey_), false);
}

void MainWindow::askToShowSolution()
{
    auto* box = new QMessageBox(QMessageBox::Question, tr("Show the solution?"),
                                tr("Give up and see the solution? The level then counts as "
                                   "“solution shown”, never as solved without hints."),
                                QMessageBox::NoButton, this);
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

bool MainWindow::showSolution()
{
    if (!isPlaying() || !playerView()->isPlayable())
        return false;
    const ff::Level& level = playerView()->level();
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
        statusBar()->showMessage(tr("This level has no solution to show."), kStatusTimeoutMs);
        return false;
    }
    ProgressStore::markRevealed(currentKey_);
    page_->updateStats();
    statusBar()->showMessage(tr("This is a solution. The level is marked “solution shown”."),
                             2 * kStatusTimeoutMs);
    return playDemo(solution, true);
}
