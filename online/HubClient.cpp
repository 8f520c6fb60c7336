#include "online/HubClient.h"

#include "hubapi/Community.h"
#include "hubapi/Players.h"
#include "hubapi/Routes.h"
#include "hubapi/Weeks.h"
#include "online/HubCache.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QTimer>

#include <utility>

namespace ff::online {

namespace {

using Kind = HubError::Kind;

Kind kindOfStatus(int status)
{
    switch (status) {
    case 401:
        return Kind::Unauthorized;
    case 404:
        return Kind::NotFound;
    case 429:
        return Kind::RateLimited;
    case 503:
        return Kind::Busy;
    default:
        break;
    }
    if (status >= 400 && status < 500)
        return Kind::Refused;
    return Kind::Server;
}

// {"placement": [...]} for a submission or a reported solve.
QByteArray placementBody(const std::vector<ff::Placement>& placements)
{
    return QByteArray::fromStdString(ff::api::SubmissionRequest{placements}.toJson().dump());
}

// The error of an answer with a status of 400 or more.
HubError errorOfAnswer(int status, const nlohmann::json& body, QNetworkReply* reply)
{
    HubError error;
    error.kind = kindOfStatus(status);
    error.status = status;
    if (status == 429)
        error.retryAfterSeconds = std::max(1, reply->rawHeader("Retry-After").toInt());
    ff::api::Decoded<ff::api::ErrorAnswer> answer = ff::api::ErrorAnswer::fromJson(body);
    if (!answer)
        return error;
    error.code = answer->code;
    error.problems = answer->problems.value_or(std::vector<ff::api::LevelProblem>{});
    if (answer->copy)
        error.copyOf = answer->copy->of;
    return error;
}

} // namespace

bool HubError::isTransient() const
{
    switch (kind) {
    case Kind::Unreachable:
    case Kind::Timeout:
    case Kind::RateLimited:
    case Kind::Busy:
    case Kind::Server:
        return true;
    case Kind::None:
    case Kind::Cancelled:
    case Kind::Unauthorized:
    case Kind::Refused:
    case Kind::NotFound:
    case Kind::BadAnswer:
        return false;
    }
    return false;
}

HubCall::HubCall(QNetworkReply* reply, int timeoutMs, QObject* parent)
    : QObject(parent), reply_(reply), timer_(new QTimer(this))
{
    timer_->setSingleShot(true);
    timer_->setInterval(timeoutMs);
    connect(timer_, &QTimer::timeout, this, [this] {
        timedOut_ = true;
        if (reply_)
            reply_->abort();
    });
    connect(reply, &QNetworkReply::finished, this, &HubCall::onFinished);
    // The address asked for: the reply's own URL already names the redirect's target.
    connect(reply, &QNetworkReply::redirected, this, [this, from = reply->url()](const QUrl& to) {
        const bool sameHost = to.host().compare(from.host(), Qt::CaseInsensitive) == 0;
        const bool downgrade =
            from.scheme() == QLatin1String("https") && to.scheme() != QLatin1String("https");
        if (sameHost && !downgrade) {
            emit reply_->redirectAllowed();
        } else {
            offHub_ = true;
            reply_->abort();
        }
    });
    connect(reply, &QNetworkReply::uploadProgress, this, &HubCall::onProgress);
    connect(reply, &QNetworkReply::downloadProgress, this, [this](qint64 done, qint64 total) {
        if (done > HubClient::kMaxAnswerBytes || total > HubClient::kMaxAnswerBytes) {
            tooLarge_ = true;
            reply_->abort();
            return;
        }
        onProgress(done, total);
    });
    timer_->start();
}

void HubCall::cancel()
{
    if (finished_ || !reply_)
        return;
    cancelled_ = true;
    reply_->abort();
}

void HubCall::onProgress(qint64 done, qint64 total)
{
    timer_->start(); // the time counts from the last sign of life
    emit progress(done, total);
}

void HubCall::onFinished()
{
    if (finished_)
        return;
    finished_ = true;
    timer_->stop();
    HubResult result;
    QNetworkReply* reply = reply_;
    const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
    if (cancelled_) {
        result.error.kind = Kind::Cancelled;
    } else if (tooLarge_ || offHub_) {
        result.error.kind = Kind::BadAnswer;
    } else if (timedOut_) {
        result.error.kind = Kind::Timeout;
    } else if (!status.isValid()) {
        // No HTTP answer at all: refused, unknown host, reset, TLS failure.
        result.error.kind = reply->error() == QNetworkReply::TimeoutError ? Kind::Timeout : Kind::Unreachable;
    } else {
        result.status = status.toInt();
        const QByteArray bytes = reply->readAll();
        ff::api::Decoded<nlohmann::json> read = ff::api::readJsonText(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        if (read)
            result.body = std::move(*read.value);
        if (result.status >= 400) {
            result.error = errorOfAnswer(result.status, result.body, reply);
        } else if (!result.body.is_object() || result.status < 200 || result.status >= 300) {
            result.error.kind = Kind::BadAnswer;
            result.error.status = result.status;
        }
    }
    reply->deleteLater();
    emit finished(result);
    deleteLater();
}

HubClient::HubClient(QObject* parent) : QObject(parent), manager_(new QNetworkAccessManager(this))
{
    // Redirects are followed only on the hub's own host and never from https to
    // http (HubCall checks each), so the player's token goes nowhere else.
    manager_->setRedirectPolicy(QNetworkRequest::UserVerifiedRedirectPolicy);
}

QUrl HubClient::url(const std::string& path, const QString& query) const
{
    QUrl u = address_;
    QString base = u.path();
    while (base.endsWith(QLatin1Char('/')))
        base.chop(1);
    u.setPath(base + QString::fromStdString(path));
    if (!query.isEmpty())
        u.setQuery(query);
    return u;
}

HubCall* HubClient::call(const QByteArray& verb, const std::string& path, const QByteArray& body, Auth auth,
                         const QString& query)
{
    QNetworkRequest request(url(path, query));
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("furunkulus"));
    request.setRawHeader("Accept", "application/json");
    if (!body.isNull())
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/json"));
    if (auth != Auth::None && !token_.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + token_.toUtf8());
    QNetworkReply* reply = body.isNull() ? manager_->sendCustomRequest(request, verb)
                                         : manager_->sendCustomRequest(request, verb, body);
    return new HubCall(reply, kTimeoutMs, this);
}

HubCall* HubClient::health()
{
    return call("GET", ff::api::healthPath(), {}, Auth::None);
}

HubCall* HubClient::weeks()
{
    return call("GET", ff::api::weeksPath(), {}, Auth::None);
}

HubCall* HubClient::week(const QString& week)
{
    return call("GET", ff::api::weekPath(week.toStdString()), {}, Auth::None);
}

HubCall* HubClient::registerPlayer(const QString& name)
{
    const QByteArray body =
        QByteArray::fromStdString(ff::api::RegisterRequest{name.toStdString()}.toJson().dump());
    return call("POST", ff::api::playersPath(), body, Auth::None);
}

HubCall* HubClient::me()
{
    return call("GET", ff::api::mePath(), {}, Auth::Required);
}

HubCall* HubClient::transferCode()
{
    // An empty body, not none: a POST without Content-Length may wait for a body.
    return call("POST", ff::api::transferCodePath(), QByteArray(""), Auth::Required);
}

HubCall* HubClient::transfer(const QString& code)
{
    const QByteArray body =
        QByteArray::fromStdString(ff::api::TransferRequest{code.toStdString()}.toJson().dump());
    return call("POST", ff::api::transferPath(), body, Auth::None);
}

HubCall* HubClient::submitWeek(const QString& week, const std::vector<ff::Placement>& placements)
{
    return call("POST", ff::api::submissionsPath(week.toStdString()), placementBody(placements),
                Auth::Required);
}

HubCall* HubClient::leaderboard(const QString& week, int limit, int offset)
{
    return call("GET", ff::api::leaderboardPath(week.toStdString()), {}, Auth::Optional,
                QStringLiteral("limit=%1&offset=%2").arg(limit).arg(offset));
}

HubCall* HubClient::draw(const QString& week)
{
    return call("GET", ff::api::drawPath(week.toStdString()), {}, Auth::None);
}

HubCall* HubClient::levels(const QString& sort, const QString& author, int limit, int offset)
{
    // Percent-encoded whole, so that "+", "&" and "=" in a name stay part of it.
    QString query = QStringLiteral("sort=%1&limit=%2&offset=%3").arg(sort).arg(limit).arg(offset);
    if (!author.isEmpty())
        query += QStringLiteral("&author=") + QString::fromLatin1(QUrl::toPercentEncoding(author));
    return call("GET", ff::api::levelsPath(), {}, Auth::None, query);
}

HubCall* HubClient::level(const QString& slug)
{
    return call("GET", ff::api::levelPath(slug.toStdString()), {}, Auth::Optional);
}

HubCall* HubClient::reportSolve(const QString& slug, const std::vector<ff::Placement>& placements)
{
    return call("POST", ff::api::solvesPath(slug.toStdString()), placementBody(placements), Auth::Required);
}

HubCall* HubClient::vote(const QString& slug, int vote)
{
    const QByteArray body = QByteArray::fromStdString(ff::api::VoteRequest{vote}.toJson().dump());
    return call("PUT", ff::api::votePath(slug.toStdString()), body, Auth::Required);
}

HubCall* HubClient::reportLevel(const QString& slug, const QString& reason)
{
    const ff::api::ReportRequest request{ff::api::ReportKind::Level, slug.toStdString(),
                                         reason.toStdString()};
    return call("POST", ff::api::reportsPath(), QByteArray::fromStdString(request.toJson().dump()),
                Auth::Required);
}

HubCall* HubClient::publish(const QByteArray& documentJson)
{
    return call("POST", ff::api::levelsPath(), documentJson, Auth::Required);
}

QUrl HubClient::levelAddress(const QString& slug) const
{
    return url(ff::api::levelPagePath(slug.toStdString()));
}

std::optional<LevelAddress> parseLevelAddress(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (!trimmed.startsWith(QLatin1String("http://"), Qt::CaseInsensitive) &&
        !trimmed.startsWith(QLatin1String("https://"), Qt::CaseInsensitive))
        return std::nullopt;
    const QUrl url(trimmed, QUrl::StrictMode);
    // The level's page, or (as earlier versions gave it) its route in the API, whose
    // path ends the same way after the API's prefix.
    static const QString route = QString::fromStdString(ff::api::levelPagePath({}));
    static const QString apiPrefix = QString::fromStdString(std::string(ff::api::kApiPrefix));
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    const qsizetype at = path.lastIndexOf(route);
    if (!url.isValid() || url.hasQuery() || url.hasFragment() || at < 0)
        return std::nullopt;
    const QString slug = path.mid(at + route.size());
    QString hubPath = path.left(at);
    if (hubPath.endsWith(apiPrefix))
        hubPath.chop(apiPrefix.size());
    QUrl hub = url;
    hub.setPath(hubPath);
    const std::optional<QUrl> base = parseHubAddress(hub.toString());
    if (!base || base->isEmpty() || !isSlug(slug))
        return std::nullopt;
    return LevelAddress{*base, slug};
}

namespace {

// The base URL of a typed hub address, or why there is none.
std::pair<QUrl, HubAddressProblem> readHubAddress(const QString& text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty())
        return {QUrl(), HubAddressProblem::None};
    QString withScheme = trimmed;
    if (!trimmed.contains(QStringLiteral("://")))
        withScheme = QStringLiteral("http://") + trimmed;
    QUrl url(withScheme, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid())
        return {QUrl(), HubAddressProblem::Malformed};
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        return {QUrl(), HubAddressProblem::Scheme};
    if (url.host().isEmpty())
        return {QUrl(), HubAddressProblem::NoHost};
    if (!url.userInfo().isEmpty())
        return {QUrl(), HubAddressProblem::UserInfo};
    if (url.hasQuery())
        return {QUrl(), HubAddressProblem::Query};
    if (url.hasFragment())
        return {QUrl(), HubAddressProblem::Fragment};
    QString path = url.path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    url.setPath(path);
    url.setScheme(scheme);
    return {url, HubAddressProblem::None};
}

} // namespace

std::optional<QUrl> parseHubAddress(const QString& text)
{
    auto [url, problem] = readHubAddress(text);
    if (problem != HubAddressProblem::None)
        return std::nullopt;
    return url;
}

HubAddressProblem hubAddressProblem(const QString& text)
{
    return readHubAddress(text).second;
}

} // namespace ff::online
