// Share codes (engine/files/ShareCode.h): exact round trips, the size bar
// and rejection of damaged codes.

// moc (Qt 6.4) cannot parse <concepts>, which the engine headers pull in via
// <compare>; it needs nothing from them.
#ifndef Q_MOC_RUN
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/rules/BasicLayout.h"

#include "Mutation.h"
#include "ShareCodeRoundTrip.h"
#endif

#include <QtTest>

#include <algorithm>
#include <array>
#include <cctype>
#include <filesystem>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <vector>

using namespace ff;

namespace {

using fftest::canonicalCode;
using fftest::craftCode;
using fftest::payloadOf;
using fftest::roundTrip;
const std::string& kPrefix = fftest::kShareCodePrefix;
const std::string& kAlphabet = fftest::kShareCodeAlphabet;

// The version 1 code of the random puzzle of difficulty 3 with the seed 6b2fe84518824d38
// on the basic layout, as generateLevel made it.
constexpr const char* kVersion1Code =
    "FF1-C8S28R8D2481641S3P900Q0M92F7VE52E7GDV2S2DC8D2481641ZVP900Q0M92F7VE52E7GDV20387GH0RC03CG1H4RMAJ52JWHG"
    "0RCC769K51HRRYCN6D436ZZZZZQSZFK3FFHQVGVHQAKR42GG200N5G4T2CGKDBAZS8RHMJ42DT46AZFDX5A934GWVX5WXW3SX54887X"
    "5WXWFWFW5W7WDW9WFW5WDWKW9W5WBW5WFW1W1WFW5SX46GAAG58Q7HX5WXW7SX4YG8495X5WXW7SX4MGT75X5WXXSXVSX4GT4Q869X5"
    "WXXSXVSX49E4Q869X5WXXSXVSX42W127X5WXX4214G5X5SX4CW0QX5WXX4817WM0PQWM8T8RG95X5YZ9N86RMC";

Piece stone(Cell at, PieceKind kind = PieceKind::Stone)
{
    Piece p;
    p.kind = kind;
    p.at = at;
    return p;
}

Piece token(Cell at, Side side, std::optional<std::string> color = {}, std::optional<int> value = {})
{
    Piece p;
    p.kind = PieceKind::Token;
    p.at = at;
    p.side = side;
    p.color = std::move(color);
    p.value = value;
    return p;
}

Piece blood(std::vector<Cell> cells)
{
    Piece p;
    p.kind = PieceKind::Blood;
    p.cells = std::move(cells);
    return p;
}

Piece teleporter(Cell at, std::string pair, Dir arrow)
{
    Piece p;
    p.kind = PieceKind::Teleporter;
    p.at = at;
    p.pair = std::move(pair);
    p.arrow = arrow;
    return p;
}

// The size bar (at most 200 characters): a standard board, an id, no texts, the basic layout
// and 17 tokens (30 pieces), an inventory and a solution.
Level barLevel()
{
    Level l;
    l.id = "weekly-2026-w48";
    l.pieces = basicLayoutPieces();
    const std::array<Cell, 17> cells = {Cell{3, 1}, {6, 1},  {10, 1}, {1, 3},   {4, 4}, {10, 4},
                                        {2, 5},     {11, 5}, {15, 5}, {9, 6},   {1, 6}, {10, 7},
                                        {15, 7},    {8, 8},  {11, 9}, {13, 10}, {9, 10}};
    const std::array<const char*, 6> colors = {"red", "blue", "green", "yellow", "white", "black"};
    for (std::size_t i = 0; i < cells.size(); ++i)
        l.pieces.push_back(token(cells[i], i % 3 ? Side::Enemy : Side::Own, colors[i % 6], int(i % 6) + 1));
    l.inventory = {{PieceKind::Token, Side::Own, 2},
                   {PieceKind::Stone, Side::Own, 1},
                   {PieceKind::TurnLeft, Side::Own, 1}};
    l.solution = std::vector<Placement>{{PieceKind::Token, Side::Own, {1, 1}},
                                        {PieceKind::Token, Side::Own, {5, 1}},
                                        {PieceKind::Stone, Side::Own, {2, 1}},
                                        {PieceKind::TurnLeft, Side::Own, {7, 1}}};
    return l;
}

// A custom board with every field set, every piece kind and unusual values.
Level fullLevel()
{
    Level l;
    l.id = "custom.every_field-1";
    l.title = "Ölfleck — «Test» 🦷";
    l.titleI18n = {{"de", "Ölfleck"}, {"fr", "Tache d'huile"}, {"zh-Hans", "油渍"}};
    l.author = "Ada Lovelace";
    l.authorI18n = {{"el", "Άντα"}};
    l.week = "2027-W01";
    l.difficulty = 5;
    l.hint = "";
    l.hintI18n = {{"de", "Nichts hier."}};
    l.board = Board(9, 7, {{0, 0}, {8, 6}, {4, 3}, {20, 20}}, Cell{1, 0}, Cell{7, 6});
    l.monsterAt = {2, 3};
    l.monsterFacing = Dir::W;
    l.pieces = {
        stone({1, 1}),
        stone({2, 1}, PieceKind::Crystal),
        stone({3, 1}, PieceKind::TurnRight),
        stone({4, 1}, PieceKind::TurnLeft),
        stone({5, 1}, PieceKind::Turn180),
        blood({{1, 4}, {2, 4}, {2, 5}, {4, 5}, {3, 5}, {3, 4}}),
        teleporter({6, 2}, "A", Dir::S),
        teleporter({1, 6}, "A", Dir::E),
        teleporter({7, 2}, "gate-8", Dir::N),
        teleporter({7, 4}, "gate-8", Dir::W),
        token({0, 2}, Side::Own),
        token({0, 3}, Side::Enemy, "purple", 9),
        token({0, 4}, Side::Enemy, "", -3),
        token({0, 5}, Side::Own, "Grün", 0),
        token({5, 5}, Side::Enemy, "yellow", 6),
    };
    l.inventory = {{PieceKind::Token, Side::Enemy, 1},
                   {PieceKind::Token, Side::Own, 3},
                   {PieceKind::Crystal, Side::Own, 0},
                   {PieceKind::Turn180, Side::Own, 64}};
    l.allowed = std::vector<Cell>{{1, 2}, {2, 2}, {3, 2}, {5, 2}, {8, 5}};
    l.goal = Goal::SurviveForever;
    l.solution = std::vector<Placement>{{PieceKind::Token, Side::Enemy, {1, 2}},
                                        {PieceKind::Crystal, Side::Own, {3, 2}}};
    l.extras = {{"x-editor", R"({"zoom":2,"notes":["a","b"]})"}, {"x-flag", "true"}};
    return l;
}

const std::set<std::string>& kErrorCodes = fftest::kShareDecodeErrors;

} // namespace

class TestShareCode : public QObject {
    Q_OBJECT

private:
    // Decodes a damaged code: it must be refused with one of `expected` (any known
    // code when empty) and a message. Counts the calls.
    void expectRejected(const std::string& text, const std::set<std::string>& expected = {})
    {
        ++rejections_;
        const ShareDecode d = decodeShareCode(text);
        if (d.level || d.message.empty() || !kErrorCodes.count(d.code) ||
            (!expected.empty() && !expected.count(d.code))) {
            std::string wanted;
            for (const std::string& code : expected)
                wanted += " " + code;
            QFAIL(("not rejected as expected (" + wanted + " ): \"" + text + "\" gave " +
                   (d.level ? "a level" : d.code + ": " + d.message))
                      .c_str());
        }
    }

    int rejections_ = 0;

private slots:
    void roundTripsHandBuiltLevels()
    {
        roundTrip(Level{});
        roundTrip(barLevel());
        roundTrip(fullLevel());

        Level noBasic = barLevel();
        std::swap(noBasic.pieces[0], noBasic.pieces[1]);
        roundTrip(noBasic);

        Level off = fullLevel();
        off.pieces.push_back(stone({-7, 1000000}));
        off.pieces.push_back(blood({{-1, -1},
                                    {-1, 0},
                                    {2147483647, -2147483647 - 1},
                                    {2147483646, -2147483647 - 1},
                                    {2147483646, -2147483647},
                                    {2147483647, -2147483647}}));
        off.monsterAt = {-2147483647 - 1, 2147483647};
        off.allowed = std::vector<Cell>{{3, 3}, {1, 1}, {1, 1}, {99, 2}};
        off.solution = std::vector<Placement>{};
        off.difficulty = -2147483647 - 1;
        off.week = "2027-w01";
        off.board = Board(64, 64, {{63, 63}, {0, 0}}, Cell{64, 0}, std::nullopt);
        roundTrip(off);

        Level isoWeek = barLevel();
        isoWeek.week = "0000-W99";
        isoWeek.difficulty = 8;
        roundTrip(isoWeek);
    }

    // Fields a kind does not use (a stone's colour, a token's pair) are kept too.
    void roundTripsFieldsTheKindDoesNotUse()
    {
        Level l = barLevel();
        l.pieces[20].pair = "z";
        l.pieces[3].color = "red";
        Piece b = blood({{5, 5}});
        b.at = {3, 3};
        b.arrow = Dir::W;
        l.pieces.push_back(b);
        l.inventory[1].side = Side::Enemy;
        l.solution->at(2).side = Side::Enemy;
        roundTrip(l);
        QVERIFY(encodeShareCode(l) != encodeShareCode(barLevel()));
    }

    void roundTripsEveryShippedLevel()
    {
        int levels = 0;
        for (const auto& entry : std::filesystem::recursive_directory_iterator(FF_LEVELS_DIR)) {
            const std::string name = entry.path().filename().string();
            const bool level = name.ends_with(".ffl.json");
            if (!level && !name.ends_with(".ffpack.json"))
                continue;
            std::string error;
            const std::optional<std::string> text = readTextFile(entry.path().string(), error);
            QVERIFY2(text.has_value(), (name + ": " + error).c_str());
            const Loaded<Document> doc = parseDocument(*text);
            QVERIFY2(doc.value.has_value(), name.c_str());
            std::vector<Level> list;
            if (const Level* l = std::get_if<Level>(&*doc.value))
                list.push_back(*l);
            else
                list = std::get<Pack>(*doc.value).levels;
            for (const Level& l : list) {
                const std::string code = roundTrip(l);
                if (QTest::currentTestFailed())
                    return;
                qInfo("%s: %zu characters", l.id.c_str(), code.size());
                ++levels;
            }
        }
        if (levels == 0)
            QSKIP("no level files under " FF_LEVELS_DIR);
    }

    void standardLevelWithoutTextsFits200Characters()
    {
        const Level l = barLevel();
        QCOMPARE(l.pieces.size(), std::size_t{30});
        const std::string code = roundTrip(l);
        qInfo("bar level: %zu characters: %s", code.size(), code.c_str());
        QVERIFY(code.size() <= 200);
        QCOMPARE(code.size(), std::size_t{116});

        // The same pieces without the basic-layout shortcut still fit.
        Level shuffled = l;
        std::reverse(shuffled.pieces.begin(), shuffled.pieces.end());
        const std::string longer = roundTrip(shuffled);
        qInfo("bar level, basic layout not first: %zu characters", longer.size());
        QVERIFY(longer.size() <= 200);
    }

    // Codes of format version 1, as earlier versions wrote them, still open.
    void version1CodesStillDecode()
    {
        const ShareDecode d = decodeShareCode(kVersion1Code);
        QVERIFY2(d.level, d.message.c_str());
        QCOMPARE(d.level->id, std::string("generated-3-6b2fe84518824d38"));
        QCOMPARE(d.level->title, std::string("Generated 3-6b2fe84518824d38"));
        QCOMPARE(d.level->solution->size(), std::size_t{3});
        const ShareDecode bad = decodeShareCode(std::string(kVersion1Code).substr(0, 100));
        QCOMPARE(bad.code, std::string("truncated"));
        QVERIFY2(bad.message.find("after \"FF1-\"") != std::string::npos, bad.message.c_str());
    }

    void toleratesPastingVariants()
    {
        const Level l = barLevel();
        const std::string code = encodeShareCode(l);
        std::string messy = "\n  ";
        for (std::size_t i = 0; i < code.size(); ++i) {
            if (i < kPrefix.size()) {
                messy += static_cast<char>(std::tolower(static_cast<unsigned char>(code[i])));
                continue;
            }
            char c = static_cast<char>(i % 2 ? std::tolower(static_cast<unsigned char>(code[i])) : code[i]);
            if (c == '0')
                c = 'o';
            if (c == '1')
                c = i % 3 ? 'I' : 'l';
            messy += c;
            if (i % 40 == 39)
                messy += "\r\n";
            else if (i % 17 == 5)
                messy += ' ';
        }
        messy += "\t\n";
        const ShareDecode d = decodeShareCode(messy);
        QVERIFY2(d.level.has_value(), d.message.c_str());
        QVERIFY(*d.level == l);
    }

    void explainsEachKindOfError()
    {
        const std::string code = encodeShareCode(barLevel());
        const std::string body = code.substr(kPrefix.size());

        ShareDecode d = decodeShareCode(" \n\t");
        QCOMPARE(d.code, std::string("empty"));
        QCOMPARE(d.message, std::string("the share code is empty"));

        d = decodeShareCode("hello world");
        QCOMPARE(d.code, std::string("not-a-share-code"));
        QCOMPARE(d.message,
                 std::string("this is not a Furunkulus share code: share codes start with \"FF2-\""));
        QCOMPARE(decodeShareCode("FF-" + body).code, std::string("not-a-share-code"));
        QCOMPARE(decodeShareCode("FF2" + body).code, std::string("not-a-share-code"));

        // The version is written without leading zeros: "FF01-" is another version.
        d = decodeShareCode("FF01-" + body);
        QCOMPARE(d.code, std::string("unsupported-version"));
        QCOMPARE(d.args, std::vector<std::string>{"01"});

        d = decodeShareCode("FF12-" + body);
        QCOMPARE(d.code, std::string("unsupported-version"));
        QCOMPARE(d.args, std::vector<std::string>{"12"});
        QCOMPARE(
            d.message,
            std::string("this share code has format version 12, but this version of Furunkulus reads only "
                        "codes of versions 1 to 2"));

        d = decodeShareCode("  FF2-" + body.substr(0, 5) + "U" + body.substr(5));
        QCOMPARE(d.code, std::string("bad-character"));
        QCOMPARE(d.args, (std::vector<std::string>{"12", "U"}));
        QCOMPARE(d.message, std::string("character 'U' at position 12 cannot be part of a share code"));

        d = decodeShareCode("FF2-Ä" + body);
        QCOMPARE(d.code, std::string("bad-character"));
        QCOMPARE(d.args, (std::vector<std::string>{"5", "U+00C4"}));

        d = decodeShareCode(code.substr(0, code.size() - 9));
        QCOMPARE(d.code, std::string("truncated"));
        QCOMPARE(d.args, (std::vector<std::string>{"103", "112"}));
        QCOMPARE(d.message,
                 std::string("the share code is incomplete: it has 103 characters after \"FF2-\" but should "
                             "have 112; it was probably cut off when copied"));

        d = decodeShareCode("FF2-ABC");
        QCOMPARE(d.code, std::string("truncated"));
        QCOMPARE(
            d.message,
            std::string("the share code is incomplete: it has only 3 characters after \"FF2-\", which is "
                        "too short for any level; it was probably cut off when copied"));

        d = decodeShareCode(code + "XY");
        QCOMPARE(d.code, std::string("extra-characters"));
        QCOMPARE(d.args, (std::vector<std::string>{"114", "112"}));
        QCOMPARE(
            d.message,
            std::string("the share code has 2 extra characters: it has 114 characters after \"FF2-\" but "
                        "should have 112"));

        std::string typo = code;
        typo[50] = typo[50] == 'A' ? 'B' : 'A';
        d = decodeShareCode(typo);
        QCOMPARE(d.code, std::string("checksum-mismatch"));
        QCOMPARE(d.message,
                 std::string("the share code is damaged: its checksum does not match, so a character was "
                             "mistyped or changed"));

        d = decodeShareCode(std::string(kMaxShareCodeLength + 1, ' '));
        QCOMPARE(d.code, std::string("too-long"));
    }

    void tellsCodesFromOtherText()
    {
        const std::string code = encodeShareCode(barLevel());
        QVERIFY(looksLikeShareCode(code));
        QVERIFY(looksLikeShareCode("\n ff2-" + code.substr(4)));
        QVERIFY(looksLikeShareCode(code.substr(0, 20)));
        QVERIFY(looksLikeShareCode("FF2-ABC"));
        QVERIFY(looksLikeShareCode("FF1-UUU"));
        QVERIFY(!looksLikeShareCode(""));
        QVERIFY(!looksLikeShareCode("levels/weekly/2026-w43.ffl.json"));
        QVERIFY(!looksLikeShareCode("FF1.ffl.json"));
        QVERIFY(!looksLikeShareCode("FFX-ABC"));
    }

    // Codes with a correct checksum around bits no encoder wrote: the decoder must
    // refuse them with "bad-data" (or find a level in them), never crash.
    void refusesWellSealedGarbage()
    {
        ShareDecode d = decodeShareCode(craftCode({}));
        QCOMPARE(d.code, std::string("bad-data"));
        // The padding's zero bits say the level is not a generator's.
        QCOMPARE(d.args, (std::vector<std::string>{"id", "the data ends early"}));
        QCOMPARE(
            d.message,
            std::string(
                "the share code's checksum is right but its data is not a level (id: the data ends early)"));

        // An id claiming 2^40 bytes (after the bit saying the level is not a
        // generator's): refused before anything is allocated.
        std::vector<bool> huge{false};
        for (int chunk = 0; chunk < 10; ++chunk) {
            for (int k = 0; k < 4; ++k)
                huge.push_back(true);
            huge.push_back(chunk < 9);
        }
        d = decodeShareCode(craftCode(huge));
        QCOMPARE(d.code, std::string("bad-data"));
        QCOMPARE(d.args, (std::vector<std::string>{"id", "a count is larger than the data"}));

        // The payloads of real codes with bits flipped, cut off or inserted, sealed
        // again, and random payloads. A level found in them must survive its own
        // round trip.
        QCOMPARE(decodeShareCode(craftCode(payloadOf(encodeShareCode(fullLevel())))).level,
                 std::optional(fullLevel()));
        const std::vector<std::vector<bool>> payloads = {payloadOf(encodeShareCode(barLevel())),
                                                         payloadOf(encodeShareCode(fullLevel())),
                                                         payloadOf(encodeShareCode(Level{}))};
        std::mt19937 rng(20261122);
        int levels = 0;
        int refused = 0;
        for (int i = 0; i < 9000; ++i) {
            std::vector<bool> bits = payloads[static_cast<std::size_t>(i) % payloads.size()];
            switch (i / 3 % 4) {
            case 0:
            case 1:
                for (int flips = 1 + static_cast<int>(rng() % 3); flips > 0; --flips)
                    bits[rng() % bits.size()].flip();
                break;
            case 2:
                bits.resize(rng() % bits.size());
                if (rng() % 2)
                    bits.insert(bits.begin() + static_cast<std::ptrdiff_t>(rng() % (bits.size() + 1)),
                                rng() % 2 == 0);
                break;
            default:
                bits.resize(rng() % 600);
                for (std::size_t k = 0; k < bits.size(); ++k)
                    bits[k] = rng() % 2 == 0;
            }
            d = decodeShareCode(craftCode(bits));
            if (d.level) {
                ++levels;
                const ShareDecode again = decodeShareCode(encodeShareCode(*d.level));
                QVERIFY(again.level.has_value());
                QVERIFY(*again.level == *d.level);
                continue;
            }
            ++refused;
            QCOMPARE(d.code, std::string("bad-data"));
            QVERIFY(d.args.size() == 2 && !d.args[0].empty() && !d.args[1].empty());
        }
        qInfo("damaged payloads: %d decoded to some level, %d refused", levels, refused);
        QVERIFY(levels > 100);
        QVERIFY(refused > 1000);
    }

    void rejectsThousandsOfCorruptedCodes()
    {
        rejections_ = 0;
        Level shipped = barLevel();
        shipped.title = "Twenty-nine pieces";
        shipped.pieces.pop_back();
        const std::vector<std::string> codes = {encodeShareCode(barLevel()), encodeShareCode(fullLevel()),
                                                encodeShareCode(shipped)};
        const std::set<std::string> kDamaged = {"truncated", "extra-characters", "checksum-mismatch"};
        const std::string junk = kAlphabet + "UIOL-_.+/=~ *#abcxyz\x7f";
        std::mt19937 rng(48);
        for (const std::string& code : codes) {
            const std::size_t n = code.size();
            const std::size_t p = kPrefix.size();
            // Every single-character substitution.
            for (std::size_t i = 0; i < n; ++i) {
                for (char c : junk) {
                    std::string s = code;
                    s[i] = c;
                    if (canonicalCode(s) == code)
                        continue;
                    const std::string read = canonicalCode(std::string(1, c));
                    // "FF1-" is a known version, whose checksum then does not match.
                    if (i < p && s.rfind("FF1-", 0) == 0)
                        expectRejected(s, {"checksum-mismatch"});
                    else if (i < p)
                        expectRejected(s, {"not-a-share-code", "unsupported-version", "bad-character"});
                    else if (read.empty())
                        expectRejected(s, i < p + 2 ? kDamaged : std::set<std::string>{"truncated"});
                    else if (kAlphabet.find(read) == std::string::npos)
                        expectRejected(s, {"bad-character"});
                    else
                        expectRejected(s, {"checksum-mismatch"});
                }
            }
            // Truncation at every length.
            for (std::size_t len = 0; len < n; ++len)
                expectRejected(code.substr(0, len));
            for (std::size_t len = p; len < n; ++len)
                expectRejected(code.substr(0, len), {"truncated"});
            // Swapped neighbours.
            for (std::size_t i = p; i + 1 < n; ++i) {
                std::string s = code;
                std::swap(s[i], s[i + 1]);
                if (s != code)
                    expectRejected(s, i < p + 2 ? kDamaged : std::set<std::string>{"checksum-mismatch"});
            }
            // Deleted and inserted characters.
            // (Inside the 2-character length field the shifted bits give any length.)
            for (std::size_t i = p; i < n; ++i) {
                const std::string s = code.substr(0, i) + code.substr(i + 1);
                expectRejected(s, i < p + 2 ? kDamaged : std::set<std::string>{"truncated"});
            }
            for (int k = 0; k < 1500; ++k) {
                const std::size_t at = p + rng() % (n - p + 1);
                std::string s = code;
                s.insert(at, 1, kAlphabet[rng() % kAlphabet.size()]);
                expectRejected(s, at < p + 2 ? kDamaged : std::set<std::string>{"extra-characters"});
            }
            // Several random edits at once.
            for (int k = 0; k < 1500; ++k) {
                std::string s = code;
                const int edits = 2 + static_cast<int>(rng() % 4);
                for (int e = 0; e < edits; ++e) {
                    const std::size_t at = p + rng() % (s.size() - p);
                    const char c = kAlphabet[rng() % kAlphabet.size()];
                    switch (rng() % 3) {
                    case 0:
                        s[at] = c;
                        break;
                    case 1:
                        s.insert(at, 1, c);
                        break;
                    default:
                        s.erase(at, 1);
                    }
                }
                if (canonicalCode(s) != code)
                    expectRejected(s);
            }
        }
        // Random strings, bare and behind a correct prefix.
        for (int k = 0; k < 3000; ++k) {
            std::string s = k % 2 ? kPrefix : "";
            const std::size_t len = rng() % 240;
            for (std::size_t i = 0; i < len; ++i)
                s.push_back(k % 4 < 2 ? kAlphabet[rng() % kAlphabet.size()] : static_cast<char>(rng() % 256));
            expectRejected(s);
        }
        qInfo("%d corrupted codes rejected", rejections_);
        QVERIFY(rejections_ >= 20000);
    }
};

QTEST_APPLESS_MAIN(TestShareCode)
#include "tst_sharecode.moc"
