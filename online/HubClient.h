// The hub's HTTP API (docs/spec/hub-api.md) for the app and the editor, on Qt
// Network. Every call is asynchronous: it returns a HubCall at once and reports on the
// UI thread when the hub answered, the time ran out or it was cancelled, so nothing
// waits for the network. The player's token goes only into the Authorization header;
// it is never logged or shown.
#pragma once

#include "engine/rules/Placement.h"
#include "hubapi/Decoded.h"
#include "hubapi/ErrorCode.h"

#include <QByteArray>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

#include <nlohmann/json.hpp>

#include <optional>
#include <string>
#include <vector>

class QNetworkAccessManager;
class QNetworkReply;
class QTimer;

namespace ff::online {

// Why a call did not get the answer it asked for.
struct HubError {
    enum class Kind {
        None,
        Unreachable,  // no connection: no hub at the address, no network
        Timeout,      // the hub did not answer in time
        Cancelled,    // the user cancelled
        Unauthorized, // 401: the token is missing, forged or of a player the hub does not know
        RateLimited,  // 429
        Busy,         // 503: the hub's engine queue is full, its proof ran out of time, its database failed
        Refused,      // 400, 403, 409, 422: the hub read the request and said no
        NotFound,     // 404
        Server,       // any other failure of the hub (500, ...)
        BadAnswer,    // an answer that is not the API's (not JSON, too large)
    };
    Kind kind = Kind::None;
    int status = 0;                              // the HTTP status; 0 when no answer arrived
    std::optional<ff::api::ErrorCode> code;      // the hub's "error" code (NameTaken, LevelRefused, ...)
    std::vector<ff::api::LevelProblem> problems; // level-refused
    std::optional<std::string> copyOf;           // duplicate-level: the published level's slug
    int retryAfterSeconds = 0;                   // rate-limited: the hub's Retry-After

    // Whether trying the same call later may succeed (the hub or the network was
    // away or busy), as opposed to an answer that stays the same.
    bool isTransient() const;
};

struct HubResult {
    int status = 0;
    // The answer, read through the bounded reader (also for most errors; null when
    // none came or it is no JSON).
    nlohmann::json body;
    HubError error;
    bool ok() const { return error.kind == HubError::Kind::None; }
    // The answer as the message M of the hub's API (ff::api); nothing when the call
    // failed or the answer is no M.
    template <class M> std::optional<M> as() const
    {
        if (!ok())
            return std::nullopt;
        return M::fromJson(body).value;
    }
};

// One request in flight. It deletes itself after finished() was emitted.
class HubCall : public QObject {
    Q_OBJECT
public:
    // Stops the request; finished() then reports Kind::Cancelled.
    void cancel();
    bool isFinished() const { return finished_; }

signals:
    // Bytes sent and received so far (total -1 when not known).
    void progress(qint64 done, qint64 total);
    void finished(const ff::online::HubResult& result);

private:
    friend class HubClient;
    HubCall(QNetworkReply* reply, int timeoutMs, QObject* parent);
    void onFinished();
    void onProgress(qint64 done, qint64 total);

    QPointer<QNetworkReply> reply_;
    QTimer* timer_;
    bool cancelled_ = false;
    bool timedOut_ = false;
    bool tooLarge_ = false;
    bool offHub_ = false; // a redirect to another host, or from https to http
    bool finished_ = false;
};

class HubClient : public QObject {
    Q_OBJECT
public:
    // An answer larger than this is no answer of the API.
    static constexpr qint64 kMaxAnswerBytes = 8 * 1024 * 1024;
    // How long a call may go without any progress before it counts as timed out.
    static constexpr int kTimeoutMs = 20000;

    explicit HubClient(QObject* parent = nullptr);

    // The hub's base address ("http://host:port"); the routes (ff::api) go under it.
    void setAddress(const QUrl& address) { address_ = address; }
    QUrl address() const { return address_; }
    // The player's token (empty: none); sent only to calls that need or accept it.
    void setToken(const QString& token) { token_ = token; }

    HubCall* health();
    HubCall* weeks();
    // "YYYY-Www" or "current".
    HubCall* week(const QString& week);
    HubCall* registerPlayer(const QString& name);
    HubCall* me();
    // POST players/me/transfer: a code that moves the player's account to another computer.
    HubCall* transferCode();
    // POST players/transfer: the account of `code` for this computer (a new token).
    HubCall* transfer(const QString& code);
    HubCall* submitWeek(const QString& week, const std::vector<ff::Placement>& placements);
    HubCall* leaderboard(const QString& week, int limit = 100, int offset = 0);
    // GET weeks/{week}/draw: the prize draw of a closed week.
    HubCall* draw(const QString& week);
    // sort: "newest", "solved" or "difficulty"; author empty: every author.
    HubCall* levels(const QString& sort, const QString& author, int limit, int offset);
    HubCall* level(const QString& slug);
    HubCall* reportSolve(const QString& slug, const std::vector<ff::Placement>& placements);
    // 1 up, -1 down, 0 withdraw.
    HubCall* vote(const QString& slug, int vote);
    // Reports the community level to the hub's operator, with the player's reason.
    HubCall* reportLevel(const QString& slug, const QString& reason);
    // A level or pack file's text, as it would be saved.
    HubCall* publish(const QByteArray& documentJson);

    // A published community level's address: its page on the hub (a person who
    // opens it in a browser reads how to play it; the app reads it back with
    // parseLevelAddress and fetches the level through the API).
    QUrl levelAddress(const QString& slug) const;

private:
    enum class Auth { None, Optional, Required };
    // `path` is a route of ff::api; `query` is percent-encoded already.
    HubCall* call(const QByteArray& verb, const std::string& path, const QByteArray& body, Auth auth,
                  const QString& query = {});
    QUrl url(const std::string& path, const QString& query = {}) const;

    QNetworkAccessManager* manager_;
    QUrl address_;
    QString token_;
};

// A community level's address as levelAddress() writes it: the hub's base address
// and the level's slug.
struct LevelAddress {
    QUrl hub;
    QString slug;
};
// Nothing when `text` (trimmed) is no http or https address ending in a level's
// page (ff::api::levelPagePath) or in its route in the API, GET levels/{slug}.
std::optional<LevelAddress> parseLevelAddress(const QString& text);

// A user's typed hub address as the base URL: "host:port", "http://host:port/" and
// the like; empty text gives an empty URL (no hub). Nothing when it is no http or
// https address of a host (hubAddressProblem says why).
std::optional<QUrl> parseHubAddress(const QString& text);

// Why parseHubAddress gives nothing for `text`; None when it gives a URL.
enum class HubAddressProblem {
    None,
    Malformed, // characters no address can have, such as spaces
    Scheme,    // a scheme other than http and https
    NoHost,
    UserInfo, // a user name or a password
    Query,    // a "?" part
    Fragment, // a "#" part
};
HubAddressProblem hubAddressProblem(const QString& text);

} // namespace ff::online
