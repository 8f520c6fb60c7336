#include "online/HubText.h"

#include <QUrl>

#include <algorithm>
#include <cmath>

namespace ff::online {

QString HubText::addressText(const QUrl& hub)
{
    QString text = hub.toString(QUrl::RemoveScheme | QUrl::StripTrailingSlash);
    while (text.startsWith(QLatin1Char('/')))
        text.remove(0, 1);
    return text;
}

QString HubText::addressProblem(const QString& text)
{
    QString why;
    switch (hubAddressProblem(text)) {
    case HubAddressProblem::None:
        return {};
    case HubAddressProblem::Malformed:
        why = tr("it has characters that cannot be part of an address, such as spaces.");
        break;
    case HubAddressProblem::Scheme:
        why = tr("only http:// or https:// reach a hub.");
        break;
    case HubAddressProblem::NoHost:
        why = tr("it names no host.");
        break;
    case HubAddressProblem::UserInfo:
        why = tr("a hub address has no user name or password.");
        break;
    case HubAddressProblem::Query:
        why = tr("a hub address has no “?” part.");
        break;
    case HubAddressProblem::Fragment:
        why = tr("a hub address has no “#” part.");
        break;
    }
    return tr("“%1” is no hub address: %2 Write it like hub.example.org, 192.168.1.5:8080 or "
              "https://hub.example.org.")
        .arg(text.trimmed(), why);
}

QString HubText::notAHub(const QUrl& hub)
{
    return tr("The address %1 did not answer as a Furunkulus hub does.").arg(addressText(hub));
}

QString HubText::duration(double seconds)
{
    const qint64 s = std::max<qint64>(0, std::llround(seconds));
    if (s < 60)
        return tr("%1 s").arg(s);
    if (s < 3600)
        return tr("%1 min %2 s").arg(s / 60).arg(s % 60);
    if (s < 86400)
        return tr("%1 h %2 min").arg(s / 3600).arg(s % 3600 / 60);
    return tr("%1 d %2 h").arg(s / 86400).arg(s % 86400 / 3600);
}

QString HubText::error(const HubError& error, const QUrl& hub)
{
    const QString where = addressText(hub);
    using Kind = HubError::Kind;
    using Code = ff::api::ErrorCode;
    switch (error.kind) {
    case Kind::None:
        return {};
    case Kind::Unreachable:
        return tr("The hub at %1 cannot be reached. Check the address and your connection.").arg(where);
    case Kind::Timeout:
        return tr("The hub at %1 did not answer in time. Try again later.").arg(where);
    case Kind::Cancelled:
        return tr("Cancelled.");
    case Kind::Unauthorized:
        return tr("The hub at %1 does not know your player (the token was refused, or the account was "
                  "moved to another computer). Register again, or use a transfer code, under Settings › "
                  "Online.")
            .arg(where);
    case Kind::RateLimited:
        return tr("The hub at %1 asks you to slow down. Try again in a few seconds.").arg(where);
    case Kind::Busy:
        if (error.code == Code::EngineTimeout)
            return tr("The hub at %1 could not finish checking in the time it allows. Try again later.")
                .arg(where);
        if (error.code == Code::StorageError)
            return tr("The hub at %1 could not store anything just now (its database failed). "
                      "Try again later.")
                .arg(where);
        return tr("The hub at %1 is busy. Try again in a moment.").arg(where);
    case Kind::NotFound:
        if (error.code == Code::UnknownWeek)
            return tr("The hub at %1 has no level for that week.").arg(where);
        if (error.code == Code::UnknownLevel)
            return tr("The hub at %1 has no such community level.").arg(where);
        if (error.code == Code::UnknownTransferCode)
            return tr("The hub at %1 does not know this transfer code: it is mistyped, more than 24 hours "
                      "old or used already. Ask for a new one on the other computer.")
                .arg(where);
        return tr("The address %1 is no Furunkulus hub (it does not know the hub's routes).").arg(where);
    case Kind::Refused:
        if (error.code == Code::NameTaken)
            return tr("Another player on the hub has this name. Choose another one.");
        if (error.code == Code::BadName)
            return tr("A name has 1 to 32 characters and no control characters.");
        if (error.code == Code::DuplicateLevel)
            return tr("The hub already holds this level (the same, turned or mirrored).");
        if (error.code == Code::OwnLevel)
            return tr("You cannot vote on your own level.");
        if (error.code == Code::Banned)
            return tr("The operator of the hub at %1 has banned your player.").arg(where);
        if (error.code == Code::AlreadyReported)
            return tr("You have reported this level already.");
        if (error.code == Code::LevelRefused)
            return tr("The hub refused the level.");
        if (error.code == Code::NotSolved)
            return tr("The hub's engine finds that this placement does not solve the level.");
        if (error.code == Code::BodyTooLarge)
            return tr("This is larger than the hub accepts.");
        return tr("The hub at %1 refused the request (%2).")
            .arg(where, error.code ? QString::fromStdString(std::string(ff::api::errorCodeName(*error.code)))
                                   : QString::number(error.status));
    case Kind::Server:
        return tr("The hub at %1 failed (HTTP %2). Try again later.").arg(where).arg(error.status);
    case Kind::BadAnswer:
        return notAHub(hub);
    }
    return {};
}

} // namespace ff::online
