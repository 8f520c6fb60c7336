// Vector drawing of boards with QPainter: everything is computed from the cell
// size, so a board is crisp at any size and device pixel ratio. The colours are
// BoardPalette's. Written in three files by job: BoardRenderer.cpp (the board, its
// floor, letters and overlays), BoardRendererPieces.cpp (the pieces and the monster)
// and BoardRendererIcons.cpp (the editor's tool icons).
#pragma once

#include "board/BoardScene.h"
#include "engine/rules/Level.h"

#include <QColor>
#include <QIcon>
#include <QPainter>
#include <QRectF>

#include <optional>
#include <string>
#include <vector>

namespace ff::ui {

class BoardRenderer {
public:
    // Paints the level (its pieces, plus optional placements) scaled into `target`,
    // keeping the aspect ratio. Edge letters are left out when cells get too small
    // to read them (thumbnails).
    static void paintLevel(QPainter& p, const QRectF& target, const ff::Level& level,
                           const std::vector<ff::Placement>& placements = {});

    // The level's objects with `placements` added (marked as placed) and the
    // monster on its start cell.
    static BoardScene sceneFor(const ff::Level& level, const std::vector<ff::Placement>& placements);

    // The level's fixed floor (board, blood, teleporters, exit, entrance, letters)
    // with `scene` on top.
    static void paintScene(QPainter& p, const QRectF& target, const ff::Level& level,
                           const BoardScene& scene);

    // One object centred in `cell` (a cell-sized square), e.g. for the palette.
    static void paintObject(QPainter& p, const QRectF& cell, const SceneObject& object);
    // The monster centred on `centre` in a cell of size `cell`, facing `angle`
    // degrees clockwise from north.
    static void paintMonster(QPainter& p, QPointF centre, qreal cell, qreal angle);

    // The colour of a token: its `color` name when Qt knows it, else the side's
    // default; never the own tokens' blue for an enemy.
    static QColor tokenColor(const std::optional<std::string>& name, ff::Side side);
    // Degrees clockwise from north.
    static qreal angleOf(ff::Dir d) { return 90.0 * static_cast<int>(d); }

    // The level editor's tools that place no piece.
    enum class ToolIcon { Select, Blood, Teleporter, Monster, Void, Zone, Erase };
    // A tool's icon, 64 x 64 pixels.
    static QIcon toolIcon(ToolIcon tool);
    // The icon of the tool that places `type`, 64 x 64 pixels: the piece on a floor
    // tile; a turning stone carries the player's key for it (InventoryPalette::keyFor)
    // in a corner badge, as they look alike when small.
    static QIcon pieceIcon(ff::PieceType type);
};

} // namespace ff::ui
