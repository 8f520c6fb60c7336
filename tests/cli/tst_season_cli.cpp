// furunkulus-cli season (docs/weekly.md, "Making a season"), run as a separate
// process: a few weeks written as levels/weekly names them, each verified and graded
// by the CLI itself; the same arguments twice give the same bytes; a week made after
// the shipped series never looks like or is titled as one of its levels; a progress
// line on standard error; every bad argument exits 2 with a message naming it.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "tests/cli/CliRun.h"

namespace {

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

const QStringList kFiles = {"2029-w01.ffl.json", "2029-w02.ffl.json", "2029-w03.ffl.json"};

} // namespace

class TestSeasonCli : public QObject {
    Q_OBJECT
private slots:
    void weeksVerifyAndGrade();
    void sameArgumentsSameBytes();
    void afterTheShippedSeries();
    void help();
    void badUsage_data();
    void badUsage();
};

void TestSeasonCli::weeksVerifyAndGrade()
{
    QTemporaryDir dir;
    const CliResult r = runCli({"season", "2029-W01", "3", "--out", dir.path()}, 120000);
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("season: 2029-W03 (3/3)"), qPrintable(r.err));
    QVERIFY(r.err.contains("3 weeks in"));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files, QDir::Name), kFiles);
    for (const QString& name : kFiles) {
        const QString path = dir.filePath(name);
        const QJsonObject level = QJsonDocument::fromJson(readAll(path)).object();
        const QString week = name.left(8).toUpper();
        QCOMPARE(level.value("week").toString(), week);
        QCOMPARE(level.value("id").toString(), "weekly-" + week.toLower());
        QCOMPARE(level.value("author").toString(), QString("Furunkulus"));
        QVERIFY(!level.value("title_i18n").toObject().value("de").toString().isEmpty());
        QVERIFY(!level.value("hint_i18n").toObject().value("de").toString().isEmpty());
        const CliResult verify = runCli({"verify", path, "--json"});
        QCOMPARE(verify.exitCode, 0);
        const QJsonObject v = QJsonDocument::fromJson(verify.out.toUtf8())
                                  .object()
                                  .value("levels")
                                  .toArray()
                                  .first()
                                  .toObject();
        QCOMPARE(v.value("unique").toBool(), true);
        QCOMPARE(v.value("stored_solution_ok").toBool(), true);
        QCOMPARE(v.value("tight").toBool(), true);
        const CliResult grade = runCli({"grade", path, "--json"});
        QCOMPARE(grade.exitCode, 0);
        const QJsonObject g =
            QJsonDocument::fromJson(grade.out.toUtf8()).object().value("levels").toArray().first().toObject();
        QCOMPARE(g.value("difficulty").toInt(), level.value("difficulty").toInt());
    }
}

void TestSeasonCli::sameArgumentsSameBytes()
{
    QTemporaryDir a;
    QTemporaryDir b;
    QCOMPARE(runCli({"season", "2029-W01", "3", "--seed", "5", "--out", a.path()}, 120000).exitCode, 0);
    QCOMPARE(runCli({"season", "2029-W01", "3", "--seed=5", "--out", b.path()}, 120000).exitCode, 0);
    for (const QString& name : kFiles) {
        QVERIFY(!readAll(a.filePath(name)).isEmpty());
        QCOMPARE(readAll(a.filePath(name)), readAll(b.filePath(name)));
    }
}

// The shipped series holds every title of its own; the season's are others.
void TestSeasonCli::afterTheShippedSeries()
{
    QTemporaryDir dir;
    const QString weekly = QStringLiteral(FF_LEVELS_DIR "/weekly");
    const CliResult r = runCli({"season", "2029-W01", "3", "--out", dir.path(), "--after", weekly}, 120000);
    QCOMPARE(r.exitCode, 0);
    QSet<QString> shipped;
    for (const QString& name : QDir(weekly).entryList({"*.ffl.json"}, QDir::Files)) {
        const QJsonObject level = QJsonDocument::fromJson(readAll(weekly + '/' + name)).object();
        shipped.insert(level.value("title").toString().toLower());
    }
    for (const QString& name : kFiles) {
        const QJsonObject level = QJsonDocument::fromJson(readAll(dir.filePath(name))).object();
        QVERIFY(!shipped.contains(level.value("title").toString().toLower()));
    }
}

void TestSeasonCli::help()
{
    const CliResult r = runCli({"season", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("usage: furunkulus-cli season FROM-WEEK COUNT --out DIR"));
    QVERIFY(runCli({"--help"}).out.contains("furunkulus-cli season"));
}

void TestSeasonCli::badUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("no arguments") << QStringList{"--out", "x"} << "needs FROM-WEEK and COUNT";
    QTest::newRow("week text") << QStringList{"soon", "3", "--out", "x"} << "FROM-WEEK must be a week";
    QTest::newRow("week 54") << QStringList{"2029-W54", "3", "--out", "x"} << "FROM-WEEK must be a week";
    QTest::newRow("count 0") << QStringList{"2029-W01", "0", "--out", "x"} << "COUNT needs";
    QTest::newRow("count 107") << QStringList{"2029-W01", "107", "--out", "x"} << "COUNT needs";
    QTest::newRow("no out") << QStringList{"2029-W01", "3"} << "--out DIR is required";
    QTest::newRow("seed text") << QStringList{"2029-W01", "3", "--out", "x", "--seed", "abc"}
                               << "--seed needs";
    QTest::newRow("after without folder")
        << QStringList{"2029-W01", "3", "--out", "x", "--after"} << "--after needs a folder";
    QTest::newRow("after missing") << QStringList{"2029-W01", "3",       "--out",
                                                  "x",        "--after", "/nonexistent-dir"}
                                   << "cannot read the folder /nonexistent-dir";
    QTest::newRow("unknown option") << QStringList{"2029-W01", "3", "--out", "x", "--json"}
                                    << "unknown option --json";
    QTest::newRow("unwritable out") << QStringList{"2029-W01", "1", "--out", "/proc/no/x"}
                                    << "cannot create the folder /proc/no/x";
}

void TestSeasonCli::badUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliResult r = runCli(QStringList{"season"} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_APPLESS_MAIN(TestSeasonCli)
#include "tst_season_cli.moc"
