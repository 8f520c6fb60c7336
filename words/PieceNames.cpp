#include "words/PieceNames.h"

#include <QtGlobal>

namespace ff::words {

const char* pieceNameSource(ff::PieceKind kind, ff::Side side)
{
    switch (kind) {
    case ff::PieceKind::Token:
        return side == ff::Side::Own ? QT_TRANSLATE_NOOP("ff::words::PieceNames", "own token")
                                     : QT_TRANSLATE_NOOP("ff::words::PieceNames", "enemy token");
    case ff::PieceKind::Stone:
        return QT_TRANSLATE_NOOP("ff::words::PieceNames", "stone");
    case ff::PieceKind::Crystal:
        return QT_TRANSLATE_NOOP("ff::words::PieceNames", "crystal");
    case ff::PieceKind::TurnRight:
        return QT_TRANSLATE_NOOP("ff::words::PieceNames", "right-turning stone");
    case ff::PieceKind::TurnLeft:
        return QT_TRANSLATE_NOOP("ff::words::PieceNames", "left-turning stone");
    case ff::PieceKind::Turn180:
        return QT_TRANSLATE_NOOP("ff::words::PieceNames", "U-turn stone");
    case ff::PieceKind::Blood:
        return QT_TRANSLATE_NOOP("ff::words::PieceNames", "blood pool");
    case ff::PieceKind::Teleporter:
        return QT_TRANSLATE_NOOP("ff::words::PieceNames", "teleporter");
    }
    return "";
}

} // namespace ff::words
