// The solves the app owes the hub: a weekly submission or a community level's solve
// report per level, kept in a file (written whole before anything is sent) until the
// hub has answered it for good, so that a solve made offline, or while the hub is
// down, is never lost and sent once. One submission is in flight at a time; a hub
// that is away, busy or limiting the rate is asked again later, each time after
// twice the pause (kFirstRetryMs up to kMaxRetryMs). A submission whose player has
// no token, or whose token the hub does not take, waits until the player registers
// (flush()). A weekly solve made while no hub is set is kept without one (an empty
// `hub`) until the player is registered with a hub (sendUnaddressedTo()). The hub
// stores only a player's first correct submission, so a submission sent again after
// a crash changes nothing there.
#pragma once

#include "engine/rules/Placement.h"
#include "online/HubClient.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QObject>
#include <QString>
#include <QUrl>

#include <vector>

class QTimer;

namespace ff::online {

struct Submission {
    enum class Kind { Week, Community };
    QUrl hub; // empty: a week's solve made while no hub was set
    Kind kind = Kind::Week;
    QString target;   // the week ("2026-W48") or the community level's slug
    QString levelKey; // the level's key in the app's library
    std::vector<ff::Placement> placements;
    QDateTime queued;

    bool sameAs(const Submission& other) const
    {
        return hub == other.hub && kind == other.kind && target == other.target;
    }
};

class Outbox : public QObject {
    Q_OBJECT
public:
    static constexpr int kFirstRetryMs = 5000;
    static constexpr int kMaxRetryMs = 5 * 60 * 1000;

    // The submissions kept in `file` (the data folder's "hub/outbox.json").
    explicit Outbox(const QString& file, QObject* parent = nullptr);

    QString file() const { return file_; }
    // Why the file could not be read at the start (empty: it was read, or there was
    // none). Such a file is kept beside, as "<file>.unreadable", never overwritten.
    QString loadProblem() const { return loadProblem_; }
    const std::vector<Submission>& pending() const { return pending_; }
    bool isPending(const Submission& s) const;
    // Queues `s` unless the same one is queued already (false then), writes the file
    // and tries to send. A file that cannot be written is reported by storageFailed;
    // the submission stays queued in memory and the file is written at the next change.
    bool add(Submission s);
    // Sends every submission now, whatever pause it was waiting out.
    void flush();
    // Gives the week's solves kept without a hub to `hub` (one that is queued for
    // `hub` already stays alone); flush() then sends them.
    void sendUnaddressedTo(const QUrl& hub);
    // The first pause after a failure (tests make it short).
    void setFirstRetryMs(int ms) { firstRetryMs_ = ms; }

signals:
    // The hub took the submission (`answer`: its answer, a SubmissionReceipt for a
    // week, a SolveReceipt for a community level).
    void delivered(const ff::online::Submission& s, const ff::online::HubResult& answer);
    // The hub refused it for good (not solved, unknown week or level); it is dropped.
    void refused(const ff::online::Submission& s, const ff::online::HubError& error);
    // It could not be sent now and stays queued (`error`: why).
    void waiting(const ff::online::Submission& s, const ff::online::HubError& error);
    void storageFailed(const QString& message);
    void changed();

private:
    void load();
    void save();
    void sendNext();
    void finished(const HubResult& result);
    void scheduleRetry();

    QString file_;
    QString loadProblem_;
    std::vector<Submission> pending_;
    HubClient* client_;
    HubCall* inFlight_ = nullptr;
    QTimer* retry_;
    int firstRetryMs_ = kFirstRetryMs;
    int retryMs_ = 0;
    // Submissions whose token is missing or refused wait for flush().
    bool waitForAccount_ = false;
};

} // namespace ff::online
