// Rule-test boards drawn as ASCII pictures: a test shows its board, and the board a
// run leaves behind, at a glance.
//
// A picture is a list of rows, top row first (y = 0), one character per cell, x = 0 at
// the left (R1). The letters:
//
//   #   void cell                  .   empty floor             b   blood
//   M   the monster                m   the monster on blood
//   o   own token                  e   enemy token
//   s   stone                      c   crystal
//   r   turn-right                 l   turn-left               u   turn-180
//   O E S C R L U                  the same object resting on blood
//   1..8                           a teleporter of pair "1".."8": each digit used on
//                                  exactly two cells, arrows given with teleporter()
//
// The monster faces E unless facing() says otherwise. Blood cells that touch (4-way)
// become one blood piece.
#pragma once

#include "engine/rules/Arena.h"
#include "engine/rules/Level.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ff::test {

class RuleBoard {
public:
    // A custom board (R2): rows of one length, 2..64 cells each way; `#` marks its void
    // cells. It has no exit or entrance unless exit()/entrance() give them.
    explicit RuleBoard(std::vector<std::string> rows);
    // The standard board (R3). Without rows: no pieces, the monster on (0,0). With rows:
    // a 16 x 11 picture whose `#` cells are exactly the 20 standard void cells.
    static RuleBoard standard(std::vector<std::string> rows = {});

    RuleBoard& facing(Dir d);
    // Replaces the letter of one cell of the picture.
    RuleBoard& set(Cell c, char letter);
    // The arrows of teleporter pair `digit`: the first end in reading order (row by
    // row, left to right) points `first`, the other `second`.
    RuleBoard& teleporter(char digit, Dir first, Dir second);
    // Custom boards only: the exit / entrance cell (R14 removes blocks resting there).
    RuleBoard& exit(Cell c);
    RuleBoard& entrance(Cell c);
    RuleBoard& goal(Goal g);

    // The level the picture shows. Throws std::invalid_argument naming the problem: rows
    // of different lengths or a size outside 2..64, an unknown letter, not exactly one
    // monster, a teleporter digit not on exactly two cells or without arrows, a standard
    // picture whose voids differ from R3. Nothing else is checked (not R2's symmetry, not
    // that an enemy token exists), so tests can build what level validation refuses.
    Level level() const;

    // A state of a run of level() drawn with the same letters: voids and teleporters
    // from this picture, blood from `arena`, objects and the monster from `s`.
    std::vector<std::string> picture(const Arena& arena, const State& s) const;

    // The picture letter of an object kind off blood ('o', 'e', 's', 'c', 'r', 'l', 'u').
    static char letter(PieceKind kind, Side side);

private:
    RuleBoard() = default;

    std::vector<std::string> rows_;
    bool standard_ = false;
    Dir facing_ = Dir::E;
    std::map<char, std::pair<Dir, Dir>> arrows_;
    std::optional<Cell> exit_;
    std::optional<Cell> entrance_;
    Goal goal_ = Goal::EatAllEnemies;
};

} // namespace ff::test
