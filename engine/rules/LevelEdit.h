// Building a level: the level editor's operations on an ff::Level, without Qt, for
// the editor and for tools that make levels.
//
// Each edit changes `level` in place and returns EditRefusal::None, or refuses with
// the reason and leaves `level` exactly as it was. None also covers an edit that
// finds the level already so (it changes nothing). Edits refuse what an author
// cannot sensibly want on the board: anything on a void cell, two things on a cell
// that may not share it (mayShareCell), voids that break R2. Everything else a
// level needs (an enemy, paired teleporters, an inventory that fits) is left to
// validateLevel, so a level may pass through invalid states while it is built.
#pragma once

#include "engine/rules/Level.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

namespace ff {

// Why an edit is refused.
enum class EditRefusal : std::uint8_t {
    None,          // done, or nothing needed doing
    Void,          // not a playing cell (void or outside the rectangle, R2)
    StandardBoard, // the standard board's voids are fixed (R3)
    Object,        // an object stands there
    Monster,       // the monster stands there
    Blood,         // a blood cell
    Teleporter,    // a teleporter stands there
    Occupied,      // (setVoid) a piece, the monster, the exit or the entrance is on the cell or its mirror
    Nothing,       // (move, erase, arrow) nothing there to act on
    NotAnObject,   // (placeObject) blood and teleporters are not objects (R7)
};

// Occupant and mayShareCell are the catalogue's (engine/rules/Catalogue.h).

// Index into level.pieces of the first object / teleporter / blood pool on `c`.
std::optional<std::size_t> objectAt(const Level& level, Cell c);
std::optional<std::size_t> teleporterAt(const Level& level, Cell c);
std::optional<std::size_t> bloodAt(const Level& level, Cell c);

// Why `what` may not stand on `c` as the level is: Void for a cell that is not
// playing, else the first of the object, the teleporter, the blood and the monster
// on `c` that may not share the cell with it; None when it may stand there.
EditRefusal standRefusal(const Level& level, Occupant what, Cell c);

// What movePiece from `c` carries: the object on `c`, else its teleporter, else the
// monster when it stands there; nothing when none of them is there.
std::optional<Occupant> movableAt(const Level& level, Cell c);
// What movePiece(level, from, to) answers, without moving: None when `from` equals
// `to`, Nothing when nothing on `from` moves, else standRefusal of what it carries
// on `to`.
EditRefusal moveRefusal(const Level& level, Cell from, Cell to);

// The pair name placeTeleporter gives the next end: that of the first teleporter
// (in pieces' order) whose pair has only one end, else the first name not in use
// of A, B, ..., Z, AA, AB, ...
std::string nextTeleporterPair(const Level& level);

// Puts an object (R7) on `c`: a token gets `side`, `color` and `value`; the other
// kinds keep Piece's defaults (side, colour and value mean nothing for them). An
// object already on `c` is replaced in its place in pieces, else the new one is
// appended. Refused: NotAnObject for blood and teleporter kinds, else as
// standRefusal(Object) with the replaced object not counted.
EditRefusal placeObject(Level& level, PieceKind kind, Side side, Cell c,
                        std::optional<std::string> color = {}, std::optional<int> value = {});
// Makes `c` a blood cell. Touching no pool (neighbours), it starts a pool appended
// to pieces; else `c` is appended to the first pool it touches, and every other
// pool it touches is merged into that one and removed (its cells appended, the
// pool latest in pieces first). Refused as standRefusal(Blood); a blood cell
// already is one (None).
EditRefusal paintBlood(Level& level, Cell c);
// Appends a teleporter end on `c`, named nextTeleporterPair, its arrow pointing N.
// Refused as standRefusal(Teleporter).
EditRefusal placeTeleporter(Level& level, Cell c);
// Points the arrow of the teleporter on `c`. Nothing: no teleporter there.
EditRefusal setTeleporterArrow(Level& level, Cell c, Dir arrow);
// Moves the monster to `c`, keeping its facing. Refused as standRefusal(Monster).
EditRefusal placeMonster(Level& level, Cell c);
// Custom boards only (R2): makes `c` and its mirror cell (R5) void, or playing,
// together, so the voids stay point-symmetric. Void cells leave the allowed zone,
// and a zone left empty is removed. Refused: StandardBoard; Void for a cell outside
// the rectangle; Occupied when making cells void while an object, a teleporter,
// blood, the monster, the exit or the entrance is on either of them.
EditRefusal setVoid(Level& level, Cell c, bool isVoid);
// Adds `c` to the allowed placement zone (R21), appended, or takes it out. The
// first cell added starts a zone; taking out the last one removes the zone (every
// free cell is allowed again). Refused: Void.
EditRefusal setAllowed(Level& level, Cell c, bool allowed);
// Removes the object, the teleporter and the blood cell on `c`; the monster stays.
// A pool that falls apart (connectedParts) keeps its first remaining cell's part
// in its place in pieces; the other parts are appended as pools of their own; a
// pool left without cells is removed. Nothing: none of them was there.
EditRefusal eraseAt(Level& level, Cell c);
// Moves what movableAt(from) names to `to`, keeping its properties (a teleporter
// its pair and arrow, the monster its facing). Refused as moveRefusal.
EditRefusal movePiece(Level& level, Cell from, Cell to);

// Adds `delta` pieces of `type` to the inventory: to the first item of that type
// when it has one, its count capped at kMaxInventoryCount (an item left without
// pieces goes), else, for a positive `delta`, as a new item at the end.
void adjustInventory(Level& level, PieceType type, int delta);
// Sets the count of inventory item `index`, clamped to 0..kMaxInventoryCount; the
// item stays even at 0. Nothing: no such item.
EditRefusal setInventoryCount(Level& level, std::size_t index, int count);
// Removes inventory item `index`. Nothing: no such item.
EditRefusal removeInventoryItem(Level& level, std::size_t index);

} // namespace ff
