#include "engine/rules/BasicLayout.h"

namespace ff {

std::vector<Piece> basicLayoutPieces()
{
    std::vector<Piece> pieces;
    for (Cell c : {Cell{2, 2}, Cell{12, 3}, Cell{7, 4}, Cell{8, 5}, Cell{13, 5}, Cell{6, 6}, Cell{4, 7},
                   Cell{12, 7}, Cell{14, 8}, Cell{5, 9}, Cell{8, 9}}) {
        Piece stone;
        stone.kind = PieceKind::Stone;
        stone.at = c;
        pieces.push_back(stone);
    }
    Piece poolA;
    poolA.kind = PieceKind::Blood;
    poolA.cells = {{8, 2}, {9, 2}, {8, 3}, {9, 3}};
    pieces.push_back(poolA);
    Piece poolB;
    poolB.kind = PieceKind::Blood;
    poolB.cells = {{4, 8}, {5, 8}, {6, 8}, {7, 8}};
    pieces.push_back(poolB);
    return pieces;
}

Level basicLayoutLevel()
{
    Level level;
    level.board = Board::standard();
    level.monsterAt = {0, 0};
    level.monsterFacing = Dir::E;
    level.pieces = basicLayoutPieces();
    return level;
}

} // namespace ff
