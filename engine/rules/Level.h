// The level as the level format describes it (docs/spec/level-format.md):
// plain data, no JSON. Reading, writing and validation live in LevelIo / Validation.
#pragma once

#include "engine/rules/Board.h"
#include "engine/rules/Catalogue.h"
#include "engine/rules/Geometry.h"

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ff {

enum class Goal : std::uint8_t { EatAllEnemies, SurviveForever };

// The format's names: "eat-all-enemies"/"survive-forever". The kinds' and sides'
// names are the catalogue's (engine/rules/Catalogue.h).
const char* goalName(Goal g);
std::optional<Goal> goalFromName(std::string_view s);

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

// The most pieces one inventory entry holds (docs/spec/level-format.md).
inline constexpr int kMaxInventoryCount = 64;

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
    // (engine/rules/Placement.h).
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
