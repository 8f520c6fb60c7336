// furunkulus-cli generate (docs/generator.md), run as a separate process: a level on
// standard output or in a file, checked by the CLI's own verify and grade; a pack
// with one level per seed; the same options twice give the same bytes; nothing found
// in time exits 1; every bad option exits 2 with a message naming it.
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include "tests/cli/CliRun.h"

namespace {

QJsonObject jsonOf(const QString& text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

QString readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

} // namespace

class TestGenerateCli : public QObject {
    Q_OBJECT
private slots:
    void levelToStandardOutput();
    void levelToFileVerifiesAndGrades();
    void packOfSeeds();
    void sameOptionsSameBytes();
    void nothingInTime();
    void help();
    void badUsage_data();
    void badUsage();
};

void TestGenerateCli::levelToStandardOutput()
{
    const CliResult r = runCli({"generate", "--seed", "3", "--difficulty", "2", "--board", "5x4"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QJsonObject level = jsonOf(r.out);
    QCOMPARE(level.value("format").toString(), QString("fearsome-floors-level"));
    QCOMPARE(level.value("id").toString(), QString("generated-2-3"));
    QCOMPARE(level.value("difficulty").toInt(), 2);
    QCOMPARE(level.value("board").toObject().value("width").toInt(), 5);
    QCOMPARE(level.value("solution").toArray().size(), 2);
    const QJsonObject record = level.value("x-generator").toObject();
    QCOMPARE(record.value("seed").toInt(), 3);
    QCOMPARE(record.value("board").toString(), QString("custom"));
}

void TestGenerateCli::levelToFileVerifiesAndGrades()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("g.ffl.json");
    const CliResult r =
        runCli({"generate", "--seed", "11", "--difficulty", "2", "--board", "6x5", "--kinds",
                "stone,turn-left", "--mechanics", "nearest_token,no-teleport", "--out", path});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.isEmpty());
    const CliResult verify = runCli({"verify", path, "--json"});
    QCOMPARE(verify.exitCode, 0);
    const QJsonObject v = jsonOf(verify.out).value("levels").toArray().first().toObject();
    QCOMPARE(v.value("solutions").toInt(), 1);
    QCOMPARE(v.value("unique").toBool(), true);
    QCOMPARE(v.value("stored_solution_ok").toBool(), true);
    const CliResult grade = runCli({"grade", path, "--json"});
    QCOMPARE(grade.exitCode, 0);
    const QJsonObject g = jsonOf(grade.out).value("levels").toArray().first().toObject();
    QCOMPARE(g.value("difficulty").toInt(), 2);
    const QJsonArray mechanics = g.value("features").toObject().value("mechanics").toArray();
    QVERIFY(mechanics.contains(QString("nearest_token")));
    QVERIFY(!mechanics.contains(QString("teleport")));
}

void TestGenerateCli::packOfSeeds()
{
    QTemporaryDir dir;
    const QString path = dir.filePath("p.ffpack.json");
    const CliResult r = runCli({"generate", "--seed", "20", "--count", "3", "--board", "5x4", "--out", path});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject pack = jsonOf(readAll(path));
    QCOMPARE(pack.value("format").toString(), QString("fearsome-floors-pack"));
    const QJsonArray levels = pack.value("levels").toArray();
    QCOMPARE(levels.size(), 3);
    for (int i = 0; i < 3; ++i)
        QCOMPARE(levels[i].toObject().value("x-generator").toObject().value("seed").toInt(), 20 + i);
    QCOMPARE(runCli({"verify", path}).exitCode, 0);
    // The pack's second level is the level of seed 21 alone.
    const CliResult one = runCli({"generate", "--seed", "21", "--board", "5x4"});
    QCOMPARE(levels[1].toObject(), jsonOf(one.out));
}

void TestGenerateCli::sameOptionsSameBytes()
{
    const QStringList args = {"generate", "--seed", "8", "--difficulty", "2", "--board", "basic"};
    const CliResult a = runCli(args);
    const CliResult b = runCli(args);
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
}

void TestGenerateCli::nothingInTime()
{
    const CliResult r =
        runCli({"generate", "--seed", "2", "--difficulty", "5", "--board", "basic", "--max-seconds", "0.2"});
    QCOMPARE(r.exitCode, 1);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains("no level found"), qPrintable(r.err));
}

void TestGenerateCli::help()
{
    const CliResult r = runCli({"generate", "--help"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("--max-seconds"));
    QVERIFY(runCli({"--help"}).out.contains("furunkulus-cli generate"));
}

void TestGenerateCli::badUsage_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("message");
    QTest::newRow("positional") << QStringList{"x.ffl.json"} << "unexpected argument 'x.ffl.json'";
    QTest::newRow("unknown option") << QStringList{"--json"} << "unknown option --json";
    QTest::newRow("seed text") << QStringList{"--seed", "abc"} << "--seed needs";
    QTest::newRow("seed negative") << QStringList{"--seed=-1"} << "--seed needs";
    QTest::newRow("difficulty 0") << QStringList{"--difficulty", "0"} << "--difficulty needs";
    QTest::newRow("difficulty 6") << QStringList{"--difficulty", "6"} << "--difficulty needs";
    QTest::newRow("pieces 0") << QStringList{"--pieces", "0"} << "--pieces needs";
    QTest::newRow("pieces 7") << QStringList{"--pieces", "7"} << "--pieces needs";
    QTest::newRow("pieces below difficulty")
        << QStringList{"--difficulty", "3", "--pieces", "2"} << "pieces to place must be 3 to 6";
    QTest::newRow("kind") << QStringList{"--kinds", "stone,blood"} << "unknown piece type 'blood'";
    QTest::newRow("empty kind") << QStringList{"--kinds", "stone,"} << "unknown piece type ''";
    QTest::newRow("mechanic") << QStringList{"--mechanics", "pushing"} << "unknown mechanic 'pushing'";
    QTest::newRow("mechanic both") << QStringList{"--mechanics", "push,no-push"}
                                   << "push is both included and excluded";
    QTest::newRow("survive without goal")
        << QStringList{"--mechanics", "survive_forever"} << "survive_forever needs the goal survive-forever";
    QTest::newRow("board name") << QStringList{"--board", "huge"} << "--board needs";
    QTest::newRow("board size text") << QStringList{"--board", "6xx"} << "--board needs";
    QTest::newRow("board too large") << QStringList{"--board", "65x5"} << "width and height must be 2 to 64";
    QTest::newRow("board too small") << QStringList{"--board", "1x5"} << "width and height must be 2 to 64";
    QTest::newRow("board without room")
        << QStringList{"--board", "3x3", "--difficulty", "2"} << "has no room for 2 pieces";
    QTest::newRow("goal") << QStringList{"--goal", "win"} << "--goal needs";
    QTest::newRow("count 0") << QStringList{"--count", "0"} << "--count needs";
    QTest::newRow("count 101") << QStringList{"--count", "101"} << "--count needs";
    QTest::newRow("max seconds 0") << QStringList{"--max-seconds", "0"} << "--max-seconds needs";
    QTest::newRow("max seconds text") << QStringList{"--max-seconds", "soon"} << "--max-seconds needs";
    QTest::newRow("max seconds nan") << QStringList{"--max-seconds", "nan"} << "--max-seconds needs";
    QTest::newRow("missing value") << QStringList{"--seed"} << "--seed";
    QTest::newRow("given twice") << QStringList{"--seed", "1", "--seed", "2"} << "--seed";
    QTest::newRow("unwritable out") << QStringList{"--board", "5x4", "--out", "/nonexistent-dir/x.ffl.json"}
                                    << "cannot write /nonexistent-dir/x.ffl.json";
}

void TestGenerateCli::badUsage()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const CliResult r = runCli(QStringList{"generate"} + args);
    QCOMPARE(r.exitCode, 2);
    QVERIFY(r.out.isEmpty());
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
}

QTEST_APPLESS_MAIN(TestGenerateCli)
#include "tst_generate_cli.moc"
