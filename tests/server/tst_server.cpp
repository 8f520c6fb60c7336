// furunkulus-server as players and operators meet it: the real binary on 127.0.0.1
// with a temporary SQLite file and the shipped weekly levels scheduled, the clock set
// to a Wednesday of week 2026-W48 (FURUNKULUS_HUB_NOW). With FF_HUB_TEST_DB set to a
// postgresql:// URL (tests/server/with-postgres.sh, the test tst_server_pg), the same
// on PostgreSQL: each database of a test is created anew on that server.
#include "tests/server/HubProcess.h"

#include "engine/files/LevelIo.h"

#include <QCryptographicHash>
#include <QDeadlineTimer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageAuthenticationCode>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUrl>
#include <QtTest>

#include <arpa/inet.h>
#include <csignal>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <limits>
#include <mutex>
#include <set>
#include <string_view>
#include <thread>

using nlohmann::json;

namespace {

// The weekly levels the game ships (levels/weekly), which `schedule` takes.
qsizetype shippedWeekCount()
{
    return QDir(QStringLiteral(FF_LEVELS_DIR "/weekly"))
        .entryList({QStringLiteral("*.ffl.json")}, QDir::Files)
        .size();
}

const QString kNow = QStringLiteral("2026-11-25T12:00:00Z"); // Wednesday of 2026-W48
const std::string kApi = "/api/v1";

std::string readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll().toStdString();
}

// {"placement": the level's stored solution}.
std::string solutionBody(const QString& levelFile)
{
    const ff::Loaded<ff::Level> loaded = ff::parseLevel(readFile(levelFile));
    std::string text = R"({"placement": [)";
    const std::vector<ff::Placement>& solution = *loaded.value->solution;
    for (std::size_t i = 0; i < solution.size(); ++i)
        text += (i ? ", " : "") + ff::solutionEntryText(solution[i]);
    return text + "]}";
}

QString weeklyFile(const char* week)
{
    return QStringLiteral(FF_LEVELS_DIR "/weekly/%1.ffl.json").arg(QString::fromLatin1(week));
}

std::string registerBody(const std::string& name)
{
    return json{{"name", name}}.dump();
}

// The PostgreSQL server the tests run on, or empty: SQLite files.
const QString kPostgresql = qEnvironmentVariable("FF_HUB_TEST_DB");

// A connection (not yet open) to the hub's database, a SQLite file or a postgresql:// URL.
QSqlDatabase connectionTo(const QString& db, const QString& connection)
{
    if (!db.startsWith(QStringLiteral("postgresql://"))) {
        QSqlDatabase c = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connection);
        c.setDatabaseName(db);
        return c;
    }
    const QUrl url(db);
    QSqlDatabase c = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connection);
    c.setHostName(url.host());
    c.setPort(url.port(-1));
    c.setUserName(url.userName());
    c.setDatabaseName(url.path().mid(1));
    return c;
}

// SQL on the hub's database, with the hub stopped.
QStringList queryColumn(const QString& db, const QString& sql)
{
    QStringList values;
    {
        QSqlDatabase c = connectionTo(db, QStringLiteral("inspect"));
        if (c.open()) {
            QSqlQuery q(c);
            if (q.exec(sql))
                while (q.next())
                    values << q.value(0).toString();
        }
        c.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("inspect"));
    return values;
}

// SQL statements on the hub's database, with the hub stopped; false when one fails.
bool execute(const QString& db, const QStringList& statements)
{
    bool ok = true;
    {
        QSqlDatabase c = connectionTo(db, QStringLiteral("change"));
        ok = c.open();
        for (const QString& sql : statements) {
            QSqlQuery q(c);
            ok = ok && q.exec(sql);
        }
        c.close();
    }
    QSqlDatabase::removeDatabase(QStringLiteral("change"));
    return ok;
}

} // namespace

class TestServer : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    QString db_;
    HubProcess hub_;

    // A new empty database: the SQLite file NAME.sqlite, or on PostgreSQL the database
    // NAME (dropped first when there). Empty when it cannot be made.
    QString newDatabase(const QString& name)
    {
        if (kPostgresql.isEmpty())
            return dir_.filePath(name + QStringLiteral(".sqlite"));
        QUrl server(kPostgresql);
        server.setPath(QStringLiteral("/postgres"));
        // The names are this test's own words, not input.
        if (!execute(server.toString(), {QStringLiteral("DROP DATABASE IF EXISTS ") + name,
                                         QStringLiteral("CREATE DATABASE ") + name}))
            return {};
        QUrl db(kPostgresql);
        db.setPath(QLatin1Char('/') + name);
        return db.toString();
    }

    // A new database with the shipped weekly series scheduled.
    QString scheduledDatabase(const QString& name)
    {
        const QString db = newDatabase(name);
        if (db.isEmpty())
            return {};
        const ServerRun run = runServer(
            {QStringLiteral("schedule"), QStringLiteral(FF_LEVELS_DIR "/weekly"), QStringLiteral("--db"), db},
            kNow);
        if (run.exitCode != 0)
            qWarning() << run.err;
        return run.exitCode == 0 ? db : QString();
    }

    std::string registerPlayer(HubProcess& hub, const std::string& name)
    {
        const HubReply r = hub.post(kApi + "/players", registerBody(name));
        return r.status == 201 ? r.body.value("token", std::string()) : std::string();
    }

    // Players registered on a hub, submitting the solution of 2026-W48 from two
    // threads, each once, until the hub stops answering; `acknowledged` gathers the
    // names of those the hub answered solved.
    struct SubmissionLoad {
        std::vector<std::pair<std::string, std::string>> players; // name, token
        std::mutex mutex;
        std::set<std::string> acknowledged;
        std::atomic<int> answered = 0;
        std::thread a;
        std::thread b;

        std::set<std::string> acknowledgedNow()
        {
            std::lock_guard lock(mutex);
            return acknowledged;
        }
        // Waits for both threads, which end when every player submitted or the hub
        // stopped answering.
        void join()
        {
            if (a.joinable())
                a.join();
            if (b.joinable())
                b.join();
        }
        ~SubmissionLoad() { join(); }
    };

    // Registers the players PREFIX0 … and starts their submissions; false when a
    // registration failed (then nothing is started).
    bool startSubmissions(HubProcess& hub, const std::string& prefix, int count, SubmissionLoad& load)
    {
        for (int i = 0; i < count; ++i) {
            const std::string name = prefix + std::to_string(i);
            load.players.emplace_back(name, registerPlayer(hub, name));
            if (load.players.back().second.empty())
                return false;
        }
        const std::string solution = solutionBody(weeklyFile("2026-w48"));
        auto submitter = [&hub, &load, solution](std::size_t from) {
            for (std::size_t i = from; i < load.players.size(); i += 2) {
                const HubReply r =
                    hub.post(kApi + "/weeks/2026-W48/submissions", solution, load.players[i].second);
                if (r.status == 0)
                    return;
                if (r.status == 200 && r.body.value("solved", false)) {
                    std::lock_guard lock(load.mutex);
                    load.acknowledged.insert(load.players[i].first);
                }
                ++load.answered;
            }
        };
        load.a = std::thread(submitter, 0);
        load.b = std::thread(submitter, 1);
        return true;
    }

    // The names on the leaderboard of 2026-W48, up to `count` of them.
    std::set<std::string> storedSolvers(HubProcess& hub, int count)
    {
        std::set<std::string> stored;
        for (int offset = 0; offset < count; offset += 100) {
            const HubReply page =
                hub.get(kApi + "/weeks/2026-W48/leaderboard?limit=100&offset=" + std::to_string(offset));
            for (const json& e : page.body["solvers"])
                stored.insert(e["name"].get<std::string>());
        }
        return stored;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        db_ = scheduledDatabase(QStringLiteral("hub"));
        QVERIFY(!db_.isEmpty());
        // The rate per address is tested on a hub of its own; here every test talks from
        // the one address.
        QVERIFY2(hub_.start(db_, kNow, {QStringLiteral("--rate-address"), QStringLiteral("0")}),
                 qPrintable(hub_.errorOutput()));
    }

    void cleanupTestCase() { QVERIFY(hub_.stop()); }

    void scheduleKeepsReleasedWeeks()
    {
        const QString db = newDatabase(QStringLiteral("schedule"));
        QVERIFY(!db.isEmpty());
        const QStringList args = {QStringLiteral("schedule"), QStringLiteral(FF_LEVELS_DIR "/weekly"),
                                  QStringLiteral("--db"), db};
        const qsizetype weeks = shippedWeekCount();
        ServerRun run = runServer(args, kNow);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed(),
                 QStringLiteral("added %1, replaced 0, unchanged 0, refused 0").arg(weeks));
        run = runServer(args, kNow);
        QCOMPARE(run.out.trimmed(),
                 QStringLiteral("added 0, replaced 0, unchanged %1, refused 0").arg(weeks));

        // Another level for a released week is refused, and then no other week is
        // replaced either; alone, another level for a coming week replaces.
        const QString changed = dir_.filePath(QStringLiteral("changed"));
        const QString coming = dir_.filePath(QStringLiteral("coming"));
        QVERIFY(QDir().mkpath(changed));
        QVERIFY(QDir().mkpath(coming));
        for (const char* week : {"2026-w48", "2026-w50"}) {
            std::string text = readFile(weeklyFile(week));
            const std::size_t title = text.find("\"title\": \"");
            QVERIFY(title != std::string::npos);
            text.insert(title + 10, "New ");
            for (const QString& folder : {changed, coming}) {
                if (folder == coming && std::string_view(week) == "2026-w48")
                    continue;
                QFile out(folder + QStringLiteral("/%1.ffl.json").arg(QString::fromLatin1(week)));
                QVERIFY(out.open(QIODevice::WriteOnly));
                out.write(text.c_str());
            }
        }
        const QString titles = QStringLiteral("SELECT title FROM weekly_levels WHERE week IN "
                                              "('2026-W48', '2026-W50') ORDER BY week");
        const QStringList before = queryColumn(db, titles);
        QCOMPARE(before.size(), 2);
        run = runServer({QStringLiteral("schedule"), changed, QStringLiteral("--db"), db}, kNow);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.out, QString());
        QVERIFY2(run.err.contains(QStringLiteral("2026-W48 is released already")), qPrintable(run.err));
        QVERIFY2(run.err.contains(QStringLiteral("nothing scheduled")), qPrintable(run.err));
        QCOMPARE(queryColumn(db, titles), before);
        run = runServer({QStringLiteral("schedule"), coming, QStringLiteral("--db"), db}, kNow);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out.trimmed(), QStringLiteral("added 0, replaced 1, unchanged 0, refused 0"));
        QCOMPARE(queryColumn(db, titles), (QStringList{before[0], QStringLiteral("New ") + before[1]}));

        // A file that is not a level: nothing at all is scheduled.
        QFile broken(changed + QStringLiteral("/broken.ffl.json"));
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{");
        broken.close();
        const QString fresh = newDatabase(QStringLiteral("fresh"));
        QVERIFY(!fresh.isEmpty());
        run = runServer({QStringLiteral("schedule"), changed, QStringLiteral("--db"), fresh}, kNow);
        QCOMPARE(run.exitCode, 1);
        QVERIFY(run.err.contains(QStringLiteral("nothing scheduled")));
    }

    void migrationsRunOnStart()
    {
        const QString db = scheduledDatabase(QStringLiteral("migrate"));
        QVERIFY(!db.isEmpty());
        HubProcess hub;
        QVERIFY(hub.start(db, kNow));
        const HubReply health = hub.get(kApi + "/health");
        QCOMPARE(health.status, 200);
        QCOMPARE(health.body["schema"].get<int>(), 8);
        QVERIFY(hub.stop());
        QCOMPARE(queryColumn(db, QStringLiteral("SELECT version FROM schema_migrations ORDER BY version")),
                 (QStringList{"1", "2", "3", "4", "5", "6", "7", "8"}));
        const QStringList claimSecret = queryColumn(db, QStringLiteral("SELECT secret FROM hub_secrets"));

        // Back to schema 1 (no draw secrets, no community levels, no name skeletons, no
        // moderation, no transfer codes, no prizes, no made weeks) with players whose names look alike: the
        // next start brings it to 8, every week scheduled before gets a secret of its own and counts as
        // hand-scheduled, and every player a skeleton;
        // the later of two alike names one of its own, and neither can be taken anew. The claim secret is
        // made anew.
        QVERIFY(execute(
            db,
            {QStringLiteral("DROP TABLE hub_secrets"), QStringLiteral("DROP TABLE weekly_prizes"),
             QStringLiteral("DROP TABLE transfer_codes"), QStringLiteral("DROP TABLE moderation_audit"),
             QStringLiteral("DROP TABLE reports"), QStringLiteral("ALTER TABLE players DROP COLUMN banned"),
             QStringLiteral("DROP TABLE player_ratings"), QStringLiteral("DROP TABLE community_votes"),
             QStringLiteral("DROP TABLE community_plays"), QStringLiteral("DROP TABLE community_levels"),
             QStringLiteral("DROP TABLE community_packs"),
             QStringLiteral("ALTER TABLE weekly_levels DROP COLUMN draw_secret"),
             QStringLiteral("ALTER TABLE weekly_levels DROP COLUMN made"),
             QStringLiteral("ALTER TABLE weekly_levels DROP COLUMN made_seed"),
             QStringLiteral("DROP INDEX players_name_skeleton"),
             QStringLiteral("ALTER TABLE players DROP COLUMN name_skeleton"),
             QStringLiteral("DELETE FROM schema_migrations WHERE version >= 2"),
             QStringLiteral("INSERT INTO players (name, name_key, token_hash, created_ms) VALUES"
                            " ('Ada', 'ada', 'h1', 0), ('\u0410da', '\u0430da', 'h2', 0),"
                            " ('Bob', 'bob', 'h3', 0)")}));
        QVERIFY(hub.start(db, kNow));
        QCOMPARE(hub.get(kApi + "/health").body["schema"].get<int>(), 8);
        QCOMPARE(hub.post(kApi + "/players", registerBody("ADA")).status, 409);
        QCOMPARE(hub.post(kApi + "/players", registerBody("\u0391da")).status, 409);
        QCOMPARE(hub.post(kApi + "/players", registerBody("BOB")).status, 409);
        QVERIFY(hub.stop());
        const QStringList skeletons =
            queryColumn(db, QStringLiteral("SELECT name_skeleton FROM players ORDER BY id"));
        QCOMPARE(skeletons.size(), 3);
        QCOMPARE(skeletons[1], skeletons[0] + QChar(0x1f) + QStringLiteral("2"));
        QVERIFY(skeletons[2] != skeletons[0]);
        const QStringList secrets = queryColumn(db, QStringLiteral("SELECT draw_secret FROM weekly_levels"));
        QCOMPARE(secrets.size(), shippedWeekCount());
        QCOMPARE(QSet<QString>(secrets.begin(), secrets.end()).size(), shippedWeekCount());
        for (const QString& secret : secrets)
            QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{64}$")).match(secret).hasMatch());
        QCOMPARE(queryColumn(db, QStringLiteral("SELECT DISTINCT made FROM weekly_levels")),
                 QStringList{"0"});
        const QStringList newClaimSecret = queryColumn(db, QStringLiteral("SELECT secret FROM hub_secrets"));
        QCOMPARE(claimSecret.size(), 1);
        QCOMPARE(newClaimSecret.size(), 1);
        QVERIFY(newClaimSecret[0] != claimSecret[0]);
        for (const QString& secret : claimSecret + newClaimSecret)
            QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{64}$")).match(secret).hasMatch());

        // A database from a newer program is not touched.
        QVERIFY(execute(db, {QStringLiteral("INSERT INTO schema_migrations VALUES (99, 0)")}));
        const ServerRun run = runServer(
            {QStringLiteral("--db"), db, QStringLiteral("--listen"), QStringLiteral("127.0.0.1:0")}, kNow);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("newer than this program")), qPrintable(run.err));
    }

    void refusesBadCommandLines_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no database") << QStringList{QStringLiteral("--listen"),
                                                    QStringLiteral("127.0.0.1:0")};
        QTest::newRow("other database")
            << QStringList{QStringLiteral("--db"), QStringLiteral("mysql://hub@localhost/hub")};
        QTest::newRow("postgresql without database")
            << QStringList{QStringLiteral("--db"), QStringLiteral("postgresql://hub@localhost")};
        QTest::newRow("postgresql parameter") << QStringList{
            QStringLiteral("--db"), QStringLiteral("postgresql://hub@localhost/hub?sslmode=a%20b")};
        QTest::newRow("bad listen") << QStringList{QStringLiteral("--db"), QStringLiteral("x.sqlite"),
                                                   QStringLiteral("--listen"), QStringLiteral("localhost")};
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--db"), QStringLiteral("x.sqlite"),
                                                       QStringLiteral("--verbose"), QStringLiteral("1")};
        QTest::newRow("option twice") << QStringList{QStringLiteral("--db"), QStringLiteral("x.sqlite"),
                                                     QStringLiteral("--db"), QStringLiteral("y.sqlite")};
        QTest::newRow("rate out of range")
            << QStringList{QStringLiteral("--db"), QStringLiteral("x.sqlite"), QStringLiteral("--rate-token"),
                           QStringLiteral("-1")};
        QTest::newRow("schedule without folder")
            << QStringList{QStringLiteral("schedule"), QStringLiteral("--db"), QStringLiteral("x.sqlite")};
    }

    void refusesBadCommandLines()
    {
        QFETCH(QStringList, args);
        const ServerRun run = runServer(args, kNow);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("usage: furunkulus-server")));
        QVERIFY(!QFile::exists(QStringLiteral("x.sqlite")));
    }

    // --config FILE: its keys are the options; the command line wins over it.
    void readsConfigFile()
    {
        const QString config = dir_.filePath(QStringLiteral("hub.conf"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("# a comment, then a blank line\n\n"
                   "db = /nonexistent/folder/hub.sqlite\n"
                   "  max-body =   1024  \n"
                   "rate-address = 0\n");
        file.close();
        const std::string large = registerBody("config-" + std::string(2000, 'x'));

        // The file's max-body (the command line gives --db and --listen).
        HubProcess fromFile;
        QVERIFY2(fromFile.start(db_, kNow, {QStringLiteral("--config"), config}),
                 qPrintable(fromFile.errorOutput()));
        QCOMPARE(fromFile.post(kApi + "/players", large).status, 413);
        QCOMPARE(fromFile.get(kApi + "/weeks/current").status, 200);
        QVERIFY(fromFile.stop());

        HubProcess overridden;
        QVERIFY2(overridden.start(db_, kNow,
                                  {QStringLiteral("--config"), config, QStringLiteral("--max-body"),
                                   QStringLiteral("65536")}),
                 qPrintable(overridden.errorOutput()));
        QCOMPARE(overridden.post(kApi + "/players", large).status, 400);
        QVERIFY(overridden.stop());
    }

    // The configuration file of the Debian package names every option of serve, and
    // with every commented default taken in, a hub starts with it.
    void shippedConfigurationNamesEveryOption()
    {
        const ServerRun help = runServer({QStringLiteral("--help")}, kNow);
        QCOMPARE(help.exitCode, 0);
        const QString serveUsage = help.out.section(QStringLiteral("furunkulus-server schedule"), 0, 0);
        static const QRegularExpression optionPattern(QStringLiteral("--([a-z][a-z-]*)"));
        QStringList options;
        for (auto it = optionPattern.globalMatch(serveUsage); it.hasNext();) {
            const QString option = it.next().captured(1);
            if (option != QStringLiteral("config") && !options.contains(option))
                options << option;
        }
        QVERIFY(options.contains(QStringLiteral("db")) && options.contains(QStringLiteral("trust-proxy")));

        QFile shipped(QStringLiteral(FF_SERVER_CONFIG));
        QVERIFY(shipped.open(QIODevice::ReadOnly));
        static const QRegularExpression setting(QStringLiteral("^#? *([a-z][a-z-]*) *= *(.*)$"));
        QStringList named;
        QByteArray everyDefault;
        for (const QByteArray& line : shipped.readAll().split('\n')) {
            const QRegularExpressionMatch m = setting.match(QString::fromUtf8(line));
            if (m.hasMatch() && options.contains(m.captured(1))) {
                named << m.captured(1);
                everyDefault += m.captured(1).toUtf8() + " = " + m.captured(2).toUtf8() + "\n";
            } else {
                everyDefault += line + "\n";
            }
        }
        for (const QString& option : options)
            QVERIFY2(named.contains(option), qPrintable(option + " is not in the shipped configuration"));

        const QString config = dir_.filePath(QStringLiteral("every-default.conf"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(everyDefault);
        file.close();
        // The command line wins over the file's fixed port of the metrics and its log
        // folder, which belong to the installed hub.
        HubProcess hub;
        QVERIFY2(hub.start(db_, kNow,
                           {QStringLiteral("--config"), config, QStringLiteral("--metrics-listen"),
                            QStringLiteral("127.0.0.1:0"), QStringLiteral("--access-log"),
                            dir_.filePath(QStringLiteral("every-default.log"))}),
                 qPrintable(hub.errorOutput()));
        QCOMPARE(hub.get(kApi + "/weeks/current").status, 200);
        QVERIFY(hub.stop());
    }

    void refusesBadConfigFiles_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("where"); // ":LINE: " or ": "
        QTest::addColumn<QString>("what");
        QTest::newRow("unknown key") << QByteArray("db = x.sqlite\n# rate\nverbose = 1\n")
                                     << QStringLiteral(":3: ") << QStringLiteral("unknown key 'verbose'");
        QTest::newRow("option of no command") << QByteArray("config = other.conf\n") << QStringLiteral(":1: ")
                                              << QStringLiteral("unknown key 'config'");
        QTest::newRow("key twice") << QByteArray("db = x.sqlite\nthreads = 4\n\nthreads = 8\n")
                                   << QStringLiteral(":4: ") << QStringLiteral("is set already at");
        QTest::newRow("no value") << QByteArray("db = x.sqlite\nthreads\n") << QStringLiteral(":2: ")
                                  << QStringLiteral("expected KEY = VALUE");
        QTest::newRow("bad number") << QByteArray("db = x.sqlite\nrate-token = -1\n")
                                    << QStringLiteral(":2: ")
                                    << QStringLiteral("--rate-token takes a number");
        QTest::newRow("bad listen") << QByteArray("listen = localhost\ndb = x.sqlite\n")
                                    << QStringLiteral(":1: ") << QStringLiteral("--listen takes HOST:PORT");
        QTest::newRow("bad database") << QByteArray("db = mysql://hub@localhost/hub\n")
                                      << QStringLiteral(":1: ") << QStringLiteral("mysql");
    }

    void refusesBadConfigFiles()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, where);
        QFETCH(QString, what);
        const QString config = dir_.filePath(QStringLiteral("bad.conf"));
        QFile file(config);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
        file.close();
        const ServerRun run = runServer({QStringLiteral("--config"), config}, kNow);
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(config + where) && run.err.contains(what), qPrintable(run.err));
        QVERIFY(!QFile::exists(QStringLiteral("x.sqlite")));
        const ServerRun missing =
            runServer({QStringLiteral("--config"), config + QStringLiteral(".absent")}, kNow);
        QCOMPARE(missing.exitCode, 2);
        QVERIFY2(missing.err.contains(QStringLiteral(".absent: cannot be read")), qPrintable(missing.err));
    }

    void fetchesReleasedWeeksOnly()
    {
        const HubReply weeks = hub_.get(kApi + "/weeks");
        QCOMPARE(weeks.status, 200);
        const json& list = weeks.body["weeks"];
        QCOMPARE(list.size(), std::size_t(6)); // 2026-W43 to 2026-W48
        QCOMPARE(list.front()["week"].get<std::string>(), std::string("2026-W48"));
        QCOMPARE(list.front()["release"].get<std::string>(), std::string("2026-11-23T00:00:00.000Z"));
        QCOMPARE(list.back()["week"].get<std::string>(), std::string("2026-W43"));

        const HubReply current = hub_.get(kApi + "/weeks/current");
        QCOMPARE(current.status, 200);
        QCOMPARE(current.body["week"].get<std::string>(), std::string("2026-W48"));
        QCOMPARE(current.body["level"]["id"].get<std::string>(), std::string("weekly-2026-w48"));
        QVERIFY(!current.body["level"].contains("solution"));

        const HubReply old = hub_.get(kApi + "/weeks/2026-W44");
        QCOMPARE(old.status, 200);
        QCOMPARE(old.body["level"]["week"].get<std::string>(), std::string("2026-W44"));
        QVERIFY(!old.body["level"].contains("solution"));

        // The level itself reads back as a level.
        QVERIFY(ff::parseLevel(current.body["level"].dump()).value.has_value());
    }

    void futureAndBadWeeks_data()
    {
        QTest::addColumn<QString>("week");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("next week") << "2026-W49" << 404 << "unknown-week";
        QTest::newRow("last of the series") << "2028-W52" << 404 << "unknown-week";
        QTest::newRow("before the series") << "2020-W01" << 404 << "unknown-week";
        QTest::newRow("no such week") << "2025-W53" << 400 << "bad-week";
        QTest::newRow("not a week") << "yesterday" << 400 << "bad-week";
        QTest::newRow("sql") << "2026-W48'%20OR%20'1'='1" << 400 << "bad-week";
    }

    void futureAndBadWeeks()
    {
        QFETCH(QString, week);
        QFETCH(int, status);
        QFETCH(QString, code);
        const std::string w = week.toStdString();
        const std::string token = registerPlayer(hub_, "future-" + std::to_string(qHash(week)));
        QVERIFY(!token.empty());
        for (const HubReply& r :
             {hub_.get(kApi + "/weeks/" + w), hub_.get(kApi + "/weeks/" + w + "/leaderboard"),
              hub_.post(kApi + "/weeks/" + w + "/submissions", solutionBody(weeklyFile("2026-w49")),
                        token)}) {
            QCOMPARE(r.status, status);
            QCOMPARE(QString::fromStdString(r.body["error"].get<std::string>()), code);
            QVERIFY(!r.body["message"].get<std::string>().empty());
        }
    }

    void registersAndRanksSolvers()
    {
        const HubReply first = hub_.post(kApi + "/players", registerBody("Ada"));
        QCOMPARE(first.status, 201);
        const std::string ada = first.body["token"].get<std::string>();
        QCOMPARE(ada.size(), std::size_t(64));
        QCOMPARE(first.body["name"].get<std::string>(), std::string("Ada"));

        const HubReply twin = hub_.post(kApi + "/players", registerBody("  aDA "));
        QCOMPARE(twin.status, 409);
        QCOMPARE(twin.body["error"].get<std::string>(), std::string("name-taken"));

        const std::string solution = solutionBody(weeklyFile("2026-w48"));
        const std::string submit = kApi + "/weeks/2026-W48/submissions";
        const HubReply solved = hub_.post(submit, solution, ada);
        QCOMPARE(solved.status, 200);
        QVERIFY(solved.body["solved"].get<bool>());
        QVERIFY(solved.body["first"].get<bool>());
        QCOMPARE(solved.body["outcome"].get<std::string>(), std::string("solved"));
        QCOMPARE(solved.body["rank"].get<int>(), 1);
        // Released on Monday 00:00 UTC, solved on Wednesday noon: 2.5 days.
        QVERIFY(solved.body["seconds"].get<double>() >= 2.5 * 86400);

        // Idempotent: the first correct submission stays.
        const HubReply again = hub_.post(submit, solution, ada);
        QCOMPARE(again.status, 200);
        QVERIFY(!again.body["first"].get<bool>());
        QCOMPARE(again.body["solved_at"], solved.body["solved_at"]);

        // The server runs the placement: a wrong one is not a solve.
        const std::string bob = registerPlayer(hub_, "Bob");
        QVERIFY(!bob.empty());
        const HubReply wrong = hub_.post(
            submit,
            R"({"placement": [{"kind": "stone", "at": [1, 1]}, {"kind": "token", "side": "own", "at": [2, 1]}]})",
            bob);
        QCOMPARE(wrong.status, 200);
        QVERIFY(!wrong.body["solved"].get<bool>());
        QVERIFY(!wrong.body.contains("rank"));
        QCOMPARE(hub_.post(submit, solution, bob).body["rank"].get<int>(), 2);

        const HubReply board = hub_.get(kApi + "/weeks/2026-W48/leaderboard", bob);
        QCOMPARE(board.status, 200);
        QCOMPARE(board.body["count"].get<int>(), 2);
        QCOMPARE(board.body["solvers"][0]["name"].get<std::string>(), std::string("Ada"));
        QCOMPARE(board.body["solvers"][1]["name"].get<std::string>(), std::string("Bob"));
        QCOMPARE(board.body["you"]["rank"].get<int>(), 2);
        const HubReply anonymous = hub_.get(kApi + "/weeks/2026-W48/leaderboard?limit=1&offset=1");
        QCOMPARE(anonymous.body["solvers"].size(), std::size_t(1));
        QCOMPARE(anonymous.body["solvers"][0]["rank"].get<int>(), 2);
        QVERIFY(anonymous.body["you"].is_null());
        QCOMPARE(hub_.get(kApi + "/weeks/2026-W48/leaderboard?limit=0").status, 400);
        QCOMPARE(hub_.get(kApi + "/weeks/2026-W48/leaderboard?offset=-1").status, 400);
        QCOMPARE(hub_.get(kApi + "/weeks/2026-W48/leaderboard?offset=1x").status, 400);
        // An offset beyond the solvers, however large, is an empty page.
        for (const std::string& offset :
             {std::string("2"), std::string("1000000001"), std::string("9223372036854775807"),
              std::string("99999999999999999999999")}) {
            const HubReply beyond = hub_.get(kApi + "/weeks/2026-W48/leaderboard?offset=" + offset);
            QCOMPARE(beyond.status, 200);
            QCOMPARE(beyond.body["count"].get<int>(), 2);
            QCOMPARE(beyond.body["solvers"], json::array());
            QCOMPARE(beyond.body["offset"].get<std::int64_t>(),
                     offset.size() > 19 ? std::numeric_limits<std::int64_t>::max() : std::stoll(offset));
        }

        const HubReply me = hub_.get(kApi + "/players/me", ada);
        QCOMPARE(me.status, 200);
        QCOMPARE(me.body["name"].get<std::string>(), std::string("Ada"));
        QCOMPARE(me.body["solved"].size(), std::size_t(1));
        QCOMPARE(me.body["solved"][0]["week"].get<std::string>(), std::string("2026-W48"));
        QCOMPARE(me.body["streak"].get<int>(), 1);
        QCOMPARE(hub_.get(kApi + "/weeks").body["weeks"][0]["solvers"].get<int>(), 2);
    }

    void refusesBadPlacements_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("code");
        QTest::newRow("not json") << QByteArray("{\"placement\": [") << 400 << "bad-json";
        QTest::newRow("not an object") << QByteArray("[1, 2]") << 400 << "bad-request";
        QTest::newRow("no placement") << QByteArray("{}") << 400 << "bad-request";
        QTest::newRow("incomplete") << QByteArray(R"({"placement": [{"kind": "stone", "at": [10, 6]}]})")
                                    << 400 << "incomplete-placement";
        QTest::newRow("not in inventory")
            << QByteArray(R"({"placement": [{"kind": "crystal", "at": [10, 6]}]})") << 400 << "bad-placement";
        QTest::newRow("on a stone") << QByteArray(R"({"placement": [{"kind": "stone", "at": [2, 2]}]})")
                                    << 400 << "bad-placement";
        QTest::newRow("off the board")
            << QByteArray(R"({"placement": [{"kind": "stone", "at": [99999999999, 2]}]})") << 400
            << "bad-placement";
        // Not cut to fit an int64 or taken as 0.
        QTest::newRow("-2^63") << QByteArray(
                                      R"({"placement": [{"kind": "stone", "at": [-9223372036854775808, 6]},)"
                                      R"( {"kind": "token", "side": "own", "at": [10, 5]}]})")
                               << 400 << "bad-placement";
        QTest::newRow("2^64") << QByteArray(
                                     R"({"placement": [{"kind": "stone", "at": [10, 18446744073709551616]},)"
                                     R"( {"kind": "token", "side": "own", "at": [10, 5]}]})")
                              << 400 << "bad-placement";
        // The bounded reader refuses nesting deeper than 32 before parsing.
        QTest::newRow("too deep") << QByteArray("{\"placement\": " + QByteArray(40, '[') +
                                                QByteArray(40, ']') + "}")
                                  << 400 << "bad-json";
        QTest::newRow("token without side")
            << QByteArray(R"({"placement": [{"kind": "token", "at": [10, 5]}]})") << 400 << "bad-placement";
        QTest::newRow("too many")
            << QByteArray(
                   R"({"placement": [{"kind": "stone", "at": [10, 6]}, {"kind": "token", "side": "own",)"
                   R"( "at": [10, 5]}, {"kind": "stone", "at": [1, 1]}]})")
            << 400 << "bad-placement";
    }

    void refusesBadPlacements()
    {
        QFETCH(QByteArray, body);
        QFETCH(int, status);
        QFETCH(QString, code);
        const std::string token = registerPlayer(hub_, "placer-" + std::to_string(qHash(body)));
        QVERIFY(!token.empty());
        const HubReply r = hub_.post(kApi + "/weeks/2026-W48/submissions", body.toStdString(), token);
        QCOMPARE(r.status, status);
        QCOMPARE(QString::fromStdString(r.body["error"].get<std::string>()), code);
        QVERIFY(!r.body["message"].get<std::string>().empty());
    }

    void refusesHostileRequests()
    {
        const std::string submit = kApi + "/weeks/2026-W48/submissions";
        const std::string solution = solutionBody(weeklyFile("2026-w48"));

        HubReply r = hub_.post(submit, solution);
        QCOMPARE(r.status, 401);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("unauthorized"));
        r = hub_.post(submit, solution, std::string(64, 'a'));
        QCOMPARE(r.status, 401);
        QCOMPARE(hub_.get(kApi + "/players/me", "forged").status, 401);
        QCOMPARE(hub_.get(kApi + "/weeks/2026-W48/leaderboard", "forged").status, 401);

        // 1 MiB against the 64 KiB limit.
        r = hub_.post(kApi + "/players", std::string(1 << 20, ' '));
        QCOMPARE(r.status, 413);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("body-too-large"));

        QCOMPARE(hub_.post(kApi + "/players", "{\"name\": ").body["error"].get<std::string>(),
                 std::string("bad-json"));
        for (const json& name :
             {json(""), json("   "), json(42), json(std::string(33, 'x')), json("tab\there")}) {
            r = hub_.post(kApi + "/players", json{{"name", name}}.dump());
            QCOMPARE(r.status, 400);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("bad-name"));
        }
        r = hub_.get("/api/v1/nothing");
        QCOMPARE(r.status, 404);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("not-found"));

        // SQL in a name is a name.
        const std::string bobby = "Robert'); DROP TABLE players;--";
        r = hub_.post(kApi + "/players", registerBody(bobby));
        QCOMPARE(r.status, 201);
        const HubReply me = hub_.get(kApi + "/players/me", r.body["token"].get<std::string>());
        QCOMPARE(me.body["name"].get<std::string>(), bobby);
        QCOMPARE(hub_.post(kApi + "/players", registerBody("robert'); drop table players;--")).status, 409);

        // Still serving.
        QCOMPARE(hub_.get(kApi + "/health").status, 200);
    }

    // Names that look alike are one name (409 name-taken); names with invisible or
    // text direction characters are refused (400 bad-name) whatever is taken.
    void namesCannotImpersonate()
    {
        const QString db = newDatabase(QStringLiteral("names"));
        QVERIFY(!db.isEmpty());
        HubProcess hub;
        QVERIFY2(hub.start(db, kNow, {QStringLiteral("--rate-address"), QStringLiteral("0")}),
                 qPrintable(hub.errorOutput()));
        const auto status = [&hub](const std::string& name) {
            return hub.post(kApi + "/players", registerBody(name)).status;
        };
        QCOMPARE(status("Ada"), 201);
        QCOMPARE(status("Strau\u00df"), 201);
        for (const std::string& taken :
             {std::string("ADA"), std::string("\u0410da"), std::string("\u0391da"), std::string("\uff21da"),
              std::string("A\u0301da"), std::string("\u00c1da"), std::string("Ada\u0308"),
              std::string("STRAUSS"), std::string("Strauss"), std::string("strau\u00df")}) {
            const HubReply r = hub.post(kApi + "/players", registerBody(taken));
            QVERIFY2(r.status == 409, taken.c_str());
            QCOMPARE(r.body["error"].get<std::string>(), std::string("name-taken"));
        }
        for (const std::string& hidden :
             {std::string("Ada\u200b"), std::string("A\u200dda"), std::string("A\u200cda"),
              std::string("Ad\u00ada"), std::string("\u202eadA"), std::string("\u2067Ada\u2069"),
              std::string("Ada\u200e"), std::string("Ada\u034f"), std::string("Ada\ufe0f"),
              std::string("Eve\u200b"), std::string("E\u2028ve"), std::string("Eve\ue000")}) {
            const HubReply r = hub.post(kApi + "/players", registerBody(hidden));
            QVERIFY2(r.status == 400, hidden.c_str());
            QCOMPARE(r.body["error"].get<std::string>(), std::string("bad-name"));
        }
        QCOMPARE(status("Adam"), 201);
        QCOMPARE(status("\u0410\u043d\u044f"), 201); // Аня, Cyrillic alone
        QCOMPARE(status("Eve"), 201);
        QVERIFY(hub.stop());
    }

    // A transfer code moves the account: it gives a new token once, the old token stops
    // working, and the hub stores only the code's and the tokens' hashes.
    void transferCodesMoveAnAccount()
    {
        const QString db = newDatabase(QStringLiteral("transfer"));
        QVERIFY(!db.isEmpty());
        HubProcess hub;
        QVERIFY2(hub.start(db, kNow), qPrintable(hub.errorOutput()));
        const std::string first = registerPlayer(hub, "Ada");
        QVERIFY(!first.empty());
        QCOMPARE(hub.post(kApi + "/players/me/transfer", "").status, 401);

        const HubReply given = hub.post(kApi + "/players/me/transfer", "", first);
        QCOMPARE(given.status, 201);
        const std::string code = given.body["code"].get<std::string>();
        QVERIFY2(QRegularExpression(QStringLiteral("^([0-9A-HJKMNP-TV-Z]{4}-){3}[0-9A-HJKMNP-TV-Z]{4}$"))
                     .match(QString::fromStdString(code))
                     .hasMatch(),
                 code.c_str());
        // A day after the hub's clock, which started at kNow and runs on.
        QVERIFY(given.body["expires"].get<std::string>().starts_with("2026-11-26T12:0"));

        // Typed in lower case with spaces for dashes, it is the same code.
        QString typed = QString::fromStdString(code).toLower();
        typed.replace(QLatin1Char('-'), QLatin1Char(' '));
        const HubReply moved =
            hub.post(kApi + "/players/transfer", json{{"code", typed.toStdString()}}.dump());
        QCOMPARE(moved.status, 200);
        QCOMPARE(moved.body["name"].get<std::string>(), std::string("Ada"));
        const std::string second = moved.body["token"].get<std::string>();
        QVERIFY(second != first);
        QCOMPARE(hub.get(kApi + "/players/me", second).body["name"].get<std::string>(), std::string("Ada"));
        QCOMPARE(hub.get(kApi + "/players/me", first).status, 401);

        const HubReply again = hub.post(kApi + "/players/transfer", json{{"code", code}}.dump());
        QCOMPARE(again.status, 404);
        QCOMPARE(again.body["error"].get<std::string>(), std::string("unknown-transfer-code"));

        // A new code replaces the player's earlier one.
        const std::string replaced =
            hub.post(kApi + "/players/me/transfer", "", second).body["code"].get<std::string>();
        const std::string live =
            hub.post(kApi + "/players/me/transfer", "", second).body["code"].get<std::string>();
        QCOMPARE(hub.post(kApi + "/players/transfer", json{{"code", replaced}}.dump()).status, 404);
        QCOMPARE(hub.post(kApi + "/players/transfer", json{{"code", "no code"}}.dump()).status, 404);
        QCOMPARE(hub.post(kApi + "/players/transfer", json{{"code", 7}}.dump()).status, 400);
        QVERIFY(hub.stop());

        const QStringList stored = queryColumn(db, QStringLiteral("SELECT code_hash FROM transfer_codes"));
        QCOMPARE(stored.size(), 1);
        const QString liveHash = QString::fromLatin1(
            QCryptographicHash::hash(QByteArray::fromStdString(live), QCryptographicHash::Sha256).toHex());
        QCOMPARE(stored[0], liveHash);
        const QString tokenHash = QString::fromLatin1(
            QCryptographicHash::hash(QByteArray::fromStdString(second), QCryptographicHash::Sha256).toHex());
        QCOMPARE(queryColumn(db, QStringLiteral("SELECT token_hash FROM players")), QStringList{tokenHash});
        // The file holds the hashes (so it is the whole database), never a code or token.
        const std::string file = kPostgresql.isEmpty() ? readFile(db) : std::string();
        QVERIFY(kPostgresql.isEmpty() == (file.find(liveHash.toStdString()) != std::string::npos));
        for (const std::string& secret : {live, second, first})
            QVERIFY(file.find(secret) == std::string::npos);

        // A day later the code has expired.
        QVERIFY(hub.start(db, QStringLiteral("2026-11-26T12:00:01Z")));
        const HubReply expired = hub.post(kApi + "/players/transfer", json{{"code", live}}.dump());
        QCOMPARE(expired.status, 404);
        QCOMPARE(expired.body["error"].get<std::string>(), std::string("unknown-transfer-code"));
        QCOMPARE(hub.get(kApi + "/players/me", second).status, 200);
        QVERIFY(hub.stop());
    }

    // Codes entered from one address are limited to 10 an hour, right or wrong.
    void transferCodesCannotBeGuessed()
    {
        const QString db = newDatabase(QStringLiteral("guess"));
        QVERIFY(!db.isEmpty());
        HubProcess hub;
        QVERIFY2(hub.start(db, kNow), qPrintable(hub.errorOutput()));
        const std::string token = registerPlayer(hub, "Ada");
        const std::string code =
            hub.post(kApi + "/players/me/transfer", "", token).body["code"].get<std::string>();
        for (int i = 0; i < 10; ++i)
            QCOMPARE(hub.post(kApi + "/players/transfer",
                              json{{"code", "0000-0000-0000-000" + std::to_string(i)}}.dump())
                         .status,
                     404);
        const HubReply limited = hub.post(kApi + "/players/transfer", json{{"code", code}}.dump());
        QCOMPARE(limited.status, 429);
        QCOMPARE(limited.body["error"].get<std::string>(), std::string("rate-limited"));
        QCOMPARE(hub.get(kApi + "/health").status, 200);
        QVERIFY(hub.stop());
    }

    // What the HTTP server answers by itself has a code of the table too, and every
    // answer is whole: a Range header is ignored.
    void libraryErrorsHaveCodesOfTheTable()
    {
        httplib::Client client("127.0.0.1", hub_.port());
        const auto expect = [](const httplib::Result& r, int status, const std::string& code) {
            QVERIFY(r);
            QCOMPARE(r->status, status);
            const json body = json::parse(r->body, nullptr, false);
            QVERIFY2(body.is_object(), r->body.c_str());
            QCOMPARE(body.value("error", std::string()), code);
        };
        expect(client.Get(kApi + "/health?x=" + std::string(9000, 'a')), 414, "uri-too-long");
        expect(client.Get(kApi + "/health", {{"Range", "bytes=zz"}}), 416, "bad-range");
        expect(client.Post(kApi + "/players", {{"Content-Encoding", "gzip"}}, "not gzip", "application/json"),
               400, "bad-request");
        for (const char* range : {"bytes=0-5", "bytes=500-600"}) {
            const httplib::Result whole = client.Get(kApi + "/health", {{"Range", range}});
            QVERIFY(whole);
            QCOMPARE(whole->status, 200);
            QVERIFY2(json::parse(whole->body, nullptr, false).contains("schema"), whole->body.c_str());
        }
        QCOMPARE(hub_.get(kApi + "/health").status, 200);
    }

    // Clients that send part of a request and stall hold no thread (up to the read
    // timeout they hold a connection); the others are still served, and a body
    // announced larger than the limit is refused before it is sent.
    void keepsServingWhileClientsStall()
    {
        std::vector<int> stalled;
        for (int i = 0; i < 3; ++i) {
            const int fd = connectTo(hub_.port());
            QVERIFY(fd >= 0);
            const std::string partial = "POST /api/v1/players HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                        "Content-Length: 1000\r\n\r\n{\"name\": ";
            QCOMPARE(::send(fd, partial.data(), partial.size(), MSG_NOSIGNAL), ssize_t(partial.size()));
            stalled.push_back(fd);
        }
        QElapsedTimer timer;
        timer.start();
        QCOMPARE(hub_.get(kApi + "/health").status, 200);
        QCOMPARE(hub_.get(kApi + "/weeks/current").status, 200);
        QVERIFY(timer.elapsed() < 2000);

        const int fd = connectTo(hub_.port());
        QVERIFY(fd >= 0);
        const std::string huge = "POST /api/v1/players HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                                 "Content-Length: 1000000000\r\n\r\n";
        QCOMPARE(::send(fd, huge.data(), huge.size(), MSG_NOSIGNAL), ssize_t(huge.size()));
        // The answer, up to the end of its JSON body (at most 64 KiB, each read within
        // the socket's 10 s).
        std::string answer;
        for (char buffer[4096]; answer.size() < 65536;) {
            if (answer.find("\r\n\r\n") != std::string::npos && answer.ends_with('}'))
                break;
            const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
            if (n <= 0)
                break;
            answer.append(buffer, static_cast<std::size_t>(n));
        }
        QVERIFY2(answer.starts_with("HTTP/1.1 413"), answer.c_str());
        QVERIFY(answer.find("body-too-large") != std::string::npos);
        ::close(fd);
        for (const int s : stalled)
            ::close(s);
    }

    void limitsRatePerAddressAndToken()
    {
        HubProcess hub;
        QVERIFY(hub.start(db_, kNow, {QStringLiteral("--rate-address"), QStringLiteral("5")}));
        int ok = 0;
        int limited = 0;
        for (int i = 0; i < 40; ++i) {
            const HubReply r = hub.get(kApi + "/health");
            if (r.status == 200)
                ++ok;
            if (r.status == 429) {
                ++limited;
                QCOMPARE(r.body["error"].get<std::string>(), std::string("rate-limited"));
            }
        }
        QVERIFY2(ok >= 10 && ok < 40 && ok + limited == 40,
                 qPrintable(QStringLiteral("%1 %2").arg(ok).arg(limited)));
        QVERIFY(hub.stop());

        QVERIFY(hub.start(db_, kNow,
                          {QStringLiteral("--rate-address"), QStringLiteral("0"),
                           QStringLiteral("--rate-token"), QStringLiteral("2")}));
        const std::string busy = registerPlayer(hub, "busy");
        const std::string calm = registerPlayer(hub, "calm");
        QVERIFY(!busy.empty() && !calm.empty());
        limited = 0;
        for (int i = 0; i < 30; ++i)
            limited += hub.get(kApi + "/players/me", busy).status == 429;
        QVERIFY(limited > 0);
        QCOMPARE(hub.get(kApi + "/players/me", calm).status, 200);
        QVERIFY(hub.stop());
    }

    void streakCountsWeeksSolvedInTheirWeek()
    {
        const QString db = scheduledDatabase(QStringLiteral("streak"));
        QVERIFY(!db.isEmpty());
        std::string token;
        struct Visit {
            QString now;
            const char* solve; // the level file of the week to solve, or none
            int streak;
        };
        const Visit visits[] = {
            {QStringLiteral("2026-11-18T08:00:00Z"), "2026-w47", 1},
            {QStringLiteral("2026-11-25T08:00:00Z"), nullptr, 1}, // 2026-W48 is still running
            {QStringLiteral("2026-11-26T08:00:00Z"), "2026-w48", 2},
            {QStringLiteral("2026-12-02T08:00:00Z"), "2026-w45", 2}, // solved late: not counted
            {QStringLiteral("2026-12-08T08:00:00Z"), nullptr, 0},    // 2026-W49 was missed
        };
        for (const Visit& v : visits) {
            HubProcess hub;
            QVERIFY(hub.start(db, v.now));
            if (token.empty())
                token = registerPlayer(hub, "Streaker");
            if (v.solve) {
                const std::string week = QString::fromLatin1(v.solve).toUpper().toStdString();
                const HubReply r = hub.post(kApi + "/weeks/" + week + "/submissions",
                                            solutionBody(weeklyFile(v.solve)), token);
                QVERIFY(r.body["solved"].get<bool>());
            }
            QCOMPARE(hub.get(kApi + "/players/me", token).body["streak"].get<int>(), v.streak);
            QVERIFY(hub.stop());
        }
    }

    // The draw of a closed week among those who solved it in that week, redone here
    // from what the hub published: the commitment while the week ran, the secret and
    // the leaderboard after.
    void drawIsReproducibleFromPublishedData()
    {
        const QString db = scheduledDatabase(QStringLiteral("draw"));
        QVERIFY(!db.isEmpty());
        struct Visit {
            QString now;
            const char* player;
        };
        const Visit visits[] = {
            {QStringLiteral("2026-11-24T10:00:00Z"), "Ada"},
            {QStringLiteral("2026-11-25T10:00:00Z"), "Bob"},
            {QStringLiteral("2026-11-29T23:59:00Z"), "Cy"},
            {QStringLiteral("2026-11-30T00:00:01Z"), "Late"}, // 2026-W49: after the close
        };
        const std::string solution = solutionBody(weeklyFile("2026-w48"));
        std::string commitment;
        for (const Visit& v : visits) {
            HubProcess hub;
            QVERIFY(hub.start(db, v.now));
            const std::string token = registerPlayer(hub, v.player);
            QVERIFY(
                hub.post(kApi + "/weeks/2026-W48/submissions", solution, token).body["solved"].get<bool>());
            if (commitment.empty()) {
                commitment = hub.get(kApi + "/weeks/2026-W48").body["draw_commitment"].get<std::string>();
                const HubReply early = hub.get(kApi + "/weeks/2026-W48/draw");
                QCOMPARE(early.status, 403);
                QCOMPARE(early.body["error"].get<std::string>(), std::string("draw-not-yet"));
            }
            QVERIFY(hub.stop());
        }

        HubProcess hub;
        QVERIFY(hub.start(db, QStringLiteral("2026-12-01T12:00:00Z")));
        const HubReply draw = hub.get(kApi + "/weeks/2026-W48/draw");
        QCOMPARE(draw.status, 200);
        QCOMPARE(hub.get(kApi + "/weeks/2026-W49/draw").status, 403);
        const HubReply board = hub.get(kApi + "/weeks/2026-W48/leaderboard");
        QVERIFY(hub.stop());

        const std::string secret = draw.body["secret"].get<std::string>();
        auto sha256 = [](const std::string& text) {
            return QCryptographicHash::hash(QByteArray::fromStdString(text), QCryptographicHash::Sha256)
                .toHex()
                .toStdString();
        };
        QCOMPARE(sha256(secret), commitment);
        QCOMPARE(draw.body["commitment"].get<std::string>(), commitment);
        const std::string closed = draw.body["closed"].get<std::string>();
        QCOMPARE(closed, std::string("2026-11-30T00:00:00.000Z"));
        std::string text = secret + "\n2026-W48\n";
        std::vector<std::string> names;
        for (const json& e : board.body["solvers"])
            if (e["solved_at"].get<std::string>() < closed) {
                names.push_back(e["name"].get<std::string>());
                text += names.back() + "\n";
            }
        QCOMPARE(names, (std::vector<std::string>{"Ada", "Bob", "Cy"}));
        QCOMPARE(draw.body["solvers"].get<std::size_t>(), names.size());
        const std::string digest = sha256(text);
        QCOMPARE(draw.body["digest"].get<std::string>(), digest);
        const std::size_t winner = std::stoull(digest.substr(0, 16), nullptr, 16) % names.size();
        QCOMPARE(draw.body["winner"]["rank"].get<std::size_t>(), winner + 1);
        QCOMPARE(draw.body["winner"]["name"].get<std::string>(), names[winner]);
    }

    // The operator's prize of a week: set, changed and removed until the week closes
    // (also before its level is scheduled), shown with the week at once; refused after.
    void operatorSetsAWeeksPrize()
    {
        const QString db = scheduledDatabase(QStringLiteral("prizetext"));
        QVERIFY(!db.isEmpty());
        const auto prize = [&db](const QString& week, const QString& text, const QString& now = kNow) {
            return runServer(
                {QStringLiteral("weeks"), QStringLiteral("prize"), week, text, QStringLiteral("--db"), db},
                now);
        };
        ServerRun run = prize(QStringLiteral("2026-W48"), QStringLiteral("A mug"));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("set the prize of 2026-W48\n"));
        QCOMPARE(prize(QStringLiteral("2031-W01"), QStringLiteral("A cap")).exitCode, 0);
        run = prize(QStringLiteral("2026-W47"), QStringLiteral("Too late"));
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.contains(QStringLiteral("closed")), qPrintable(run.err));
        QCOMPARE(prize(QStringLiteral("2026-W51"), QString()).exitCode, 1);
        QCOMPARE(prize(QStringLiteral("2026-W99"), QStringLiteral("A cap")).exitCode, 2);
        QCOMPARE(prize(QStringLiteral("2026-W49"), QStringLiteral("two\nlines")).exitCode, 2);
        QCOMPARE(prize(QStringLiteral("2026-W49"), QString(501, QLatin1Char('x'))).exitCode, 2);
        QCOMPARE(prize(QStringLiteral("2026-W49"), QString(500, QLatin1Char('x'))).exitCode, 0);
        QCOMPARE(runServer({QStringLiteral("weeks"), QStringLiteral("prize"), QStringLiteral("2026-W49"),
                            QStringLiteral("--db"), db},
                           kNow)
                     .exitCode,
                 2);
        QCOMPARE(runServer({QStringLiteral("weeks"), QStringLiteral("prize"), QStringLiteral("2026-W49"),
                            QStringLiteral("x"), QStringLiteral("--db"),
                            dir_.filePath(QStringLiteral("none.sqlite"))},
                           kNow)
                     .exitCode,
                 1);

        HubProcess hub;
        QVERIFY(hub.start(db, kNow));
        QCOMPARE(hub.get(kApi + "/weeks/current").body["prize"], json("A mug"));
        QCOMPARE(hub.get(kApi + "/weeks/2026-W47").body["prize"], json(nullptr));
        QCOMPARE(prize(QStringLiteral("2026-W48"), QStringLiteral("A mug and a cap")).exitCode, 0);
        QCOMPARE(hub.get(kApi + "/weeks/2026-W48").body["prize"], json("A mug and a cap"));
        std::map<std::string, json> listed;
        const HubReply weeks = hub.get(kApi + "/weeks");
        for (const json& w : weeks.body["weeks"])
            listed[w["week"].get<std::string>()] = w["prize"];
        QCOMPARE(listed["2026-W48"], json("A mug and a cap"));
        QCOMPARE(listed["2026-W47"], json(nullptr));
        run = prize(QStringLiteral("2026-W48"), QString());
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("removed the prize of 2026-W48\n"));
        QCOMPARE(hub.get(kApi + "/weeks/current").body["prize"], json(nullptr));
        QVERIFY(hub.stop());
        QCOMPARE(
            prize(QStringLiteral("2026-W48"), QStringLiteral("A mug"), QStringLiteral("2026-11-30T00:00:00Z"))
                .exitCode,
            1);
        QCOMPARE(
            prize(QStringLiteral("2026-W48"), QStringLiteral("A mug"), QStringLiteral("2026-11-29T23:59:59Z"))
                .exitCode,
            0);
    }

    // The winner of a closed week's draw with a prize sees it with a claim code in their
    // own record; no other player and no public answer shows the code. The operator's
    // list names the same winner and code, made as documented from the hub's secret.
    void onlyTheWinnerSeesTheClaimCode()
    {
        const QString db = scheduledDatabase(QStringLiteral("prizes"));
        QVERIFY(!db.isEmpty());
        QCOMPARE(runServer({QStringLiteral("weeks"), QStringLiteral("prize"), QStringLiteral("2026-W48"),
                            QStringLiteral("A Furunkulus mug"), QStringLiteral("--db"), db},
                           kNow)
                     .exitCode,
                 0);
        const QStringList prizesOfW48 = {QStringLiteral("prizes"), QStringLiteral("2026-W48"),
                                         QStringLiteral("--db"), db};
        QCOMPARE(runServer(prizesOfW48, kNow).exitCode, 1);
        std::map<std::string, std::string> tokens;
        {
            HubProcess hub;
            QVERIFY(hub.start(db, kNow));
            const std::string solution = solutionBody(weeklyFile("2026-w48"));
            for (const char* name : {"Ada", "Bob", "Cy", "Dee"}) {
                tokens[name] = registerPlayer(hub, name);
                QVERIFY(!tokens[name].empty());
                if (std::string(name) != "Dee")
                    QVERIFY(hub.post(kApi + "/weeks/2026-W48/submissions", solution, tokens[name])
                                .body["solved"]
                                .get<bool>());
            }
            for (const auto& [name, token] : tokens)
                QCOMPARE(hub.get(kApi + "/players/me", token).body["prizes"], json::array());
            QVERIFY(hub.stop());
        }

        const QString after = QStringLiteral("2026-12-01T12:00:00Z");
        HubProcess hub;
        QVERIFY(hub.start(db, after));
        const HubReply draw = hub.get(kApi + "/weeks/2026-W48/draw");
        QCOMPARE(draw.status, 200);
        const std::string winner = draw.body["winner"]["name"].get<std::string>();
        std::string code;
        std::int64_t winnerId = 0;
        for (const auto& [name, token] : tokens) {
            const HubReply me = hub.get(kApi + "/players/me", token);
            QCOMPARE(me.status, 200);
            if (name != winner) {
                QCOMPARE(me.body["prizes"], json::array());
                continue;
            }
            QCOMPARE(me.body["prizes"].size(), std::size_t(1));
            const json& won = me.body["prizes"][0];
            QCOMPARE(won["week"], json("2026-W48"));
            QCOMPARE(won["prize"], json("A Furunkulus mug"));
            code = won["claim_code"].get<std::string>();
            winnerId = me.body["id"].get<std::int64_t>();
        }
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$"))
                    .match(QString::fromStdString(code))
                    .hasMatch());
        QCOMPARE(hub.get(kApi + "/players/me").status, 401);
        for (const char* path : {"/weeks", "/weeks/2026-W48", "/weeks/2026-W48/draw",
                                 "/weeks/2026-W48/leaderboard", "/weeks/current"}) {
            const HubReply open = hub.get(kApi + path);
            QCOMPARE(open.status, 200);
            QVERIFY2(open.body.dump().find(code) == std::string::npos, path);
        }
        const HubReply asAnother =
            hub.get(kApi + "/weeks/2026-W48/leaderboard", tokens[winner == "Ada" ? "Bob" : "Ada"]);
        QVERIFY(asAnother.body.dump().find(code) == std::string::npos);
        QVERIFY(hub.stop());

        // HMAC-SHA256 keyed with the hub's claim secret over "WEEK\nPLAYER-ID"; its
        // first 40 bits, 5 at a time, as letters of the transfer code's alphabet.
        const QStringList secret = queryColumn(db, QStringLiteral("SELECT secret FROM hub_secrets"));
        QCOMPARE(secret.size(), 1);
        const QByteArray mac = QMessageAuthenticationCode::hash(
            QByteArray::fromStdString("2026-W48\n" + std::to_string(winnerId)), secret[0].toUtf8(),
            QCryptographicHash::Sha256);
        std::uint64_t bits = 0;
        for (int i = 0; i < 5; ++i)
            bits = bits << 8 | static_cast<unsigned char>(mac[i]);
        std::string expected;
        for (int i = 7; i >= 0; --i) {
            expected += "0123456789ABCDEFGHJKMNPQRSTVWXYZ"[(bits >> (5 * i)) & 31];
            if (i == 4)
                expected += '-';
        }
        QCOMPARE(code, expected);

        const QString row = QStringLiteral("2026-W48\t2026-11-30T00:00:00.000Z\tA Furunkulus mug\t3\t") +
                            QString::fromStdString(winner + "\t" + code) + QLatin1Char('\n');
        const QString header = QStringLiteral("week\tclosed\tprize\tsolvers\twinner\tclaim_code\n");
        ServerRun run = runServer({QStringLiteral("prizes"), QStringLiteral("--db"), db}, after);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, header + row);
        run = runServer(prizesOfW48, after);
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, header + row);
        QCOMPARE(runServer({QStringLiteral("prizes"), QStringLiteral("2026-W49"), QStringLiteral("--db"), db},
                           after)
                     .exitCode,
                 1);
        QCOMPARE(
            runServer({QStringLiteral("prizes"), QStringLiteral("W49"), QStringLiteral("--db"), db}, after)
                .exitCode,
            2);
        QCOMPARE(
            runServer({QStringLiteral("prizes"), QStringLiteral("--db"), db, QStringLiteral("--all")}, after)
                .exitCode,
            2);
    }

    // Submissions from two clients; the hub is killed with SIGKILL among them. Every
    // submission it acknowledged is there after a restart, and the file is sound.
    void killLosesNoAcknowledgedSubmission()
    {
        const QString db = scheduledDatabase(QStringLiteral("kill"));
        QVERIFY(!db.isEmpty());
        const QStringList unlimited = {QStringLiteral("--rate-address"), QStringLiteral("0"),
                                       QStringLiteral("--rate-token"), QStringLiteral("0")};
        HubProcess hub;
        QVERIFY(hub.start(db, kNow, unlimited));
        constexpr int kPlayers = 200;
        SubmissionLoad load;
        QVERIFY(startSubmissions(hub, "killer-", kPlayers, load));
        const QDeadlineTimer deadline(30000);
        while (load.answered < 40 && !deadline.hasExpired())
            QThread::msleep(2);
        hub.kill9();
        load.join();
        QVERIFY(load.answered >= 40);
        const std::set<std::string> acknowledged = load.acknowledgedNow();
        qInfo("%zu submissions acknowledged of %d answered before SIGKILL", acknowledged.size(),
              load.answered.load());
        QVERIFY(acknowledged.size() < static_cast<std::size_t>(kPlayers)); // killed among them

        QVERIFY(hub.start(db, kNow, unlimited));
        const std::set<std::string> stored = storedSolvers(hub, kPlayers);
        for (const std::string& name : acknowledged)
            QVERIFY2(stored.contains(name), name.c_str());
        QVERIFY(hub.stop());
        if (kPostgresql.isEmpty())
            QCOMPARE(queryColumn(db, QStringLiteral("PRAGMA integrity_check")), QStringList{"ok"});
    }

    // furunkulus-server backup while submissions arrive: the copy passes
    // integrity_check and holds every submission acknowledged before the backup began;
    // a hub restored from it serves them. It never overwrites a file. A PostgreSQL hub
    // is backed up with pg_dump.
    void backupUnderLoadHoldsEveryAcknowledgedSubmission()
    {
        const QString db = scheduledDatabase(QStringLiteral("backup"));
        QVERIFY(!db.isEmpty());
        const QString copy = dir_.filePath(QStringLiteral("backup-copy.sqlite"));
        if (!kPostgresql.isEmpty()) {
            const ServerRun run =
                runServer({QStringLiteral("backup"), copy, QStringLiteral("--db"), db}, kNow);
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.contains(QStringLiteral("pg_dump")), qPrintable(run.err));
            QVERIFY(!QFile::exists(copy));
            return;
        }
        const QStringList unlimited = {QStringLiteral("--rate-address"), QStringLiteral("0"),
                                       QStringLiteral("--rate-token"), QStringLiteral("0")};
        HubProcess hub;
        QVERIFY(hub.start(db, kNow, unlimited));
        constexpr int kPlayers = 300;
        SubmissionLoad load;
        QVERIFY(startSubmissions(hub, "backer-", kPlayers, load));
        const QDeadlineTimer deadline(30000);
        while (load.answered < 40 && !deadline.hasExpired())
            QThread::msleep(2);
        const std::set<std::string> before = load.acknowledgedNow();
        const int answeredBefore = load.answered;
        const ServerRun run = runServer({QStringLiteral("backup"), copy, QStringLiteral("--db"), db}, kNow);
        const int answeredAfter = load.answered;
        load.join();
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        qInfo("backup taken while %d submissions were answered (%d before it began, %zu of them solved)",
              answeredAfter - answeredBefore, answeredBefore, before.size());
        QVERIFY(before.size() >= 40);
        QCOMPARE(queryColumn(copy, QStringLiteral("PRAGMA integrity_check")), QStringList{"ok"});

        const QByteArray first = QByteArray::fromStdString(readFile(copy));
        const ServerRun again = runServer({QStringLiteral("backup"), copy, QStringLiteral("--db"), db}, kNow);
        QCOMPARE(again.exitCode, 1);
        QVERIFY2(again.err.contains(QStringLiteral("exists already")), qPrintable(again.err));
        QCOMPARE(QByteArray::fromStdString(readFile(copy)), first);

        // Restoring: stop, the copy in place of the database (without the old log), start.
        QVERIFY(hub.stop());
        for (const QString& suffix : {QString(), QStringLiteral("-wal"), QStringLiteral("-shm")})
            QFile::remove(db + suffix);
        QVERIFY(QFile::copy(copy, db));
        QVERIFY(hub.start(db, kNow, unlimited));
        const std::set<std::string> stored = storedSolvers(hub, kPlayers);
        for (const std::string& name : before)
            QVERIFY2(stored.contains(name), name.c_str());
        QVERIFY(hub.stop());
    }

    // Three hubs on one new database, as behind a load balancer: they start at once and
    // migrate it once; a name registered through all of them at once goes to one
    // player; a player's solution submitted through all of them at once is stored once.
    void hubsShareOneDatabase()
    {
        const QString db = newDatabase(QStringLiteral("shared"));
        QVERIFY(!db.isEmpty());
        const QStringList unlimited = {QStringLiteral("--rate-address"), QStringLiteral("0")};
        std::array<HubProcess, 3> hubs;
        for (HubProcess& hub : hubs)
            hub.launch(db, kNow, unlimited);
        for (HubProcess& hub : hubs)
            QVERIFY2(hub.waitUntilListening(), qPrintable(hub.errorOutput()));
        QCOMPARE(queryColumn(db, QStringLiteral("SELECT version FROM schema_migrations ORDER BY version")),
                 (QStringList{"1", "2", "3", "4", "5", "6", "7", "8"}));
        const ServerRun schedule = runServer(
            {QStringLiteral("schedule"), QStringLiteral(FF_LEVELS_DIR "/weekly"), QStringLiteral("--db"), db},
            kNow);
        QCOMPARE(schedule.exitCode, 0);

        std::array<HubReply, 3> registered;
        std::vector<std::thread> threads;
        for (std::size_t i = 0; i < hubs.size(); ++i)
            threads.emplace_back(
                [&, i] { registered[i] = hubs[i].post(kApi + "/players", registerBody("Shared")); });
        for (std::thread& t : threads)
            t.join();
        threads.clear();
        std::string token;
        int taken = 0;
        for (const HubReply& r : registered) {
            if (r.status == 201)
                token = r.body["token"].get<std::string>();
            taken += r.status == 409;
        }
        QVERIFY(!token.empty());
        QCOMPARE(taken, 2);

        const std::string solution = solutionBody(weeklyFile("2026-w48"));
        std::array<HubReply, 3> submitted;
        for (std::size_t i = 0; i < hubs.size(); ++i)
            threads.emplace_back([&, i] {
                submitted[i] = hubs[i].post(kApi + "/weeks/2026-W48/submissions", solution, token);
            });
        for (std::thread& t : threads)
            t.join();
        int first = 0;
        for (const HubReply& r : submitted) {
            QCOMPARE(r.status, 200);
            QVERIFY(r.body["solved"].get<bool>());
            QCOMPARE(r.body["rank"].get<int>(), 1);
            QCOMPARE(r.body["solved_at"], submitted[0].body["solved_at"]);
            first += r.body["first"].get<bool>();
        }
        QCOMPARE(first, 1);
        for (HubProcess& hub : hubs) {
            QCOMPARE(hub.get(kApi + "/weeks/2026-W48/leaderboard").body["count"].get<int>(), 1);
            QVERIFY(hub.stop());
        }
    }

    // The database hangs: on SQLite another connection holds the write lock, on
    // PostgreSQL the hub's backend process is stopped (SIGSTOP). With --db-timeout-ms
    // 1000 a request answers 503 storage-error after the deadline, /health within a
    // second, the next requests at once; the request given up stores nothing, and once
    // the database answers again the hub serves.
    void hangingDatabaseAnswers503()
    {
        const QString db = scheduledDatabase(QStringLiteral("hang"));
        QVERIFY(!db.isEmpty());
        HubProcess hub;
        QVERIFY2(hub.start(db, kNow,
                           {QStringLiteral("--rate-address"), QStringLiteral("0"),
                            QStringLiteral("--db-timeout-ms"), QStringLiteral("1000")}),
                 qPrintable(hub.errorOutput()));
        QVERIFY(!registerPlayer(hub, "Before").empty());

        std::vector<pid_t> stopped;
        const QString holder = QStringLiteral("hold");
        // Lets the database go on however the test ends.
        struct Release {
            std::vector<pid_t>& stopped;
            QString holder;
            void operator()()
            {
                for (const pid_t pid : stopped)
                    ::kill(pid, SIGCONT);
                stopped.clear();
                if (QSqlDatabase::contains(holder)) {
                    {
                        QSqlDatabase c = QSqlDatabase::database(holder);
                        QSqlQuery(c).exec(QStringLiteral("ROLLBACK"));
                        c.close();
                    }
                    QSqlDatabase::removeDatabase(holder);
                }
            }
            ~Release() { (*this)(); }
        } release{stopped, holder};
        if (kPostgresql.isEmpty()) {
            QSqlDatabase c = connectionTo(db, holder);
            QVERIFY(c.open());
            QVERIFY(QSqlQuery(c).exec(QStringLiteral("BEGIN IMMEDIATE")));
        } else {
            // The backends of this test's own database: the hub's connection.
            for (const QString& pid : queryColumn(db, QStringLiteral("SELECT pid FROM pg_stat_activity"
                                                                     " WHERE datname = current_database()"
                                                                     " AND pid <> pg_backend_pid()")))
                stopped.push_back(static_cast<pid_t>(pid.toInt()));
            QCOMPARE(stopped.size(), 1u);
            QCOMPARE(::kill(stopped[0], SIGSTOP), 0);
        }

        QElapsedTimer t;
        t.start();
        HubReply r = hub.post(kApi + "/players", registerBody("During"));
        qint64 ms = t.elapsed();
        QCOMPARE(r.status, 503);
        QCOMPARE(r.body["error"].get<std::string>(), std::string("storage-error"));
        QVERIFY2(ms >= 1000 && ms < 1800, qPrintable(QString::number(ms)));
        for (const char* path : {"/health", "/weeks/current", "/health"}) {
            t.restart();
            r = hub.get(kApi + path);
            ms = t.elapsed();
            QCOMPARE(r.status, 503);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("storage-error"));
            QVERIFY2(ms < 1000, qPrintable(QString::fromLatin1(path) + QString::number(ms)));
        }

        release();
        const QDeadlineTimer deadline(10000);
        while (hub.get(kApi + "/health").status != 200 && !deadline.hasExpired())
            QThread::msleep(50);
        QCOMPARE(hub.get(kApi + "/health").status, 200);
        QCOMPARE(hub.get(kApi + "/weeks/current").status, 200);
        QVERIFY(!registerPlayer(hub, "During").empty());
        QVERIFY(hub.stop());
    }

    // PostgreSQL ends the hub's connection (as on a restart of the database): the calls
    // that meet the broken connection answer 503, and the hub connects again.
    void reconnectsToPostgresql()
    {
        if (kPostgresql.isEmpty())
            QSKIP("PostgreSQL only (tst_server_pg)");
        QCOMPARE(hub_.get(kApi + "/health").status, 200);
        QCOMPARE(queryColumn(
                     db_, QStringLiteral("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity"
                                         " WHERE datname = current_database() AND pid <> pg_backend_pid()")),
                 QStringList{"1"});
        int failed = 0;
        HubReply r;
        for (int attempt = 0; attempt < 3; ++attempt) {
            r = hub_.get(kApi + "/health");
            if (r.status == 200)
                break;
            QCOMPARE(r.status, 503);
            QCOMPARE(r.body["error"].get<std::string>(), std::string("storage-error"));
            ++failed;
        }
        QCOMPARE(r.status, 200);
        QCOMPARE(failed, 1);
        QCOMPARE(hub_.get(kApi + "/weeks/current").status, 200);
    }
};

QTEST_GUILESS_MAIN(TestServer)
#include "tst_server.moc"
