#include "online/HubAccount.h"

#include <QCryptographicHash>
#include <QSettings>

namespace ff::online {

namespace {

QUrl& runAddressStore()
{
    static QUrl address;
    return address;
}

QSettings store()
{
    return QSettings(QStringLiteral("Furunkulus"), QStringLiteral("Furunkulus"));
}

QString accountKey(const QUrl& hub, const char* what)
{
    return QStringLiteral("hub/players/%1/%2").arg(HubAccount::hubId(hub), QLatin1String(what));
}

} // namespace

QUrl HubAccount::address()
{
    const QUrl run = runAddress();
    return run.isEmpty() ? storedAddress() : run;
}

QUrl HubAccount::storedAddress()
{
    return QUrl(store().value(QStringLiteral("hub/address")).toString());
}

void HubAccount::setAddress(const QUrl& address)
{
    if (address.isEmpty())
        store().remove(QStringLiteral("hub/address"));
    else
        store().setValue(QStringLiteral("hub/address"), address.toString());
}

QUrl HubAccount::runAddress()
{
    return runAddressStore();
}

void HubAccount::setRunAddress(const QUrl& address)
{
    runAddressStore() = address;
}

QString HubAccount::name(const QUrl& hub)
{
    return hub.isEmpty() ? QString() : store().value(accountKey(hub, "name")).toString();
}

QString HubAccount::token(const QUrl& hub)
{
    return hub.isEmpty() ? QString() : store().value(accountKey(hub, "token")).toString();
}

void HubAccount::setPlayer(const QUrl& hub, const QString& name, const QString& token)
{
    QSettings s = store();
    s.setValue(accountKey(hub, "address"), hub.toString());
    s.setValue(accountKey(hub, "name"), name);
    s.setValue(accountKey(hub, "token"), token);
}

void HubAccount::forget(const QUrl& hub)
{
    store().remove(QStringLiteral("hub/players/") + hubId(hub));
}

QString HubAccount::hubId(const QUrl& hub)
{
    const QByteArray text = hub.adjusted(QUrl::StripTrailingSlash).toString().toLower().toUtf8();
    return QString::fromLatin1(QCryptographicHash::hash(text, QCryptographicHash::Sha256).toHex().left(16));
}

} // namespace ff::online
