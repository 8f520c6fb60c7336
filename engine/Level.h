// The level as the level format describes it (docs/spec/level-format.md):
// plain data, no JSON. Reading, writing and validation live in LevelIo / Validation.
#pragma once

#include "engine/Board.h"
#include "engine/Geometry.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ff {

enum class PieceKind : std::uint8_t {
    Token,
    Stone,
    Crystal,
    TurnRight,
    TurnLeft,
    Turn180,
    Blood,
    Teleporter
};
enum class Side : std::uint8_t { Own, Enemy };
enum class Goal : std::uint8_t { EatAllEnemies, SurviveForever };

// The format's names: "token", "stone", "crystal", "turn-right", "turn-left",
// "turn-180", "blood", "teleporter"; "own"/"enemy"; "eat-all-enemies"/"survive-forever".
const char* kindName(PieceKind k);
std::optional<PieceKind> kindFromName(std::string_view s);
const char* sideName(Side s);
std::optional<Side> sideFromName(std::string_view s);
const char* goalName(Goal g);
std::optional<Goal> goalFromName(std::string_view s);

// True for the kinds that are objects (R7): tokens and blocks.
constexpr bool isObjectKind(PieceKind k)
{
    return k != PieceKind::Blood && k != PieceKind::Teleporter;
}
// True for the kinds an inventory may hold (every object kind).
constexpr bool isPlaceableKind(PieceKind k)
{
    return isObjectKind(k);
}
// The side a piece, an inventory item or a placement is matched by: tokens keep
// their side, every other kind counts as own (the side field means nothing there).
constexpr Side effectiveSide(PieceKind k, Side s)
{
    return k == PieceKind::Token ? s : Side::Own;
}

using I18n = std::map<std::string, std::string>;

struct Piece {
    PieceKind kind = PieceKind::Stone;
    Cell at;                          // every kind but Blood
    Side side = Side::Enemy;          // Token only
    std::optional<std::string> color; // Token only, cosmetic
    std::optional<int> value;         // Token only, 1..6, cosmetic
    std::vector<Cell> cells;          // Blood only
    std::string pair;                 // Teleporter only
    Dir arrow = Dir::N;               // Teleporter only
    friend bool operator==(const Piece&, const Piece&) = default;
};

struct InventoryItem {
    PieceKind kind = PieceKind::Stone;
    Side side = Side::Own; // Token only
    int count = 0;
    friend bool operator==(const InventoryItem&, const InventoryItem&) = default;
};

// One placed inventory piece (R21). `side` matters for tokens only.
struct Placement {
    PieceKind kind = PieceKind::Stone;
    Side side = Side::Own;
    Cell at;
    friend auto operator<=>(const Placement&, const Placement&) = default;
};

struct Level {
    std::string id;
    std::string title;
    I18n titleI18n;
    std::optional<std::string> author;
    I18n authorI18n;
    std::optional<std::string> week;
    std::optional<int> difficulty;
    std::optional<std::string> hint;
    I18n hintI18n;
    Board board = Board::standard();
    Cell monsterAt{0, 0};
    Dir monsterFacing = Dir::E;
    std::vector<Piece> pieces;
    std::vector<InventoryItem> inventory;
    std::optional<std::vector<Cell>> allowed;
    std::optional<Goal> goal; // absent = eat-all-enemies
    std::optional<std::vector<Placement>> solution;
    // Top-level keys starting with "x-", kept in file order: key and compact JSON text.
    std::vector<std::pair<std::string, std::string>> extras;

    Goal effectiveGoal() const { return goal.value_or(Goal::EatAllEnemies); }
    // The number of pieces the player places: the sum of inventoryCounts
    // (engine/Placement.h).
    int inventorySize() const;
    friend bool operator==(const Level&, const Level&) = default;
};

struct Pack {
    std::string id;
    std::string title;
    std::vector<Level> levels;
    std::vector<std::pair<std::string, std::string>> extras;
    friend bool operator==(const Pack&, const Pack&) = default;
};

} // namespace ff
