#include "board/PlacementDocument.h"

#include "board/EngineText.h"
#include "board/PlacementCommand.h"

#include <algorithm>

namespace ff::ui {

using ff::Cell;
using ff::PieceKind;
using ff::Side;

PlacementDocument::PlacementDocument(QObject* parent) : QObject(parent) {}

void PlacementDocument::setLevel(const ff::Level& level)
{
    level_ = level;
    rules_ = ff::PlacementRules(level_);
    undo_.clear();
    placements_.clear();
    emit placementsChanged();
}

int PlacementDocument::setPlacements(const std::vector<ff::Placement>& placements)
{
    placements_ = rules_.legalPart(placements);
    emit placementsChanged();
    return static_cast<int>(placements.size() - placements_.size());
}

int PlacementDocument::inventoryCount(PieceKind kind, Side side) const
{
    return rules_.inventoryCount(kind, side);
}

int PlacementDocument::countLeft(PieceKind kind, Side side) const
{
    return rules_.countLeft(placements_, kind, side);
}

int PlacementDocument::piecesLeft() const
{
    return rules_.piecesLeft(placements_);
}

std::optional<ff::Placement> PlacementDocument::placedAt(Cell c) const
{
    for (const ff::Placement& p : placements_) {
        if (p.at == c)
            return p;
    }
    return std::nullopt;
}

PlacementDocument::Refusal PlacementDocument::checkCell(Cell c, std::optional<Cell> ignore) const
{
    return rules_.checkCell(placements_, c, ignore);
}

PlacementDocument::Refusal PlacementDocument::checkPlace(PieceKind kind, Side side, Cell c) const
{
    return rules_.checkPlace(placements_, kind, side, c);
}

PlacementDocument::Refusal PlacementDocument::checkMove(Cell from, Cell to) const
{
    return rules_.checkMove(placements_, from, to);
}

PlacementDocument::Refusal PlacementDocument::place(PieceKind kind, Side side, Cell c)
{
    const Refusal r = checkPlace(kind, side, c);
    if (r != Refusal::None)
        return r;
    std::vector<ff::Placement> after = placements_;
    after.push_back({kind, ff::effectiveSide(kind, side), c});
    undo_.push(new PlacementCommand(this, placements_, std::move(after),
                                    tr("Place %1").arg(EngineText::pieceName(kind, side))));
    return Refusal::None;
}

PlacementDocument::Refusal PlacementDocument::remove(Cell c)
{
    const auto it = std::find_if(placements_.begin(), placements_.end(),
                                 [&](const ff::Placement& p) { return p.at == c; });
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

} // namespace ff::ui
