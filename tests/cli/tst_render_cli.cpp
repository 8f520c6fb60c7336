// furunkulus-cli render (docs/spec/level-format.md, "render"), run as a separate
// process on a small level written here: the SVG holds exactly the pieces, zone
// cells, doors, teleporters and gates the level has, at the cells worked out by hand
// from the level below; --solution adds the stored solution's piece, placed; the
// PNG starts with the PNG signature and is as wide as asked; the picture's format
// follows --svg/--png or --out's extension; the same level gives the same bytes;
// every bad input exits with the contract's code and a message.
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include "tests/cli/CliRun.h"

namespace {

// 6 x 3 cells, a1 (the exit) and f3 (the entrance) in the corners, f1 and a3 void.
const char kLevel[] =
    R"({"format": "fearsome-floors-level", "version": 1, "id": "small", "title": "Small <&> board",
 "board": {"width": 6, "height": 3, "void": [[5, 0], [0, 2]], "exit": [0, 0], "entrance": [5, 2]},
 "monster": {"at": [0, 0], "facing": "E"},
 "pieces": [{"kind": "token", "side": "own", "at": [3, 0]},
            {"kind": "token", "side": "enemy", "at": [4, 2], "color": "red", "value": 3},
            {"kind": "stone", "at": [2, 2]},
            {"kind": "crystal", "at": [2, 1]},
            {"kind": "teleporter", "pair": "A", "at": [1, 2], "arrow": "N"},
            {"kind": "teleporter", "pair": "A", "at": [4, 0], "arrow": "S"}],
 "inventory": [{"kind": "turn-right", "count": 1}],
 "allowed": [[1, 0], [1, 1], [4, 1]],
 "solution": [{"kind": "turn-right", "at": [1, 0]}]}
)";

const char kPack[] = R"({"format": "fearsome-floors-pack", "version": 1, "id": "p", "title": "P", "levels": [
  {"format": "fearsome-floors-level", "version": 1, "id": "one", "title": "One",
   "board": {"width": 5, "height": 2}, "monster": {"at": [0, 0], "facing": "E"},
   "pieces": [{"kind": "token", "side": "enemy", "at": [3, 0]}], "inventory": []}]}
)";

QString writeFile(const QTemporaryDir& dir, const QString& name, const QByteArray& text)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text) != text.size())
        return {};
    return path;
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Every group's "kind cell" (or "kind cell side"), sorted, of the kinds in `kinds`.
QStringList drawn(const QByteArray& svg, const QStringList& kinds)
{
    QStringList out;
    static const QRegularExpression group(
        R"re(<g data-kind="([a-z0-9-]+)" data-cell="([a-z0-9]+)"(?: data-side="([a-z]+)")?(?: data-placed="(true)")?)re");
    for (auto it = group.globalMatch(QString::fromUtf8(svg)); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        if (!kinds.contains(m.captured(1)))
            continue;
        QString item = m.captured(1) + " " + m.captured(2);
        if (!m.captured(3).isEmpty())
            item += " " + m.captured(3);
        if (!m.captured(4).isEmpty())
            item += " placed";
        out << item;
    }
    out.sort();
    return out;
}

const QStringList kPieceKinds = {"token", "stone", "crystal", "turn-right", "turn-left", "turn-180"};

// The PNG's width from its IHDR chunk (bytes 16..19, big-endian).
int pngWidth(const QByteArray& png)
{
    if (png.size() < 24)
        return -1;
    const auto b = [&](int i) { return static_cast<int>(static_cast<unsigned char>(png[i])); };
    return (b(16) << 24) | (b(17) << 16) | (b(18) << 8) | b(19);
}

const QByteArray kPngSignature("\x89PNG\r\n\x1a\n", 8);

} // namespace

class TestRenderCli : public QObject {
    Q_OBJECT
private slots:
    void svgHasTheLevelsPieces();
    void solutionAddsItsPiecesPlaced();
    void svgIsAccessible();
    void pngHasTheAskedWidth();
    void formatByOptionOrExtension_data();
    void formatByOptionOrExtension();
    void sameLevelSameBytes();
    void packLevel();
    void badInput_data();
    void badInput();
};

void TestRenderCli::svgHasTheLevelsPieces()
{
    QTemporaryDir dir;
    const QString level = writeFile(dir, "small.ffl.json", kLevel);
    const CliResult r = runCli({"render", level, "--out", "-"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.err.isEmpty());
    const QByteArray svg = r.out.toUtf8();
    QCOMPARE(drawn(svg, kPieceKinds),
             QStringList({"crystal c2", "stone c3", "token d1 own", "token e3 enemy"}));
    QCOMPARE(drawn(svg, {"teleporter"}), QStringList({"teleporter b3", "teleporter e1"}));
    QCOMPARE(drawn(svg, {"zone"}), QStringList({"zone b1", "zone b2", "zone e2"}));
    QCOMPARE(drawn(svg, {"exit", "entrance"}), QStringList({"entrance f3", "exit a1"}));
    QVERIFY(svg.contains(R"(<g data-kind="monster" data-cell="a1" data-facing="E")"));
    QVERIFY(svg.contains(R"(data-pair="A" data-arrow="N")"));
    QVERIFY(svg.contains(R"(data-pair="A" data-arrow="S")"));
    // The outline has 18 sides: the 6 x 3 rectangle's, each void corner trading two
    // for two. Each of the 9 symbols marks two of them.
    static const QRegularExpression gate(
        R"re(data-kind="gate" data-cell="[a-z0-9]+" data-edge="[NESW]" data-letter="([A-Z])")re");
    QMap<QString, int> letters;
    for (auto it = gate.globalMatch(QString::fromUtf8(svg)); it.hasNext();)
        ++letters[it.next().captured(1)];
    QCOMPARE(letters.size(), 9);
    for (int n : letters)
        QCOMPARE(n, 2);
    QVERIFY(svg.contains(R"(data-kind="gate" data-cell="a1" data-edge="N" data-letter="A")"));
}

void TestRenderCli::solutionAddsItsPiecesPlaced()
{
    QTemporaryDir dir;
    const QString level = writeFile(dir, "small.ffl.json", kLevel);
    const CliResult r = runCli({"render", level, "--solution", "--out", "-"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(drawn(r.out.toUtf8(), kPieceKinds), QStringList({"crystal c2", "stone c3", "token d1 own",
                                                              "token e3 enemy", "turn-right b1 placed"}));
}

void TestRenderCli::svgIsAccessible()
{
    QTemporaryDir dir;
    const QString level = writeFile(dir, "small.ffl.json", kLevel);
    const CliResult r = runCli({"render", level, "--out", "-"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains(R"(role="img")"));
    QVERIFY(r.out.contains(R"(<title id="ff-title">Small &lt;&amp;&gt; board</title>)"));
    QVERIFY2(r.out.contains("The monster stands on a1 facing east."), qPrintable(r.out));
    QVERIFY(r.out.contains("own token on d1"));
    QVERIFY(r.out.contains(R"(font-family="DejaVu Sans, sans-serif")"));
    QVERIFY(r.out.contains(R"(width="640")"));
}

void TestRenderCli::pngHasTheAskedWidth()
{
    QTemporaryDir dir;
    const QString level = writeFile(dir, "small.ffl.json", kLevel);
    const QString png = dir.filePath("small.png");
    const CliResult r = runCli({"render", level, "--width", "300", "--out", png});
    QCOMPARE(r.exitCode, 0);
    const QByteArray bytes = readAll(png);
    QVERIFY(bytes.startsWith(kPngSignature));
    QCOMPARE(pngWidth(bytes), 300);
}

void TestRenderCli::formatByOptionOrExtension_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("out");
    QTest::addColumn<bool>("png");
    QTest::newRow(".png") << QStringList() << "a.png" << true;
    QTest::newRow(".PNG") << QStringList() << "a.PNG" << true;
    QTest::newRow(".svg") << QStringList() << "a.svg" << false;
    QTest::newRow("other") << QStringList() << "picture" << false;
    QTest::newRow("--svg over .png") << QStringList({"--svg"}) << "a.png" << false;
    QTest::newRow("--png over .svg") << QStringList({"--png"}) << "a.svg" << true;
}

void TestRenderCli::formatByOptionOrExtension()
{
    QFETCH(QStringList, options);
    QFETCH(QString, out);
    QFETCH(bool, png);
    QTemporaryDir dir;
    const QString level = writeFile(dir, "small.ffl.json", kLevel);
    const CliResult r = runCli(QStringList({"render", level, "--out", dir.filePath(out)}) + options);
    QCOMPARE(r.exitCode, 0);
    const QByteArray bytes = readAll(dir.filePath(out));
    QCOMPARE(bytes.startsWith(kPngSignature), png);
    QCOMPARE(bytes.startsWith("<?xml"), !png);
}

void TestRenderCli::sameLevelSameBytes()
{
    QTemporaryDir dir;
    const QString level = writeFile(dir, "small.ffl.json", kLevel);
    const CliResult a = runCli({"render", level, "--solution", "--out", "-"});
    const CliResult b = runCli({"render", level, "--solution", "--out", "-"});
    QCOMPARE(a.exitCode, 0);
    QCOMPARE(a.out, b.out);
}

void TestRenderCli::packLevel()
{
    QTemporaryDir dir;
    const QString pack = writeFile(dir, "p.ffpack.json", kPack);
    const CliResult r = runCli({"render", pack, "--level", "one", "--out", "-"});
    QCOMPARE(r.exitCode, 0);
    QCOMPARE(drawn(r.out.toUtf8(), kPieceKinds), QStringList({"token d1 enemy"}));
}

void TestRenderCli::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("no --out") << QStringList({"render", "LEVEL"}) << 2 << "no --out PATH given";
    QTest::newRow("--svg and --png") << QStringList({"render", "LEVEL", "--svg", "--png", "--out", "-"}) << 2
                                     << "--svg and --png cannot be combined";
    QTest::newRow("width") << QStringList({"render", "LEVEL", "--width", "9", "--out", "-"}) << 2
                           << "--width needs a whole number from 16 to 8192, not '9'";
    QTest::newRow("no file") << QStringList({"render", "--out", "-"}) << 2 << "no FILE given";
    QTest::newRow("missing file") << QStringList({"render", "DIR/none.ffl.json", "--out", "-"}) << 2
                                  << "none.ffl.json";
    QTest::newRow("broken file") << QStringList({"render", "BROKEN", "--out", "-"}) << 2 << "broken.ffl.json";
    QTest::newRow("unknown level") << QStringList({"render", "PACK", "--level", "two", "--out", "-"}) << 2
                                   << "two";
    QTest::newRow("pack without --level") << QStringList({"render", "PACK", "--out", "-"}) << 2 << "one";
    QTest::newRow("no solution") << QStringList(
                                        {"render", "PACK", "--level", "one", "--solution", "--out", "-"})
                                 << 2 << "level 'one' has no stored solution to draw (--solution)";
    QTest::newRow("unwritable --out")
        << QStringList({"render", "LEVEL", "--out", "DIR/no/such/dir/a.svg"}) << 2 << "cannot write";
    QTest::newRow("invalid level") << QStringList({"render", "INVALID", "--out", "-"}) << 1
                                   << "invalid.ffl.json";
}

void TestRenderCli::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir dir;
    const QString level = writeFile(dir, "small.ffl.json", kLevel);
    const QString pack = writeFile(dir, "p.ffpack.json", kPack);
    const QString broken = writeFile(dir, "broken.ffl.json", "{\"format\": ");
    QByteArray invalidText(kLevel);
    invalidText.replace("\"at\": [2, 2]", "\"at\": [9, 9]");
    const QString invalid = writeFile(dir, "invalid.ffl.json", invalidText);
    for (QString& a : args) {
        a.replace("LEVEL", level).replace("PACK", pack).replace("BROKEN", broken).replace("INVALID", invalid);
        a.replace("DIR", dir.path());
    }
    const CliResult r = runCli(args);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QVERIFY(r.out.isEmpty());
}

QTEST_GUILESS_MAIN(TestRenderCli)
#include "tst_render_cli.moc"
