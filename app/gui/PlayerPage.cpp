#include "app/gui/PlayerPage.h"

#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelText.h"
#include "board/LevelWords.h"
#include "board/PlayerView.h"
#include "board/TitleLabel.h"

#include <QBoxLayout>
#include <QFrame>
#include <QGridLayout>
#include <QKeySequence>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QStyle>

#include <algorithm>

namespace ff::app {

namespace {
constexpr int kMarkSize = 36;
// The widest the stats get before they wrap.
constexpr int kStatsOnOneLine = 260;
} // namespace

PlayerPage::PlayerPage(QWidget* parent)
    : QWidget(parent), view_(new ff::ui::PlayerView), title_(new ff::ui::TitleLabel), stars_(new QLabel),
      stats_(new QLabel), hint_(new QLabel), solved_(new QFrame), solvedMark_(new QLabel),
      solvedTitle_(new QLabel), solvedDetail_(new QLabel), online_(new QLabel),
      leaderboard_(new QPushButton(tr("Leaderboard…"))), back_(new QPushButton(tr("Back to placing (Esc)"))),
      replay_(new QPushButton(tr("Replay my solution"))), next_(new QPushButton(tr("Next level (Enter)")))
{
    setObjectName(QStringLiteral("playerPage"));
    // The Solved panel takes the focus after a win: the run scrubs from there too.
    addActions(view_->scrubActions());
    QFont titleFont = title_->font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.7);
    titleFont.setBold(true);
    title_->setFont(titleFont);
    title_->setObjectName(QStringLiteral("levelTitle"));
    // A long title (a random puzzle's seed) or long stats wrap instead of widening the window.
    stars_->setObjectName(QStringLiteral("levelStars"));
    stars_->setStyleSheet(QStringLiteral("color: #dea618; font-size: 15pt;"));
    stats_->setObjectName(QStringLiteral("levelStats"));
    stats_->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    stats_->setWordWrap(true);
    hint_->setObjectName(QStringLiteral("levelHint"));
    hint_->setWordWrap(true);
    hint_->setStyleSheet(
        QStringLiteral("QLabel#levelHint { font-style: italic; padding: 6px 10px;"
                       " border-left: 4px solid #dea618; background: rgba(222,166,24,0.10); }"));

    auto* header = new QHBoxLayout;
    header->addWidget(title_);
    header->addSpacing(12);
    header->addWidget(stars_);
    header->addStretch(1);
    header->addWidget(stats_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(16, 10, 16, 10);
    layout->addLayout(header);
    layout->addWidget(hint_);
    layout->addWidget(view_, 1);
    layout->addWidget(buildSolvedPanel());
}

QWidget* PlayerPage::buildSolvedPanel()
{
    solved_->setObjectName(QStringLiteral("solvedPanel"));
    solved_->setStyleSheet(
        QStringLiteral("QFrame#solvedPanel { border: 2px solid #2e9e4f; border-radius: 8px;"
                       " background: rgba(46, 158, 79, 0.12); }"
                       " QLabel#solvedTitle { color: #2e9e4f; }"));
    solvedTitle_->setObjectName(QStringLiteral("solvedTitle"));
    solvedDetail_->setObjectName(QStringLiteral("solvedDetail"));
    solvedDetail_->setWordWrap(true);
    solvedDetail_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont titleFont = solvedTitle_->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.35);
    solvedTitle_->setFont(titleFont);
    replay_->setObjectName(QStringLiteral("replayButton"));
    replay_->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    replay_->setToolTip(tr("Place your winning pieces again and watch the monster run"));
    next_->setObjectName(QStringLiteral("nextLevelButton"));
    next_->setIcon(style()->standardIcon(QStyle::SP_ArrowForward));
    next_->setToolTip(tr("Open the next level of this collection you have not solved yet (Enter)"));
    // Enter on the focused button opens the next level (outside a dialog a button
    // only takes Enter when it is a default button).
    next_->setAutoDefault(true);
    next_->setDefault(true);
    QFont bold = next_->font();
    bold.setBold(true);
    next_->setFont(bold);
    connect(next_, &QPushButton::clicked, this, &PlayerPage::nextLevelRequested);
    connect(replay_, &QPushButton::clicked, this, &PlayerPage::replayRequested);

    back_->setObjectName(QStringLiteral("solvedBackButton"));
    back_->setIcon(style()->standardIcon(QStyle::SP_ArrowBack));
    back_->setToolTip(tr("Leave the result and move your pieces again (Esc)"));
    // Esc anywhere in the window while the panel shows, as on the board after a run.
    back_->setShortcut(QKeySequence(Qt::Key_Escape));
    connect(back_, &QPushButton::clicked, view_, &ff::ui::PlayerView::returnToEditing);
    connect(view_, &ff::ui::PlayerView::resultLeft, this, &PlayerPage::hideSolved);

    online_->setObjectName(QStringLiteral("onlineResult"));
    online_->setTextFormat(Qt::PlainText);
    online_->setWordWrap(true);
    online_->hide();
    leaderboard_->setObjectName(QStringLiteral("leaderboardButton"));
    leaderboard_->setToolTip(tr("The week's solvers on the hub, in the order they solved it"));
    leaderboard_->hide();
    connect(leaderboard_, &QPushButton::clicked, this, &PlayerPage::leaderboardRequested);
    // Low, so that a small screen keeps the board large: the buttons on the title's
    // line, the statistics below with the whole width (a line each while it fits),
    // the hub's line last.
    solvedTitle_->setWordWrap(true);
    solvedButtons_ = new QWidget;
    auto* buttons = new QHBoxLayout(solvedButtons_);
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->setSpacing(6);
    buttons->addWidget(back_);
    buttons->addWidget(replay_);
    buttons->addWidget(next_);
    auto* onlineRow = new QHBoxLayout;
    onlineRow->addWidget(online_, 1);
    onlineRow->addWidget(leaderboard_, 0, Qt::AlignVCenter);
    auto* layout = new QGridLayout(solved_);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->setHorizontalSpacing(10);
    layout->setVerticalSpacing(2);
    solvedMark_->setFixedSize(kMarkSize, kMarkSize);
    layout->addWidget(solvedMark_, 0, 0, 3, 1, Qt::AlignTop);
    layout->addWidget(solvedTitle_, 0, 1, Qt::AlignVCenter);
    layout->addWidget(solvedButtons_, 0, 2);
    layout->addWidget(solvedDetail_, 2, 1, 1, 2);
    layout->addLayout(onlineRow, 3, 1, 1, 2);
    layout->setColumnStretch(1, 1);
    solved_->installEventFilter(this);
    solved_->hide();
    return solved_;
}

bool PlayerPage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == solved_ && event->type() == QEvent::Resize)
        fitSolvedPanel();
    return QWidget::eventFilter(watched, event);
}

void PlayerPage::fitSolvedPanel()
{
    auto* layout = static_cast<QGridLayout*>(solved_->layout());
    const QMargins margins = layout->contentsMargins();
    const int room = solved_->contentsRect().width() - margins.left() - margins.right() - kMarkSize -
                     2 * layout->horizontalSpacing();
    const int title = solvedTitle_->fontMetrics().horizontalAdvance(solvedTitle_->text()) + 1;
    const bool beside = title + solvedButtons_->sizeHint().width() <= room;
    int row = 0;
    int column = 0;
    int rowSpan = 0;
    int columnSpan = 0;
    layout->getItemPosition(layout->indexOf(solvedButtons_), &row, &column, &rowSpan, &columnSpan);
    if (beside == (row == 0))
        return;
    layout->removeWidget(solvedButtons_);
    if (beside)
        layout->addWidget(solvedButtons_, 0, 2);
    else
        layout->addWidget(solvedButtons_, 1, 1, 1, 2, Qt::AlignRight);
}

void PlayerPage::showSolved(const ProgressStore::Win& win, std::optional<int> weeklyStreak, bool hasNext)
{
    solvedTitle_->setText(win.withoutHints ? tr("Solved without hints!") : tr("Well done!"));
    // The mark the browser shows for this level from now on.
    QPixmap mark(QSize(kMarkSize, kMarkSize) * devicePixelRatioF());
    mark.setDevicePixelRatio(devicePixelRatioF());
    mark.fill(Qt::transparent);
    QPainter painter(&mark);
    LevelItemDelegate::paintMark(painter, QRectF(1, 1, kMarkSize - 2, kMarkSize - 2),
                                 win.withoutHints ? LevelItemDelegate::NoHintsMark
                                                  : LevelItemDelegate::SolvedMark);
    painter.end();
    solvedMark_->setPixmap(mark);
    QStringList lines;
    QStringList run;
    run << tr("Attempts: %1").arg(win.attempts);
    run << tr("Time: %1").arg(LevelText::duration(win.timeMs));
    if (win.hints > 0)
        run << tr("Hints used: %1").arg(win.hints);
    else
        run << (win.withoutHints ? tr("no hints used") : tr("the solution was shown before"));
    lines << run.join(QStringLiteral(" · "));
    QStringList records;
    records << tr("Best time: %1").arg(LevelText::duration(ProgressStore::bestTimeMs(key_)));
    records << tr("Fewest attempts: %1").arg(ProgressStore::fewestAttempts(key_));
    QString recordLine = records.join(QStringLiteral(" · "));
    if (win.newBestTime || win.newFewestAttempts)
        recordLine = tr("New record!") + QLatin1Char(' ') + recordLine;
    lines << recordLine;
    if (weeklyStreak)
        lines << LevelText::weeklyStreak(*weeklyStreak);
    if (!hasNext)
        lines << tr("All levels of this collection are solved.");
    solvedDetail_->setText(lines.join(QLatin1Char('\n')));
    next_->setVisible(hasNext);
    fitSolvedPanel();
    view_->setResultHidden(true);
    solved_->show();
    if (hasNext)
        next_->setFocus();
}

void PlayerPage::setOnlineResult(const QString& text, bool leaderboard)
{
    online_->setText(text);
    online_->setVisible(!text.isEmpty());
    leaderboard_->setVisible(leaderboard);
}

QString PlayerPage::onlineText() const
{
    return online_->text();
}

void PlayerPage::hideSolved()
{
    if (solved_->isVisible() && solved_->isAncestorOf(focusWidget()))
        view_->setFocus();
    solved_->hide();
    view_->setResultHidden(false);
}

bool PlayerPage::isSolvedShown() const
{
    return solved_->isVisibleTo(this);
}

QString PlayerPage::solvedText() const
{
    return solvedTitle_->text() + QLatin1Char('\n') + solvedDetail_->text();
}

void PlayerPage::showLevel(const ff::Level& level, const QString& key)
{
    key_ = key;
    statsNote_.clear();
    hideSolved();
    title_->setText(ff::ui::LevelWords::title(level));
    const int difficulty = level.difficulty.value_or(0);
    stars_->setText(ff::ui::LevelWords::stars(difficulty));
    stars_->setVisible(difficulty > 0);
    stars_->setToolTip(tr("Difficulty %1 of 5").arg(difficulty));
    const QString hint = LevelText::hintLine(level);
    hint_->setText(hint);
    hint_->setVisible(!hint.isEmpty());
    updateStats();
}

void PlayerPage::setStatsNote(const QString& note)
{
    if (note == statsNote_)
        return;
    statsNote_ = note;
    updateStats();
}

void PlayerPage::updateStats()
{
    const QString stats = LevelText::stats(key_);
    // One line while that is not too wide; longer stats wrap. The note has a line of
    // its own.
    const int width = std::max(stats_->fontMetrics().horizontalAdvance(stats),
                               stats_->fontMetrics().horizontalAdvance(statsNote_));
    stats_->setText(statsNote_.isEmpty() ? stats : stats + QLatin1Char('\n') + statsNote_);
    stats_->setMinimumWidth(std::min(width + 2, kStatsOnOneLine));
    stats_->setToolTip(LevelText::hintDetails(key_));
}

QString PlayerPage::statsText() const
{
    return stats_->text();
}
QString PlayerPage::titleText() const
{
    return title_->text();
}
QString PlayerPage::hintText() const
{
    return hint_->isVisibleTo(this) ? hint_->text() : QString();
}

} // namespace ff::app
