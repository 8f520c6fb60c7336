// "Verify": runs the solver on the edited level on a worker thread, with a
// progress bar and Cancel, so the editor never freezes. Shows whether the level is
// solvable, how many solutions it has (exact up to kLimit), whether it is unique
// and how long the search took; steps through the solutions (previewChanged gives
// the one to show on the board) and names the pieces in which a solution differs
// from the others, so the author can block the unintended ones. "Store as the
// level's solution" writes the shown one into the level's `solution` (an undo step).
// A change of the puzzle (board, monster, pieces, inventory, zone, goal) cancels a
// running search and clears the results; texts and the stored solution do not.
//
// After a search it checks, on a worker thread too, whether every piece of a
// solution is needed (ff::checkTightness): of the stored solution when it solves the
// level, else of the one shown. It says so, or names the idle pieces by their cells
// ("the stone on c4 is not needed"); idle() gives them to ring on the board while
// that solution is the one drawn.
//
// "Make It Unique" (with more than one solution found) asks the engine
// (ff::proposeUniqueness, on a worker thread) for changes that keep the intended
// solution, the stored one or else the one shown, and remove every other one. The
// proposals are listed with a line each; the selected one is shown on the board
// (previewLevel, changedCells) without changing the level, and Apply makes it one
// undo step, stores the intended solution and verifies again.
//
// A level with nothing to place (ff::publicationProblems) is not searched: the panel
// says so, as it says when the level has no title of its own; neither can be published.
// An invalid level is not searched either; when only its stored solution is wrong
// (LevelEditDocument::onlySolutionProblems) the panel offers to drop that solution
// and verify in one click.
//
// A unique level is graded (ff::gradeLevel, on a worker thread) by its one solution,
// and the engine's grade is offered as the level's difficulty (one undo step).
//
// proof() sums up what Verify found about the puzzle as it is now (File › Publish
// takes only a level proven to have one solution whose every piece is needed);
// proofChanged() is emitted whenever it may have changed.
#pragma once

#include "board/BackgroundJob.h"
#include "engine/rules/Level.h"
#include "engine/search/SolverTypes.h"
#include "engine/search/Tightness.h"
#include "engine/search/Uniqueness.h"

#include <QWidget>

#include <cstdint>
#include <optional>
#include <vector>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;

namespace ff::editor {

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
    // A search or a proposal search runs.
    bool isRunning() const { return search_->isRunning() || proposer_->isRunning(); }
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

    // The solution whose tightness is checked: the stored one when it solves the
    // level, else the one shown; and what the check found. Nothing before a search
    // found a solution, and while the check runs.
    struct TightnessCheck {
        bool stored = false;
        int shown = -1; // the solution shown when the check started
        std::vector<ff::Placement> solution;
        ff::Tightness tightness;
    };
    const std::optional<TightnessCheck>& tightness() const { return tightness_; }
    // What the panel says about it ("" when nothing is known).
    QString tightnessText() const;
    // The idle pieces of the checked solution while it is the one drawn on the board
    // (no proposal selected), else nothing.
    std::vector<ff::Placement> idle() const;

    // The engine's difficulty 1-5 of the unique level found by the last search, or
    // nothing (not unique, not graded yet); and what the panel says about it.
    std::optional<int> grade() const { return grade_; }
    QString gradeText() const;
    // Makes grade() the level's difficulty (one undo step).
    void useGrade();
    // Drops the stored solution (one undo step) and verifies.
    void dropSolutionAndVerify();

    // What Verify found about the puzzle as it is now: a change of the puzzle makes it
    // NotVerified until Verify ran again.
    enum class Proof {
        NotVerified,    // no search since the last change of the puzzle, or it was cancelled
        Running,        // a search or a proposal search runs
        Unsolvable,     // no solution
        NotUnique,      // more than one solution
        StoredFails,    // unique, but the stored solution is not that one
        CheckingPieces, // unique; the check that every piece is needed runs
        NotTight,       // a piece of the solution is not needed
        TooManyPieces,  // more than ff::kMaxTightnessPieces pieces: not checked
        Proven,         // exactly one solution, and every piece of it is needed
    };
    Proof proof() const;
    bool provedUniqueAndTight() const { return proof() == Proof::Proven; }

    // Starts the search for changes that make the level unique with the intended
    // solution: the stored one, else the one shown. Needs a finished search with
    // more than one solution.
    void makeUnique();
    // The last finished proposal search (status Proposed and no proposals before one).
    const ff::UniquenessResult& proposals() const { return proposals_; }
    // The solution the proposals keep.
    const std::vector<ff::Placement>& intended() const { return intended_; }
    // What the panel says when no change was found that keeps the intended solution:
    // the stored one, or else solution `shown` (1-based) not stored yet.
    static QString noChangeText(bool stored, int shown);
    // One line for a proposal, e.g. "Stone on (3, 4) — removes 2 other solutions".
    QString proposalText(const ff::UniquenessProposal& proposal) const;
    // The proposal shown on the board (index into proposals().proposals), -1 for none.
    int selectedProposal() const { return selected_; }
    void selectProposal(int index);
    // Applies the selected proposal as one undo step and verifies again.
    void applyProposal();
    // The part of the panel that shows Make It Unique's answer: the note, the list
    // and Apply.
    QWidget* answerWidget() const { return answer_; }
    // The level to draw instead of the document's: the selected proposal's.
    std::optional<ff::Level> previewLevel() const;
    // The cells the selected proposal changes (new stones, cells leaving the zone,
    // the piece that goes or changes kind).
    std::vector<ff::Cell> changedCells() const;

signals:
    void previewChanged();
    // proof() may have changed.
    void proofChanged();
    // Make It Unique answered: answerWidget() holds what it found.
    void answered();

private:
    void finish(const ff::SolveResult& result);
    void finishProposals(const ff::UniquenessResult& result);
    // Starts the tightness check of the solution to check unless the check started
    // last was of that solution.
    void startTightnessCheck();
    // Grades the level by its one solution when the search found exactly one.
    void startGrading();
    void clearResults();
    void clearProposals();
    void updateView();

    LevelEditDocument* document_;
    QPushButton* verify_;
    QPushButton* cancel_;
    QPushButton* dropVerify_;
    QProgressBar* progress_;
    QLabel* summary_;
    QPushButton* prev_;
    QLabel* which_;
    QPushButton* next_;
    QLabel* diff_;
    QLabel* tight_;
    QLabel* gradeLabel_;
    QPushButton* useGrade_;
    QPushButton* store_;
    QPushButton* unique_;
    QWidget* answer_;
    QLabel* proposalNote_;
    QListWidget* proposalList_;
    QPushButton* apply_;

    ui::BackgroundJob* search_;
    ui::BackgroundJob* proposer_;
    ui::BackgroundJob* tightnessJob_;
    ui::BackgroundJob* gradeJob_;
    std::optional<int> grade_;
    bool hasResult_ = false;
    // The level searched (running or with results).
    ff::Level searched_;
    ff::SolveResult result_;
    int shown_ = -1;
    QString message_;
    bool hasProposals_ = false;
    ff::UniquenessResult proposals_;
    std::vector<ff::Placement> intended_;
    // Whether intended_ is the stored solution (else the one shown when asked).
    bool intendedStored_ = false;
    int intendedIndex_ = -1;
    int selected_ = -1;
    // The tightness check started last (its `tightness` not filled in), and its
    // result once it arrived.
    TightnessCheck checked_;
    std::optional<TightnessCheck> tightness_;
};

} // namespace ff::editor
