// The translated sentences for what the hub and the network answer: why a call
// failed, the hub's address, a duration.
#pragma once

#include "online/HubClient.h"

#include <QCoreApplication>
#include <QString>

namespace ff::online {

class HubText {
    Q_DECLARE_TR_FUNCTIONS(HubText)
public:
    // Why a call failed, for a message box or the status bar ("The hub at ... cannot
    // be reached. ..."). `hub` names the address.
    static QString error(const HubError& error, const QUrl& hub);
    // That `hub` did not answer as a hub does (the words of HubError::Kind::BadAnswer).
    static QString notAHub(const QUrl& hub);
    // The hub's address as people read it ("127.0.0.1:8080", "hub.example.org").
    static QString addressText(const QUrl& hub);
    // Why the typed `text` is no hub address and how to write one (hubAddressProblem);
    // empty when it is one, or empty.
    static QString addressProblem(const QString& text);
    // "3 s", "2 min 5 s", "1 h 4 min" for a duration in seconds.
    static QString duration(double seconds);
};

} // namespace ff::online
