// The Community page of the level browser: the levels players published on the hub
// (HubClient::levels), newest first, most solved first or easiest first (by the
// players' rating), of every author or of one, a page at a time (More… fetches the
// next). Each card shows the board (the level fetched without the token, so that
// looking counts as no play, and kept for the session), title, author, the engine's
// grade as stars, how hard the players found it, plays, solves, votes and the
// player's own mark. Play (the button, a double click, Enter) fetches the level with
// the token, which counts as a play, keeps it in the hub's cache and the library's
// Community collection and emits levelActivated; Up and Down vote, and the same
// vote again withdraws it. While a list or a level is fetched a busy bar with Cancel
// shows. When the hub cannot be reached the page says so and lists the community
// levels kept in the cache, which open offline. Every answer is read without
// trusting it: levels are validated by the engine (HubCache), texts shown as plain
// text and shortened.
#pragma once

#include "online/HubCache.h"

#include <QHash>
#include <QPixmap>
#include <QPointer>
#include <QStringList>
#include <QUrl>
#include <QWidget>

#include <vector>

class LevelLibrary;
class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QProgressBar;
class QPushButton;
class QTimer;
class QToolButton;

namespace ffonline {
class HubCall;
class HubClient;
class HubSession;
struct HubResult;
} // namespace ffonline

class CommunityPage : public QWidget {
    Q_OBJECT
public:
    static constexpr int kDefaultPageSize = 30;
    // Boards fetched at once for the thumbnails.
    static constexpr int kThumbnailFetches = 4;
    // A deviation at least this large: the players have not rated the level yet.
    static constexpr double kUnratedDeviation = 340;

    enum Sort { Newest, MostSolved, Easiest };

    explicit CommunityPage(LevelLibrary* library, QWidget* parent = nullptr);

    // The hub whose levels are listed (null or one without an address: none).
    void setHub(ffonline::HubSession* hub);

    // The page comes into view: lists the first page unless it lists the hub's
    // levels already (then it only reads the player's marks again).
    void showPage();
    // Fetches the list again from its first page.
    void reload();
    // Stops whatever the page is waiting for (the list, a level to play, the boards).
    void cancel();

    void setSort(Sort sort);
    Sort sort() const;
    // Only the levels of the player of that name (empty: every author); lists again.
    void setAuthorFilter(const QString& name);
    // How many levels one request asks for (tests make it small).
    void setPageSize(int size);
    // Fetches the next page and adds it to the list (More…).
    void loadMore();

    // The slugs listed, in order.
    QStringList listedSlugs() const;
    // How many levels match on the hub (offline: how many are listed).
    int matchCount() const { return count_; }
    bool isBusy() const;
    // The hub could not be reached; the levels kept in the cache are listed.
    bool isOffline() const { return offline_; }
    // The line about the list (offline, failures, how many are shown).
    QString statusText() const;
    // The line about the last action (play, vote) that did not work out.
    QString infoText() const;

    // The selected card's level key (LevelLibrary::communityKey; empty: none).
    QString selectedKey() const;
    // Selects the card of `key` if it is listed.
    void selectKey(const QString& key);
    // Plays the listed level of `key`, as Play does for the selected card.
    void play(const QString& key);
    // Plays the community level `slug` of the hub, listed or not (a level's address
    // opened or pasted).
    void playSlug(const QString& slug);
    // Votes on the selected level: 1 up, -1 down; the player's present vote again
    // withdraws it (0).
    void vote(int vote);
    // The next listed level after `key` that the player has not solved, wrapping
    // round (empty: none).
    QString nextUnsolved(const QString& key) const;

    // The players' difficulty of a level in words: "Players: harder than average
    // (1662)", or that no player rated it yet.
    static QString playersDifficulty(double rating, double deviation);

    QListWidget* list() const { return list_; }
    QComboBox* sortBox() const { return sort_; }
    QLineEdit* authorEdit() const { return author_; }
    QPushButton* moreButton() const { return more_; }
    QPushButton* playButton() const { return play_; }
    QPushButton* cancelButton() const { return cancel_; }
    QToolButton* upButton() const { return up_; }
    QToolButton* downButton() const { return down_; }

signals:
    void levelActivated(const QString& key);
    // Another card (or none: empty key) is selected.
    void currentLevelChanged(const QString& key);
    // What went wrong with a Play started from elsewhere (the player page's Next).
    void problem(const QString& text);

private:
    QWidget* buildFilterRow();
    QWidget* buildActionRow();
    void styleWidgets();
    void connectWidgets();

    void fetchList(int offset);
    void listArrived(const ffonline::HubResult& result, int offset);
    // The levels kept in the cache, filtered and sorted as the hub would.
    void showCached(const QString& why);
    void fillCards();
    void updateCard(QListWidgetItem* item, const ffonline::CommunityLevel& level);
    void showSelection();
    void showListStatus();
    void setBusy(const QString& what);
    void setInfo(const QString& text);

    void fetchThumbnails();
    void thumbnailArrived(const QString& slug, const ffonline::HubResult& result, int generation);
    QPixmap thumbnailOf(const ffonline::CommunityLevel& level);

    void playArrived(const QString& slug, const ffonline::HubResult& result);
    // Opens the level kept of `slug` (library or cache); false when none is kept.
    bool openKept(const QString& slug);
    void voteArrived(const QString& slug, const ffonline::HubResult& result);
    // The hub's description of a listed level as it is now, on its card.
    void showCounts(const ffonline::CommunityLevel& now);

    QString keyOf(const QString& slug) const;
    const ffonline::CommunityLevel* listed(const QString& slug) const;
    ffonline::CommunityLevel* listed(const QString& slug);
    QString selectedSlug() const;
    QUrl address() const;

    LevelLibrary* library_;
    QPointer<ffonline::HubSession> hub_;
    // Lists and boards: no token, so that looking counts as no play.
    ffonline::HubClient* anonymous_;

    QLabel* heading_;
    QLabel* description_;
    QComboBox* sort_;
    QLineEdit* author_;
    QPushButton* refresh_;
    QLabel* status_;
    QProgressBar* busy_;
    QLabel* busyText_;
    QPushButton* cancel_;
    QListWidget* list_;
    QPushButton* more_;
    QLabel* detail_;
    QToolButton* up_;
    QToolButton* down_;
    QPushButton* play_;
    QLabel* info_;
    QTimer* authorTimer_;

    QUrl listedHub_; // the hub the list is of (empty: nothing listed yet)
    std::vector<ffonline::CommunityLevel> levels_;
    int count_ = 0;
    int pageSize_ = kDefaultPageSize;
    bool offline_ = false;
    QString listProblem_;
    // Answers to calls of an earlier list (another sort, filter or hub) are dropped.
    int generation_ = 0;
    QPointer<ffonline::HubCall> listCall_;
    QPointer<ffonline::HubCall> playCall_;
    QPointer<ffonline::HubCall> voteCall_;

    QHash<QString, QPixmap> thumbnails_; // by slug, for listedHub_
    // By slug: a fetched level's title in the UI language (the hub lists its plain title).
    QHash<QString, QString> titles_;
    QStringList thumbnailQueue_;
    QList<QPointer<ffonline::HubCall>> thumbnailCalls_;
};
