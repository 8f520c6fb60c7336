// The hints the player can ask for: whether the pieces placed so far can still
// lead to a solution, and one piece of a solution shown on the board. PlayerView
// asks the solver and reports the kind used; ProgressStore counts them per level
// under their numbers, so these values never change.
#pragma once

namespace ff::ui {

enum class HintKind {
    CompletableCheck = 0,
    PieceShown = 1,
};

} // namespace ff::ui
