// Reading share codes (engine/files/ShareCode.h); the layout is in ShareCodeFormat.h.
#include "engine/files/ShareCode.h"

#include "engine/files/BitReader.h"
#include "engine/files/BitWriter.h"
#include "engine/files/GeneratorOptions.h"
#include "engine/files/IsoWeek.h"
#include "engine/files/JsonPath.h"
#include "engine/files/ShareCodeFormat.h"
#include "engine/files/Utf8.h"
#include "engine/rules/BasicLayout.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <utility>

namespace ff {

using namespace sharecode;

namespace {

// Thrown inside the decoder only; decodeShareCode turns it into a "bad-data" result.
struct BadData {
    std::string where;
    std::string what;
};

class Decoder {
public:
    Decoder(BitReader& in, int version) : in_(in), version_(version) {}

    Level level()
    {
        Level l;
        where_ = "generated";
        const bool generated = version_ >= 2 && bit();
        if (generated) {
            const GeneratorOptions o = options();
            l.id = generatedId(o);
            l.title = generatedTitle(o);
            l.extras.emplace_back("x-generator", generatorRecord(o));
        } else {
            where_ = "id";
            l.id = text();
            where_ = "title";
            l.title = text();
        }
        where_ = "title_i18n";
        l.titleI18n = map();
        where_ = "author";
        l.author = optionalText();
        where_ = "author_i18n";
        l.authorI18n = map();
        where_ = "week";
        l.week = week();
        where_ = "difficulty";
        l.difficulty = difficulty();
        where_ = "hint";
        l.hint = optionalText();
        where_ = "hint_i18n";
        l.hintI18n = map();
        where_ = "board";
        l.board = board();
        const CellIndex cells(l.board, true);
        where_ = "monster";
        if (!bit()) {
            l.monsterAt = cell(cells);
            l.monsterFacing = static_cast<Dir>(bits(2));
        }
        where_ = "pieces";
        const bool canonical = bit();
        l.pieces = pieces(cells, canonical);
        where_ = "inventory";
        l.inventory = inventory(canonical);
        where_ = "allowed";
        l.allowed = allowed(cells);
        where_ = "rules.goal";
        const std::uint32_t goal = bits(2);
        if (goal == 3)
            fail("unknown goal");
        if (goal != 0)
            l.goal = static_cast<Goal>(goal - 1);
        where_ = "solution";
        l.solution = solution(cells, canonical);
        where_ = "extras";
        const std::size_t extras = generated ? 0 : count(kSmallCountChunk, 2);
        for (std::size_t i = 0; i < extras; ++i) {
            std::string key = text();
            std::string json = text();
            if (key.rfind("x-", 0) != 0)
                fail("the key \"" + key + "\" does not start with \"x-\"");
            if (!acceptableJson(json))
                fail("the value of \"" + key + "\" is not JSON");
            l.extras.emplace_back(std::move(key), std::move(json));
        }
        where_ = "the end";
        const std::size_t rest = in_.remaining();
        if (rest >= 5 || bits(static_cast<int>(rest)) != 0)
            fail("there are bits left over after the level");
        return l;
    }

private:
    [[noreturn]] void fail(const std::string& what) const { throw BadData{where_, what}; }

    GeneratorOptions options()
    {
        GeneratorOptions o;
        const std::optional<std::uint64_t> seed = in_.readVarUint(kSeedChunk);
        if (!seed)
            fail("the data ends early");
        o.seed = *seed;
        o.difficulty = integer();
        o.pieces = integer();
        const std::size_t kinds = count(kSmallCountChunk, 4);
        for (std::size_t i = 0; i < kinds; ++i) {
            const auto kind = kPieceKinds[bits(kKindBits)];
            o.kinds.push_back({kind, bit() ? Side::Enemy : Side::Own});
        }
        for (std::vector<Mechanic>* list : {&o.include, &o.exclude}) {
            const std::size_t n = count(kSmallCountChunk, kMechanicBits);
            for (std::size_t i = 0; i < n; ++i) {
                const std::uint32_t m = bits(kMechanicBits);
                if (m >= static_cast<std::uint32_t>(kMechanicCount))
                    fail("unknown mechanic");
                list->push_back(static_cast<Mechanic>(m));
            }
        }
        o.board = static_cast<GeneratorBoard>(bits(2));
        if (o.board == GeneratorBoard::Custom) {
            o.width = integer();
            o.height = integer();
        }
        o.goal = bit() ? Goal::SurviveForever : Goal::EatAllEnemies;
        return o;
    }

    std::uint32_t bits(int n)
    {
        const std::optional<std::uint32_t> v = in_.read(n);
        if (!v)
            fail("the data ends early");
        return *v;
    }

    bool bit() { return bits(1) != 0; }

    int integer()
    {
        const std::optional<std::int64_t> v = in_.readVarInt(kIntChunk);
        if (!v)
            fail("the data ends early");
        if (*v < INT_MIN || *v > INT_MAX)
            fail("a number is out of range");
        return static_cast<int>(*v);
    }

    // A count of items each taking at least `minBits` bits: never more than the
    // data left can hold, so nothing is allocated for counts the data cannot back.
    std::size_t count(int chunk, std::size_t minBits)
    {
        const std::optional<std::uint64_t> v = in_.readVarUint(chunk);
        if (!v)
            fail("the data ends early");
        if (*v > in_.remaining() / minBits)
            fail("a count is larger than the data");
        return static_cast<std::size_t>(*v);
    }

    std::string text()
    {
        const std::size_t length = count(kCountChunk, 5);
        std::string s;
        if (length == 0)
            return s;
        const std::uint32_t mode = bits(2);
        if ((mode == kRawText && length > in_.remaining() / 8) ||
            (mode == kIdText && length > in_.remaining() / 6))
            fail("a text is longer than the data");
        s.reserve(mode == kProseText ? length * 4 : length);
        for (std::size_t i = 0; i < length; ++i) {
            if (mode == kRawText)
                s.push_back(static_cast<char>(bits(8)));
            else if (mode == kIdText)
                s.push_back(kIdAlphabet[bits(6)]);
            else if (mode == kProseText)
                proseCharacter(s);
            else
                fail("unknown text mode");
        }
        if (firstInvalidUtf8(s))
            fail("a text is not valid UTF-8");
        return s;
    }

    void proseCharacter(std::string& s)
    {
        const std::uint32_t symbol = bits(5);
        if (symbol < kUpper) {
            s.push_back(kProse[symbol]);
        } else if (symbol == kUpper) {
            const std::uint32_t letter = bits(5);
            if (letter >= 26)
                fail("unknown capital letter");
            s.push_back(static_cast<char>('A' + letter));
        } else if (symbol == kSecondary) {
            s.push_back(kSecondaryTable[bits(5)]);
        } else {
            const std::optional<std::uint64_t> cp = in_.readVarUint(kCodePointChunk);
            if (!cp)
                fail("the data ends early");
            if (*cp > 0x10FFFF || (*cp >= 0xD800 && *cp <= 0xDFFF))
                fail("a character is not Unicode");
            appendUtf8(s, static_cast<std::uint32_t>(*cp));
        }
    }

    std::optional<std::string> optionalText()
    {
        if (!bit())
            return std::nullopt;
        return text();
    }

    I18n map()
    {
        const std::size_t n = count(kSmallCountChunk, 2);
        I18n m;
        for (std::size_t i = 0; i < n; ++i) {
            std::string lang = text();
            if (!m.emplace(lang, text()).second)
                fail("the language \"" + lang + "\" appears twice");
        }
        return m;
    }

    std::optional<std::string> week()
    {
        if (!bit())
            return std::nullopt;
        if (!bit())
            return text();
        const std::uint32_t year = bits(14);
        const std::uint32_t week = bits(7);
        if (year > 9999 || week > 99)
            fail("the week is out of range");
        return isoWeekText({static_cast<int>(year), static_cast<int>(week)});
    }

    std::optional<int> difficulty()
    {
        if (!bit())
            return std::nullopt;
        if (bit())
            return static_cast<int>(bits(3)) + 1;
        return integer();
    }

    Cell cell(const CellIndex& index)
    {
        const std::uint32_t i = bits(index.bits());
        if (i < index.escape())
            return index.cells()[i];
        if (i > index.escape())
            fail("a cell number is out of range");
        const int x = integer();
        return {x, integer()};
    }

    std::optional<Cell> optionalCell(const CellIndex& index)
    {
        if (!bit())
            return std::nullopt;
        return cell(index);
    }

    Board board()
    {
        if (bit())
            return Board::standard();
        const int width = static_cast<int>(bits(6)) + 1;
        const int height = static_cast<int>(bits(6)) + 1;
        const CellIndex rect(Board(width, height), false);
        std::vector<Cell> voids(count(kCountChunk, 1));
        for (Cell& c : voids)
            c = cell(rect);
        std::optional<Cell> exit = optionalCell(rect);
        std::optional<Cell> entrance = optionalCell(rect);
        return Board(width, height, std::move(voids), exit, entrance);
    }

    std::optional<std::string> color()
    {
        const std::uint32_t code = bits(3);
        if (code == 0)
            return std::nullopt;
        if (code == 7)
            return text();
        return std::string(kColors[code - 1]);
    }

    std::optional<int> value()
    {
        const std::uint32_t code = bits(3);
        if (code == 0)
            return std::nullopt;
        if (code == 7)
            return integer();
        return static_cast<int>(code);
    }

    std::vector<Cell> bloodCells(const CellIndex& index)
    {
        std::vector<Cell> cells(count(kSmallCountChunk, 1));
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (i > 0 && bit()) {
                const Dir d = static_cast<Dir>(bits(2));
                const std::int64_t x = std::int64_t{cells[i - 1].x} + dirDx(d);
                const std::int64_t y = std::int64_t{cells[i - 1].y} + dirDy(d);
                if (x < INT_MIN || x > INT_MAX || y < INT_MIN || y > INT_MAX)
                    fail("a blood cell is out of range");
                cells[i] = {static_cast<int>(x), static_cast<int>(y)};
            } else {
                cells[i] = cell(index);
            }
        }
        return cells;
    }

    Piece piece(const CellIndex& cells, bool canonical)
    {
        Piece p;
        p.kind = kPieceKinds[bits(kKindBits)];
        if (!canonical) {
            p.at = cell(cells);
            p.side = bit() ? Side::Enemy : Side::Own;
            p.color = color();
            p.value = value();
            p.cells = bloodCells(cells);
            p.pair = text();
            p.arrow = static_cast<Dir>(bits(2));
            return p;
        }
        if (p.kind == PieceKind::Blood) {
            p.cells = bloodCells(cells);
            return p;
        }
        p.at = cell(cells);
        if (carriesSide(p.kind))
            p.side = bit() ? Side::Enemy : Side::Own;
        if (p.kind == PieceKind::Token) {
            p.color = color();
            p.value = value();
        } else if (p.kind == PieceKind::Teleporter) {
            p.pair = text();
            p.arrow = static_cast<Dir>(bits(2));
        }
        return p;
    }

    std::vector<Piece> pieces(const CellIndex& cells, bool canonical)
    {
        std::vector<Piece> list;
        if (bit())
            list = basicLayoutPieces();
        const std::size_t n = count(kCountChunk, 3);
        list.reserve(list.size() + n);
        for (std::size_t i = 0; i < n; ++i) {
            where_ = "pieces[" + std::to_string(list.size()) + "]";
            list.push_back(piece(cells, canonical));
        }
        return list;
    }

    Side sideIfStored(PieceKind kind, bool canonical)
    {
        if (canonical && !carriesSide(kind))
            return Side::Own;
        return bit() ? Side::Enemy : Side::Own;
    }

    std::vector<InventoryItem> inventory(bool canonical)
    {
        std::vector<InventoryItem> items(count(kSmallCountChunk, 3));
        for (InventoryItem& item : items) {
            item.kind = kPieceKinds[bits(kKindBits)];
            item.side = sideIfStored(item.kind, canonical);
            item.count = integer();
        }
        return items;
    }

    std::optional<std::vector<Cell>> allowed(const CellIndex& cells)
    {
        if (!bit())
            return std::nullopt;
        std::vector<Cell> zone;
        if (bit()) {
            for (Cell c : cells.cells()) {
                if (bit())
                    zone.push_back(c);
            }
            return zone;
        }
        zone.resize(count(kCountChunk, 1));
        for (Cell& c : zone)
            c = cell(cells);
        return zone;
    }

    std::optional<std::vector<Placement>> solution(const CellIndex& cells, bool canonical)
    {
        if (!bit())
            return std::nullopt;
        std::vector<Placement> placements(count(kPlacementChunk, 3));
        for (Placement& p : placements) {
            p.kind = kPieceKinds[bits(kKindBits)];
            p.side = sideIfStored(p.kind, canonical);
            p.at = cell(cells);
        }
        return placements;
    }

    BitReader& in_;
    int version_;
    std::string where_;
};

// ---- errors ---------------------------------------------------------------------

ShareDecode failure(std::string code, std::vector<std::string> args, std::string message)
{
    ShareDecode d;
    d.code = std::move(code);
    d.args = std::move(args);
    d.message = std::move(message);
    return d;
}

// How a character is named in a message: itself when printable ASCII, else U+XXXX.
std::string describeCharacter(std::string_view text, std::size_t at)
{
    const auto b = static_cast<unsigned char>(text[at]);
    if (b >= 0x21 && b < 0x7F)
        return std::string(1, static_cast<char>(b));
    std::uint32_t cp = b;
    int extra = 0;
    if (b >= 0xC0 && b < 0xE0) {
        cp = b & 0x1Fu;
        extra = 1;
    } else if (b >= 0xE0 && b < 0xF0) {
        cp = b & 0x0Fu;
        extra = 2;
    } else if (b >= 0xF0) {
        cp = b & 0x07u;
        extra = 3;
    }
    for (int k = 1; k <= extra && at + static_cast<std::size_t>(k) < text.size(); ++k)
        cp = (cp << 6) | (static_cast<unsigned char>(text[at + static_cast<std::size_t>(k)]) & 0x3Fu);
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(cp));
    return buffer;
}

// The "bad-character" result for the `index`-th non-whitespace character of `text`
// (counting a non-ASCII character once; there are more than `index`), with its
// 1-based position in `text`.
ShareDecode badCharacter(std::string_view text, std::size_t index)
{
    std::size_t at = 0;
    std::size_t position = 0;
    for (std::size_t seen = 0;; ++at) {
        if ((static_cast<unsigned char>(text[at]) & 0xC0u) == 0x80u)
            continue;
        ++position;
        if (!isAsciiSpace(text[at]) && seen++ == index)
            break;
    }
    const std::string shown = describeCharacter(text, at);
    return failure("bad-character", {std::to_string(position), shown},
                   "character '" + shown + "' at position " + std::to_string(position) +
                       " cannot be part of a share code");
}

} // namespace

ShareDecode decodeShareCode(std::string_view text)
{
    if (text.size() > kMaxShareCodeLength) {
        return failure("too-long", {std::to_string(kMaxShareCodeLength)},
                       "the text is longer than " + std::to_string(kMaxShareCodeLength) +
                           " characters, far too long for a share code");
    }
    // The code without whitespace; non-ASCII characters keep only their first byte.
    std::string code;
    for (char ch : text) {
        if (!isAsciiSpace(ch) && (static_cast<unsigned char>(ch) & 0xC0u) != 0x80u)
            code.push_back(ch);
    }
    if (code.empty())
        return failure("empty", {}, "the share code is empty");

    const std::string expectedPrefix = prefix();
    const std::string notACode =
        "this is not a Furunkulus share code: share codes start with \"" + expectedPrefix + "\"";
    const bool magic =
        code.size() >= kMagic.size() && upperAscii(code[0]) == kMagic[0] && upperAscii(code[1]) == kMagic[1];
    std::size_t next = kMagic.size();
    while (magic && next < code.size() && next < kMagic.size() + 9 && code[next] >= '0' && code[next] <= '9')
        ++next;
    const std::string version = magic ? code.substr(kMagic.size(), next - kMagic.size()) : "";
    if (version.empty() || next >= code.size() || code[next] != '-')
        return failure("not-a-share-code", {expectedPrefix}, notACode);
    // Compared as written: "FF01-" is not the prefix "FF1-" a code of version 1 has.
    int codeVersion = 0;
    for (int v = kOldestShareCodeVersion; v <= kShareCodeVersion; ++v) {
        if (version == std::to_string(v))
            codeVersion = v;
    }
    if (codeVersion == 0) {
        return failure("unsupported-version", {version},
                       "this share code has format version " + version +
                           ", but this version of Furunkulus reads only codes of versions " +
                           std::to_string(kOldestShareCodeVersion) + " to " +
                           std::to_string(kShareCodeVersion));
    }
    ++next;

    const std::size_t length = code.size() - next;
    BitWriter bits;
    for (std::size_t i = next; i < code.size(); ++i) {
        const int v = base32Value(code[i]);
        if (v < 0)
            return badCharacter(text, i);
        bits.write(static_cast<std::uint32_t>(v), 5);
    }

    auto truncated = [&](const std::string& expected, const std::string& message) {
        return failure("truncated", {std::to_string(length), expected}, message);
    };
    const std::string have = std::to_string(length) + " characters after \"" + prefix(codeVersion) + "\"";
    if (length * 5 < kLengthBits + kCrcBits) {
        return truncated("", "the share code is incomplete: it has only " + have +
                                 ", which is too short for any level; it was probably cut off when copied");
    }
    const std::size_t bodyBits = length * 5 - kCrcBits;
    std::vector<std::uint8_t> body(bits.bytes().begin(),
                                   bits.bytes().begin() + static_cast<std::ptrdiff_t>((bodyBits + 7) / 8));
    if (bodyBits % 8 != 0)
        body.back() &= static_cast<std::uint8_t>(0xFFu << (8 - bodyBits % 8));
    BitReader reader(bits.bytes(), bits.bitCount());
    const std::size_t stored = *reader.read(kLengthBits);
    reader.skip(bodyBits - kLengthBits);
    const std::uint32_t storedCrc = *reader.read(kCrcBits);

    // The stored length is modulo 1024: more characters than it says (by less
    // than 512) are extra characters, fewer are missing ones. When the checksum holds
    // with the real length in the length field, only that field was mistyped: a
    // checksum error, not a cut-off code.
    const std::size_t difference = (length + 1024 - stored) % 1024;
    auto lengthFieldTypo = [&] {
        std::vector<std::uint8_t> fixed = body;
        for (int k = 0; k < kLengthBits; ++k) {
            const auto mask = static_cast<std::uint8_t>(0x80u >> (k % 8));
            if (((length % 1024) >> (kLengthBits - 1 - k)) & 1u)
                fixed[static_cast<std::size_t>(k / 8)] |= mask;
            else
                fixed[static_cast<std::size_t>(k / 8)] &= static_cast<std::uint8_t>(~mask);
        }
        return checksum(codeVersion, fixed) == storedCrc;
    };
    if (difference != 0 && !lengthFieldTypo()) {
        if (difference < 512 && difference < length) {
            const std::string expected = std::to_string(length - difference);
            return failure("extra-characters", {std::to_string(length), expected},
                           "the share code has " + std::to_string(difference) + " extra character" +
                               (difference == 1 ? "" : "s") + ": it has " + have + " but should have " +
                               expected);
        }
        const std::string expected = std::to_string(length + 1024 - difference);
        return truncated(expected, "the share code is incomplete: it has " + have + " but should have " +
                                       expected + "; it was probably cut off when copied");
    }
    if (difference != 0 || checksum(codeVersion, body) != storedCrc) {
        return failure(
            "checksum-mismatch", {},
            "the share code is damaged: its checksum does not match, so a character was mistyped or changed");
    }

    BitReader payload(body, bodyBits);
    payload.read(kLengthBits);
    try {
        ShareDecode d;
        d.level = Decoder(payload, codeVersion).level();
        return d;
    } catch (const BadData& e) {
        return failure("bad-data", {e.where, e.what},
                       "the share code's checksum is right but its data is not a level (" + e.where + ": " +
                           e.what + ")");
    }
}

bool looksLikeShareCode(std::string_view text)
{
    const ShareDecode d = decodeShareCode(text);
    return d.level || (d.code != "empty" && d.code != "too-long" && d.code != "not-a-share-code");
}

} // namespace ff
