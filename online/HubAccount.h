// Which hub the app talks to and who the player is there, kept in QSettings
// (organization and application "Furunkulus"): the hub's address (none by default:
// the app is complete offline) and, per address, the display name and the token the
// hub gave at registration. `furunkulus --hub URL` sets the address for one run only.
// The token is read by the HubClient and nothing else; no text shows it.
#pragma once

#include <QString>
#include <QUrl>

namespace ff::online {

class HubAccount {
public:
    // The address in use: the one of this run (--hub) when set, else the stored one;
    // empty: no hub.
    static QUrl address();
    static void setAddress(const QUrl& address);
    // The address of this run only (furunkulus --hub); empty: none.
    static QUrl runAddress();
    static void setRunAddress(const QUrl& address);
    // The stored address, as the settings show it.
    static QUrl storedAddress();

    // The player registered at `hub` (empty name and token: none).
    static QString name(const QUrl& hub);
    static QString token(const QUrl& hub);
    static bool isRegistered(const QUrl& hub) { return !token(hub).isEmpty(); }
    static void setPlayer(const QUrl& hub, const QString& name, const QString& token);
    // Forgets the player at `hub` (the hub keeps the player; the token is gone).
    static void forget(const QUrl& hub);

    // A short stable name of a hub for folder and settings names.
    static QString hubId(const QUrl& hub);
};

} // namespace ff::online
