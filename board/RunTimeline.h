// After a run, at the top of the column beside the board (so the board keeps its
// size): the buttons and the slider that scrub through the run, the step shown of
// how many, and the explanation of that step. It follows the step the RunAnimator
// shows; the buttons and the slider ask for a step (stepRequested).
#pragma once

#include <QWidget>

class QLabel;
class QSlider;
class QToolButton;

namespace ff::ui {

class RunAnimator;

class RunTimeline : public QWidget {
    Q_OBJECT
public:
    explicit RunTimeline(const RunAnimator* animator, QWidget* parent = nullptr);

    // The run has finished: the slider spans it and the step shown is explained.
    void showRun();
    // Follows the step the animator shows, once the run has finished.
    void showExplanation();

signals:
    // The player asked for the board after `step` steps.
    void stepRequested(long step);

private:
    const RunAnimator* animator_;
    QToolButton* firstStep_;
    QToolButton* prevStep_;
    QSlider* scrub_;
    QToolButton* nextStep_;
    QToolButton* lastStep_;
    QLabel* stepOf_;
    QLabel* why_;
    long explained_ = -1;
};

} // namespace ff::ui
