// "Verify": runs the solver on the edited level on a worker thread, with a
// progress bar and Cancel, so the editor never freezes. Shows whether the level is
// solvable, how many solutions it has (exact up to kLimit), whether it is unique
// and how long the search took; steps through the solutions (previewChanged gives
// the one to show on the board) and names the pieces in which a solution differs
// from the others, so the author can block the unintended ones. "Store as the
// level's solution" writes the shown one into the level's `solution` (an undo step).
// A change of the puzzle (board, monster, pieces, inventory, zone, goal) cancels a
// running search and clears the results; texts and the stored solution do not.
#pragma once

#include "board/BackgroundJob.h"
#include "engine/Level.h"
#include "engine/SolverTypes.h"

#include <QWidget>

#include <cstdint>
#include <vector>

class QLabel;
class QProgressBar;
class QPushButton;

namespace ffui {

class LevelEditDocument;

class VerifyPanel : public QWidget {
    Q_OBJECT
public:
    // Solutions are counted exactly up to this many.
    static constexpr std::uint64_t kLimit = 100;

    // `document` must outlive the panel.
    explicit VerifyPanel(LevelEditDocument* document, QWidget* parent = nullptr);

    // Starts a search (cancelling a running one); refused with a message while the
    // level has problems.
    void verify();
    void cancel();
    bool isRunning() const { return search_->isRunning(); }
    // The last finished search (empty before one finished).
    const ff::SolveResult& result() const { return result_; }
    bool hasResult() const { return hasResult_; }
    QString summaryText() const;

    // The solution shown (index into result().solutions), -1 for none.
    int shownSolution() const { return shown_; }
    void showSolution(int index);
    // The placements to draw on the board: the shown solution, else nothing.
    std::vector<ff::Placement> preview() const;
    // The pieces of the shown solution that not every found solution has.
    std::vector<ff::Placement> differences() const;
    // Writes the shown solution into the level (one undo step).
    void storeShownSolution();

signals:
    void previewChanged();

private:
    void finish(const ff::SolveResult& result);
    void clearResults();
    void updateView();

    LevelEditDocument* document_;
    QPushButton* verify_;
    QPushButton* cancel_;
    QProgressBar* progress_;
    QLabel* summary_;
    QPushButton* prev_;
    QLabel* which_;
    QPushButton* next_;
    QLabel* diff_;
    QPushButton* store_;

    BackgroundJob* search_;
    bool hasResult_ = false;
    // The level searched (running or with results).
    ff::Level searched_;
    ff::SolveResult result_;
    int shown_ = -1;
    QString message_;
};

} // namespace ffui
