// Level and pack files (docs/spec/level-format.md): reading, canonical writing, structure
// problems and validity rules, and robustness against damaged files.
// moc (Qt 6.4) cannot parse <concepts>, which the engine headers pull in via
// <compare>; it needs nothing from them.
#ifndef Q_MOC_RUN
#include "engine/files/LevelIo.h"
#include "engine/files/Utf8.h"

#include "Mutation.h"

#include <nlohmann/json.hpp>
#endif

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QtTest>

// moc reads only the class declaration below: the helpers and test bodies are
// hidden from it, as it cannot parse raw string literals either.
#ifndef Q_MOC_RUN
using namespace ff;
using Json = nlohmann::ordered_json;

namespace {

const QString kDataDir = QStringLiteral(FF_TEST_DATA_DIR "/io");

std::string readData(const QString& name)
{
    QFile file(kDataDir + '/' + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open test data %s", qPrintable(file.fileName()));
    return file.readAll().toStdString();
}

// "path: message" per problem, one per line, as the CLI prints them.
QString problemsText(const std::vector<Problem>& problems)
{
    QStringList lines;
    for (const Problem& p : problems)
        lines << QString::fromStdString(p.path + ": " + p.message);
    return lines.join('\n');
}

// Structure problems when the text does not parse, else the validity problems.
std::vector<Problem> allProblems(const std::string& text)
{
    const Loaded<Document> doc = parseDocument(text);
    if (!doc.value)
        return doc.problems;
    if (const Level* level = std::get_if<Level>(&*doc.value))
        return validateLevel(*level);
    return validatePack(std::get<Pack>(*doc.value));
}

// Applies [[pointer, value], [pointer]...] to `json`: a value sets (a pointer ending
// in "/-" appends), a lone pointer removes.
void applyPatch(Json& json, const Json& patch)
{
    for (const Json& op : patch) {
        const Json::json_pointer pointer(op[0].get<std::string>());
        if (op.size() == 2) {
            json[pointer] = op[1];
            continue;
        }
        Json& parent = json[pointer.parent_pointer()];
        if (parent.is_array())
            parent.erase(static_cast<std::size_t>(std::stoul(pointer.back())));
        else
            parent.erase(pointer.back());
    }
}

Level sampleLevel()
{
    Level l;
    l.id = "every-kind";
    l.title = "Every kind";
    l.titleI18n = {{"de", "Jede Art"}, {"pt-BR", "Cada tipo"}};
    l.author = "Grete";
    l.authorI18n = {{"el", "Γκρέτε"}};
    l.week = "2020-W53";
    l.difficulty = 3;
    l.hint = "Line them up.";
    l.hintI18n = {{"de", "Aufreihen."}};
    l.board = Board(10, 7, {{0, 0}, {9, 6}, {0, 1}, {9, 5}}, Cell{1, 0}, Cell{8, 6});
    l.monsterAt = {1, 0};
    l.monsterFacing = Dir::W;
    const auto piece = [](PieceKind kind, Cell at) {
        Piece p;
        p.kind = kind;
        p.at = at;
        return p;
    };
    Piece enemy = piece(PieceKind::Token, {5, 1});
    enemy.color = "red";
    enemy.value = 6;
    Piece own = piece(PieceKind::Token, {6, 1});
    own.side = Side::Own;
    own.value = 1;
    Piece plainEnemy = piece(PieceKind::Token, {7, 1});
    Piece blood;
    blood.kind = PieceKind::Blood;
    blood.cells = {{2, 3}, {3, 3}, {3, 4}, {3, 5}};
    Piece tpA = piece(PieceKind::Teleporter, {8, 2});
    tpA.pair = "left";
    tpA.arrow = Dir::S;
    Piece tpB = piece(PieceKind::Teleporter, {1, 5});
    tpB.pair = "left";
    tpB.arrow = Dir::E;
    l.pieces = {enemy,
                own,
                plainEnemy,
                piece(PieceKind::Stone, {2, 2}),
                piece(PieceKind::Crystal, {3, 2}),
                piece(PieceKind::TurnRight, {4, 2}),
                piece(PieceKind::TurnLeft, {5, 2}),
                piece(PieceKind::Turn180, {6, 2}),
                blood,
                tpA,
                tpB};
    l.inventory = {{PieceKind::Token, Side::Enemy, 1},   {PieceKind::Token, Side::Own, 1},
                   {PieceKind::Stone, Side::Own, 1},     {PieceKind::Crystal, Side::Own, 1},
                   {PieceKind::TurnRight, Side::Own, 1}, {PieceKind::TurnLeft, Side::Own, 1},
                   {PieceKind::Turn180, Side::Own, 0}};
    l.allowed = std::vector<Cell>{{2, 0}, {3, 0}, {4, 0}, {5, 0}, {6, 0}, {7, 0}};
    l.goal = Goal::SurviveForever;
    l.solution = std::vector<Placement>{
        {PieceKind::Token, Side::Enemy, {2, 0}},   {PieceKind::Token, Side::Own, {3, 0}},
        {PieceKind::Stone, Side::Own, {4, 0}},     {PieceKind::Crystal, Side::Own, {5, 0}},
        {PieceKind::TurnRight, Side::Own, {6, 0}}, {PieceKind::TurnLeft, Side::Own, {7, 0}}};
    l.extras = {{"x-z-last", "[1,{\"a\":null}]"}, {"x-a", "\"text\""}};
    return l;
}

// A valid level with one enemy token on a small board, for packs and limits.
Level smallLevel(const std::string& id)
{
    Level l;
    l.id = id;
    l.title = "Small " + id;
    l.board = Board(3, 3);
    Piece enemy;
    enemy.kind = PieceKind::Token;
    enemy.at = {2, 2};
    l.pieces = {enemy};
    return l;
}

} // namespace
#endif

class TestLevelIo : public QObject {
    Q_OBJECT
private slots:
    // ---- reading and canonical writing ----
    void readsTheFormatDocExample();
    void canonicalFilesRoundTrip_data();
    void canonicalFilesRoundTrip();
    void customBoardAndExtrasAreRead();
    void minimalLevelHasNoOptionalValues();
    void placementListsRoundTrip();
    void everyPieceKindRoundTrips();
    void canonicalTextIsExact();
    void packRoundTrips();
    void parseDocumentChoosesByFormat();
    // ---- problems: one damaged file per row, every problem with path and message ----
    void problems_data();
    void problems();
    void unreadableTexts_data();
    void unreadableTexts();
    void duplicateKeysAreReportedWithTheirPath();
    void nestingIsBounded();
    void sizeIsBounded();
    void listsAreBounded();
    void everyStructureProblemIsReported();
    void objectsWithTooManyKeysAreRefused();
    void problemListsAreBounded();
    void echoedTextIsShortened();
    void byteOrderMarkIsAccepted();
    // ---- validity rules that need a Level built in code ----
    void textLimitsCountCharacters();
    void idCharacters();
    void isoWeeks_data();
    void isoWeeks();
    void boardSizeFromCode();
    void enemyTokensInTheInventoryCount();
    void inventoryMustFitTheFreeCells();
    void extrasMustBeJsonWithXKeys();
    void problemsCarryCodesAndArgs();
    void readTextFileIsBounded();
    // ---- robustness ----
    void damagedFilesNeverCrash();
    void everyTruncationIsHandled();
    void damagedStructuresValidateSafely();
};

#ifndef Q_MOC_RUN
void TestLevelIo::readsTheFormatDocExample()
{
    const Loaded<Level> loaded = parseLevel(readData("valid/example.ffl.json"));
    QVERIFY(loaded.problems.empty());
    QVERIFY(loaded.value);
    const Level& l = *loaded.value;
    QCOMPARE(l.id, std::string("weekly-2026-w48"));
    QCOMPARE(l.title, std::string("First Bite"));
    QCOMPARE(l.titleI18n, (I18n{{"de", "Erster Biss"}}));
    QCOMPARE(l.author, std::optional<std::string>("Ada Lovelace"));
    QCOMPARE(l.week, std::optional<std::string>("2026-W48"));
    QCOMPARE(l.difficulty, std::optional<int>(2));
    QCOMPARE(l.hintI18n.at("de"), std::string("Kristalle verbergen nichts."));
    QVERIFY(l.board == Board::standard());
    QVERIFY(l.board.isStandard());
    QCOMPARE(l.monsterAt, (Cell{0, 0}));
    QCOMPARE(l.monsterFacing, Dir::E);
    QCOMPARE(l.pieces.size(), std::size_t(8));
    QCOMPARE(l.pieces[3].kind, PieceKind::Blood);
    QCOMPARE(l.pieces[3].cells, (std::vector<Cell>{{8, 2}, {9, 2}, {8, 3}, {9, 3}}));
    QCOMPARE(l.pieces[5].kind, PieceKind::Teleporter);
    QCOMPARE(l.pieces[5].pair, std::string("A"));
    QCOMPARE(l.pieces[5].at, (Cell{12, 6}));
    QCOMPARE(l.pieces[5].arrow, Dir::W);
    QCOMPARE(l.pieces[6].side, Side::Enemy);
    QCOMPARE(l.pieces[6].color, std::optional<std::string>("yellow"));
    QCOMPARE(l.pieces[6].value, std::optional<int>(4));
    QCOMPARE(l.pieces[7].side, Side::Own);
    QCOMPARE(l.pieces[7].value, std::optional<int>());
    QCOMPARE(l.inventory.size(), std::size_t(2));
    QVERIFY((l.inventory[0] == InventoryItem{PieceKind::Token, Side::Own, 2}));
    QVERIFY((l.inventory[1] == InventoryItem{PieceKind::Stone, Side::Own, 1}));
    QCOMPARE(l.inventorySize(), 3);
    QCOMPARE(l.allowed, (std::optional<std::vector<Cell>>({{1, 1}, {2, 1}, {3, 1}})));
    QCOMPARE(l.goal, std::optional<Goal>(Goal::EatAllEnemies));
    QVERIFY(l.solution);
    QCOMPARE(l.solution->size(), std::size_t(3));
    QVERIFY(((*l.solution)[2] == Placement{PieceKind::Stone, Side::Own, {2, 1}}));
    QVERIFY(l.extras.empty());
    QCOMPARE(problemsText(validateLevel(l)), QString());
}

void TestLevelIo::canonicalFilesRoundTrip_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(kDataDir + "/valid").entryList({"*.json"}, QDir::Files, QDir::Name);
    QCOMPARE(files.size(), 5);
    for (const QString& f : files)
        QTest::newRow(qPrintable(f)) << f;
}

// write(parse(text)) == text for canonical text; the files are valid levels.
void TestLevelIo::canonicalFilesRoundTrip()
{
    QFETCH(QString, file);
    const std::string text = readData("valid/" + file);
    const Loaded<Document> doc = parseDocument(text);
    QCOMPARE(problemsText(doc.problems), QString());
    QVERIFY(doc.value);
    if (const Level* level = std::get_if<Level>(&*doc.value)) {
        QCOMPARE(problemsText(validateLevel(*level)), QString());
        QCOMPARE(QString::fromStdString(writeLevel(*level)), QString::fromStdString(text));
    } else {
        const Pack& pack = std::get<Pack>(*doc.value);
        QCOMPARE(problemsText(validatePack(pack)), QString());
        QCOMPARE(QString::fromStdString(writePack(pack)), QString::fromStdString(text));
    }
}

void TestLevelIo::customBoardAndExtrasAreRead()
{
    const Loaded<Level> loaded = parseLevel(readData("valid/custom-board.ffl.json"));
    QVERIFY(loaded.value);
    const Level& l = *loaded.value;
    QVERIFY(!l.board.isStandard());
    QCOMPARE(l.board.width(), 8);
    QCOMPARE(l.board.height(), 6);
    QCOMPARE(l.board.voids(), (std::vector<Cell>{{0, 0}, {7, 5}, {1, 0}, {6, 5}}));
    QCOMPARE(l.board.exit(), std::optional<Cell>(Cell{2, 0}));
    QCOMPARE(l.board.entrance(), std::optional<Cell>(Cell{5, 5}));
    QCOMPARE(l.titleI18n.at("fr"), std::string("Par-dessus le bord"));
    QCOMPARE(l.authorI18n.at("ja"), std::string("ゾーイ"));
    QCOMPARE(l.hint, std::optional<std::string>("Mind the \"wall\" crossing."));
    QCOMPARE(l.pieces[9].pair, std::string("Ω"));
    QCOMPARE(l.goal, std::optional<Goal>(Goal::SurviveForever));
    using Extras = std::vector<std::pair<std::string, std::string>>;
    QCOMPARE(l.extras, (Extras{{"x-editor", R"({"zoom":2,"grid":[1,2]})"}, {"x-note", "\"kept\""}}));
}

void TestLevelIo::minimalLevelHasNoOptionalValues()
{
    const Loaded<Level> loaded = parseLevel(readData("valid/minimal.ffl.json"));
    QVERIFY(loaded.value);
    const Level& l = *loaded.value;
    QVERIFY(!l.author && !l.week && !l.difficulty && !l.hint && !l.allowed && !l.goal && !l.solution);
    QVERIFY(l.titleI18n.empty() && l.authorI18n.empty() && l.hintI18n.empty() && l.extras.empty());
    QCOMPARE(l.effectiveGoal(), Goal::EatAllEnemies);
    QVERIFY(l.inventory.empty());
}

// The form LevelIo.h gives: a compact array, keys in alphabetical order, "side" for
// tokens only; read back in any spacing and key order, as a solution's entries.
void TestLevelIo::placementListsRoundTrip()
{
    const std::vector<Placement> placements = {{PieceKind::Token, Side::Enemy, {3, 4}},
                                               {PieceKind::Turn180, Side::Own, {0, 10}}};
    const std::string text = writePlacementList(placements);
    QCOMPARE(text,
             std::string(R"([{"at":[3,4],"kind":"token","side":"enemy"},{"at":[0,10],"kind":"turn-180"}])"));
    QCOMPARE(parsePlacementList(text), std::optional<std::vector<Placement>>(placements));
    QCOMPARE(parsePlacementList(R"([ {"kind": "token", "side": "enemy", "at": [3, 4]},
                                     {"kind": "turn-180", "at": [0, 10]} ])"),
             std::optional<std::vector<Placement>>(placements));
    QCOMPARE(writePlacementList({}), std::string("[]"));
    QCOMPARE(parsePlacementList("[]"), std::optional<std::vector<Placement>>(std::vector<Placement>{}));
    // Blood and teleporters are not placed; a token needs its side; an entry has no
    // other keys; anything but an array is refused.
    QVERIFY(!parsePlacementList(R"([{"kind": "blood", "at": [1, 1]}])"));
    QVERIFY(!parsePlacementList(R"([{"kind": "token", "at": [1, 1]}])"));
    QVERIFY(!parsePlacementList(R"([{"kind": "stone", "at": [1, 1], "colour": "red"}])"));
    QVERIFY(!parsePlacementList(R"({"kind": "stone", "at": [1, 1]})"));
    QVERIFY(!parsePlacementList("garbage"));
    QVERIFY(!parsePlacementList(""));
}

// Every piece kind, every optional key, custom board, i18n and x- keys.
void TestLevelIo::everyPieceKindRoundTrips()
{
    const Level level = sampleLevel();
    QCOMPARE(problemsText(validateLevel(level)), QString());
    const std::string text = writeLevel(level);
    const Loaded<Level> back = parseLevel(text);
    QCOMPARE(problemsText(back.problems), QString());
    QVERIFY(back.value);
    QVERIFY(*back.value == level);
    QCOMPARE(QString::fromStdString(writeLevel(*back.value)), QString::fromStdString(text));
}

void TestLevelIo::canonicalTextIsExact()
{
    Level l = smallLevel("tiny");
    l.titleI18n = {{"de", "Winzig \"klein\""}};
    l.board = Board(3, 3, {{0, 0}, {2, 2}});
    l.monsterAt = {1, 0};
    l.inventory = {{PieceKind::Token, Side::Own, 1}};
    l.pieces[0].at = {2, 1};
    l.extras = {{"x-tool", "{\"v\":1}"}};
    const std::string expected = "{\n"
                                 "  \"format\": \"fearsome-floors-level\",\n"
                                 "  \"version\": 1,\n"
                                 "  \"id\": \"tiny\",\n"
                                 "  \"title\": \"Small tiny\",\n"
                                 "  \"title_i18n\": {\"de\": \"Winzig \\\"klein\\\"\"},\n"
                                 "  \"board\": {\n"
                                 "    \"width\": 3,\n"
                                 "    \"height\": 3,\n"
                                 "    \"void\": [[0, 0], [2, 2]]\n"
                                 "  },\n"
                                 "  \"monster\": {\"at\": [1, 0], \"facing\": \"E\"},\n"
                                 "  \"pieces\": [\n"
                                 "    {\"kind\": \"token\", \"side\": \"enemy\", \"at\": [2, 1]}\n"
                                 "  ],\n"
                                 "  \"inventory\": [\n"
                                 "    {\"kind\": \"token\", \"side\": \"own\", \"count\": 1}\n"
                                 "  ],\n"
                                 "  \"x-tool\": {\"v\":1}\n"
                                 "}\n";
    QCOMPARE(QString::fromStdString(writeLevel(l)), QString::fromStdString(expected));
}

void TestLevelIo::packRoundTrips()
{
    Pack pack;
    pack.id = "pack.one";
    pack.title = "Pack one";
    pack.levels = {sampleLevel(), smallLevel("b")};
    pack.extras = {{"x-order", "[\"b\",\"every-kind\"]"}};
    QCOMPARE(problemsText(validatePack(pack)), QString());
    const std::string text = writePack(pack);
    const Loaded<Pack> back = parsePack(text);
    QCOMPARE(problemsText(back.problems), QString());
    QVERIFY(back.value);
    QVERIFY(*back.value == pack);
    QCOMPARE(QString::fromStdString(writePack(*back.value)), QString::fromStdString(text));
    // A level inside a pack is written like a level file, indented.
    const std::string levelText = writeLevel(pack.levels[1]);
    std::string indented;
    for (std::size_t start = 0; start < levelText.size();) {
        const std::size_t end = levelText.find('\n', start);
        indented += (start == 0 ? "" : "    ") + levelText.substr(start, end - start + 1);
        start = end + 1;
    }
    indented.pop_back();
    QVERIFY(text.find(indented) != std::string::npos);
}

void TestLevelIo::parseDocumentChoosesByFormat()
{
    const Loaded<Document> level = parseDocument(readData("valid/minimal.ffl.json"));
    QVERIFY(level.value && std::holds_alternative<Level>(*level.value));
    const Loaded<Document> pack = parseDocument(readData("valid/pack.ffpack.json"));
    QVERIFY(pack.value && std::holds_alternative<Pack>(*pack.value));
    QCOMPARE(std::get<Pack>(*pack.value).levels.size(), std::size_t(2));

    const Loaded<Level> packAsLevel = parseLevel(readData("valid/pack.ffpack.json"));
    QVERIFY(!packAsLevel.value);
    QVERIFY(!packAsLevel.unparsable);
    QCOMPARE(problemsText(packAsLevel.problems), QString("format: expected a level, found a level pack"));
    const Loaded<Pack> levelAsPack = parsePack(readData("valid/minimal.ffl.json"));
    QVERIFY(!levelAsPack.value);
    QCOMPARE(problemsText(levelAsPack.problems),
             QString("format: expected a level pack, found a single level"));
}

void TestLevelIo::problems_data()
{
    QTest::addColumn<QString>("base");
    QTest::addColumn<QString>("patch");
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QString>("code");

    const auto row = [](const char* name, const char* base, const char* patch, const char* expected,
                        const char* code) {
        QTest::newRow(name) << QString(base) << QString(patch) << QString::fromUtf8(expected)
                            << QString(code);
    };
    const char* ex = "example.ffl.json";
    const char* cb = "custom-board.ffl.json";
    const char* pk = "pack.ffpack.json";
    // header
    row("format wrong", ex, R"([["/format", "fearsome-floors-lvl"]])",
        "format: not a Fearsome Floors level file", "not-fearsome-floors");
    row("format missing", ex, R"([["/format"]])", R"(: not a Fearsome Floors level file: missing "format")",
        "not-fearsome-floors");
    row("version 2", ex, R"([["/version", 2]])",
        "version: version 2 is not supported (this program reads version 1)", "unsupported-version");
    row("version string", ex, R"([["/version", "1"]])", "version: expected the integer 1", "integer-range");
    row("version missing", ex, R"([["/version"]])", R"(: missing required key "version")", "missing-key");
    // keys and types
    row("title missing", ex, R"([["/title"]])", R"(: missing required key "title")", "missing-key");
    row("unknown key", ex, R"([["/colour", "red"]])", R"(colour: unknown key "colour")", "unknown-key");
    row("title number", ex, R"([["/title", 5]])", "title: expected a string", "expected-string");
    row("i18n list", ex, R"([["/title_i18n", ["de"]]])",
        "title_i18n: expected an object mapping language codes to texts", "expected-object");
    row("i18n value", ex, R"([["/title_i18n/de", 3]])", "title_i18n.de: expected a string",
        "expected-string");
    row("difficulty 6", ex, R"([["/difficulty", 6]])", "difficulty: expected an integer from 1 to 5",
        "integer-range");
    row("difficulty float", ex, R"([["/difficulty", 2.0]])", "difficulty: expected an integer from 1 to 5",
        "integer-range");
    row("difficulty bool", ex, R"([["/difficulty", true]])", "difficulty: expected an integer from 1 to 5",
        "integer-range");
    row("difficulty string", ex, R"([["/difficulty", "2"]])", "difficulty: expected an integer from 1 to 5",
        "integer-range");
    row("value huge unsigned", ex, R"([["/pieces/6/value", 18446744073709551615]])",
        "pieces[6].value: expected an integer from 1 to 6", "integer-range");
    row("value huge negative", ex, R"([["/pieces/6/value", -9223372036854775808]])",
        "pieces[6].value: expected an integer from 1 to 6", "integer-range");
    row("value 7", ex, R"([["/pieces/6/value", 7]])", "pieces[6].value: expected an integer from 1 to 6",
        "integer-range");
    row("board name", ex, R"([["/board", "huge"]])", R"(board: expected "standard" or a board object)",
        "expected-board");
    row("board width 65", ex, R"([["/board", {"width": 65, "height": 11}]])",
        "board.width: expected an integer from 2 to 64", "integer-range");
    row("board width 1", cb, R"([["/board/width", 1]])", "board.width: expected an integer from 2 to 64",
        "integer-range");
    row("board no width", ex, R"([["/board", {"height": 11}]])", R"(board: missing required key "width")",
        "missing-key");
    row("board unknown key", cb, R"([["/board/walls", []]])", R"(board.walls: unknown key "walls")",
        "unknown-key");
    row("facing", ex, R"([["/monster/facing", "NE"]])", R"(monster.facing: expected "N", "E", "S" or "W")",
        "expected-direction");
    row("cell short", ex, R"([["/monster/at", [0]]])", "monster.at: expected a cell [x, y]", "expected-cell");
    row("cell float", ex, R"([["/monster/at", [0, 1.5]]])",
        "monster.at[1]: expected an integer from -1000000 to 1000000", "integer-range");
    row("kind unknown", ex, R"([["/pieces/0/kind", "boulder"]])",
        R"(pieces[0].kind: unknown piece kind "boulder" (expected token, stone, crystal, turn-right, turn-left, turn-180, blood or teleporter))",
        "unknown-kind");
    row("piece key", ex, R"([["/pieces/0/colour", "red"]])", R"(pieces[0].colour: unknown key "colour")",
        "unknown-key");
    row("stone with side", ex, R"([["/pieces/0/side", "own"]])", R"(pieces[0].side: unknown key "side")",
        "unknown-key");
    row("token without side", ex, R"([["/pieces/7/side"]])", R"(pieces[7]: missing required key "side")",
        "missing-key");
    row("side name", ex, R"([["/pieces/7/side", "friend"]])", R"(pieces[7].side: expected "own" or "enemy")",
        "expected-side");
    row("blood cell", ex, R"([["/pieces/3/cells", [[8, 2], [9]]]])",
        "pieces[3].cells[1]: expected a cell [x, y]", "expected-cell");
    row("arrow", ex, R"([["/pieces/4/arrow", "up"]])", R"(pieces[4].arrow: expected "N", "E", "S" or "W")",
        "expected-direction");
    row("pieces not list", ex, R"([["/pieces", "none"]])", "pieces: expected a list of pieces",
        "expected-array");
    row("piece not object", ex, R"([["/pieces/1", "crystal"]])", "pieces[1]: expected a piece object",
        "expected-object");
    row("color number", ex, R"([["/pieces/6/color", 4]])", "pieces[6].color: expected a string",
        "expected-string");
    row("count 65", ex, R"([["/inventory/1/count", 65]])",
        "inventory[1].count: expected an integer from 0 to 64", "integer-range");
    row("count -1", ex, R"([["/inventory/1/count", -1]])",
        "inventory[1].count: expected an integer from 0 to 64", "integer-range");
    row("inventory missing", ex, R"([["/inventory"]])", R"(: missing required key "inventory")",
        "missing-key");
    row("goal", ex, R"([["/rules/goal", "win"]])",
        R"(rules.goal: expected "eat-all-enemies" or "survive-forever")", "expected-goal");
    row("solution cell", ex, R"([["/solution/2/at", "2,1"]])", "solution[2].at: expected a cell [x, y]",
        "expected-cell");
    row("allowed entry", ex, R"([["/allowed/-", 3]])", "allowed[3]: expected a cell [x, y]", "expected-cell");
    row("pack level format", pk, R"([["/levels/1/format", "level"]])",
        "levels[1].format: not a Fearsome Floors level file", "not-fearsome-floors");
    row("pack level key", pk, R"([["/levels/0/pieces/1/kind", "lava"]])",
        R"(levels[0].pieces[1].kind: unknown piece kind "lava" (expected token, stone, crystal, turn-right, turn-left, turn-180, blood or teleporter))",
        "unknown-kind");
    row("pack in pack", pk, R"([["/levels/0/format", "fearsome-floors-pack"]])",
        "levels[0].format: expected a level, found a level pack", "expected-level");
    row("pack unknown key", pk, R"([["/author", "me"]])", R"(author: unknown key "author")", "unknown-key");
    // validity: texts
    row("id spaces", ex, R"([["/id", "Weekly 48"]])",
        R"(id: expected 1 to 64 characters of a-z, 0-9, "-", "_" and ".")", "bad-id");
    row("id empty", ex, R"([["/id", ""]])",
        R"(id: expected 1 to 64 characters of a-z, 0-9, "-", "_" and ".")", "bad-id");
    row("title empty", ex, R"([["/title", ""]])", "title: must not be empty", "empty-text");
    row("language empty", ex, R"([["/title_i18n", {"": "x"}]])", "title_i18n: a language code is empty",
        "empty-language");
    row("week shape", ex, R"([["/week", "2026-48"]])",
        R"(week: expected an ISO week "YYYY-Www" such as "2026-W48")", "bad-week");
    row("week 53 of 2025", ex, R"([["/week", "2025-W53"]])",
        "week: week 53 does not exist in 2025 (it has weeks 01 to 52)", "bad-week-number");
    row("week 00", ex, R"([["/week", "2026-W00"]])",
        "week: week 00 does not exist in 2026 (it has weeks 01 to 53)", "bad-week-number");
    // validity: the board (R2)
    row("void asymmetric", cb, R"([["/board/void", [[0, 0], [7, 5], [1, 0]]]])",
        "board.void[2]: (1,0) is void but its mirror cell (6,5) is not (the void cells must be "
        "point-symmetric)",
        "void-not-symmetric");
    row("void outside", cb, R"([["/board/void/-", [8, 0]]])", "board.void[4]: (8,0) is outside the 8x6 board",
        "outside-board");
    row("void twice", cb, R"([["/board/void/-", [0, 0]]])",
        "board.void[4]: (0,0) is listed twice (also board.void[0])", "duplicate-cell");
    row("exit void", cb, R"([["/board/exit", [0, 0]]])", "board.exit: (0,0) is a void cell", "void-cell");
    row("entrance outside", cb, R"([["/board/entrance", [-1, 5]]])",
        "board.entrance: (-1,5) is outside the 8x6 board", "outside-board");
    // validity: pieces (R6, R7)
    row("outside board", ex, R"([["/pieces/0/at", [16, 2]]])",
        "pieces[0].at: (16,2) is outside the 16x11 board", "outside-board");
    row("on void", ex, R"([["/pieces/0/at", [15, 0]]])", "pieces[0].at: (15,0) is a void cell", "void-cell");
    row("two objects", ex, R"([["/pieces/0/at", [6, 1]]])",
        "pieces[6].at: (6,1) already holds an object (pieces[0])", "cell-taken");
    row("object on teleporter", ex, R"([["/pieces/0/at", [3, 4]]])",
        "pieces[0].at: (3,4) is a teleporter (pieces[4]); no object may stand on it", "object-on-teleporter");
    row("teleporter on blood", ex, R"([["/pieces/3/cells", [[3, 3], [3, 4]]]])",
        "pieces[4].at: (3,4) already has a floor feature (pieces[3])", "floor-taken");
    row("third teleporter end", ex,
        R"([["/pieces/-", {"kind": "teleporter", "pair": "A", "at": [10, 8], "arrow": "N"}]])",
        R"(pieces[8].pair: teleporter pair "A" already has two ends (pieces[4] and pieces[5]))",
        "teleporter-extra");
    row("lone teleporter", ex, R"([["/pieces/5"]])",
        R"(pieces[4].pair: teleporter pair "A" has only one end)", "teleporter-unpaired");
    row("pair too long", cb, R"([["/pieces/9/pair", "ABCDEFGHI"], ["/pieces/10/pair", "ABCDEFGHI"]])",
        "pieces[9].pair: longer than 8 characters (it has 9)\npieces[10].pair: longer than 8 characters (it "
        "has 9)",
        "text-too-long");
    row("pair empty", cb, R"([["/pieces/9/pair", ""], ["/pieces/10/pair", ""]])",
        "pieces[9].pair: must not be empty\npieces[10].pair: must not be empty", "empty-text");
    row("blood empty", ex, R"([["/pieces/3/cells", []]])",
        "pieces[3].cells: a blood pool needs at least one cell", "empty-blood");
    row("blood split", ex, R"([["/pieces/3/cells", [[8, 2], [9, 3]]]])",
        "pieces[3].cells: the blood pool is not connected: (9,3) cannot be reached from (8,2) by steps N, E, "
        "S or W",
        "blood-not-connected");
    row("blood twice", ex, R"([["/pieces/3/cells", [[8, 2], [9, 2], [8, 2]]]])",
        "pieces[3].cells[2]: (8,2) is listed twice", "duplicate-cell");
    row("two pools overlap", ex, R"([["/pieces/-", {"kind": "blood", "cells": [[9, 3], [10, 3]]}]])",
        "pieces[8].cells[0]: (9,3) already has a floor feature (pieces[3])", "floor-taken");
    // validity: the monster (R8)
    row("monster on object", ex, R"([["/pieces/0/at", [0, 0]]])",
        "monster.at: (0,0) holds an object (pieces[0]); the monster needs an empty cell",
        "monster-on-object");
    row("monster on blood", ex, R"([["/monster/at", [8, 2]]])",
        "monster.at: (8,2) is blood (pieces[3]); the monster may not start on blood", "monster-on-blood");
    row("monster on void", cb, R"([["/monster/at", [0, 0]]])", "monster.at: (0,0) is a void cell",
        "void-cell");
    // validity: inventory, allowed cells, solution (R21)
    row("inventory blood", ex, R"([["/inventory/1/kind", "blood"], ["/solution"]])",
        "inventory[1].kind: blood is never placed by the player (expected token, stone, crystal, turn-right, "
        "turn-left or turn-180)",
        "not-placeable");
    row("inventory twice", ex, R"([["/inventory/-", {"kind": "stone", "count": 0}]])",
        "inventory[2]: stones are already listed at inventory[1]", "duplicate-inventory");
    row("no enemy", ex, R"([["/pieces/6/side", "own"]])",
        ": the level has no enemy token (there must be at least one on the board or in the inventory)",
        "no-enemy");
    row("inventory too large", ex, R"([["/inventory/1/count", 2], ["/solution"]])",
        "inventory: the inventory holds 4 pieces but only 3 free cells are allowed", "inventory-too-large");
    row("allowed outside", ex, R"([["/allowed/-", [1, 11]]])",
        "allowed[3]: (1,11) is outside the 16x11 board", "outside-board");
    row("allowed twice", ex, R"([["/allowed/-", [1, 1]]])",
        "allowed[3]: (1,1) is listed twice (also allowed[0])", "duplicate-cell");
    row("solution on object", ex, R"([["/solution/2/at", [2, 2]]])",
        "solution[2].at: (2,2) already holds an object (pieces[0])", "placement-on-object");
    row("solution on monster", ex, R"([["/solution/2/at", [0, 0]]])",
        "solution[2].at: (0,0) is the monster's cell", "placement-on-monster");
    row("solution on blood", ex, R"([["/allowed/-", [8, 3]], ["/solution/2/at", [8, 3]]])",
        "solution[2].at: (8,3) is blood (pieces[3]); nothing may be placed there", "placement-on-blood");
    row("solution not allowed", ex, R"([["/solution/2/at", [5, 1]]])",
        "solution[2].at: (5,1) is not one of the allowed cells", "placement-not-allowed");
    row("solution same cell", ex, R"([["/solution/2/at", [1, 1]]])",
        "solution[2].at: (1,1) is already used by solution[0]", "cell-used");
    row("solution short", ex, R"([["/solution/2"]])",
        "solution: the solution places 0 stones but the inventory holds 1", "solution-mismatch");
    row("solution other kind", ex, R"([["/solution/2/kind", "crystal"]])",
        "solution: the solution places 0 stones but the inventory holds 1\n"
        "solution: the solution places 1 crystal but the inventory holds 0",
        "solution-mismatch");
    // validity: packs
    row("pack duplicate id", pk, R"([["/levels/1/id", "weekly-2027-w01"]])",
        R"(levels[1].id: the id "weekly-2027-w01" is already used by levels[0])", "duplicate-id");
    row("pack level invalid", pk, R"([["/levels/1/pieces/0/at", [9, 9]]])",
        "levels[1].pieces[0].at: (9,9) is outside the 4x3 board", "outside-board");
    row("pack empty", pk, R"([["/levels", []]])", "levels: a pack needs at least one level", "empty-pack");
    const std::string title201 = R"([["/title", ")" + std::string(201, 't') + R"("]])";
    row("pack title long", pk, title201.c_str(), "title: longer than 200 characters (it has 201)",
        "text-too-long");
}

void TestLevelIo::problems()
{
    QFETCH(QString, base);
    QFETCH(QString, patch);
    QFETCH(QString, expected);
    QFETCH(QString, code);
    Json json = Json::parse(readData("valid/" + base));
    applyPatch(json, Json::parse(patch.toStdString()));
    const std::vector<Problem> problems = allProblems(json.dump(2));
    QCOMPARE(problemsText(problems), expected);
    QCOMPARE(QString::fromStdString(problems.front().code), code);
}

// Raw texts that are not well-formed JSON or not a level at all.
void TestLevelIo::unreadableTexts_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<bool>("unparsable");
    QTest::addColumn<QString>("expected");

    QTest::newRow("empty")
        << QByteArray("") << true
        << "not valid JSON (line 1, column 1): syntax error while parsing value - unexpected "
           "end of input; expected '[', '{', or a literal";
    QTest::newRow("truncated")
        << QByteArray("{\n  \"format\": \"fearsome-floors-level\",\n  \"ver") << true
        << "not valid JSON (line 3, column 7): syntax error while parsing object key - "
           "invalid string: missing closing quote";
    QTest::newRow("trailing comma")
        << QByteArray("{\"format\": 1,}") << true
        << "not valid JSON (line 1, column 14): syntax error while parsing object "
           "key - unexpected '}'; expected string literal";
    QTest::newRow("comment")
        << QByteArray("// level\n{}") << true
        << "not valid JSON (line 1, column 1): syntax error while parsing value - invalid "
           "literal";
    QTest::newRow("two documents") << QByteArray("{} {}") << true
                                   << "not valid JSON (line 1, column 4): syntax error while parsing value - "
                                      "unexpected '{'; expected end of input";
    QTest::newRow("number overflow") << QByteArray("{\"x-big\": 1e400}") << true
                                     << "not valid JSON: number overflow parsing '1e400'";
    QTest::newRow("bad utf8") << QByteArray("{\n  \"title\": \"caf\xe9\"\n}") << true
                              << "the file is not valid UTF-8 text (line 2, column 16)";
    QTest::newRow("surrogate in utf8") << QByteArray("{\"a\": \"\xed\xa0\x80\"}") << true
                                       << "the file is not valid UTF-8 text (line 1, column 8)";
    QTest::newRow("array") << QByteArray("[1, 2]") << false
                           << "not a Fearsome Floors level file (expected a JSON object)";
    QTest::newRow("duplicate key")
        << QByteArray(R"({"format": "fearsome-floors-level", "format": 1})") << false
        << "format: duplicate key \"format\"\nformat: not a Fearsome Floors level file";
}

void TestLevelIo::unreadableTexts()
{
    QFETCH(QByteArray, text);
    QFETCH(bool, unparsable);
    QFETCH(QString, expected);
    const Loaded<Document> doc = parseDocument(std::string_view(text.constData(), std::size_t(text.size())));
    QVERIFY(!doc.value);
    QCOMPARE(doc.unparsable, unparsable);
    QStringList lines;
    for (const Problem& p : doc.problems)
        lines << QString::fromStdString(p.path.empty() ? p.message : p.path + ": " + p.message);
    QCOMPARE(lines.join('\n'), expected);
}

void TestLevelIo::duplicateKeysAreReportedWithTheirPath()
{
    std::string text = readData("valid/example.ffl.json");
    const std::string from = R"({"kind": "crystal", "at": [5, 5]})";
    text.replace(text.find(from), from.size(), R"({"kind": "crystal", "at": [5, 5], "at": [5, 6]})");
    const Loaded<Level> loaded = parseLevel(text);
    QVERIFY(!loaded.value);
    QVERIFY(!loaded.unparsable);
    QCOMPARE(problemsText(loaded.problems), QString("pieces[1].at: duplicate key \"at\""));

    // Indices stay right after nested arrays (blood cells, cells' coordinates).
    text = readData("valid/example.ffl.json");
    const std::string tp = R"({"kind": "teleporter", "pair": "A", "at": [12, 6], "arrow": "W"})";
    text.replace(text.find(tp), tp.size(),
                 R"({"kind": "teleporter", "pair": "A", "at": [12, 6], "arrow": "W", "pair": "B"})");
    const std::string rules = R"("rules": {"goal")";
    text.replace(text.find(rules), rules.size(), R"("rules": {"goal": "survive-forever", "goal")");
    QCOMPARE(problemsText(parseLevel(text).problems),
             QString("pieces[5].pair: duplicate key \"pair\"\nrules.goal: duplicate key \"goal\""));
}

void TestLevelIo::nestingIsBounded()
{
    const auto nested = [](int depth) {
        return "{\"format\": \"fearsome-floors-level\", \"x-deep\": " + std::string(depth - 1, '[') +
               std::string(depth - 1, ']') + "}";
    };
    const Loaded<Level> ok = parseLevel(nested(32));
    QVERIFY(!ok.unparsable); // readable JSON, then structure problems
    QCOMPARE(ok.problems.front().code, std::string("missing-key"));
    const Loaded<Level> deep = parseLevel(nested(33));
    QVERIFY(deep.unparsable);
    QCOMPARE(problemsText(deep.problems), QString(": the JSON is nested deeper than 32 levels"));
    // Brackets inside strings do not count.
    const Loaded<Level> inString = parseLevel("{\"x-s\": \"" + std::string(1000, '[') + "\"}");
    QVERIFY(!inString.unparsable);
    const Loaded<Level> huge = parseLevel(std::string(100000, '['));
    QVERIFY(huge.unparsable);
}

void TestLevelIo::sizeIsBounded()
{
    std::string text = readData("valid/minimal.ffl.json");
    text.resize(kMaxFileBytes, ' ');
    QVERIFY(parseLevel(text).value);
    text.push_back(' ');
    const Loaded<Level> big = parseLevel(text);
    QVERIFY(!big.value);
    QVERIFY(big.unparsable);
    QCOMPARE(problemsText(big.problems), QString(": the file is larger than 4 MiB"));
}

void TestLevelIo::listsAreBounded()
{
    Json json = Json::parse(readData("valid/minimal.ffl.json"));
    json["pieces"] = Json::array();
    for (int i = 0; i < 4097; ++i)
        json["pieces"].push_back({{"kind", "stone"}, {"at", {i % 64, i / 64}}});
    QCOMPARE(problemsText(parseLevel(json.dump()).problems),
             QString("pieces: too many pieces (at most 4096)"));
    json["pieces"].erase(4096);
    QVERIFY(parseLevel(json.dump()).value);

    Json pack = Json::parse(readData("valid/pack.ffpack.json"));
    const Json level = pack["levels"][0];
    pack["levels"] = Json::array();
    for (int i = 0; i < 1001; ++i)
        pack["levels"].push_back(level);
    QCOMPARE(problemsText(parsePack(pack.dump()).problems),
             QString("levels: too many levels (at most 1000)"));

    json = Json::parse(readData("valid/minimal.ffl.json"));
    json["allowed"] = Json::array();
    for (int i = 0; i < 4097; ++i)
        json["allowed"].push_back({0, 0});
    QCOMPARE(problemsText(parseLevel(json.dump()).problems),
             QString("allowed: too many cells (at most 4096)"));
}

void TestLevelIo::everyStructureProblemIsReported()
{
    const std::string text = R"({"format": "fearsome-floors-level", "version": 1, "id": 7,
        "board": {"width": 0, "height": 3}, "monster": {"at": [0, 0], "facing": "X"},
        "pieces": [{"kind": "stone"}, {"kind": "token", "side": "own", "at": [1, 1], "value": 0}],
        "inventory": [{"kind": "stone"}], "rules": {"goal": 1, "speed": 2}, "x-ok": 1, "y": 2})";
    const Loaded<Level> loaded = parseLevel(text);
    QVERIFY(!loaded.value);
    QCOMPARE(problemsText(loaded.problems),
             QString("id: expected a string\n"
                     ": missing required key \"title\"\n"
                     "board.width: expected an integer from 2 to 64\n"
                     "monster.facing: expected \"N\", \"E\", \"S\" or \"W\"\n"
                     "pieces[0]: missing required key \"at\"\n"
                     "pieces[1].value: expected an integer from 1 to 6\n"
                     "inventory[0]: missing required key \"count\"\n"
                     "rules.goal: expected \"eat-all-enemies\" or \"survive-forever\"\n"
                     "rules.speed: unknown key \"speed\"\n"
                     "y: unknown key \"y\""));
}

void TestLevelIo::objectsWithTooManyKeysAreRefused()
{
    // nlohmann's ordered_json inserts keys in quadratic time: a 4 MiB object with
    // hundreds of thousands of keys would hang the reader.
    std::string text = "{\"format\": \"fearsome-floors-level\", \"x-many\": {";
    for (int i = 0; i < 300000; ++i)
        text += (i ? ",\"k" : "\"k") + std::to_string(i) + "\":0";
    text += "}}";
    QElapsedTimer timer;
    timer.start();
    const Loaded<Level> loaded = parseLevel(text);
    QVERIFY(timer.elapsed() < 2000);
    QVERIFY(loaded.unparsable);
    QCOMPARE(problemsText(loaded.problems), QString("x-many: more than 256 keys in one object"));
    QCOMPARE(loaded.problems[0].code, std::string("too-many-keys"));
}

void TestLevelIo::problemListsAreBounded()
{
    Level l = smallLevel("many");
    l.board = Board(64, 64);
    for (int i = 0; i < 1500; ++i) {
        Piece stone;
        stone.at = {100 + i, 0};
        l.pieces.push_back(stone);
    }
    const std::vector<Problem> problems = validateLevel(l);
    QCOMPARE(problems.size(), std::size_t(1001));
    QCOMPARE(problems[999].path, std::string("pieces[1000].at"));
    QCOMPARE(problems.back().path, std::string());
    QCOMPARE(problems.back().code, std::string("too-many-problems"));
    QCOMPARE(problems.back().message, std::string("more than 1000 problems; only the first 1000 are listed"));

    Json json = Json::parse(readData("valid/minimal.ffl.json"));
    for (int i = 0; i < 1500; ++i)
        json["pieces"].push_back({{"kind", "stone"}, {"at", {0.5, 0}}});
    const Loaded<Level> loaded = parseLevel(json.dump());
    QCOMPARE(loaded.problems.size(), std::size_t(1001));
    QCOMPARE(loaded.problems.back().code, std::string("too-many-problems"));
}

void TestLevelIo::echoedTextIsShortened()
{
    Json json = Json::parse(readData("valid/minimal.ffl.json"));
    json[std::string(100, 'k')] = 1;
    json["pieces"][0]["kind"] = std::string(50, 'a') + "é";
    const Loaded<Level> loaded = parseLevel(json.dump());
    const QString k40 = QString(40, 'k');
    const QString a40 = QString(40, 'a');
    QCOMPARE(
        problemsText(loaded.problems),
        "pieces[0].kind: unknown piece kind \"" + a40 +
            "…\" (expected token, stone, crystal, turn-right, turn-left, turn-180, blood or teleporter)\n" +
            QString(100, 'k') + ": unknown key \"" + k40 + "…\"");
    QCOMPARE(loaded.problems[1].args, std::vector<std::string>{std::string(100, 'k')});
}

void TestLevelIo::byteOrderMarkIsAccepted()
{
    const std::string text = readData("valid/minimal.ffl.json");
    const Loaded<Level> loaded = parseLevel("\xef\xbb\xbf" + text);
    QVERIFY(loaded.value);
    QCOMPARE(writeLevel(*loaded.value), text);
}

void TestLevelIo::textLimitsCountCharacters()
{
    Level l = smallLevel("t");
    l.title = std::string();
    for (int i = 0; i < 200; ++i)
        l.title += "é";
    l.hint = l.title;
    QCOMPARE(problemsText(validateLevel(l)), QString());
    l.hint = *l.hint + "€";
    QCOMPARE(problemsText(validateLevel(l)), QString("hint: longer than 200 characters (it has 201)"));
    l.hint = "bad \xc3";
    l.authorI18n = {{"de", "\xff"}};
    QCOMPARE(problemsText(validateLevel(l)),
             QString("author_i18n.de: not valid UTF-8 text\nhint: not valid UTF-8 text"));
    // Writing never throws on such bytes; they are replaced.
    const std::string text = writeLevel(l);
    QVERIFY(!firstInvalidUtf8(text));
}

void TestLevelIo::idCharacters()
{
    Level l = smallLevel("a-z_0.9");
    QCOMPARE(problemsText(validateLevel(l)), QString());
    l.id = std::string(64, 'x');
    QCOMPARE(problemsText(validateLevel(l)), QString());
    for (const std::string& bad :
         {std::string(65, 'x'), std::string("Upper"), std::string("a/b"), std::string("caf\xc3\xa9")}) {
        l.id = bad;
        QCOMPARE(problemsText(validateLevel(l)),
                 QString(R"(id: expected 1 to 64 characters of a-z, 0-9, "-", "_" and ".")"));
    }
}

void TestLevelIo::isoWeeks_data()
{
    QTest::addColumn<QString>("week");
    QTest::addColumn<bool>("valid");
    // Years with 53 ISO weeks start on a Thursday, or on a Wednesday in leap years.
    QTest::newRow("2026 starts Thursday") << "2026-W53" << true;
    QTest::newRow("2020 leap, starts Wednesday") << "2020-W53" << true;
    QTest::newRow("2015") << "2015-W53" << true;
    QTest::newRow("2004") << "2004-W53" << true;
    QTest::newRow("2025 starts Wednesday, not leap") << "2025-W53" << false;
    QTest::newRow("2021 starts Friday") << "2021-W53" << false;
    QTest::newRow("2024 leap, starts Monday") << "2024-W53" << false;
    QTest::newRow("week 1") << "2027-W01" << true;
    QTest::newRow("week 52") << "2027-W52" << true;
    QTest::newRow("week 54") << "2026-W54" << false;
    QTest::newRow("lower w") << "2026-w10" << false;
    QTest::newRow("one digit") << "2026-W1" << false;
    QTest::newRow("year 0") << "0000-W01" << false;
}

void TestLevelIo::isoWeeks()
{
    QFETCH(QString, week);
    QFETCH(bool, valid);
    Level l = smallLevel("w");
    l.week = week.toStdString();
    QCOMPARE(validateLevel(l).empty(), valid);
}

void TestLevelIo::boardSizeFromCode()
{
    Level l = smallLevel("b");
    l.board = Board(1, 5);
    l.pieces[0].at = {0, 4};
    QCOMPARE(problemsText(validateLevel(l)), QString("board.width: expected an integer from 2 to 64"));
    l.board = Board(64, 64, {{0, 0}, {63, 63}});
    QCOMPARE(problemsText(validateLevel(l)), QString("monster.at: (0,0) is a void cell"));
}

void TestLevelIo::enemyTokensInTheInventoryCount()
{
    Level l = smallLevel("e");
    l.pieces[0].side = Side::Own;
    QCOMPARE(validateLevel(l).size(), std::size_t(1));
    l.inventory = {{PieceKind::Token, Side::Enemy, 1}};
    QCOMPARE(problemsText(validateLevel(l)), QString());
    l.inventory[0].count = 0;
    QCOMPARE(validateLevel(l).front().code, std::string("no-enemy"));
}

// R21: blood, teleporters, objects and the monster's cell are not free.
void TestLevelIo::inventoryMustFitTheFreeCells()
{
    Level l = smallLevel("f"); // 3x3: monster (0,0), enemy (2,2): 7 free cells
    l.inventory = {{PieceKind::Stone, Side::Own, 7}};
    QCOMPARE(problemsText(validateLevel(l)), QString());
    Piece blood;
    blood.kind = PieceKind::Blood;
    blood.cells = {{1, 1}};
    l.pieces.push_back(blood);
    QCOMPARE(problemsText(validateLevel(l)),
             QString("inventory: the inventory holds 7 pieces but only 6 free cells are allowed"));
    l.inventory[0].count = 6;
    QCOMPARE(problemsText(validateLevel(l)), QString());
    Piece tp;
    tp.kind = PieceKind::Teleporter;
    tp.pair = "T";
    tp.at = {1, 0};
    l.pieces.push_back(tp);
    tp.at = {0, 1};
    l.pieces.push_back(tp);
    QCOMPARE(problemsText(validateLevel(l)),
             QString("inventory: the inventory holds 6 pieces but only 4 free cells are allowed"));
    l.inventory[0].count = 1;
    l.allowed = std::vector<Cell>{};
    QCOMPARE(problemsText(validateLevel(l)),
             QString("inventory: the inventory holds 1 piece but only 0 free cells are allowed"));
}

void TestLevelIo::extrasMustBeJsonWithXKeys()
{
    Level l = smallLevel("x");
    l.extras = {{"x-ok", "{\"a\":[1,2]}"}, {"colour", "1"}, {"x-bad", "{\"a\":"}, {"x-ok", "2"}};
    QCOMPARE(problemsText(validateLevel(l)), QString("colour: unknown key \"colour\"\n"
                                                     "x-bad: the value of \"x-bad\" is not valid JSON text\n"
                                                     "x-ok: duplicate key \"x-ok\""));
}

void TestLevelIo::problemsCarryCodesAndArgs()
{
    Level l = smallLevel("c");
    l.pieces[0].at = {16, 2};
    const std::vector<Problem> problems = validateLevel(l);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(problems[0].path, std::string("pieces[0].at"));
    QCOMPARE(problems[0].code, std::string("outside-board"));
    QCOMPARE(problems[0].args, (std::vector<std::string>{"16", "2", "3", "3"}));
    QCOMPARE(problems[0].message, std::string("(16,2) is outside the 3x3 board"));
}

void TestLevelIo::readTextFileIsBounded()
{
    std::string error;
    QVERIFY(!readTextFile(kDataDir.toStdString() + "/no-such-file.json", error));
    QCOMPARE(QString::fromStdString(error), QString("cannot open file: No such file or directory"));
    QVERIFY(!readTextFile(kDataDir.toStdString(), error));
    QCOMPARE(QString::fromStdString(error), QString("is a directory, not a file"));
    const std::optional<std::string> text =
        readTextFile(kDataDir.toStdString() + "/valid/minimal.ffl.json", error);
    QVERIFY(text);
    QCOMPARE(*text, readData("valid/minimal.ffl.json"));

    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath("big.json");
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray(qsizetype(kMaxFileBytes), ' '));
    file.close();
    QCOMPARE(readTextFile(path.toStdString(), error)->size(), kMaxFileBytes);
    QVERIFY(file.open(QIODevice::Append));
    file.write(" ");
    file.close();
    QVERIFY(!readTextFile(path.toStdString(), error));
    QCOMPARE(QString::fromStdString(error), QString("file is larger than 4 MiB"));
}

// Thousands of damaged files: each gives a value or problems, never a crash, an
// exception or a hang; whatever parses also validates, writes and reads back.
void TestLevelIo::damagedFilesNeverCrash()
{
    const QStringList files = QDir(kDataDir + "/valid").entryList({"*.json"}, QDir::Files, QDir::Name);
    std::vector<std::string> bases;
    for (const QString& f : files)
        bases.push_back(readData("valid/" + f));
    fftest::SplitMix64 rng(20261122);
    int values = 0;
    int structureProblems = 0;
    int unparsable = 0;
    QElapsedTimer timer;
    timer.start();
    constexpr int kFiles = 20000;
    for (int i = 0; i < kFiles; ++i) {
        const std::string& base = bases[std::size_t(i) % bases.size()];
        const std::string text = fftest::mutateText(base, rng);
        const Loaded<Document> doc = parseDocument(text);
        if (doc.value.has_value() == !doc.problems.empty())
            QFAIL(qPrintable(QString("file %1: value and problems disagree").arg(i)));
        for (const Problem& p : doc.problems) {
            if (p.message.empty() || !utf8Length(p.message) || !utf8Length(p.path))
                QFAIL(qPrintable(QString("file %1: bad problem text").arg(i)));
        }
        if (doc.unparsable && doc.value)
            QFAIL("unparsable with a value");
        if (!doc.value) {
            ++(doc.unparsable ? unparsable : structureProblems);
            continue;
        }
        ++values;
        if (const Level* level = std::get_if<Level>(&*doc.value)) {
            validateLevel(*level);
            const Loaded<Level> back = parseLevel(writeLevel(*level));
            if (!back.value || !(*back.value == *level))
                QFAIL(qPrintable(QString("file %1: level does not read back").arg(i)));
        } else {
            const Pack& pack = std::get<Pack>(*doc.value);
            validatePack(pack);
            const Loaded<Pack> back = parsePack(writePack(pack));
            if (!back.value || !(*back.value == pack))
                QFAIL(qPrintable(QString("file %1: pack does not read back").arg(i)));
        }
    }
    qInfo("%d damaged files in %lld ms: %d read, %d with structure problems, %d unparsable", kFiles,
          timer.elapsed(), values, structureProblems, unparsable);
    // The damage must exercise all three outcomes.
    QVERIFY(values > 100);
    QVERIFY(structureProblems > 100);
    QVERIFY(unparsable > 1000);
}

// Every truncation of a valid level is handled (most are unparsable).
void TestLevelIo::everyTruncationIsHandled()
{
    const std::string text = readData("valid/custom-board.ffl.json");
    for (std::size_t n = 0; n <= text.rfind('}'); ++n) {
        const Loaded<Document> doc = parseDocument(std::string_view(text).substr(0, n));
        QVERIFY(!doc.problems.empty());
        QVERIFY(!doc.value);
    }
    QVERIFY(parseDocument(text).value);
}

// Structure-level damage: values of the wrong type, out of range, moved, removed or
// repeated. Most results parse, so validation meets every kind of broken level.
void TestLevelIo::damagedStructuresValidateSafely()
{
    const QStringList files = QDir(kDataDir + "/valid").entryList({"*.json"}, QDir::Files, QDir::Name);
    std::vector<Json> bases;
    for (const QString& f : files)
        bases.push_back(Json::parse(readData("valid/" + f)));
    fftest::SplitMix64 rng(4711);
    int values = 0;
    int invalid = 0;
    constexpr int kFiles = 10000;
    for (int i = 0; i < kFiles; ++i) {
        Json json = bases[std::size_t(i) % bases.size()];
        const int edits = 1 + i % 3;
        for (int e = 0; e < edits; ++e)
            fftest::mutateValue(json, rng);
        const Loaded<Document> doc = parseDocument(json.dump(i % 2 ? 2 : -1));
        if (doc.value.has_value() == !doc.problems.empty() || doc.unparsable)
            QFAIL(qPrintable(QString("file %1: unexpected outcome").arg(i)));
        if (!doc.value)
            continue;
        ++values;
        std::vector<Problem> problems;
        if (const Level* level = std::get_if<Level>(&*doc.value)) {
            problems = validateLevel(*level);
            const Loaded<Level> back = parseLevel(writeLevel(*level));
            if (!back.value || !(*back.value == *level))
                QFAIL(qPrintable(QString("file %1: level does not read back").arg(i)));
        } else {
            problems = validatePack(std::get<Pack>(*doc.value));
        }
        invalid += problems.empty() ? 0 : 1;
        for (const Problem& p : problems) {
            if (p.message.empty() || p.code.empty())
                QFAIL(qPrintable(QString("file %1: empty problem").arg(i)));
        }
    }
    qInfo("%d structurally damaged files: %d read, %d of them invalid", kFiles, values, invalid);
    QVERIFY(values > 1000);
    QVERIFY(invalid > 200);
}
#endif

QTEST_APPLESS_MAIN(TestLevelIo)
#include "tst_levelio.moc"
