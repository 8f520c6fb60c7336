#include "online/CommunityFeed.h"

#include "online/HubClient.h"
#include "online/HubSession.h"
#include "online/HubText.h"

#include <QTimer>

#include <algorithm>
#include <utility>

namespace ff::online {

namespace {

bool sameName(const QString& a, const QString& b)
{
    return a.compare(b, Qt::CaseInsensitive) == 0;
}

// The keys of a listed level are read without trusting their types: a key that is
// missing or of another type reads as its fallback. A hub's list is shown level by
// level, so that one odd key costs no more than its own value.
const nlohmann::json* valueAt(const nlohmann::json& object, const char* key)
{
    if (!object.is_object())
        return nullptr;
    const auto it = object.find(key);
    return it != object.end() ? &*it : nullptr;
}

QString textAt(const nlohmann::json& object, const char* key)
{
    const nlohmann::json* v = valueAt(object, key);
    return v && v->is_string() ? QString::fromStdString(v->get<std::string>()) : QString();
}

long long integerAt(const nlohmann::json& object, const char* key)
{
    const nlohmann::json* v = valueAt(object, key);
    return v && v->is_number_integer() ? v->get<long long>() : 0;
}

double numberAt(const nlohmann::json& object, const char* key, double fallback)
{
    const nlohmann::json* v = valueAt(object, key);
    return v && v->is_number() ? v->get<double>() : fallback;
}

int intAt(const nlohmann::json& object, const char* key)
{
    return static_cast<int>(integerAt(object, key));
}

// An entry of a page of the browse (GET levels); nothing without a slug, or with a
// level file that is not valid.
std::optional<CommunityLevel> listedEntry(const nlohmann::json& entry)
{
    CommunityLevel c;
    c.slug = textAt(entry, "slug");
    if (!isSlug(c.slug))
        return std::nullopt;
    c.id = textAt(entry, "id");
    c.title = textAt(entry, "title");
    c.author = textAt(entry, "author");
    c.published = QDateTime::fromString(textAt(entry, "published"), Qt::ISODateWithMs);
    c.grade = intAt(entry, "grade");
    c.plays = intAt(entry, "plays");
    c.solves = intAt(entry, "solves");
    if (const nlohmann::json* rating = valueAt(entry, "rating")) {
        c.rating = numberAt(*rating, "value", c.rating);
        c.deviation = numberAt(*rating, "deviation", c.deviation);
    }
    if (const nlohmann::json* votes = valueAt(entry, "votes")) {
        c.up = intAt(*votes, "up");
        c.down = intAt(*votes, "down");
    }
    if (const nlohmann::json* level = valueAt(entry, "level")) {
        c.level = readHubLevel(*level);
        if (!c.level)
            return std::nullopt;
    }
    return c;
}

// A kept level as the hub lists it, for the hub's order.
ff::api::ListedLevel listedOf(const CommunityLevel& c)
{
    ff::api::ListedLevel l;
    l.slug = c.slug.toStdString();
    l.published = c.published.toString(Qt::ISODateWithMs).toStdString();
    l.grade = c.grade;
    l.rating = {c.rating, c.deviation};
    l.solves = c.solves;
    return l;
}

} // namespace

CommunityFeed::CommunityFeed(QObject* parent) : QObject(parent), anonymous_(new HubClient(this)) {}

void CommunityFeed::setHub(HubSession* hub)
{
    if (hub_) {
        disconnect(hub_, nullptr, this, nullptr);
        disconnect(hub_->outbox(), nullptr, this, nullptr);
    }
    hub_ = hub;
    if (!hub_)
        return;
    // A solve the hub took: its answer holds the level's counts as they are now, for
    // the list and for the copy kept offline.
    connect(hub_->outbox(), &Outbox::delivered, this, [this](const Submission& s, const HubResult& answer) {
        if (s.kind != Submission::Kind::Community || s.hub != address())
            return;
        const std::optional<ff::api::SolveReceipt> receipt = answer.as<ff::api::SolveReceipt>();
        if (!receipt || QString::fromStdString(receipt->level.slug) != s.target)
            return;
        hub_->cache().storeCounts(receipt->level);
        showCounts(HubCache::readListedLevel(receipt->level));
    });
    connect(hub_, &HubSession::stateChanged, this, [this] {
        // Another hub or player: what is listed belongs to the old one.
        if (!listedHub_.isEmpty() && listedHub_ != address()) {
            cancel();
            clearList();
            emit hubChanged();
        } else if (offline_ && hub_->state() == HubSession::State::Online) {
            emit hubBack();
        }
    });
}

QUrl CommunityFeed::address() const
{
    return hub_ ? hub_->address() : QUrl();
}

void CommunityFeed::setPageSize(int size)
{
    pageSize_ = std::clamp(size, 1, 100);
}

void CommunityFeed::clearList()
{
    listedHub_.clear();
    levels_.clear();
    boards_.clear();
}

void CommunityFeed::reload()
{
    if (!address().isEmpty()) {
        fetchList(0);
        return;
    }
    cancel();
    clearList();
    count_ = 0;
    offline_ = false;
    listProblem_ = tr("No hub is set. Choose one under Settings › Online to play the levels other "
                      "players publish.");
    emit listChanged();
}

void CommunityFeed::loadMore()
{
    if (!offline_ && !listCall_ && static_cast<int>(levels_.size()) < count_)
        fetchList(static_cast<int>(levels_.size()));
}

bool CommunityFeed::canLoadMore() const
{
    return !offline_ && listProblem_.isEmpty() && static_cast<int>(levels_.size()) < count_;
}

void CommunityFeed::cancel()
{
    cancelListing();
    if (playCall_)
        playCall_->cancel();
    playCall_.clear();
    emit activityChanged();
}

void CommunityFeed::cancelListing()
{
    ++generation_;
    boardQueue_.clear();
    // A cancelled call reports at once; generation_ makes its answer count for nothing.
    for (const QPointer<HubCall>& call : std::exchange(boardCalls_, {})) {
        if (call)
            call->cancel();
    }
    if (listCall_)
        listCall_->cancel();
    listCall_.clear();
}

void CommunityFeed::cancelByUser()
{
    const bool listing = listCall_;
    cancel();
    if (listing) {
        listProblem_ = tr("Loading was cancelled. Refresh tries again.");
        emit activityChanged();
    }
}

CommunityFeed::Activity CommunityFeed::activity() const
{
    if (playCall_)
        return Activity::Fetching;
    if (listCall_)
        return listOffset_ == 0 ? Activity::Listing : Activity::ListingMore;
    return Activity::None;
}

void CommunityFeed::fetchList(int offset)
{
    // A new list replaces the old one; a level asked for to play still opens.
    if (offset == 0)
        cancelListing();
    else if (listCall_)
        return;
    const QUrl hub = address();
    anonymous_->setAddress(hub);
    const int generation = generation_;
    listOffset_ = offset;
    listCall_ = anonymous_->levels(QString::fromStdString(std::string(ff::api::sortName(sort_))), author_,
                                   pageSize_, offset);
    connect(listCall_, &HubCall::finished, this, [this, generation, offset, hub](const HubResult& result) {
        if (generation != generation_ || hub != address())
            return;
        listCall_.clear();
        listArrived(result, offset);
        emit activityChanged();
    });
    emit activityChanged();
}

void CommunityFeed::listArrived(const HubResult& result, int offset)
{
    using Kind = HubError::Kind;
    const QUrl hub = address();
    const nlohmann::json* levels = valueAt(result.body, "levels");
    if (result.ok() && (!levels || !levels->is_array())) {
        HubError bad;
        bad.kind = Kind::BadAnswer;
        showCached(HubText::error(bad, hub));
        return;
    }
    if (!result.ok()) {
        if (result.error.kind == Kind::Unreachable || result.error.kind == Kind::Timeout) {
            offline_ = true;
            showCached(tr("The hub at %1 cannot be reached. The community levels you played are kept on this "
                          "computer and open from here.")
                           .arg(HubText::addressText(hub)));
        } else if (offset == 0) {
            showCached(HubText::error(result.error, hub));
        } else {
            listProblem_ = HubText::error(result.error, hub);
        }
        return;
    }
    if (offset == 0) {
        if (listedHub_ != hub)
            boards_.clear();
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
        std::optional<CommunityLevel> level = listedEntry(entry);
        if (level && !listed(level->slug))
            levels_.push_back(std::move(*level));
    }
    count_ = std::max(static_cast<int>(std::clamp<long long>(integerAt(result.body, "count"), 0, 1 << 30)),
                      static_cast<int>(levels_.size()));
    // A page that brought nothing new ends the list (levels deleted meanwhile).
    if (taken == 0)
        count_ = static_cast<int>(levels_.size());
    fetchBoards();
    emit listChanged();
}

void CommunityFeed::showCached(const QString& why)
{
    listedHub_ = address();
    listProblem_ = why;
    levels_ = hub_ ? hub_->cache().communityLevels() : std::vector<CommunityLevel>{};
    if (!author_.isEmpty())
        std::erase_if(levels_, [this](const CommunityLevel& l) { return !sameName(l.author, author_); });
    // As the hub sorts (ff::api::listedBefore).
    std::vector<std::pair<ff::api::ListedLevel, CommunityLevel>> kept;
    for (CommunityLevel& level : levels_)
        kept.emplace_back(listedOf(level), std::move(level));
    std::stable_sort(kept.begin(), kept.end(), [this](const auto& a, const auto& b) {
        return ff::api::listedBefore(sort_, a.first, b.first);
    });
    levels_.clear();
    for (auto& level : kept)
        levels_.push_back(std::move(level.second));
    count_ = static_cast<int>(levels_.size());
    emit listChanged();
}

const CommunityLevel* CommunityFeed::listed(const QString& slug) const
{
    const auto it = std::find_if(levels_.begin(), levels_.end(),
                                 [&slug](const CommunityLevel& l) { return l.slug == slug; });
    return it != levels_.end() ? &*it : nullptr;
}

CommunityLevel* CommunityFeed::listedLevel(const QString& slug)
{
    return const_cast<CommunityLevel*>(std::as_const(*this).listed(slug));
}

QStringList CommunityFeed::listedSlugs() const
{
    QStringList slugs;
    for (const CommunityLevel& level : levels_)
        slugs << level.slug;
    return slugs;
}

const ff::Level* CommunityFeed::board(const QString& slug) const
{
    if (const auto it = boards_.constFind(slug); it != boards_.constEnd() && *it)
        return &**it;
    const CommunityLevel* level = listed(slug);
    return level && level->level ? &*level->level : nullptr;
}

void CommunityFeed::fetchBoards()
{
    if (offline_ || address().isEmpty())
        return;
    const HubCache kept = hub_->cache();
    for (const CommunityLevel& level : levels_) {
        const QString& slug = level.slug;
        if (level.level || boards_.contains(slug) || boardQueue_.contains(slug) || boardCalls_.contains(slug))
            continue;
        if (std::optional<CommunityLevel> cached = kept.communityLevel(slug))
            boards_.insert(slug, std::move(cached->level));
        else
            boardQueue_ << slug;
    }
    boardCalls_.removeIf(
        [](QHash<QString, QPointer<HubCall>>::iterator call) { return call.value().isNull(); });
    anonymous_->setAddress(address());
    const int generation = generation_;
    while (boardCalls_.size() < kBoardFetches && !boardQueue_.isEmpty()) {
        const QString slug = boardQueue_.takeFirst();
        if (boards_.contains(slug))
            continue;
        HubCall* call = anonymous_->level(slug);
        boardCalls_.insert(slug, call);
        connect(call, &HubCall::finished, this, [this, slug, generation](const HubResult& result) {
            boardArrived(slug, result, generation);
        });
    }
}

void CommunityFeed::boardArrived(const QString& slug, const HubResult& result, int generation)
{
    if (generation != generation_)
        return;
    boardCalls_.remove(slug);
    const std::optional<ff::api::FetchedLevel> answer = result.as<ff::api::FetchedLevel>();
    std::optional<CommunityLevel> level = answer ? HubCache::readCommunityLevel(*answer) : std::nullopt;
    if (level && level->slug == slug) {
        boards_.insert(slug, std::move(level->level));
        emit levelChanged(slug);
    } else if (result.error.kind == HubError::Kind::RateLimited) {
        // Asked again after the pause the hub wants.
        boardQueue_.append(slug);
        QTimer::singleShot(std::clamp(result.error.retryAfterSeconds, 1, 30) * 1000, this,
                           [this, generation] {
                               if (generation == generation_)
                                   fetchBoards();
                           });
        return;
    } else if (!boards_.contains(slug)) {
        // A board that does not come is not asked for again: the list itself says what failed.
        boards_.insert(slug, std::nullopt);
    }
    QTimer::singleShot(0, this, [this, generation] {
        if (generation == generation_)
            fetchBoards();
    });
}

void CommunityFeed::play(const QString& slug)
{
    if (!isSlug(slug) || !hub_ || !hub_->isSet())
        return;
    // Offline the level opens from this computer, if it is kept here.
    if (offline_) {
        playKept(slug, tr("This level is not on this computer yet, and the hub cannot be reached."));
        return;
    }
    if (playCall_)
        playCall_->cancel();
    // With the token: the hub counts the player's first opening as a play.
    playCall_ = hub_->client()->level(slug);
    const QUrl hub = address();
    connect(playCall_, &HubCall::finished, this, [this, slug, hub](const HubResult& result) {
        if (hub != address())
            return;
        playCall_.clear();
        emit activityChanged();
        playArrived(slug, result);
    });
    emit activityChanged();
}

void CommunityFeed::playArrived(const QString& slug, const HubResult& result)
{
    if (result.error.kind == HubError::Kind::Cancelled)
        return;
    if (!result.ok()) {
        // Played before: the copy kept here opens; the hub counts the play another time.
        playKept(slug, HubText::error(result.error, address()));
        return;
    }
    const std::optional<ff::api::FetchedLevel> answer = result.as<ff::api::FetchedLevel>();
    const std::optional<CommunityLevel> level = answer ? HubCache::readCommunityLevel(*answer) : std::nullopt;
    if (!level || level->slug != slug) {
        playKept(slug, tr("The hub sent a community level that is not valid."));
        return;
    }
    QString error;
    if (!hub_->cache().storeCommunityLevel(result, error))
        emit actionFailed(error); // it still opens, but will not offline
    showCounts(*level);
    emit levelReady(*level, true);
}

void CommunityFeed::playKept(const QString& slug, const QString& why)
{
    if (const std::optional<CommunityLevel> kept = hub_->cache().communityLevel(slug))
        emit levelReady(*kept, false);
    else
        emit playFailed(slug, why);
}

void CommunityFeed::vote(const QString& slug, int vote)
{
    if (!hub_ || voteCall_)
        return;
    voteCall_ = hub_->client()->vote(slug, std::clamp(vote, -1, 1));
    const QUrl hub = address();
    connect(voteCall_, &HubCall::finished, this, [this, slug, hub](const HubResult& result) {
        voteCall_.clear();
        if (hub == address())
            voteArrived(slug, result);
        emit activityChanged();
    });
    emit activityChanged();
}

void CommunityFeed::report(const QString& slug, const QString& reason)
{
    if (!hub_ || reportCall_)
        return;
    reportCall_ = hub_->client()->reportLevel(slug, reason);
    const QUrl hub = address();
    connect(reportCall_, &HubCall::finished, this, [this, slug, hub](const HubResult& result) {
        reportCall_.clear();
        if (hub == address()) {
            if (!result.ok())
                emit actionFailed(HubText::error(result.error, address()));
            else if (!result.as<ff::api::ReportAnswer>())
                emit actionFailed(HubText::notAHub(address()));
            else
                emit reported(slug);
        }
        emit activityChanged();
    });
    emit activityChanged();
}

void CommunityFeed::voteArrived(const QString& slug, const HubResult& result)
{
    const std::optional<ff::api::VoteAnswer> answer = result.as<ff::api::VoteAnswer>();
    if (!result.ok()) {
        emit actionFailed(HubText::error(result.error, address()));
        return;
    }
    if (!answer) {
        emit actionFailed(HubText::notAHub(address()));
        return;
    }
    emit voted(slug, answer->yours);
    hub_->cache().storeVotes(slug, answer->up, answer->down);
    if (const CommunityLevel* level = listed(slug)) {
        const auto count = [](std::int64_t n) {
            return static_cast<int>(std::clamp<std::int64_t>(n, 0, 1 << 30));
        };
        CommunityLevel now = *level;
        now.up = count(answer->up);
        now.down = count(answer->down);
        showCounts(now);
    }
}

void CommunityFeed::showCounts(const CommunityLevel& now)
{
    CommunityLevel* level = listedLevel(now.slug);
    if (!level)
        return;
    // The board stays what it was: the slug names the level.
    std::optional<ff::Level> board = std::move(level->level);
    *level = now;
    if (!level->level)
        level->level = std::move(board);
    emit levelChanged(now.slug);
}

} // namespace ff::online
