#include "online/AppLink.h"

#include "engine/files/ShareCode.h"
#include "hubapi/Routes.h"

#include <QHostAddress>

namespace ff::online {

namespace {

QString linkPrefix()
{
    return QLatin1String(kAppLinkScheme) + QLatin1Char(':');
}

int portOrDefault(const QUrl& url, const QString& scheme)
{
    return url.port(scheme == QLatin1String("https") ? 443 : 80);
}

bool isLoopback(const QString& host)
{
    return host == QLatin1String("localhost") || QHostAddress(host).isLoopback();
}

// The base address of the hub at `linked` (an http address read from a link): the
// player's own hub when host, port and path are its, else http for a loopback host
// and https for any other.
QUrl hubOfLink(QUrl linked, const QUrl& ownHub)
{
    const QString ownScheme = ownHub.scheme();
    if (!ownHub.isEmpty() && linked.host() == ownHub.host() && linked.path() == ownHub.path() &&
        portOrDefault(linked, ownScheme) == portOrDefault(ownHub, ownScheme))
        return ownHub;
    if (!isLoopback(linked.host()))
        linked.setScheme(QStringLiteral("https"));
    return linked;
}

} // namespace

bool looksLikeAppLink(const QString& text)
{
    return text.trimmed().startsWith(linkPrefix(), Qt::CaseInsensitive);
}

std::optional<AppLink> readAppLink(const QString& text, const QUrl& ownHub)
{
    if (!looksLikeAppLink(text))
        return std::nullopt;
    const QString rest = text.trimmed().mid(linkPrefix().size());
    if (!rest.startsWith(QLatin1String("//"))) {
        const QString code = QUrl::fromPercentEncoding(rest.toUtf8());
        if (!ff::looksLikeShareCode(code.toStdString()))
            return std::nullopt;
        return AppLink{code, std::nullopt};
    }
    // Read as an http address, whose hub, path and slug parseLevelAddress checks; of
    // its two forms only the level's page is a link's.
    const QString asHttp = QStringLiteral("http:") + rest;
    std::optional<LevelAddress> address = parseLevelAddress(asHttp);
    if (!address)
        return std::nullopt;
    QString path = QUrl(asHttp).path();
    while (path.endsWith(QLatin1Char('/')))
        path.chop(1);
    if (path !=
        address->hub.path() + QString::fromStdString(ff::api::levelPagePath(address->slug.toStdString())))
        return std::nullopt;
    address->hub = hubOfLink(address->hub, ownHub);
    return AppLink{{}, address};
}

} // namespace ff::online
