#include "app/gui/CommunityPage.h"

#include "app/gui/BrowserStyle.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelText.h"
#include "app/gui/ProgressStore.h"
#include "app/gui/ReportDialog.h"
#include "board/LevelWords.h"
#include "hubapi/Community.h"
#include "online/HubSession.h"
#include "online/HubText.h"

#include <QBoxLayout>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QTimer>
#include <QToolButton>

#include <algorithm>
#include <array>

namespace ff::app {

namespace {
constexpr int kSlugRole = Qt::UserRole + 60;
// A hub's names and titles are shown at most this long.
constexpr int kMaxTitleChars = 80;
constexpr int kMaxAuthorChars = 32;
// The hub answers the players' ratings around 1500; nothing real is outside this.
constexpr double kLowestRating = 0;
constexpr double kHighestRating = 4000;
constexpr int kAuthorPauseMs = 500;

// The sort of each entry of the sort box.
constexpr std::array<ff::api::CommunitySort, 3> kSorts{
    ff::api::CommunitySort::Newest, ff::api::CommunitySort::MostSolved, ff::api::CommunitySort::Difficulty};

// A text of the hub's as one plain line of at most `max` characters.
QString plainLine(const QString& text, int max)
{
    QString line;
    line.reserve(std::min<qsizetype>(text.size(), max + 1));
    for (const QChar c : text)
        line += c.isPrint() ? c : QLatin1Char(' ');
    line = line.simplified();
    if (line.size() > max)
        line = line.left(max - 1) + QChar(0x2026);
    return line;
}

QString authorOf(const ff::online::CommunityLevel& level)
{
    return plainLine(level.author, kMaxAuthorChars);
}

int gradeOf(const ff::online::CommunityLevel& level)
{
    return std::clamp(level.grade, 0, 5);
}

QLabel* plainLabel()
{
    auto* label = new QLabel;
    label->setTextFormat(Qt::PlainText);
    return label;
}
} // namespace

CommunityPage::CommunityPage(LevelLibrary* library, QWidget* parent)
    : QWidget(parent), library_(library), feed_(new ff::online::CommunityFeed(this)), heading_(new QLabel),
      description_(plainLabel()), sort_(new QComboBox), author_(new QLineEdit),
      refresh_(new QPushButton(tr("&Refresh"))), status_(plainLabel()), busy_(new QProgressBar),
      busyText_(plainLabel()), cancel_(new QPushButton(tr("Cancel"))), list_(new QListWidget),
      more_(new QPushButton(tr("&More…"))), detail_(plainLabel()), up_(new QToolButton),
      down_(new QToolButton), report_(new QToolButton), play_(new QPushButton(tr("&Play"))),
      info_(plainLabel()), authorTimer_(new QTimer(this))
{
    setObjectName(QStringLiteral("communityPage"));
    heading_->setText(tr("Community"));
    styleWidgets();

    auto* busyRow = new QHBoxLayout;
    busyRow->addWidget(busy_, 1);
    busyRow->addWidget(busyText_);
    busyRow->addWidget(cancel_);

    auto* moreRow = new QHBoxLayout;
    moreRow->addStretch(1);
    moreRow->addWidget(more_);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(18, 14, 20, 14);
    layout->addWidget(heading_);
    layout->addWidget(description_);
    layout->addSpacing(6);
    layout->addWidget(buildFilterRow());
    layout->addWidget(status_);
    layout->addLayout(busyRow);
    layout->addWidget(list_, 1);
    layout->addLayout(moreRow);
    layout->addWidget(buildActionRow());
    layout->addWidget(info_);

    connectWidgets();
    connectFeed();
    showActivity();
}

void CommunityPage::styleWidgets()
{
    BrowserStyle::styleHeading(heading_, description_);

    sort_->setObjectName(QStringLiteral("communitySort"));
    sort_->addItem(tr("Newest"));
    sort_->addItem(tr("Most solved"));
    sort_->addItem(tr("Easiest first"));
    sort_->setToolTip(tr("Easiest first: the levels the players solved most easily, by their rating"));
    author_->setObjectName(QStringLiteral("communityAuthor"));
    author_->setPlaceholderText(tr("Any author"));
    author_->setClearButtonEnabled(true);
    author_->setMaxLength(kMaxAuthorChars);
    author_->setToolTip(tr("Only the levels of the player of this name"));
    authorTimer_->setSingleShot(true);
    authorTimer_->setInterval(kAuthorPauseMs);

    status_->setObjectName(QStringLiteral("communityStatus"));
    status_->setWordWrap(true);
    busy_->setRange(0, 0);
    busy_->setTextVisible(false);
    busy_->setMaximumHeight(8);
    cancel_->setObjectName(QStringLiteral("communityCancel"));

    list_->setObjectName(QStringLiteral("communityLevels"));
    BrowserStyle::styleCardList(list_);
    more_->setObjectName(QStringLiteral("communityMore"));
    more_->setToolTip(tr("List the next levels"));

    detail_->setObjectName(QStringLiteral("communityDetail"));
    detail_->setWordWrap(true);
    up_->setObjectName(QStringLiteral("voteUp"));
    down_->setObjectName(QStringLiteral("voteDown"));
    report_->setObjectName(QStringLiteral("communityReport"));
    report_->setText(tr("Repor&t…"));
    report_->setMinimumHeight(34);
    report_->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QToolButton* b : {up_, down_}) {
        b->setCheckable(true);
        b->setMinimumHeight(34);
        b->setToolButtonStyle(Qt::ToolButtonTextOnly);
        b->setStyleSheet(
            QStringLiteral("QToolButton { border: 1px solid #9a9a9a; border-radius: 6px; padding: 2px 10px; "
                           "font-weight: bold; }"
                           "QToolButton:checked { background: #dea618; border-color: #b8860b; color: black; }"
                           "QToolButton:disabled { color: #9a9a9a; }"));
    }
    play_->setObjectName(QStringLiteral("communityPlay"));
    BrowserStyle::styleMainButton(play_);
    info_->setObjectName(QStringLiteral("communityInfo"));
    info_->setWordWrap(true);
}

QWidget* CommunityPage::buildFilterRow()
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* sortLabel = new QLabel(tr("&Sort:"));
    sortLabel->setBuddy(sort_);
    auto* authorLabel = new QLabel(tr("&Author:"));
    authorLabel->setBuddy(author_);
    layout->addWidget(sortLabel);
    layout->addWidget(sort_);
    layout->addSpacing(8);
    layout->addWidget(authorLabel);
    layout->addWidget(author_, 1);
    layout->addWidget(refresh_);
    return row;
}

QWidget* CommunityPage::buildActionRow()
{
    auto* row = new QWidget;
    auto* layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->addWidget(detail_, 1);
    layout->addWidget(up_);
    layout->addWidget(down_);
    layout->addWidget(report_);
    layout->addSpacing(6);
    layout->addWidget(play_);
    return row;
}

void CommunityPage::connectWidgets()
{
    connect(sort_, &QComboBox::currentIndexChanged, this, [this](int index) {
        feed_->setSort(
            kSorts[static_cast<std::size_t>(std::clamp(index, 0, static_cast<int>(kSorts.size()) - 1))]);
        reload();
    });
    connect(author_, &QLineEdit::textEdited, authorTimer_, qOverload<>(&QTimer::start));
    connect(author_, &QLineEdit::returnPressed, authorTimer_, [this] {
        authorTimer_->stop();
        reload();
    });
    // The clear button empties the field without an edit of the user's.
    connect(author_, &QLineEdit::textChanged, this, [this](const QString& text) {
        if (text.isEmpty())
            authorTimer_->start();
    });
    connect(authorTimer_, &QTimer::timeout, this, &CommunityPage::reload);
    connect(refresh_, &QPushButton::clicked, this, &CommunityPage::reload);
    connect(cancel_, &QPushButton::clicked, this, [this] {
        authorTimer_->stop();
        feed_->cancelByUser();
    });
    connect(more_, &QPushButton::clicked, this, [this] {
        setInfo({});
        feed_->loadMore();
    });
    connect(list_, &QListWidget::currentItemChanged, this, [this] {
        setInfo({});
        showSelection();
        emit currentLevelChanged(selectedKey());
    });
    connect(list_, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { play(keyOf(item->data(kSlugRole).toString())); });
    connect(play_, &QPushButton::clicked, this, [this] { play(selectedKey()); });
    connect(up_, &QToolButton::clicked, this, [this] { vote(1); });
    connect(down_, &QToolButton::clicked, this, [this] { vote(-1); });
    connect(report_, &QToolButton::clicked, this, &CommunityPage::askReport);
}

void CommunityPage::connectFeed()
{
    connect(feed_, &ff::online::CommunityFeed::listChanged, this, &CommunityPage::fillCards);
    connect(feed_, &ff::online::CommunityFeed::activityChanged, this, &CommunityPage::showActivity);
    connect(feed_, &ff::online::CommunityFeed::levelChanged, this, [this](const QString& slug) {
        const ff::online::CommunityLevel* level = feed_->listed(slug);
        for (int i = 0; level && i < list_->count(); ++i) {
            if (list_->item(i)->data(kSlugRole).toString() == slug)
                updateCard(list_->item(i), *level);
        }
        showSelection();
    });
    connect(feed_, &ff::online::CommunityFeed::hubChanged, this, [this] {
        fillCards();
        if (isVisible())
            showPage();
    });
    connect(feed_, &ff::online::CommunityFeed::hubBack, this, [this] {
        if (isVisible())
            reload();
    });
    connect(feed_, &ff::online::CommunityFeed::levelReady, this, &CommunityPage::open);
    connect(feed_, &ff::online::CommunityFeed::playFailed, this, &CommunityPage::playFailed);
    connect(feed_, &ff::online::CommunityFeed::voted, this, [this](const QString& slug, int yours) {
        ProgressStore::setCommunityVote(keyOf(slug), address(), yours);
    });
    connect(feed_, &ff::online::CommunityFeed::reported, this, [this] {
        setInfo(tr("Thank you. The operator of the hub will look at your report."), false);
        showSelection();
    });
    connect(feed_, &ff::online::CommunityFeed::actionFailed, this, [this](const QString& why) {
        setInfo(why);
        showSelection();
    });
}

void CommunityPage::setHub(ff::online::HubSession* hub)
{
    feed_->setHub(hub);
}

QUrl CommunityPage::address() const
{
    return feed_->address();
}

void CommunityPage::showPage()
{
    const QUrl hub = address();
    if (hub.isEmpty()) {
        authorTimer_->stop();
        description_->clear();
        feed_->reload();
        return;
    }
    description_->setText(tr("Levels published by players on the hub at %1. The hub's engine proves that "
                             "each has exactly one solution.")
                              .arg(ff::online::HubText::addressText(hub)));
    if (feed_->listedHub() != hub || feed_->isOffline() || (feed_->levels().empty() && !feed_->isListing())) {
        reload();
        return;
    }
    // Back from a level: its mark and the hub's counts may have changed.
    fillCards();
    feed_->fetchBoards();
}

void CommunityPage::reload()
{
    authorTimer_->stop();
    if (address().isEmpty()) {
        showPage();
        return;
    }
    setInfo({});
    feed_->setAuthor(author_->text());
    feed_->reload();
}

void CommunityPage::cancel()
{
    authorTimer_->stop();
    feed_->cancel();
}

void CommunityPage::setSort(ff::api::CommunitySort sort)
{
    sort_->setCurrentIndex(static_cast<int>(std::find(kSorts.begin(), kSorts.end(), sort) - kSorts.begin()));
}

void CommunityPage::setAuthorFilter(const QString& name)
{
    author_->setText(name);
    reload();
}

void CommunityPage::fillCards()
{
    if (feed_->listedHub() != thumbnailsHub_) {
        thumbnails_.clear();
        thumbnailsHub_ = feed_->listedHub();
    }
    const QString selected = selectedKey();
    {
        const QSignalBlocker blocker(list_);
        list_->clear();
        for (const ff::online::CommunityLevel& level : feed_->levels()) {
            auto* item = new QListWidgetItem(list_);
            item->setData(kSlugRole, level.slug);
            item->setData(LevelItemDelegate::KeyRole, keyOf(level.slug));
            updateCard(item, level);
            if (item->data(LevelItemDelegate::KeyRole).toString() == selected)
                list_->setCurrentItem(item);
        }
        if (!list_->currentItem() && list_->count() > 0)
            list_->setCurrentRow(0);
        if (list_->currentItem())
            list_->scrollToItem(list_->currentItem());
    }
    showListStatus();
    showSelection();
    emit currentLevelChanged(selectedKey());
}

QString CommunityPage::titleOf(const ff::online::CommunityLevel& level) const
{
    // A board's title in the UI language; the hub lists its plain title.
    if (const ff::Level* board = feed_->board(level.slug))
        return plainLine(ff::ui::LevelWords::title(*board), kMaxTitleChars);
    const QString title = plainLine(level.title, kMaxTitleChars);
    return title.isEmpty() ? level.slug : title;
}

QString CommunityPage::bylineOf(const ff::online::CommunityLevel& level) const
{
    const QString publisher = authorOf(level);
    const ff::Level* board = feed_->board(level.slug);
    const QString author = board ? plainLine(ff::ui::LevelWords::author(*board), kMaxAuthorChars) : QString();
    if (author.isEmpty() || author.compare(publisher, Qt::CaseInsensitive) == 0)
        return tr("By %1").arg(publisher);
    return tr("By %1 · published by %2").arg(author, publisher);
}

void CommunityPage::updateCard(QListWidgetItem* item, const ff::online::CommunityLevel& level)
{
    const QString key = keyOf(level.slug);
    const QPixmap thumbnail = thumbnailOf(level);
    const QString title = titleOf(level);
    item->setText(title);
    item->setData(LevelItemDelegate::TitleRole, title);
    item->setData(LevelItemDelegate::DifficultyRole, gradeOf(level));
    item->setData(LevelItemDelegate::DifficultyTextRole, playersDifficulty(level.rating, level.deviation));
    QString counts = tr("%1 played · %2 solved · ▲ %3 ▼ %4")
                         .arg(level.plays)
                         .arg(level.solves)
                         .arg(level.up)
                         .arg(level.down);
    // Offline the counts are the cache's, from when the hub last described the level.
    if (feed_->isOffline())
        counts = tr("Last known: %1").arg(counts);
    item->setData(LevelItemDelegate::StatusRole, bylineOf(level) + QLatin1Char('\n') + counts);
    item->setData(LevelItemDelegate::SolvedRole, ProgressStore::isSolved(key));
    item->setData(LevelItemDelegate::MarkRole, LevelItemDelegate::progressMark(key));
    item->setData(LevelItemDelegate::ThumbnailRole, thumbnail.isNull() ? QVariant() : QVariant(thumbnail));
    item->setToolTip(tr("The engine's grade: %1 of 5. The players' rating: %2 ± %3 (1500 is average, higher "
                        "is harder).")
                         .arg(gradeOf(level))
                         .arg(qRound(std::clamp(level.rating, kLowestRating, kHighestRating)))
                         .arg(qRound(std::clamp(level.deviation, 0.0, kHighestRating))));
}

QPixmap CommunityPage::thumbnailOf(const ff::online::CommunityLevel& level)
{
    if (const auto it = thumbnails_.constFind(level.slug); it != thumbnails_.constEnd())
        return *it;
    const ff::Level* board = feed_->board(level.slug);
    if (!board)
        return {};
    const QPixmap pix = LevelItemDelegate::thumbnail(*board, devicePixelRatioF());
    thumbnails_.insert(level.slug, pix);
    return pix;
}

void CommunityPage::showListStatus()
{
    QString text = feed_->listProblem();
    const int shown = static_cast<int>(feed_->levels().size());
    if (text.isEmpty() && !feed_->listedHub().isEmpty() && !feed_->isListing()) {
        const QString author = feed_->author();
        if (shown == 0)
            text = author.isEmpty()
                       ? tr("No levels are published on this hub yet. Publish your own from the "
                            "level editor.")
                       : tr("No levels of “%1” on this hub.").arg(plainLine(author, kMaxAuthorChars));
        else
            text = tr("Showing %1 of %2").arg(shown).arg(feed_->matchCount());
    }
    if (feed_->isOffline() && shown > 0)
        text += QLatin1Char(' ') + tr("Their counts are those of the hub's last answer.");
    status_->setText(text);
    status_->setVisible(!text.isEmpty());
    // Offline and failures stand out; the count does not.
    status_->setStyleSheet(
        feed_->listProblem().isEmpty() ? QString() : QStringLiteral("color: #be3228; font-weight: bold;"));
    more_->setVisible(feed_->canLoadMore());
    more_->setEnabled(!feed_->isListing());
}

void CommunityPage::showSelection()
{
    const QString slug = selectedSlug();
    const ff::online::CommunityLevel* level = feed_->listed(slug);
    const ff::online::HubSession* hub = feed_->hub();
    play_->setEnabled(level && feed_->activity() != ff::online::CommunityFeed::Activity::Fetching);
    // The hub takes no vote of an author on their own level (names compare without case).
    const bool own = level && hub && level->author.compare(hub->playerName(), Qt::CaseInsensitive) == 0;
    const bool canVote = level && !feed_->isVoting() && !feed_->isOffline() && !own;
    up_->setEnabled(canVote);
    down_->setEnabled(canVote);
    report_->setEnabled(level && !feed_->isReporting() && !feed_->isOffline() && !own);
    report_->setToolTip(own ? tr("This is your own level.")
                            : tr("Ask the operator of the hub to look at this level (a copy, an offensive "
                                 "title, …)"));
    up_->setToolTip(own ? tr("You cannot vote on your own level.")
                        : tr("Vote up: you like this level (click again to withdraw your vote)"));
    down_->setToolTip(own ? tr("You cannot vote on your own level.")
                          : tr("Vote down: you do not like this level (click again to withdraw your vote)"));
    const int yours = level ? ProgressStore::communityVote(keyOf(slug), address()) : 0;
    up_->setChecked(yours > 0);
    down_->setChecked(yours < 0);
    up_->setText(QStringLiteral("▲ %1").arg(level ? level->up : 0));
    down_->setText(QStringLiteral("▼ %1").arg(level ? level->down : 0));
    if (!level) {
        detail_->clear();
        return;
    }
    detail_->setText(playersDifficulty(level->rating, level->deviation) + QLatin1Char('\n') +
                     LevelText::stats(keyOf(slug)));
}

void CommunityPage::showActivity()
{
    using Activity = ff::online::CommunityFeed::Activity;
    const Activity activity = feed_->activity();
    const QString what = activity == Activity::Listing       ? tr("Loading the levels…")
                         : activity == Activity::ListingMore ? tr("Loading more levels…")
                         : activity == Activity::Fetching    ? tr("Fetching the level…")
                                                             : QString();
    const bool busy = !what.isEmpty();
    busy_->setVisible(busy);
    busyText_->setVisible(busy);
    busyText_->setText(what);
    cancel_->setVisible(busy);
    refresh_->setEnabled(!feed_->isListing());
    showListStatus();
    showSelection();
}

bool CommunityPage::isBusy() const
{
    return feed_->activity() != ff::online::CommunityFeed::Activity::None;
}

void CommunityPage::setInfo(const QString& text, bool problem)
{
    info_->setStyleSheet(
        problem ? QStringLiteral("QLabel#communityInfo { color: #be3228; font-weight: bold; }") : QString());
    info_->setText(text);
    info_->setVisible(!text.isEmpty());
}

QString CommunityPage::statusText() const
{
    return status_->text();
}

QString CommunityPage::infoText() const
{
    return info_->text();
}

QString CommunityPage::keyOf(const QString& slug) const
{
    return slug.isEmpty() ? QString() : LevelLibrary::communityKey(address(), slug);
}

QString CommunityPage::selectedSlug() const
{
    const QListWidgetItem* item = list_->currentItem();
    return item ? item->data(kSlugRole).toString() : QString();
}

QString CommunityPage::selectedKey() const
{
    return keyOf(selectedSlug());
}

void CommunityPage::selectKey(const QString& key)
{
    for (int i = 0; i < list_->count(); ++i) {
        if (list_->item(i)->data(LevelItemDelegate::KeyRole).toString() == key) {
            list_->setCurrentRow(i);
            list_->scrollToItem(list_->item(i));
        }
    }
}

QString CommunityPage::nextUnsolved(const QString& key) const
{
    const std::vector<ff::online::CommunityLevel>& levels = feed_->levels();
    const auto n = static_cast<qsizetype>(levels.size());
    qsizetype start = -1;
    for (qsizetype i = 0; i < n; ++i) {
        if (keyOf(levels[i].slug) == key)
            start = i;
    }
    for (qsizetype i = 1; i <= n; ++i) {
        const QString next = keyOf(levels[(start + i + n) % n].slug);
        if (next != key && !ProgressStore::isSolved(next))
            return next;
    }
    return {};
}

void CommunityPage::play(const QString& key)
{
    for (const ff::online::CommunityLevel& level : feed_->levels()) {
        if (keyOf(level.slug) == key) {
            playSlug(level.slug);
            return;
        }
    }
}

void CommunityPage::playSlug(const QString& slug)
{
    setInfo({});
    feed_->play(slug);
}

void CommunityPage::open(const ff::online::CommunityLevel& level, bool fresh)
{
    // A level fetched now replaces the copy kept; one read from the cache opens the
    // library's copy when there is one.
    const QString key = keyOf(level.slug);
    emit levelActivated(fresh || !library_->find(key) ? library_->addCommunityLevel(level) : key);
}

void CommunityPage::playFailed(const QString& slug, const QString& why)
{
    const QString key = keyOf(slug);
    if (library_->find(key)) {
        emit levelActivated(key);
        return;
    }
    setInfo(why);
    emit problem(why);
}

void CommunityPage::vote(int vote)
{
    const QString slug = selectedSlug();
    const ff::online::HubSession* hub = feed_->hub();
    if (slug.isEmpty() || !hub || feed_->isVoting())
        return;
    if (!hub->isRegistered()) {
        setInfo(tr("Voting needs a player on the hub. Register one under Settings › Online."));
        showSelection();
        return;
    }
    setInfo({});
    const int yours = ProgressStore::communityVote(keyOf(slug), address());
    feed_->vote(slug, vote == yours ? 0 : vote);
}

void CommunityPage::askReport()
{
    const QString slug = selectedSlug();
    const ff::online::CommunityLevel* level = feed_->listed(slug);
    const ff::online::HubSession* hub = feed_->hub();
    if (!level || !hub || feed_->isReporting())
        return;
    if (!hub->isRegistered()) {
        setInfo(tr("Reporting needs a player on the hub. Register one under Settings › Online."));
        return;
    }
    setInfo({});
    auto* dialog = new ReportDialog(titleOf(*level), this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this,
            [this, slug, dialog] { feed_->report(slug, dialog->reason()); });
    dialog->open();
}

QString CommunityPage::playersDifficulty(double rating, double deviation)
{
    if (!(deviation < ff::api::kUnratedDeviation))
        return tr("No players' rating yet");
    const double r = std::clamp(rating, kLowestRating, kHighestRating);
    if (r < 1300)
        return tr("Players found it much easier than average");
    if (r < 1450)
        return tr("Players found it easier than average");
    if (r <= 1550)
        return tr("Players found it about average");
    if (r <= 1700)
        return tr("Players found it harder than average");
    return tr("Players found it much harder than average");
}

} // namespace ff::app
