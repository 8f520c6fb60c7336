// What the renderer draws on top of a level's fixed floor (board, blood,
// teleporters): the objects and the monster where they currently are, and the
// optional overlays. Positions are in cell units: the centre of cell (x, y) is
// (x + 0.5, y + 0.5), so an animation can put things between cells.
#pragma once

#include "engine/rules/Arena.h"
#include "engine/rules/Level.h"

#include <QColor>
#include <QPointF>

#include <optional>
#include <vector>

namespace ff::ui {

struct SceneObject {
    ff::PieceKind kind = ff::PieceKind::Stone; // an object kind (R7)
    ff::Side side = ff::Side::Own;             // tokens only
    QColor color;                              // tokens only; invalid = the side's default
    int value = 0;                             // tokens only; 0 = no number
    QPointF pos;                               // centre, in cell units
    bool placed = false;                       // placed by the player (drawn with a ring)
    qreal opacity = 1.0;
    qreal scale = 1.0;
};

// A piece of the monster's path: a straight line between two centres, or for a
// wall crossing / teleport a jump (drawn as two stubs / a dashed arc).
struct PathSegment {
    QPointF from;
    QPointF to;
    bool jump = false;
    long step = 0; // the step of the run that drew it
};

struct BoardScene {
    std::vector<SceneObject> objects;

    bool showMonster = true;
    QPointF monsterPos;
    qreal monsterAngle = 90; // degrees clockwise from north (0 = N, 90 = E)
    qreal monsterOpacity = 1.0;
    qreal monsterScale = 1.0;

    // Overlays.
    std::optional<ff::Look> sight; // rays from sightFrom, the cell where the monster looked
    ff::Cell sightFrom;
    std::vector<PathSegment> path;
    long pathStep = 0;               // the current step: its path is emphasised, older steps fade
    std::vector<ff::Cell> loopCells; // highlighted after an endless run
    std::vector<PathSegment> loopPath;
    std::vector<std::pair<ff::Cell, ff::Dir>> litEdges; // edge letters lit during a crossing
    // A cell glowing for a moment: the turning stone that turns the monster, or the
    // token it turns to face; glow 0..1.
    std::optional<ff::Cell> glowCell;
    qreal glow = 0.0;
    std::optional<ff::Cell> cursor;
    std::vector<ff::Cell> refused; // illegal-cell feedback
    qreal refusedAlpha = 0.0;
    std::optional<ff::Cell> dropTarget;
    bool dropOk = true;
    std::optional<SceneObject> ghost; // a hinted piece, drawn see-through
    std::optional<ff::Cell> eatenAt;  // the own token lost, marked after the run
};

} // namespace ff::ui
