#include "board/PlacementDocument.h"

#include "board/EngineText.h"
#include "board/PlacementCommand.h"

#include <algorithm>

namespace ffui {

using ff::Cell;
using ff::PieceKind;
using ff::Side;

namespace {
// Tokens keep their side; for every other kind the side carries no meaning.
bool sameKind(const ff::Placement& p, PieceKind kind, Side side)
{
    return p.kind == kind && (kind != PieceKind::Token || p.side == side);
}
} // namespace

PlacementDocument::PlacementDocument(QObject* parent) : QObject(parent) {}

void PlacementDocument::setLevel(const ff::Level& level)
{
    level_ = level;
    const ff::Board& b = level_.board;
    floor_.assign(static_cast<size_t>(b.width() * b.height()), kPlain);
    for (int y = 0; y < b.height(); ++y) {
        for (int x = 0; x < b.width(); ++x) {
            if (b.isVoid({x, y}))
                floor_[index({x, y})] = kVoid;
        }
    }
    const auto mark = [&](Cell c, Floor f) {
        if (b.inside(c) && floor_[index(c)] == kPlain)
            floor_[index(c)] = f;
    };
    for (const ff::Piece& p : level_.pieces) {
        if (p.kind == PieceKind::Blood) {
            for (Cell c : p.cells)
                mark(c, kBlood);
        } else if (p.kind == PieceKind::Teleporter) {
            mark(p.at, kTeleporter);
        } else {
            mark(p.at, kObject);
        }
    }
    mark(level_.monsterAt, kMonster);
    allowed_.clear();
    if (level_.allowed) {
        allowed_.assign(floor_.size(), false);
        for (Cell c : *level_.allowed) {
            if (b.inside(c))
                allowed_[index(c)] = true;
        }
    }
    undo_.clear();
    placements_.clear();
    emit placementsChanged();
}

int PlacementDocument::setPlacements(const std::vector<ff::Placement>& placements)
{
    std::vector<ff::Placement> kept;
    std::swap(placements_, kept);
    int dropped = 0;
    for (const ff::Placement& p : placements) {
        if (checkPlace(p.kind, p.side, p.at) == Refusal::None)
            placements_.push_back(p);
        else
            ++dropped;
    }
    emit placementsChanged();
    return dropped;
}

int PlacementDocument::inventoryCount(PieceKind kind, Side side) const
{
    int n = 0;
    for (const ff::InventoryItem& item : level_.inventory) {
        if (item.kind == kind && (kind != PieceKind::Token || item.side == side))
            n += item.count;
    }
    return n;
}

int PlacementDocument::countLeft(PieceKind kind, Side side) const
{
    const auto placed = std::count_if(placements_.begin(), placements_.end(),
                                      [&](const ff::Placement& p) { return sameKind(p, kind, side); });
    return inventoryCount(kind, side) - static_cast<int>(placed);
}

int PlacementDocument::piecesLeft() const
{
    return std::max(0, level_.inventorySize() - static_cast<int>(placements_.size()));
}

std::optional<ff::Placement> PlacementDocument::placedAt(Cell c) const
{
    for (const ff::Placement& p : placements_) {
        if (p.at == c)
            return p;
    }
    return std::nullopt;
}

PlacementDocument::Floor PlacementDocument::floorAt(Cell c) const
{
    return level_.board.inside(c) ? floor_[index(c)] : kVoid;
}

bool PlacementDocument::allowedAt(Cell c) const
{
    return allowed_.empty() || (level_.board.inside(c) && allowed_[index(c)]);
}

PlacementDocument::Refusal PlacementDocument::checkCell(Cell c, std::optional<Cell> ignore) const
{
    switch (floorAt(c)) {
    case kVoid:
        return Refusal::Void;
    case kObject:
        return Refusal::Occupied;
    case kMonster:
        return Refusal::Monster;
    case kBlood:
        return Refusal::Blood;
    case kTeleporter:
        return Refusal::Teleporter;
    case kPlain:
        break;
    }
    if ((!ignore || *ignore != c) && placedAt(c))
        return Refusal::Occupied;
    if (!allowedAt(c))
        return Refusal::NotAllowed;
    return Refusal::None;
}

PlacementDocument::Refusal PlacementDocument::checkPlace(PieceKind kind, Side side, Cell c) const
{
    if (inventoryCount(kind, side) == 0)
        return Refusal::NotInInventory;
    if (const Refusal r = checkCell(c); r != Refusal::None)
        return r;
    if (countLeft(kind, side) <= 0)
        return Refusal::NoneLeft;
    return Refusal::None;
}

PlacementDocument::Refusal PlacementDocument::checkMove(Cell from, Cell to) const
{
    if (!placedAt(from))
        return Refusal::NothingPlaced;
    return checkCell(to, from);
}

PlacementDocument::Refusal PlacementDocument::place(PieceKind kind, Side side, Cell c)
{
    const Refusal r = checkPlace(kind, side, c);
    if (r != Refusal::None)
        return r;
    std::vector<ff::Placement> after = placements_;
    after.push_back({kind, kind == PieceKind::Token ? side : Side::Own, c});
    undo_.push(new PlacementCommand(this, placements_, std::move(after),
                                    tr("Place %1").arg(EngineText::pieceName(kind, side))));
    return Refusal::None;
}

PlacementDocument::Refusal PlacementDocument::remove(Cell c)
{
    const auto it = std::find_if(placements_.begin(), placements_.end(), [&](const ff::Placement& p) { return p.at == c; });
    if (it == placements_.end())
        return Refusal::NothingPlaced;
    std::vector<ff::Placement> after = placements_;
    after.erase(after.begin() + (it - placements_.begin()));
    undo_.push(new PlacementCommand(this, placements_, std::move(after),
                                    tr("Remove %1").arg(EngineText::pieceName(it->kind, it->side))));
    return Refusal::None;
}

PlacementDocument::Refusal PlacementDocument::move(Cell from, Cell to)
{
    if (from == to)
        return placedAt(from) ? Refusal::None : Refusal::NothingPlaced;
    const Refusal r = checkMove(from, to);
    if (r != Refusal::None)
        return r;
    std::vector<ff::Placement> after = placements_;
    QString name;
    for (ff::Placement& p : after) {
        if (p.at == from) {
            p.at = to;
            name = EngineText::pieceName(p.kind, p.side);
        }
    }
    undo_.push(new PlacementCommand(this, placements_, std::move(after), tr("Move %1").arg(name)));
    return Refusal::None;
}

bool PlacementDocument::restart()
{
    if (placements_.empty())
        return false;
    undo_.push(new PlacementCommand(this, placements_, {}, tr("Restart")));
    return true;
}

void PlacementDocument::applyPlacements(const std::vector<ff::Placement>& placements)
{
    placements_ = placements;
    emit placementsChanged();
}

} // namespace ffui
