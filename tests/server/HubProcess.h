// furunkulus-server as a child process on 127.0.0.1 (a free port), and an HTTP
// client for it. Every wait is bounded.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTemporaryFile>

#include <httplib.h>
#include <nlohmann/json.hpp>

#include <memory>
#include <string>

struct HubReply {
    int status = 0; // 0: no answer (connection failed)
    nlohmann::json body;
};

class HubProcess {
public:
    // Starts `furunkulus-server serve --db DB --listen 127.0.0.1:0 EXTRA...` with the
    // clock at `now` (FURUNKULUS_HUB_NOW); false when it did not report its port within
    // 10 s (60 s when EXTRA turns on the supply of weeks: the current week may be made
    // first). Without --weeks-ahead in EXTRA the hub supplies no weeks (--weeks-ahead 0):
    // it serves what the test schedules.
    bool start(const QString& db, const QString& now, const QStringList& extra = {});
    // The port the next start listens on (0, the default: any free one); a hub
    // started again on its old port is the same address to its clients.
    void setListenPort(int port) { listenPort_ = port; }
    // start in two steps, for several processes starting at once: the launch, then the
    // wait for the port (false when it was not reported within 10 s).
    void launch(const QString& db, const QString& now, const QStringList& extra = {});
    bool waitUntilListening();
    // SIGTERM, then waits for the exit (true when it ended with code 0).
    bool stop();
    // SIGKILL, then waits for the end.
    void kill9();
    ~HubProcess();

    int port() const { return port_; }
    // The server's process id (0 when it is not running).
    qint64 pid() const { return process_.processId(); }
    // What the server wrote on stderr (its access log among it) since the last call.
    QString errorOutput();

    HubReply get(const std::string& path, const std::string& token = {});
    HubReply post(const std::string& path, const std::string& body, const std::string& token = {});

private:
    QProcess process_;
    // The server's stderr goes to this file, not a pipe: a pipe nobody reads while a
    // test sends many requests would fill and stop the server at its next log line.
    QTemporaryFile errors_;
    qint64 errorsRead_ = 0;
    int port_ = 0;
    int listenPort_ = 0;
    bool weeksAheadGiven_ = false; // the last launch named --weeks-ahead
};

// `furunkulus-server ARGS` to its end (at most 60 s): exit code and both outputs.
struct ServerRun {
    int exitCode = -1;
    QString out;
    QString err;
};
ServerRun runServer(const QStringList& args, const QString& now);

// A blocking TCP connection to 127.0.0.1:port whose reads and writes time out after
// 10 s; -1 when it failed.
int connectTo(int port);
