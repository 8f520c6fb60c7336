// The player's side of a level: the level itself (never changed here), the
// inventory pieces placed so far, and a QUndoStack with one command per user action
// (place, remove, move, restart). Legality of a placement (R21) is the engine's
// (ff::PlacementRules); the board, the palette and the keyboard all ask it through
// this document, which adds the sentences the player reads.
#pragma once

#include "engine/rules/Level.h"
#include "engine/rules/Placement.h"

#include <QObject>
#include <QUndoStack>

#include <optional>
#include <vector>

namespace ff::ui {

class PlacementDocument : public QObject {
    Q_OBJECT
public:
    // Why a placement, removal or move is refused; None = allowed.
    using Refusal = ff::PlacementRefusal;

    explicit PlacementDocument(QObject* parent = nullptr);

    // Resets the placements and the undo history.
    void setLevel(const ff::Level& level);
    const ff::Level& level() const { return level_; }
    const std::vector<ff::Placement>& placements() const { return placements_; }
    // Restores an in-progress placement without an undo step. Entries that are not
    // legal on this level (in order, each against the ones before) are dropped;
    // returns how many were dropped.
    int setPlacements(const std::vector<ff::Placement>& placements);
    QUndoStack* undoStack() { return &undo_; }

    // How many pieces of the kind the inventory holds / are still to be placed.
    int inventoryCount(ff::PieceKind kind, ff::Side side) const;
    int countLeft(ff::PieceKind kind, ff::Side side) const;
    // Pieces of every kind still to be placed.
    int piecesLeft() const;
    // Every inventory piece is placed (R21: only then may the monster run).
    bool complete() const { return piecesLeft() == 0; }
    std::optional<ff::Placement> placedAt(ff::Cell c) const;

    // R21 for one more piece of the kind on `c`.
    Refusal checkPlace(ff::PieceKind kind, ff::Side side, ff::Cell c) const;
    // Moving the placed piece on `from` to `to` (the piece's own count is not spent again).
    Refusal checkMove(ff::Cell from, ff::Cell to) const;
    // R21 for the cell alone, ignoring counts and the placed piece on `ignore`.
    Refusal checkCell(ff::Cell c, std::optional<ff::Cell> ignore = {}) const;

    // Each is one undo step when it returns None; otherwise nothing changes.
    Refusal place(ff::PieceKind kind, ff::Side side, ff::Cell c);
    Refusal remove(ff::Cell c);
    Refusal move(ff::Cell from, ff::Cell to);
    // Removes every placed piece as one undo step; false when nothing was placed.
    bool restart();

    // Replaces the placements as they are; used by the undo commands.
    void applyPlacements(const std::vector<ff::Placement>& placements);

signals:
    void placementsChanged();

private:
    ff::Level level_;
    ff::PlacementRules rules_{level_};
    std::vector<ff::Placement> placements_;
    QUndoStack undo_;
};

} // namespace ff::ui
