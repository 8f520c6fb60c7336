// furunkulus-cli run and validate, driven as a separate process on hand-worked
// levels in tests/data/cli (level-format.md, "The command-line contract").
//
// Expected runs, derived from rules.md (cells (x,y), steps numbered from 1):
//  eat-one (6x2, monster (0,0) E, enemy (3,0)): the monster sees the enemy ahead
//    (R9) and walks (1,0), (2,0), eats it on (3,0) in step 3: solved (R19).
//  own-lost (6x2, own (2,0), enemy (5,1)): the enemy is never on a ray from row 0
//    at columns 0-1; the own token is, so step 2 eats it: own-token-lost.
//  crush-edge (5x2, stone (2,0), enemy (4,0)): the stone hides the token (R9).
//    Step 2 pushes the stone to (3,0); in step 3 the chain stone (3,0), token
//    (4,0) moves farthest first (R13): the token leaves the board, crushed
//    (R14, R18) and, the last enemy, settles solved; the stone still moves to
//    (4,0) and the monster stands on (3,0) (R19).
//  remove-edge (5x2, monster (1,0) E, stone (4,0), enemy (4,1)): step 3 pushes the
//    stone off the board (removed, R14); in step 4 the enemy is on the right-hand
//    ray at distance 1, the monster turns S (R10) and eats it.
//  endless (4x3, monster (1,1) E between turn-180 stones on (0,1) and (3,1), plain
//    stones above and below, enemy (3,2) out of sight): step 1 to (2,1); steps 2
//    and 3 turn on a turn-180 stone (R11) and move back: after step 3 the state
//    equals the one after step 1: endless (R19).
//  tour (7x2, exit (6,0), stone (2,0), blood (3,0) (4,0), teleporters A (2,1) and
//    (3,1) arrow E, enemy (4,1)): step 2 pushes the stone onto the blood, where it
//    slides to (5,0) (R14); step 3 slides the monster over the pool (R17) into the
//    stone, which comes to rest on the exit and is removed (R14); step 5 crosses
//    the wall from (6,0) to (0,1) (R5); step 7 enters teleporter (2,1) and comes out
//    on (3,1) facing E (R12.1); step 8 eats the enemy. Columns 3 and 4 of row 1 are
//    never on a ray before step 6 (the monster only slides past them).
//  solution (6x2, own (4,0), enemy (5,1), stored solution: turn-right on (1,0)):
//    as it stands the monster walks row 0 and eats its own token in step 4; with
//    the solution, step 1 turns S on the stone (R11) to (0,1), step 2 turns E to
//    the enemy seen at distance 5 (R10), in step 6 the own token (N) and the enemy
//    (E) tie at distance 1, the facing is kept (R10) and the enemy is eaten.
#include <QProcess>
#include <QStringList>
#include <QTest>

namespace {

struct CliResult {
    int exitCode = -1;
    QString out;
    QString err;
};

CliResult runCli(const QStringList& args)
{
    QProcess p;
    p.start(QStringLiteral(FF_CLI_PATH), args);
    CliResult r;
    if (!p.waitForFinished(60000) || p.exitStatus() != QProcess::NormalExit)
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

QString data(const QString& name)
{
    return QStringLiteral(FF_TEST_DATA_DIR "/cli/") + name;
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void runJson_data();
    void runJson();
    void runSummary();
    void runTrace_data();
    void runTrace();
    void runInvalidLevel();
    void runUnreadable_data();
    void runUnreadable();
    void runWithoutStoredSolution();
    void runPackNeedsLevel();
    void runPackUnknownLevel();
    void runPackInvalidLevel();
    void usageErrors_data();
    void usageErrors();
    void help();
    void validateOk();
    void validateInvalid();
    void validateUnparsableWins();
    void validateJson();
};

void TestCli::runJson_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("json");

    QTest::newRow("R12.2 eat one enemy: solved")
        << QStringList{"eat-one.ffl.json"} << 0
        << R"({"outcome":"solved","steps":3,"monster":{"at":[3,0],"facing":"E"},)"
           R"("events":[{"step":3,"type":"eat","kind":"token","side":"enemy","at":[3,0]}],)"
           R"("path":[{"step":1,"at":[1,0],"facing":"E"},{"step":2,"at":[2,0],"facing":"E"},)"
           R"({"step":3,"at":[3,0],"facing":"E"}]})";
    QTest::newRow("R19 own token eaten: own-token-lost")
        << QStringList{"own-lost.ffl.json"} << 1
        << R"({"outcome":"own-token-lost","steps":2,"monster":{"at":[2,0],"facing":"E"},)"
           R"("events":[{"step":2,"type":"eat","kind":"token","side":"own","at":[2,0]}],)"
           R"("path":[{"step":1,"at":[1,0],"facing":"E"},{"step":2,"at":[2,0],"facing":"E"}]})";
    QTest::newRow("R14 token pushed off the board: crush")
        << QStringList{"crush-edge.ffl.json"} << 0
        << R"({"outcome":"solved","steps":3,"monster":{"at":[3,0],"facing":"E"},)"
           R"("events":[{"step":3,"type":"crush","kind":"token","side":"enemy","at":[4,0]}],)"
           R"("path":[{"step":1,"at":[1,0],"facing":"E"},{"step":2,"at":[2,0],"facing":"E"},)"
           R"({"step":3,"at":[3,0],"facing":"E"}]})";
    QTest::newRow("R14 stone pushed off the board: remove")
        << QStringList{"remove-edge.ffl.json"} << 0
        << R"({"outcome":"solved","steps":4,"monster":{"at":[4,1],"facing":"S"},)"
           R"("events":[{"step":3,"type":"remove","kind":"stone","at":[4,0]},)"
           R"({"step":4,"type":"eat","kind":"token","side":"enemy","at":[4,1]}],)"
           R"("path":[{"step":1,"at":[2,0],"facing":"E"},{"step":2,"at":[3,0],"facing":"E"},)"
           R"({"step":3,"at":[4,0],"facing":"E"},{"step":4,"at":[4,1],"facing":"S"}]})";
    QTest::newRow("R14 block at rest on the exit: remove; R5 crossing; R12.1 teleport")
        << QStringList{"tour.ffl.json"} << 0
        << R"({"outcome":"solved","steps":8,"monster":{"at":[4,1],"facing":"E"},)"
           R"("events":[{"step":3,"type":"remove","kind":"stone","at":[6,0]},)"
           R"({"step":8,"type":"eat","kind":"token","side":"enemy","at":[4,1]}],)"
           R"("path":[{"step":1,"at":[1,0],"facing":"E"},{"step":2,"at":[2,0],"facing":"E"},)"
           R"({"step":3,"at":[5,0],"facing":"E"},{"step":4,"at":[6,0],"facing":"E"},)"
           R"({"step":5,"at":[0,1],"facing":"E"},{"step":6,"at":[1,1],"facing":"E"},)"
           R"({"step":7,"at":[3,1],"facing":"E"},{"step":8,"at":[4,1],"facing":"E"}]})";
    QTest::newRow("R19 state repeats: endless")
        << QStringList{"endless.ffl.json"} << 1
        << R"({"outcome":"endless","steps":3,"monster":{"at":[2,1],"facing":"E"},"events":[],)"
           R"("path":[{"step":1,"at":[2,1],"facing":"E"},{"step":2,"at":[1,1],"facing":"W"},)"
           R"({"step":3,"at":[2,1],"facing":"E"}]})";
    QTest::newRow("as it stands, without the stored solution")
        << QStringList{"solution.ffl.json"} << 1
        << R"({"outcome":"own-token-lost","steps":4,"monster":{"at":[4,0],"facing":"E"},)"
           R"("events":[{"step":4,"type":"eat","kind":"token","side":"own","at":[4,0]}],)"
           R"("path":[{"step":1,"at":[1,0],"facing":"E"},{"step":2,"at":[2,0],"facing":"E"},)"
           R"({"step":3,"at":[3,0],"facing":"E"},{"step":4,"at":[4,0],"facing":"E"}]})";
    QTest::newRow("--solution places the stored solution")
        << QStringList{"solution.ffl.json", "--solution"} << 0
        << R"({"outcome":"solved","steps":6,"monster":{"at":[5,1],"facing":"E"},)"
           R"("events":[{"step":6,"type":"eat","kind":"token","side":"enemy","at":[5,1]}],)"
           R"("path":[{"step":1,"at":[0,1],"facing":"S"},{"step":2,"at":[1,1],"facing":"E"},)"
           R"({"step":3,"at":[2,1],"facing":"E"},{"step":4,"at":[3,1],"facing":"E"},)"
           R"({"step":5,"at":[4,1],"facing":"E"},{"step":6,"at":[5,1],"facing":"E"}]})";
    QTest::newRow("--max-steps cuts the run: step-limit")
        << QStringList{"eat-one.ffl.json", "--max-steps", "2"} << 1
        << R"({"outcome":"step-limit","steps":2,"monster":{"at":[2,0],"facing":"E"},"events":[],)"
           R"("path":[{"step":1,"at":[1,0],"facing":"E"},{"step":2,"at":[2,0],"facing":"E"}]})";
    QTest::newRow("--max-steps at the settling step still settles")
        << QStringList{"eat-one.ffl.json", "--max-steps=3"} << 0
        << R"({"outcome":"solved","steps":3,"monster":{"at":[3,0],"facing":"E"},)"
           R"("events":[{"step":3,"type":"eat","kind":"token","side":"enemy","at":[3,0]}],)"
           R"("path":[{"step":1,"at":[1,0],"facing":"E"},{"step":2,"at":[2,0],"facing":"E"},)"
           R"({"step":3,"at":[3,0],"facing":"E"}]})";
    QTest::newRow("a pack level chosen with --level")
        << QStringList{"two.ffpack.json", "--level", "cli-own-lost"} << 1
        << R"({"outcome":"own-token-lost","steps":2,"monster":{"at":[2,0],"facing":"E"},)"
           R"("events":[{"step":2,"type":"eat","kind":"token","side":"own","at":[2,0]}],)"
           R"("path":[{"step":1,"at":[1,0],"facing":"E"},{"step":2,"at":[2,0],"facing":"E"}]})";
}

void TestCli::runJson()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, json);
    args[0] = data(args[0]);
    const CliResult r = runCli(QStringList{"run", "--json"} + args);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.out, json + "\n");
    QCOMPARE(r.exitCode, exitCode);
}

void TestCli::runSummary()
{
    const CliResult r = runCli({"run", data("solution.ffl.json")});
    QCOMPARE(r.out, QStringLiteral("outcome: own-token-lost\n"
                                   "steps: 4\n"
                                   "monster: (4,0) facing E\n"
                                   "enemy tokens eaten: 0 of 1\n"
                                   "own tokens lost: 1 of 1\n"));
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 1);
}

void TestCli::runTrace_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("trace");

    QTest::newRow("removal, turn to face, eat")
        << QStringList{"remove-edge.ffl.json"}
        << "start: monster on (1,0) facing E\n"
           "step 1: moves E from (1,0) to (2,0)\n"
           "step 2: moves E from (2,0) to (3,0)\n"
           "step 3: the stone on (4,0) is removed: pushed off the board\n"
           "step 3: moves E from (3,0) to (4,0)\n"
           "step 4: sees a token and turns to face S\n"
           "step 4: moves S from (4,0) to (4,1)\n"
           "step 4: eats the enemy token on (4,1)\n"
           "outcome: solved\n"
           "steps: 4\n"
           "monster: (4,1) facing S\n"
           "enemy tokens eaten: 1 of 1\n"
           "own tokens lost: 0 of 0\n";
    QTest::newRow("push chain and crush")
        << QStringList{"crush-edge.ffl.json"}
        << "start: monster on (0,0) facing E\n"
           "step 1: moves E from (0,0) to (1,0)\n"
           "step 2: pushes the stone from (2,0) to (3,0)\n"
           "step 2: moves E from (1,0) to (2,0)\n"
           "step 3: the enemy token on (4,0) is crushed: pushed off the board\n"
           "step 3: pushes the stone from (3,0) to (4,0)\n"
           "step 3: moves E from (2,0) to (3,0)\n"
           "outcome: solved\n"
           "steps: 3\n"
           "monster: (3,0) facing E\n"
           "enemy tokens eaten: 1 of 1\n"
           "own tokens lost: 0 of 0\n";
    QTest::newRow("slides, exit, wall crossing, teleport")
        << QStringList{"tour.ffl.json"}
        << "start: monster on (0,0) facing E\n"
           "step 1: moves E from (0,0) to (1,0)\n"
           "step 2: pushes the stone from (2,0) to (3,0)\n"
           "step 2: the stone slides over blood from (3,0) to (4,0)\n"
           "step 2: the stone slides over blood from (4,0) to (5,0)\n"
           "step 2: moves E from (1,0) to (2,0)\n"
           "step 3: moves E from (2,0) to (3,0)\n"
           "step 3: slides E over blood from (3,0) to (4,0)\n"
           "step 3: pushes the stone from (5,0) to (6,0)\n"
           "step 3: the stone on (6,0) is removed: came to rest on the exit\n"
           "step 3: slides E over blood from (4,0) to (5,0)\n"
           "step 4: moves E from (5,0) to (6,0)\n"
           "step 5: moves E from (6,0) across the wall to (0,1)\n"
           "step 6: moves E from (0,1) to (1,1)\n"
           "step 7: steps from (1,1) into the teleporter on (2,1) and comes out on (3,1) facing E\n"
           "step 8: moves E from (3,1) to (4,1)\n"
           "step 8: eats the enemy token on (4,1)\n"
           "outcome: solved\n"
           "steps: 8\n"
           "monster: (4,1) facing E\n"
           "enemy tokens eaten: 1 of 1\n"
           "own tokens lost: 0 of 0\n";
    QTest::newRow("turning stones") << QStringList{"endless.ffl.json"}
                                    << "start: monster on (1,1) facing E\n"
                                       "step 1: moves E from (1,1) to (2,1)\n"
                                       "step 2: turned by the turn-180 stone on (3,1), now facing W\n"
                                       "step 2: moves W from (2,1) to (1,1)\n"
                                       "step 3: turned by the turn-180 stone on (0,1), now facing E\n"
                                       "step 3: moves E from (1,1) to (2,1)\n"
                                       "outcome: endless\n"
                                       "steps: 3\n"
                                       "monster: (2,1) facing E\n"
                                       "enemy tokens eaten: 0 of 1\n"
                                       "own tokens lost: 0 of 0\n";
}

void TestCli::runTrace()
{
    QFETCH(QStringList, args);
    QFETCH(QString, trace);
    args[0] = data(args[0]);
    const CliResult r = runCli(QStringList{"run", "--trace"} + args);
    QCOMPARE(r.out, trace);
    QCOMPARE(r.err, QString());
}

void TestCli::runInvalidLevel()
{
    const QString file = data("broken.ffl.json");
    const CliResult r = runCli({"run", file, "--json"});
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, file + ": pieces[1].at: (16,2) is outside the 16x11 board\n" + file +
                        ": pieces[2].at: (5,5) already holds an object (pieces[0])\n");
    QCOMPARE(r.exitCode, 1);
}

void TestCli::runUnreadable_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");
    QTest::newRow("not JSON") << data("unparsable.ffl.json") << QStringLiteral("not valid JSON");
    QTest::newRow("no such file") << data("no-such-file.ffl.json") << QStringLiteral("cannot open file");
}

void TestCli::runUnreadable()
{
    QFETCH(QString, file);
    QFETCH(QString, message);
    const CliResult r = runCli({"run", file});
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.startsWith(file + ": " + message), qPrintable(r.err));
    QCOMPARE(r.err.count('\n'), 1);
    QCOMPARE(r.exitCode, 2);
}

void TestCli::runWithoutStoredSolution()
{
    const QString file = data("eat-one.ffl.json");
    const CliResult r = runCli({"run", file, "--solution"});
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, file + ": the level has no stored solution to place (--solution)\n");
    QCOMPARE(r.exitCode, 2);
}

void TestCli::runPackNeedsLevel()
{
    const QString file = data("two.ffpack.json");
    const CliResult r = runCli({"run", file, "--json"});
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, file + ": this is a pack; choose a level with --level ID\n" + file +
                        ": its levels: cli-eat-one cli-own-lost\n");
    QCOMPARE(r.exitCode, 2);
}

void TestCli::runPackUnknownLevel()
{
    const QString file = data("two.ffpack.json");
    const CliResult r = runCli({"run", file, "--level", "nope"});
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, file + ": the pack has no level with id 'nope'\n" + file +
                        ": its levels: cli-eat-one cli-own-lost\n");
    QCOMPARE(r.exitCode, 2);
}

void TestCli::runPackInvalidLevel()
{
    const QString file = data("broken.ffpack.json");
    const QString problems = file + ": levels[1].pieces[1].at: (16,2) is outside the 16x11 board\n" + file +
                             ": levels[1].pieces[2].at: (5,5) already holds an object (pieces[0])\n";
    const CliResult broken = runCli({"run", file, "--level", "cli-broken"});
    QCOMPARE(broken.out, QString());
    QCOMPARE(broken.err, problems);
    QCOMPARE(broken.exitCode, 1);

    const CliResult good = runCli({"run", file, "--level", "cli-eat-one", "--json"});
    QVERIFY2(good.out.startsWith(R"({"outcome":"solved","steps":3,)"), qPrintable(good.out));
    QCOMPARE(good.exitCode, 0);

    const CliResult validated = runCli({"validate", file});
    QCOMPARE(validated.err, problems);
    QCOMPARE(validated.exitCode, 1);
}

void TestCli::usageErrors_data()
{
    const QString level = data("eat-one.ffl.json");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("firstLine");
    QTest::newRow("unknown command") << QStringList{"fly"} << "furunkulus-cli: unknown command 'fly'";
    QTest::newRow("run without FILE") << QStringList{"run"} << "furunkulus-cli run: no FILE given";
    QTest::newRow("run with two files")
        << QStringList{"run", level, level} << "furunkulus-cli run: expects one FILE, got 2";
    QTest::newRow("unknown option") << QStringList{"run", level, "--fast"}
                                    << "furunkulus-cli run: unknown option --fast";
    QTest::newRow("flag with a value")
        << QStringList{"run", level, "--json=yes"} << "furunkulus-cli run: option --json takes no value";
    QTest::newRow("option twice") << QStringList{"run", level, "--json", "--json"}
                                  << "furunkulus-cli run: option --json is given twice";
    QTest::newRow("missing value") << QStringList{"run", level, "--max-steps"}
                                   << "furunkulus-cli run: option --max-steps needs a value";
    QTest::newRow("zero steps")
        << QStringList{"run", level, "--max-steps", "0"}
        << "furunkulus-cli run: --max-steps needs a whole number from 1 to 10000000, not '0'";
    QTest::newRow("steps not a number")
        << QStringList{"run", level, "--max-steps", "12x"}
        << "furunkulus-cli run: --max-steps needs a whole number from 1 to 10000000, not '12x'";
    QTest::newRow("trace with json")
        << QStringList{"run", level, "--trace", "--json"}
        << "furunkulus-cli run: --trace and --json cannot be combined (--json prints only the JSON document)";
    QTest::newRow("validate without FILE")
        << QStringList{"validate", "--json"} << "furunkulus-cli validate: no FILE given";
}

void TestCli::usageErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, firstLine);
    const CliResult r = runCli(args);
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err.section('\n', 0, 0), firstLine);
    QVERIFY2(r.err.contains("usage: furunkulus-cli "), qPrintable(r.err));
    QCOMPARE(r.exitCode, 2);
}

void TestCli::help()
{
    const CliResult all = runCli({"--help"});
    QCOMPARE(all.exitCode, 0);
    QVERIFY(all.out.contains(
        "furunkulus-cli run FILE [--level ID] [--solution] [--trace] [--json] [--max-steps N]"));
    QVERIFY(all.out.contains("furunkulus-cli validate FILE... [--json]"));
    QVERIFY(all.out.contains("Exit codes: 0 the outcome is solved; 1 any other outcome"));

    const CliResult run = runCli({"run", "--help"});
    QCOMPARE(run.exitCode, 0);
    QVERIFY(run.out.startsWith("usage: furunkulus-cli run FILE"));

    const CliResult none = runCli({});
    QCOMPARE(none.exitCode, 2);
    QVERIFY(none.err.startsWith("usage: furunkulus-cli COMMAND"));
}

void TestCli::validateOk()
{
    const QString a = data("eat-one.ffl.json");
    const QString b = data("two.ffpack.json");
    const CliResult r = runCli({"validate", a, b});
    QCOMPARE(r.out, a + ": ok\n" + b + ": ok\n");
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 0);
}

void TestCli::validateInvalid()
{
    const QString ok = data("endless.ffl.json");
    const QString broken = data("broken.ffl.json");
    const CliResult r = runCli({"validate", broken, ok});
    QCOMPARE(r.out, ok + ": ok\n");
    QCOMPARE(r.err, broken + ": pieces[1].at: (16,2) is outside the 16x11 board\n" + broken +
                        ": pieces[2].at: (5,5) already holds an object (pieces[0])\n");
    QCOMPARE(r.exitCode, 1);
}

void TestCli::validateUnparsableWins()
{
    const QString broken = data("broken.ffl.json");
    const QString cut = data("unparsable.ffl.json");
    const CliResult r = runCli({"validate", cut, broken});
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.startsWith(cut + ": not valid JSON"), qPrintable(r.err));
    QVERIFY(r.err.endsWith(broken + ": pieces[2].at: (5,5) already holds an object (pieces[0])\n"));
    QCOMPARE(r.exitCode, 2);
}

void TestCli::validateJson()
{
    const QString ok = data("crush-edge.ffl.json");
    const QString broken = data("broken.ffl.json");
    const CliResult r = runCli({"validate", "--json", ok, broken});
    QCOMPARE(r.out,
             R"j({"files":[{"file":")j" + ok + R"j(","valid":true,"errors":[]},)j" + R"j({"file":")j" +
                 broken + R"j(","valid":false,"errors":[)j" +
                 R"j({"path":"pieces[1].at","message":"(16,2) is outside the 16x11 board"},)j" +
                 R"j({"path":"pieces[2].at","message":"(5,5) already holds an object (pieces[0])"}]}]})j" +
                 "\n");
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, 1);
}

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
