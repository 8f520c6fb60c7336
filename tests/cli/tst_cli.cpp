// furunkulus-cli run and validate, driven as a separate process on hand-worked
// levels in tests/data/cli (docs/spec/level-format.md, "The command-line contract").
//
// Expected runs, derived from docs/spec/rules.md (cells (x,y), steps numbered from 1):
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
//
// Expected solutions (solve, verify), derived from R9-R22 in the same way:
//  two-ways (5x2, monster (0,0) E, own (3,0), enemy (4,1); inventory: one turn-right;
//    free cells (1,0) (2,0) (4,0) (0,1) (1,1) (2,1) (3,1)). Left alone the monster
//    walks row 0, seeing the own token ahead, and eats it in step 3: the right-hand
//    rays of steps 1-3 ((0,1), (1,1), (2,1)) never show a token, so a turn-right on
//    (4,0), (0,1), (1,1), (2,1) or (3,1) changes nothing: own-token-lost.
//    Turn-right on (1,0): step 1 sees no token (the stone ends the facing ray, R9),
//    so it turns S onto (0,1) (R11); step 2 sees the enemy on its left ray (E) at
//    distance 4 and turns to it (R10); steps 3-4 walk to (3,1); in step 5 the own
//    token (N) and the enemy (E) tie at distance 1, the facing E is kept and the
//    enemy eaten: solved. Turn-right on (2,0): step 1 moves to (1,0), step 2 sees no
//    token and turns S onto (1,1), step 3 turns E to the enemy at distance 3, step
//    5 as before: solved. Exactly two solutions: turn-right on (1,0) or on (2,0).
//  verify/unique: two-ways with allowed cells (2,0) (4,0) (0,1) (R21) and the stored
//    solution turn-right on (2,0): only (2,0) solves, one solution, the stored one.
//  verify/stored.ffpack: cli-unstored is two-ways without a stored solution;
//    cli-wrong-stored stores turn-right on (4,0), which loses the own token. Both
//    valid, solvable, two solutions, not unique.
//  many (3x2, monster (0,0) E, enemy (0,1); inventory: two own tokens and a stone;
//    free cells (1,0) (2,0) (1,1) (2,1)). Step 1: the left ray (N) ends at the wall,
//    the right ray (S) sees the enemy at distance 1, the facing ray sees a token at
//    distance 1 only when an own token stands on (1,0). Then the tie keeps the
//    facing E (R10) and the own token is eaten: own-token-lost. Otherwise the enemy
//    is the single nearest token, the monster turns S and eats it: solved.
//    Placements (own tokens interchangeable, R21): 6 pairs x 2 stone cells = 12;
//    solutions: the 3 own pairs from (2,0) (1,1) (2,1), the stone on either cell
//    left: 6 solutions.
//  unsolvable (5x2, monster (0,0) E, own (2,0), enemy (4,1); inventory: one stone;
//    7 free cells). A stone on (1,0) is pushed ahead together with the own token
//    (R13); in step 3 the token is pushed off the board and crushed (R14):
//    own-token-lost. A stone anywhere else leaves the own token in sight ahead at
//    distance 2 in step 1, while the right-hand rays of steps 1-2 ((0,1), (1,1))
//    show nothing: step 2 eats it. No solution.
//  two.ffpack: no inventory, so the only placement is the empty one (R21):
//    cli-eat-one is solved as it stands (above): one solution, the empty one;
//    cli-own-lost loses its own token: none.
//  share: a valid level using every key of the format; decode(encode(L)) == L.
//
// Tightness (verify's tight and idle), from the runs above: a solution is tight when
// no proper subset of it, the empty one included, solves the level.
//  two-ways, verify/unique, cli-unstored: every solution is one turn-right stone,
//    and the empty placement loses the own token: tight. cli-wrong-stored: its
//    stored solution fails, so the solver's first (one of the two) is checked:
//    tight. two.ffpack cli-eat-one: the empty solution has no proper subset: tight.
//  many: the empty placement solves (no own token on (1,0)), so every piece of any
//    solution is idle: not tight, 3 idle pieces.
//  idle-stored (5x3, monster (0,1) E, own (2,1), enemy (4,0); inventory: a stone
//    and a turn-right; stored: stone on (3,2), turn-right on (1,1)). Empty, or the
//    stone alone: the facing ray sees the own token at distance 2, eaten in step 2.
//    The turn-right on (1,1) ends that ray (R9), no token is seen, the monster turns
//    S (R11) to (0,2), where the rays show nothing (the left ray E along row 2 sees
//    no token, stone or not), and the step S crosses the wall to (4,0) (R5) onto the
//    enemy: solved with the turn-right alone. Not tight, idle: the stone on (3,2).
//  idle-unique (4x2, monster (0,0) E, enemy (3,0); one stone, allowed only on
//    (1,1)): the one placement is the stone on (1,1), off every ray to the enemy,
//    which is seen at distance 3 and eaten in step 3, stone or not. No stored
//    solution, so the solver's first (the only one) is checked: not tight, idle: the
//    stone on (1,1).
//  too-many (11x3, monster (0,0) E, enemy (3,0); 21 stones allowed on the first 21
//    cells of rows 1-2, stored there): the one placement, solved in step 3 (the
//    stones are off the facing ray). More than 20 pieces: tightness not checked.
//
// The examples of docs/spec/level-format.md, derived the same way:
//  first-bite (standard board, own token (1,3), enemy (6,1), stones (2,2), crystal
//    (5,5), teleporter (3,4); inventory: an own token and a stone on the allowed cells
//    (1,1) (2,1) (1,2)). As it stands the monster walks E along row 0; in step 2 on
//    (1,0) its right ray (S) sees the own token at distance 3, it turns S and eats it
//    in step 4. A token on (1,1) is seen from (1,0) at distance 1, one on (2,1) from
//    (2,0), one on (1,2) from (1,0) unless the stone stands on (1,1) (R9). So the one
//    solution is the own token on (1,2) and the stone on (1,1): rows 1-10 of columns
//    1-5 then never show a token (the stone (2,2) ends column 2; the crystal and the
//    teleporter do not end a ray), and in step 7 on (6,0) the enemy below is the one
//    token seen: eaten, solved.
//  two-floors.ffpack: watch is eat-one on a 5x2 board, solved as it stands in 3
//    steps, its empty placement the one solution. corner (6x3, void (5,0) (0,2),
//    own (3,0), enemy (4,2); one turn-right on (1,0), (1,1) or (4,1)): on (1,1) or
//    (4,1) the monster walks row 0 and eats its own token in step 3. On (1,0), step
//    1 sees no token and turns S to (0,1) (R11); step 2 crosses the wall from (0,1)
//    to (5,1) (R5); step 3 goes to (5,2); in step 4 the enemy is on the right-hand ray
//    at distance 1: turn W, eat, solved. One solution.
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include "tests/cli/CliRun.h"

#include <algorithm>

namespace {

QString data(const QString& name)
{
    return QStringLiteral(FF_TEST_DATA_DIR "/cli/") + name;
}

QString canonical(const QString& path)
{
    return QFileInfo(path).canonicalFilePath();
}

QString compact(const QJsonValue& v)
{
    const QString array = QString::fromUtf8(QJsonDocument(QJsonArray{v}).toJson(QJsonDocument::Compact));
    return array.mid(1, array.size() - 2);
}

// A placed piece as the contract spells it ({"kind", "side" for tokens only, "at"})
// in short text: "token own (2,0)", "stone (1,0)"; anything else as "bad piece ...".
QString pieceText(const QJsonValue& v)
{
    const QJsonObject o = v.toObject();
    const QString kind = o.value("kind").toString();
    const QJsonArray at = o.value("at").toArray();
    const bool token = kind == "token";
    const QStringList keys = token ? QStringList{"at", "kind", "side"} : QStringList{"at", "kind"};
    if (!v.isObject() || kind.isEmpty() || o.keys() != keys || at.size() != 2 || !at[0].isDouble() ||
        !at[1].isDouble() || (token && !o.value("side").isString()))
        return "bad piece " + compact(v);
    QString text = kind;
    if (token)
        text += " " + o.value("side").toString();
    return text + QStringLiteral(" (%1,%2)").arg(at[0].toInt()).arg(at[1].toInt());
}

// One solution: its pieces sorted and joined by " + " (the order of pieces inside a
// solution is not part of the contract). No pieces: "".
QString solution(QStringList pieces)
{
    pieces.sort();
    return pieces.join(" + ");
}

// A solve --json "solutions" array as solution() texts, sorted (the contract does
// not fix the order of solutions either).
QStringList solutionTexts(const QJsonValue& solutions)
{
    QStringList texts;
    if (!solutions.isArray())
        return {"not an array: " + compact(solutions)};
    for (const QJsonValue& s : solutions.toArray()) {
        QStringList pieces;
        if (!s.isArray())
            pieces << "bad solution " + compact(s);
        for (const QJsonValue& p : s.toArray())
            pieces << pieceText(p);
        texts << solution(pieces);
    }
    texts.sort();
    return texts;
}

QString valueText(const QJsonValue& v)
{
    if (v.isUndefined())
        return "missing";
    return compact(v);
}

// A verify --json level entry in one line: "FILE ID valid=... errors=N solvable=...
// solutions=... exact=... unique=... stored=... tight=... idle=N", FILE relative to
// the test data directory (or "" when the file is outside it), N the number of idle
// pieces (or null).
QString verifySummary(const QJsonObject& row)
{
    const QString file = canonical(row.value("file").toString());
    const QString base = canonical(data(""));
    const QString shown = file.startsWith(base + "/") ? file.mid(base.size() + 1) : QString();
    return QStringList{shown,
                       row.value("id").toString(),
                       "valid=" + valueText(row.value("valid")),
                       "errors=" + QString::number(row.value("errors").toArray().size()),
                       "solvable=" + valueText(row.value("solvable")),
                       "solutions=" + valueText(row.value("solutions")),
                       "exact=" + valueText(row.value("solutions_exact")),
                       "unique=" + valueText(row.value("unique")),
                       "stored=" + valueText(row.value("stored_solution_ok")),
                       "tight=" + valueText(row.value("tight")),
                       "idle=" + (row.value("idle").isArray()
                                      ? QString::number(row.value("idle").toArray().size())
                                      : valueText(row.value("idle")))}
        .join(' ');
}

// What is wrong with the shape of a verify --json level entry, or "".
QString verifyRowProblem(const QJsonObject& row)
{
    // Sorted, as QJsonObject::keys() gives them.
    const QStringList keys = QStringLiteral("errors file id idle seconds solutions solutions_exact solvable "
                                            "stored_solution_ok tight unique valid")
                                 .split(' ');
    if (row.keys() != keys)
        return "keys " + row.keys().join(',') + " in " + compact(row);
    if (!row.value("file").isString() || !row.value("valid").isBool() || !row.value("errors").isArray())
        return "types in " + compact(row);
    if (!row.value("seconds").isDouble() || row.value("seconds").toDouble() < 0)
        return "seconds in " + compact(row);
    if (row.value("valid").toBool() != row.value("errors").toArray().isEmpty())
        return "valid and errors disagree in " + compact(row);
    // tight null with idle null; tight true with no idle piece; false with some.
    const QJsonValue tight = row.value("tight");
    const QJsonValue idle = row.value("idle");
    if (!(tight.isNull() && idle.isNull()) &&
        !(tight.isBool() && idle.isArray() && tight.toBool() == idle.toArray().isEmpty()))
        return "tight and idle disagree in " + compact(row);
    for (const QJsonValue& p : idle.toArray()) {
        if (pieceText(p).startsWith("bad piece"))
            return "idle entry " + compact(p);
    }
    for (const QJsonValue& e : row.value("errors").toArray()) {
        if (e.toObject().keys() != QStringList{"message", "path"} || !e.toObject().value("path").isString() ||
            e.toObject().value("message").toString().isEmpty())
            return "error entry " + compact(e);
    }
    return {};
}

// The fenced blocks of docs/spec/level-format.md opened with ```INFO, in order.
QStringList formatDocBlocks(const QString& info)
{
    QFile f(QStringLiteral(FF_DOCS_DIR "/spec/level-format.md"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    QStringList blocks;
    QString block;
    bool inside = false;
    bool wanted = false;
    for (const QString& line : QString::fromUtf8(f.readAll()).split('\n')) {
        if (!line.startsWith("```")) {
            if (wanted)
                block += line + '\n';
            continue;
        }
        if (wanted)
            blocks << block;
        wanted = !inside && line.mid(3).trimmed() == info;
        inside = !inside;
        block.clear();
    }
    return blocks;
}

// Writes the level and pack files the format doc shows (its json blocks) into `dir`,
// each named after its id as the doc's command examples name them: ID.ffl.json or
// ID.ffpack.json. Gives the file names.
QStringList writeFormatDocFiles(const QString& dir)
{
    QStringList names;
    for (const QString& text : formatDocBlocks("json")) {
        const QJsonObject o = QJsonDocument::fromJson(text.toUtf8()).object();
        const bool pack = o.value("format").toString() == "fearsome-floors-pack";
        const QString name = o.value("id").toString() + (pack ? ".ffpack.json" : ".ffl.json");
        QFile f(dir + "/" + name);
        if (!f.open(QIODevice::WriteOnly) || f.write(text.toUtf8()) != text.toUtf8().size())
            return {};
        names << name;
    }
    return names;
}

QJsonObject readJsonFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object();
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
    void version();
    void validateOk();
    void validateInvalid();
    void validateUnparsableWins();
    void validateJson();
    void solveJson_data();
    void solveJson();
    void solveText();
    void solveInvalidLevel();
    void solvePackNeedsLevel();
    void solveUnreadable();
    void verifyJson_data();
    void verifyJson();
    void verifyTight_data();
    void verifyTight();
    void verifyErrors();
    void verifyText();
    void verifyUnreadable();
    void shippedLevelsAreVerifiedUnique();
    void formatDocExamplesAreVerifiedUnique();
    void formatDocCommandsPrintWhatItShows();
    void shareRoundTrip_data();
    void shareRoundTrip();
    void shareDecodeRejects_data();
    void shareDecodeRejects();
    void shareEncodeErrors();
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
    QTest::newRow("solve without FILE")
        << QStringList{"solve", "--all"} << "furunkulus-cli solve: no FILE given";
    QTest::newRow("solve with two files")
        << QStringList{"solve", level, level} << "furunkulus-cli solve: expects one FILE, got 2";
    QTest::newRow("solve with a zero limit")
        << QStringList{"solve", level, "--limit", "0"}
        << "furunkulus-cli solve: --limit needs a whole number from 1 to 1000000000";
    QTest::newRow("solve unknown option")
        << QStringList{"solve", level, "--unique"} << "furunkulus-cli solve: unknown option --unique";
    QTest::newRow("verify without FILE")
        << QStringList{"verify", "--json"} << "furunkulus-cli verify: no FILE or DIR given";
    QTest::newRow("verify with a bad limit")
        << QStringList{"verify", level, "--limit=many"}
        << "furunkulus-cli verify: --limit needs a whole number from 1 to 1000000000";
    QTest::newRow("share without action")
        << QStringList{"share"} << "furunkulus-cli share: say encode or decode";
    QTest::newRow("share unknown action")
        << QStringList{"share", "print", level}
        << "furunkulus-cli share: unknown action 'print': say encode or decode";
    QTest::newRow("share encode without FILE")
        << QStringList{"share", "encode"} << "furunkulus-cli share: share encode takes exactly one FILE";
    QTest::newRow("share decode without CODE")
        << QStringList{"share", "decode"} << "furunkulus-cli share: share decode needs a CODE";
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

// --version prints the program's name and the version of CMake's project().
void TestCli::version()
{
    const CliResult r = runCli({"--version"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(r.out, QStringLiteral("furunkulus-cli " FF_VERSION "\n"));
    QCOMPARE(r.err, QString());
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

void TestCli::solveJson_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<int>("count");
    QTest::addColumn<bool>("complete");
    // Every solution of the level, derived by hand (see the top of this file).
    QTest::addColumn<QStringList>("allSolutions");
    // True: the output lists exactly allSolutions; false: `count` distinct ones of them.
    QTest::addColumn<bool>("listsAll");

    const QStringList twoWays{solution({"turn-right (1,0)"}), solution({"turn-right (2,0)"})};
    const QStringList many{
        solution({"token own (2,0)", "token own (1,1)", "stone (1,0)"}),
        solution({"token own (2,0)", "token own (1,1)", "stone (2,1)"}),
        solution({"token own (2,0)", "token own (2,1)", "stone (1,0)"}),
        solution({"token own (2,0)", "token own (2,1)", "stone (1,1)"}),
        solution({"token own (1,1)", "token own (2,1)", "stone (1,0)"}),
        solution({"token own (1,1)", "token own (2,1)", "stone (2,0)"}),
    };

    // two-ways: turn-right on (1,0) or (2,0). The first solution of two: the search
    // stops at the first, so it is not complete.
    QTest::newRow("R22 first solution of two")
        << QStringList{"two-ways.ffl.json"} << 0 << 1 << false << twoWays << false;
    QTest::newRow("R22 --all lists both")
        << QStringList{"two-ways.ffl.json", "--all"} << 0 << 2 << true << twoWays << true;
    QTest::newRow("--limit 1 cuts two solutions")
        << QStringList{"two-ways.ffl.json", "--all", "--limit", "1"} << 0 << 1 << false << twoWays << false;
    QTest::newRow("--limit equal to the count is complete")
        << QStringList{"two-ways.ffl.json", "--limit=2"} << 0 << 2 << true << twoWays << true;
    // many: 6 solutions; the two own tokens are interchangeable (R21), so 6, not 12.
    QTest::newRow("R21 identical pieces count once")
        << QStringList{"many.ffl.json", "--all"} << 0 << 6 << true << many << true;
    QTest::newRow("--limit 4 of 6") << QStringList{"many.ffl.json", "--all", "--limit", "4"} << 0 << 4
                                    << false << many << false;
    QTest::newRow("--limit above the count")
        << QStringList{"many.ffl.json", "--limit", "7"} << 0 << 6 << true << many << true;
    // unique: of the allowed cells only (2,0) solves; the first solution is the
    // only one, so the search is complete.
    QTest::newRow("R21 allowed cells: a unique solution")
        << QStringList{"verify/unique.ffl.json"} << 0 << 1 << true
        << QStringList{solution({"turn-right (2,0)"})} << true;
    // unsolvable: no placement solves it: exit 1 (the answer is "no").
    QTest::newRow("unsolvable") << QStringList{"unsolvable.ffl.json"} << 1 << 0 << true << QStringList{}
                                << true;
    QTest::newRow("unsolvable --all")
        << QStringList{"unsolvable.ffl.json", "--all"} << 1 << 0 << true << QStringList{} << true;
    // two.ffpack: nothing to place; the empty placement solves cli-eat-one only.
    QTest::newRow("a pack level: the empty placement")
        << QStringList{"two.ffpack.json", "--level", "cli-eat-one", "--all"} << 0 << 1 << true
        << QStringList{""} << true;
    QTest::newRow("a pack level without a solution")
        << QStringList{"two.ffpack.json", "--level=cli-own-lost"} << 1 << 0 << true << QStringList{} << true;
    QTest::newRow("a level file with its own id as --level")
        << QStringList{"two-ways.ffl.json", "--level", "cli-two-ways", "--all"} << 0 << 2 << true << twoWays
        << true;
}

void TestCli::solveJson()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(int, count);
    QFETCH(bool, complete);
    QFETCH(QStringList, allSolutions);
    QFETCH(bool, listsAll);
    args[0] = data(args[0]);
    const CliResult r = runCli(QStringList{"solve", "--json"} + args);
    QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, exitCode);
    QJsonObject doc;
    QString why;
    QVERIFY2(parseJsonLine(r.out, doc, why), qPrintable(why));
    QCOMPARE(doc.keys(), (QStringList{"complete", "count", "solutions"}));
    QVERIFY(doc.value("count").isDouble());
    QCOMPARE(doc.value("count").toInt(), count);
    QVERIFY(doc.value("complete").isBool());
    QCOMPARE(doc.value("complete").toBool(), complete);
    QStringList got = solutionTexts(doc.value("solutions"));
    allSolutions.sort();
    if (listsAll) {
        QCOMPARE(got, allSolutions);
        return;
    }
    QCOMPARE(got.size(), count);
    QCOMPARE(got.removeDuplicates(), qsizetype(0));
    for (const QString& s : got)
        QVERIFY2(allSolutions.contains(s), qPrintable("not a solution: " + s));
}

void TestCli::solveText()
{
    // Sanity only: the text form names the pieces and their cells.
    const CliResult all = runCli({"solve", data("two-ways.ffl.json"), "--all"});
    QCOMPARE(all.err, QString());
    QCOMPARE(all.exitCode, 0);
    QVERIFY2(all.out.contains("turn-right") && all.out.contains("(1,0)") && all.out.contains("(2,0)"),
             qPrintable(all.out));
    QVERIFY2(!all.out.contains('{'), qPrintable(all.out));

    const CliResult first = runCli({"solve", data("verify/unique.ffl.json")});
    QCOMPARE(first.exitCode, 0);
    QVERIFY2(first.out.contains("turn-right") && first.out.contains("(2,0)"), qPrintable(first.out));

    const CliResult none = runCli({"solve", data("unsolvable.ffl.json")});
    QCOMPARE(none.err, QString());
    QCOMPARE(none.exitCode, 1);
    QVERIFY2(!none.out.isEmpty() && !none.out.contains("stone on"), qPrintable(none.out));
}

void TestCli::solveInvalidLevel()
{
    const QString file = data("broken.ffl.json");
    const CliResult r = runCli({"solve", file, "--all", "--json"});
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, file + ": pieces[1].at: (16,2) is outside the 16x11 board\n" + file +
                        ": pieces[2].at: (5,5) already holds an object (pieces[0])\n");
    QCOMPARE(r.exitCode, 1);

    const QString pack = data("broken.ffpack.json");
    const CliResult p = runCli({"solve", pack, "--level", "cli-broken"});
    QCOMPARE(p.out, QString());
    QCOMPARE(p.err, pack + ": levels[1].pieces[1].at: (16,2) is outside the 16x11 board\n" + pack +
                        ": levels[1].pieces[2].at: (5,5) already holds an object (pieces[0])\n");
    QCOMPARE(p.exitCode, 1);
}

void TestCli::solvePackNeedsLevel()
{
    const QString file = data("two.ffpack.json");
    const CliResult r = runCli({"solve", file, "--json"});
    QCOMPARE(r.out, QString());
    QCOMPARE(r.err, file + ": this is a pack; choose a level with --level ID\n" + file +
                        ": its levels: cli-eat-one cli-own-lost\n");
    QCOMPARE(r.exitCode, 2);

    const CliResult unknown = runCli({"solve", file, "--level", "nope"});
    QCOMPARE(unknown.out, QString());
    QVERIFY2(unknown.err.startsWith(file + ": the pack has no level with id 'nope'\n"),
             qPrintable(unknown.err));
    QCOMPARE(unknown.exitCode, 2);
}

void TestCli::solveUnreadable()
{
    const QString file = data("unparsable.ffl.json");
    const CliResult r = runCli({"solve", file, "--json"});
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.startsWith(file + ": not valid JSON"), qPrintable(r.err));
    QCOMPARE(r.exitCode, 2);
}

void TestCli::verifyJson_data()
{
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QStringList>("summaries"); // verifySummary() of each level, any order

    const QString twoWays = "two-ways.ffl.json cli-two-ways valid=true errors=0 solvable=true solutions=2 "
                            "exact=true unique=false stored=null tight=true idle=0";
    const QString unique = "verify/unique.ffl.json cli-unique valid=true errors=0 solvable=true solutions=1 "
                           "exact=true unique=true stored=true tight=true idle=0";
    const QString unstored = "verify/stored.ffpack.json cli-unstored valid=true errors=0 solvable=true "
                             "solutions=2 exact=true unique=false stored=null tight=true idle=0";
    const QString wrongStored =
        "verify/stored.ffpack.json cli-wrong-stored valid=true errors=0 solvable=true "
        "solutions=2 exact=true unique=false stored=false tight=true idle=0";
    const QString unsolvable = "unsolvable.ffl.json cli-unsolvable valid=true errors=0 solvable=false "
                               "solutions=0 exact=true unique=false stored=null tight=null idle=null";
    const QString invalid = "valid=false errors=2 solvable=null solutions=null exact=null unique=null "
                            "stored=null tight=null idle=null";

    // Not unique is still a "yes": exit 0.
    QTest::newRow("R22 two solutions: not unique, exit 0")
        << QStringList{"two-ways.ffl.json"} << QStringList{} << 0 << QStringList{twoWays};
    QTest::newRow("R22 unique, stored solution solves it")
        << QStringList{"verify/unique.ffl.json"} << QStringList{} << 0 << QStringList{unique};
    QTest::newRow("pack: stored solution absent (null) and wrong (false)")
        << QStringList{"verify/stored.ffpack.json"} << QStringList{} << 0
        << QStringList{unstored, wrongStored};
    QTest::newRow("6 solutions, --limit 3: not exact")
        << QStringList{"many.ffl.json"} << QStringList{"--limit", "3"} << 0
        << QStringList{"many.ffl.json cli-many valid=true errors=0 solvable=true solutions=3 exact=false "
                       "unique=false stored=null tight=false idle=3"};
    QTest::newRow("6 solutions, --limit 6: exact")
        << QStringList{"many.ffl.json"} << QStringList{"--limit=6"} << 0
        << QStringList{"many.ffl.json cli-many valid=true errors=0 solvable=true solutions=6 exact=true "
                       "unique=false stored=null tight=false idle=3"};
    QTest::newRow("--limit 1: one solution is not known to be unique")
        << QStringList{"two-ways.ffl.json"} << QStringList{"--limit", "1"} << 0
        << QStringList{"two-ways.ffl.json cli-two-ways valid=true errors=0 solvable=true solutions=1 "
                       "exact=false unique=false stored=null tight=true idle=0"};
    QTest::newRow("unsolvable: exit 1")
        << QStringList{"unsolvable.ffl.json"} << QStringList{} << 1 << QStringList{unsolvable};
    QTest::newRow("invalid: exit 1") << QStringList{"broken.ffl.json"} << QStringList{} << 1
                                     << QStringList{"broken.ffl.json cli-broken " + invalid};
    QTest::newRow("pack with an invalid level: exit 1")
        << QStringList{"broken.ffpack.json"} << QStringList{} << 1
        << QStringList{
               "broken.ffpack.json cli-eat-one valid=true errors=0 solvable=true solutions=1 exact=true "
               "unique=true stored=null tight=true idle=0",
               "broken.ffpack.json cli-broken " + invalid};
    QTest::newRow("pack with an unsolvable level: exit 1")
        << QStringList{"two.ffpack.json"} << QStringList{} << 1
        << QStringList{
               "two.ffpack.json cli-eat-one valid=true errors=0 solvable=true solutions=1 exact=true "
               "unique=true stored=null tight=true idle=0",
               "two.ffpack.json cli-own-lost valid=true errors=0 solvable=false solutions=0 exact=true "
               "unique=false stored=null tight=null idle=null"};
    QTest::newRow("one unsolvable level among good ones: exit 1")
        << QStringList{"two-ways.ffl.json", "unsolvable.ffl.json", "verify/unique.ffl.json"} << QStringList{}
        << 1 << QStringList{twoWays, unsolvable, unique};
    // verify/ holds unique.ffl.json, stored.ffpack.json, sub/many.ffl.json and
    // notes.json (not a level file name: not looked at, although it is not JSON).
    QTest::newRow("a directory, searched recursively")
        << QStringList{"verify"} << QStringList{} << 0
        << QStringList{unique, unstored, wrongStored,
                       "verify/sub/many.ffl.json cli-many valid=true errors=0 solvable=true solutions=6 "
                       "exact=true unique=false stored=null tight=false idle=3"};
    QTest::newRow("a directory and an unsolvable file: exit 1")
        << QStringList{"verify/", "unsolvable.ffl.json"} << QStringList{} << 1
        << QStringList{unique, unstored, wrongStored, unsolvable,
                       "verify/sub/many.ffl.json cli-many valid=true errors=0 solvable=true solutions=6 "
                       "exact=true unique=false stored=null tight=false idle=3"};
}

void TestCli::verifyJson()
{
    QFETCH(QStringList, files);
    QFETCH(QStringList, options);
    QFETCH(int, exitCode);
    QFETCH(QStringList, summaries);
    QStringList args{"verify", "--json"};
    for (const QString& f : files)
        args << data(f);
    const CliResult r = runCli(args + options);
    if (exitCode == 0)
        QCOMPARE(r.err, QString());
    QCOMPARE(r.exitCode, exitCode);
    QJsonObject doc;
    QString why;
    QVERIFY2(parseJsonLine(r.out, doc, why), qPrintable(why));
    QCOMPARE(doc.keys(), QStringList{"levels"});
    QStringList got;
    for (const QJsonValue& v : doc.value("levels").toArray()) {
        const QString problem = verifyRowProblem(v.toObject());
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        got << verifySummary(v.toObject());
    }
    got.sort();
    summaries.sort();
    QCOMPARE(got, summaries);
}

void TestCli::verifyTight_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("tight");     // the JSON value
    QTest::addColumn<QStringList>("idle");  // pieceText() of each idle piece, any order
    QTest::addColumn<QString>("tightCell"); // the table's TIGHT column
    QTest::addColumn<QString>("note");      // the line after the table, "" for none

    QTest::newRow("stored solution with an idle stone")
        << "idle-stored.ffl.json"
        << "false" << QStringList{"stone (3,2)"} << "no"
        << ": cli-idle-stored: not tight: solved without stone on (3,2)";
    QTest::newRow("no stored solution: the solver's first is checked")
        << "idle-unique.ffl.json"
        << "false" << QStringList{"stone (1,1)"} << "no"
        << ": cli-idle-unique: not tight: solved without stone on (1,1)";
    QTest::newRow("every piece needed") << "verify/unique.ffl.json"
                                        << "true" << QStringList{} << "yes"
                                        << "";
    QTest::newRow("more than 20 pieces: not checked") << "too-many.ffl.json"
                                                      << "null" << QStringList{} << "-"
                                                      << "";
    QTest::newRow("unsolvable: nothing to check") << "unsolvable.ffl.json"
                                                  << "null" << QStringList{} << "-"
                                                  << "";
}

void TestCli::verifyTight()
{
    QFETCH(QString, file);
    QFETCH(QString, tight);
    QFETCH(QStringList, idle);
    QFETCH(QString, tightCell);
    QFETCH(QString, note);
    const QString path = data(file);

    const CliResult j = runCli({"verify", "--json", path});
    QJsonObject doc;
    QString why;
    QVERIFY2(parseJsonLine(j.out, doc, why), qPrintable(why));
    const QJsonArray levels = doc.value("levels").toArray();
    QCOMPARE(levels.size(), 1);
    const QJsonObject row = levels.first().toObject();
    const QString problem = verifyRowProblem(row);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QCOMPARE(compact(row.value("tight")), tight);
    QStringList got;
    for (const QJsonValue& p : row.value("idle").toArray())
        got << pieceText(p);
    got.sort();
    idle.sort();
    QCOMPARE(got, idle);

    // The table, then one line per level that is not tight.
    const CliResult t = runCli({"verify", path});
    QCOMPARE(t.err, QString());
    QStringList lines = t.out.split('\n', Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), note.isEmpty() ? 2 : 3);
    const QStringList header = lines[0].split(' ', Qt::SkipEmptyParts);
    QCOMPARE(header.mid(header.size() - 3), (QStringList{"STORED", "TIGHT", "SECONDS"}));
    const QStringList cells = lines[1].split(' ', Qt::SkipEmptyParts);
    QCOMPARE(cells.at(cells.size() - 2), tightCell);
    if (!note.isEmpty())
        QCOMPARE(lines[2], path + note);
}

void TestCli::verifyErrors()
{
    // An invalid pack level's errors carry the JSON path inside the pack.
    const QString pack = data("broken.ffpack.json");
    const CliResult r = runCli({"verify", pack, "--json"});
    QCOMPARE(r.exitCode, 1);
    QJsonObject doc;
    QString why;
    QVERIFY2(parseJsonLine(r.out, doc, why), qPrintable(why));
    const QJsonArray levels = doc.value("levels").toArray();
    QCOMPARE(levels.size(), 2);
    QJsonArray errors;
    for (const QJsonValue& v : levels) {
        QCOMPARE(v.toObject().value("file").toString(), pack);
        if (v.toObject().value("id").toString() == "cli-broken")
            errors = v.toObject().value("errors").toArray();
    }
    QCOMPARE(
        compact(errors),
        QStringLiteral(
            R"j([{"message":"(16,2) is outside the 16x11 board","path":"levels[1].pieces[1].at"},)j"
            R"j({"message":"(5,5) already holds an object (pieces[0])","path":"levels[1].pieces[2].at"}])j"));
}

void TestCli::verifyText()
{
    // Sanity of the table; problems of invalid levels go to stderr as
    // file: json-path: message.
    const QString ok = data("verify/unique.ffl.json");
    const QString broken = data("broken.ffl.json");
    const CliResult r = runCli({"verify", ok, broken});
    QCOMPARE(r.err, broken + ": pieces[1].at: (16,2) is outside the 16x11 board\n" + broken +
                        ": pieces[2].at: (5,5) already holds an object (pieces[0])\n");
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(r.out.contains("cli-unique") && r.out.contains("cli-broken") && !r.out.contains('{'),
             qPrintable(r.out));

    const CliResult good = runCli({"verify", data("two-ways.ffl.json")});
    QCOMPARE(good.err, QString());
    QCOMPARE(good.exitCode, 0);
    QVERIFY2(good.out.contains("cli-two-ways"), qPrintable(good.out));
}

void TestCli::verifyUnreadable()
{
    // Unreadable input is exit 2, and 2 wins over 1 (an unsolvable level).
    const QString cut = data("unparsable.ffl.json");
    const CliResult r = runCli({"verify", cut, data("unsolvable.ffl.json")});
    QVERIFY2(r.err.startsWith(cut + ": not valid JSON"), qPrintable(r.err));
    QCOMPARE(r.exitCode, 2);

    const QString missing = data("no-such-file.ffl.json");
    const CliResult none = runCli({"verify", "--json", missing});
    QCOMPARE(none.exitCode, 2);
}

void TestCli::shippedLevelsAreVerifiedUnique()
{
    const QString dir = QStringLiteral(FF_LEVELS_DIR);
    const CliResult r = runCli({"verify", dir, "--json"}, 600000);
    QCOMPARE(r.err, QString());
    QJsonObject doc;
    QString why;
    QVERIFY2(parseJsonLine(r.out, doc, why), qPrintable(why));

    QStringList shipped;
    QDirIterator it(dir, {"*.ffl.json", "*.ffpack.json"}, QDir::Files, QDirIterator::Subdirectories);
    while (it.hasNext())
        shipped << canonical(it.next());
    shipped.sort();

    const QString tutorialDir = canonical(dir + "/tutorial") + "/";
    QStringList verified;
    int tutorialLevels = 0;
    for (const QJsonValue& v : doc.value("levels").toArray()) {
        const QJsonObject row = v.toObject();
        const QString problem = verifyRowProblem(row);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        const QString file = canonical(row.value("file").toString());
        if (!verified.contains(file))
            verified << file;
        if (file.startsWith(tutorialDir))
            ++tutorialLevels;
        // Valid, solvable, exactly one solution, proven (exact), and the stored
        // solution is that one.
        QCOMPARE(verifySummary(row).section(' ', 1, 8),
                 row.value("id").toString() +
                     " valid=true errors=0 solvable=true solutions=1 exact=true unique=true stored=true");
    }
    verified.sort();
    QCOMPARE(verified, shipped);
    QVERIFY2(tutorialLevels >= 10, qPrintable(QString::number(tutorialLevels) + " tutorial levels"));
    QCOMPARE(r.exitCode, 0);
}

// Every level the format doc shows is a puzzle like the shipped ones: valid, exactly one
// solution, and a stored solution, where there is one, that solves it.
void TestCli::formatDocExamplesAreVerifiedUnique()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QStringList names = writeFormatDocFiles(dir.path());
    QVERIFY2(!names.filter(".ffl.json").isEmpty() && !names.filter(".ffpack.json").isEmpty(),
             qPrintable(names.join(' ')));
    const CliResult r = runCli(QStringList{"verify", "--json"} + names, 60000, dir.path());
    QCOMPARE(r.err, QString());
    QJsonObject doc;
    QString why;
    QVERIFY2(parseJsonLine(r.out, doc, why), qPrintable(why));
    const QJsonArray levels = doc.value("levels").toArray();
    QVERIFY(levels.size() >= names.size());
    for (const QJsonValue& v : levels) {
        const QJsonObject row = v.toObject();
        const QString problem = verifyRowProblem(row);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
        QCOMPARE(verifySummary(row).section(' ', 1, 7),
                 row.value("id").toString() +
                     " valid=true errors=0 solvable=true solutions=1 exact=true unique=true");
        QVERIFY2(row.value("stored_solution_ok") != QJsonValue(false), qPrintable(compact(row)));
    }
    QCOMPARE(r.exitCode, 0);
}

// The format doc's command examples ("$ furunkulus-cli ARGS" and the lines after it)
// print what the doc shows, run where its example files are.
void TestCli::formatDocCommandsPrintWhatItShows()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QVERIFY(!writeFormatDocFiles(dir.path()).isEmpty());
    QList<QPair<QString, QString>> examples; // command line, expected stdout
    for (const QString& block : formatDocBlocks("console")) {
        for (const QString& line : block.split('\n', Qt::SkipEmptyParts)) {
            if (line.startsWith("$ "))
                examples.append({line.mid(2), QString()});
            else if (!examples.isEmpty())
                examples.last().second += line + '\n';
        }
    }
    QVERIFY(!examples.isEmpty());
    for (const auto& [command, expected] : examples) {
        QStringList args = command.split(' ', Qt::SkipEmptyParts);
        QCOMPARE(args.takeFirst(), QString("furunkulus-cli"));
        const CliResult r = runCli(args, 60000, dir.path());
        QVERIFY2(r.out == expected, qPrintable(command + " prints\n" + r.out + "instead of\n" + expected));
    }
}

void TestCli::shareRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("level"); // --level for a pack, else empty

    QTest::newRow("every key of the format") << "share.ffl.json" << QString();
    QTest::newRow("blood, teleporters, an exit") << "tour.ffl.json" << QString();
    QTest::newRow("a stored solution") << "solution.ffl.json" << QString();
    QTest::newRow("a level of a pack") << "verify/stored.ffpack.json"
                                       << "cli-wrong-stored";
}

void TestCli::shareRoundTrip()
{
    QFETCH(QString, file);
    QFETCH(QString, level);
    QStringList args{"share", "encode", data(file)};
    if (!level.isEmpty())
        args << "--level" << level;
    const CliResult encoded = runCli(args);
    QCOMPARE(encoded.err, QString());
    QCOMPARE(encoded.exitCode, 0);
    QVERIFY2(encoded.out.startsWith("FF2-") && encoded.out.endsWith('\n') && encoded.out.count('\n') == 1,
             qPrintable(encoded.out));
    const QString code = encoded.out.trimmed();
    QVERIFY2(!code.contains(' '), qPrintable(code));

    const CliResult decoded = runCli({"share", "decode", code});
    QCOMPARE(decoded.err, QString());
    QCOMPARE(decoded.exitCode, 0);

    // The decoded level is the original level, key for key.
    QJsonObject original = readJsonFile(data(file));
    if (!level.isEmpty()) {
        const QJsonArray levels = original.value("levels").toArray();
        original = {};
        for (const QJsonValue& l : levels) {
            if (l.toObject().value("id").toString() == level)
                original = l.toObject();
        }
    }
    QVERIFY(!original.isEmpty());
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(decoded.out.toUtf8(), &error);
    QVERIFY2(error.error == QJsonParseError::NoError && doc.isObject(), qPrintable(decoded.out));
    QCOMPARE(compact(doc.object()), compact(original));

    // It is a level file that validates.
    QTemporaryDir tmp;
    QVERIFY(tmp.isValid());
    const QString path = tmp.filePath("decoded.ffl.json");
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(decoded.out.toUtf8());
    out.close();
    const CliResult validated = runCli({"validate", path});
    QCOMPARE(validated.out, path + ": ok\n");
    QCOMPARE(validated.exitCode, 0);

    // Whitespace and case do not matter (a code pasted across lines).
    const qsizetype half = code.size() / 2;
    const CliResult split = runCli({"share", "decode", code.left(half).toLower(), code.mid(half)});
    QCOMPARE(split.exitCode, 0);
    QCOMPARE(split.out, decoded.out);
}

void TestCli::shareDecodeRejects_data()
{
    QTest::addColumn<QString>("damage");
    QTest::addColumn<QString>("errorCode"); // ShareCode.h
    QTest::addColumn<QString>("words");     // in the message

    QTest::newRow("a character changed") << "change"
                                         << "checksum-mismatch"
                                         << "damaged";
    QTest::newRow("cut off at the end") << "cut"
                                        << "truncated"
                                        << "cut off";
    QTest::newRow("only the start") << "start"
                                    << "truncated"
                                    << "cut off";
    QTest::newRow("a character added") << "add"
                                       << "extra-characters"
                                       << "extra character";
    QTest::newRow("not a share code") << "other"
                                      << "not-a-share-code"
                                      << "not a Furunkulus share code";
}

void TestCli::shareDecodeRejects()
{
    QFETCH(QString, damage);
    QFETCH(QString, errorCode);
    QFETCH(QString, words);
    const CliResult encoded = runCli({"share", "encode", data("share.ffl.json")});
    QCOMPARE(encoded.exitCode, 0);
    QString code = encoded.out.trimmed();
    QVERIFY(code.size() > 40);
    if (damage == "change") {
        // A character in the middle (not the length field): CRC-32 catches it.
        const qsizetype i = 4 + (code.size() - 4) / 2;
        code[i] = code[i] == 'A' ? QChar('B') : QChar('A');
    } else if (damage == "cut") {
        code.chop(3);
    } else if (damage == "start") {
        code = code.left(10);
    } else if (damage == "add") {
        code += 'Z';
    } else {
        code = "FFL-hello";
    }

    // A code that cannot be read is unreadable input: exit 2, the reason on stderr in one line.
    const CliResult r = runCli({"share", "decode", code});
    QCOMPARE(r.out, QString());
    QVERIFY2(r.err.startsWith("furunkulus-cli share decode: ") && r.err.count('\n') == 1 &&
                 r.err.endsWith('\n') && r.err.contains(words),
             qPrintable(r.err));
    QCOMPARE(r.exitCode, 2);

    const CliResult json = runCli({"share", "decode", code, "--json"});
    QCOMPARE(json.exitCode, 2);
    QJsonObject doc;
    QString why;
    QVERIFY2(parseJsonLine(json.out, doc, why), qPrintable(why));
    QCOMPARE(doc.value("error").toObject().value("code").toString(), errorCode);
    QCOMPARE(doc.value("error").toObject().value("message").toString() + "\n",
             r.err.mid(QStringLiteral("furunkulus-cli share decode: ").size()));
}

void TestCli::shareEncodeErrors()
{
    const QString broken = data("broken.ffl.json");
    const CliResult invalid = runCli({"share", "encode", broken});
    QCOMPARE(invalid.out, QString());
    QCOMPARE(invalid.err, broken + ": pieces[1].at: (16,2) is outside the 16x11 board\n" + broken +
                              ": pieces[2].at: (5,5) already holds an object (pieces[0])\n");
    QCOMPARE(invalid.exitCode, 1);

    const QString pack = data("two.ffpack.json");
    const CliResult noLevel = runCli({"share", "encode", pack});
    QCOMPARE(noLevel.out, QString());
    QVERIFY2(noLevel.err.startsWith(pack + ": this is a pack; choose a level with --level ID\n"),
             qPrintable(noLevel.err));
    QCOMPARE(noLevel.exitCode, 2);

    const QString cut = data("unparsable.ffl.json");
    const CliResult unreadable = runCli({"share", "encode", cut});
    QVERIFY2(unreadable.err.startsWith(cut + ": not valid JSON"), qPrintable(unreadable.err));
    QCOMPARE(unreadable.exitCode, 2);
}

QTEST_APPLESS_MAIN(TestCli)
#include "tst_cli.moc"
