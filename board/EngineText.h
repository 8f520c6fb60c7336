// The translated words for what the engine reports, written once for the player,
// the level editor and the app: piece names, placement refusals, problems of
// files and levels (ff::Problem codes, engine/files/LevelIo.h) and share codes that
// cannot be read (ff::ShareDecode codes, engine/files/ShareCode.h). A problem whose code
// has no sentence of its own shows the engine's English message.
#pragma once

#include "board/PlacementDocument.h"
#include "engine/files/LevelIo.h"
#include "engine/files/ShareCode.h"
#include "engine/rules/Explain.h"
#include "engine/rules/Level.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace ff::ui {

class EngineText {
    Q_DECLARE_TR_FUNCTIONS(ff::ui::EngineText)
public:
    // "own token", "stone", "right-turning stone", ...
    static QString pieceName(ff::PieceKind kind, ff::Side side);
    // What a piece of `kind` (a token: of `side`) does, a paragraph for the legend.
    static QString pieceDescription(ff::PieceKind kind, ff::Side side);
    // The name of a placeable type as a label, capitalised: "Own token", "Stone", ...
    static QString pieceLabel(ff::PieceType type);
    // What the level editor's tool for a placeable type does, for its status tip:
    // "Click or drag to place stones; they block sight."; empty for a kind no one places.
    static QString placingHelp(ff::PieceType type);
    // Why the player may not place, move or remove a piece, e.g. "Pieces cannot be
    // placed on blood."; `kind` and `side` name the piece where the sentence does.
    // Empty for Refusal::None.
    static QString refusal(PlacementDocument::Refusal r, ff::PieceKind kind = ff::PieceKind::Stone,
                           ff::Side side = ff::Side::Own);

    // A problem of a file or level for a player: its place in the file in words
    // (placeText), then the sentence (the engine's message for a code without one).
    static QString fileProblem(const ff::Problem& problem);
    // A problem of the edited level for its author, where the editor points at the
    // place: the sentence alone; for a code without one, the place in words and
    // the engine's message.
    static QString authorProblem(const ff::Problem& problem);
    // A problem of the edited pack itself (its id, title, levels) for its author.
    static QString packProblem(const ff::Problem& problem);
    // "The file is larger than 4 MiB.": files beyond ff::kMaxFileBytes are refused.
    static QString fileTooLarge();

    // What is wrong with a code that did not decode.
    static QString shareCodeError(const ff::ShareDecode& decoded);

    // One line on a step of a run: what the monster saw, what it chose and what it
    // did, e.g. "Step 4: sees an enemy token 2 cells west and your token 3 cells
    // north → turns west, steps west."
    static QString stepExplanation(long step, const ff::StepWhy& why);
    // "north", "east", "south", "west" (north is up on the board).
    static QString dirName(ff::Dir d);

private:
    // The sentence for a problem of a level's content (validateLevel's codes) and
    // for integer-range; empty for other codes.
    static QString contentSentence(const ff::Problem& problem);
    // The sentence for a file that cannot be read or whose structure is wrong (the
    // parser's codes other than those fileProblem words itself); empty otherwise.
    static QString structureSentence(const ff::Problem& problem);
    // "2 cells west": a distance along a direction.
    static QString distance(int cells, ff::Dir d);
    // What the monster did, e.g. "pushes a stone", "eats an enemy token".
    static QString deed(const ff::Deed& d);
    // "The title", "The hint (translation "de")", ... for the text at `path`.
    static QString fieldLabel(const std::string& path);
    // A JSON path of a level or pack file in words, counting from 1: "pieces[3].at"
    // is "Piece 4, “at”", "levels[1].monster" "Level 2 of the pack, the monster";
    // a key of no name of its own is quoted as the file writes it.
    static QString placeText(const std::string& path);
};

} // namespace ff::ui
