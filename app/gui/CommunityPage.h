// The Community page of the level browser: the view of a CommunityFeed, the levels
// players published on the hub, newest first, most solved first or easiest first
// (by the players' rating), of every author or of one, a page at a time (More…
// fetches the next). Each card shows the board, title, author, the engine's grade as
// stars, how hard the players found it, plays, solves, votes and the player's own
// mark. Play (the button, a double click, Enter) opens the level the feed fetched,
// keeps it in the library's Community collection and emits levelActivated; Up and
// Down vote, and the same vote again withdraws it; Report… sends the hub's operator
// a reason to look at the level (ReportDialog). While a list or a level is
// fetched a busy bar with Cancel shows. When the hub cannot be reached the page says
// so and lists the community levels kept in the cache, which open offline. The
// hub's texts are shown as plain text and shortened.
#pragma once

#include "online/CommunityFeed.h"

#include <QHash>
#include <QPixmap>
#include <QUrl>
#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QProgressBar;
class QPushButton;
class QTimer;
class QToolButton;

namespace ff::app {

class LevelLibrary;

class CommunityPage : public QWidget {
    Q_OBJECT
public:
    explicit CommunityPage(LevelLibrary* library, QWidget* parent = nullptr);

    // The hub whose levels are listed (null or one without an address: none).
    void setHub(ff::online::HubSession* hub);
    // The list, the boards, plays and votes behind the page.
    ff::online::CommunityFeed* feed() const { return feed_; }

    // The page comes into view: lists the first page unless it lists the hub's
    // levels already (then it only reads the player's marks again).
    void showPage();
    // Fetches the list again from its first page.
    void reload();
    // Stops whatever the page is waiting for (the list, a level to play, the boards).
    void cancel();

    void setSort(ff::api::CommunitySort sort);
    // Only the levels of the player of that name (empty: every author); lists again.
    void setAuthorFilter(const QString& name);

    bool isBusy() const;
    // The line about the list (offline, failures, how many are shown).
    QString statusText() const;
    // The line about the last action (play, vote, report): what did not work out, or
    // that a report was taken.
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
    // Asks for a reason to report the selected level (a ReportDialog, a child of the
    // page, window-modal); Report in it sends the report.
    void askReport();
    // The next listed level after `key` that the player has not solved, wrapping
    // round (empty: none).
    QString nextUnsolved(const QString& key) const;

    // The players' difficulty of a level in words: "Players: harder than average
    // (1662)", or that no player rated it yet.
    static QString playersDifficulty(double rating, double deviation);

    QListWidget* list() const { return list_; }

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
    void connectFeed();

    void fillCards();
    void updateCard(QListWidgetItem* item, const ff::online::CommunityLevel& level);
    void showSelection();
    void showListStatus();
    void showActivity();
    // `problem`: the text says what went wrong (it stands out).
    void setInfo(const QString& text, bool problem = true);
    QPixmap thumbnailOf(const ff::online::CommunityLevel& level);
    QString titleOf(const ff::online::CommunityLevel& level) const;
    // "By NAME": the author the level's file names, once its board is had, and the
    // player who published it when that is someone else; else the publisher.
    QString bylineOf(const ff::online::CommunityLevel& level) const;
    void open(const ff::online::CommunityLevel& level, bool fresh);
    void playFailed(const QString& slug, const QString& why);

    QString keyOf(const QString& slug) const;
    QString selectedSlug() const;
    QUrl address() const;

    LevelLibrary* library_;
    ff::online::CommunityFeed* feed_;

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
    QToolButton* report_;
    QPushButton* play_;
    QLabel* info_;
    QTimer* authorTimer_;

    // The boards drawn, by slug, for thumbnailsHub_.
    QHash<QString, QPixmap> thumbnails_;
    QUrl thumbnailsHub_;
};

} // namespace ff::app
