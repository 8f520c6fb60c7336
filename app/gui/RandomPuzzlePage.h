// The Random puzzle page of the level browser: the player picks a difficulty
// (remembered in AppSettings) and, optionally, mechanics the puzzle must use, and
// asks for a New puzzle. While the RandomPuzzleMaker works, the page shows its
// attempts and time with a Cancel button; the puzzle itself goes to whoever listens
// to maker()->puzzleReady (RandomPuzzles plays it). A seed typed in makes that seed's
// puzzle; any other text is refused with a message saying what a seed is. The
// unsolved random puzzle in play (ProgressStore::randomPuzzle) can be resumed here,
// and New puzzle discards it only after asking. Below: the seed of the last puzzle
// and how many random puzzles were solved per difficulty.
#pragma once

#include "app/gui/RandomPuzzleMaker.h"

#include <QWidget>

#include <array>

class QButtonGroup;
class QCheckBox;
class QGridLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;

namespace ff::app {

class RandomPuzzlePage : public QWidget {
    Q_OBJECT
public:
    explicit RandomPuzzlePage(QWidget* parent = nullptr);

    RandomPuzzleMaker* maker() const { return maker_; }
    // What the controls ask for now.
    RandomPuzzleMaker::Choice choice() const;
    void setDifficulty(int difficulty);
    void setMechanic(ff::Mechanic m, bool on);

    // New puzzle, as the button does: asks the maker for a puzzle of choice(), from
    // the seed typed in if there is one; a text that is no seed is refused (the
    // message "seedProblem" says what a seed is) and nothing is made. With an unsolved random puzzle in play
    // it first asks (the message box "discardPuzzleBox") whether to keep it (keepRequested) or discard
    // it before the new one is made, or to go on with it (resumeRequested).
    void newPuzzle();
    void setSeedText(const QString& text);
    // Shows or hides the offer to resume the random puzzle in play: its title and
    // the pieces placed so far (an empty title hides it).
    void showResumable(const QString& title, int placed);
    // Cancel, as the button does.
    void cancel();
    // Re-reads the solved counts.
    void updateSolved();

    QPushButton* newPuzzleButton() const { return newPuzzle_; }
    QString progressText() const;
    QString statusText() const;
    QString solvedText() const;

signals:
    // The player asked to go on with the random puzzle offered by showResumable.
    void resumeRequested();
    // The player chose to keep the unsolved random puzzle in My levels before a new one
    // is made; a receiver that keeps it clears ProgressStore::randomPuzzle.
    void keepRequested();
    // A new puzzle is being made (newPuzzle, after the question if there was one).
    void newPuzzleStarted();

private:
    // The parts the constructor lays out: the difficulty buttons with the stars, the
    // mechanics to choose, New puzzle / Cancel / Seed, and the row offering to resume.
    QHBoxLayout* buildDifficultyRow();
    QGridLayout* buildMechanicGrid();
    QHBoxLayout* buildButtonRow();
    void buildResumeRow();
    void makePuzzle();
    // Shows whether the seed field holds a seed (or nothing); false: it does not.
    bool checkSeed();
    void choiceChanged();
    void setBusy(bool busy);
    void showStatus();

    RandomPuzzleMaker* maker_;
    QButtonGroup* difficulty_;
    QLabel* stars_;
    std::array<QCheckBox*, RandomPuzzleMaker::kMechanics.size()> mechanics_{};
    QPushButton* newPuzzle_;
    QPushButton* cancel_;
    QLineEdit* seed_;
    QWidget* resumeRow_;
    QLabel* resumeText_;
    QPushButton* resume_;
    QLabel* seedProblem_;
    QProgressBar* busy_;
    QLabel* progress_;
    QLabel* status_;
    QLabel* solved_;
    QString lastPuzzle_; // "Last puzzle: …", empty before the first
};

} // namespace ff::app
