// Random puzzles in the main window: playing the one the Random puzzle page made
// (listed under Random puzzle for this session), New puzzle and Keep while one is in
// play, and the unsolved one kept from an earlier run (ProgressStore::randomPuzzle),
// offered on the page to resume. The page is the window's: it connects the page's
// puzzleReady and resumeRequested here and this part's signals to the page.
#pragma once

#include "engine/rules/Level.h"

#include <QObject>

class QAction;

namespace ff::app {

class LevelNavigator;

class RandomPuzzles : public QObject {
    Q_OBJECT
public:
    // Lists the kept random puzzle of an earlier run under Random puzzle (the window's
    // showBrowser offers it through showResumable).
    RandomPuzzles(LevelNavigator& navigator, QObject* parent);

    QAction* newPuzzleAction() const { return newPuzzleAction_; }
    QAction* keepAction() const { return keepAction_; }
    // Shows New puzzle and Keep while a random puzzle is in play, and on the player
    // page whether it is kept in My levels.
    void updateActions();

    // Plays a random puzzle (RandomPuzzleMaker::puzzleReady): listed under Random
    // puzzle for this session, opened on the player page.
    bool openRandomPuzzle(const ff::Level& level);
    // Writes the random puzzle in play into My levels; the player stays on it. Kept,
    // it is no longer offered for resuming (ProgressStore::randomPuzzle), and a new
    // puzzle replaces it without asking.
    bool keepRandomPuzzle();
    // Writes the unsolved random puzzle a new one would replace
    // (ProgressStore::randomPuzzle) into My levels, whether it is in play or not, as
    // the page's question before a new puzzle offers. False when there is none or it
    // cannot be written.
    bool keepUnsolvedPuzzle();
    // Opens the unsolved random puzzle kept in ProgressStore::randomPuzzle with its
    // placement, as the Random puzzle page's Resume does. False when there is none.
    bool resumeRandomPuzzle();
    // Offers the kept random puzzle on the Random puzzle page while it is unsolved
    // (resumableChanged).
    void showResumable();

signals:
    // New puzzle: the page makes another one of the same choice.
    void newPuzzleRequested();
    // The random puzzle to offer for resuming: its title and the pieces placed so
    // far (an empty title: none).
    void resumableChanged(const QString& title, int placed);

private:
    void restore();
    bool isRandomInPlay() const;
    // Keep of the random puzzle listed under `key`.
    bool keep(const QString& key);
    // My levels holds a level equal to `level`.
    bool isKept(const ff::Level& level) const;

    LevelNavigator& nav_;
    QAction* newPuzzleAction_;
    QAction* keepAction_;
};

} // namespace ff::app
