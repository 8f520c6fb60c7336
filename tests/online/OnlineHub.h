// The app's online tests' hub: the real furunkulus-server on 127.0.0.1 with a
// temporary SQLite file, the shipped weekly series scheduled and the clock on the
// Wednesday of week 2026-W48 (FURUNKULUS_HUB_NOW), as tests/server starts it.
#pragma once

#include "engine/files/LevelIo.h"
#include "tests/server/HubProcess.h"

#include <QDate>
#include <QFile>
#include <QString>
#include <QTemporaryDir>
#include <QUrl>

#include <string>
#include <thread>
#include <vector>

namespace onlinetest {

// The hub's clock and the library's day: Wednesday of 2026-W48.
inline const QString kNow = QStringLiteral("2026-11-25T12:00:00Z");
inline const QDate kToday(2026, 11, 25);

// How long a test waits for the hub or the app (ms), and the API's prefix for
// requests a test sends itself.
constexpr int kWait = 10000;
inline const std::string kApi = "/api/v1";

inline std::string readFile(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll().toStdString() : std::string();
}

// A community level of tests/data/hub, or a shipped weekly level, as its file's text.
inline std::string hubLevel(const char* name)
{
    return readFile(QStringLiteral(FF_TEST_DATA_DIR "/hub/%1.ffl.json").arg(QLatin1String(name)));
}
inline std::string weeklyLevel(const char* week)
{
    return readFile(QStringLiteral(FF_LEVELS_DIR "/weekly/%1.ffl.json").arg(QLatin1String(week)));
}

// The solution stored in a level's text (empty when it has none).
inline std::vector<ff::Placement> solutionOf(const std::string& levelText)
{
    const ff::Loaded<ff::Level> level = ff::parseLevel(levelText);
    return level.value && level.value->solution ? *level.value->solution : std::vector<ff::Placement>{};
}

// The body of a submission or a solve report of `placements`.
inline std::string placementBody(const std::vector<ff::Placement>& placements)
{
    nlohmann::json placement = nlohmann::json::array();
    for (const ff::Placement& p : placements)
        placement.push_back(nlohmann::json::parse(ff::solutionEntryText(p)));
    return nlohmann::json{{"placement", placement}}.dump();
}

class OnlineHub {
public:
    // Schedules the shipped weekly series into a new database and starts the hub;
    // false (with the server's words in errorOutput()) when it did not start.
    bool start()
    {
        if (!dir_.isValid())
            return false;
        db_ = dir_.filePath(QStringLiteral("hub.sqlite"));
        const ServerRun run = runServer({QStringLiteral("schedule"), QStringLiteral(FF_LEVELS_DIR "/weekly"),
                                         QStringLiteral("--db"), db_},
                                        kNow);
        if (run.exitCode != 0) {
            error_ = run.err;
            return false;
        }
        return restart();
    }
    // Stops the hub (its address answers nothing until restart()).
    bool stop() { return process_.stop(); }
    // Starts the hub again on the same database and, after the first start, the same port.
    bool restart()
    {
        process_.setListenPort(process_.port());
        // Every test talks from one address; the rates are tested in tests/server.
        return process_.start(db_, kNow, {QStringLiteral("--rate-address"), QStringLiteral("0")});
    }
    QUrl address() const { return QUrl(QStringLiteral("http://127.0.0.1:%1").arg(process_.port())); }
    HubProcess& process() { return process_; }
    // Registers a player over HTTP; the token (empty: the hub refused).
    std::string registerPlayer(const std::string& name)
    {
        const HubReply reply = process_.post(kApi + "/players", nlohmann::json{{"name", name}}.dump());
        return reply.status == 201 ? reply.body.value("token", std::string()) : std::string();
    }
    QString errorOutput() { return error_ + process_.errorOutput(); }

private:
    QTemporaryDir dir_;
    QString db_;
    HubProcess process_;
    QString error_;
};

// A stand-in for a hub that answers what a test makes it answer: an httplib server
// on 127.0.0.1 serving on a thread of its own from start() until the end of the
// object's life (also when a test fails halfway).
class FakeHub {
public:
    httplib::Server server;

    // Binds to a free port of `host` and serves; the port (0: none could be bound).
    int start(const char* host = "127.0.0.1")
    {
        const int port = server.bind_to_any_port(host);
        if (port > 0)
            serving_ = std::thread([this] { server.listen_after_bind(); });
        return port;
    }
    ~FakeHub()
    {
        server.stop();
        if (serving_.joinable())
            serving_.join();
    }

private:
    std::thread serving_;
};

} // namespace onlinetest
