// furunkulus-cli grade (docs/grading.md), run as a separate process: every shipped
// level graded, the tutorial at 1 or 2; on those, the hand-made levels of
// tests/data/grade and the benchmark levels, the difficulty is the one the table in
// docs/grading.md gives for the features printed, never above the needed pieces,
// and never lower for a level whose features are all at least another's. Then the
// output for people, packs, errors and usage.
//
// tests/data/grade/capped.ffpack.json holds three levels on the basic layout (R4)
// with 1, 2 and 3 pieces to place; the first two have points that alone would give
// more than their needed pieces.
//
// Worked out by hand (tests/data/cli, see tst_cli.cpp): cli-unstored in
// verify/stored.ffpack.json is two-ways without a stored solution: one turn-right,
// 5x2 "M..o." "....e". The solver's first solution puts the turn-right on (1,0): in
// step 1 it hides the own token (blocked_sight) and turns the monster S
// (turn_right), step 2 turns E to the enemy (nearest_token), step 5 ties the own
// token and the enemy at distance 1 and eats the enemy (tie): 5 steps. Without it
// the monster walks E and eats the own token on (3,0): the turn-right is needed
// (needed 1, chain 1). A level with one enemy has no decoys: a failing run never
// eats it. With nothing placed the monster sees the own token at 3 and eats it in
// step 3, a threat; a turn-right averts it on (1,0) and on (2,0) (on (2,0) step 2
// turns the monster S onto (1,1)) and nowhere else (elsewhere the E ray to the
// token stays open): forced 1, no free piece. The run with nothing placed reads
// (1,0) (2,0) (3,0) (0,1) (1,1) (2,1); the solution's run adds (3,1) (4,1) and never
// reads (4,0): plausible 6 (the free ones). Points: 0, difficulty 1.
// cli-wrong-stored stores a turn-right on (4,0), which loses the own token: not
// graded.
#include <QDir>
#include <QDirIterator>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTest>

#include "tests/cli/CliRun.h"

#include <algorithm>

namespace {

struct Graded {
    QString file;
    QString id;
    int difficulty = 0;
    QJsonObject features;
};

QString data(const QString& name)
{
    return QStringLiteral(FF_TEST_DATA_DIR "/") + name;
}

// The pieces a person must find: the needed ones less those an early threat dictates.
int tableFree(const QJsonObject& f)
{
    return std::max(0, f.value("needed").toInt() - f.value("forced").toInt());
}

// The points of docs/grading.md's table: two per free piece after the first, one per
// chain piece after the first, one per run-steps threshold, two per plausible-cells
// threshold reached.
int tablePoints(const QJsonObject& f)
{
    auto reached = [](double value, std::initializer_list<double> thresholds) {
        return static_cast<int>(
            std::count_if(thresholds.begin(), thresholds.end(), [&](double t) { return value >= t; }));
    };
    return 2 * std::max(0, tableFree(f) - 1) + std::max(0, f.value("chain").toInt() - 1) +
           reached(f.value("run_steps").toDouble(), {25, 50}) +
           2 * reached(f.value("plausible").toDouble(), {30, 60});
}

// docs/grading.md: 0-1 points give 1, 2-5 give 2, 6-9 give 3, 10-12 give 4, 13 or more 5.
int tableByPoints(int points)
{
    return points <= 1 ? 1 : points <= 5 ? 2 : points <= 9 ? 3 : points <= 12 ? 4 : 5;
}

// ... at most the free pieces, at least 1.
int tableDifficulty(const QJsonObject& f)
{
    return std::max(1, std::min(tableByPoints(tablePoints(f)), tableFree(f)));
}

// What is wrong with the shape of a grade --json level entry, or "".
QString entryProblem(const QJsonObject& entry)
{
    const QString text = QString::fromUtf8(QJsonDocument(entry).toJson(QJsonDocument::Compact));
    if (entry.keys() != QStringList{"difficulty", "features", "id"})
        return "keys " + entry.keys().join(',') + " in " + text;
    const QJsonObject f = entry.value("features").toObject();
    if (f.keys() !=
        QStringList{"chain", "decoys", "forced", "mechanics", "needed", "pieces", "plausible", "run_steps"})
        return "feature keys " + f.keys().join(',') + " in " + text;
    for (const char* key : {"chain", "decoys", "forced", "needed", "pieces", "plausible", "run_steps"}) {
        if (!f.value(key).isDouble() || f.value(key).toDouble() < 0)
            return QStringLiteral("%1 in %2").arg(key, text);
    }
    for (const QJsonValue& m : f.value("mechanics").toArray()) {
        if (!m.isString())
            return "mechanics in " + text;
    }
    if (!entry.value("id").isString() || !entry.value("difficulty").isDouble())
        return "types in " + text;
    return {};
}

// Grades `file` (every level of it) with --json; empty with a failure message when
// the command or its output is not as the contract says.
QList<Graded> grade(const QString& file, QString& why)
{
    const CliResult r = runCli({"grade", file, "--json"}, 300000);
    if (r.exitCode != 0 || !r.err.isEmpty()) {
        why = QStringLiteral("%1: exit %2, stderr %3").arg(file).arg(r.exitCode).arg(r.err);
        return {};
    }
    QJsonObject doc;
    if (!parseJsonLine(r.out, doc, why))
        return {};
    if (doc.keys() != QStringList{"levels"}) {
        why = "keys " + doc.keys().join(',');
        return {};
    }
    QList<Graded> out;
    for (const QJsonValue& v : doc.value("levels").toArray()) {
        const QJsonObject entry = v.toObject();
        why = entryProblem(entry);
        if (!why.isEmpty())
            return {};
        out.append({file, entry.value("id").toString(), entry.value("difficulty").toInt(),
                    entry.value("features").toObject()});
    }
    return out;
}

QStringList levelFiles(const QString& dir)
{
    QStringList files;
    QDirIterator it(dir, {"*.ffl.json", "*.ffpack.json"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        files << it.next();
    files.sort();
    return files;
}

// Every feature the points count of `a` at most the same feature of `b`, and at
// least as many of `a`'s pieces forced.
bool atMost(const QJsonObject& a, const QJsonObject& b)
{
    for (const char* key : {"chain", "needed", "plausible", "run_steps"}) {
        if (a.value(key).toDouble() > b.value(key).toDouble())
            return false;
    }
    return a.value("forced").toInt() >= b.value("forced").toInt();
}

QString compact(const QJsonObject& o)
{
    return QString::fromUtf8(QJsonDocument(o).toJson(QJsonDocument::Compact));
}

} // namespace

class TestGradeCli : public QObject {
    Q_OBJECT

private:
    QList<Graded> shipped_;
    QList<Graded> handMade_;

private slots:
    void initTestCase()
    {
        QString why;
        for (const QString& file : levelFiles(QStringLiteral(FF_LEVELS_DIR))) {
            const QList<Graded> levels = grade(file, why);
            QVERIFY2(!levels.isEmpty(), qPrintable(why));
            shipped_ += levels;
        }
        for (const QString& file : levelFiles(data("grade")) + levelFiles(data("bench"))) {
            const QList<Graded> levels = grade(file, why);
            QVERIFY2(!levels.isEmpty(), qPrintable(why));
            handMade_ += levels;
        }
    }

    void tutorialLevelsGradeOneOrTwo()
    {
        const QString tutorial =
            QFileInfo(QStringLiteral(FF_LEVELS_DIR "/tutorial")).canonicalFilePath() + "/";
        int tutorials = 0;
        for (const Graded& g : shipped_) {
            if (!QFileInfo(g.file).canonicalFilePath().startsWith(tutorial))
                continue;
            ++tutorials;
            QVERIFY2(g.difficulty == 1 || g.difficulty == 2, qPrintable(g.id));
        }
        QVERIFY(tutorials >= 10);
    }

    void difficultyIsTheTablesWithinTheFreePieces()
    {
        for (const Graded& g : shipped_ + handMade_) {
            const int needed = g.features.value("needed").toInt();
            QVERIFY2(needed <= g.features.value("pieces").toInt(), qPrintable(g.id));
            QVERIFY2(g.features.value("chain").toInt() <= needed, qPrintable(g.id));
            QVERIFY2(g.features.value("forced").toInt() <= needed, qPrintable(g.id));
            QVERIFY2(g.difficulty >= 1 && g.difficulty <= 5, qPrintable(g.id));
            QVERIFY2(g.difficulty <= std::max(1, needed), qPrintable(g.id));
            QVERIFY2(g.difficulty == tableDifficulty(g.features),
                     qPrintable(g.id + ": " + QString::number(g.difficulty) + " for " + compact(g.features)));
        }
    }

    void handMadeLevelsAreCappedByTheirFreePieces()
    {
        QStringList capped;
        for (const Graded& g : handMade_) {
            if (tableByPoints(tablePoints(g.features)) <= tableFree(g.features))
                continue;
            capped << g.id;
            QCOMPARE(g.difficulty, std::max(1, tableFree(g.features)));
        }
        // The fixtures are made so: their points ask for more than their free pieces.
        for (const char* id : {"capped-one", "capped-two"})
            QVERIFY2(capped.contains(QString::fromLatin1(id)), id);
    }

    void moreOfEveryFeatureNeverGradesLower()
    {
        const QList<Graded> all = shipped_ + handMade_;
        int comparable = 0;
        for (const Graded& a : all) {
            for (const Graded& b : all) {
                if (&a == &b || !atMost(a.features, b.features))
                    continue;
                ++comparable;
                QVERIFY2(a.difficulty <= b.difficulty, qPrintable(a.id + " grades above " + b.id));
            }
        }
        QVERIFY2(comparable >= 50, qPrintable(QString::number(comparable) + " comparable pairs"));
    }

    void workedOutByHand()
    {
        const QString file = data("cli/verify/stored.ffpack.json");
        const CliResult r = runCli({"grade", file, "--json"});
        QCOMPARE(r.out,
                 QStringLiteral(R"({"levels":[{"id":"cli-unstored","difficulty":1,"features":{"pieces":1,)"
                                R"("needed":1,"chain":1,"mechanics":["nearest_token","tie",)"
                                R"("turn_right","blocked_sight"],"run_steps":5,"decoys":0,"forced":1,)"
                                R"("plausible":6}}]})"
                                "\n"));
        QCOMPARE(r.err, file + ": levels[1].solution: the stored solution does not solve level "
                               "'cli-wrong-stored'\n");
        QCOMPARE(r.exitCode, 1);
    }

    void textForPeople()
    {
        const QString file = data("grade/capped.ffpack.json");
        const CliResult r = runCli({"grade", file, "--level", "capped-one"});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        const QStringList lines = r.out.split('\n');
        QCOMPARE(lines.value(0), file + ": capped-one: difficulty 1 of 5");
        QCOMPARE(lines.value(1), QStringLiteral("  pieces to place  1"));
        QCOMPARE(lines.value(2), QStringLiteral("  needed           1"));
        QCOMPARE(lines.value(3), QStringLiteral("  chain            1 pieces"));
        QVERIFY2(lines.value(4).startsWith("  mechanics        "), qPrintable(r.out));
        QVERIFY2(lines.value(5).startsWith("  run steps        "), qPrintable(r.out));
        QVERIFY2(lines.value(6).startsWith("  decoys           ") && lines.value(6).endsWith(" placements"),
                 qPrintable(r.out));
        QVERIFY2(lines.value(7).startsWith("  forced           "), qPrintable(r.out));
        QVERIFY2(lines.value(8).startsWith("  plausible cells  "), qPrintable(r.out));
        QVERIFY2(
            lines.value(9).startsWith("  points           ") &&
                lines.value(9).endsWith("; a difficulty needs as many needed pieces no threat dictates)"),
            qPrintable(r.out));
        QCOMPARE(lines.size(), 11); // the last line ends with a newline
    }

    void oneLevelOfAPack()
    {
        const QString file = data("grade/capped.ffpack.json");
        QString why;
        const CliResult r = runCli({"grade", file, "--level", "capped-two", "--json"});
        QCOMPARE(r.exitCode, 0);
        QJsonObject doc;
        QVERIFY2(parseJsonLine(r.out, doc, why), qPrintable(why));
        const QJsonArray levels = doc.value("levels").toArray();
        QCOMPARE(levels.size(), 1);
        QCOMPARE(levels[0].toObject().value("id").toString(), QStringLiteral("capped-two"));

        const CliResult unknown = runCli({"grade", file, "--level", "nope"});
        QCOMPARE(unknown.err, file + ": the pack has no level with id 'nope'\n" + file +
                                  ": its levels: capped-one capped-two capped-three\n");
        QCOMPARE(unknown.out, QString());
        QCOMPARE(unknown.exitCode, 2);

        const QString level = data("cli/eat-one.ffl.json");
        const CliResult other = runCli({"grade", level, "--level", "foo"});
        QCOMPARE(other.err, level + ": the level's id is 'cli-eat-one', not 'foo'\n");
        QCOMPARE(other.exitCode, 2);
    }

    void levelsThatCannotBeGraded()
    {
        const QString unsolvable = data("cli/unsolvable.ffl.json");
        CliResult r = runCli({"grade", unsolvable, "--json"});
        QCOMPARE(r.out, QStringLiteral("{\"levels\":[]}\n"));
        QCOMPARE(r.err, unsolvable + ": no placement solves the level\n");
        QCOMPARE(r.exitCode, 1);

        // A pack: the valid level is graded, the invalid one's problems are printed.
        const QString broken = data("cli/broken.ffpack.json");
        r = runCli({"grade", broken});
        QVERIFY2(r.out.startsWith(broken + ": cli-eat-one: difficulty 1 of 5\n"), qPrintable(r.out));
        QVERIFY2(r.err.startsWith(broken + ": levels[1].pieces[1].at: "), qPrintable(r.err));
        QCOMPARE(r.exitCode, 1);

        const QString unparsable = data("cli/unparsable.ffl.json");
        r = runCli({"grade", unparsable});
        QVERIFY2(r.err.startsWith(unparsable + ": not valid JSON"), qPrintable(r.err));
        QCOMPARE(r.out, QString());
        QCOMPARE(r.exitCode, 2);

        r = runCli({"grade", data("cli/no-such-file.ffl.json"), "--json"});
        QCOMPARE(r.out, QString());
        QCOMPARE(r.exitCode, 2);
    }

    void usageErrors_data()
    {
        const QString level = data("cli/eat-one.ffl.json");
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("firstLine");
        QTest::newRow("no FILE") << QStringList{"grade", "--json"} << "furunkulus-cli grade: no FILE given";
        QTest::newRow("two files") << QStringList{"grade", level, level}
                                   << "furunkulus-cli grade: expects one FILE, got 2";
        QTest::newRow("unknown option")
            << QStringList{"grade", level, "--all"} << "furunkulus-cli grade: unknown option --all";
        QTest::newRow("level without id")
            << QStringList{"grade", level, "--level"} << "furunkulus-cli grade: option --level needs a value";
        QTest::newRow("json twice") << QStringList{"grade", level, "--json", "--json"}
                                    << "furunkulus-cli grade: option --json is given twice";
        QTest::newRow("json with a value") << QStringList{"grade", level, "--json=yes"}
                                           << "furunkulus-cli grade: option --json takes no value";
    }

    void usageErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, firstLine);
        const CliResult r = runCli(args);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err.section('\n', 0, 0), firstLine);
        QCOMPARE(r.err.section('\n', 1, 1),
                 QStringLiteral("usage: furunkulus-cli grade FILE [--level ID] [--json]"));
        QCOMPARE(r.exitCode, 2);
    }

    void help()
    {
        const CliResult own = runCli({"grade", "--help"});
        QCOMPARE(own.exitCode, 0);
        QVERIFY(own.out.startsWith("usage: furunkulus-cli grade FILE [--level ID] [--json]\n"));
        QVERIFY(own.out.contains("Exit codes: 0 every level graded; 1 some level is invalid"));
        const CliResult all = runCli({"--help"});
        QVERIFY(all.out.contains("\nfurunkulus-cli grade FILE [--level ID] [--json]\n"));
    }
};

QTEST_APPLESS_MAIN(TestGradeCli)
#include "tst_grade_cli.moc"
