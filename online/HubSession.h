// The app's link to its hub (HubAccount::address()): the client with the player's
// token, the cache of the hub's weeks and community levels, and the outbox of solves
// still to send. It fetches the released weeks when it starts, when the address or
// the player changes and then every kRefreshMs, so that a newly released week
// appears without reinstalling; it keeps what arrives in the cache, from which the
// library reads This week and the Archive, offline too. Without an address it does
// nothing at all: the app is complete offline.
#pragma once

#include "online/HubCache.h"
#include "online/HubClient.h"
#include "online/Outbox.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>
#include <optional>

class QTimer;

namespace ff::online {

class HubSession : public QObject {
    Q_OBJECT
public:
    static constexpr int kRefreshMs = 15 * 60 * 1000;
    // While the hub cannot be reached it is asked again this often; when it answers,
    // the solves waiting for it are sent.
    static constexpr int kReconnectMs = 30 * 1000;
    // What the player looks at is asked again when it is shown, at most this often.
    static constexpr int kRecheckMs = 30 * 1000;
    // At most this many weeks are fetched (the newest).
    static constexpr int kMaxWeeks = 520;

    enum class State {
        Off,        // no hub set
        Connecting, // the first answer is awaited
        Online,     // the last call was answered
        Offline,    // the last call found no hub
    };

    // `dataRoot` (the app's data folder) holds "hub/" with the caches and the outbox.
    explicit HubSession(const QString& dataRoot, QObject* parent = nullptr);

    // The app's data folder the session was made with.
    QString dataRoot() const { return dataRoot_; }
    QUrl address() const { return address_; }
    bool isSet() const { return !address_.isEmpty(); }
    bool isRegistered() const;
    QString playerName() const;
    State state() const { return state_; }
    // The state in words for the status bar and the settings.
    QString stateText() const;
    // The message of the last failed call (empty: none failed).
    QString lastError() const { return lastError_; }
    // Why the hub does not take the player's token (empty: it does, or it was not
    // asked yet).
    QString playerProblem() const { return playerProblem_; }

    // A client for the hub with the player's token; the caller's calls are its own.
    HubClient* client() const { return client_; }
    HubCache cache() const;
    Outbox* outbox() const { return outbox_; }

    // Reads the address and the player again (after the settings changed), then
    // refreshes.
    void reconfigure();
    // Fetches the released weeks and the player's record now.
    void refresh();
    // Refreshes when the page of the hub's weeks is shown, so that it says soon that
    // the hub went away (or came back), unless the last refresh is more recent than
    // the recheck interval.
    void recheck();
    // How long the hub is left alone after it could not be reached (tests make it short).
    void setReconnectMs(int ms);
    void setRecheckMs(int ms);

    // The player's weekly streak as the hub counts it (nothing: not known, not
    // registered or offline since the start).
    std::optional<int> hubStreak() const { return streak_; }

    // Queues the solve of a hub level; false when one is queued already.
    bool submit(const Submission& submission);

signals:
    // New weeks arrived in the cache.
    void weeksChanged();
    // The player's record (the streak) arrived.
    void playerChanged();
    void stateChanged();

private:
    void fetchWeeks();
    void fetchWeek(const QString& week, int generation);
    void fetchPlayer();
    void noteResult(const HubResult& result);
    // Whether the hub answered: the state, the last error and the retry follow.
    void noteAnswer(const HubError& error);

    QString dataRoot_;
    QUrl address_;
    HubClient* client_;
    Outbox* outbox_;
    QTimer* refreshTimer_;
    QTimer* reconnectTimer_;
    QElapsedTimer lastRefresh_;
    int recheckMs_ = kRecheckMs;
    State state_ = State::Off;
    QString lastError_;
    QString playerProblem_;
    std::optional<int> streak_;
    // Answers to calls made for an earlier address are ignored.
    int generation_ = 0;
};

} // namespace ff::online
