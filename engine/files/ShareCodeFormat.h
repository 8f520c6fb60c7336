// The share code's layout, shared by its writer (ShareCodeWrite.cpp) and its reader
// (ShareCodeRead.cpp): constants, the checksum, character helpers and the cell
// numbering. Internal to the engine; the interface is engine/files/ShareCode.h.
//
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
#pragma once

#include "engine/files/BitWriter.h"
#include "engine/files/JsonPath.h"
#include "engine/files/ShareCode.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace ff::sharecode {

inline constexpr std::string_view kMagic = "FF";
inline constexpr std::string_view kBase32 = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
inline constexpr std::string_view kIdAlphabet =
    "abcdefghijklmnopqrstuvwxyz0123456789-ABCDEFGHIJKLMNOPQRSTUVWXYZ ";
inline constexpr std::string_view kProse = "abcdefghijklmnopqrstuvwxyz .,";
inline constexpr std::uint32_t kUpper = 29;
inline constexpr std::uint32_t kSecondary = 30;
inline constexpr std::uint32_t kCodePoint = 31;
inline constexpr std::string_view kSecondaryTable = "0123456789-'!?:;()\"/&+*#%=_@[]<>";
static_assert(kIdAlphabet.size() == 64 && kProse.size() == kUpper && kSecondaryTable.size() == 32);
enum TextMode : std::uint32_t { kRawText = 0, kIdText = 1, kProseText = 2 };
inline constexpr std::array<std::string_view, 6> kColors = {"red",    "blue",  "green",
                                                            "yellow", "white", "black"};
inline constexpr int kLengthBits = 10;
inline constexpr int kCrcBits = 32;
// Varint chunk sizes: kCountChunk for lists that are often long (pieces, text
// bytes, voids, allowed cells), kSmallCountChunk for short ones (maps, extras,
// inventory, blood cells), kPlacementChunk for solutions, kIntChunk for numbers.
inline constexpr int kCountChunk = 4;
inline constexpr int kSmallCountChunk = 2;
inline constexpr int kPlacementChunk = 3;
inline constexpr int kIntChunk = 3;
inline constexpr int kCodePointChunk = 8;
inline constexpr int kSeedChunk = 8;
inline constexpr int kMechanicBits = 4;
static_assert(kMechanicCount <= (1 << kMechanicBits));
// A piece kind is stored as its index in kPieceKinds (engine/rules/Catalogue.h) in 3 bits.
// Every value is a kind, so a ninth kind needs a new layout (and version).
inline constexpr int kKindBits = 3;
static_assert(kPieceKinds.size() == (1u << kKindBits));
// The versions decodeShareCode reads: every one up to the one it writes.
inline constexpr int kOldestShareCodeVersion = 1;

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

inline constexpr std::array<std::uint32_t, 256> kCrcTable = makeCrcTable();

// CRC-32 of the version byte followed by `bytes`.
inline std::uint32_t checksum(int version, const std::vector<std::uint8_t>& bytes)
{
    std::uint32_t c = 0xFFFFFFFFu;
    auto add = [&c](std::uint8_t b) { c = kCrcTable[(c ^ b) & 0xFFu] ^ (c >> 8); };
    add(static_cast<std::uint8_t>(version));
    for (std::uint8_t b : bytes)
        add(b);
    return c ^ 0xFFFFFFFFu;
}

inline char upperAscii(char ch)
{
    return ch >= 'a' && ch <= 'z' ? static_cast<char>(ch - 'a' + 'A') : ch;
}

// Crockford base32 value of a character (any case, I/L = 1, O = 0), or -1.
inline int base32Value(char ch)
{
    ch = upperAscii(ch);
    if (ch == 'O')
        return 0;
    if (ch == 'I' || ch == 'L')
        return 1;
    const std::size_t i = kBase32.find(ch);
    return i == std::string_view::npos ? -1 : static_cast<int>(i);
}

inline bool isAsciiSpace(char ch)
{
    return ch == ' ' || ch == '\t' || ch == '\n' || ch == '\r' || ch == '\v' || ch == '\f';
}

// The smallest number of bits that can hold every value 0..n.
inline int bitsFor(std::size_t n)
{
    int bits = 0;
    while (bits < 64 && (std::size_t{1} << bits) <= n)
        ++bits;
    return bits;
}

// Extras are copied verbatim into level files, so they must be JSON text of the
// depth LevelIo accepts.
inline bool acceptableJson(const std::string& text)
{
    return jsonNestingDepth(text) <= kMaxJsonDepth && nlohmann::json::accept(text);
}

// The code points of well-formed UTF-8 text.
inline std::vector<std::uint32_t> codePoints(std::string_view s)
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

inline void appendUtf8(std::string& out, std::uint32_t cp)
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
inline void writeProse(BitWriter& out, std::uint32_t cp)
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

// "FF2-" for version 2.
inline std::string prefix(int version = kShareCodeVersion)
{
    return std::string(kMagic) + std::to_string(version) + "-";
}

} // namespace ff::sharecode
