// The names of the piece kinds as the player reads them (own token, enemy token,
// right-turning stone, ...), in English, written once for every Qt front end: the
// app's words (board/EngineText) and the hub's web pages (hub/WebPages) translate
// them, each from its own catalogue, in the context kPieceNameContext.
#pragma once

#include "engine/rules/Catalogue.h"

namespace ff::words {

// The translation context of the names (the `context` of QCoreApplication::translate
// and QTranslator::translate).
inline constexpr char kPieceNameContext[] = "ff::words::PieceNames";

// The English name of a piece of `kind` (of `side`, for a token): a source text of
// kPieceNameContext. Never null.
const char* pieceNameSource(ff::PieceKind kind, ff::Side side);

} // namespace ff::words
