// Writing share codes (engine/files/ShareCode.h); the layout is in ShareCodeFormat.h.
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
        // The compact form has no room for a level made without a zone: such a
        // level is stored in full.
        if (!o || !o->zone || l.id != generatedId(*o) || l.title != generatedTitle(*o))
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
            out_.write(static_cast<std::uint32_t>(t.kind), kKindBits);
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
        if (carriesSide(p.kind))
            r.side = p.side;
        if (p.kind == PieceKind::Token) {
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
        out_.write(static_cast<std::uint32_t>(p.kind), kKindBits);
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
        if (carriesSide(p.kind))
            out_.writeBit(p.side == Side::Enemy);
        if (p.kind == PieceKind::Token) {
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
        if (!canonical || carriesSide(kind))
            out_.writeBit(side == Side::Enemy);
    }

    void inventory(const std::vector<InventoryItem>& items, bool canonical)
    {
        out_.writeVarUint(items.size(), kSmallCountChunk);
        for (const InventoryItem& item : items) {
            out_.write(static_cast<std::uint32_t>(item.kind), kKindBits);
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
            out_.write(static_cast<std::uint32_t>(p.kind), kKindBits);
            sideIfNeeded(p.kind, p.side, canonical);
            cell(p.at, cells);
        }
    }

    static constexpr std::array<Dir, 4> kDirs = {Dir::N, Dir::E, Dir::S, Dir::W};

    BitWriter& out_;
};

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

} // namespace ff
