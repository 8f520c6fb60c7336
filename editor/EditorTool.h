// The tools of the level editor's board: what a click or a drag on a cell does.
#pragma once

namespace ffui {

enum class EditorTool {
    Select, // click selects a cell, dragging a piece moves it
    Stone,
    Crystal,
    TurnRight,
    TurnLeft,
    Turn180,
    OwnToken,
    EnemyToken,
    Blood,      // drag paints a pool
    Teleporter, // places pair ends; a click on an end turns its arrow
    Monster,    // places the monster; a click on it turns its facing
    Void,       // custom boards: toggles a cell and its mirror cell (R2)
    Zone,       // toggles a cell of the allowed placement zone (R21)
    Erase,      // drag removes everything but the monster
};

} // namespace ffui
