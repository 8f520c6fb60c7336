#include "engine/rules/LevelEdit.h"

#include "engine/rules/BloodPool.h"

#include <algorithm>
#include <map>

namespace ff {

namespace {

EditRefusal refusalFor(Occupant o)
{
    switch (o) {
    case Occupant::Object:
        return EditRefusal::Object;
    case Occupant::Teleporter:
        return EditRefusal::Teleporter;
    case Occupant::Blood:
        return EditRefusal::Blood;
    case Occupant::Monster:
        return EditRefusal::Monster;
    }
    return EditRefusal::None;
}

// standRefusal, with the occupant `replaced` (which the edit replaces or keeps)
// not counted.
EditRefusal blocked(const Level& level, Occupant what, Cell c, std::optional<Occupant> replaced = {})
{
    if (level.board.isVoid(c))
        return EditRefusal::Void;
    const std::pair<Occupant, bool> occupants[] = {
        {Occupant::Object, objectAt(level, c).has_value()},
        {Occupant::Teleporter, teleporterAt(level, c).has_value()},
        {Occupant::Blood, bloodAt(level, c).has_value()},
        {Occupant::Monster, level.monsterAt == c},
    };
    for (const auto& [occupant, present] : occupants) {
        if (present && occupant != replaced && !mayShareCell(what, occupant))
            return refusalFor(occupant);
    }
    return EditRefusal::None;
}

std::optional<std::size_t> findPiece(const Level& level, Cell c, bool (*match)(const Piece&, Cell))
{
    for (std::size_t i = 0; i < level.pieces.size(); ++i) {
        if (match(level.pieces[i], c))
            return i;
    }
    return std::nullopt;
}

void erasePiece(Level& level, std::size_t index)
{
    level.pieces.erase(level.pieces.begin() + static_cast<std::ptrdiff_t>(index));
}

// "A".."Z", "AA".."ZZ", ... for n = 0, 1, ...
std::string pairName(int n)
{
    std::string name;
    for (++n; n > 0; n = (n - 1) / 26)
        name.insert(name.begin(), static_cast<char>('A' + (n - 1) % 26));
    return name;
}

Piece bloodPool(std::vector<Cell> cells)
{
    Piece pool;
    pool.kind = PieceKind::Blood;
    pool.cells = std::move(cells);
    return pool;
}

// Removes the blood cell `c` from pool `index`, splitting what falls apart.
void removeBloodCell(Level& level, std::size_t index, Cell c)
{
    std::vector<Cell> rest = level.pieces[index].cells;
    rest.erase(std::remove(rest.begin(), rest.end(), c), rest.end());
    if (rest.empty()) {
        erasePiece(level, index);
        return;
    }
    std::vector<std::vector<Cell>> parts = connectedParts(rest);
    level.pieces[index].cells = std::move(parts.front());
    for (std::size_t i = 1; i < parts.size(); ++i)
        level.pieces.push_back(bloodPool(std::move(parts[i])));
}

} // namespace

std::optional<std::size_t> objectAt(const Level& level, Cell c)
{
    return findPiece(level, c, [](const Piece& p, Cell at) { return isObjectKind(p.kind) && p.at == at; });
}

std::optional<std::size_t> teleporterAt(const Level& level, Cell c)
{
    return findPiece(level, c,
                     [](const Piece& p, Cell at) { return p.kind == PieceKind::Teleporter && p.at == at; });
}

std::optional<std::size_t> bloodAt(const Level& level, Cell c)
{
    return findPiece(level, c, [](const Piece& p, Cell at) {
        return p.kind == PieceKind::Blood && std::find(p.cells.begin(), p.cells.end(), at) != p.cells.end();
    });
}

EditRefusal standRefusal(const Level& level, Occupant what, Cell c)
{
    return blocked(level, what, c);
}

std::optional<Occupant> movableAt(const Level& level, Cell c)
{
    if (objectAt(level, c))
        return Occupant::Object;
    if (teleporterAt(level, c))
        return Occupant::Teleporter;
    if (level.monsterAt == c)
        return Occupant::Monster;
    return std::nullopt;
}

EditRefusal moveRefusal(const Level& level, Cell from, Cell to)
{
    if (from == to)
        return EditRefusal::None;
    const std::optional<Occupant> what = movableAt(level, from);
    if (!what)
        return EditRefusal::Nothing;
    return standRefusal(level, *what, to);
}

std::string nextTeleporterPair(const Level& level)
{
    std::map<std::string, int> ends;
    for (const Piece& p : level.pieces) {
        if (p.kind == PieceKind::Teleporter)
            ++ends[p.pair];
    }
    for (const Piece& p : level.pieces) {
        if (p.kind == PieceKind::Teleporter && ends[p.pair] == 1)
            return p.pair;
    }
    for (int n = 0;; ++n) {
        if (!ends.count(pairName(n)))
            return pairName(n);
    }
}

EditRefusal placeObject(Level& level, PieceKind kind, Side side, Cell c, std::optional<std::string> color,
                        std::optional<int> value)
{
    if (!isObjectKind(kind))
        return EditRefusal::NotAnObject;
    if (const EditRefusal r = blocked(level, Occupant::Object, c, Occupant::Object); r != EditRefusal::None)
        return r;
    Piece piece;
    piece.kind = kind;
    piece.at = c;
    if (kind == PieceKind::Token) {
        piece.side = side;
        piece.color = std::move(color);
        piece.value = value;
    }
    if (const auto old = objectAt(level, c))
        level.pieces[*old] = std::move(piece);
    else
        level.pieces.push_back(std::move(piece));
    return EditRefusal::None;
}

EditRefusal paintBlood(Level& level, Cell c)
{
    if (const EditRefusal r = blocked(level, Occupant::Blood, c, Occupant::Blood); r != EditRefusal::None)
        return r;
    if (bloodAt(level, c))
        return EditRefusal::None;
    std::vector<std::size_t> touching;
    for (std::size_t i = 0; i < level.pieces.size(); ++i) {
        const Piece& p = level.pieces[i];
        if (p.kind == PieceKind::Blood &&
            std::any_of(p.cells.begin(), p.cells.end(), [c](Cell b) { return neighbours(b, c); }))
            touching.push_back(i);
    }
    if (touching.empty()) {
        level.pieces.push_back(bloodPool({c}));
        return EditRefusal::None;
    }
    level.pieces[touching.front()].cells.push_back(c);
    // From the back, so that the indices still to come stay right.
    for (auto it = touching.rbegin(); it + 1 != touching.rend(); ++it) {
        const std::vector<Cell> cells = std::move(level.pieces[*it].cells);
        erasePiece(level, *it);
        std::vector<Cell>& target = level.pieces[touching.front()].cells;
        target.insert(target.end(), cells.begin(), cells.end());
    }
    return EditRefusal::None;
}

EditRefusal placeTeleporter(Level& level, Cell c)
{
    if (const EditRefusal r = standRefusal(level, Occupant::Teleporter, c); r != EditRefusal::None)
        return r;
    Piece piece;
    piece.kind = PieceKind::Teleporter;
    piece.at = c;
    piece.pair = nextTeleporterPair(level);
    piece.arrow = Dir::N;
    level.pieces.push_back(std::move(piece));
    return EditRefusal::None;
}

EditRefusal setTeleporterArrow(Level& level, Cell c, Dir arrow)
{
    const auto index = teleporterAt(level, c);
    if (!index)
        return EditRefusal::Nothing;
    level.pieces[*index].arrow = arrow;
    return EditRefusal::None;
}

EditRefusal placeMonster(Level& level, Cell c)
{
    if (const EditRefusal r = standRefusal(level, Occupant::Monster, c); r != EditRefusal::None)
        return r;
    level.monsterAt = c;
    return EditRefusal::None;
}

EditRefusal setVoid(Level& level, Cell c, bool isVoid)
{
    const Board& board = level.board;
    if (board.isStandard())
        return EditRefusal::StandardBoard;
    if (!board.inside(c))
        return EditRefusal::Void;
    if (board.isVoid(c) == isVoid)
        return EditRefusal::None;
    const Cell mirror = board.reflect(c);
    std::vector<Cell> voids = board.voids();
    if (isVoid) {
        for (Cell cell : {c, mirror}) {
            if (objectAt(level, cell) || teleporterAt(level, cell) || bloodAt(level, cell) ||
                level.monsterAt == cell || board.exit() == cell || board.entrance() == cell)
                return EditRefusal::Occupied;
        }
        voids.push_back(c);
        if (mirror != c)
            voids.push_back(mirror);
    } else {
        voids.erase(std::remove_if(voids.begin(), voids.end(), [&](Cell v) { return v == c || v == mirror; }),
                    voids.end());
    }
    level.board = Board(board.width(), board.height(), voids, board.exit(), board.entrance());
    if (level.allowed) {
        std::vector<Cell>& allowed = *level.allowed;
        allowed.erase(
            std::remove_if(allowed.begin(), allowed.end(), [&](Cell a) { return level.board.isVoid(a); }),
            allowed.end());
        if (allowed.empty())
            level.allowed.reset();
    }
    return EditRefusal::None;
}

EditRefusal setAllowed(Level& level, Cell c, bool allowed)
{
    if (level.board.isVoid(c))
        return EditRefusal::Void;
    std::vector<Cell> cells = level.allowed.value_or(std::vector<Cell>{});
    const auto it = std::find(cells.begin(), cells.end(), c);
    if (allowed && it == cells.end())
        cells.push_back(c);
    else if (!allowed && it != cells.end())
        cells.erase(it);
    if (cells.empty())
        level.allowed.reset();
    else
        level.allowed = std::move(cells);
    return EditRefusal::None;
}

EditRefusal eraseAt(Level& level, Cell c)
{
    // Object and teleporter first, the higher index first so the other stays right.
    std::vector<std::size_t> indices;
    for (const auto index : {objectAt(level, c), teleporterAt(level, c)}) {
        if (index)
            indices.push_back(*index);
    }
    std::sort(indices.rbegin(), indices.rend());
    for (const std::size_t index : indices)
        erasePiece(level, index);
    const auto pool = bloodAt(level, c);
    if (pool)
        removeBloodCell(level, *pool, c);
    return indices.empty() && !pool ? EditRefusal::Nothing : EditRefusal::None;
}

EditRefusal movePiece(Level& level, Cell from, Cell to)
{
    if (const EditRefusal r = moveRefusal(level, from, to); r != EditRefusal::None || from == to)
        return r;
    const Occupant what = *movableAt(level, from);
    if (what == Occupant::Monster)
        level.monsterAt = to;
    else
        level.pieces[*(what == Occupant::Object ? objectAt(level, from) : teleporterAt(level, from))].at = to;
    return EditRefusal::None;
}

void adjustInventory(Level& level, PieceType type, int delta)
{
    std::vector<InventoryItem>& inventory = level.inventory;
    const auto item = std::find_if(inventory.begin(), inventory.end(), [&](const InventoryItem& i) {
        return pieceTypeOf(i.kind, i.side) == type;
    });
    if (item == inventory.end()) {
        if (delta > 0)
            inventory.push_back({type.kind, type.side, std::min(delta, kMaxInventoryCount)});
        return;
    }
    item->count = std::min(item->count + delta, kMaxInventoryCount);
    if (item->count <= 0)
        inventory.erase(item);
}

EditRefusal setInventoryCount(Level& level, std::size_t index, int count)
{
    if (index >= level.inventory.size())
        return EditRefusal::Nothing;
    level.inventory[index].count = std::clamp(count, 0, kMaxInventoryCount);
    return EditRefusal::None;
}

EditRefusal removeInventoryItem(Level& level, std::size_t index)
{
    if (index >= level.inventory.size())
        return EditRefusal::Nothing;
    level.inventory.erase(level.inventory.begin() + static_cast<std::ptrdiff_t>(index));
    return EditRefusal::None;
}

} // namespace ff
