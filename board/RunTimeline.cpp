#include "board/RunTimeline.h"

#include "board/EngineText.h"
#include "board/RunAnimator.h"

#include <QBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>
#include <QStyle>
#include <QToolButton>

#include <limits>

namespace ff::ui {

RunTimeline::RunTimeline(const RunAnimator* animator, QWidget* parent)
    : QWidget(parent), animator_(animator), firstStep_(new QToolButton), prevStep_(new QToolButton),
      scrub_(new QSlider(Qt::Horizontal)), nextStep_(new QToolButton), lastStep_(new QToolButton),
      stepOf_(new QLabel), why_(new QLabel)
{
    setObjectName(QStringLiteral("runTimeline"));
    scrub_->setObjectName(QStringLiteral("runScrubber"));
    why_->setObjectName(QStringLiteral("stepExplanation"));
    stepOf_->setObjectName(QStringLiteral("stepOfRun"));
    why_->setWordWrap(true);
    why_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    // Room for a usual explanation, so the column below does not jump while scrubbing.
    why_->setMinimumHeight(5 * why_->fontMetrics().lineSpacing());
    why_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    const struct {
        QToolButton* button;
        QStyle::StandardPixmap icon;
        QString tip;
        const char* name;
    } buttons[] = {
        {firstStep_, QStyle::SP_MediaSkipBackward, tr("Back to the start of the run (Home)"), "firstStep"},
        {prevStep_, QStyle::SP_MediaSeekBackward, tr("One step back (Left arrow or comma)"), "previousStep"},
        {nextStep_, QStyle::SP_MediaSeekForward, tr("One step forward (Right arrow or period)"), "nextStep"},
        {lastStep_, QStyle::SP_MediaSkipForward, tr("To the end of the run (End)"), "lastStep"},
    };
    for (const auto& b : buttons) {
        b.button->setIcon(style()->standardIcon(b.icon));
        b.button->setToolTip(b.tip);
        b.button->setObjectName(QLatin1String(b.name));
        b.button->setFocusPolicy(Qt::TabFocus);
        b.button->setAutoRepeat(b.button == prevStep_ || b.button == nextStep_);
    }
    scrub_->setToolTip(tr("Drag to see the board after any step of the run"));
    scrub_->setFocusPolicy(Qt::TabFocus);
    auto* row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(firstStep_);
    row->addWidget(prevStep_);
    row->addWidget(scrub_, 1);
    row->addWidget(nextStep_);
    row->addWidget(lastStep_);
    auto* column = new QVBoxLayout(this);
    column->setContentsMargins(0, 4, 0, 4);
    column->addLayout(row);
    column->addWidget(stepOf_, 0, Qt::AlignHCenter);
    column->addWidget(why_);
    hide();

    connect(scrub_, &QSlider::valueChanged, this, [this](int step) { emit stepRequested(step); });
    connect(firstStep_, &QToolButton::clicked, this, [this] { emit stepRequested(0); });
    connect(prevStep_, &QToolButton::clicked, this,
            [this] { emit stepRequested(animator_->shownStep() - 1); });
    connect(nextStep_, &QToolButton::clicked, this,
            [this] { emit stepRequested(animator_->shownStep() + 1); });
    connect(lastStep_, &QToolButton::clicked, this, [this] { emit stepRequested(animator_->totalSteps()); });
}

void RunTimeline::showRun()
{
    scrub_->setRange(
        0, static_cast<int>(std::min<long>(animator_->totalSteps(), std::numeric_limits<int>::max())));
    explained_ = -1;
    showExplanation();
}

void RunTimeline::showExplanation()
{
    if (!animator_->isFinished())
        return;
    const long step = animator_->shownStep();
    {
        const QSignalBlocker block(scrub_);
        scrub_->setValue(static_cast<int>(step));
    }
    stepOf_->setText(QStringLiteral("%1 / %2").arg(step).arg(animator_->totalSteps()));
    firstStep_->setEnabled(step > 0);
    prevStep_->setEnabled(step > 0);
    nextStep_->setEnabled(step < animator_->totalSteps());
    lastStep_->setEnabled(step < animator_->totalSteps());
    if (step == explained_)
        return;
    explained_ = step;
    const auto why = animator_->why();
    why_->setText(why ? EngineText::stepExplanation(step, *why)
                      : tr("Start: the monster has not taken a step yet."));
}

} // namespace ff::ui
