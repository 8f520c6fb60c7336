// The hub's community levels as the Community page shows them, without the page: the
// list (HubClient::levels) newest first, most solved first or easiest first, of
// every author or of one, a page at a time; the boards of the listed levels, fetched
// a few at a time without the token (looking counts as no play) and kept for the
// session; fetching a level to play with the token (which counts as a play) and
// keeping it in the hub's cache; votes; reports to the hub's operator; and, when the hub cannot be reached,
// the community levels kept in the cache, filtered and sorted as the hub would. Every answer is read without
// trusting it: a fetched level is decoded as ff_hubapi's FetchedLevel and validated by the engine (HubCache);
// a page of the list holds no more than was asked for and each level once, and is read level by level, a key
// of the wrong type as its default, so that one odd level or key costs only itself.
#pragma once

#include "hubapi/CommunitySort.h"
#include "online/HubCache.h"
#include "online/HubClient.h"
#include "online/HubSession.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <optional>
#include <vector>

namespace ff::online {

class CommunityFeed : public QObject {
    Q_OBJECT
public:
    static constexpr int kDefaultPageSize = 30;
    // Boards fetched at once.
    static constexpr int kBoardFetches = 4;

    // What the feed is waiting for.
    enum class Activity { None, Listing, ListingMore, Fetching };

    explicit CommunityFeed(QObject* parent = nullptr);

    // The hub whose levels are listed (null or one without an address: none).
    void setHub(HubSession* hub);
    HubSession* hub() const { return hub_; }
    QUrl address() const;

    void setSort(ff::api::CommunitySort sort) { sort_ = sort; }
    ff::api::CommunitySort sort() const { return sort_; }
    // Only the levels of the player of that name (empty: every author), from the
    // next list on.
    void setAuthor(const QString& name) { author_ = name.trimmed(); }
    QString author() const { return author_; }
    // How many levels one request asks for (1 to 100).
    void setPageSize(int size);

    // Lists the first page (no hub: empties the list).
    void reload();
    // Fetches the next page and adds it to the list.
    void loadMore();
    // Stops the list, the level to play and the boards.
    void cancel();
    // As cancel(), for the player's Cancel: a list stopped says so (listProblem).
    void cancelByUser();

    // The hub the list is of (empty: nothing listed).
    QUrl listedHub() const { return listedHub_; }
    const std::vector<CommunityLevel>& levels() const { return levels_; }
    const CommunityLevel* listed(const QString& slug) const;
    QStringList listedSlugs() const;
    // How many levels match on the hub (offline: how many are listed).
    int matchCount() const { return count_; }
    bool canLoadMore() const;
    // The hub could not be reached; the levels kept in the cache are listed.
    bool isOffline() const { return offline_; }
    // Why the list is not the hub's (offline, a failure; empty: it is).
    QString listProblem() const { return listProblem_; }
    Activity activity() const;
    bool isListing() const { return listCall_; }
    bool isVoting() const { return voteCall_; }
    bool isReporting() const { return reportCall_; }

    // Fetches the boards of the listed levels that are not had yet (again after
    // cancel()), a few at a time.
    void fetchBoards();
    // The board of a listed level: fetched, kept in the cache or sent in the list
    // (null: none yet).
    const ff::Level* board(const QString& slug) const;

    // Fetches the community level `slug` to play (listed or not); offline, or when
    // the hub does not send it, the copy kept in the cache. Reports levelReady or
    // playFailed.
    void play(const QString& slug);
    // Sends the player's vote on `slug`: 1 up, -1 down, 0 withdraw. Reports voted or
    // actionFailed.
    void vote(const QString& slug, int vote);
    // Reports `slug` to the hub's operator with the player's reason (one report per
    // player and level). Reports reported or actionFailed.
    void report(const QString& slug, const QString& reason);

signals:
    // The list was replaced or grew, or its problem changed.
    void listChanged();
    // A listed level's counts or board changed.
    void levelChanged(const QString& slug);
    void activityChanged();
    // Another hub or player is set: the list was emptied.
    void hubChanged();
    // The hub answers again after the list was read from the cache.
    void hubBack();
    // A level to play arrived from the hub (`fresh`) or was read from the cache.
    void levelReady(const ff::online::CommunityLevel& level, bool fresh);
    // No level to play: the hub did not send it and none is kept in the cache.
    void playFailed(const QString& slug, const QString& why);
    // The hub took the vote; `yours` is the player's vote as it counts now.
    void voted(const QString& slug, int yours);
    // The hub keeps the player's report of the level.
    void reported(const QString& slug);
    // A vote or a report failed, or a level that arrived could not be kept for offline.
    void actionFailed(const QString& why);

private:
    // Stops the list and the boards, not the level to play.
    void cancelListing();
    void fetchList(int offset);
    void listArrived(const HubResult& result, int offset);
    void showCached(const QString& why);
    void boardArrived(const QString& slug, const HubResult& result, int generation);
    void playArrived(const QString& slug, const HubResult& result);
    void playKept(const QString& slug, const QString& why);
    void voteArrived(const QString& slug, const HubResult& result);
    // The hub's description of a listed level as it is now; the board stays.
    void showCounts(const CommunityLevel& now);
    void clearList();
    CommunityLevel* listedLevel(const QString& slug);

    QPointer<HubSession> hub_;
    // Lists and boards: no token, so that looking counts as no play.
    HubClient* anonymous_;
    ff::api::CommunitySort sort_ = ff::api::CommunitySort::Newest;
    QString author_;
    int pageSize_ = kDefaultPageSize;

    QUrl listedHub_;
    std::vector<CommunityLevel> levels_;
    int count_ = 0;
    bool offline_ = false;
    QString listProblem_;
    // Answers to calls of an earlier list (another sort, filter or hub) are dropped.
    int generation_ = 0;
    int listOffset_ = 0;
    QPointer<HubCall> listCall_;
    QPointer<HubCall> playCall_;
    QPointer<HubCall> voteCall_;
    QPointer<HubCall> reportCall_;

    // By slug, for listedHub_: a board fetched or kept (none: it could not be had, so
    // it is not asked for again).
    QHash<QString, std::optional<ff::Level>> boards_;
    QStringList boardQueue_;
    QHash<QString, QPointer<HubCall>> boardCalls_;
};

} // namespace ff::online
