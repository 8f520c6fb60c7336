#include "tests/server/HubProcess.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QProcessEnvironment>
#include <QRegularExpression>

#include <arpa/inet.h>
#include <cstdint>
#include <netinet/in.h>
#include <sys/socket.h>
#include <sys/time.h>
#include <unistd.h>

namespace {

QProcessEnvironment environmentAt(const QString& now)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("FURUNKULUS_HUB_NOW"), now);
    return env;
}

HubReply replyOf(const httplib::Result& result)
{
    HubReply reply;
    if (!result)
        return reply;
    reply.status = result->status;
    reply.body = nlohmann::json::parse(result->body, nullptr, false);
    return reply;
}

httplib::Headers headersFor(const std::string& token)
{
    httplib::Headers headers;
    if (!token.empty())
        headers.emplace("Authorization", "Bearer " + token);
    return headers;
}

} // namespace

bool HubProcess::start(const QString& db, const QString& now, const QStringList& extra)
{
    launch(db, now, extra);
    return waitUntilListening();
}

void HubProcess::launch(const QString& db, const QString& now, const QStringList& extra)
{
    process_.setProcessEnvironment(environmentAt(now));
    // The file is made at the first launch and kept (appended to) for the next ones.
    if (errors_.fileName().isEmpty() && errors_.open())
        errors_.close();
    process_.setStandardErrorFile(errors_.fileName(), QIODevice::Append);
    weeksAheadGiven_ = extra.contains(QStringLiteral("--weeks-ahead"));
    process_.start(QStringLiteral(FF_SERVER_PATH),
                   QStringList{QStringLiteral("serve"), QStringLiteral("--db"), db,
                               QStringLiteral("--listen"), QStringLiteral("127.0.0.1:%1").arg(listenPort_)} +
                       (weeksAheadGiven_
                            ? QStringList{}
                            : QStringList{QStringLiteral("--weeks-ahead"), QStringLiteral("0")}) +
                       extra);
}

bool HubProcess::waitUntilListening()
{
    if (!process_.waitForStarted(10000))
        return false;
    static const QRegularExpression listening(QStringLiteral("listening on http://127\\.0\\.0\\.1:(\\d+)"));
    QString out;
    const QDeadlineTimer deadline(weeksAheadGiven_ ? 60000 : 10000);
    while (!deadline.hasExpired() && process_.state() == QProcess::Running) {
        process_.waitForReadyRead(static_cast<int>(std::max<qint64>(1, deadline.remainingTime())));
        out += QString::fromUtf8(process_.readAllStandardOutput());
        const QRegularExpressionMatch m = listening.match(out);
        if (m.hasMatch()) {
            port_ = m.captured(1).toInt();
            return true;
        }
    }
    return false;
}

bool HubProcess::stop()
{
    if (process_.state() == QProcess::NotRunning)
        return process_.exitStatus() == QProcess::NormalExit && process_.exitCode() == 0;
    process_.terminate();
    if (!process_.waitForFinished(10000)) {
        process_.kill();
        process_.waitForFinished(10000);
        return false;
    }
    return process_.exitStatus() == QProcess::NormalExit && process_.exitCode() == 0;
}

void HubProcess::kill9()
{
    process_.kill();
    process_.waitForFinished(10000);
}

HubProcess::~HubProcess()
{
    if (process_.state() != QProcess::NotRunning) {
        process_.kill();
        process_.waitForFinished(10000);
    }
}

QString HubProcess::errorOutput()
{
    QFile file(errors_.fileName());
    if (!file.open(QIODevice::ReadOnly) || !file.seek(errorsRead_))
        return {};
    const QByteArray text = file.readAll();
    errorsRead_ += text.size();
    return QString::fromUtf8(text);
}

HubReply HubProcess::get(const std::string& path, const std::string& token)
{
    httplib::Client client("127.0.0.1", port_);
    client.set_connection_timeout(10);
    client.set_read_timeout(10);
    return replyOf(client.Get(path, headersFor(token)));
}

HubReply HubProcess::post(const std::string& path, const std::string& body, const std::string& token)
{
    httplib::Client client("127.0.0.1", port_);
    client.set_connection_timeout(10);
    client.set_read_timeout(10);
    return replyOf(client.Post(path, headersFor(token), body, "application/json"));
}

ServerRun runServer(const QStringList& args, const QString& now)
{
    QProcess process;
    process.setProcessEnvironment(environmentAt(now));
    process.start(QStringLiteral(FF_SERVER_PATH), args);
    ServerRun run;
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished(10000);
        return run;
    }
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

int connectTo(int port)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    if (fd < 0)
        return -1;
    const timeval timeout{10, 0};
    ::setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, sizeof timeout);
    ::setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, sizeof timeout);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(static_cast<std::uint16_t>(port));
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    if (::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0) {
        ::close(fd);
        return -1;
    }
    return fd;
}
