// The result of a run, under the board in place of the message line (never over
// the board: the end of the run stays visible): a picture (the monster, or the
// token lost), the outcome as a title in its colour, what happened in which step,
// and Back to placing.
#pragma once

#include "engine/rules/Arena.h"
#include "engine/rules/Level.h"

#include <QFrame>

class QLabel;
class QResizeEvent;
class QPushButton;

namespace ff::ui {

class RunAnimator;
class TitleLabel;

class RunResultPanel : public QFrame {
    Q_OBJECT
public:
    explicit RunResultPanel(QWidget* parent = nullptr);

    // Shows how the run of `level` that `animator` played ended. A win of a shown
    // solution is titled as the solution, not as the player's success.
    void showOutcome(ff::Outcome outcome, const RunAnimator& animator, const ff::Level& level, bool solution);
    // The height of a result with two lines of detail.
    int twoLineHeight() const;

signals:
    // Back to placing was clicked.
    void backClicked();

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    // Back to placing beside the title when the title has the room for one line there,
    // else beside the detail.
    void fitTitle();

    QLabel* icon_;
    TitleLabel* title_;
    QLabel* detail_;
    QPushButton* back_;
};

} // namespace ff::ui
