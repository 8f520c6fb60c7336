// The tools of the level editor's board: what a click or a drag on a cell does.
#pragma once

#include "engine/rules/Catalogue.h"

namespace ff::editor {

enum class EditorMode {
    Select,     // click selects a cell, dragging a piece moves it
    Object,     // click or drag places objects of the tool's piece type
    Blood,      // drag paints a pool
    Teleporter, // places pair ends; a click on an end turns its arrow
    Monster,    // places the monster; a click on it turns its facing
    Void,       // custom boards: toggles a cell and its mirror cell (R2)
    Zone,       // toggles a cell of the allowed placement zone (R21)
    Erase,      // drag removes everything but the monster
};

// A mode and, for EditorMode::Object, the placeable type it places (one of
// ff::kPlaceableTypes). The other modes keep `piece` at its default, so that two
// tools are equal exactly when they do the same.
struct EditorTool {
    EditorMode mode = EditorMode::Select;
    ff::PieceType piece = {};
    friend auto operator<=>(const EditorTool&, const EditorTool&) = default;
};

} // namespace ff::editor
