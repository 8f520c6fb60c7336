// What an operator reads of furunkulus-server: its access log (a line per request,
// never a token, a slug, a query or a body) and GET /metrics in the Prometheus text
// format, answered only to loopback or on the separate metrics listener. The real
// binary on 127.0.0.1 with a temporary SQLite file; every wait is bounded.
#include "tests/server/HubProcess.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QtTest>

#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <map>
#include <thread>

using nlohmann::json;

namespace {

const QString kNow = QStringLiteral("2026-11-25T12:00:00Z");
const std::string kApi = "/api/v1";

// The samples of a text-format scrape: each line `NAME{LABELS} VALUE` by `NAME{LABELS}`.
// Empty when a line is not in the format.
std::map<std::string, double> samples(const std::string& text)
{
    static const QRegularExpression sample(QStringLiteral(R"(^([a-z_]+(\{.*\})?) (\S+)$)"));
    std::map<std::string, double> values;
    for (const QString& line : QString::fromStdString(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
        if (line.startsWith(QLatin1String("# HELP ")) || line.startsWith(QLatin1String("# TYPE ")))
            continue;
        const QRegularExpressionMatch m = sample.match(line);
        bool number = false;
        const double value = m.captured(3).toDouble(&number);
        if (!m.hasMatch() || !number)
            return {};
        values[m.captured(1).toStdString()] = value;
    }
    return values;
}

// A port no one listens on at the moment.
int freePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t size = sizeof address;
    if (::bind(fd, reinterpret_cast<const sockaddr*>(&address), sizeof address) != 0 ||
        ::getsockname(fd, reinterpret_cast<sockaddr*>(&address), &size) != 0) {
        ::close(fd);
        return 0;
    }
    ::close(fd);
    return ntohs(address.sin_port);
}

httplib::Result scrape(int port)
{
    httplib::Client client("127.0.0.1", port);
    client.set_connection_timeout(10);
    client.set_read_timeout(10);
    return client.Get("/metrics");
}

} // namespace

class TestHubObserve : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    // One line per request: time, address, method, route pattern, status, milliseconds.
    void accessLogHasALinePerRequestAndNoSecrets()
    {
        HubProcess hub;
        QVERIFY(hub.start(dir_.filePath(QStringLiteral("log.sqlite")), kNow));
        const HubReply registered = hub.post(kApi + "/players", json{{"name", "Logger"}}.dump());
        QCOMPARE(registered.status, 201);
        const std::string token = registered.body["token"].get<std::string>();
        QCOMPARE(hub.get(kApi + "/players/me", token).status, 200);
        QCOMPARE(hub.get(kApi + "/levels/0123456789ab").status, 404);
        QCOMPARE(hub.get(kApi + "/weeks/2026-W48?querytext=1").status, 404);
        QCOMPARE(hub.post(kApi + "/players", "{\"name\": \"Hidden").status, 400);
        QCOMPARE(hub.get("/no/such/route").status, 404);

        QString log;
        for (QDeadlineTimer deadline(10000); !deadline.hasExpired() && log.count(QLatin1Char('\n')) < 6;)
            log += hub.errorOutput();
        QVERIFY(hub.stop());
        log += hub.errorOutput();
        const QStringList lines = log.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 6);
        static const QRegularExpression format(QStringLiteral(
            R"(^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z 127\.0\.0\.1 (GET|POST) \S+ \d{3} \d+\.\d$)"));
        for (const QString& line : lines)
            QVERIFY2(format.match(line).hasMatch(), qPrintable(line));
        for (const char* expected :
             {" POST /api/v1/players 201 ", " GET /api/v1/players/me 200 ", " GET /api/v1/levels/{slug} 404 ",
              " GET /api/v1/weeks/{week} 404 ", " POST /api/v1/players 400 ", " GET - 404 "})
            QVERIFY2(log.contains(QLatin1String(expected)), expected);
        for (const std::string& secret :
             {token, std::string("0123456789ab"), std::string("querytext"), std::string("Logger"),
              std::string("Hidden"), std::string("2026-W48")})
            QVERIFY2(!log.contains(QString::fromStdString(secret)), secret.c_str());
    }

    void accessLogGoesToItsFile()
    {
        const QString path = dir_.filePath(QStringLiteral("access.log"));
        HubProcess hub;
        QVERIFY(hub.start(dir_.filePath(QStringLiteral("file.sqlite")), kNow,
                          {QStringLiteral("--access-log"), path}));
        QCOMPARE(hub.get(kApi + "/health").status, 200);
        QVERIFY(hub.stop());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(file.readAll());
        QVERIFY2(text.contains(QLatin1String(" GET /api/v1/health 200 ")), qPrintable(text));
        QVERIFY(!hub.errorOutput().contains(QLatin1String("/api/v1/health")));
    }

    // An access log that cannot be opened stops the start (exit code 1); a metrics
    // address that is not HOST:PORT is a usage error (2).
    void refusesBadLogAndMetricsOptions()
    {
        const QString db = dir_.filePath(QStringLiteral("options.sqlite"));
        ServerRun run = runServer({QStringLiteral("--db"), db, QStringLiteral("--listen"),
                                   QStringLiteral("127.0.0.1:0"), QStringLiteral("--access-log"),
                                   dir_.filePath(QStringLiteral("no/such/folder/access.log"))},
                                  kNow);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QLatin1String("access log")), qPrintable(run.err));
        run = runServer(
            {QStringLiteral("--db"), db, QStringLiteral("--metrics-listen"), QStringLiteral("9464")}, kNow);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("--metrics-listen")), qPrintable(run.err));
    }

    // A scrape from loopback: the text format, and the counters grow with requests.
    void metricsCountRequests()
    {
        HubProcess hub;
        QVERIFY(hub.start(dir_.filePath(QStringLiteral("metrics.sqlite")), kNow,
                          {QStringLiteral("--rate-address"), QStringLiteral("0")}));
        QCOMPARE(hub.get(kApi + "/health").status, 200);
        QCOMPARE(hub.get(kApi + "/levels/0123456789ab").status, 404);
        const std::string health =
            R"(furunkulus_http_requests_total{method="GET",route="/api/v1/health",status="200"})";
        const std::string unknown =
            R"(furunkulus_http_requests_total{method="GET",route="/api/v1/levels/{slug}",status="404"})";
        // A request is counted once its answer is written, just after the client has it,
        // on either I/O thread: the two may be counted in any order.
        std::map<std::string, double> before;
        for (QDeadlineTimer deadline(10000);
             !deadline.hasExpired() && !(before.contains(unknown) && before.contains(health));) {
            const httplib::Result first = scrape(hub.port());
            QVERIFY(first);
            QCOMPARE(first->status, 200);
            QVERIFY(first->get_header_value("Content-Type").starts_with("text/plain; version=0.0.4"));
            before = samples(first->body);
            QVERIFY2(!before.empty(), first->body.c_str());
        }
        QCOMPARE(before[unknown], 1.0);
        QCOMPARE(before[health], 1.0);
        QVERIFY(before.contains(
            R"(furunkulus_http_request_duration_seconds_bucket{method="GET",route="/api/v1/health",le="+Inf"})"));
        QVERIFY(before.contains("furunkulus_engine_queue_depth"));
        QVERIFY(before.contains("furunkulus_proof_queue_depth"));
        QVERIFY(before["furunkulus_http_connections_open"] >= 1);
        QVERIFY(before["furunkulus_db_call_duration_seconds_count"] >= 1);
        QVERIFY(before.contains(R"(furunkulus_db_call_duration_seconds_bucket{le="+Inf"})"));

        for (int i = 0; i < 3; ++i)
            QCOMPARE(hub.get(kApi + "/health").status, 200);
        std::map<std::string, double> after;
        for (QDeadlineTimer deadline(10000); !deadline.hasExpired() && after[health] < before[health] + 3;) {
            const httplib::Result again = scrape(hub.port());
            QVERIFY(again);
            after = samples(again->body);
        }
        QCOMPARE(after[health], before[health] + 3);
        QVERIFY(after["furunkulus_db_call_duration_seconds_count"] >
                before["furunkulus_db_call_duration_seconds_count"]);
        QVERIFY(hub.stop());
    }

    // With --metrics-listen, /metrics is answered there and never on the main
    // listener; behind the trusted proxy, loopback connections are the proxy's and
    // get 404.
    void metricsAreAnsweredOnlyWhereAllowed()
    {
        const int metricsPort = freePort();
        QVERIFY(metricsPort > 0);
        HubProcess hub;
        QVERIFY(
            hub.start(dir_.filePath(QStringLiteral("listener.sqlite")), kNow,
                      {QStringLiteral("--metrics-listen"), QStringLiteral("127.0.0.1:%1").arg(metricsPort)}));
        const HubReply main = hub.get("/metrics");
        QCOMPARE(main.status, 404);
        QCOMPARE(main.body["error"].get<std::string>(), std::string("not-found"));
        const httplib::Result separate = scrape(metricsPort);
        QVERIFY(separate);
        QCOMPARE(separate->status, 200);
        QVERIFY(!samples(separate->body).empty());
        httplib::Client client("127.0.0.1", metricsPort);
        const httplib::Result api = client.Get(kApi + "/health");
        QVERIFY(api);
        QCOMPARE(api->status, 404);
        QVERIFY(hub.stop());

        QVERIFY(hub.start(dir_.filePath(QStringLiteral("proxy.sqlite")), kNow,
                          {QStringLiteral("--trust-proxy"), QStringLiteral("127.0.0.1")}));
        QCOMPARE(hub.get("/metrics").status, 404);
        QVERIFY(hub.stop());
    }
};

QTEST_GUILESS_MAIN(TestHubObserve)
#include "tst_hub_observe.moc"
