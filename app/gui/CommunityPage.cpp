#include "app/gui/CommunityPage.h"

#include "app/gui/BrowserStyle.h"
#include "app/gui/LevelItemDelegate.h"
#include "app/gui/LevelLibrary.h"
#include "app/gui/LevelText.h"
#include "app/gui/ProgressStore.h"
#include "board/LevelWords.h"
#include "online/HubClient.h"
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
#include <utility>

namespace {
constexpr int kSlugRole = Qt::UserRole + 60;
// A hub's names and titles are shown at most this long.
constexpr int kMaxTitleChars = 80;
constexpr int kMaxAuthorChars = 32;
// The hub answers the players' ratings around 1500; nothing real is outside this.
constexpr double kLowestRating = 0;
constexpr double kHighestRating = 4000;
constexpr int kAuthorPauseMs = 500;

// The hub's sort for each entry of the sort box.
constexpr std::array<const char*, 3> kSortKeys{"newest", "solved", "difficulty"};

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

QString titleOf(const ffonline::CommunityLevel& level)
{
    const QString title = plainLine(level.title, kMaxTitleChars);
    return title.isEmpty() ? level.slug : title;
}

QString authorOf(const ffonline::CommunityLevel& level)
{
    return plainLine(level.author, kMaxAuthorChars);
}

int gradeOf(const ffonline::CommunityLevel& level)
{
    return std::clamp(level.grade, 0, 5);
}

bool sameName(const QString& a, const QString& b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

QLabel* plainLabel()
{
    auto* label = new QLabel;
    label->setTextFormat(Qt::PlainText);
    return label;
}
} // namespace

CommunityPage::CommunityPage(LevelLibrary* library, QWidget* parent)
    : QWidget(parent), library_(library), anonymous_(new ffonline::HubClient(this)), heading_(new QLabel),
      description_(plainLabel()), sort_(new QComboBox), author_(new QLineEdit),
      refresh_(new QPushButton(tr("&Refresh"))), status_(plainLabel()), busy_(new QProgressBar),
      busyText_(plainLabel()), cancel_(new QPushButton(tr("Cancel"))), list_(new QListWidget),
      more_(new QPushButton(tr("&More…"))), detail_(plainLabel()), up_(new QToolButton),
      down_(new QToolButton), play_(new QPushButton(tr("&Play"))), info_(plainLabel()),
      authorTimer_(new QTimer(this))
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
    setBusy({});
    showSelection();
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
    info_->setStyleSheet(QStringLiteral("QLabel#communityInfo { color: #be3228; font-weight: bold; }"));
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
    layout->addSpacing(6);
    layout->addWidget(play_);
    return row;
}

void CommunityPage::connectWidgets()
{
    connect(sort_, &QComboBox::currentIndexChanged, this, [this] { reload(); });
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
        const bool listing = listCall_;
        cancel();
        if (listing) {
            listProblem_ = tr("Loading was cancelled. Refresh tries again.");
            showListStatus();
        }
    });
    connect(more_, &QPushButton::clicked, this, &CommunityPage::loadMore);
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
}

void CommunityPage::setHub(ffonline::HubSession* hub)
{
    if (hub_) {
        disconnect(hub_, nullptr, this, nullptr);
        disconnect(hub_->outbox(), nullptr, this, nullptr);
    }
    hub_ = hub;
    if (!hub_)
        return;
    // A solve the hub took: its answer holds the level's counts as they are now.
    connect(hub_->outbox(), &ffonline::Outbox::delivered, this,
            [this](const ffonline::Submission& s, const nlohmann::json& answer) {
                if (s.kind != ffonline::Submission::Kind::Community || s.hub != address())
                    return;
                const auto level = answer.find("level");
                if (level == answer.end())
                    return;
                if (std::optional<ffonline::CommunityLevel> now =
                        ffonline::HubCache::readCommunityLevel(*level);
                    now && now->slug == s.target)
                    showCounts(*now);
            });
    connect(hub_, &ffonline::HubSession::stateChanged, this, [this] {
        // Another hub or player: what is listed belongs to the old one.
        if (!listedHub_.isEmpty() && listedHub_ != address()) {
            cancel();
            listedHub_.clear();
            levels_.clear();
            thumbnails_.clear();
            titles_.clear();
            fillCards();
            if (isVisible())
                showPage();
        } else if (offline_ && hub_->state() == ffonline::HubSession::State::Online && isVisible()) {
            reload(); // the hub is back
        }
    });
}

QUrl CommunityPage::address() const
{
    return hub_ ? hub_->address() : QUrl();
}

void CommunityPage::showPage()
{
    const QUrl hub = address();
    if (hub.isEmpty()) {
        cancel();
        listedHub_.clear();
        levels_.clear();
        count_ = 0;
        offline_ = false;
        listProblem_ = tr("No hub is set. Choose one under Settings › Online to play the levels other "
                          "players publish.");
        description_->clear();
        fillCards();
        return;
    }
    description_->setText(tr("Levels published by players on the hub at %1. The hub's engine proves that "
                             "each has exactly one solution.")
                              .arg(ffonline::HubText::addressText(hub)));
    if (listedHub_ != hub || offline_ || (levels_.empty() && !listCall_)) {
        reload();
        return;
    }
    // Back from a level: its mark and the hub's counts may have changed.
    fillCards();
}

void CommunityPage::reload()
{
    authorTimer_->stop();
    if (address().isEmpty()) {
        showPage();
        return;
    }
    fetchList(0);
}

void CommunityPage::cancel()
{
    ++generation_;
    authorTimer_->stop();
    thumbnailQueue_.clear();
    // A cancelled call reports at once; generation_ makes its answer count for nothing.
    for (const QPointer<ffonline::HubCall>& call : std::exchange(thumbnailCalls_, {})) {
        if (call)
            call->cancel();
    }
    for (ffonline::HubCall* call : {listCall_.data(), playCall_.data()}) {
        if (call)
            call->cancel();
    }
    listCall_.clear();
    playCall_.clear();
    setBusy({});
}

void CommunityPage::setSort(Sort sort)
{
    sort_->setCurrentIndex(sort);
}

CommunityPage::Sort CommunityPage::sort() const
{
    return static_cast<Sort>(std::clamp(sort_->currentIndex(), 0, static_cast<int>(kSortKeys.size()) - 1));
}

void CommunityPage::setAuthorFilter(const QString& name)
{
    author_->setText(name);
    reload();
}

void CommunityPage::setPageSize(int size)
{
    pageSize_ = std::clamp(size, 1, 100);
}

void CommunityPage::loadMore()
{
    if (!offline_ && !listCall_ && static_cast<int>(levels_.size()) < count_)
        fetchList(static_cast<int>(levels_.size()));
}

void CommunityPage::fetchList(int offset)
{
    if (offset == 0)
        cancel();
    else if (listCall_)
        return;
    setInfo({});
    const QUrl hub = address();
    anonymous_->setAddress(hub);
    const int generation = generation_;
    listCall_ = anonymous_->levels(QString::fromLatin1(kSortKeys[sort()]), author_->text().trimmed(),
                                   pageSize_, offset);
    connect(listCall_, &ffonline::HubCall::finished, this,
            [this, generation, offset, hub](const ffonline::HubResult& result) {
                if (generation != generation_ || hub != address())
                    return;
                listCall_.clear();
                setBusy({});
                listArrived(result, offset);
            });
    setBusy(offset == 0 ? tr("Loading the levels…") : tr("Loading more levels…"));
}

void CommunityPage::listArrived(const ffonline::HubResult& result, int offset)
{
    using Kind = ffonline::HubError::Kind;
    const QUrl hub = address();
    const auto levels = result.body.find("levels");
    if (result.ok() && (levels == result.body.end() || !levels->is_array())) {
        ffonline::HubError bad;
        bad.kind = Kind::BadAnswer;
        showCached(ffonline::HubText::error(bad, hub));
        return;
    }
    if (!result.ok()) {
        if (result.error.kind == Kind::Unreachable || result.error.kind == Kind::Timeout) {
            offline_ = true;
            showCached(tr("The hub at %1 cannot be reached. The community levels you played are kept on this "
                          "computer and open from here.")
                           .arg(ffonline::HubText::addressText(hub)));
        } else if (offset == 0) {
            showCached(ffonline::HubText::error(result.error, hub));
        } else {
            listProblem_ = ffonline::HubText::error(result.error, hub);
            showListStatus();
        }
        return;
    }
    if (offset == 0) {
        if (listedHub_ != hub)
            thumbnails_.clear();
        titles_.clear();
        levels_.clear();
    }
    listedHub_ = hub;
    offline_ = false;
    listProblem_.clear();
    // No more than was asked for, each level once, however long the answer.
    int taken = 0;
    for (const nlohmann::json& entry : *levels) {
        if (++taken > pageSize_)
            break;
        std::optional<ffonline::CommunityLevel> level = ffonline::HubCache::readCommunityLevel(entry);
        if (level && !listed(level->slug))
            levels_.push_back(std::move(*level));
    }
    count_ =
        std::max(static_cast<int>(std::clamp<long long>(ffonline::jsonInt(result.body, "count"), 0, 1 << 30)),
                 static_cast<int>(levels_.size()));
    // A page that brought nothing new ends the list (levels deleted meanwhile).
    if (taken == 0)
        count_ = static_cast<int>(levels_.size());
    const QString selected = selectedKey();
    fillCards();
    if (offset > 0 && !selected.isEmpty())
        selectKey(selected);
}

void CommunityPage::showCached(const QString& why)
{
    listedHub_ = address();
    listProblem_ = why;
    levels_ = hub_ ? hub_->cache().communityLevels() : std::vector<ffonline::CommunityLevel>{};
    const QString author = author_->text().trimmed();
    if (!author.isEmpty())
        std::erase_if(levels_,
                      [&author](const ffonline::CommunityLevel& l) { return !sameName(l.author, author); });
    // As the hub sorts (docs/spec/hub-api.md): ties go to the newest.
    const Sort order = sort();
    std::stable_sort(levels_.begin(), levels_.end(),
                     [order](const ffonline::CommunityLevel& a, const ffonline::CommunityLevel& b) {
                         if (order == MostSolved && a.solves != b.solves)
                             return a.solves > b.solves;
                         if (order == Easiest && a.rating != b.rating)
                             return a.rating < b.rating;
                         if (order == Easiest && a.grade != b.grade)
                             return a.grade < b.grade;
                         return a.published > b.published;
                     });
    count_ = static_cast<int>(levels_.size());
    fillCards();
}

void CommunityPage::fillCards()
{
    const QString selected = selectedKey();
    const QSignalBlocker blocker(list_);
    list_->clear();
    for (const ffonline::CommunityLevel& level : levels_) {
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
    showListStatus();
    showSelection();
    fetchThumbnails();
    emit currentLevelChanged(selectedKey());
}

void CommunityPage::updateCard(QListWidgetItem* item, const ffonline::CommunityLevel& level)
{
    const QString key = keyOf(level.slug);
    const QPixmap thumbnail = thumbnailOf(level);
    const QString title = titles_.value(level.slug, titleOf(level));
    item->setText(title);
    item->setData(LevelItemDelegate::TitleRole, title);
    item->setData(LevelItemDelegate::DifficultyRole, gradeOf(level));
    item->setData(LevelItemDelegate::DifficultyTextRole, playersDifficulty(level.rating, level.deviation));
    const QString counts = tr("%1 played · %2 solved · ▲ %3 ▼ %4")
                               .arg(level.plays)
                               .arg(level.solves)
                               .arg(level.up)
                               .arg(level.down);
    item->setData(LevelItemDelegate::StatusRole,
                  tr("By %1").arg(authorOf(level)) + QLatin1Char('\n') + counts);
    item->setData(LevelItemDelegate::SolvedRole, ProgressStore::isSolved(key));
    item->setData(LevelItemDelegate::MarkRole, LevelItemDelegate::progressMark(key));
    item->setData(LevelItemDelegate::ThumbnailRole, thumbnail.isNull() ? QVariant() : QVariant(thumbnail));
    item->setToolTip(tr("The engine's grade: %1 of 5. The players' rating: %2 ± %3 (1500 is average, higher "
                        "is harder).")
                         .arg(gradeOf(level))
                         .arg(qRound(std::clamp(level.rating, kLowestRating, kHighestRating)))
                         .arg(qRound(std::clamp(level.deviation, 0.0, kHighestRating))));
}

QPixmap CommunityPage::thumbnailOf(const ffonline::CommunityLevel& level)
{
    // A board that could not be fetched is kept as a null pixmap, so it is not asked for again.
    if (const auto it = thumbnails_.constFind(level.slug); it != thumbnails_.constEnd() && !it->isNull())
        return *it;
    const LevelEntry* kept = library_->find(keyOf(level.slug));
    const std::optional<ff::Level>& board = level.level ? level.level : kept ? kept->level : level.level;
    if (!board)
        return {};
    const QPixmap pix = LevelItemDelegate::thumbnail(*board, devicePixelRatioF());
    thumbnails_.insert(level.slug, pix);
    titles_.insert(level.slug, plainLine(ffui::LevelWords::title(*board), kMaxTitleChars));
    return pix;
}

void CommunityPage::fetchThumbnails()
{
    if (offline_ || address().isEmpty())
        return;
    for (const ffonline::CommunityLevel& level : levels_) {
        if (!thumbnails_.contains(level.slug) && !thumbnailQueue_.contains(level.slug))
            thumbnailQueue_ << level.slug;
    }
    thumbnailCalls_.removeIf([](const QPointer<ffonline::HubCall>& c) { return c.isNull(); });
    anonymous_->setAddress(address());
    const int generation = generation_;
    while (thumbnailCalls_.size() < kThumbnailFetches && !thumbnailQueue_.isEmpty()) {
        const QString slug = thumbnailQueue_.takeFirst();
        if (thumbnails_.contains(slug))
            continue;
        ffonline::HubCall* call = anonymous_->level(slug);
        thumbnailCalls_ << call;
        connect(call, &ffonline::HubCall::finished, this,
                [this, slug, generation](const ffonline::HubResult& result) {
                    thumbnailArrived(slug, result, generation);
                });
    }
}

void CommunityPage::thumbnailArrived(const QString& slug, const ffonline::HubResult& result, int generation)
{
    if (generation != generation_)
        return;
    std::optional<ffonline::CommunityLevel> level =
        result.ok() ? ffonline::HubCache::readCommunityLevel(result.body) : std::nullopt;
    if (level && level->level && level->slug == slug) {
        thumbnails_.insert(slug, LevelItemDelegate::thumbnail(*level->level, devicePixelRatioF()));
        titles_.insert(slug, plainLine(ffui::LevelWords::title(*level->level), kMaxTitleChars));
        for (int i = 0; i < list_->count(); ++i) {
            QListWidgetItem* item = list_->item(i);
            if (item->data(kSlugRole).toString() != slug)
                continue;
            item->setData(LevelItemDelegate::ThumbnailRole, thumbnails_.value(slug));
            item->setText(titles_.value(slug));
            item->setData(LevelItemDelegate::TitleRole, titles_.value(slug));
        }
    } else if (result.error.kind == ffonline::HubError::Kind::RateLimited) {
        // Asked again after the pause the hub wants; the card keeps its placeholder meanwhile.
        thumbnailQueue_.append(slug);
        QTimer::singleShot(std::clamp(result.error.retryAfterSeconds, 1, 30) * 1000, this,
                           [this, generation] {
                               if (generation == generation_)
                                   fetchThumbnails();
                           });
        return;
    }
    // A board that does not come stays a placeholder: the list itself says what failed.
    thumbnails_.insert(slug, thumbnails_.value(slug));
    QTimer::singleShot(0, this, [this, generation] {
        if (generation == generation_)
            fetchThumbnails();
    });
}

void CommunityPage::showListStatus()
{
    QString text = listProblem_;
    const int shown = static_cast<int>(levels_.size());
    if (text.isEmpty() && !listedHub_.isEmpty() && !listCall_) {
        const QString author = author_->text().trimmed();
        if (shown == 0)
            text = author.isEmpty()
                       ? tr("No levels are published on this hub yet. Publish your own from the "
                            "level editor.")
                       : tr("No levels of “%1” on this hub.").arg(plainLine(author, kMaxAuthorChars));
        else
            text = tr("Showing %1 of %2").arg(shown).arg(count_);
    }
    status_->setText(text);
    status_->setVisible(!text.isEmpty());
    // Offline and failures stand out; the count does not.
    status_->setStyleSheet(listProblem_.isEmpty() ? QString()
                                                  : QStringLiteral("color: #be3228; font-weight: bold;"));
    more_->setVisible(!offline_ && listProblem_.isEmpty() && shown < count_);
    more_->setEnabled(!listCall_);
}

void CommunityPage::showSelection()
{
    const QString slug = selectedSlug();
    const ffonline::CommunityLevel* level = listed(slug);
    play_->setEnabled(level && !playCall_);
    // The hub takes no vote of an author on their own level (names compare without case).
    const bool own = level && hub_ && level->author.compare(hub_->playerName(), Qt::CaseInsensitive) == 0;
    up_->setEnabled(level && !voteCall_ && !offline_ && !own);
    down_->setEnabled(level && !voteCall_ && !offline_ && !own);
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

void CommunityPage::setBusy(const QString& what)
{
    const bool busy = !what.isEmpty();
    busy_->setVisible(busy);
    busyText_->setVisible(busy);
    busyText_->setText(what);
    cancel_->setVisible(busy);
    refresh_->setEnabled(!listCall_);
    showListStatus();
    if (!busy)
        showSelection();
}

bool CommunityPage::isBusy() const
{
    return listCall_ || playCall_;
}

void CommunityPage::setInfo(const QString& text)
{
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

QStringList CommunityPage::listedSlugs() const
{
    QStringList slugs;
    for (const ffonline::CommunityLevel& level : levels_)
        slugs << level.slug;
    return slugs;
}

QString CommunityPage::keyOf(const QString& slug) const
{
    return slug.isEmpty() ? QString() : LevelLibrary::communityKey(address(), slug);
}

const ffonline::CommunityLevel* CommunityPage::listed(const QString& slug) const
{
    const auto it = std::find_if(levels_.begin(), levels_.end(),
                                 [&slug](const ffonline::CommunityLevel& l) { return l.slug == slug; });
    return it != levels_.end() ? &*it : nullptr;
}

ffonline::CommunityLevel* CommunityPage::listed(const QString& slug)
{
    return const_cast<ffonline::CommunityLevel*>(std::as_const(*this).listed(slug));
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
    const auto n = static_cast<qsizetype>(levels_.size());
    qsizetype start = -1;
    for (qsizetype i = 0; i < n; ++i) {
        if (keyOf(levels_[i].slug) == key)
            start = i;
    }
    for (qsizetype i = 1; i <= n; ++i) {
        const QString next = keyOf(levels_[(start + i + n) % n].slug);
        if (next != key && !ProgressStore::isSolved(next))
            return next;
    }
    return {};
}

void CommunityPage::play(const QString& key)
{
    for (const ffonline::CommunityLevel& level : levels_) {
        if (keyOf(level.slug) == key) {
            playSlug(level.slug);
            return;
        }
    }
}

void CommunityPage::playSlug(const QString& slug)
{
    if (!ffonline::isSlug(slug) || !hub_ || !hub_->isSet())
        return;
    setInfo({});
    // Offline the level opens from this computer, if it is kept here.
    if (offline_) {
        if (!openKept(slug)) {
            setInfo(tr("This level is not on this computer yet, and the hub cannot be reached."));
            emit problem(info_->text());
        }
        return;
    }
    if (playCall_)
        playCall_->cancel();
    // With the token: the hub counts the player's first opening as a play.
    playCall_ = hub_->client()->level(slug);
    const QUrl hub = address();
    connect(playCall_, &ffonline::HubCall::finished, this,
            [this, slug, hub](const ffonline::HubResult& result) {
                if (hub != address())
                    return;
                playCall_.clear();
                setBusy({});
                playArrived(slug, result);
            });
    setBusy(tr("Fetching the level…"));
}

void CommunityPage::playArrived(const QString& slug, const ffonline::HubResult& result)
{
    if (result.error.kind == ffonline::HubError::Kind::Cancelled)
        return;
    const QUrl hub = address();
    if (!result.ok()) {
        // Played before: the copy kept here opens; the hub counts the play another time.
        const QString why = ffonline::HubText::error(result.error, hub);
        if (!openKept(slug)) {
            setInfo(why);
            emit problem(why);
        }
        return;
    }
    std::optional<ffonline::CommunityLevel> level = ffonline::HubCache::readCommunityLevel(result.body);
    if (!level || !level->level || level->slug != slug) {
        const QString why = tr("The hub sent a community level that is not valid.");
        if (!openKept(slug)) {
            setInfo(why);
            emit problem(why);
        }
        return;
    }
    QString error;
    if (!hub_->cache().storeCommunityLevel(result.body, error))
        setInfo(error); // it still opens, but will not offline
    showCounts(*level);
    emit levelActivated(library_->addCommunityLevel(*level));
}

bool CommunityPage::openKept(const QString& slug)
{
    const QString key = keyOf(slug);
    if (!library_->find(key)) {
        const std::optional<ffonline::CommunityLevel> kept = hub_->cache().communityLevel(slug);
        if (!kept)
            return false;
        library_->addCommunityLevel(*kept);
    }
    emit levelActivated(key);
    return true;
}

void CommunityPage::vote(int vote)
{
    const QString slug = selectedSlug();
    if (slug.isEmpty() || !hub_ || voteCall_)
        return;
    if (!hub_->isRegistered()) {
        setInfo(tr("Voting needs a player on the hub. Register one under Settings › Online."));
        showSelection();
        return;
    }
    setInfo({});
    const int yours = ProgressStore::communityVote(keyOf(slug), address());
    voteCall_ = hub_->client()->vote(slug, vote == yours ? 0 : std::clamp(vote, -1, 1));
    const QUrl hub = address();
    connect(voteCall_, &ffonline::HubCall::finished, this,
            [this, slug, hub](const ffonline::HubResult& result) {
                voteCall_.clear();
                if (hub == address())
                    voteArrived(slug, result);
                showSelection();
            });
    showSelection();
}

void CommunityPage::voteArrived(const QString& slug, const ffonline::HubResult& result)
{
    if (!result.ok()) {
        setInfo(ffonline::HubText::error(result.error, address()));
        return;
    }
    const auto count = [&result](const char* key) {
        return static_cast<int>(std::clamp<long long>(ffonline::jsonInt(result.body, key), 0, 1 << 30));
    };
    ProgressStore::setCommunityVote(
        keyOf(slug), address(),
        static_cast<int>(std::clamp<long long>(ffonline::jsonInt(result.body, "yours"), -1, 1)));
    if (const ffonline::CommunityLevel* level = listed(slug)) {
        ffonline::CommunityLevel now = *level;
        now.up = count("up");
        now.down = count("down");
        showCounts(now);
    }
}

void CommunityPage::showCounts(const ffonline::CommunityLevel& now)
{
    ffonline::CommunityLevel* level = listed(now.slug);
    if (!level)
        return;
    // The board stays what it was: the slug names the level.
    std::optional<ff::Level> board = std::move(level->level);
    *level = now;
    if (!level->level)
        level->level = std::move(board);
    for (int i = 0; i < list_->count(); ++i) {
        if (list_->item(i)->data(kSlugRole).toString() == now.slug)
            updateCard(list_->item(i), *level);
    }
    showSelection();
}

QString CommunityPage::playersDifficulty(double rating, double deviation)
{
    if (!(deviation < kUnratedDeviation))
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
