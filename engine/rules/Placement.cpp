#include "engine/rules/Placement.h"

#include <algorithm>
#include <limits>

namespace ff {

namespace {

constexpr std::size_t kNoPiece = std::numeric_limits<std::size_t>::max();

// The precedence of cellRefusal: a reason replaces one of a lower rank.
int rank(PlacementRefusal r)
{
    switch (r) {
    case PlacementRefusal::Void:
        return 5;
    case PlacementRefusal::Occupied:
        return 4;
    case PlacementRefusal::Monster:
        return 3;
    case PlacementRefusal::Blood:
    case PlacementRefusal::Teleporter:
        return 2;
    case PlacementRefusal::NotAllowed:
        return 1;
    default:
        return 0;
    }
}

bool isPlacedOn(const std::vector<Placement>& placed, Cell c)
{
    return std::any_of(placed.begin(), placed.end(), [c](const Placement& p) { return p.at == c; });
}

} // namespace

std::map<PieceType, int> inventoryCounts(const Level& level)
{
    std::map<PieceType, int> counts;
    for (const InventoryItem& item : level.inventory) {
        if (isPlaceableKind(item.kind) && item.count > 0)
            counts[pieceTypeOf(item.kind, item.side)] += item.count;
    }
    return counts;
}

PlacementRules::PlacementRules(const Level& level)
    : width_(level.board.width()), height_(level.board.height()),
      refusal_(static_cast<std::size_t>(width_ * height_), PlacementRefusal::None),
      piece_(refusal_.size(), kNoPiece), inventory_(inventoryCounts(level)),
      inventorySize_(level.inventorySize())
{
    const auto mark = [&](Cell c, PlacementRefusal r, std::size_t piece) {
        if (!inside(c) || rank(r) <= rank(refusal_[index(c)]))
            return;
        refusal_[index(c)] = r;
        piece_[index(c)] = piece;
    };
    for (int y = 0; y < height_; ++y) {
        for (int x = 0; x < width_; ++x) {
            if (level.board.isVoid({x, y}))
                mark({x, y}, PlacementRefusal::Void, kNoPiece);
        }
    }
    for (std::size_t i = 0; i < level.pieces.size(); ++i) {
        const Piece& p = level.pieces[i];
        if (p.kind == PieceKind::Blood) {
            for (Cell c : p.cells)
                mark(c, PlacementRefusal::Blood, i);
        } else if (p.kind == PieceKind::Teleporter) {
            mark(p.at, PlacementRefusal::Teleporter, i);
        } else {
            mark(p.at, PlacementRefusal::Occupied, i);
        }
    }
    mark(level.monsterAt, PlacementRefusal::Monster, kNoPiece);
    if (level.allowed) {
        std::vector<bool> allowed(refusal_.size(), false);
        for (Cell c : *level.allowed) {
            if (inside(c))
                allowed[index(c)] = true;
        }
        for (std::size_t i = 0; i < refusal_.size(); ++i) {
            if (!allowed[i] && refusal_[i] == PlacementRefusal::None)
                refusal_[i] = PlacementRefusal::NotAllowed;
        }
    }
}

PlacementRefusal PlacementRules::cellRefusal(Cell c) const
{
    return inside(c) ? refusal_[index(c)] : PlacementRefusal::Void;
}

std::optional<std::size_t> PlacementRules::blockingPiece(Cell c) const
{
    if (!inside(c) || piece_[index(c)] == kNoPiece)
        return std::nullopt;
    return piece_[index(c)];
}

int PlacementRules::inventoryCount(PieceKind kind, Side side) const
{
    const auto it = inventory_.find(pieceTypeOf(kind, side));
    return it == inventory_.end() ? 0 : it->second;
}

int PlacementRules::countLeft(const std::vector<Placement>& placed, PieceKind kind, Side side) const
{
    const PieceType type = pieceTypeOf(kind, side);
    const auto same = std::count_if(placed.begin(), placed.end(),
                                    [&](const Placement& p) { return pieceTypeOf(p.kind, p.side) == type; });
    return inventoryCount(kind, side) - static_cast<int>(same);
}

int PlacementRules::piecesLeft(const std::vector<Placement>& placed) const
{
    return std::max(0, inventorySize_ - static_cast<int>(placed.size()));
}

PlacementRefusal PlacementRules::checkCell(const std::vector<Placement>& placed, Cell c,
                                           std::optional<Cell> ignore) const
{
    const PlacementRefusal r = cellRefusal(c);
    if (r != PlacementRefusal::None && r != PlacementRefusal::NotAllowed)
        return r;
    if ((!ignore || *ignore != c) && isPlacedOn(placed, c))
        return PlacementRefusal::Occupied;
    return r;
}

PlacementRefusal PlacementRules::checkPlace(const std::vector<Placement>& placed, PieceKind kind, Side side,
                                            Cell c) const
{
    if (inventoryCount(kind, side) == 0)
        return PlacementRefusal::NotInInventory;
    if (const PlacementRefusal r = checkCell(placed, c); r != PlacementRefusal::None)
        return r;
    if (countLeft(placed, kind, side) <= 0)
        return PlacementRefusal::NoneLeft;
    return PlacementRefusal::None;
}

PlacementRefusal PlacementRules::checkMove(const std::vector<Placement>& placed, Cell from, Cell to) const
{
    if (!isPlacedOn(placed, from))
        return PlacementRefusal::NothingPlaced;
    return checkCell(placed, to, from);
}

std::vector<Placement> PlacementRules::legalPart(const std::vector<Placement>& placements) const
{
    std::vector<Placement> kept;
    for (const Placement& p : placements) {
        if (checkPlace(kept, p.kind, p.side, p.at) == PlacementRefusal::None)
            kept.push_back(p);
    }
    return kept;
}

} // namespace ff
