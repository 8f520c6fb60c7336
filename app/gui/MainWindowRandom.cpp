// The main window's random puzzles: playing, keeping and resuming them.
#include "app/gui/MainWindow.h"

#include "app/gui/LevelBrowser.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/RandomPuzzlePage.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "engine/LevelIo.h"
#include "engine/ShareCode.h"

#include <QStatusBar>

#include <algorithm>

bool MainWindow::openRandomPuzzle(const ff::Level& level)
{
    const QString key = library_->addRandomLevel(level);
    ProgressStore::Session puzzle;
    puzzle.key = key;
    puzzle.source = QString::fromStdString(ff::encodeShareCode(level));
    ProgressStore::setRandomPuzzle(puzzle);
    return openLevel(key);
}

void MainWindow::restoreRandomPuzzle()
{
    const ProgressStore::Session puzzle = ProgressStore::randomPuzzle();
    if (puzzle.key.isEmpty() || library_->find(puzzle.key))
        return;
    const ff::ShareDecode decoded = ff::decodeShareCode(puzzle.source.toStdString());
    if (!decoded.level || !ff::validateLevel(*decoded.level).empty() ||
        library_->addRandomLevel(*decoded.level) != puzzle.key) {
        ProgressStore::clearRandomPuzzle();
        return;
    }
    showResumableRandomPuzzle();
}

void MainWindow::showResumableRandomPuzzle()
{
    const ProgressStore::Session puzzle = ProgressStore::randomPuzzle();
    const LevelEntry* entry = puzzle.key.isEmpty() ? nullptr : library_->find(puzzle.key);
    if (!entry || ProgressStore::isSolved(puzzle.key))
        browser_->randomPage()->showResumable({}, 0);
    else
        browser_->randomPage()->showResumable(ffui::LevelWords::title(*entry->level),
                                              static_cast<int>(puzzle.placements.size()));
}

bool MainWindow::resumeRandomPuzzle()
{
    const ProgressStore::Session puzzle = ProgressStore::randomPuzzle();
    if (puzzle.key.isEmpty() || !openLevel(puzzle.key))
        return false;
    playerView()->setPlacements(puzzle.placements);
    saveSession();
    return true;
}

bool MainWindow::isKept(const ff::Level& level) const
{
    const std::vector<LevelEntry>& mine = library_->entries(LevelLibrary::MyLevels);
    return std::any_of(mine.begin(), mine.end(), [&](const LevelEntry& e) { return e.level == level; });
}

bool MainWindow::keepRandomPuzzle()
{
    const LevelEntry* entry = isPlaying() ? library_->find(currentKey_) : nullptr;
    if (!entry || library_->collectionOf(currentKey_) != LevelLibrary::Random || isKept(*entry->level))
        return false;
    const ff::Level level = *entry->level;
    QString error;
    if (library_->keepInMyLevels(level, error).isEmpty()) {
        showWarning(tr("Cannot keep the level"), error);
        return false;
    }
    updateActions();
    statusBar()->showMessage(tr("“%1” is kept in My levels.").arg(ffui::LevelWords::title(level)),
                             kStatusTimeoutMs);
    return true;
}
