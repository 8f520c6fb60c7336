#include "board/RunResultPanel.h"

#include "board/BoardRenderer.h"
#include "board/RunAnimator.h"
#include "board/TitleLabel.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QPushButton>
#include <QStyle>

#include <optional>

namespace ff::ui {

namespace {
// A picture for the result line: a piece, or the monster when `object` is empty.
QPixmap resultPicture(int size, qreal dpr, const std::optional<SceneObject>& object)
{
    QPixmap pix(QSize(size, size) * dpr);
    pix.setDevicePixelRatio(dpr);
    pix.fill(Qt::transparent);
    QPainter p(&pix);
    p.setRenderHint(QPainter::Antialiasing);
    if (object)
        BoardRenderer::paintObject(p, QRectF(0, 0, size, size), *object);
    else
        BoardRenderer::paintMonster(p, QPointF(size / 2.0, size / 2.0), size, 90);
    return pix;
}
} // namespace

RunResultPanel::RunResultPanel(QWidget* parent)
    : QFrame(parent), icon_(new QLabel), title_(new TitleLabel), detail_(new QLabel),
      back_(new QPushButton(tr("Back to placing (Enter)")))
{
    setObjectName(QStringLiteral("resultPanel"));
    title_->setObjectName(QStringLiteral("resultTitle"));
    detail_->setObjectName(QStringLiteral("resultDetail"));
    back_->setObjectName(QStringLiteral("backButton"));
    QFont titleFont = title_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    title_->setFont(titleFont);
    // A long title (a lost token's) wraps instead of widening the window, when Back to
    // placing below it does not give it the room (fitTitle).
    detail_->setWordWrap(true);
    detail_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    icon_->setFixedSize(40, 40);
    back_->setToolTip(
        tr("Leave the result and move your pieces again (Enter or Esc, or a click on the board)"));
    back_->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    // Reached with Tab, but a click leaves the keyboard focus on the board.
    back_->setFocusPolicy(Qt::TabFocus);
    // The icon beside the title, the button on the title's line, the detail below
    // both with the whole width; when the title needs the button's room, the button
    // beside the detail (fitTitle).
    auto* layout = new QGridLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->setHorizontalSpacing(10);
    layout->setVerticalSpacing(2);
    layout->addWidget(icon_, 0, 0, 2, 1, Qt::AlignTop);
    layout->addWidget(title_, 0, 1);
    layout->addWidget(back_, 0, 2);
    layout->addWidget(detail_, 1, 1, 1, 2);
    layout->setColumnStretch(1, 1);
    connect(back_, &QPushButton::clicked, this, &RunResultPanel::backClicked);
}

void RunResultPanel::resizeEvent(QResizeEvent* event)
{
    QFrame::resizeEvent(event);
    fitTitle();
}

void RunResultPanel::fitTitle()
{
    auto* grid = static_cast<QGridLayout*>(layout());
    const QMargins margins = grid->contentsMargins();
    const int room = contentsRect().width() - margins.left() - margins.right() - icon_->width() -
                     2 * grid->horizontalSpacing();
    const bool beside = title_->oneLineWidth() + back_->sizeHint().width() <= room;
    int row = 0;
    int column = 0;
    int rowSpan = 0;
    int columnSpan = 0;
    grid->getItemPosition(grid->indexOf(back_), &row, &column, &rowSpan, &columnSpan);
    if (beside == (row == 0))
        return;
    grid->removeWidget(title_);
    grid->removeWidget(back_);
    grid->removeWidget(detail_);
    if (beside) {
        grid->addWidget(title_, 0, 1);
        grid->addWidget(back_, 0, 2);
        grid->addWidget(detail_, 1, 1, 1, 2);
    } else {
        grid->addWidget(title_, 0, 1, 1, 2);
        grid->addWidget(back_, 1, 2, Qt::AlignTop);
        grid->addWidget(detail_, 1, 1);
    }
}

int RunResultPanel::twoLineHeight() const
{
    return std::max(back_->sizeHint().height(), title_->fontMetrics().height()) +
           2 * detail_->fontMetrics().lineSpacing() + 20;
}

void RunResultPanel::showOutcome(ff::Outcome outcome, const RunAnimator& animator, const ff::Level& level,
                                 bool solution)
{
    const long steps = animator.steps();
    QString title;
    QString detail;
    QColor accent;
    std::optional<SceneObject> icon;
    switch (outcome) {
    case ff::Outcome::Solved:
        title = solution ? tr("The solution") : tr("Solved!");
        detail = level.effectiveGoal() == ff::Goal::SurviveForever
                     ? tr("The monster roams forever and none of your tokens was lost.")
                     : tr("The monster ate every enemy token. Steps taken: %1.").arg(steps);
        accent = QColor(0x2e, 0x9e, 0x4f);
        break;
    case ff::Outcome::OwnTokenLost: {
        const auto lost = animator.lostToken();
        const auto crushed = lost ? lost->crushed : std::nullopt;
        title = crushed ? tr("One of your tokens was crushed") : tr("One of your tokens was eaten");
        if (!crushed)
            detail = tr("In step %1 the monster ate your token (circled in red).").arg(steps);
        else if (*crushed == ff::GoneReason::Teleporter)
            detail = tr("In step %1 the monster pushed your token onto a teleporter, which destroyed it "
                        "(circled in red: where it stood last).")
                         .arg(steps);
        else if (*crushed == ff::GoneReason::IntoMonster)
            detail = tr("In step %1 the monster came across the wall and pushed your token into itself "
                        "(circled in red: where it stood last).")
                         .arg(steps);
        else
            detail = tr("In step %1 the monster pushed your token off the board (circled in red: where it "
                        "stood last).")
                         .arg(steps);
        if (lost && lost->value > 0)
            detail += QLatin1Char(' ') + tr("It was the token with the number %1.").arg(lost->value);
        if (lost) {
            icon = SceneObject{};
            icon->kind = ff::PieceKind::Token;
            icon->side = ff::Side::Own;
            icon->color = lost->color;
            icon->value = lost->value;
        }
        accent = QColor(0xd0, 0x3a, 0x2c);
        break;
    }
    case ff::Outcome::Endless:
        title = tr("The monster wanders forever");
        detail =
            tr("In step %1 it came back to where it had been before, facing the same way on the same board: "
               "it repeats that loop (marked in orange) forever. Enemy tokens left: %2.")
                .arg(steps)
                .arg(animator.enemiesLeft());
        accent = QColor(0xe0, 0x7a, 0x10);
        break;
    case ff::Outcome::StepLimit:
    case ff::Outcome::Running:
        title = tr("Step limit reached");
        detail = tr("The run was stopped at step %1 without a result.").arg(steps);
        accent = QColor(0x80, 0x80, 0x80);
        break;
    }
    title_->setText(title);
    detail_->setText(detail);
    fitTitle();
    icon_->setPixmap(resultPicture(icon_->width(), devicePixelRatioF(), icon));
    setStyleSheet(QStringLiteral("QFrame#resultPanel { border: 2px solid %1; border-radius: 8px;"
                                 " background: rgba(%2, %3, %4, 0.12); }"
                                 " QLabel#resultTitle { color: %1; }")
                      .arg(accent.name())
                      .arg(accent.red())
                      .arg(accent.green())
                      .arg(accent.blue()));
}

} // namespace ff::ui
