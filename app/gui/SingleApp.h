// One running app per settings location. A start while the app already runs on the
// same settings (the same user, the same HOME and XDG_CONFIG_HOME) hands what its
// command line asks for to the running app, which opens it (AppShell::takeRequest),
// and ends at once with exit status 0: two windows never share the settings and the
// progress. Runs on other settings (tests with their own folders) never meet.
//
// The running app listens on a local socket in the user's runtime folder
// (QStandardPaths::RuntimeLocation, only the user can enter it), named after a
// hash of the settings file. A message is a 32-bit big-endian length and at most
// kMaxMessage bytes of UTF-8: "play" or "edit", a line feed, the argument (empty
// for none). The running app answers "ok" to a message it takes; anything else
// (too long, of no known form, or not complete within kReadTimeoutMs) is dropped
// without an answer.
#pragma once

#include "app/gui/AppShell.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <optional>

class QLocalServer;
class QLocalSocket;

namespace ff::app {

class SingleApp : public QObject {
    Q_OBJECT
public:
    static constexpr qint64 kMaxMessage = 64 * 1024;
    // How long a start waits for the running app: to connect, and for its answer.
    // A refused connection (no app listens) is answered at once; the bounds only
    // matter for an app that hangs, and then this start goes on alone.
    static constexpr int kConnectTimeoutMs = 300;
    static constexpr int kAnswerTimeoutMs = 1000;
    // How long the running app waits for a whole message on a connection.
    static constexpr int kReadTimeoutMs = 2000;

    // The socket's path for the settings file `settingsFile` in `runtimeDir`.
    static QString socketPath(const QString& settingsFile, const QString& runtimeDir);
    // The socket's path for this process's settings and runtime folder.
    static QString socketPath();

    static QByteArray encode(const AppShell::StartRequest& request);
    // The request a message's payload (without the length) holds; nullopt for one of
    // no known form. unlockAll stays false: the running app keeps its own.
    static std::optional<AppShell::StartRequest> decode(const QByteArray& payload);

    explicit SingleApp(QObject* parent = nullptr);
    ~SingleApp() override;

    // Gives `request` to the app running on these settings; true when it took it.
    // A socket file nobody answers on (left by a crash) is removed.
    bool handOver(const AppShell::StartRequest& request);
    // Listens for later starts; false when another app took the socket first.
    bool listen();

signals:
    void requested(const ff::app::AppShell::StartRequest& request);

private:
    void readFrom(QLocalSocket* socket);

    QLocalServer* server_;
};

} // namespace ff::app
