// furunkulus-server's HTTP limits, met as a hostile client meets them: raw sockets on
// 127.0.0.1 against the real binary (a temporary SQLite file). Bodies over the limit
// whatever their framing, oversized headers, slow and idle connections, too many
// connections from one address, and many connections at once. Every wait is bounded.
#include "tests/server/HubProcess.h"

#include <QElapsedTimer>
#include <QFile>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QtTest>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <functional>
#include <thread>
#include <vector>

using nlohmann::json;

namespace {

const QString kNow = QStringLiteral("2026-11-25T12:00:00Z");
const std::string kApi = "/api/v1";

struct Answer {
    int status = 0; // 0: none
    json body;
    std::size_t sent = 0;
};

// Whether `text` holds a whole answer: its head and Content-Length bytes of body.
bool wholeAnswer(const std::string& text)
{
    const std::size_t end = text.find("\r\n\r\n");
    if (end == std::string::npos)
        return false;
    const std::size_t at = text.find("Content-Length: ");
    if (at == std::string::npos || at > end)
        return true;
    return text.size() >= end + 4 + std::stoul(text.substr(at + 16));
}

Answer parsed(const std::string& text, std::size_t sent)
{
    Answer a;
    a.sent = sent;
    if (!text.starts_with("HTTP/1.1 ") || text.size() < 12)
        return a;
    a.status = std::stoi(text.substr(9, 3));
    const std::size_t end = text.find("\r\n\r\n");
    if (end != std::string::npos)
        a.body = json::parse(text.substr(end + 4), nullptr, false);
    return a;
}

// Sends `head`, then `next()` for as long as it gives bytes, and reads the answer at
// the same time: sending stops once the answer is whole (the hub may answer before the
// request ends) or the peer stops reading. At most 60 s.
Answer exchange(int port, const std::string& head, const std::function<std::string()>& next = {})
{
    const int fd = connectTo(port);
    if (fd < 0)
        return {};
    ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    std::string pending = head;
    std::size_t sent = 0;
    bool sending = true;
    std::string received;
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < 60'000 && !wholeAnswer(received)) {
        if (sending && pending.empty() && next)
            pending = next();
        if (pending.empty())
            sending = false;
        pollfd p{fd, static_cast<short>(POLLIN | (sending ? POLLOUT : 0)), 0};
        if (::poll(&p, 1, 1000) <= 0)
            continue;
        if (p.revents & POLLIN) {
            char buffer[65536];
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
            if (n <= 0)
                break;
            received.append(buffer, static_cast<std::size_t>(n));
        } else if (p.revents & POLLOUT) {
            const ssize_t n = ::send(fd, pending.data(), pending.size(), MSG_NOSIGNAL);
            if (n < 0) {
                sending = false;
                continue;
            }
            sent += static_cast<std::size_t>(n);
            pending.erase(0, static_cast<std::size_t>(n));
        } else if (p.revents & (POLLERR | POLLHUP)) {
            break;
        }
    }
    ::close(fd);
    return parsed(received, sent);
}

// `text` as one chunk of chunked encoding.
std::string chunk(const std::string& text)
{
    char length[32];
    std::snprintf(length, sizeof length, "%zx\r\n", text.size());
    return length + text + "\r\n";
}

// A chunked body: `first`, then `count` chunks of `size` spaces, then `last` and the
// last chunk.
std::function<std::string()> chunkedBody(std::string first, std::size_t count, std::size_t size,
                                         std::string last)
{
    auto step = std::make_shared<std::size_t>(0);
    return [=]() -> std::string {
        const std::size_t at = (*step)++;
        if (at == 0)
            return chunk(first);
        if (at <= count)
            return chunk(std::string(size, ' '));
        if (at == count + 1)
            return chunk(last) + "0\r\n\r\n";
        return {};
    };
}

// The resident memory of the process in KiB (VmRSS of /proc/PID/status), or -1.
long residentKiB(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray& line : status.readAll().split('\n'))
        if (line.startsWith("VmRSS:"))
            return line.mid(6).trimmed().split(' ').front().toLong();
    return -1;
}

std::string registerBody(const std::string& name)
{
    return json{{"name", name}}.dump();
}

} // namespace

class TestHubLimits : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    HubProcess hub_;

    void expectRefusal(const Answer& a, int status, const std::string& code)
    {
        QCOMPARE(a.status, status);
        QVERIFY2(a.body.is_object(), a.body.dump().c_str());
        QCOMPARE(a.body.value("error", std::string()), code);
        QVERIFY(!a.body.value("message", std::string()).empty());
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        QVERIFY2(hub_.start(dir_.filePath(QStringLiteral("hub.sqlite")), kNow,
                            {QStringLiteral("--rate-address"), QStringLiteral("0")}),
                 qPrintable(hub_.errorOutput()));
    }

    void cleanupTestCase() { QVERIFY(hub_.stop()); }

    // A chunked body counts against --max-body like any other: 413, and the player
    // whose name it carries is not registered.
    void chunkedBodyOverTheLimitIsRefused()
    {
        const std::string head = "POST " + kApi +
                                 "/players HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                                 "Transfer-Encoding: chunked\r\n\r\n";
        const Answer a = exchange(hub_.port(), head, chunkedBody(R"({"name": "Chunky")", 16, 65536, "}"));
        expectRefusal(a, 413, "body-too-large");
        QCOMPARE(hub_.post(kApi + "/players", registerBody("Chunky")).status, 201);
        // A chunked body within the limit is read; one with another transfer coding is refused.
        const Answer ok = exchange(hub_.port(), head, chunkedBody(R"({"name": "Chunked")", 4, 1024, "}"));
        QCOMPARE(ok.status, 201);
        std::string gzip = head;
        gzip.replace(gzip.find("chunked"), 7, "gzip, chunked");
        expectRefusal(exchange(hub_.port(), gzip, chunkedBody(R"({"name": "Zipped")", 1, 16, "}")), 400,
                      "bad-request");
    }

    // 200 MiB of chunked body: refused after the first 64 KiB, the rest never held.
    void hugeChunkedBodyIsRefusedEarly()
    {
        const long before = residentKiB(hub_.pid());
        QVERIFY(before > 0);
        const std::string head = "POST " + kApi +
                                 "/players HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                                 "Transfer-Encoding: chunked\r\n\r\n";
        const Answer a = exchange(hub_.port(), head, chunkedBody(R"({"name": "Huge")", 3200, 65536, "}"));
        expectRefusal(a, 413, "body-too-large");
        const long after = residentKiB(hub_.pid());
        QVERIFY2(after < before + 50 * 1024,
                 qPrintable(QStringLiteral("%1 -> %2 KiB").arg(before).arg(after)));
        QVERIFY2(a.sent < 100u * 1024 * 1024, qPrintable(QString::number(a.sent)));
        QCOMPARE(hub_.get(kApi + "/health").status, 200);
    }

    // 400 000 header lines, or one header of 1 MiB: 431 at 16 KiB.
    void oversizedHeadersAreRefused()
    {
        const std::string line = "GET " + kApi + "/health HTTP/1.1\r\nHost: 127.0.0.1\r\n";
        auto lines = std::make_shared<int>(400'000);
        const Answer many = exchange(hub_.port(), line, [lines]() -> std::string {
            if (*lines <= 0)
                return {};
            *lines -= 1000;
            std::string block;
            for (int i = 0; i < 1000; ++i)
                block += "X-A: b\r\n";
            return *lines <= 0 ? block + "\r\n" : block;
        });
        expectRefusal(many, 431, "headers-too-large");
        const Answer big = exchange(hub_.port(), line + "X-Big: " + std::string(1 << 20, 'a') + "\r\n\r\n");
        expectRefusal(big, 431, "headers-too-large");
        // A long Range header is read (and ignored) without harm to the hub.
        std::string ranges = "bytes=0-1";
        while (ranges.size() < 15'000)
            ranges += ", 0-1";
        const Answer ranged = exchange(hub_.port(), line + "Range: " + ranges + "\r\n\r\n");
        QCOMPARE(ranged.status, 200);
        const Answer longUri =
            exchange(hub_.port(), "GET /" + std::string(20'000, 'a') + " HTTP/1.1\r\n\r\n");
        expectRefusal(longUri, 414, "uri-too-long");
        QCOMPARE(hub_.get(kApi + "/health").status, 200);
    }

    // 50 connections each trickling a request a byte per 100 ms hold no thread: a
    // normal request is answered at once.
    void slowClientsDoNotStarveOthers()
    {
        // The trickle ends and the connections close also when a check fails.
        struct Trickle {
            std::vector<int> sockets;
            std::atomic<bool> running = true;
            std::thread thread;
            ~Trickle()
            {
                running = false;
                if (thread.joinable())
                    thread.join();
                for (const int fd : sockets)
                    ::close(fd);
            }
        } slow;
        for (int i = 0; i < 50; ++i) {
            const int fd = connectTo(hub_.port());
            QVERIFY(fd >= 0);
            slow.sockets.push_back(fd);
        }
        slow.thread = std::thread([&slow] {
            const std::string request = "POST " + kApi + "/players HTTP/1.1\r\nHost: 127.0.0.1\r\n";
            for (std::size_t i = 0; i < request.size() && slow.running; ++i) {
                for (const int fd : slow.sockets)
                    ::send(fd, &request[i], 1, MSG_NOSIGNAL);
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
            }
        });
        std::this_thread::sleep_for(std::chrono::milliseconds(500));
        for (int i = 0; i < 5; ++i) {
            QElapsedTimer timer;
            timer.start();
            QCOMPARE(hub_.get(kApi + "/health").status, 200);
            QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        }
    }

    // Idle connections, new or kept alive after a request, do not delay a new client.
    void idleConnectionsDoNotDelayOthers()
    {
        std::vector<int> idle;
        for (int i = 0; i < 20; ++i) {
            const int fd = connectTo(hub_.port());
            QVERIFY(fd >= 0);
            idle.push_back(fd);
        }
        for (int i = 0; i < 10; ++i) {
            const int fd = connectTo(hub_.port());
            QVERIFY(fd >= 0);
            const std::string request = "GET " + kApi + "/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
            QCOMPARE(::send(fd, request.data(), request.size(), MSG_NOSIGNAL), ssize_t(request.size()));
            char buffer[4096];
            QVERIFY(::recv(fd, buffer, sizeof buffer, 0) > 0);
            idle.push_back(fd);
        }
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(hub_.get(kApi + "/health").status, 200);
        QVERIFY2(timer.elapsed() < 2000, qPrintable(QString::number(timer.elapsed())));
        for (const int fd : idle)
            ::close(fd);
    }

    // A request that does not arrive within the read timeout: 408 and closed; a
    // connection idle past the idle timeout: closed.
    void slowRequestsTimeOut()
    {
        HubProcess hub;
        QVERIFY(hub.start(dir_.filePath(QStringLiteral("timeouts.sqlite")), kNow,
                          {QStringLiteral("--read-timeout-ms"), QStringLiteral("300"),
                           QStringLiteral("--idle-timeout-ms"), QStringLiteral("300")}));
        const int partial = connectTo(hub.port());
        QVERIFY(partial >= 0);
        const std::string start = "GET " + kApi + "/health HTTP/1.1\r\nHost: 127.";
        QCOMPARE(::send(partial, start.data(), start.size(), MSG_NOSIGNAL), ssize_t(start.size()));
        std::string answer;
        for (char buffer[4096]; !wholeAnswer(answer);) {
            const ssize_t n = ::recv(partial, buffer, sizeof buffer, 0);
            if (n <= 0)
                break;
            answer.append(buffer, static_cast<std::size_t>(n));
        }
        expectRefusal(parsed(answer, 0), 408, "request-timeout");
        ::close(partial);

        const int idle = connectTo(hub.port());
        QVERIFY(idle >= 0);
        QElapsedTimer timer;
        timer.start();
        char byte = 0;
        QCOMPARE(::recv(idle, &byte, 1, 0), ssize_t(0));
        QVERIFY(timer.elapsed() < 5000);
        ::close(idle);
        QVERIFY(hub.stop());
    }

    // Over --max-connections-per-address: the new connection is answered 503 busy at
    // once and closed; once one closes, a new one is served.
    void connectionsPerAddressAreCapped()
    {
        HubProcess hub;
        QVERIFY(hub.start(dir_.filePath(QStringLiteral("cap.sqlite")), kNow,
                          {QStringLiteral("--max-connections-per-address"), QStringLiteral("4")}));
        std::vector<int> open;
        for (int i = 0; i < 4; ++i) {
            const int fd = connectTo(hub.port());
            QVERIFY(fd >= 0);
            open.push_back(fd);
        }
        // The hub counts a connection once it accepts it; a request on each makes sure
        // all four are counted.
        for (const int fd : open) {
            const std::string request = "GET " + kApi + "/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
            QCOMPARE(::send(fd, request.data(), request.size(), MSG_NOSIGNAL), ssize_t(request.size()));
            char buffer[4096];
            QVERIFY(::recv(fd, buffer, sizeof buffer, 0) > 0);
        }
        const Answer refused = exchange(hub.port(), {});
        expectRefusal(refused, 503, "busy");
        ::close(open.back());
        open.pop_back();
        HubReply served;
        for (int attempt = 0; attempt < 50 && served.status != 200; ++attempt) {
            served = hub.get(kApi + "/health");
            if (served.status != 200)
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
        QCOMPARE(served.status, 200);
        for (const int fd : open)
            ::close(fd);
        QVERIFY(hub.stop());
    }

    // SIGTERM while a request is being handled: the hub stops accepting, answers that
    // request and exits with 0. The request waits for the database, which the test
    // holds locked until after the signal.
    void stopFinishesRequestsInFlight()
    {
        const QString db = dir_.filePath(QStringLiteral("stop.sqlite"));
        HubProcess hub;
        QVERIFY(hub.start(db, kNow));
        HubReply answer;
        {
            QSqlDatabase lock = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), QStringLiteral("lock"));
            lock.setDatabaseName(db);
            QVERIFY(lock.open());
            QSqlQuery begin(lock);
            QVERIFY(begin.exec(QStringLiteral("BEGIN IMMEDIATE")));
            std::thread client([&] { answer = hub.post(kApi + "/players", registerBody("Last")); });
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            const int signalled = ::kill(static_cast<pid_t>(hub.pid()), SIGTERM);
            std::this_thread::sleep_for(std::chrono::milliseconds(300));
            const int late = connectTo(hub.port());
            QSqlQuery rollback(lock);
            const bool rolledBack = rollback.exec(QStringLiteral("ROLLBACK"));
            client.join();
            QVERIFY(rolledBack);
            QCOMPARE(signalled, 0);
            QVERIFY(late < 0);
            lock.close();
        }
        QSqlDatabase::removeDatabase(QStringLiteral("lock"));
        QCOMPARE(answer.status, 201);
        QVERIFY(hub.stop());
    }

    // 256 connections at once are all accepted without a SYN retry (a listen backlog
    // of 5 made some wait a second).
    void manyConnectionsAtOnceAreAccepted()
    {
        HubProcess hub;
        QVERIFY(hub.start(dir_.filePath(QStringLiteral("backlog.sqlite")), kNow,
                          {QStringLiteral("--max-connections-per-address"), QStringLiteral("512")}));
        std::vector<int> sockets;
        std::vector<pollfd> waiting;
        QElapsedTimer timer;
        timer.start();
        for (int i = 0; i < 256; ++i) {
            const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK, 0);
            QVERIFY(fd >= 0);
            sockaddr_in address{};
            address.sin_family = AF_INET;
            address.sin_port = htons(static_cast<std::uint16_t>(hub.port()));
            address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
            const int rc = ::connect(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address);
            QVERIFY(rc == 0 || errno == EINPROGRESS);
            sockets.push_back(fd);
            waiting.push_back({fd, POLLOUT, 0});
        }
        std::size_t connected = 0;
        while (connected < waiting.size() && timer.elapsed() < 10'000) {
            if (::poll(waiting.data(), waiting.size(), 100) <= 0)
                continue;
            for (pollfd& p : waiting) {
                if (p.fd >= 0 && (p.revents & POLLOUT)) {
                    int error = 0;
                    socklen_t size = sizeof error;
                    ::getsockopt(p.fd, SOL_SOCKET, SO_ERROR, &error, &size);
                    QCOMPARE(error, 0);
                    p.fd = -1;
                    ++connected;
                }
            }
        }
        QCOMPARE(connected, waiting.size());
        QVERIFY2(timer.elapsed() < 500, qPrintable(QString::number(timer.elapsed())));
        for (const int fd : sockets)
            ::close(fd);
        QCOMPARE(hub.get(kApi + "/health").status, 200);
        QVERIFY(hub.stop());
    }
};

QTEST_GUILESS_MAIN(TestHubLimits)
#include "tst_hub_limits.moc"
