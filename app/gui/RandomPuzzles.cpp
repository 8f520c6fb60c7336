#include "app/gui/RandomPuzzles.h"

#include "app/gui/LevelActions.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelNavigator.h"
#include "app/gui/PlayerPage.h"
#include "app/gui/ProgressStore.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "board/ThemedIcon.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"

#include <QAction>

#include <algorithm>

namespace ff::app {

RandomPuzzles::RandomPuzzles(LevelNavigator& navigator, QObject* parent) : QObject(parent), nav_(navigator)
{
    setObjectName(QStringLiteral("randomPuzzles"));
    newPuzzleAction_ =
        new QAction(ff::ui::themedIcon("view-refresh", QStyle::SP_BrowserReload), tr("New &puzzle"), this);
    newPuzzleAction_->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_P));
    newPuzzleAction_->setToolTip(tr("Another random puzzle of the same difficulty and mechanics (Ctrl+P)"));
    connect(newPuzzleAction_, &QAction::triggered, this, &RandomPuzzles::newPuzzleRequested);

    keepAction_ =
        new QAction(ff::ui::themedIcon("document-save", QStyle::SP_DialogSaveButton), tr("&Keep"), this);
    keepAction_->setShortcut(QKeySequence::Save);
    keepAction_->setToolTip(tr("Keep this random puzzle in My levels (Ctrl+S)"));
    connect(keepAction_, &QAction::triggered, this, &RandomPuzzles::keepRandomPuzzle);

    restore();
}

bool RandomPuzzles::isRandomInPlay() const
{
    return nav_.isPlaying() && nav_.library()->collectionOf(nav_.currentKey()) == LevelLibrary::Random;
}

void RandomPuzzles::updateActions()
{
    const bool random = isRandomInPlay();
    const bool kept = random && isKept(*nav_.library()->find(nav_.currentKey())->level);
    newPuzzleAction_->setVisible(random);
    keepAction_->setVisible(random);
    keepAction_->setEnabled(random && !kept);
    if (random)
        nav_.playerPage()->setStatsNote(kept ? tr("Kept in My levels") : QString());
}

bool RandomPuzzles::openRandomPuzzle(const ff::Level& level)
{
    const QString key = nav_.library()->addRandomLevel(level);
    ProgressStore::Session puzzle;
    puzzle.key = key;
    puzzle.source = QString::fromStdString(ff::encodeShareCode(level));
    ProgressStore::setRandomPuzzle(puzzle);
    return nav_.openLevel(key);
}

void RandomPuzzles::restore()
{
    const ProgressStore::Session puzzle = ProgressStore::randomPuzzle();
    LevelLibrary* library = nav_.library();
    if (puzzle.key.isEmpty() || library->find(puzzle.key))
        return;
    const ff::ShareDecode decoded = ff::decodeShareCode(puzzle.source.toStdString());
    if (!decoded.level || !ff::validateLevel(*decoded.level).empty() ||
        library->addRandomLevel(*decoded.level) != puzzle.key)
        ProgressStore::clearRandomPuzzle();
}

void RandomPuzzles::showResumable()
{
    const ProgressStore::Session puzzle = ProgressStore::randomPuzzle();
    const LevelEntry* entry = puzzle.key.isEmpty() ? nullptr : nav_.library()->find(puzzle.key);
    if (!entry || ProgressStore::isSolved(puzzle.key))
        emit resumableChanged({}, 0);
    else
        emit resumableChanged(ff::ui::LevelWords::title(*entry->level),
                              static_cast<int>(puzzle.placements.size()));
}

bool RandomPuzzles::resumeRandomPuzzle()
{
    const ProgressStore::Session puzzle = ProgressStore::randomPuzzle();
    if (puzzle.key.isEmpty() || !nav_.openLevel(puzzle.key))
        return false;
    nav_.playerView()->setPlacements(puzzle.placements);
    nav_.saveSession();
    return true;
}

bool RandomPuzzles::isKept(const ff::Level& level) const
{
    const std::vector<LevelEntry>& mine = nav_.library()->entries(LevelLibrary::MyLevels);
    return std::any_of(mine.begin(), mine.end(), [&](const LevelEntry& e) { return e.level == level; });
}

bool RandomPuzzles::keepRandomPuzzle()
{
    return isRandomInPlay() && keep(nav_.currentKey());
}

bool RandomPuzzles::keepUnsolvedPuzzle()
{
    const QString key = ProgressStore::randomPuzzle().key;
    return !key.isEmpty() && keep(key);
}

bool RandomPuzzles::keep(const QString& key)
{
    const LevelEntry* entry = nav_.library()->find(key);
    if (!entry || isKept(*entry->level))
        return false;
    if (LevelActions::keepInMyLevels(nav_, *entry->level).isEmpty())
        return false;
    // Safe in My levels, it is no longer the puzzle a new one would discard.
    if (ProgressStore::randomPuzzle().key == entry->key)
        ProgressStore::clearRandomPuzzle();
    nav_.updateActions();
    return true;
}

} // namespace ff::app
