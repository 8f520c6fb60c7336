#include "engine/ShareCode.h"

#include "engine/BasicLayout.h"
#include "engine/BitReader.h"
#include "engine/BitWriter.h"
#include "engine/Generator.h"
#include "engine/IsoWeek.h"
#include "engine/JsonPath.h"
#include "engine/Utf8.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <array>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <iterator>
#include <utility>

// Payload layout of version 2, in this order (the "cell" and "text" codings and
// the list counts are described below the list):
//   generated bit: 1 when the level is as ff::generateLevel made it, so that its id
//   and title are generatedId and generatedTitle of the options its only extra
//   "x-generator" records (generatorOptionsFromRecord); then the options: seed
//   (varint), difficulty and pieces (signed varints), the kinds (count, each 3-bit
//   kind and side bit), include and exclude (count, each a 4-bit mechanic), 2-bit
//   board, width and height (signed varints, custom boards only), 1-bit goal; and
//   id, title and extras are not stored again below,
//   id text, title text, title_i18n map, author (presence bit, text), author_i18n
//   map, week (presence bit; then 1 + 14-bit year + 7-bit week for "YYYY-Www",
//   else 0 + text), difficulty (presence bit; then 1 + 3 bits for 1..8, else
//   0 + signed varint), hint (presence bit, text), hint_i18n map,
//   board (1 = standard; 0 = width-1 and height-1 in 6 bits each, void list of
//   rectangle cells, exit and entrance each a presence bit and a rectangle cell),
//   monster (1 = (0,0) facing E; 0 = cell + 2-bit facing),
//   canonical bit (1 = no piece, inventory item or placement sets a field its kind
//   does not use; then only the used fields are stored),
//   basic-layout bit (1 = the pieces start with basicLayoutPieces()), the count of
//   the remaining pieces and each piece: 3-bit kind, then token: cell, side bit,
//   3-bit colour (0 none, 1-6 kColors, 7 text), 3-bit value (0 none, 1-6, 7 signed
//   varint); block: cell; blood: cell count, first cell, every further cell as
//   1 + 2-bit direction from the previous cell or 0 + cell; teleporter: cell, pair
//   text, 2-bit arrow. Non-canonical levels store every field of every piece.
//   inventory: count, each 3-bit kind, side bit (tokens only when canonical), count
//   as a signed varint,
//   allowed: presence bit, then 1 + one bit per playing cell (cells listed in
//   row-major order without repeats) or 0 + count and cells,
//   goal: 2 bits (0 absent, 1 eat-all-enemies, 2 survive-forever),
//   solution: presence bit, count, each 3-bit kind, side bit (as for inventory),
//   cell,
//   extras: count, each key text and JSON text.
// Version 1 is the same without the generated bit (decoded as 0).
// A cell is an index over the board's playing cells in row-major order (the 156
// of the standard board take 8 bits); the index one past the last is an escape
// followed by x and y as signed varints, for cells off the board. Rectangle cells
// (voids, exit, entrance) index the whole width x height rectangle the same way.
// A text is a length and, when that is not 0, a 2-bit mode, whichever is shortest:
//   0 (kRawText)     the length in bytes, 8 bits per UTF-8 byte;
//   1 (kIdText)      the length in bytes, 6 bits per character, every character
//                    being one of kIdAlphabet (ids, weeks, simple titles);
//   2 (kProseText)   the length in code points, 5 bits per symbol of kProse for
//                    a-z, space, '.' and ','; kUpper + 5 bits for A-Z; kSecondary
//                    + 5 bits for a character of kSecondaryTable; kCodePoint + the
//                    code point as a varint for anything else (umlauts, CJK).
// A map is a count and its key/value texts in key order. Counts and varints are
// BitWriter varints with the chunk sizes below.

namespace ff {

namespace {

constexpr std::string_view kMagic = "FF";
constexpr std::string_view kBase32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
constexpr std::string_view kIdAlphabet = "abcdefghijklmnopqrstuvwxyz0123456789-ABCDEFGHIJKLMNOPQRSTUVWXYZ ";
constexpr std::string_view kProse = "abcdefghijklmnopqrstuvwxyz .,";
constexpr std::uint32_t kUpper = 29;
constexpr std::uint32_t kSecondary = 30;
constexpr std::uint32_t kCodePoint = 31;
constexpr std::string_view kSecondaryTable = "0123456789-'!?:;()\"/&+*#%=_@[]<>";
static_assert(kIdAlphabet.size() == 64 && kProse.size() == kUpper && kSecondaryTable.size() == 32);
enum TextMode : std::uint32_t { kRawText = 0, kIdText = 1, kProseText = 2 };
constexpr std::array<std::string_view, 6> kColors = {"red", "blue", "green", "yellow", "white", "black"};
constexpr int kLengthBits = 10;
constexpr int kCrcBits = 32;
// Varint chunk sizes: kCountChunk for lists that are often long (pieces, text
// bytes, voids, allowed cells), kSmallCountChunk for short ones (maps, extras,
// inventory, blood cells), kPlacementChunk for solutions, kIntChunk for numbers.
constexpr int kCountChunk = 4;
constexpr int kSmallCountChunk = 2;
constexpr int kPlacementChunk = 3;
constexpr int kIntChunk = 3;
constexpr int kCodePointChunk = 8;
constexpr int kSeedChunk = 8;
constexpr int kMechanicBits = 4;
static_assert(kMechanicCount <= (1 << kMechanicBits));
// The versions decodeShareCode reads: every one up to the one it writes.
constexpr int kOldestShareCodeVersion = 1;

// ---- checksum, characters --------------------------------------------------------

constexpr std::array<std::uint32_t, 256> makeCrcTable()
{
    std::array<std::uint32_t, 256> table{};
    for (std::uint32_t i = 0; i < 256; ++i) {
        std::uint32_t c = i;
        for (int k = 0; k < 8; ++k)
            c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
        table[i] = c;
    }
    return table;
}

constexpr std::array<std::uint32_t, 256> kCrcTable = makeCrcTable();

// CRC-32 of the version byte followed by `bytes`.
std::uint32_t checksum(int version, const std::vector<std::uint8_t>& bytes)
{
    std::uint32_t c = 0xFFFFFFFFu;
    auto add = [&c](std::uint8_t b) { c = kCrcTable[(c ^ b) & 0xFFu] ^ (c >> 8); };
    add(static_cast<std::uint8_t>(version));
    for (std::uint8_t b : bytes)
        add(b);
    return c ^ 0xFFFFFFFFu;
}

char upperAscii(char ch)
{
    return ch >= 'a' && ch <= 'z' ? static_cast<char>(ch - 'a' + 'A') : ch;
}

// Crockford base32 value of a character (any case, I/L = 1, O = 0), or -1.
int base32Value(char ch)
{
    ch = upperAscii(ch);
    if (ch == 'O')
        return 0;
    if (ch == 'I' || ch == 'L')
        return 1;
    const std::size_t i = kBase32.find(ch);
    return i == std::string_view::npos ? -1 : static_cast<int>(i);
}

bool isAsciiSpace(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\v' || ch == '\f';
}

// The smallest number of bits that can hold every value 0..n.
int bitsFor(std::size_t n)
{
    int bits = 0;
    while (bits < 64 && (std::size_t{1} << bits) <= n)
        ++bits;
    return bits;
}

// Extras are copied verbatim into level files, so they must be JSON text of the
// depth LevelIo accepts.
bool acceptableJson(const std::string& text)
{
    return jsonNestingDepth(text) <= kMaxJsonDepth && nlohmann::json::accept(text);
}

// The code points of well-formed UTF-8 text.
std::vector<std::uint32_t> codePoints(std::string_view s)
{
    std::vector<std::uint32_t> out;
    for (std::size_t i = 0; i < s.size();) {
        const auto b = static_cast<unsigned char>(s[i]);
        const int extra = b < 0x80 ? 0 : b < 0xE0 ? 1 : b < 0xF0 ? 2 : 3;
        std::uint32_t cp = extra == 0 ? b : b & (0x3Fu >> extra);
        for (int k = 1; k <= extra; ++k)
            cp = (cp << 6) | (static_cast<unsigned char>(s[i + static_cast<std::size_t>(k)]) & 0x3Fu);
        out.push_back(cp);
        i += static_cast<std::size_t>(extra) + 1;
    }
    return out;
}

void appendUtf8(std::string& out, std::uint32_t cp)
{
    if (cp < 0x80) {
        out.push_back(static_cast<char>(cp));
    } else if (cp < 0x800) {
        out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else if (cp < 0x10000) {
        out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    } else {
        out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
        out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
    }
}

// One character of a kProseText text.
void writeProse(BitWriter& out, std::uint32_t cp)
{
    const std::size_t prose = cp < 0x80 ? kProse.find(static_cast<char>(cp)) : std::string_view::npos;
    const std::size_t secondary =
        cp < 0x80 ? kSecondaryTable.find(static_cast<char>(cp)) : std::string_view::npos;
    if (prose != std::string_view::npos) {
        out.write(static_cast<std::uint32_t>(prose), 5);
    } else if (cp >= 'A' && cp <= 'Z') {
        out.write(kUpper, 5);
        out.write(cp - 'A', 5);
    } else if (secondary != std::string_view::npos) {
        out.write(kSecondary, 5);
        out.write(static_cast<std::uint32_t>(secondary), 5);
    } else {
        out.write(kCodePoint, 5);
        out.writeVarUint(cp, kCodePointChunk);
    }
}

// ---- cells ----------------------------------------------------------------------

// Numbers a list of cells (the board's playing cells, or its whole rectangle).
class CellIndex {
public:
    CellIndex(const Board& board, bool playingOnly)
        : width_(board.width()), lookup_(static_cast<std::size_t>(board.width() * board.height()), -1)
    {
        for (int y = 0; y < board.height(); ++y) {
            for (int x = 0; x < board.width(); ++x) {
                if (!playingOnly || board.isPlaying({x, y})) {
                    lookup_[static_cast<std::size_t>(y * width_ + x)] = static_cast<int>(cells_.size());
                    cells_.push_back({x, y});
                }
            }
        }
        bits_ = bitsFor(cells_.size());
    }

    // The index of `c`, or -1 when it is not in the list.
    int indexOf(Cell c) const
    {
        const int height = static_cast<int>(lookup_.size()) / width_;
        if (c.x < 0 || c.y < 0 || c.x >= width_ || c.y >= height)
            return -1;
        return lookup_[static_cast<std::size_t>(c.y * width_ + c.x)];
    }
    const std::vector<Cell>& cells() const { return cells_; }
    int bits() const { return bits_; }
    std::size_t escape() const { return cells_.size(); }

private:
    int width_;
    std::vector<int> lookup_;
    std::vector<Cell> cells_;
    int bits_ = 0;
};

// ---- encoding -------------------------------------------------------------------

class Encoder {
public:
    explicit Encoder(BitWriter& out) : out_(out) {}

    void level(const Level& l)
    {
        const std::optional<GeneratorOptions> generated = generatorOptions(l);
        out_.writeBit(generated.has_value());
        if (generated) {
            options(*generated);
        } else {
            text(l.id);
            text(l.title);
        }
        map(l.titleI18n);
        optionalText(l.author);
        map(l.authorI18n);
        week(l.week);
        difficulty(l.difficulty);
        optionalText(l.hint);
        map(l.hintI18n);
        board(l.board);
        const CellIndex cells(l.board, true);
        monster(l, cells);
        const bool canonical = isCanonical(l);
        out_.writeBit(canonical);
        pieces(l.pieces, cells, canonical);
        inventory(l.inventory, canonical);
        allowed(l.allowed, cells);
        out_.write(l.goal ? static_cast<std::uint32_t>(*l.goal) + 1 : 0, 2);
        solution(l.solution, cells, canonical);
        if (generated)
            return;
        out_.writeVarUint(l.extras.size(), kSmallCountChunk);
        for (const auto& [key, json] : l.extras) {
            text(key);
            text(json);
        }
    }

private:
    // The options `l` was generated from, when its id, title and extras are exactly
    // what generateLevel gives them.
    static std::optional<GeneratorOptions> generatorOptions(const Level& l)
    {
        if (l.extras.size() != 1 || l.extras.front().first != "x-generator")
            return std::nullopt;
        const std::optional<GeneratorOptions> o = generatorOptionsFromRecord(l.extras.front().second);
        if (!o || l.id != generatedId(*o) || l.title != generatedTitle(*o))
            return std::nullopt;
        return o;
    }

    void options(const GeneratorOptions& o)
    {
        out_.writeVarUint(o.seed, kSeedChunk);
        out_.writeVarInt(o.difficulty, kIntChunk);
        out_.writeVarInt(o.pieces.value_or(o.difficulty), kIntChunk);
        out_.writeVarUint(o.kinds.size(), kSmallCountChunk);
        for (const PieceType t : o.kinds) {
            out_.write(static_cast<std::uint32_t>(t.kind), 3);
            out_.writeBit(t.side == Side::Enemy);
        }
        for (const std::vector<Mechanic>* list : {&o.include, &o.exclude}) {
            out_.writeVarUint(list->size(), kSmallCountChunk);
            for (const Mechanic m : *list)
                out_.write(static_cast<std::uint32_t>(m), kMechanicBits);
        }
        out_.write(static_cast<std::uint32_t>(o.board), 2);
        if (o.board == GeneratorBoard::Custom) {
            out_.writeVarInt(o.width, kIntChunk);
            out_.writeVarInt(o.height, kIntChunk);
        }
        out_.writeBit(o.goal == Goal::SurviveForever);
    }

    void text(const std::string& s)
    {
        if (s.empty()) {
            out_.writeVarUint(0, kCountChunk);
            return;
        }
        // Ill-formed UTF-8 (breaking encodeShareCode's precondition) goes raw.
        std::optional<BitWriter> prose;
        std::size_t points = 0;
        if (!firstInvalidUtf8(s)) {
            prose.emplace();
            for (std::uint32_t cp : codePoints(s)) {
                writeProse(*prose, cp);
                ++points;
            }
        }
        const bool idText = s.find_first_not_of(kIdAlphabet) == std::string::npos;
        const std::size_t plainBits = (idText ? 6 : 8) * s.size();
        if (prose && prose->bitCount() < plainBits) {
            out_.writeVarUint(points, kCountChunk);
            out_.write(kProseText, 2);
            out_.append(*prose);
            return;
        }
        out_.writeVarUint(s.size(), kCountChunk);
        out_.write(idText ? kIdText : kRawText, 2);
        for (char ch : s) {
            if (idText)
                out_.write(static_cast<std::uint32_t>(kIdAlphabet.find(ch)), 6);
            else
                out_.write(static_cast<unsigned char>(ch), 8);
        }
    }

    void optionalText(const std::optional<std::string>& s)
    {
        out_.writeBit(s.has_value());
        if (s)
            text(*s);
    }

    void map(const I18n& m)
    {
        out_.writeVarUint(m.size(), kSmallCountChunk);
        for (const auto& [lang, s] : m) {
            text(lang);
            text(s);
        }
    }

    void week(const std::optional<std::string>& w)
    {
        out_.writeBit(w.has_value());
        if (!w)
            return;
        const std::optional<IsoWeek> iso = parseIsoWeek(*w);
        out_.writeBit(iso.has_value());
        if (iso) {
            out_.write(static_cast<std::uint32_t>(iso->year), 14);
            out_.write(static_cast<std::uint32_t>(iso->week), 7);
        } else {
            text(*w);
        }
    }

    void difficulty(const std::optional<int>& d)
    {
        out_.writeBit(d.has_value());
        if (!d)
            return;
        const bool small = *d >= 1 && *d <= 8;
        out_.writeBit(small);
        if (small)
            out_.write(static_cast<std::uint32_t>(*d - 1), 3);
        else
            out_.writeVarInt(*d, kIntChunk);
    }

    void cell(Cell c, const CellIndex& index)
    {
        const int i = index.indexOf(c);
        if (i >= 0) {
            out_.write(static_cast<std::uint32_t>(i), index.bits());
        } else {
            out_.write(static_cast<std::uint32_t>(index.escape()), index.bits());
            out_.writeVarInt(c.x, kIntChunk);
            out_.writeVarInt(c.y, kIntChunk);
        }
    }

    void optionalCell(const std::optional<Cell>& c, const CellIndex& index)
    {
        out_.writeBit(c.has_value());
        if (c)
            cell(*c, index);
    }

    void board(const Board& b)
    {
        out_.writeBit(b.isStandard());
        if (b.isStandard())
            return;
        out_.write(static_cast<std::uint32_t>(b.width() - 1), 6);
        out_.write(static_cast<std::uint32_t>(b.height() - 1), 6);
        const CellIndex rect(b, false);
        out_.writeVarUint(b.voids().size(), kCountChunk);
        for (Cell c : b.voids())
            cell(c, rect);
        optionalCell(b.exit(), rect);
        optionalCell(b.entrance(), rect);
    }

    void monster(const Level& l, const CellIndex& cells)
    {
        const bool usual = l.monsterAt == Cell{0, 0} && l.monsterFacing == Dir::E;
        out_.writeBit(usual);
        if (usual)
            return;
        cell(l.monsterAt, cells);
        out_.write(static_cast<std::uint32_t>(l.monsterFacing), 2);
    }

    static Piece relevantPart(const Piece& p)
    {
        Piece r;
        r.kind = p.kind;
        if (p.kind != PieceKind::Blood)
            r.at = p.at;
        if (p.kind == PieceKind::Token) {
            r.side = p.side;
            r.color = p.color;
            r.value = p.value;
        }
        if (p.kind == PieceKind::Blood)
            r.cells = p.cells;
        if (p.kind == PieceKind::Teleporter) {
            r.pair = p.pair;
            r.arrow = p.arrow;
        }
        return r;
    }

    static bool isCanonical(const Level& l)
    {
        for (const Piece& p : l.pieces) {
            if (!(relevantPart(p) == p))
                return false;
        }
        for (const InventoryItem& item : l.inventory) {
            if (item.side != effectiveSide(item.kind, item.side))
                return false;
        }
        if (l.solution) {
            for (const Placement& p : *l.solution) {
                if (p.side != effectiveSide(p.kind, p.side))
                    return false;
            }
        }
        return true;
    }

    void color(const std::optional<std::string>& c)
    {
        if (!c) {
            out_.write(0, 3);
            return;
        }
        const auto it = std::find(kColors.begin(), kColors.end(), *c);
        if (it != kColors.end()) {
            out_.write(static_cast<std::uint32_t>(it - kColors.begin()) + 1, 3);
        } else {
            out_.write(7, 3);
            text(*c);
        }
    }

    void value(const std::optional<int>& v)
    {
        if (!v) {
            out_.write(0, 3);
        } else if (*v >= 1 && *v <= 6) {
            out_.write(static_cast<std::uint32_t>(*v), 3);
        } else {
            out_.write(7, 3);
            out_.writeVarInt(*v, kIntChunk);
        }
    }

    void bloodCells(const std::vector<Cell>& cells, const CellIndex& index)
    {
        out_.writeVarUint(cells.size(), kSmallCountChunk);
        for (std::size_t i = 0; i < cells.size(); ++i) {
            if (i > 0) {
                // In 64 bits: cells off the board may sit at the ends of the int range.
                const std::int64_t dx = std::int64_t{cells[i].x} - cells[i - 1].x;
                const std::int64_t dy = std::int64_t{cells[i].y} - cells[i - 1].y;
                const auto d = std::find_if(std::begin(kDirs), std::end(kDirs),
                                            [&](Dir dir) { return dx == dirDx(dir) && dy == dirDy(dir); });
                out_.writeBit(d != std::end(kDirs));
                if (d != std::end(kDirs)) {
                    out_.write(static_cast<std::uint32_t>(*d), 2);
                    continue;
                }
            }
            cell(cells[i], index);
        }
    }

    void piece(const Piece& p, const CellIndex& cells, bool canonical)
    {
        out_.write(static_cast<std::uint32_t>(p.kind), 3);
        if (!canonical) {
            cell(p.at, cells);
            out_.writeBit(p.side == Side::Enemy);
            color(p.color);
            value(p.value);
            bloodCells(p.cells, cells);
            text(p.pair);
            out_.write(static_cast<std::uint32_t>(p.arrow), 2);
            return;
        }
        if (p.kind == PieceKind::Blood) {
            bloodCells(p.cells, cells);
            return;
        }
        cell(p.at, cells);
        if (p.kind == PieceKind::Token) {
            out_.writeBit(p.side == Side::Enemy);
            color(p.color);
            value(p.value);
        } else if (p.kind == PieceKind::Teleporter) {
            text(p.pair);
            out_.write(static_cast<std::uint32_t>(p.arrow), 2);
        }
    }

    void pieces(const std::vector<Piece>& list, const CellIndex& cells, bool canonical)
    {
        const std::vector<Piece> basic = basicLayoutPieces();
        const bool withBasic =
            list.size() >= basic.size() && std::equal(basic.begin(), basic.end(), list.begin());
        out_.writeBit(withBasic);
        const std::size_t first = withBasic ? basic.size() : 0;
        out_.writeVarUint(list.size() - first, kCountChunk);
        for (std::size_t i = first; i < list.size(); ++i)
            piece(list[i], cells, canonical);
    }

    void sideIfNeeded(PieceKind kind, Side side, bool canonical)
    {
        if (!canonical || kind == PieceKind::Token)
            out_.writeBit(side == Side::Enemy);
    }

    void inventory(const std::vector<InventoryItem>& items, bool canonical)
    {
        out_.writeVarUint(items.size(), kSmallCountChunk);
        for (const InventoryItem& item : items) {
            out_.write(static_cast<std::uint32_t>(item.kind), 3);
            sideIfNeeded(item.kind, item.side, canonical);
            out_.writeVarInt(item.count, kIntChunk);
        }
    }

    void allowed(const std::optional<std::vector<Cell>>& zone, const CellIndex& cells)
    {
        out_.writeBit(zone.has_value());
        if (!zone)
            return;
        bool increasing = true;
        int previous = -1;
        for (Cell c : *zone) {
            const int i = cells.indexOf(c);
            increasing = increasing && i > previous;
            previous = i;
        }
        const bool bitmap =
            increasing && cells.cells().size() < zone->size() * static_cast<std::size_t>(cells.bits());
        out_.writeBit(bitmap);
        if (bitmap) {
            std::vector<bool> in(cells.cells().size(), false);
            for (Cell c : *zone)
                in[static_cast<std::size_t>(cells.indexOf(c))] = true;
            for (bool b : in)
                out_.writeBit(b);
            return;
        }
        out_.writeVarUint(zone->size(), kCountChunk);
        for (Cell c : *zone)
            cell(c, cells);
    }

    void solution(const std::optional<std::vector<Placement>>& placements, const CellIndex& cells,
                  bool canonical)
    {
        out_.writeBit(placements.has_value());
        if (!placements)
            return;
        out_.writeVarUint(placements->size(), kPlacementChunk);
        for (const Placement& p : *placements) {
            out_.write(static_cast<std::uint32_t>(p.kind), 3);
            sideIfNeeded(p.kind, p.side, canonical);
            cell(p.at, cells);
        }
    }

    static constexpr std::array<Dir, 4> kDirs = {Dir::N, Dir::E, Dir::S, Dir::W};

    BitWriter& out_;
};

// ---- decoding -------------------------------------------------------------------

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
            const auto kind = static_cast<PieceKind>(bits(3));
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
        p.kind = static_cast<PieceKind>(bits(3));
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
        if (p.kind == PieceKind::Token) {
            p.side = bit() ? Side::Enemy : Side::Own;
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
        if (canonical && kind != PieceKind::Token)
            return Side::Own;
        return bit() ? Side::Enemy : Side::Own;
    }

    std::vector<InventoryItem> inventory(bool canonical)
    {
        std::vector<InventoryItem> items(count(kSmallCountChunk, 3));
        for (InventoryItem& item : items) {
            item.kind = static_cast<PieceKind>(bits(3));
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
            p.kind = static_cast<PieceKind>(bits(3));
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

std::string prefix(int version = kShareCodeVersion)
{
    return std::string(kMagic) + std::to_string(version) + "-";
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

std::string encodeShareCode(const Level& level)
{
    BitWriter payload;
    Encoder(payload).level(level);
    const std::size_t unpadded = kLengthBits + payload.bitCount() + kCrcBits;
    const std::size_t chars = (unpadded + 4) / 5;

    BitWriter body;
    body.write(static_cast<std::uint32_t>(chars % 1024), kLengthBits);
    body.append(payload);
    body.write(0, static_cast<int>(chars * 5 - unpadded));
    const std::uint32_t crc = checksum(kShareCodeVersion, body.bytes());
    body.write(crc, kCrcBits);

    std::string code = prefix();
    code.reserve(code.size() + chars);
    for (std::size_t i = 0; i < chars; ++i) {
        std::uint32_t v = 0;
        for (std::size_t k = 0; k < 5; ++k) {
            const std::size_t bit = i * 5 + k;
            v = (v << 1) | ((body.bytes()[bit / 8] >> (7 - bit % 8)) & 1u);
        }
        code.push_back(kBase32[v]);
    }
    return code;
}

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
