// The words for what the engine reports (board/EngineText): every problem code
// engine/files/LevelIo.h lists and every share-code error engine/files/ShareCode.h lists has a
// sentence; the problems of a level's content have words of their own rather than
// the engine's English message; every piece and placement refusal has words; a
// problem names a cell the way the board shows it (board/CellName.h).
#include "board/EngineText.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"

#include <QRegularExpression>
#include <QTest>

#include <array>
#include <string>
#include <vector>

using ff::PieceKind;
using ff::Side;
using ff::ui::EngineText;
using Refusal = ff::ui::PlacementDocument::Refusal;

namespace {

// The English message of every problem and code made here; a code without a
// sentence of its own shows it.
const QString kMessage = QStringLiteral("the engine's message");

std::vector<std::string> toStd(const QStringList& list)
{
    std::vector<std::string> out;
    for (const QString& s : list)
        out.push_back(s.toStdString());
    return out;
}

ff::Problem problem(const QString& path, const QString& code, const QStringList& args)
{
    return {path.toStdString(), code.toStdString(), toStd(args), kMessage.toStdString()};
}

} // namespace

class TestEngineText : public QObject {
    Q_OBJECT
private slots:
    void everyProblemCodeHasASentence_data();
    void everyProblemCodeHasASentence();
    void packProblems();
    void problemsSayWhereInWords();
    void everyShareCodeErrorHasASentence_data();
    void everyShareCodeErrorHasASentence();
    void everyPieceAndRefusalHasWords();
    void problemsNameCellsAsTheBoardDoes_data();
    void problemsNameCellsAsTheBoardDoes();
    void stepExplanations();
};

// Every code of ff::Problem (engine/files/LevelIo.h) with the args it lists there, at a
// path where the engine reports it. `content` marks validateLevel's codes: the
// editor lists those in plain words, and so does the app.
void TestEngineText::everyProblemCodeHasASentence_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("content");
    const auto row = [](const char* path, const char* code, const QStringList& args, bool content) {
        QTest::newRow(code) << QString::fromLatin1(path) << QString::fromLatin1(code) << args << content;
    };
    // Text that cannot be read.
    row("", "too-large", {"4"}, false);
    row("", "file-not-utf8", {"3", "7"}, false);
    row("", "too-deep", {"32"}, false);
    row("", "too-many-keys", {"256"}, false);
    row("", "invalid-json", {"1", "5", "syntax error"}, false);
    row("", "json-number-overflow", {"number overflow parsing '1e400'"}, false);
    row("", "internal-error", {"bad_alloc"}, false);
    // The structure.
    row("format", "not-fearsome-floors", {}, false);
    row("version", "unsupported-version", {"2"}, false);
    row("format", "expected-level", {}, false);
    row("format", "expected-pack", {}, false);
    row("", "missing-key", {"title"}, false);
    row("pieces[2]", "unknown-key", {"colour"}, false);
    row("", "duplicate-key", {"id"}, false);
    row("title", "expected-string", {}, false);
    row("monster", "expected-object", {}, false);
    row("pieces", "expected-array", {}, false);
    row("monster.at", "expected-cell", {}, false);
    row("board", "expected-board", {}, false);
    row("monster.facing", "expected-direction", {}, false);
    row("pieces[0].side", "expected-side", {}, false);
    row("rules.goal", "expected-goal", {}, false);
    row("difficulty", "integer-range", {"1", "5"}, false);
    row("pieces[0].kind", "unknown-kind", {"rock"}, false);
    row("pieces", "too-many", {"4096", "pieces"}, false);
    // The content: validateLevel.
    row("id", "bad-id", {}, true);
    row("title", "empty-text", {}, true);
    row("title_i18n.de", "text-too-long", {"200", "250"}, true);
    row("author", "invalid-utf8", {}, true);
    row("hint_i18n.", "empty-language", {}, true);
    row("week", "bad-week", {}, true);
    row("week", "bad-week-number", {"2026", "54", "53"}, true);
    row("pieces[3].at", "outside-board", {"16", "2", "16", "11"}, true);
    row("pieces[0].at", "void-cell", {"0", "0"}, true);
    row("allowed[3]", "duplicate-cell", {"4", "4", "allowed[0]"}, true);
    row("board.void[0]", "void-not-symmetric", {"1", "0", "14", "10"}, true);
    row("pieces[13].at", "floor-taken", {"8", "2", "pieces[11].cells[0]"}, true);
    row("pieces[11].cells", "empty-blood", {}, true);
    row("pieces[11].cells[4]", "blood-not-connected", {"4", "4", "8", "2"}, true);
    row("pieces[13]", "teleporter-unpaired", {"A"}, true);
    row("pieces[15]", "teleporter-extra", {"A", "pieces[13]", "pieces[14]"}, true);
    row("pieces[17].at", "cell-taken", {"2", "2", "pieces[0]"}, true);
    row("pieces[18].at", "object-on-teleporter", {"3", "4", "pieces[13]"}, true);
    row("monster.at", "monster-on-object", {"2", "2", "pieces[0]"}, true);
    row("monster.at", "monster-on-blood", {"8", "2", "pieces[11]"}, true);
    row("inventory[0].kind", "not-placeable", {"blood"}, true);
    row("inventory[1]", "duplicate-inventory", {"stone", "own", "inventory[0]"}, true);
    row("", "no-enemy", {}, true);
    row("inventory", "inventory-too-large", {"200", "150"}, true);
    row("solution[0].at", "placement-on-object", {"2", "2", "pieces[0]"}, true);
    row("solution[0].at", "placement-on-blood", {"8", "2", "pieces[11]"}, true);
    row("solution[0].at", "placement-on-teleporter", {"3", "4", "pieces[13]"}, true);
    row("solution[0].at", "placement-on-monster", {"0", "5"}, true);
    row("solution[1].at", "placement-not-allowed", {"4", "4"}, true);
    row("solution[1].at", "cell-used", {"4", "4", "solution[0]"}, true);
    row("solution", "solution-mismatch", {"stone", "own", "2", "3"}, true);
    row("x-notes", "bad-extra", {"x-notes"}, true);
    row("", "too-many-problems", {"1000"}, true);
    // The content of a pack: validatePack.
    row("levels[1].id", "duplicate-id", {"tutorial-01", "levels[0].id"}, false);
    row("levels", "empty-pack", {}, false);
}

void TestEngineText::everyProblemCodeHasASentence()
{
    QFETCH(QString, path);
    QFETCH(QString, code);
    QFETCH(QStringList, args);
    QFETCH(bool, content);
    const ff::Problem p = problem(path, code, args);

    // For a player: the place in words, then the sentence; never the JSON path.
    const QString file = EngineText::fileProblem(p);
    QVERIFY2(file.size() > path.size() + 2, qPrintable(file));
    static const QRegularExpression jsonPath(QStringLiteral(R"(\w\[\d+\]|\w\.\w)"));
    QVERIFY2(!file.contains(jsonPath), qPrintable(file));
    QVERIFY2(!file.contains(code), qPrintable(file));

    // For an author, and for the author of a pack.
    const QString author = EngineText::authorProblem(p);
    QVERIFY(!author.isEmpty());
    QVERIFY2(!author.contains(code), qPrintable(author));
    const QString pack = EngineText::packProblem(p);
    QVERIFY(!pack.isEmpty());
    QVERIFY2(!pack.contains(code), qPrintable(pack));

    // In words of the app's own, never the engine's English sentence: the German
    // UI translates every one of them.
    QVERIFY2(!file.contains(kMessage), qPrintable(file));
    QVERIFY2(!author.contains(kMessage), qPrintable(author));
    QVERIFY2(!pack.contains(kMessage), qPrintable(pack));
    if (content)
        QVERIFY(!author.isEmpty());
}

void TestEngineText::packProblems()
{
    // Two levels with one id: the sentence names the id, in words of its own.
    const ff::Problem twice = problem("levels[1].id", "duplicate-id", {"tutorial-01", "levels[0].id"});
    QVERIFY(EngineText::packProblem(twice).contains(QStringLiteral("\"tutorial-01\"")));
    QVERIFY(!EngineText::packProblem(twice).contains(kMessage));
    // The pack's own id is not a level's.
    const ff::Problem badId = problem("id", "bad-id", {});
    QVERIFY(!EngineText::packProblem(badId).isEmpty());
    QVERIFY(EngineText::packProblem(badId) != EngineText::authorProblem(badId));
    // Everything else reads as for a level.
    const ff::Problem emptyTitle = problem("title", "empty-text", {});
    QCOMPARE(EngineText::packProblem(emptyTitle), EngineText::authorProblem(emptyTitle));
}

// A problem's place in a file reads as words counting from 1, not as a JSON path.
void TestEngineText::problemsSayWhereInWords()
{
    QCOMPARE(EngineText::fileProblem(problem("pieces[3].at", "expected-cell", {})),
             QStringLiteral("Piece 4, “at”: This must be a cell: [x, y]."));
    QCOMPARE(EngineText::fileProblem(problem("levels[1].monster.facing", "expected-direction", {})),
             QStringLiteral("Level 2 of the pack, the monster, “facing”: The direction must be \"N\", \"E\", "
                            "\"S\" or \"W\"."));
    QCOMPARE(EngineText::fileProblem(problem("solution[0].at", "outside-board", {"16", "2", "16", "11"})),
             QStringLiteral("Placement 1 of the stored solution, “at”: q3 is outside the 16x11 board."));
    QCOMPARE(EngineText::fileProblem(problem("format", "not-fearsome-floors", {})),
             QStringLiteral("This is not a Furunkulus level or pack file."));
    QCOMPARE(EngineText::fileProblem(problem("title", "expected-string", {})),
             QStringLiteral("The title: This must be a text in quotes."));
    QCOMPARE(EngineText::authorProblem(problem("difficulty", "integer-range", {"1", "5"})),
             QStringLiteral("The difficulty must be between 1 and 5."));
    QCOMPARE(EngineText::fileProblem(problem("board.void[2]", "expected-cell", {})),
             QStringLiteral("The board, void cell 3: This must be a cell: [x, y]."));
    // Only a negative coordinate has no cell name.
    QCOMPARE(EngineText::fileProblem(problem("monster.at", "outside-board", {"-1", "2", "16", "11"})),
             QStringLiteral("The monster, “at”: [-1, 2] is outside the 16x11 board."));
}

// Every error code of ff::ShareDecode (engine/files/ShareCode.h) with the args it lists.
void TestEngineText::everyShareCodeErrorHasASentence_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("args");
    const auto row = [](const char* code, const QStringList& args) {
        QTest::newRow(code) << QString::fromLatin1(code) << args;
    };
    row("empty", {});
    row("too-long", {QString::number(ff::kMaxShareCodeLength)});
    row("not-a-share-code", {});
    row("unsupported-version", {"7"});
    row("bad-character", {"12", "!"});
    row("truncated", {"30", "36"});
    row("extra-characters", {"40", "36"});
    row("checksum-mismatch", {});
    row("bad-data", {"pieces", "kind 9"});
}

void TestEngineText::everyShareCodeErrorHasASentence()
{
    QFETCH(QString, code);
    QFETCH(QStringList, args);
    ff::ShareDecode decoded;
    decoded.code = code.toStdString();
    decoded.args = toStd(args);
    decoded.message = kMessage.toStdString();
    const QString text = EngineText::shareCodeError(decoded);
    QVERIFY(!text.isEmpty());
    QVERIFY(text != kMessage);
    QVERIFY2(!text.contains(code), qPrintable(text));
}

void TestEngineText::everyPieceAndRefusalHasWords()
{
    for (PieceKind kind :
         {PieceKind::Token, PieceKind::Stone, PieceKind::Crystal, PieceKind::TurnRight, PieceKind::TurnLeft,
          PieceKind::Turn180, PieceKind::Blood, PieceKind::Teleporter}) {
        for (Side side : {Side::Own, Side::Enemy})
            QVERIFY(!EngineText::pieceName(kind, side).isEmpty());
    }
    // Tokens keep their side; for every other kind it means nothing.
    QVERIFY(EngineText::pieceName(PieceKind::Token, Side::Own) !=
            EngineText::pieceName(PieceKind::Token, Side::Enemy));
    QCOMPARE(EngineText::pieceName(PieceKind::Stone, Side::Enemy),
             EngineText::pieceName(PieceKind::Stone, Side::Own));

    QVERIFY(EngineText::refusal(Refusal::None).isEmpty());
    for (Refusal r :
         {Refusal::Void, Refusal::Occupied, Refusal::Monster, Refusal::Blood, Refusal::Teleporter,
          Refusal::NotAllowed, Refusal::NoneLeft, Refusal::NotInInventory, Refusal::NothingPlaced})
        QVERIFY(!EngineText::refusal(r, PieceKind::Crystal, Side::Own).isEmpty());
    // Counting refusals name the piece.
    const QString enemy = EngineText::pieceName(PieceKind::Token, Side::Enemy);
    QVERIFY(EngineText::refusal(Refusal::NoneLeft, PieceKind::Token, Side::Enemy).contains(enemy));
    QVERIFY(EngineText::refusal(Refusal::NotInInventory, PieceKind::Token, Side::Enemy).contains(enemy));
}

// The cells are named by column letter and row number, as printed around the board
// (column 0 is "a", row 0 is "1"), never by coordinates: worked out by hand from the args.
void TestEngineText::problemsNameCellsAsTheBoardDoes_data()
{
    QTest::addColumn<QString>("code");
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QStringList>("names");
    QTest::newRow("void-cell") << "void-cell" << QStringList{"0", "0"} << QStringList{"a1"};
    QTest::newRow("duplicate-cell") << "duplicate-cell" << QStringList{"4", "4", "allowed[0]"}
                                    << QStringList{"e5"};
    QTest::newRow("void-not-symmetric")
        << "void-not-symmetric" << QStringList{"1", "0", "14", "10"} << QStringList{"b1", "o11"};
    QTest::newRow("floor-taken") << "floor-taken" << QStringList{"8", "2", "pieces[11].cells[0]"}
                                 << QStringList{"i3"};
    QTest::newRow("blood-not-connected")
        << "blood-not-connected" << QStringList{"4", "4", "8", "2"} << QStringList{"e5"};
    QTest::newRow("cell-taken") << "cell-taken" << QStringList{"2", "2", "pieces[0]"} << QStringList{"c3"};
    QTest::newRow("object-on-teleporter")
        << "object-on-teleporter" << QStringList{"3", "4", "pieces[13]"} << QStringList{"d5"};
    QTest::newRow("monster-on-object")
        << "monster-on-object" << QStringList{"15", "10", "pieces[0]"} << QStringList{"p11"};
    QTest::newRow("monster-on-blood")
        << "monster-on-blood" << QStringList{"8", "2", "pieces[11]"} << QStringList{"i3"};
    QTest::newRow("placement-on-monster")
        << "placement-on-monster" << QStringList{"0", "5"} << QStringList{"a6"};
    QTest::newRow("cell-used") << "cell-used" << QStringList{"26", "4", "solution[0]"} << QStringList{"aa5"};
    // A cell beyond the board's edge is named as if the board went on.
    QTest::newRow("outside-board") << "outside-board" << QStringList{"16", "2", "16", "11"}
                                   << QStringList{"q3"};
}

void TestEngineText::problemsNameCellsAsTheBoardDoes()
{
    QFETCH(QString, code);
    QFETCH(QStringList, args);
    QFETCH(QStringList, names);
    const ff::Problem p = problem(QStringLiteral("pieces[0].at"), code, args);
    static const QRegularExpression coordinates(QStringLiteral(R"(\(\s*\d+\s*,\s*\d+\s*\))"));
    for (const QString& text : {EngineText::authorProblem(p), EngineText::fileProblem(p)}) {
        for (const QString& name : names)
            QVERIFY2(text.contains(QRegularExpression(QStringLiteral("(^|\\s)") +
                                                      QRegularExpression::escape(name) +
                                                      QStringLiteral("(\\W|$)"))),
                     qPrintable(text));
        QVERIFY2(!text.contains(coordinates), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("column"), Qt::CaseInsensitive), qPrintable(text));
    }
}

namespace {

// A step's explanation: the rays (facing, left, right), R10's choice and the deeds.
ff::StepWhy stepWhy(ff::Dir facing, const std::array<ff::RaySeen, 3>& rays, ff::Choice choice, ff::Dir faced,
                    int nearest, std::vector<ff::Deed> deeds)
{
    ff::StepWhy why;
    why.facing = facing;
    why.rays = rays;
    why.choice = choice;
    why.faced = faced;
    why.nearest = nearest;
    why.deeds = std::move(deeds);
    return why;
}

ff::Deed deed(ff::Deed::Type type, ff::Dir dir, PieceKind kind = PieceKind::Token, int count = 1,
              bool crossed = false)
{
    ff::Deed d;
    d.type = type;
    d.dir = dir;
    d.kind = kind;
    d.count = count;
    d.crossed = crossed;
    return d;
}

} // namespace

// One line per step: the tokens the rays saw (facing, left, right), R10's choice,
// then what the monster did; directions as on the board, north up.
void TestEngineText::stepExplanations()
{
    using ff::Choice;
    using ff::Dir;
    using ff::RayEnd;
    using Type = ff::Deed::Type;
    // Facing N: north sees an own token at 3, west (left) an enemy at 2, east the wall.
    const ff::StepWhy turn = stepWhy(Dir::N,
                                     {ff::RaySeen{Dir::N, RayEnd::Token, 3, Side::Own},
                                      ff::RaySeen{Dir::W, RayEnd::Token, 2, Side::Enemy},
                                      ff::RaySeen{Dir::E, RayEnd::Wall, 3, Side::Own}},
                                     Choice::TurnToNearest, Dir::W, 2, {deed(Type::Walk, Dir::W)});
    QCOMPARE(
        EngineText::stepExplanation(4, turn),
        QStringLiteral("Step 4: sees your token 3 cells north and an enemy token 2 cells west → turns west, "
                       "steps west."));

    // A tie at 1 keeps the facing E; the monster pushes a stone and a token behind it.
    const ff::StepWhy tie = stepWhy(
        Dir::E,
        {ff::RaySeen{Dir::E, RayEnd::Piece, 1, Side::Own, PieceKind::Stone},
         ff::RaySeen{Dir::N, RayEnd::Token, 1, Side::Enemy},
         ff::RaySeen{Dir::S, RayEnd::Token, 1, Side::Enemy}},
        Choice::Tie, Dir::E, 1, {deed(Type::Push, Dir::E, PieceKind::Stone, 2), deed(Type::Walk, Dir::E)});
    QCOMPARE(EngineText::stepExplanation(7, tie),
             QStringLiteral(
                 "Step 7: sees an enemy token 1 cell north and an enemy token 1 cell south → a tie at "
                 "1 cell, so it keeps facing east, pushes a stone and 1 more piece behind it, steps east."));

    // Nothing seen, a right-turning stone ahead: it turns south and walks on, across the wall.
    const ff::StepWhy none = stepWhy(Dir::E,
                                     {ff::RaySeen{Dir::E, RayEnd::Piece, 1, Side::Own, PieceKind::TurnRight},
                                      ff::RaySeen{Dir::N, RayEnd::Wall, 0, Side::Own},
                                      ff::RaySeen{Dir::S, RayEnd::Wall, 2, Side::Own}},
                                     Choice::NothingSeen, Dir::E, 0,
                                     {deed(Type::TurnStone, Dir::S, PieceKind::TurnRight),
                                      deed(Type::Walk, Dir::S, PieceKind::Token, 1, true)});
    QCOMPARE(
        EngineText::stepExplanation(1, none),
        QStringLiteral("Step 1: sees no token → keeps facing east, turns right at a right-turning stone, "
                       "steps south through the wall."));
}

QTEST_GUILESS_MAIN(TestEngineText)
#include "tst_enginetext.moc"
