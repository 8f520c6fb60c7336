// The Random puzzle page of the level browser: the player picks a difficulty
// (remembered in AppSettings) and, optionally, mechanics the puzzle must use, and
// asks for a New puzzle. While the RandomPuzzleMaker works, the page shows its
// attempts and time with a Cancel button; the puzzle itself goes to whoever listens
// to maker()->puzzleReady (MainWindow plays it). Below: the seed of the last puzzle
// and how many random puzzles were solved per difficulty (ProgressStore).
#pragma once

#include "app/gui/RandomPuzzleMaker.h"

#include <QWidget>

#include <array>

class QButtonGroup;
class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;

class RandomPuzzlePage : public QWidget {
    Q_OBJECT
public:
    explicit RandomPuzzlePage(QWidget* parent = nullptr);

    RandomPuzzleMaker* maker() const { return maker_; }
    // What the controls ask for now.
    RandomPuzzleMaker::Choice choice() const;
    void setDifficulty(int difficulty);
    void setMechanic(RandomPuzzleMaker::Mechanic m, bool on);

    // New puzzle, as the button does: asks the maker for a puzzle of choice().
    void newPuzzle();
    // Cancel, as the button does.
    void cancel();
    // Re-reads the solved counts.
    void updateSolved();

    QPushButton* newPuzzleButton() const { return newPuzzle_; }
    QPushButton* cancelButton() const { return cancel_; }
    QString progressText() const;
    QString statusText() const;
    QString solvedText() const;

private:
    void choiceChanged();
    void setBusy(bool busy);
    void showStatus();

    RandomPuzzleMaker* maker_;
    QButtonGroup* difficulty_;
    QLabel* stars_;
    std::array<QCheckBox*, RandomPuzzleMaker::MechanicCount> mechanics_{};
    QPushButton* newPuzzle_;
    QPushButton* cancel_;
    QProgressBar* busy_;
    QLabel* progress_;
    QLabel* status_;
    QLabel* solved_;
    QString lastPuzzle_; // "Last puzzle: …", empty before the first
};
