// The translated sentences for what the hub and the network answer: why a call
// failed, and the problems the hub found with a level it was asked to publish.
#pragma once

#include "online/HubClient.h"

#include <QCoreApplication>
#include <QString>

namespace ffonline {

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
    // "3 s", "2 min 5 s", "1 h 4 min" for a duration in seconds.
    static QString duration(double seconds);
    // A problem the hub found with a level it was asked to publish, in the level
    // editor's words: the validator's codes as the editor's Problems list says them
    // (EngineText::authorProblem), the proof's codes (too-many-pieces, unsolvable,
    // not-unique, stored-solution-fails, not-tight) in sentences of their own that name
    // the pieces by their cells ("the stone on a2"); "Level 2: ..." for a level of a
    // pack. Without the hub's arguments, a sentence that names no pieces.
    static QString levelProblem(const HubProblem& problem);
};

} // namespace ffonline
