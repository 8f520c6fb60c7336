#include "app/gui/LeaderboardDialog.h"

#include "hubapi/Players.h"
#include "hubapi/Weeks.h"
#include "online/HubAccount.h"
#include "online/HubClient.h"
#include "online/HubText.h"

#include <QBoxLayout>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QFrame>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTreeWidget>

#include <algorithm>

namespace ff::app {

namespace {

constexpr int kLimit = 100;

// One row: rank, name and time, from a leaderboard entry; false when it is none.
bool addRow(QTreeWidget* table, const ff::api::LeaderboardEntry& entry, bool own)
{
    if (entry.rank <= 0 || entry.name.empty())
        return false;
    auto* item = new QTreeWidgetItem(table);
    item->setText(0, QString::number(entry.rank));
    item->setTextAlignment(0, Qt::AlignRight | Qt::AlignVCenter);
    item->setText(1, QString::fromStdString(entry.name));
    if (entry.seconds >= 0)
        item->setText(2, ff::online::HubText::duration(entry.seconds));
    item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    if (own) {
        QFont bold = item->font(0);
        bold.setBold(true);
        for (int c = 0; c < 3; ++c)
            item->setFont(c, bold);
        table->setCurrentItem(item);
    }
    return true;
}

} // namespace

LeaderboardDialog::LeaderboardDialog(const QUrl& hub, const QString& week, const QString& title,
                                     QWidget* parent)
    : QDialog(parent), hub_(hub), week_(week), title_(title), client_(new ff::online::HubClient(this)),
      won_(new QFrame), wonLabel_(new QLabel), copyCode_(new QPushButton(tr("&Copy Claim Code"))),
      summary_(new QLabel), draw_(new QLabel), table_(new QTreeWidget), busy_(new QProgressBar),
      cancel_(new QPushButton(tr("Cancel"))), refresh_(new QPushButton(tr("&Refresh")))
{
    setObjectName(QStringLiteral("leaderboardDialog"));
    setWindowTitle(tr("Leaderboard: %1").arg(title));
    client_->setAddress(hub);
    client_->setToken(ff::online::HubAccount::token(hub));
    summary_->setTextFormat(Qt::PlainText);
    summary_->setWordWrap(true);
    draw_->setObjectName(QStringLiteral("drawLabel"));
    draw_->setTextFormat(Qt::PlainText);
    draw_->setWordWrap(true);
    draw_->hide();
    // The winner's news first, framed, with the claim code and a button that copies it
    // whole (a double click would select only a part between its dashes).
    won_->setObjectName(QStringLiteral("wonFrame"));
    won_->setFrameShape(QFrame::StyledPanel);
    won_->setStyleSheet(QStringLiteral("#wonFrame { background: #e8f5e9; border: 1px solid #43a047; }"));
    wonLabel_->setObjectName(QStringLiteral("wonLabel"));
    wonLabel_->setTextFormat(Qt::PlainText);
    wonLabel_->setWordWrap(true);
    wonLabel_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = wonLabel_->font();
    bold.setBold(true);
    wonLabel_->setFont(bold);
    copyCode_->setObjectName(QStringLiteral("copyClaimCode"));
    connect(copyCode_, &QPushButton::clicked, this,
            [this] { QGuiApplication::clipboard()->setText(claimCode_); });
    auto* wonRow = new QHBoxLayout(won_);
    wonRow->addWidget(wonLabel_, 1);
    wonRow->addWidget(copyCode_, 0, Qt::AlignTop);
    won_->hide();
    table_->setColumnCount(3);
    table_->setHeaderLabels({tr("Rank"), tr("Player"), tr("After release")});
    table_->headerItem()->setToolTip(
        2, tr("From the week's release (Monday 00:00 UTC) to the first correct solution the hub received"));
    table_->setRootIsDecorated(false);
    table_->setSelectionMode(QAbstractItemView::NoSelection);
    table_->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    table_->header()->setSectionResizeMode(1, QHeaderView::Stretch);
    table_->header()->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    table_->header()->setStretchLastSection(false);
    busy_->setRange(0, 0);
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(12);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    buttons->addButton(refresh_, QDialogButtonBox::ActionRole);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(refresh_, &QPushButton::clicked, this, &LeaderboardDialog::refresh);
    connect(cancel_, &QPushButton::clicked, this, [this] {
        if (call_)
            call_->cancel();
    });
    auto* busyRow = new QHBoxLayout;
    busyRow->addWidget(busy_, 1);
    busyRow->addWidget(cancel_);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(won_);
    layout->addWidget(summary_);
    layout->addWidget(draw_);
    layout->addLayout(busyRow);
    layout->addWidget(table_, 1);
    layout->addWidget(buttons);
    resize(460, 420);
    refresh();
}

QString LeaderboardDialog::summaryText() const
{
    return summary_->text();
}

QString LeaderboardDialog::drawText() const
{
    return draw_->text();
}

QString LeaderboardDialog::wonText() const
{
    return won_->isHidden() ? QString() : wonLabel_->text();
}

bool LeaderboardDialog::isLoading() const
{
    const auto running = [](const QPointer<ff::online::HubCall>& call) {
        return call && !call->isFinished();
    };
    return running(call_) || running(drawCall_) || running(meCall_);
}

void LeaderboardDialog::refresh()
{
    if (isLoading())
        return;
    summary_->setText(tr("Asking the hub at %1…").arg(ff::online::HubText::addressText(hub_)));
    call_ = client_->leaderboard(week_, kLimit, 0);
    connect(call_, &ff::online::HubCall::finished, this, &LeaderboardDialog::show);
    busy_->show();
    cancel_->show();
    refresh_->setEnabled(false);
}

void LeaderboardDialog::show(const ff::online::HubResult& result)
{
    busy_->hide();
    cancel_->hide();
    refresh_->setEnabled(true);
    if (!result.ok()) {
        summary_->setText(ff::online::HubText::error(result.error, hub_));
        return;
    }
    const std::optional<ff::api::Leaderboard> board = result.as<ff::api::Leaderboard>();
    if (!board) {
        summary_->setText(ff::online::HubText::notAHub(hub_));
        return;
    }
    table_->clear();
    const long long ownRank = board->you ? board->you->rank : 0;
    bool ownShown = false;
    for (const ff::api::LeaderboardEntry& entry : board->solvers) {
        const bool own = ownRank > 0 && entry.rank == ownRank;
        if (addRow(table_, entry, own) && own)
            ownShown = true;
    }
    if (ownRank > 0 && !ownShown)
        addRow(table_, *board->you, true);
    drawCall_ = client_->draw(week_);
    connect(drawCall_, &ff::online::HubCall::finished, this, &LeaderboardDialog::showDraw);
    const auto count = static_cast<int>(std::clamp<std::int64_t>(board->count, 0, 1 << 30));
    QString text = tr("“%1” (%2): solved by %3 on the hub.").arg(title_, week_).arg(count);
    if (ownRank > 0)
        text += QLatin1Char(' ') + tr("You are number %1.").arg(ownRank);
    else if (ff::online::HubAccount::isRegistered(hub_))
        text += QLatin1Char(' ') + tr("You have not solved it on the hub yet.");
    summary_->setText(text);
}

// The draw of a closed week; a week still running (draw-not-yet) or a failed call
// shows none.
void LeaderboardDialog::showDraw(const ff::online::HubResult& result)
{
    const std::optional<ff::api::DrawAnswer> draw = result.as<ff::api::DrawAnswer>();
    if (!draw) {
        setDrawLines({});
        return;
    }
    if (!draw->winner) {
        setDrawLines({tr("Prize draw: nobody solved week %1 before it closed.").arg(week_)});
        return;
    }
    const auto solvers = static_cast<int>(std::clamp<std::int64_t>(draw->solvers, 0, 1 << 30));
    setDrawLines(
        {tr("Prize draw: %1 won. Players in the draw (they solved the week before it closed): %2.")
             .arg(QString::fromStdString(draw->winner->name))
             .arg(solvers),
         tr("The winner is drawn by lot among those who solved the week in time, not by rank. "
            "Anyone can check it: the hub published the draw's secret when the week closed, and "
            "the winner follows from it and the leaderboard, as the hub's documentation describes.")});
    if (ff::online::HubAccount::isRegistered(hub_)) {
        meCall_ = client_->me();
        connect(meCall_, &ff::online::HubCall::finished, this, &LeaderboardDialog::showPrize);
    }
}

// The player's prize of this week, when they won it.
void LeaderboardDialog::showPrize(const ff::online::HubResult& result)
{
    const std::optional<ff::api::PlayerInfo> me = result.as<ff::api::PlayerInfo>();
    if (!me)
        return;
    for (const ff::api::WonPrize& won : me->prizes) {
        if (QString::fromStdString(won.week) != week_)
            continue;
        claimCode_ = QString::fromStdString(won.claimCode);
        wonLabel_->setText(
            tr("You won the prize of week %1: %2.").arg(week_, QString::fromStdString(won.prize)) +
            QLatin1Char('\n') +
            tr("Your claim code: %1 — give it to the hub's operator to claim the prize.").arg(claimCode_));
        won_->show();
    }
}

void LeaderboardDialog::setDrawLines(const QStringList& lines)
{
    drawLines_ = lines;
    draw_->setText(lines.join(QLatin1Char('\n')));
    draw_->setVisible(!lines.isEmpty());
}

} // namespace ff::app
