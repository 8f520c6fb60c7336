#include "online/Outbox.h"

#include "engine/files/BoundedJson.h"
#include "engine/files/LevelIo.h"
#include "online/HubAccount.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QTimer>

#include <algorithm>

namespace ff::online {

namespace {

constexpr qint64 kMaxFileBytes = 16 * 1024 * 1024;

const char* kindName(Submission::Kind kind)
{
    return kind == Submission::Kind::Week ? "week" : "community";
}

nlohmann::json toJson(const Submission& s)
{
    return {{"hub", s.hub.toString().toStdString()},
            {"kind", kindName(s.kind)},
            {"target", s.target.toStdString()},
            {"level", s.levelKey.toStdString()},
            {"placement", nlohmann::json::parse(ff::writePlacementList(s.placements))},
            {"queued", s.queued.toString(Qt::ISODateWithMs).toStdString()}};
}

std::optional<Submission> fromJson(const nlohmann::json& j)
{
    if (!j.is_object() || !j.contains("placement"))
        return std::nullopt;
    Submission s;
    const auto text = [&j](const char* key) {
        const auto it = j.find(key);
        return it != j.end() && it->is_string() ? QString::fromStdString(it->get<std::string>()) : QString();
    };
    s.hub = QUrl(text("hub"));
    const QString kind = text("kind");
    s.kind = kind == QLatin1String("week") ? Submission::Kind::Week : Submission::Kind::Community;
    s.target = text("target");
    s.levelKey = text("level");
    s.queued = QDateTime::fromString(text("queued"), Qt::ISODateWithMs);
    std::optional<std::vector<ff::Placement>> placements = ff::parsePlacementList(j["placement"].dump());
    const bool hubless = s.hub.isEmpty() && kind == QLatin1String("week");
    if ((!hubless && (!s.hub.isValid() || s.hub.isEmpty())) || s.target.isEmpty() ||
        (kind != QLatin1String("week") && kind != QLatin1String("community")) || !placements)
        return std::nullopt;
    s.placements = std::move(*placements);
    return s;
}

} // namespace

Outbox::Outbox(const QString& file, QObject* parent)
    : QObject(parent), file_(file), client_(new HubClient(this)), retry_(new QTimer(this))
{
    retry_->setSingleShot(true);
    connect(retry_, &QTimer::timeout, this, &Outbox::sendNext);
    load();
}

void Outbox::load()
{
    QFile f(file_);
    if (!f.exists())
        return;
    nlohmann::json json;
    if (f.open(QIODevice::ReadOnly)) {
        const QByteArray bytes = f.read(kMaxFileBytes + 1);
        ff::BoundedJson read = ff::parseBoundedJson(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), kMaxFileBytes);
        if (read.value)
            json = std::move(*read.value);
        f.close();
    }
    if (!json.is_object() || !json.contains("submissions") || !json["submissions"].is_array()) {
        // Never overwritten: it may hold solves that are not sent yet.
        const QString aside = file_ + QStringLiteral(".unreadable");
        QFile::remove(aside);
        QFile::rename(file_, aside);
        loadProblem_ = tr("The solves waiting for the hub could not be read from %1; the file is kept as %2.")
                           .arg(QDir::toNativeSeparators(file_), QDir::toNativeSeparators(aside));
        return;
    }
    int unreadable = 0;
    for (const nlohmann::json& entry : json["submissions"]) {
        std::optional<Submission> s = fromJson(entry);
        if (!s)
            ++unreadable;
        else if (!isPending(*s))
            pending_.push_back(std::move(*s));
    }
    if (unreadable > 0) {
        QFile::remove(file_ + QStringLiteral(".unreadable"));
        QFile::copy(file_, file_ + QStringLiteral(".unreadable"));
        loadProblem_ =
            tr("%1 of the solves waiting for the hub could not be read from %2; the file is kept as %3.")
                .arg(unreadable)
                .arg(QDir::toNativeSeparators(file_),
                     QDir::toNativeSeparators(file_ + QStringLiteral(".unreadable")));
    }
}

void Outbox::save()
{
    nlohmann::json list = nlohmann::json::array();
    for (const Submission& s : pending_)
        list.push_back(toJson(s));
    const QByteArray bytes = QByteArray::fromStdString(nlohmann::json{{"submissions", list}}.dump(1));
    QDir().mkpath(QFileInfo(file_).path());
    QSaveFile f(file_);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size() || !f.commit())
        emit storageFailed(tr("The solves waiting for the hub cannot be saved to %1: %2. They are kept "
                              "while the app runs.")
                               .arg(QDir::toNativeSeparators(file_), f.errorString()));
}

bool Outbox::isPending(const Submission& s) const
{
    return std::any_of(pending_.begin(), pending_.end(), [&s](const Submission& p) { return p.sameAs(s); });
}

bool Outbox::add(Submission s)
{
    if (isPending(s))
        return false;
    if (!s.queued.isValid())
        s.queued = QDateTime::currentDateTimeUtc();
    pending_.push_back(std::move(s));
    save();
    emit changed();
    if (!inFlight_ && !retry_->isActive())
        sendNext();
    return true;
}

void Outbox::flush()
{
    waitForAccount_ = false;
    retry_->stop();
    retryMs_ = 0;
    if (!inFlight_)
        sendNext();
}

void Outbox::sendUnaddressedTo(const QUrl& hub)
{
    bool any = false;
    for (auto it = pending_.begin(); it != pending_.end();) {
        if (!it->hub.isEmpty()) {
            ++it;
            continue;
        }
        any = true;
        Submission addressed = *it;
        addressed.hub = hub;
        if (isPending(addressed)) {
            it = pending_.erase(it);
        } else {
            it->hub = hub;
            ++it;
        }
    }
    if (!any)
        return;
    save();
    emit changed();
}

void Outbox::scheduleRetry()
{
    retryMs_ = retryMs_ == 0 ? firstRetryMs_ : std::min(2 * retryMs_, kMaxRetryMs);
    retry_->start(retryMs_);
}

void Outbox::sendNext()
{
    if (inFlight_ || waitForAccount_)
        return;
    // The first submission whose player is registered; the others wait for flush().
    const auto next = std::find_if(pending_.begin(), pending_.end(),
                                   [](const Submission& s) { return HubAccount::isRegistered(s.hub); });
    if (next == pending_.end()) {
        if (!pending_.empty())
            waitForAccount_ = true;
        return;
    }
    client_->setAddress(next->hub);
    client_->setToken(HubAccount::token(next->hub));
    inFlight_ = next->kind == Submission::Kind::Week ? client_->submitWeek(next->target, next->placements)
                                                     : client_->reportSolve(next->target, next->placements);
    const Submission sent = *next;
    connect(inFlight_, &HubCall::finished, this, [this, sent](const HubResult& result) {
        inFlight_ = nullptr;
        const auto it = std::find_if(pending_.begin(), pending_.end(),
                                     [&sent](const Submission& p) { return p.sameAs(sent); });
        if (result.ok() ||
            (!result.error.isTransient() && result.error.kind != HubError::Kind::Unauthorized &&
             result.error.kind != HubError::Kind::Cancelled)) {
            if (it != pending_.end())
                pending_.erase(it);
            save();
            retryMs_ = 0;
            if (result.ok())
                emit delivered(sent, result);
            else
                emit refused(sent, result.error);
            emit changed();
            sendNext();
            return;
        }
        emit waiting(sent, result.error);
        if (result.error.kind == HubError::Kind::Unauthorized)
            waitForAccount_ = true;
        else
            scheduleRetry();
    });
}

} // namespace ff::online
