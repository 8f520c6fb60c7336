// The player screen widget: the board, the inventory palette, the run controls
// and the hint buttons, over a PlacementDocument and a RunAnimator.
//
// Keys (the board has the focus): arrows move the cursor, which starts on the
// monster (or, when the level limits where pieces go, on the first such cell);
// O, E, S, C, R, L, U select own token, enemy token, stone, crystal, right-, left-
// and U-turn stone; Space or Enter places the selected piece on the cursor; Delete
// or Backspace removes the placed piece there; Ctrl+Enter releases the monster.
// During a run: Space pauses/resumes, Right or N plays one step, Esc skips to the
// end; after it, Enter or Esc returns to placing, and Left / Right (or , and .),
// Home and End scrub through the run, as do the buttons and the slider beside the
// board. The message line (during the run) and a line under the slider (after it)
// explain the step shown: what the monster saw and what it did. Undo, Redo, Restart and Release
// are the app's actions too (undoStack(), restart(), release()); the view's buttons
// are reached with Tab, and a click on one leaves the keyboard focus on the board.
//
// Below the board a message line tells what happened (a refused cell and why, a
// hint's answer, the step of a run and its keys); after a run the result takes its
// place there, never over the board.
#pragma once

#include "board/BackgroundJob.h"
#include "board/BoardWidget.h"
#include "board/HintKind.h"
#include "board/InventoryPalette.h"
#include "board/PlacementDocument.h"
#include "board/RunAnimator.h"
#include "engine/rules/Arena.h"
#include "engine/rules/Level.h"

#include <QList>
#include <QWidget>

class QAction;
class QVBoxLayout;

#include <optional>
#include <vector>

namespace ff {
struct Hint;
}

class QCheckBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QStackedWidget;
class QUndoStack;

namespace ff::ui {

class RunResultPanel;
class RunTimeline;

class PlayerView : public QWidget {
    Q_OBJECT
public:
    explicit PlayerView(QWidget* parent = nullptr);

    // Resets placements and undo history. A level that ff::validateLevel rejects is
    // shown, but placing and releasing are refused with the first problem named.
    void setLevel(const ff::Level& level);
    // The level passed validation, so it can be played.
    bool isPlayable() const { return playable_; }
    const ff::Level& level() const { return document_->level(); }
    std::vector<ff::Placement> placements() const { return document_->placements(); }
    // Restores an in-progress placement (not undoable); illegal entries are dropped.
    void setPlacements(const std::vector<ff::Placement>& placements);
    QUndoStack* undoStack() const { return document_->undoStack(); }
    // Removes every placed piece (one undo step).
    void restart();
    // Runs the monster (only when every piece is placed; else says what is missing).
    void release();
    // Runs the placement as the level's solution shown to a player who gave up: a
    // win is titled as the solution, not as the player's success.
    void releaseSolution();
    // Adds a button for `action` below the hints (the app's Show solution).
    void addHintAction(QAction* action);
    // Cells per second; 0 = instant.
    void setAnimationSpeed(int cellsPerSecond);
    // Asks the solver, on a worker thread, whether the placement can still be
    // completed (HintKind::CompletableCheck) or for one more correct piece, shown
    // see-through on the board (HintKind::PieceShown). The answer comes as a message, and as hintUsed(kind)
    // when it tells something new: not "still completable" with nothing placed, nor the answer of the last
    // counted hint again for the same pieces. A newer request, a change of the placement or a new level
    // cancels a pending one.
    void requestHint(HintKind kind);
    bool isHintPending() const { return hint_->isRunning(); }
    // Leaves the result (or an unfinished run) and goes back to placing.
    void returnToEditing();
    // Hides the result under the board, for a page that shows the end of the run in
    // its own panel (the app's Solved panel), so that one box tells it; the board
    // takes the room. Going back to placing shows the message line again.
    void setResultHidden(bool hidden);
    // After a run: shows the board after `step` steps (clamped to the run) and
    // explains that step.
    void showRunStep(long step);

    // The monster's sight rays on the board and in runs (the "Show the monster's
    // sight" box beside the board).
    void setShowSight(bool on);
    bool showsSight() const;

    bool isRunning() const { return animator_->isActive(); }
    // The sub-moves the last run animated so far, in order.
    const std::vector<ff::Event>& animatedEvents() const { return animator_->animatedEvents(); }
    BoardWidget* board() const { return board_; }
    RunAnimator* animator() const { return animator_; }
    // The keys that scrub a finished run (Left and comma, Right and period, Home,
    // End), enabled only then. They work wherever the focus is in this view; a page
    // that shows the run's end in a panel of its own adds them to itself as well.
    const QList<QAction*>& scrubActions() const { return scrubActions_; }

signals:
    void placementsChanged();
    // The result of a run (or the run itself) was left for placing again.
    void resultLeft();
    // When the run's animation has ended (or was skipped).
    void runFinished(ff::Outcome outcome);
    // The player used a hint of this kind.
    void hintUsed(ff::ui::HintKind kind);
    // The player switched the monster's sight on or off.
    void sightToggled(bool on);
    // A message for the player, e.g. the reason a cell is refused or a hint's
    // answer. The view shows it in its message line itself.
    void statusMessage(const QString& text);

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    // The constructor's parts: the widgets beside and below the board, and the wiring.
    void buildFeedback();
    void styleControls();
    QWidget* buildSidePanel();
    void connectSignals();

    void say(const QString& text);
    void refuse(PlacementDocument::Refusal r, ff::Cell cell, PieceChoice choice = {});
    void placeAt(ff::Cell cell, std::optional<PieceChoice> choice);
    void removeAt(ff::Cell cell);
    void onRunFinished(ff::Outcome outcome);
    // The message line during a run: the step and the run's keys.
    void showRunProgress();
    // Where the keyboard cursor starts on a new level.
    ff::Cell startCell() const;
    void cancelHint();
    void showHint(HintKind kind, const ff::Hint& hint);
    // Names the placed pieces to take back and flashes their cells.
    QString takeBackText(const std::vector<ff::Placement>& pieces);
    void updateControls();

    PlacementDocument* document_;
    RunAnimator* animator_;
    BoardWidget* board_;
    InventoryPalette* palette_;
    QLabel* message_;
    QLabel* left_;
    QPushButton* release_;
    QPushButton* restart_;
    QPushButton* pause_;
    QPushButton* step_;
    QPushButton* skip_;
    QPushButton* completable_;
    QPushButton* showPiece_;
    QVBoxLayout* hintColumn_ = nullptr;
    QCheckBox* sight_;
    QCheckBox* path_;
    QWidget* runBox_;
    RunTimeline* timeline_;    // scrubbing through a finished run
    QWidget* placing_;         // the pieces to place and how, in place of the timeline
    QScrollArea* sideScroll_;  // the column beside the board
    QStackedWidget* feedback_; // the message line, or the result after a run
    RunResultPanel* result_;
    QList<QAction*> scrubActions_;
    long shownStep_ = -1;
    bool shownPaused_ = false;
    bool playable_ = false;
    bool showingSolution_ = false; // the run under way is releaseSolution's
    BackgroundJob* hint_;          // the solver's search for a hint
    // The last hint counted: the pieces it was asked for and its answer.
    struct CountedHint {
        std::vector<ff::Placement> placements;
        QString answer;
    };
    std::optional<CountedHint> lastHint_;
    QString unplayableReason_;
};

} // namespace ff::ui
