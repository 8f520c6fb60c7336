// `furunkulus-cli hub` against the real furunkulus-server on 127.0.0.1 (a temporary
// SQLite file, the shipped weekly series, the clock on Wednesday of 2026-W48): a
// player registers, fetches this week's level, submits its solution and finds
// themself on the leaderboard; refusals and an unreachable hub give their exit codes.
#include "tests/server/HubProcess.h"

#include "engine/files/LevelIo.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

namespace {

const QString kNow = QStringLiteral("2026-11-25T12:00:00Z"); // Wednesday of 2026-W48

struct Cli {
    int exitCode = -1;
    QString out;
    QString err;
};

QString weekly48()
{
    return QStringLiteral(FF_LEVELS_DIR "/weekly/2026-w48.ffl.json");
}

} // namespace

class TestHubCli : public QObject {
    Q_OBJECT

    QTemporaryDir dir_;
    HubProcess hub_;
    QString url_;

    // furunkulus-cli ARGS with XDG_CONFIG_HOME in the temporary folder and no token
    // in the environment.
    Cli cli(const QStringList& args, const QString& token = {})
    {
        QProcess process;
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), dir_.filePath(QStringLiteral("config")));
        env.remove(QStringLiteral("FURUNKULUS_HUB"));
        env.remove(QStringLiteral("FURUNKULUS_HUB_TOKEN"));
        if (!token.isEmpty())
            env.insert(QStringLiteral("FURUNKULUS_HUB_TOKEN"), token);
        process.setProcessEnvironment(env);
        process.start(QStringLiteral(FF_CLI_PATH), args);
        Cli r;
        if (!process.waitForFinished(30000)) {
            process.kill();
            process.waitForFinished(5000);
            return r;
        }
        r.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
        r.out = QString::fromUtf8(process.readAllStandardOutput());
        r.err = QString::fromUtf8(process.readAllStandardError());
        return r;
    }

    QStringList hubArgs(const QStringList& args)
    {
        return QStringList{"hub"} + args + QStringList{"--hub", url_};
    }

private slots:
    void initTestCase()
    {
        QVERIFY(dir_.isValid());
        const QString db = dir_.filePath(QStringLiteral("hub.sqlite"));
        const ServerRun scheduled = runServer(
            {QStringLiteral("schedule"), QStringLiteral(FF_LEVELS_DIR "/weekly"), QStringLiteral("--db"), db},
            kNow);
        QVERIFY2(scheduled.exitCode == 0, qPrintable(scheduled.err));
        QVERIFY2(hub_.start(db, kNow, {QStringLiteral("--rate-address"), QStringLiteral("0")}),
                 qPrintable(hub_.errorOutput()));
        url_ = QStringLiteral("http://127.0.0.1:%1").arg(hub_.port());
    }

    void cleanupTestCase() { QVERIFY(hub_.stop()); }

    // The issue's acceptance: register, fetch this week's level, submit its solution,
    // see oneself on the leaderboard.
    void registerFetchSubmitLeaderboard()
    {
        const Cli reg = cli(hubArgs({"register", "Ada"}));
        QVERIFY2(reg.exitCode == 0, qPrintable(reg.err));
        const QString tokenFile = dir_.filePath(QStringLiteral("config/furunkulus/hub-token"));
        QCOMPARE(reg.out, QStringLiteral("registered 'Ada'; the token is in %1\n").arg(tokenFile));
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(tokenFile).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0600u);
        QFile token(tokenFile);
        QVERIFY(token.open(QIODevice::ReadOnly));
        QVERIFY(QRegularExpression(QStringLiteral("^[0-9a-f]{64}\n$"))
                    .match(QString::fromLatin1(token.readAll()))
                    .hasMatch());

        // This week (the clock is in 2026-W48) is 2026-W48's level, without its solution.
        const QString fetched = dir_.filePath(QStringLiteral("this-week.ffl.json"));
        const Cli fetch = cli(hubArgs({"fetch", "--output", fetched}));
        QVERIFY2(fetch.exitCode == 0, qPrintable(fetch.err));
        QVERIFY2(fetch.out.startsWith(QStringLiteral("2026-W48 '")), qPrintable(fetch.out));
        QFile file(fetched);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const ff::Loaded<ff::Level> level = ff::parseLevel(file.readAll().toStdString());
        QVERIFY(level.value);
        QCOMPARE(level.value->id, std::string("weekly-2026-w48"));
        QCOMPARE(level.value->week, std::optional<std::string>("2026-W48"));
        QVERIFY(!level.value->solution);
        // On stdout it is the same file.
        const Cli stdoutFetch = cli(hubArgs({"fetch", "2026-W48"}));
        QCOMPARE(stdoutFetch.exitCode, 0);
        file.seek(0);
        QCOMPARE(stdoutFetch.out, QString::fromUtf8(file.readAll()));

        // The shipped file's solution, its week taken from the file.
        const Cli submit = cli(hubArgs({"submit", weekly48()}));
        QVERIFY2(submit.exitCode == 0, qPrintable(submit.err + submit.out));
        QVERIFY2(submit.out.startsWith(QStringLiteral("2026-W48: solved in ")), qPrintable(submit.out));
        QVERIFY2(
            submit.out.contains(QStringLiteral("stored as your first correct submission: rank 1, 2d 12:00:")),
            qPrintable(submit.out));
        // Again: nothing new is stored.
        const Cli again = cli(hubArgs({"submit", "2026-W48", weekly48()}));
        QCOMPARE(again.exitCode, 0);
        QVERIFY2(
            again.out.contains(QStringLiteral("your first correct submission is stored already: rank 1")),
            qPrintable(again.out));

        const Cli board = cli(hubArgs({"leaderboard"}));
        QVERIFY2(board.exitCode == 0, qPrintable(board.err));
        const QStringList lines = board.out.split('\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0], QStringLiteral("2026-W48: 1 solver"));
        QVERIFY2(lines[1].startsWith(QStringLiteral("  1. Ada  2d 12:00:")), qPrintable(lines[1]));
        QCOMPARE(lines[2], QStringLiteral("you: rank 1"));

        const Cli json = cli(hubArgs({"leaderboard", "2026-W48", "--json", "--limit", "1"}));
        QCOMPARE(json.exitCode, 0);
        const nlohmann::json body = nlohmann::json::parse(json.out.toStdString());
        QCOMPARE(body["count"].get<int>(), 1);
        QCOMPARE(body["solvers"][0]["name"].get<std::string>(), std::string("Ada"));
    }

    void refusalsHaveExitCodes()
    {
        // The name is taken: the hub's code and message, exit 1; nothing is written.
        const QString other = dir_.filePath(QStringLiteral("other-token"));
        Cli r = cli(hubArgs({"register", " ada ", "--token-file", other}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(
            r.err.contains(QStringLiteral("the hub refused (409 name-taken): another player has this name")),
            qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(other));

        // A token file that holds a token is never overwritten.
        r = cli(hubArgs({"register", "Bob"}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("holds a token already")), qPrintable(r.err));

        // Without a token, submit says how to get one.
        r = cli(hubArgs({"submit", weekly48(), "--token-file", dir_.filePath(QStringLiteral("none"))}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("register first")), qPrintable(r.err));
        // A forged token: 401 from the hub.
        r = cli(hubArgs({"submit", weekly48()}), QStringLiteral("0123456789abcdef"));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("401 unauthorized")), qPrintable(r.err));

        // An empty placement leaves the inventory unplaced (400 incomplete-placement).
        const QString empty = dir_.filePath(QStringLiteral("empty.json"));
        QFile f(empty);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[]");
        f.close();
        r = cli(hubArgs({"submit", "2026-W48", empty}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("400 incomplete-placement")), qPrintable(r.err));

        // A week not yet released answers as one never scheduled.
        r = cli(hubArgs({"fetch", "2026-W49"}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("404 unknown-week")), qPrintable(r.err));

        // Bad usage: exit 2 with the usage line.
        for (const QStringList& args :
             {QStringList{"fetch", "2026-48"}, QStringList{"frobnicate"},
              QStringList{"leaderboard", "--limit", "0"}, QStringList{"register"}}) {
            r = cli(hubArgs(args));
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(QStringLiteral("usage: furunkulus-cli hub")), qPrintable(r.err));
        }
        r = cli({"hub", "fetch", "--hub", "ftp://127.0.0.1"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--hub takes http://HOST:PORT")), qPrintable(r.err));
    }

    // A player's account moves to another token file with a transfer code, typed in
    // lower case in groups; the first file's token stops working, and the code is used up.
    void transferMovesTheAccount()
    {
        const QString first = dir_.filePath(QStringLiteral("mover-token"));
        const QString second = dir_.filePath(QStringLiteral("moved-token"));
        QCOMPARE(cli(hubArgs({"register", "Mover", "--token-file", first})).exitCode, 0);
        const Cli given = cli(hubArgs({"transfer-code", "--token-file", first}));
        QVERIFY2(given.exitCode == 0, qPrintable(given.err));
        const QRegularExpressionMatch shown =
            QRegularExpression(
                QStringLiteral("^transfer code: ([0-9A-Z]{4})-([0-9A-Z]{4})-([0-9A-Z]{4})-([0-9A-Z]{4}) "
                               "\\(valid until 2026-11-26T12:0[^)]*\\)\n"
                               "enter it on the other computer: furunkulus-cli hub transfer "))
                .match(given.out);
        QVERIFY2(shown.hasMatch(), qPrintable(given.out));
        const QStringList groups{shown.captured(1).toLower(), shown.captured(2).toLower(),
                                 shown.captured(3).toLower(), shown.captured(4).toLower()};

        const Cli moved =
            cli(hubArgs(QStringList{"transfer"} + groups + QStringList{"--token-file", second}));
        QVERIFY2(moved.exitCode == 0, qPrintable(moved.err));
        QCOMPARE(moved.out,
                 QStringLiteral("'Mover' moved to this computer; the token is in %1\n").arg(second));
        struct stat st {};
        QCOMPARE(::stat(QFile::encodeName(second).constData(), &st), 0);
        QCOMPARE(st.st_mode & 0777, 0600u);

        Cli r = cli(hubArgs({"transfer-code", "--token-file", first}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("401 unauthorized")), qPrintable(r.err));
        r = cli(hubArgs({"transfer-code", "--json", "--token-file", second}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY(nlohmann::json::parse(r.out.toStdString()).contains("expires"));

        r = cli(hubArgs(QStringList{"transfer"} + groups +
                        QStringList{"--token-file", dir_.filePath(QStringLiteral("third-token"))}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("404 unknown-transfer-code")), qPrintable(r.err));
        // A token file that holds a token is never overwritten; a malformed code is bad usage.
        r = cli(hubArgs(QStringList{"transfer"} + groups + QStringList{"--token-file", second}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("holds a token already")), qPrintable(r.err));
        r = cli(
            hubArgs({"transfer", "ABCD-EFGH", "--token-file", dir_.filePath(QStringLiteral("third-token"))}));
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("is not a transfer code")), qPrintable(r.err));
        QVERIFY(!QFileInfo::exists(dir_.filePath(QStringLiteral("third-token"))));
    }

    // A community level: published by one player, listed, fetched, reported solved by
    // another (corner.ffl.json: tst_community says why (1,0) solves it in 4 steps and
    // (1,1) loses the own token in 3), voted on. A level with an idle piece is refused
    // with the engine's problem.
    void communityLevels()
    {
        const QString author = dir_.filePath(QStringLiteral("author-token"));
        QCOMPARE(cli(hubArgs({"register", "Author", "--token-file", author})).exitCode, 0);
        Cli r = cli(hubArgs(
            {"publish", QStringLiteral(FF_TEST_DATA_DIR "/hub/corner.ffl.json"), "--token-file", author}));
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QRegularExpressionMatch published =
            QRegularExpression(QStringLiteral("^published 'corner' as community level ([0-9a-f]{12})\n$"))
                .match(r.out);
        QVERIFY2(published.hasMatch(), qPrintable(r.out));
        const QString slug = published.captured(1);

        r = cli(hubArgs({"publish", QStringLiteral(FF_TEST_DATA_DIR "/hub/idle-stone.ffl.json"),
                         "--token-file", author}));
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("the hub refused (422 level-refused)")) &&
                     r.err.contains(QStringLiteral(R"({"kind": "stone", "at": [0, 1]} [not-tight])")),
                 qPrintable(r.err));

        r = cli(hubArgs({"levels"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, QStringLiteral(
                            "1 community level\n  %1  'Round the corner' by Author: grade 1, rating 1500 +- "
                            "350, solved by 0 of 0, votes +0 -0\n")
                            .arg(slug));
        r = cli(hubArgs({"level", slug}));
        QCOMPARE(r.exitCode, 0);
        const ff::Loaded<ff::Level> level = ff::parseLevel(r.out.toStdString());
        QVERIFY(level.value && level.value->id == "corner" && !level.value->solution);

        const QString wrong = dir_.filePath(QStringLiteral("wrong.json"));
        QFile f(wrong);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(R"([{"kind": "turn-right", "at": [1, 1]}])");
        f.close();
        r = cli(hubArgs({"report", slug, wrong}));
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, slug + QStringLiteral(": not solved (own-token-lost after 3 steps)\n"));
        r = cli(hubArgs({"report", slug, QStringLiteral(FF_TEST_DATA_DIR "/hub/corner.ffl.json")}));
        QCOMPARE(r.exitCode, 0);
        QVERIFY2(
            r.out.startsWith(slug + QStringLiteral(": solved in 4 steps; counted as your first solve\n")),
            qPrintable(r.out));
        // The level won the rated game (Ada's failed first report): 1662 +- 290.
        QVERIFY2(r.out.contains(QStringLiteral("rating 1662 +- 290, solved by 1 of 1")), qPrintable(r.out));

        r = cli(hubArgs({"vote", slug, "up"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, slug + QStringLiteral(": votes +1 -0\n"));
        QCOMPARE(cli(hubArgs({"vote", slug, "sideways"})).exitCode, 2);
        QCOMPARE(cli(hubArgs({"vote", "not-a-slug", "up"})).exitCode, 2);
        r = cli(hubArgs({"levels", "--author", "x' OR '1'='1", "--json"}));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(nlohmann::json::parse(r.out.toStdString())["count"].get<int>(), 0);
    }

    void unreachableHubExitsWith3()
    {
        // A port nobody listens on: the hub's own, after a hub on it has stopped.
        HubProcess gone;
        const QString db = dir_.filePath(QStringLiteral("gone.sqlite"));
        QVERIFY(gone.start(db, kNow));
        const int port = gone.port();
        QVERIFY(gone.stop());
        const Cli r = cli({"hub", "fetch", "--hub", QStringLiteral("http://127.0.0.1:%1").arg(port)});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains(QStringLiteral("cannot connect")), qPrintable(r.err));
    }
};

QTEST_GUILESS_MAIN(TestHubCli)
#include "tst_hub_cli.moc"
